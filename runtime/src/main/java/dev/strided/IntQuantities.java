package dev.strided;

import dev.strided.core.QuantityAlgebra;
import java.math.BigInteger;

/**
 * The runtime's quantities ({@link dev.strided.core.Quantities} over int leaves): {@link #INT}
 * computes in a long and stops at the first partial result past {@code Integer.MAX_VALUE} (size,
 * cosize and capacity only grow, so the whole does not fit either), {@link #EXACT} in a
 * {@link BigInteger} for the message that names the value.
 *
 * <pre>{@code
 * Quantities.size(IntQuantities.INT, IntLeaves.of(new int[] {4, 3}, 0, 2));   // 12L
 * }</pre>
 */
final class IntQuantities {
  /** Thrown by {@link #INT} past the int range; no stack trace, the caller rethrows with text. */
  static final class TooLarge extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private TooLarge() {
      super(null, null, false, false);
    }
  }

  private static final TooLarge TOO_LARGE = new TooLarge();

  /** Exact long arithmetic on values up to 2^31 (each product below 2^62), checked per step. */
  static final QuantityAlgebra<Integer, Long> INT = new QuantityAlgebra<>() {
    @Override
    public Long zero() {
      return 0L;
    }

    @Override
    public Long one() {
      return 1L;
    }

    @Override
    public Long of(Integer leaf) {
      return (long) leaf;
    }

    @Override
    public Long minusOne(Integer extent) {
      return extent - 1L;
    }

    @Override
    public Long magnitude(Integer stride) {
      return Math.abs((long) stride);
    }

    @Override
    public Long plus(Long sum, Long term) {
      return fit(sum + term);
    }

    @Override
    public Long times(Long product, Long factor) {
      return fit(product * factor);
    }

    @Override
    public Long max(Long maximum, Long value) {
      return Math.max(maximum, value);
    }

    private Long fit(long value) {
      if (value > Integer.MAX_VALUE) {
        throw TOO_LARGE;
      }
      return value;
    }
  };

  /** Unbounded arithmetic, for the value a message names. */
  static final QuantityAlgebra<Integer, BigInteger> EXACT = new QuantityAlgebra<>() {
    @Override
    public BigInteger zero() {
      return BigInteger.ZERO;
    }

    @Override
    public BigInteger one() {
      return BigInteger.ONE;
    }

    @Override
    public BigInteger of(Integer leaf) {
      return BigInteger.valueOf(leaf);
    }

    @Override
    public BigInteger minusOne(Integer extent) {
      return BigInteger.valueOf(extent - 1L);
    }

    @Override
    public BigInteger magnitude(Integer stride) {
      return BigInteger.valueOf(Math.abs((long) stride));
    }

    @Override
    public BigInteger plus(BigInteger sum, BigInteger term) {
      return sum.add(term);
    }

    @Override
    public BigInteger times(BigInteger product, BigInteger factor) {
      return product.multiply(factor);
    }

    @Override
    public BigInteger max(BigInteger maximum, BigInteger value) {
      return maximum.max(value);
    }
  };

  private IntQuantities() {}
}
