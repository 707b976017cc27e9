package dev.strided.processor;

import java.util.Arrays;

/**
 * Exact injectivity and compactness of a layout with known values, by computing every index (at most
 * {@link #LIMIT} coordinates) and sorting them. Every step is exact: an index beyond {@code long}
 * (possible under a binding of the names, which the overflow rule bounds only at 1) throws instead
 * of wrapping into a false collision.
 *
 * <pre>{@code
 * IndexEnumeration.collision(new long[] {2, 2}, new long[] {1, 1});  // [1, 2]: 1-D coords 1 and 2
 * IndexEnumeration.firstMissing(new long[] {2, 3}, new long[] {1, 4}); // 2
 * IndexEnumeration.collision(new long[] {2, 2, 2},
 *     new long[] {Long.MAX_VALUE, (1L << 62) + 1, 1L << 62});  // ArithmeticException, not {0, 7}
 * }</pre>
 */
final class IndexEnumeration {
  /** The most coordinates enumerated; bigger layouts are decided by {@link StrideChain}. */
  static final long LIMIT = 1L << 20;

  private IndexEnumeration() {}

  /**
   * Every index in 1-D (colexicographic) coordinate order.
   *
   * @param extents leaf extents, each at least 1 (product at most {@link #LIMIT})
   * @param strides leaf strides
   * @return index of 1-D coordinate i at position i
   * @throws ArithmeticException if an index does not fit in a long
   * @throws IllegalArgumentException if the size exceeds {@link #LIMIT}
   */
  static long[] indices(long[] extents, long[] strides) {
    long size = 1;
    for (long e : extents) {
      size = Math.multiplyExact(size, e);
      if (size > LIMIT) {
        throw new IllegalArgumentException("more than " + LIMIT + " coordinates to enumerate");
      }
    }
    long[] out = new long[(int) size];
    long[] digit = new long[extents.length];
    long idx = 0;
    for (int i = 0; i < out.length; i++) {
      out[i] = idx;
      for (int k = 0; k < extents.length; k++) {
        if (++digit[k] < extents[k]) {
          idx = Math.addExact(idx, strides[k]);
          break;
        }
        idx = Math.subtractExact(idx, Math.multiplyExact(extents[k] - 1, strides[k]));
        digit[k] = 0;
      }
    }
    return out;
  }

  /**
   * The first two 1-D coordinates sharing an index (the smallest shared index), if any.
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @return {@code {i, j}} with {@code i < j}, or null when injective
   * @throws ArithmeticException if an index does not fit in a long
   */
  static long[] collision(long[] extents, long[] strides) {
    long[] idx = indices(extents, strides);
    long[] sorted = idx.clone();
    Arrays.sort(sorted);
    for (int k = 1; k < sorted.length; k++) {
      if (sorted[k] == sorted[k - 1]) {
        long shared = sorted[k];
        int first = -1;
        for (int i = 0; i < idx.length; i++) {
          if (idx[i] == shared) {
            if (first >= 0) {
              return new long[] {first, i};
            }
            first = i;
          }
        }
      }
    }
    return null;
  }

  /**
   * The smallest index in {@code 0..size-1} that no coordinate reaches.
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @return the index, or -1 when the layout is compact
   * @throws ArithmeticException if an index does not fit in a long
   */
  static long firstMissing(long[] extents, long[] strides) {
    long[] sorted = indices(extents, strides);
    Arrays.sort(sorted);
    long expected = 0;
    for (long v : sorted) {
      if (v == expected) {
        expected++;
      } else if (v > expected) {
        break;
      }
    }
    return expected == sorted.length ? -1 : expected;
  }

  /**
   * The per-leaf digits of a 1-D coordinate.
   *
   * @param extents leaf extents
   * @param i the 1-D coordinate, below the size
   * @return one coordinate per leaf
   */
  static long[] digits(long[] extents, long i) {
    long[] out = new long[extents.length];
    long rest = i;
    for (int k = 0; k < extents.length; k++) {
      out[k] = rest % extents[k];
      rest /= extents[k];
    }
    return out;
  }
}
