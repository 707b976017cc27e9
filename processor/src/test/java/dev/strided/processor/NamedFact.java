package dev.strided.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * One well-formed {@code assume} fact a test writes ({@code M % 16 == 0}, {@code M >= 8},
 * {@code M <= 64}), and values of names that satisfy — or violate — a list of them.
 *
 * <pre>{@code
 * new NamedFact("M", Relation.MULTIPLE_OF, 16).text();   // "M % 16 == 0"
 * NamedFact.satisfying(List.of("M"), facts, random);    // {M=32}
 * }</pre>
 *
 * @param name the name
 * @param relation what the fact says of it
 * @param literal the positive literal
 */
record NamedFact(String name, Relation relation, long literal) {
  /** The three forms of a fact. */
  enum Relation { MULTIPLE_OF, AT_LEAST, AT_MOST }

  /** The value every extent stays below, so that a bound layout stays small to enumerate. */
  static final long CAP = 64;

  /** The fact as {@code assume} writes it. */
  String text() {
    return switch (relation) {
      case MULTIPLE_OF -> name + " % " + literal + " == 0";
      case AT_LEAST -> name + " >= " + literal;
      case AT_MOST -> name + " <= " + literal;
    };
  }

  /** Whether {@code value} satisfies it. */
  boolean holds(long value) {
    return switch (relation) {
      case MULTIPLE_OF -> value % literal == 0;
      case AT_LEAST -> value >= literal;
      case AT_MOST -> value <= literal;
    };
  }

  /** The facts as an annotation's array literal, each text quoted. */
  static String arrayLiteral(List<NamedFact> facts) {
    List<String> texts = new ArrayList<>();
    facts.forEach(f -> texts.add(f.text()));
    return quoted(texts);
  }

  /** Texts as an annotation's array literal. */
  static String quoted(List<String> texts) {
    List<String> out = new ArrayList<>();
    texts.forEach(t -> out.add("\"" + t + "\""));
    return "{" + String.join(", ", out) + "}";
  }

  /**
   * The values, at least 1, that the facts allow a name, smallest first (at most {@code count} of
   * them, none above {@link #CAP} unless the facts force it).
   */
  static List<Long> allowed(String name, List<NamedFact> facts, int count) {
    List<Long> out = new ArrayList<>();
    long limit = Math.max(CAP, least(name, facts));
    for (long v = 1; v <= limit && out.size() < count; v++) {
      if (all(name, facts, v)) {
        out.add(v);
      }
    }
    return out;
  }

  /**
   * A random value per name that the facts allow: one of the few smallest; when {@code coincide}
   * a name may also take an earlier name's value where the facts allow it (so that decisions that
   * hinge on {@code ld == M} meet that case).
   */
  static Map<String, Long> satisfying(List<String> names, List<NamedFact> facts, Random random,
      boolean coincide) {
    return satisfying(names, facts, random, coincide, false);
  }

  /**
   * {@link #satisfying(List, List, Random, boolean)}, and when {@code generic} never a name's
   * smallest allowed value (where an extent such as {@code M/8} may be 1 and vanish).
   */
  static Map<String, Long> satisfying(List<String> names, List<NamedFact> facts, Random random,
      boolean coincide, boolean generic) {
    Map<String, Long> out = new java.util.LinkedHashMap<>();
    for (String name : names) {
      // generic bindings must be pairwise distinct: offer enough values for every name
      List<Long> smallest = allowed(name, facts, generic ? 4 + names.size() : 4);
      int from = generic && smallest.size() > 2 ? 1 : 0;
      List<Long> values = new ArrayList<>(
          smallest.subList(from, Math.max(from + 1, smallest.size() - 1)));
      if (coincide) {
        for (long earlier : out.values()) {
          if (all(name, facts, earlier) && !values.contains(earlier)) {
            values.add(earlier);
          }
        }
      }
      out.put(name, values.get(random.nextInt(values.size())));
    }
    return out;
  }

  /** Whether {@code value} satisfies every fact about {@code name}. */
  static boolean all(String name, List<NamedFact> facts, long value) {
    for (NamedFact f : facts) {
      if (f.name().equals(name) && !f.holds(value)) {
        return false;
      }
    }
    return true;
  }

  /** The lower bound the facts force, at least 1, for the search's limit. */
  private static long least(String name, List<NamedFact> facts) {
    long lo = 1;
    long modulus = 1;
    for (NamedFact f : facts) {
      if (f.name().equals(name) && f.relation() == Relation.AT_LEAST) {
        lo = Math.max(lo, f.literal());
      } else if (f.name().equals(name) && f.relation() == Relation.MULTIPLE_OF) {
        modulus = modulus * f.literal() / gcd(modulus, f.literal());
      }
    }
    return lo + 3 * modulus;
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }
}
