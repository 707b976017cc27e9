package dev.strided.core;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * {@link Quantities} on plain {@code long} leaves with exact arithmetic: a result beyond long is an
 * {@link ArithmeticException}, never a wrapped value.
 *
 * <pre>{@code
 * long[] s = {4, 3};
 * Quantities.size(LongQuantities.EXACT, LongQuantities.leaves(s));   // 12
 * }</pre>
 */
public final class LongQuantities {
  /** Exact long arithmetic. */
  public static final QuantityAlgebra<Long, Long> EXACT = new QuantityAlgebra<>() {
    @Override
    public Long zero() {
      return 0L;
    }

    @Override
    public Long one() {
      return 1L;
    }

    @Override
    public Long of(Long leaf) {
      return leaf;
    }

    @Override
    public Long minusOne(Long extent) {
      return Math.subtractExact(extent, 1);
    }

    @Override
    public Long magnitude(Long stride) {
      return Math.absExact(stride);
    }

    @Override
    public Long plus(Long sum, Long term) {
      return Math.addExact(sum, term);
    }

    @Override
    public Long times(Long product, Long factor) {
      return Math.multiplyExact(product, factor);
    }

    @Override
    public Long max(Long maximum, Long value) {
      return Math.max(maximum, value);
    }
  };

  private LongQuantities() {}

  /**
   * The values as a list, without copying.
   *
   * <pre>{@code
   * LongQuantities.leaves(new long[] {2, 3}).get(1);   // 3
   * }</pre>
   *
   * @param values the values
   * @return a read-only view
   */
  public static List<Long> leaves(long[] values) {
    return new View(values);
  }

  private static final class View extends AbstractList<Long> implements RandomAccess {
    private final long[] values;

    View(long[] values) {
      this.values = values;
    }

    @Override
    public Long get(int k) {
      return values[k];
    }

    @Override
    public int size() {
      return values.length;
    }
  }
}
