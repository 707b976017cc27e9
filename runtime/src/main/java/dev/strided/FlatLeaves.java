package dev.strided;

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
   * use at worst builds them twice; Terms has only final fields, so any thread sees them whole.
   */
  private Terms modeTerms;
  private Terms flatTerms;
  /** The unrolled forms for small layouts (see {@link UnrolledIndex}), null for larger ones. */
  final UnrolledIndex unrolledModes;
  final UnrolledIndex unrolledOneD;

  /** Checks and flattens; every failure is an IllegalArgumentException with a sentence. */
  FlatLeaves(IntTuple shape, IntTuple stride) {
    int n = congruentLeaves(shape, stride);
    if (n < 0) {
      throw new IllegalArgumentException(Congruence.of(shape, stride).orElseThrow().message());
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
    UnrolledIndex modes = null;
    if (rank <= 3) {
      modeTerms = new Terms(extent, this.stride, modeStart);
      modes = UnrolledIndex.modes(modeTerms.weight, modeTerms.magic, modeTerms.shift, modeStart);
    }
    unrolledModes = modes;
    if (n <= 4) {
      flatTerms = new Terms(extent, this.stride, new int[] {0, n});
      unrolledOneD = UnrolledIndex.oneD(flatTerms.weight, flatTerms.magic, flatTerms.shift);
    } else {
      unrolledOneD = null;
    }
  }

  /**
   * The index of a split coordinate as a sum of independent terms. Splitting {@code c}
   * colexicographically over extents {@code s_0, s_1, ...} gives the parts
   * {@code q_k - s_k·q_(k+1)} with {@code q_k = c / (s_0···s_(k-1))}, so
   * {@code Σ part_k·d_k = Σ q_k·(d_k - s_(k-1)·d_(k-1))}: each term needs only its own quotient
   * (no chain of divisions), and the last leaf takes its quotient unreduced, as CuTe does. Each
   * quotient is a multiply and a shift: {@code c / P == (c * magic) >>> shift} for
   * {@code 0 <= c < 2^31} with {@code shift = 31 + ceil(log2 P)} and
   * {@code magic = ceil(2^shift / P)} (Granlund and Montgomery; the product stays below
   * {@code 2^64}, which {@code >>>} reads exactly). The int arithmetic may wrap in between: the sum
   * is exact modulo 2^32 and the result fits (the layout's cosize bounds it).
   */
  private static final class Terms {
    final long[] magic;
    final int[] shift;
    final int[] weight;

    /** One split per range {@code starts[i] .. starts[i+1]-1}. */
    Terms(int[] extent, int[] stride, int[] starts) {
      int n = extent.length;
      magic = new long[n];
      shift = new int[n];
      weight = new int[n];
      for (int r = 0; r + 1 < starts.length; r++) {
        long divisor = 1;
        for (int k = starts[r]; k < starts[r + 1]; k++) {
          int l = 64 - Long.numberOfLeadingZeros(divisor - 1);
          shift[k] = 31 + l;
          magic[k] = ((1L << shift[k]) + divisor - 1) / divisor;
          weight[k] = k == starts[r] ? stride[k] : stride[k] - extent[k - 1] * stride[k - 1];
          divisor *= extent[k];
        }
      }
    }

    /** The first leaf's quotient is c itself. */
    int sum(int c, int from, int to) {
      if (from == to) {
        return 0;
      }
      int idx = c * weight[from];
      for (int k = from + 1; k < to; k++) {
        idx += (int) ((c * magic[k]) >>> shift[k]) * weight[k];
      }
      return idx;
    }
  }

  /** The index of an in-range coordinate {@code 0 <= c < modeSize[m]} of mode m. */
  int mode(int m, int c) {
    Terms t = modeTerms;
    if (t == null) {
      t = new Terms(extent, stride, modeStart);
      modeTerms = t;
    }
    return t.sum(c, modeStart[m], modeStart[m + 1]);
  }

  /** The index of an in-range 1-D coordinate {@code 0 <= c < size}. */
  int oneD(int c) {
    Terms t = flatTerms;
    if (t == null) {
      t = new Terms(extent, stride, new int[] {0, extent.length});
      flatTerms = t;
    }
    return t.sum(c, 0, extent.length);
  }

  /** The number of leaves when the two are congruent, else -1. */
  private static int congruentLeaves(IntTuple s, IntTuple d) {
    if (s instanceof IntTuple.Int) {
      return d instanceof IntTuple.Int ? 1 : -1;
    }
    if (!(d instanceof IntTuple.Tuple dt)) {
      return -1;
    }
    List<IntTuple> se = ((IntTuple.Tuple) s).elements();
    List<IntTuple> de = dt.elements();
    if (se.size() != de.size()) {
      return -1;
    }
    int n = 0;
    for (int i = 0; i < se.size(); i++) {
      int k = congruentLeaves(se.get(i), de.get(i));
      if (k < 0) {
        return -1;
      }
      n += k;
    }
    return n;
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
