package dev.strided.core;

import java.math.BigInteger;
import java.util.List;

/**
 * The leaf arithmetic on {@link Symbol}s, with what is known about the names: the processor's
 * instance of {@link Arithmetic}. Static symbols compute exactly as values do; a decision on names
 * is {@link Answer#YES} or {@link Answer#NO} only when it holds for every binding the facts allow,
 * and a {@link Answer#DEPENDS} names the fact that would prove yes when one fact about one name would
 * ({@code divides(128, 2*M)}: {@code M % 64 == 0}; {@code less(M, 64)}: {@code M <= 63};
 * {@code less(0, S)}: {@code S >= 1}; {@code isOne(M)}: {@code M <= 1}). The facts found are those
 * about a coefficient times one name compared with a constant, and the multiples of any product.
 *
 * <p>Results follow CuTe's static rule as values do: a result is dynamic when an operand is, so a
 * quotient that cancels every name ({@code M / M}) or the sign of a name is a dynamic constant
 * ({@link Symbol#dynamicConstant}), and only a static {@code _0} factor makes a product static.
 * Decisions read the values and the facts, as C++ computes them at run time; what C++ decides on
 * types ({@link #isKnownStatically}) sees only static leaves.
 *
 * <p>An operation whose result is not a symbol ({@code 128 / M}, {@code ceil_div(M, 128)} when it
 * may round, the sign of a stride name) or does not fit in a long is refused with an
 * {@link AlgebraException}, with two exceptions that give the quotient a name of its own
 * ({@link NamedQuotient}, added to {@link #facts()}): an exact quotient by a name that a fact says
 * the dividend is a multiple of ({@code M / BM} with {@code M % BM == 0}), and, under
 * {@link Policy#ROUND_UP}, {@code ceil_div} of positive symbols that may round. One arithmetic
 * serves one derivation: its facts grow by the quotients it names.
 *
 * <pre>{@code
 * SymbolicArithmetic a = new SymbolicArithmetic(
 *     Facts.none().withExtents(List.of("M")), Policy.REFUSE_OVERHANG);
 * a.divides(Symbol.constant(128), new Symbol(2, List.of("M"))).wouldProve();   // M % 64 == 0
 * a.quotient(Symbol.name("M"), Symbol.constant(128)).toString();               // "M/128"
 * }</pre>
 */
public class SymbolicArithmetic implements Arithmetic<Symbol> {
  private static final Symbol ONE = Symbol.constant(1);

  private Facts facts;
  private final Policy policy;

  /**
   * An arithmetic that knows {@code facts}.
   *
   * <pre>{@code
   * new SymbolicArithmetic(Facts.none(), Policy.REFUSE_OVERHANG)
   *     .isZero(Symbol.name("S"));   // DEPENDS
   * }</pre>
   *
   * @param facts what is known about the names
   * @param policy what operations do where C++ rounds a quotient up
   */
  public SymbolicArithmetic(Facts facts, Policy policy) {
    this.facts = facts;
    this.policy = policy;
  }

  /**
   * What this arithmetic knows about the names, with the quotients it has named so far.
   *
   * <pre>{@code
   * new SymbolicArithmetic(Facts.none(), Policy.ROUND_UP).facts().facts();   // []
   * }</pre>
   */
  public Facts facts() {
    return facts;
  }

  @Override
  public Symbol constant(long value) {
    return Symbol.constant(value);
  }

  @Override
  public boolean isStatic(Symbol leaf) {
    return leaf.isStatic();
  }

  @Override
  public String print(Symbol leaf) {
    return leaf.canonical();
  }

  @Override
  public Symbol times(Symbol a, Symbol b) {
    if (a.equals(ONE)) {
      return b;
    }
    if (b.equals(ONE)) {
      return a;
    }
    try {
      return a.times(b);
    } catch (ArithmeticException e) {
      throw new AlgebraException("the product " + a + " * " + b + " does not fit in a long");
    }
  }

  @Override
  public Symbol quotient(Symbol a, Symbol b) {
    return ofKind(staticQuotient(a, b), a, b);
  }

  /** The quotient's value, static when it is a constant. */
  private Symbol staticQuotient(Symbol a, Symbol b) {
    if (b.equals(ONE)) {
      return a;
    }
    if (b.isZero()) {
      throw new AlgebraException("the quotient " + a + " / 0 is undefined");
    }
    if (a.isZero()) {
      return a;
    }
    if (b.isConstant()) {
      long k = b.coefficient();
      if (a.isConstant()) {
        BigInteger q = BigInteger.valueOf(a.coefficient()).divide(BigInteger.valueOf(k));
        return Symbol.constant(exact(q, a, b));
      }
      BigInteger c = BigInteger.valueOf(a.coefficient()).multiply(BigInteger.valueOf(Long.signum(k)));
      BigInteger d = BigInteger.valueOf(a.divisor()).multiply(BigInteger.valueOf(k).abs());
      return fraction(c, d, a.names(), a, b);
    }
    List<String> rest = b.namesLeftIn(a);
    if (rest == null) {
      Symbol[] named = SymbolQuotients.byMultiples(a, b, facts, this::named);
      if (named == null) {
        throw new AlgebraException("the quotient " + a + " / " + b + " is not a product of names");
      }
      return staticQuotient(named[0], named[1]);
    }
    // (ca·A/da) / (cb·B/db) = ca·db·(A/B) / (da·cb)
    BigInteger c = BigInteger.valueOf(a.coefficient()).multiply(BigInteger.valueOf(b.divisor()));
    c = b.coefficient() < 0 ? c.negate() : c;
    BigInteger d = BigInteger.valueOf(a.divisor()).multiply(BigInteger.valueOf(b.coefficient()).abs());
    return fraction(c, d, rest, a, b);
  }

  /** The name of a quotient, added to the facts. */
  private String named(NamedQuotient q) {
    facts = facts.withQuotient(q);
    return q.name();
  }

  @Override
  public Symbol ceilDiv(Symbol a, Symbol b) {
    return ofKind(staticCeilDiv(a, b), a, b);
  }

  private Symbol staticCeilDiv(Symbol a, Symbol b) {
    if (a.isConstant() && b.isConstant()) {
      BigInteger divisor = BigInteger.valueOf(b.coefficient());
      BigInteger sum = BigInteger.valueOf(a.coefficient()).add(divisor).subtract(BigInteger.ONE);
      return Symbol.constant(exact(sum.divide(divisor), a, b));
    }
    Decision exact = divides(b, a);
    Decision within = divides(a, b);
    boolean positive = positive(a) && positive(b);
    if (!exact.holds() && within.holds() && positive) {
      return Symbol.constant(1); // a divides b, both positive: 0 < a <= b
    }
    if (!exact.holds() && positive && policy != Policy.REFUSE_OVERHANG) {
      return SymbolQuotients.rounded(a, b, facts, this::named);
    }
    if (!exact.holds()) {
      Fact fact = exact.wouldProve() != null || !positive ? exact.wouldProve()
          : within.wouldProve();
      throw new AlgebraException(
          a + " is not known to be a multiple of " + b + ", so ceil_div(" + a + ", " + b
              + ") may round up",
          fact);
    }
    return quotient(a, b);
  }

  private boolean positive(Symbol a) {
    return isNegative(a).fails() && isZero(a).fails();
  }

  @Override
  public Symbol abs(Symbol a) {
    if (a.isConstant()) {
      return ofKind(Symbol.constant(exact(BigInteger.valueOf(a.coefficient()).abs(), a, a)), a, a);
    }
    ValueRange r = ValueRange.of(a, facts);
    if (r.atLeast(0)) {
      return a;
    }
    if (r.atMost(0)) {
      return times(a, Symbol.constant(-1));
    }
    throw new AlgebraException("the sign of " + a + " is not known", SymbolDecisions.atLeast(a, 1));
  }

  @Override
  public Symbol signum(Symbol a) {
    return ofKind(staticSignum(a), a, a);
  }

  private Symbol staticSignum(Symbol a) {
    if (a.isConstant()) {
      return Symbol.constant(Long.signum(a.coefficient()));
    }
    ValueRange r = ValueRange.of(a, facts);
    if (r.atLeast(1)) {
      return ONE;
    }
    if (r.atMost(-1)) {
      return Symbol.constant(-1);
    }
    if (r.within(0, 0)) {
      return Symbol.constant(0);
    }
    // |c| * N >= d makes c * N / d nonzero: N >= ceil(d / |c|)
    BigInteger c = BigInteger.valueOf(a.coefficient()).abs();
    BigInteger least = BigInteger.valueOf(a.divisor()).add(c).subtract(BigInteger.ONE).divide(c);
    Fact nonzero = least.bitLength() < Long.SIZE ? SymbolDecisions.atLeast(a, least.longValue()) : null;
    throw new AlgebraException("the sign of " + a + " is not known", nonzero);
  }

  @Override
  public Decision isOne(Symbol a) {
    return SymbolDecisions.isOne(a, facts);
  }

  @Override
  public Decision isZero(Symbol a) {
    if (a.isConstant()) {
      return Decision.of(a.isZero());
    }
    ValueRange r = ValueRange.of(a, facts);
    return r.within(0, 0) ? Decision.YES : r.outside(0, 0) ? Decision.NO : Decision.depends(null);
  }

  @Override
  public Decision isNegative(Symbol a) {
    if (a.isConstant()) {
      return Decision.of(a.coefficient() < 0);
    }
    ValueRange r = ValueRange.of(a, facts);
    if (r.atMost(-1)) {
      return Decision.YES;
    }
    return r.atLeast(0) ? Decision.NO : Decision.depends(SymbolDecisions.negativeFact(a));
  }

  @Override
  public Decision divides(Symbol d, Symbol n) {
    return SymbolDecisions.divides(d, n, facts);
  }

  @Override
  public Decision equal(Symbol a, Symbol b) {
    return SymbolDecisions.equal(a, b, facts);
  }

  @Override
  public Decision less(Symbol a, Symbol b) {
    return SymbolDecisions.less(a, b, facts);
  }

  @Override
  public Policy policy() {
    return policy;
  }

  @Override
  public boolean hasValue(Symbol leaf) {
    return leaf.isConstant();
  }

  /** A static symbol's value; a symbol with names has none. */
  @Override
  public long valueOf(Symbol leaf) {
    if (!leaf.isConstant()) {
      throw new AlgebraException("the leaf " + leaf + " depends on names, so it has no value here");
    }
    return leaf.coefficient();
  }

  /**
   * {@code 1 + Σ (s−1)·|d|} of static leaves; with names, the cosize of leaves that are a mixed
   * radix once sorted by stride (the first stride 1, each next one the extent times the stride
   * before it, leaves of extent 1 or stride 0 left out), where the sum telescopes to the last
   * extent times its stride ({@code (MB,NB):(1,MB)} has cosize {@code MB*NB}). Refused otherwise (a
   * sum of products of names is not a symbol) or when the sum does not fit in a long.
   */
  @Override
  public Symbol cosize(List<Symbol> extents, List<Symbol> strides) {
    boolean allConstant = extents.stream().allMatch(Symbol::isConstant)
        && strides.stream().allMatch(Symbol::isConstant);
    if (!allConstant) {
      return SymbolChains.cosize(this, extents, strides);
    }
    boolean dynamic = extents.stream().anyMatch(Symbol::dynamic)
        || strides.stream().anyMatch(Symbol::dynamic);
    long sum = 1;
    for (int i = 0; i < extents.size(); i++) {
      try {
        sum = Math.addExact(sum, Math.multiplyExact(extents.get(i).coefficient() - 1,
            Math.absExact(strides.get(i).coefficient())));
      } catch (ArithmeticException e) {
        throw new AlgebraException("the cosize is beyond the range of long", null);
      }
    }
    return dynamic ? Symbol.dynamicConstant(sum) : Symbol.constant(sum);
  }

  /** {@code r}, dynamic when {@code a} or {@code b} is (CuTe's rule), but a static {@code _0}. */
  private static Symbol ofKind(Symbol r, Symbol a, Symbol b) {
    boolean staticZero = r.isZero() && a.isZero() && a.isStatic();
    return (a.dynamic() || b.dynamic()) && !staticZero ? r.asDynamic() : r;
  }

  /** {@code c * names / d} as a symbol, refused when it does not fit in a long. */
  private static Symbol fraction(BigInteger c, BigInteger d, List<String> names, Symbol a, Symbol b) {
    BigInteger g = c.gcd(d);
    return new Symbol(exact(c.divide(g), a, b), exact(d.divide(g), a, b), names);
  }

  private static long exact(BigInteger v, Symbol a, Symbol b) {
    if (v.bitLength() >= Long.SIZE) {
      throw new AlgebraException("a result from " + a + " and " + b + " does not fit in a long");
    }
    return v.longValueExact();
  }
}
