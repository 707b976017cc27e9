package dev.strided.core;

import java.math.BigInteger;

/**
 * The interval a symbol's value lies in under some facts, with unbounded ends: what the order and
 * sign decisions of {@link SymbolicArithmetic} are read from. Ends are exact (no long overflow);
 * {@code ±INFINITY} stands for an absent bound and absorbs every product.
 *
 * @param lower the smallest possible value, or {@code -INFINITY}
 * @param upper the largest possible value, or {@code INFINITY}
 */
record ValueRange(BigInteger lower, BigInteger upper) {
  /** Larger than any product of the longs of a layout's leaves. */
  private static final BigInteger INFINITY = BigInteger.ONE.shiftLeft(1 << 14);

  static ValueRange exactly(long value) {
    BigInteger v = BigInteger.valueOf(value);
    return new ValueRange(v, v);
  }

  /**
   * The values a name may take: its bounds, tightened to the multiples of its modulus; a named
   * quotient's from its definition.
   */
  static ValueRange of(String name, Facts facts) {
    NamedQuotient q = facts.quotient(name);
    if (q != null) {
      return of(q, facts);
    }
    BigInteger m = BigInteger.valueOf(facts.modulus(name));
    BigInteger lower = facts.lowerBound(name).isPresent()
        ? ceilToMultiple(BigInteger.valueOf(facts.lowerBound(name).getAsLong()), m)
        : INFINITY.negate();
    BigInteger upper = facts.upperBound(name).isPresent()
        ? floorToMultiple(BigInteger.valueOf(facts.upperBound(name).getAsLong()), m)
        : INFINITY;
    return new ValueRange(lower, upper);
  }

  /**
   * {@code ceil_div(a, b)} or {@code a / b} of a positive dividend and divisor: at least 1 (an exact
   * quotient of a positive multiple too), at most the largest dividend over the smallest divisor.
   */
  private static ValueRange of(NamedQuotient q, Facts facts) {
    ValueRange a = of(q.dividend(), facts);
    ValueRange b = of(q.divisor(), facts);
    BigInteger upper = a.upper.equals(INFINITY) ? INFINITY
        : q.roundsUp() ? a.upper.add(b.lower).subtract(BigInteger.ONE).divide(b.lower)
        : a.upper.divide(b.lower);
    return new ValueRange(BigInteger.ONE, upper);
  }

  /** The range of {@code symbol}'s value under {@code facts}. */
  static ValueRange of(Symbol symbol, Facts facts) {
    ValueRange r = exactly(symbol.coefficient());
    for (String n : symbol.names()) {
      r = r.times(of(n, facts));
    }
    return r.dividedBy(symbol.divisor());
  }

  ValueRange times(ValueRange o) {
    BigInteger a = clamp(lower.multiply(o.lower));
    BigInteger b = clamp(lower.multiply(o.upper));
    BigInteger c = clamp(upper.multiply(o.lower));
    BigInteger d = clamp(upper.multiply(o.upper));
    return new ValueRange(a.min(b).min(c).min(d), a.max(b).max(c).max(d));
  }

  /** Truncating division by a positive divisor (monotone, so the ends map to the ends). */
  ValueRange dividedBy(long divisor) {
    BigInteger d = BigInteger.valueOf(divisor);
    return new ValueRange(divide(lower, d), divide(upper, d));
  }

  /** True when every value lies in {@code [lo, hi]}. */
  boolean within(long lo, long hi) {
    return lower.compareTo(BigInteger.valueOf(lo)) >= 0 && upper.compareTo(BigInteger.valueOf(hi)) <= 0;
  }

  /** True when every value is at least {@code lo}. */
  boolean atLeast(long lo) {
    return lower.compareTo(BigInteger.valueOf(lo)) >= 0;
  }

  /** True when every value is at most {@code hi}. */
  boolean atMost(long hi) {
    return upper.compareTo(BigInteger.valueOf(hi)) <= 0;
  }

  /** True when no value lies in {@code [lo, hi]}. */
  boolean outside(long lo, long hi) {
    return upper.compareTo(BigInteger.valueOf(lo)) < 0 || lower.compareTo(BigInteger.valueOf(hi)) > 0;
  }

  /** True when every value is below every value of {@code o}. */
  boolean below(ValueRange o) {
    return upper.compareTo(o.lower) < 0;
  }

  /** True when no value is above any value of {@code o}. */
  boolean notAbove(ValueRange o) {
    return upper.compareTo(o.lower) <= 0;
  }

  /** True when no value is below any value of {@code o}. */
  boolean notBelow(ValueRange o) {
    return lower.compareTo(o.upper) >= 0;
  }

  /** True when there is a single value. */
  boolean isPoint() {
    return lower.equals(upper);
  }

  private static BigInteger divide(BigInteger v, BigInteger d) {
    return v.abs().equals(INFINITY) ? v : v.divide(d);
  }

  private static BigInteger clamp(BigInteger v) {
    if (v.compareTo(INFINITY) > 0) {
      return INFINITY;
    }
    return v.compareTo(INFINITY.negate()) < 0 ? INFINITY.negate() : v;
  }

  private static BigInteger ceilToMultiple(BigInteger v, BigInteger m) {
    BigInteger[] qr = v.divideAndRemainder(m);
    BigInteger q = qr[1].signum() > 0 ? qr[0].add(BigInteger.ONE) : qr[0];
    return q.multiply(m);
  }

  private static BigInteger floorToMultiple(BigInteger v, BigInteger m) {
    BigInteger[] qr = v.divideAndRemainder(m);
    BigInteger q = qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    return q.multiply(m);
  }
}
