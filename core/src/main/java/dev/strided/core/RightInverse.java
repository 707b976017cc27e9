package dev.strided.core;

/**
 * CuTe's {@code right_inverse(A)}: the largest compact-prefix layout {@code R} with
 * {@code A(R(i)) = i} for every {@code i < size(R)}.
 *
 * <p>A is coalesced and its modes visited by increasing stride; a mode joins R when its stride equals
 * the span reached so far (starting at 1), and R maps into it with the mode's column-major stride in
 * A's domain. Unlike pycute, a mode that does not match is skipped, not the end of the walk
 * ({@code (2,2,2):(4,0,1)} gives {@code 2:4}). As in C++, only strides known statically are
 * visited, and a mode joins only where its stride equals a span known statically: after a mode of
 * dynamic extent the walk ends ({@code (2,8):(_1,2)} gives {@code 2:_1}).
 * Negative strides never match the (positive) span, so they are skipped and R stays a right inverse.
 *
 * <pre>{@code RightInverse.rightInverse(dom, a);   // (_4,_2):(_2,_1) gives (_2,_4):(_4,_1)}</pre>
 */
public final class RightInverse {
  private static final String OPERATION = "right inverse";

  private RightInverse() {}

  /**
   * A right inverse ({@code _1:_0} when none is larger).
   *
   * <pre>{@code RightInverse.rightInverse(dom, a);   // (_4,_2):(_2,_1) gives (_2,_4):(_4,_1)}</pre>
   */
  public static <T, L> Pair<T> rightInverse(Domain<T, L> dom, Pair<T> layout) {
    Coalesce.Flat<L> c = Coalesce.fold(dom, Pairs.leaves(dom, layout.shape()),
        Pairs.leaves(dom, layout.stride()), false);
    int n = c.rank();
    L[] shape = Pairs.newLeaves(n);
    L[] stride = Pairs.newLeaves(n);
    System.arraycopy(c.shape(), c.from(), shape, 0, n);
    System.arraycopy(c.stride(), c.from(), stride, 0, n);
    L[] prefix = prefixProducts(dom, shape);
    int[] order = StrideOrder.byStride(dom, stride, OPERATION, dom::isKnownStatically);
    L[] outShape = Pairs.newLeaves(n + 1);
    L[] outStride = Pairs.newLeaves(n + 1);
    outShape[0] = dom.constant(1);
    outStride[0] = dom.constant(0);
    int count = 1;
    L span = dom.constant(1);
    for (int i : order) {
      if (Undecided.holds(dom, dom.equalsStatically(stride[i], span), OPERATION, "%s == %s",
          stride[i], span)) {
        outShape[count] = shape[i];
        outStride[count] = prefix[i];
        count++;
        span = dom.times(shape[i], stride[i]);
      }
    }
    L[] s = Pairs.newLeaves(count);
    L[] d = Pairs.newLeaves(count);
    System.arraycopy(outShape, 0, s, 0, count);
    System.arraycopy(outStride, 0, d, 0, count);
    return Coalesce.fold(dom, s, d, false).toPair(dom);
  }

  /** {@code [1, s0, s0·s1, ...]}: the column-major stride of each mode in the domain. */
  static <L> L[] prefixProducts(Arithmetic<L> dom, L[] shape) {
    L[] prefix = Pairs.newLeaves(shape.length);
    L running = dom.constant(1);
    for (int k = 0; k < shape.length; k++) {
      prefix[k] = running;
      running = dom.times(running, shape[k]);
    }
    return prefix;
  }
}
