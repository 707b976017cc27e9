package dev.strided.core;

import java.util.List;

/**
 * Size, cosize and capacity of a layout's flattened leaves, written once over a
 * {@link QuantityAlgebra}: a leaf is extent {@code s} with stride {@code d}.
 *
 * <ul>
 *   <li>size {@code = Π s}: the number of coordinates;
 *   <li>cosize {@code = 1 + Σ (s-1)·|d|}: one past the largest index reached from index 0;
 *   <li>capacity {@code = max s·|d|}: the span a leaf walks (0 when every stride is 0).
 * </ul>
 * Each is a left fold in leaf order, so a client whose quantity is an expression sees the terms in
 * the order of the leaves.
 *
 * <pre>{@code
 * // (4,3):(3,1), with a QuantityAlgebra over longs:
 * Quantities.size(longs, List.of(4L, 3L));                         // 12
 * Quantities.cosize(longs, List.of(4L, 3L), List.of(3L, 1L));      // 1 + 3*3 + 2*1 = 12
 * Quantities.capacity(longs, List.of(4L, 3L), List.of(3L, 1L));    // max(12, 3) = 12
 * }</pre>
 */
public final class Quantities {
  private Quantities() {}

  /**
   * {@code Π s}.
   *
   * <pre>{@code
   * Quantities.size(longs, List.of(2L, 3L, 4L));   // 24
   * }</pre>
   *
   * @param q the algebra
   * @param extents the leaf extents
   * @return their product, {@link QuantityAlgebra#one} for none
   */
  public static <L, Q> Q size(QuantityAlgebra<L, Q> q, List<L> extents) {
    Q product = q.one();
    for (int k = 0; k < extents.size(); k++) {
      product = q.times(product, q.of(extents.get(k)));
    }
    return product;
  }

  /**
   * {@code 1 + Σ (s-1)·|d|}.
   *
   * <pre>{@code
   * Quantities.cosize(longs, List.of(2L, 2L), List.of(1L, -4L));   // 1 + 1 + 4 = 6
   * }</pre>
   *
   * @param q the algebra
   * @param extents the leaf extents
   * @param strides the leaf strides, as many
   * @return the cosize
   */
  public static <L, Q> Q cosize(QuantityAlgebra<L, Q> q, List<L> extents, List<L> strides) {
    Q sum = q.one();
    for (int k = 0; k < extents.size(); k++) {
      sum = q.plus(sum, q.times(q.minusOne(extents.get(k)), q.magnitude(strides.get(k))));
    }
    return sum;
  }

  /**
   * {@code max s·|d|}.
   *
   * <pre>{@code
   * Quantities.capacity(longs, List.of(2L, 3L), List.of(6L, 1L));   // max(12, 3) = 12
   * }</pre>
   *
   * @param q the algebra
   * @param extents the leaf extents
   * @param strides the leaf strides, as many
   * @return the capacity, {@link QuantityAlgebra#zero} for no leaves
   */
  public static <L, Q> Q capacity(QuantityAlgebra<L, Q> q, List<L> extents, List<L> strides) {
    Q maximum = q.zero();
    for (int k = 0; k < extents.size(); k++) {
      maximum = q.max(maximum, q.times(q.of(extents.get(k)), q.magnitude(strides.get(k))));
    }
    return maximum;
  }
}
