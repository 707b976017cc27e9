package dev.strided;

import dev.strided.core.Congruence;
import dev.strided.core.Quantities;
import java.math.BigInteger;
import java.util.List;

/**
 * The leaves of a layout in flat arrays, checked once (congruence, extents, exact size, cosize and
 * capacity) and laid out for {@link Layout#index}: per leaf its extent and stride, and the terms
 * that compute an index without a division instruction.
 *
 * <pre>{@code
 * FlatLeaves f = new FlatLeaves(IntTuple.parse("((8,4),6)"), IntTuple.parse("((1,32),8)"));
 * f.mode(0, 13);   // 13 = (5,1) in (8,4): 5*1 + 1*32 = 37
 * }</pre>
 */
final class FlatLeaves {
  final int[] extent;
  final int[] stride;
  /** {@code modeStart[m] .. modeStart[m+1]-1} are the leaves of top-level mode m. */
  final int[] modeStart;
  /** The range of each top-level mode's 1-D coordinate. */
  final int[] modeSize;
  final int size;
  final int cosize;
  final int capacity;
  /**
   * The terms of {@link #mode} (a split restarts at each mode) and of {@link #oneD} (one split over
   * all leaves), built on first use: the algebra builds many layouts it never indexes. A racy first
   * use at worst builds them twice; IndexTerms has only final fields, so any thread sees them
   * whole.
   */
  private IndexTerms modeTerms;
  private IndexTerms flatTerms;

  /** Checks and flattens; every failure is an IllegalArgumentException with a sentence. */
  FlatLeaves(IntTuple shape, IntTuple stride) {
    int n = Congruence.leaves(IntTupleDomain.INSTANCE, shape, stride);
    if (n < 0) {
      throw new IllegalArgumentException(
          Congruence.find(IntTupleDomain.INSTANCE, shape, stride).orElseThrow().message());
    }
    extent = new int[n];
    this.stride = new int[n];
    int rank = shape.rank();
    modeStart = new int[rank + 1];
    if (shape instanceof IntTuple.Tuple tuple) {
      List<IntTuple> s = tuple.elements();
      List<IntTuple> d = ((IntTuple.Tuple) stride).elements();
      for (int m = 0; m < rank; m++) {
        modeStart[m + 1] = flattenInto(s.get(m), d.get(m), modeStart[m]);
      }
    } else {
      modeStart[1] = flattenInto(shape, stride, 0);
    }
    for (int k = 0; k < n; k++) {
      if (extent[k] < 1) {
        Extents.check(shape);
      }
    }
    List<Integer> s = IntLeaves.of(extent, 0, n);
    List<Integer> d = IntLeaves.of(this.stride, 0, n);
    size = exactSize(s, shape, stride);
    cosize = exactCosize(s, d, shape, stride);
    capacity = exactCapacity(s, d);
    modeSize = new int[rank];
    for (int m = 0; m < rank; m++) {
      int product = 1;
      for (int k = modeStart[m]; k < modeStart[m + 1]; k++) {
        product *= extent[k]; // a factor of size, which fits
      }
      modeSize[m] = product;
    }
  }

  /** The unrolled per-mode form, or {@link UnrolledIndex#NONE}. */
  UnrolledIndex unrolledModes() {
    return modeSize.length > 3 ? UnrolledIndex.NONE : UnrolledIndex.modes(modeTerms(), modeSize);
  }

  /** The unrolled 1-D form, or {@link UnrolledIndex#NONE}. */
  UnrolledIndex unrolledOneD() {
    return UnrolledIndex.oneD(flatTerms(), size);
  }

  /** The index of an in-range coordinate {@code 0 <= c < modeSize[m]} of mode m. */
  int mode(int m, int c) {
    return modeTerms().sum(c, m);
  }

  private IndexTerms modeTerms() {
    IndexTerms t = modeTerms;
    if (t == null) {
      t = new IndexTerms(extent, stride, modeStart);
      modeTerms = t;
    }
    return t;
  }

  /** The index of an in-range 1-D coordinate {@code 0 <= c < size}. */
  int oneD(int c) {
    return flatTerms().sum(c, 0);
  }

  private IndexTerms flatTerms() {
    IndexTerms t = flatTerms;
    if (t == null) {
      t = new IndexTerms(extent, stride, new int[] {0, extent.length});
      flatTerms = t;
    }
    return t;
  }

  /** Writes the leaves of congruent s and d from slot k on; returns the next free slot. */
  private int flattenInto(IntTuple s, IntTuple d, int k) {
    if (s instanceof IntTuple.Int leaf) {
      extent[k] = leaf.value();
      stride[k] = ((IntTuple.Int) d).value();
      return k + 1;
    }
    List<IntTuple> se = ((IntTuple.Tuple) s).elements();
    List<IntTuple> de = ((IntTuple.Tuple) d).elements();
    for (int i = 0; i < se.size(); i++) {
      k = flattenInto(se.get(i), de.get(i), k);
    }
    return k;
  }

  /** Π extents, or the IllegalArgumentException that names the exact value. */
  private static int exactSize(List<Integer> s, IntTuple shape, IntTuple stride) {
    try {
      return Quantities.size(IntQuantities.INT, s).intValue();
    } catch (IntQuantities.TooLarge e) {
      throw tooLarge("size", Quantities.size(IntQuantities.EXACT, s), shape, stride);
    }
  }

  /** {@code 1 + Σ (s-1)·|d|}, or the IllegalArgumentException that names the exact value. */
  private static int exactCosize(List<Integer> s, List<Integer> d, IntTuple shape,
      IntTuple stride) {
    try {
      return Quantities.cosize(IntQuantities.INT, s, d).intValue();
    } catch (IntQuantities.TooLarge e) {
      throw tooLarge("cosize", Quantities.cosize(IntQuantities.EXACT, s, d), shape, stride);
    }
  }

  /** {@code max s·|d|}, each product below 2^62. */
  private static int exactCapacity(List<Integer> s, List<Integer> d) {
    try {
      return Quantities.capacity(IntQuantities.INT, s, d).intValue();
    } catch (IntQuantities.TooLarge e) {
      throw new IllegalArgumentException("the capacity is "
          + Quantities.capacity(IntQuantities.EXACT, s, d)
          + ", which does not fit in an int (Strided's runtime layouts index with int)");
    }
  }

  private static IllegalArgumentException tooLarge(String what, BigInteger exact, IntTuple shape,
      IntTuple stride) {
    String value = exact.bitLength() <= 128 ? exact.toString()
        : "about 2^" + (exact.bitLength() - 1);
    return new IllegalArgumentException("the " + what + " of " + Values.abbreviate(shape + ":"
        + stride) + " is " + value + ", which does not fit in an int (Strided's runtime layouts"
        + " index with int)");
  }
}
