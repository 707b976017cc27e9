package dev.strided.algebra;

import static dev.strided.algebra.Ints.S0;
import static dev.strided.algebra.Ints.S1;

import dev.strided.IntTuple.Int;

/**
 * CuTe's {@code left_inverse(A)}: a layout {@code L} with {@code A(L(A(i))) = A(i)} for every
 * {@code i < size(A)} (so {@code L(A(i)) = i} when A is injective).
 *
 * <p>A is coalesced and its non-zero-stride modes visited by increasing stride; each stride must be a
 * multiple of the size of L built so far (the left inverse divisibility condition, checked on values
 * here, statically in C++), and adds a mode {@code stride / size(L)} that maps back to the mode's
 * column-major stride in A's domain; the last visited mode's extent closes L. Negative strides are
 * rejected (C++, experimental there, yields negative extents).
 */
final class LeftInverse {
  private LeftInverse() {}

  static Pair leftInverse(Pair layout) {
    Coalesce.Flat c = RightInverse.flat(Coalesce.coalesce(layout));
    Int[] shape = c.shape();
    Int[] stride = c.stride();
    int n = shape.length;
    for (Int d : stride) {
      if (d.value() < 0) {
        throw new IllegalArgumentException("left inverse of " + layout + ": the stride " + d
            + " is negative; a left inverse is defined only for non-negative strides");
      }
    }
    Int[] prefix = RightInverse.prefixProducts(shape);
    int[] order = Sorting.byStride(stride);
    Int[] outShape = new Int[n + 1];
    Int[] outStride = new Int[n + 1];
    outStride[0] = S0;
    int count = 0;
    Int size = S1;
    for (int i : order) {
      if (stride[i].value() == 0) {
        continue;
      }
      if (stride[i].value() % size.value() != 0) {
        throw new IllegalArgumentException("left inverse of " + layout
            + ": the left inverse divisibility condition fails: the stride " + stride[i]
            + " is not a multiple of " + size + ", the span of the modes with smaller strides"
            + " (coalesced: " + Pair.flat(shape, stride, 0, n) + ")");
      }
      Int part = Ints.div(stride[i], size);
      outShape[count] = part;
      outStride[count + 1] = prefix[i];
      size = Ints.times(size, part);
      count++;
    }
    outShape[count] = shape[order[n - 1]];
    Int[] s = new Int[count + 1];
    Int[] d = new Int[count + 1];
    System.arraycopy(outShape, 0, s, 0, count + 1);
    System.arraycopy(outStride, 0, d, 0, count + 1);
    return Coalesce.fold(s, d, false).toPair();
  }
}
