package dev.strided.core;

/**
 * CuTe's {@code left_inverse(A)}: a layout {@code L} with {@code A(L(A(i))) = A(i)} for every
 * {@code i < size(A)} (so {@code L(A(i)) = i} when A is injective).
 *
 * <p>A is coalesced and its non-zero-stride modes visited by increasing stride; each stride must be a
 * multiple of the size of L built so far (the left inverse divisibility condition, checked on values
 * here, statically in C++; C++ requires static strides, and where one is dynamic Strided coalesces
 * by value and computes a left inverse, docs/exactness.md), and adds a mode
 * {@code stride / size(L)} that maps back to the mode's column-major stride in A's domain; the
 * last visited mode's extent closes L. Negative strides are rejected (C++, experimental there,
 * yields negative extents).
 *
 * <pre>{@code LeftInverse.leftInverse(dom, a);   // (_2,_2):(_2,_1) gives (_2,_2):(_2,_1)}</pre>
 */
public final class LeftInverse {
  private static final String OPERATION = "left inverse";

  private LeftInverse() {}

  /**
   * A left inverse.
   *
   * <pre>{@code LeftInverse.leftInverse(dom, a);   // (_2,_2):(_2,_1) gives (_2,_2):(_2,_1)}</pre>
   */
  public static <T, L> Pair<T> leftInverse(Domain<T, L> dom, Pair<T> layout) {
    L[] leafShape = Pairs.leaves(dom, layout.shape());
    L[] leafStride = Pairs.leaves(dom, layout.stride());
    Coalesce.Flat<L> typed = Coalesce.fold(dom, leafShape, leafStride, false);
    // C++ requires static strides after coalescing; where one is dynamic Strided inverts the
    // function's own runs
    boolean byValue = !Pairs.asList(typed.stride(), typed.from(), typed.stride().length).stream()
        .allMatch(dom::isKnownStatically);
    Pair<T> coalesced = (byValue ? Coalesce.fold(dom, leafShape, leafStride, false, true) : typed)
        .toPair(dom);
    L[] shape = Pairs.leaves(dom, coalesced.shape());
    L[] stride = Pairs.leaves(dom, coalesced.stride());
    int n = shape.length;
    for (L d : stride) {
      if (Undecided.holds(dom, dom.isNegative(d), OPERATION, "the stride %s is negative", d)) {
        throw new AlgebraException("left inverse of " + Pairs.print(dom, layout) + ": the stride "
            + dom.print(d) + " is negative; a left inverse is defined only for non-negative strides");
      }
    }
    L[] prefix = RightInverse.prefixProducts(dom, shape);
    int[] order = StrideOrder.byStride(dom, stride, OPERATION);
    L[] outShape = Pairs.newLeaves(n + 1);
    L[] outStride = Pairs.newLeaves(n + 1);
    outStride[0] = dom.constant(0);
    int count = 0;
    L size = dom.constant(1);
    for (int i : order) {
      if (Undecided.holds(dom, dom.isZero(stride[i]), OPERATION, "the stride %s is 0", stride[i])) {
        continue;
      }
      if (!Undecided.holds(dom, dom.divides(size, stride[i]), OPERATION, "%2$s divides %1$s",
          stride[i], size)) {
        throw new AlgebraException("left inverse of " + Pairs.print(dom, layout)
            + ": the left inverse divisibility condition fails: the stride " + dom.print(stride[i])
            + " is not a multiple of " + dom.print(size) + ", the span of the modes with smaller"
            + " strides (coalesced: " + Pairs.print(dom, Pairs.flat(dom, shape, stride, 0, n)) + ")");
      }
      L part = dom.quotient(stride[i], size);
      outShape[count] = part;
      outStride[count + 1] = prefix[i];
      size = dom.times(size, part);
      count++;
    }
    outShape[count] = shape[order[n - 1]];
    L[] s = Pairs.newLeaves(count + 1);
    L[] d = Pairs.newLeaves(count + 1);
    System.arraycopy(outShape, 0, s, 0, count + 1);
    System.arraycopy(outStride, 0, d, 0, count + 1);
    return Coalesce.fold(dom, s, d, false).toPair(dom);
  }
}
