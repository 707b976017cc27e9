package dev.strided.core;

import java.math.BigInteger;
import java.util.List;

/**
 * The decisions of {@link SymbolicArithmetic} that compare or divide symbols, and the one fact about
 * one name that would prove each when there is one. Multiples come from the coefficient and the
 * names' moduli; order and sign from {@link ValueRange}. Computed without overflow.
 */
final class SymbolDecisions {
  private SymbolDecisions() {}

  static Decision isOne(Symbol a, Facts facts) {
    if (a.isConstant()) {
      return Decision.of(a.coefficient() == 1);
    }
    ValueRange r = ValueRange.of(a, facts);
    if (r.within(1, 1)) {
      return Decision.YES;
    }
    boolean multipleOfMore =
        a.divisor() == 1 && guaranteedFactor(a, null, facts).abs().compareTo(BigInteger.ONE) > 0;
    if (r.outside(1, 1) || multipleOfMore) {
      return Decision.NO;
    }
    return Decision.depends(isLoneName(a) ? pin(a.names().get(0), r, 1) : null);
  }

  static Decision divides(Symbol d, Symbol n, Facts facts) {
    if (d.isConstant() && n.isConstant()) {
      return Decision.of(n.coefficient() % d.coefficient() == 0);
    }
    if (n.isZero()) {
      return Decision.YES;
    }
    if (d.isConstant()) {
      BigInteger k = BigInteger.valueOf(d.coefficient()).abs();
      ValueRange r = ValueRange.of(n, facts);
      long below = k.subtract(BigInteger.ONE).longValueExact();
      if (r.outside(0, 0) && r.within(-below, below)) {
        return Decision.NO;
      }
      return multipleOf(k.multiply(BigInteger.valueOf(n.divisor())), n.coefficient(), n.names(), facts);
    }
    if (n.isConstant()) {
      // d is never 0 here, so it is at least its guaranteed factor in size and must divide n
      long m = Math.abs(n.coefficient());
      boolean larger = m >= 0 && ValueRange.of(d, facts).outside(-m, m);
      boolean notAMultiple = d.divisor() == 1
          && BigInteger.valueOf(n.coefficient()).mod(guaranteedFactor(d, null, facts).abs())
              .signum() != 0;
      return larger || notAMultiple ? Decision.NO : Decision.depends(null);
    }
    List<String> rest = d.namesLeftIn(n);
    if (rest == null && d.divisor() == 1) {
      rest = namesLeftByMultiples(d, n, facts);
    }
    if (d.divisor() != 1 && rest != null) {
      // n / d = (cn·dd / (dn·cd))·rest: d divides n where that is an integer for every binding
      // (M/128 divides M*N/128); otherwise it depends on the names
      try {
        long c = Math.multiplyExact(n.coefficient(), d.divisor());
        BigInteger k = BigInteger.valueOf(n.divisor())
            .multiply(BigInteger.valueOf(d.coefficient()).abs());
        if (multipleOf(k, c, rest, facts).holds()) {
          return Decision.YES;
        }
      } catch (ArithmeticException e) {
        return Decision.depends(null);
      }
    }
    if (d.divisor() != 1 || rest == null) {
      return Decision.depends(nameFact(d, n));
    }
    BigInteger k = BigInteger.valueOf(n.divisor()).multiply(BigInteger.valueOf(d.coefficient()).abs());
    return multipleOf(k, n.coefficient(), rest, facts);
  }

  /**
   * The names of {@code n} left when each name of {@code d} is matched by itself in {@code n} or by
   * a name of {@code n} that a fact says is its multiple ({@code M % BM == 0}: {@code BM} divides
   * {@code M}); such a name leaves its quotient, whose multiples are not known. Null when a name of
   * {@code d} finds no match.
   */
  static List<String> namesLeftByMultiples(Symbol d, Symbol n, Facts facts) {
    List<String> rest = new java.util.ArrayList<>(n.names());
    List<String> unmatched = new java.util.ArrayList<>();
    for (String y : d.names()) {
      if (!rest.remove(y)) {
        unmatched.add(y);
      }
    }
    for (String y : unmatched) {
      String x = rest.stream().filter(candidate -> facts.isMultipleOf(candidate, y)).findFirst()
          .orElse(null);
      if (x == null) {
        return null;
      }
      rest.remove(x);
    }
    return rest;
  }

  /** {@code X % Y == 0} for a lone name Y dividing a multiple of one name X. */
  private static Fact nameFact(Symbol d, Symbol n) {
    boolean loneDivisor = isLoneName(d);
    boolean oneName = n.names().size() == 1 && !n.names().equals(d.names());
    return loneDivisor && oneName ? Fact.multipleOf(n.names().get(0), d.names().get(0)) : null;
  }

  static Decision equal(Symbol a, Symbol b, Facts facts) {
    if (a.equals(b)) {
      return Decision.YES;
    }
    if (a.isConstant() && b.isConstant()) {
      return Decision.NO;
    }
    ValueRange ra = ValueRange.of(a, facts);
    ValueRange rb = ValueRange.of(b, facts);
    if (ra.below(rb) || rb.below(ra)) {
      return Decision.NO;
    }
    if (ra.isPoint() && ra.equals(rb)) {
      return Decision.YES;
    }
    if (a.names().equals(b.names())
        && ValueRange.of(new Symbol(1, a.names()), facts).outside(0, 0)) {
      return Decision.NO; // in lowest terms, so a different ratio of the same nonzero product
    }
    if (a.isConstant() || b.isConstant()) {
      Symbol named = a.isConstant() ? b : a;
      long k = (a.isConstant() ? a : b).coefficient();
      BigInteger always = guaranteedFactor(named, null, facts).abs();
      if (named.divisor() == 1 && BigInteger.valueOf(k).mod(always).signum() != 0) {
        return Decision.NO;
      }
      if (isScaledName(named) && k % named.coefficient() == 0) {
        String name = named.names().get(0);
        return Decision.depends(pin(name, ValueRange.of(name, facts), k / named.coefficient()));
      }
    }
    return Decision.depends(null);
  }

  static Decision less(Symbol a, Symbol b, Facts facts) {
    if (a.isConstant() && b.isConstant()) {
      return Decision.of(a.coefficient() < b.coefficient());
    }
    if (a.equals(b)) {
      return Decision.NO;
    }
    ValueRange ra = ValueRange.of(a, facts);
    ValueRange rb = ValueRange.of(b, facts);
    if (ra.below(rb)) {
      return Decision.YES;
    }
    if (ra.notBelow(rb)) {
      return Decision.NO;
    }
    if (a.names().equals(b.names())) {
      // ca*P/da < cb*P/db: compare ca*db with cb*da, the order reversed for a negative product P
      ValueRange product = ValueRange.of(new Symbol(1, a.names()), facts);
      int order = BigInteger.valueOf(a.coefficient()).multiply(BigInteger.valueOf(b.divisor()))
          .compareTo(BigInteger.valueOf(b.coefficient()).multiply(BigInteger.valueOf(a.divisor())));
      if (product.atLeast(1)) {
        return Decision.of(order < 0);
      }
      if (product.atMost(-1)) {
        return Decision.of(order > 0);
      }
    }
    return Decision.depends(lessFact(a, b));
  }

  /** {@code name >= least} when {@code a} has one name, occurring once. */
  static Fact atLeast(Symbol a, long least) {
    return a.names().size() == 1 ? new Fact(a.names().get(0), Fact.Relation.AT_LEAST, least) : null;
  }

  /** Whether {@code coefficient * names} is always a multiple of {@code k}; else the fact on a name. */
  private static Decision multipleOf(BigInteger k, long coefficient, List<String> names, Facts facts) {
    Symbol numerator = new Symbol(coefficient, names);
    boolean always = guaranteedFactor(numerator, null, facts).mod(k).signum() == 0;
    if (always || names.isEmpty()) {
      return Decision.of(always);
    }
    String name = names.get(0);
    BigInteger needed = k.divide(k.gcd(guaranteedFactor(numerator, name, facts)));
    boolean fits = needed.bitLength() < Long.SIZE;
    return Decision.depends(
        fits ? new Fact(name, Fact.Relation.MULTIPLE_OF, needed.longValue()) : null);
  }

  /** The coefficient times the moduli of the names but {@code except}: what always divides it. */
  private static BigInteger guaranteedFactor(Symbol s, String except, Facts facts) {
    BigInteger g = BigInteger.valueOf(s.coefficient());
    for (String n : s.names()) {
      if (!n.equals(except)) {
        g = g.multiply(BigInteger.valueOf(facts.modulus(n)));
      }
    }
    return g;
  }

  /** The bound that pins a name at {@code k} given its range, when one end of the range is k. */
  private static Fact pin(String name, ValueRange range, long k) {
    if (k < 1) {
      return null;
    }
    BigInteger v = BigInteger.valueOf(k);
    if (range.lower().equals(v)) {
      return new Fact(name, Fact.Relation.AT_MOST, k);
    }
    return range.upper().equals(v) ? new Fact(name, Fact.Relation.AT_LEAST, k) : null;
  }

  /**
   * For {@code c*N < k}, {@code k < c*N} or {@code c*N < c'*N} (c less than c') with c positive:
   * the bound on N that proves it.
   */
  private static Fact lessFact(Symbol a, Symbol b) {
    if (isScaledName(a) && isScaledName(b) && a.names().equals(b.names())) {
      return a.coefficient() < b.coefficient() ? atLeast(a, 1) : null;
    }
    if (isScaledName(a) && b.isConstant() && b.coefficient() != Long.MIN_VALUE) {
      long most = Math.floorDiv(b.coefficient() - 1, a.coefficient());
      return most >= 1 ? new Fact(a.names().get(0), Fact.Relation.AT_MOST, most) : null;
    }
    if (a.isConstant() && isScaledName(b) && a.coefficient() != Long.MAX_VALUE) {
      long least = Math.floorDiv(a.coefficient(), b.coefficient()) + 1;
      return least >= 1 ? new Fact(b.names().get(0), Fact.Relation.AT_LEAST, least) : null;
    }
    return null;
  }

  private static boolean isScaledName(Symbol s) {
    return s.names().size() == 1 && s.divisor() == 1 && s.coefficient() > 0;
  }

  private static boolean isLoneName(Symbol s) {
    return isScaledName(s) && s.coefficient() == 1;
  }

  /** {@code N >= 1} for {@code -c*N}, c positive: what makes it negative. */
  static Fact negativeFact(Symbol a) {
    boolean negatedName = a.names().size() == 1 && a.divisor() == 1 && a.coefficient() < 0;
    return negatedName ? atLeast(a, 1) : null;
  }
}
