package dev.strided.algebra;

import static dev.strided.algebra.Ints.S0;
import static dev.strided.algebra.Ints.S1;

import dev.strided.IntTuple;
import dev.strided.IntTuple.Int;

/**
 * CuTe's {@code complement(A, cotarget)}: the ordered layout {@code C} that counts the "holes"
 * around A's image, so that {@code (A, C)} covers {@code [0, cotarget)} (rounded up to whole copies
 * of A's span) without repeating an index.
 *
 * <p>A is filtered (stride-0 and extent-1 modes removed), its modes sorted by stride; each gap
 * {@code d / (previous stride · extent)} becomes a mode, and a last mode counts copies of A up to
 * the cotarget. A stride that lands inside the span of the smaller modes makes a gap of 0: A is not
 * injective (C++ refuses it with a static_assert; here an {@link IllegalArgumentException} on any
 * input). Negative strides are rejected: C++ (experimental there) yields negative extents.
 */
final class Complement {
  private Complement() {}

  /** The complement with CuTe's default cotarget: the cosize of the filtered layout. */
  static Pair complement(Pair layout) {
    Coalesce.Flat f = Coalesce.filter(layout);
    checkStrides(layout, f);
    long cosize = 1;
    boolean isStatic = true;
    for (int k = f.from(); k < f.shape().length; k++) {
      cosize += (f.shape()[k].value() - 1L) * f.stride()[k].value();
      isStatic &= f.shape()[k].isStatic() && f.stride()[k].isStatic();
    }
    return complement(layout, f, Ints.of(cosize, isStatic, "cosize"));
  }

  static Pair complement(Pair layout, IntTuple cotarget) {
    Coalesce.Flat f = Coalesce.filter(layout);
    checkStrides(layout, f);
    return complement(layout, f, cotarget);
  }

  private static void checkStrides(Pair layout, Coalesce.Flat f) {
    for (int k = f.from(); k < f.shape().length; k++) {
      if (f.stride()[k].value() < 0) {
        throw new IllegalArgumentException("complement of " + layout + ": the stride "
            + f.stride()[k] + " is negative; a complement is defined only for non-negative strides");
      }
    }
  }

  private static Pair complement(Pair layout, Coalesce.Flat f, IntTuple cotarget) {
    Int[] cotargetLeaves = Ints.leaves(cotarget);
    for (Int c : cotargetLeaves) {
      if (c.value() < 1) {
        throw new IllegalArgumentException("complement of " + layout + ": the cotarget "
            + cotarget + " has an extent " + c + " below 1");
      }
    }
    int r = f.rank();
    if (r == 1 && f.stride()[f.from()].value() == 0) {
      // make_layout(coalesce(cotarget)): compact, and an extent-1 result gets stride 0 by value
      Int size = Ints.size(cotarget);
      return new Pair(size, size.value() == 1 ? S0 : S1);
    }
    // f's arrays are fresh: the selection below consumes them in place from f.from()
    Int[] shape = f.shape();
    Int[] stride = f.stride();
    int base = f.from();
    Int[] outShape = new Int[r + 1];
    Int[] outStride = new Int[r + 1];
    outStride[0] = S1;
    int left = base + r;
    for (int k = 0; k < r; k++) {
      int min = base;
      for (int j = base + 1; j < left; j++) {
        if (stride[j].value() < stride[min].value()) {
          min = j;
        }
      }
      Int gap = Ints.div(stride[min], outStride[k]);
      if (gap.value() == 0) {
        throw new IllegalArgumentException("complement of " + layout
            + ": the layout is not injective: its stride " + stride[min]
            + " falls inside the span " + outStride[k] + " of its smaller modes (filtered: "
            + Coalesce.filter(layout).toPair() + ")");
      }
      outShape[k] = gap;
      outStride[k + 1] = Ints.times(stride[min], shape[min]);
      left--;
      System.arraycopy(shape, min + 1, shape, min, left - min);
      System.arraycopy(stride, min + 1, stride, min, left - min);
    }
    Int rest = Ints.S1;
    for (Int part : ceilDiv(cotarget, cotargetLeaves, outStride[r])) {
      rest = Ints.times(rest, part);
    }
    outShape[r] = rest;
    if (rest.isStatic() && rest.value() == 1) {
      outStride[r] = S0;
    }
    return Coalesce.fold(outShape, outStride, false).toPair();
  }

  /** CuTe's {@code ceil_div(cotarget, d)} on a (possibly tuple) cotarget, as a flat list. */
  private static Int[] ceilDiv(IntTuple cotarget, Int[] leaves, Int d) {
    if (cotarget instanceof Int c) {
      return new Int[] {Ints.ceilDiv(c, d)};
    }
    Int[] parts = new Int[leaves.length];
    Int rest = d;
    for (int i = 0; i < parts.length; i++) {
      parts[i] = Ints.ceilDiv(leaves[i], rest);
      rest = Ints.ceilDiv(rest, leaves[i]);
    }
    return parts;
  }
}
