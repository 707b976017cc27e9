package dev.strided.core;

/**
 * Compact (column- and row-major) strides of a shape, as CuTe's {@code LayoutLeft} and
 * {@code LayoutRight}: each leaf's stride is the product of the extents before (after) it, and a
 * static extent {@code _1} contributes nothing and gets stride {@code _0}.
 *
 * <pre>{@code CompactStrides.compactLeft(dom, shape);   // (2,(3,4)) gives (_1,(2,6))}</pre>
 */
public final class CompactStrides {
  private CompactStrides() {}

  /**
   * CuTe's {@code LayoutLeft} strides of {@code shape}.
   *
   * <pre>{@code CompactStrides.compactLeft(dom, shape);   // (2,(3,4)) gives (_1,(2,6))}</pre>
   */
  public static <T, L> T compactLeft(Domain<T, L> dom, T shape) {
    return compactLeft(dom, shape, dom.constant(1));
  }

  /**
   * CuTe's {@code compact_col_major(shape, start)}: {@code LayoutLeft} strides that begin at
   * {@code start} instead of 1.
   *
   * <pre>{@code CompactStrides.compactLeft(dom, shape, start);   // (2,_3) from 4 gives (4,8)}</pre>
   */
  public static <T, L> T compactLeft(Domain<T, L> dom, T shape, L start) {
    L[] leaves = Pairs.leaves(dom, shape);
    L[] strides = Pairs.newLeaves(leaves.length);
    L running = start;
    for (int k = 0; k < leaves.length; k++) {
      strides[k] = strideFor(dom, leaves[k], running);
      running = dom.times(running, leaves[k]);
    }
    return rebuild(dom, shape, strides, new int[] {0});
  }

  /**
   * CuTe's {@code LayoutRight} strides of {@code shape}.
   *
   * <pre>{@code CompactStrides.compactRight(dom, shape);   // (2,(3,4)) gives (12,(4,_1))}</pre>
   */
  public static <T, L> T compactRight(Domain<T, L> dom, T shape) {
    L[] leaves = Pairs.leaves(dom, shape);
    L[] strides = Pairs.newLeaves(leaves.length);
    L running = dom.constant(1);
    for (int k = leaves.length - 1; k >= 0; k--) {
      strides[k] = strideFor(dom, leaves[k], running);
      running = dom.times(running, leaves[k]);
    }
    return rebuild(dom, shape, strides, new int[] {0});
  }

  private static <T, L> L strideFor(Domain<T, L> dom, L extent, L running) {
    return dom.isStatic(extent) && dom.isOne(extent).holds() ? dom.constant(0) : running;
  }

  /** A tree shaped like {@code shape} whose leaves are taken from {@code leaves} in order. */
  private static <T, L> T rebuild(Domain<T, L> dom, T shape, L[] leaves, int[] next) {
    if (dom.isLeaf(shape)) {
      return dom.ofLeaf(leaves[next[0]++]);
    }
    java.util.List<T> parts = new java.util.ArrayList<>();
    for (T e : dom.elements(shape)) {
      parts.add(rebuild(dom, e, leaves, next));
    }
    return dom.tuple(parts);
  }
}
