package dev.strided.core;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.ToLongFunction;

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
  public static final QuantityAlgebra<Long, Long> EXACT = exact(Long::longValue);

  private LongQuantities() {}

  /**
   * Exact long arithmetic on leaves of any kind, each read as a long by {@code value}.
   *
   * <pre>{@code
   * QuantityAlgebra<Symbol, Long> q = LongQuantities.exact(s -> s.evaluate(Map.of("M", 4L)));
   * Quantities.size(q, List.of(Symbol.name("M"), Symbol.constant(3)));   // 12
   * }</pre>
   *
   * @param value a leaf's value; it may throw {@link ArithmeticException}
   * @param <L> the leaves
   * @return the algebra
   */
  public static <L> QuantityAlgebra<L, Long> exact(ToLongFunction<L> value) {
    return new QuantityAlgebra<>() {
      @Override
      public Long zero() {
        return 0L;
      }

      @Override
      public Long one() {
        return 1L;
      }

      @Override
      public Long of(L leaf) {
        return value.applyAsLong(leaf);
      }

      @Override
      public Long minusOne(L extent) {
        return Math.subtractExact(value.applyAsLong(extent), 1);
      }

      @Override
      public Long magnitude(L stride) {
        return Math.absExact(value.applyAsLong(stride));
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
  }

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
