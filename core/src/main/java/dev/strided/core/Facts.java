package dev.strided.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * What is known about the names of a layout: per name, a modulus it is a multiple of, the names it
 * is a multiple of, and bounds it lies within; and the {@link NamedQuotient}s the symbolic arithmetic
 * has named. Extents are at least 1 ({@link #withExtents}); a stride name alone has no sign.
 * Immutable: {@link #with} returns a new set of facts.
 *
 * <pre>{@code
 * Facts f = Facts.none().withExtents(List.of("M", "N"))
 *     .with(new Fact("M", Fact.Relation.MULTIPLE_OF, 128));
 * f.modulus("M");      // 128
 * f.lowerBound("N");   // OptionalLong[1]
 * f.upperBound("N");   // OptionalLong.empty
 * }</pre>
 */
public final class Facts {
  private static final Facts NONE = new Facts(Map.of(), List.of(), Map.of());

  /** What is known about one name; null bounds are absent; {@code by}: names it is a multiple of. */
  private record Known(long modulus, Long lower, Long upper, List<String> by) {
    static final Known NOTHING = new Known(1, null, null, List.of());
  }

  private final Map<String, Known> known;
  private final List<Fact> facts;
  /** By name, in the order they were named. */
  private final Map<String, NamedQuotient> quotients;

  private Facts(Map<String, Known> known, List<Fact> facts, Map<String, NamedQuotient> quotients) {
    this.known = known;
    this.facts = facts;
    this.quotients = quotients;
  }

  /**
   * No facts: every name may take any value.
   *
   * <pre>{@code
   * Facts.none().modulus("M");   // 1
   * }</pre>
   */
  public static Facts none() {
    return NONE;
  }

  /**
   * These facts and one more.
   *
   * <pre>{@code
   * Facts.none().with(new Fact("M", Fact.Relation.AT_MOST, 4096)).upperBound("M");   // 4096
   * }</pre>
   *
   * @param fact the fact to add; a second modulus for a name combines with the first (their lcm), a
   *     second bound keeps the tighter one
   * @return the combined facts
   * @throws IllegalArgumentException if a modulus is not positive, or the combined modulus of a name
   *     does not fit in a long
   */
  public Facts with(Fact fact) {
    Known k = known.getOrDefault(fact.name(), Known.NOTHING);
    long v = fact.literal();
    Known next = switch (fact.relation()) {
      case MULTIPLE_OF -> new Known(lcm(k.modulus(), v, fact), k.lower(), k.upper(), k.by());
      case AT_LEAST -> new Known(k.modulus(), k.lower() == null ? v : Math.max(k.lower(), v),
          k.upper(), k.by());
      case AT_MOST -> new Known(k.modulus(), k.lower(),
          k.upper() == null ? v : Math.min(k.upper(), v), k.by());
      case MULTIPLE_OF_NAME -> new Known(k.modulus(), k.lower(), k.upper(), added(k.by(), fact.by()));
    };
    Map<String, Known> map = new HashMap<>(known);
    map.put(fact.name(), next);
    List<Fact> all = new ArrayList<>(facts);
    all.add(fact);
    return new Facts(Map.copyOf(map), List.copyOf(all), quotients);
  }

  private static List<String> added(List<String> names, String name) {
    List<String> out = new ArrayList<>(names);
    if (!out.contains(name)) {
      out.add(name);
    }
    return List.copyOf(out);
  }

  /**
   * These facts and a named quotient: its name's value is known from its definition.
   *
   * <pre>{@code
   * NamedQuotient q = new NamedQuotient(Symbol.name("M"), Symbol.constant(128), true);
   * Facts.none().withQuotient(q).quotient("ceil_div(M,_128)");   // q
   * }</pre>
   *
   * @param quotient the quotient; naming one twice keeps the first
   * @return the combined facts
   */
  public Facts withQuotient(NamedQuotient quotient) {
    if (quotients.containsKey(quotient.name())) {
      return this;
    }
    Map<String, NamedQuotient> map = new LinkedHashMap<>(quotients);
    map.put(quotient.name(), quotient);
    return new Facts(known, facts, java.util.Collections.unmodifiableMap(map));
  }

  /**
   * The quotient a name stands for, or null for a name of a layout.
   *
   * <pre>{@code Facts.none().quotient("M");   // null}</pre>
   */
  public NamedQuotient quotient(String name) {
    return quotients.get(name);
  }

  /**
   * The named quotients, in the order they were named (a quotient's definition uses only names
   * before it).
   *
   * <pre>{@code Facts.none().quotients();   // []}</pre>
   */
  public List<NamedQuotient> quotients() {
    return List.copyOf(quotients.values());
  }

  /**
   * Whether {@code name} is known to be a multiple of the name {@code by}: it is {@code by}, or
   * a fact says so, directly or through other names ({@code M % BM == 0}, {@code BM % BK == 0}).
   *
   * <pre>{@code Facts.none().with(Fact.multipleOf("M", "BM")).isMultipleOf("M", "BM");   // true}</pre>
   */
  public boolean isMultipleOf(String name, String by) {
    return name.equals(by) || multiples(name, new HashSet<>()).contains(by);
  }

  /** The names {@code name} is a multiple of through the facts, itself excluded. */
  private Set<String> multiples(String name, Set<String> seen) {
    if (seen.add(name)) {
      for (String d : known.getOrDefault(name, Known.NOTHING).by()) {
        multiples(d, seen);
      }
    }
    Set<String> out = new HashSet<>(seen);
    out.remove(name);
    return out;
  }

  /**
   * These facts and {@code name >= 1} for every extent name (a name that occurs in a shape).
   *
   * <pre>{@code
   * Facts.none().withExtents(List.of("M")).lowerBound("M");   // OptionalLong[1]
   * }</pre>
   *
   * @param extentNames the names that occur in a shape
   * @return the combined facts
   */
  public Facts withExtents(Collection<String> extentNames) {
    Facts f = this;
    for (String name : extentNames) {
      f = f.with(new Fact(name, Fact.Relation.AT_LEAST, 1));
    }
    return f;
  }

  /**
   * The modulus {@code name} is known to be a multiple of (1 when nothing is known).
   *
   * <pre>{@code
   * Facts.none().with(new Fact("M", Fact.Relation.MULTIPLE_OF, 4))
   *     .with(new Fact("M", Fact.Relation.MULTIPLE_OF, 6)).modulus("M");   // 12
   * }</pre>
   */
  public long modulus(String name) {
    long m = known.getOrDefault(name, Known.NOTHING).modulus();
    for (String d : multiples(name, new HashSet<>())) {
      long k = known.getOrDefault(d, Known.NOTHING).modulus();
      try {
        m = Math.multiplyExact(m / gcd(m, k), k);
      } catch (ArithmeticException e) {
        // a combined modulus beyond long is not known; the one known so far is still a proof
      }
    }
    return m;
  }

  private static long gcd(long a, long b) {
    long x = a;
    long y = b;
    while (y != 0) {
      long t = x % y;
      x = y;
      y = t;
    }
    return x;
  }

  /**
   * The largest known lower bound of {@code name}, if any.
   *
   * <pre>{@code
   * Facts.none().lowerBound("M");   // OptionalLong.empty
   * }</pre>
   */
  public OptionalLong lowerBound(String name) {
    Long v = known.getOrDefault(name, Known.NOTHING).lower();
    return v == null ? OptionalLong.empty() : OptionalLong.of(v);
  }

  /**
   * The smallest known upper bound of {@code name}, if any.
   *
   * <pre>{@code
   * Facts.none().with(new Fact("M", Fact.Relation.AT_MOST, 64)).upperBound("M");   // OptionalLong[64]
   * }</pre>
   */
  public OptionalLong upperBound(String name) {
    Long v = known.getOrDefault(name, Known.NOTHING).upper();
    return v == null ? OptionalLong.empty() : OptionalLong.of(v);
  }

  /**
   * Whether a binding satisfies every fact.
   *
   * <pre>{@code
   * Facts.none().withExtents(List.of("M")).allows(Map.of("M", 0L));   // false
   * }</pre>
   *
   * @param binding a value for every name the facts are about
   * @return true when every fact holds
   */
  public boolean allows(Map<String, Long> binding) {
    for (Fact f : facts) {
      long v = binding.get(f.name());
      boolean holds = switch (f.relation()) {
        case MULTIPLE_OF -> v % f.literal() == 0;
        case AT_LEAST -> v >= f.literal();
        case AT_MOST -> v <= f.literal();
        case MULTIPLE_OF_NAME -> binding.get(f.by()) != 0 && v % binding.get(f.by()) == 0;
      };
      if (!holds) {
        return false;
      }
    }
    return true;
  }

  /**
   * The facts in the order they were added ({@link #withExtents} adds {@code name >= 1}).
   *
   * <pre>{@code
   * Facts.none().withExtents(List.of("M")).facts();   // [M >= 1]
   * }</pre>
   */
  public List<Fact> facts() {
    return facts;
  }

  @Override
  public String toString() {
    return facts.toString();
  }

  private static long lcm(long a, long b, Fact fact) {
    if (b <= 0) {
      throw new IllegalArgumentException("The modulus of '" + fact + "' must be positive.");
    }
    long g = a;
    long y = b;
    while (y != 0) {
      long t = g % y;
      g = y;
      y = t;
    }
    try {
      return Math.multiplyExact(a / g, b);
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(
          "The multiples known of " + fact.name() + " exceed a long with '" + fact + "'.", e);
    }
  }
}
