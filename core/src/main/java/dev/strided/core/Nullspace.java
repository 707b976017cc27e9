package dev.strided.core;

/**
 * CuTe's {@code nullspace(A)}: the coordinates A sends to 0. Its modes are A's stride-0 leaves, with
 * the column-major stride of each in A's (flattened) domain, so {@code A(N(i)) = 0} and
 * {@code size(N) = size(A) / size(filter(A))}; {@code _1:_0} when A has no stride-0 leaf.
 *
 * <pre>{@code Nullspace.nullspace(dom, a);   // (_2,_3,_4):(_1,_0,_0) gives (_3,_4):(_2,_6)}</pre>
 */
public final class Nullspace {
  private Nullspace() {}

  /**
   * The nullspace of {@code layout}.
   *
   * <pre>{@code Nullspace.nullspace(dom, a);   // (_2,_3,_4):(_1,_0,_0) gives (_3,_4):(_2,_6)}</pre>
   */
  public static <T, L> Pair<T> nullspace(Domain<T, L> dom, Pair<T> layout) {
    L[] shape = Pairs.leaves(dom, layout.shape());
    L[] stride = Pairs.leaves(dom, layout.stride());
    L[] outShape = Pairs.newLeaves(shape.length);
    L[] outStride = Pairs.newLeaves(shape.length);
    int count = 0;
    L running = dom.constant(1);
    for (int k = 0; k < shape.length; k++) {
      if (Undecided.holds(dom, dom.isZero(stride[k]), "nullspace", "the stride %s is 0",
          stride[k])) {
        outShape[count] = shape[k];
        outStride[count] = dom.isStatic(shape[k]) && dom.isOne(shape[k]).holds()
            ? dom.constant(0) : running;
        count++;
      }
      running = dom.times(running, shape[k]);
    }
    if (count == 0) {
      return new Pair<>(dom.ofLeaf(dom.constant(1)), dom.ofLeaf(dom.constant(0)));
    }
    return Pairs.flat(dom, outShape, outStride, 0, count);
  }
}
