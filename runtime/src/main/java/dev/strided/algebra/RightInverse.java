package dev.strided.algebra;

import static dev.strided.algebra.Ints.S0;
import static dev.strided.algebra.Ints.S1;

import dev.strided.IntTuple.Int;

/**
 * CuTe's {@code right_inverse(A)}: the largest compact-prefix layout {@code R} with
 * {@code A(R(i)) = i} for every {@code i < size(R)}.
 *
 * <p>A is coalesced and its modes visited by increasing stride; a mode joins R when its stride equals
 * the span reached so far (starting at 1), and R maps into it with the mode's column-major stride in
 * A's domain. Unlike pycute, a mode that does not match is skipped, not the end of the walk
 * ({@code (2,2,2):(4,0,1)} gives {@code 2:4}). C++ takes only static strides; here values decide.
 * Negative strides never match the (positive) span, so they are skipped and R stays a right inverse.
 */
final class RightInverse {
  private RightInverse() {}

  static Pair rightInverse(Pair layout) {
    Coalesce.Flat c =
        Coalesce.fold(Ints.leaves(layout.shape()), Ints.leaves(layout.stride()), false);
    int n = c.rank();
    Int[] shape = new Int[n];
    Int[] stride = new Int[n];
    System.arraycopy(c.shape(), c.from(), shape, 0, n);
    System.arraycopy(c.stride(), c.from(), stride, 0, n);
    Int[] prefix = prefixProducts(shape);
    int[] order = Sorting.byStride(stride);
    Int[] outShape = new Int[n + 1];
    Int[] outStride = new Int[n + 1];
    outShape[0] = S1;
    outStride[0] = S0;
    int count = 1;
    long span = 1;
    for (int i : order) {
      if (stride[i].value() == span) {
        outShape[count] = shape[i];
        outStride[count] = prefix[i];
        count++;
        span = (long) shape[i].value() * stride[i].value();
      }
    }
    Int[] s = new Int[count];
    Int[] d = new Int[count];
    System.arraycopy(outShape, 0, s, 0, count);
    System.arraycopy(outStride, 0, d, 0, count);
    return Coalesce.fold(s, d, false).toPair();
  }

  static Coalesce.Flat flat(Pair coalesced) {
    return new Coalesce.Flat(Ints.leaves(coalesced.shape()), Ints.leaves(coalesced.stride()), 0);
  }

  /** {@code [1, s0, s0·s1, ...]}: the column-major stride of each mode in the domain. */
  static Int[] prefixProducts(Int[] shape) {
    Int[] prefix = new Int[shape.length];
    Int running = S1;
    for (int k = 0; k < shape.length; k++) {
      prefix[k] = running;
      running = Ints.times(running, shape[k]);
    }
    return prefix;
  }
}
