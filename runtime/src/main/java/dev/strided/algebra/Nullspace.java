package dev.strided.algebra;

import static dev.strided.algebra.Ints.S0;
import static dev.strided.algebra.Ints.S1;

import dev.strided.IntTuple.Int;

/**
 * CuTe's {@code nullspace(A)}: the coordinates A sends to 0. Its modes are A's stride-0 leaves, with
 * the column-major stride of each in A's (flattened) domain, so {@code A(N(i)) = 0} and
 * {@code size(N) = size(A) / size(filter(A))}; {@code _1:_0} when A has no stride-0 leaf.
 */
final class Nullspace {
  private Nullspace() {}

  static Pair nullspace(Pair layout) {
    Int[] shape = Ints.leaves(layout.shape());
    Int[] stride = Ints.leaves(layout.stride());
    Int[] outShape = new Int[shape.length];
    Int[] outStride = new Int[shape.length];
    int count = 0;
    Int running = S1;
    for (int k = 0; k < shape.length; k++) {
      if (stride[k].value() == 0) {
        outShape[count] = shape[k];
        outStride[count] = shape[k].isStatic() && shape[k].value() == 1 ? S0 : running;
        count++;
      }
      running = Ints.times(running, shape[k]);
    }
    if (count == 0) {
      return new Pair(S1, S0);
    }
    return Pair.flat(outShape, outStride, 0, count);
  }
}
