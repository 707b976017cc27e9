package dev.strided;

import java.math.BigInteger;

/**
 * A sum of long terms that never wraps: exact in a long while it fits, in a BigInteger after. The
 * slow paths of {@link Layout#index} use it to name the true index when it does not fit in an int.
 *
 * <pre>{@code
 * ExactSum s = new ExactSum();
 * s.add(Long.MAX_VALUE);
 * s.add(Long.MAX_VALUE);
 * s.fitsInInt();   // false; s.toString() is "18446744073709551614"
 * }</pre>
 */
final class ExactSum {
  private long value;
  private BigInteger big;

  void add(long term) {
    if (big != null) {
      big = big.add(BigInteger.valueOf(term));
      return;
    }
    long sum = value + term;
    if (((value ^ sum) & (term ^ sum)) < 0) {
      big = BigInteger.valueOf(value).add(BigInteger.valueOf(term));
    } else {
      value = sum;
    }
  }

  boolean fitsInInt() {
    return big == null ? value == (int) value : big.bitLength() < 32;
  }

  /** The sum; only meaningful when {@link #fitsInInt()}. */
  int intValue() {
    return big == null ? (int) value : big.intValue();
  }

  @Override
  public String toString() {
    return big == null ? Long.toString(value) : big.toString();
  }
}
