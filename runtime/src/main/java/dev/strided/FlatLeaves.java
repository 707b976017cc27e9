package dev.strided;

import dev.strided.core.Congruence;
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
    int n = Congruence.leaves(IntTupleTrees.INSTANCE, shape, stride);
    if (n < 0) {
      throw new IllegalArgumentException(
          Congruence.find(IntTupleTrees.INSTANCE, shape, stride).orElseThrow().message());
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
    size = exactSize(extent, 0, n, shape, stride);
    cosize = exactCosize(extent, this.stride, 0, n, shape, stride);
    capacity = exactCapacity(extent, this.stride, 0, n);
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

  /** Π extents; extents are at least 1, so the product only grows and stops at the first excess. */
  static int exactSize(int[] extent, int from, int to, IntTuple shape, IntTuple stride) {
    long product = 1;
    for (int k = from; k < to; k++) {
      product *= extent[k]; // both factors below 2^31: no long overflow
      if (product > Integer.MAX_VALUE) {
        BigInteger exact = BigInteger.ONE;
        for (int j = from; j < to; j++) {
          exact = exact.multiply(BigInteger.valueOf(extent[j]));
        }
        throw tooLarge("size", exact, shape, stride);
      }
    }
    return (int) product;
  }

  /** {@code 1 + Σ (s-1)·|d|}; each term is below 2^62, so the running sum stays in a long. */
  static int exactCosize(int[] extent, int[] stride, int from, int to, IntTuple shape,
      IntTuple stride0) {
    long sum = 1;
    for (int k = from; k < to; k++) {
      sum += (extent[k] - 1L) * Math.abs((long) stride[k]);
      if (sum > Integer.MAX_VALUE) {
        BigInteger exact = BigInteger.ONE;
        for (int j = from; j < to; j++) {
          exact = exact.add(BigInteger.valueOf((extent[j] - 1L) * Math.abs((long) stride[j])));
        }
        throw tooLarge("cosize", exact, shape, stride0);
      }
    }
    return (int) sum;
  }

  /** {@code max s·|d|}, each product below 2^62. */
  static int exactCapacity(int[] extent, int[] stride, int from, int to) {
    long max = 0;
    for (int k = from; k < to; k++) {
      max = Math.max(max, extent[k] * Math.abs((long) stride[k]));
    }
    if (max > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("the capacity is " + max
          + ", which does not fit in an int (Strided's runtime layouts index with int)");
    }
    return (int) max;
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
