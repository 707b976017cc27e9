package dev.strided.core;

import java.util.Arrays;
import java.util.function.LongPredicate;

/**
 * Injectivity and compactness of leaves with known values by computing every index, in 1-D
 * (colexicographic) coordinate order, with witnesses. Every step is exact: an index beyond
 * {@code long} throws {@link ArithmeticException} instead of wrapping into a false collision. The
 * limits are the caller's.
 *
 * <pre>{@code
 * IndexEnumeration.collision(new long[] {2, 2}, new long[] {1, 1}, 1 << 20);   // {1, 2}
 * IndexEnumeration.firstMissing(new long[] {2, 3}, new long[] {1, 4}, 1 << 20); // 2
 * }</pre>
 */
public final class IndexEnumeration {
  private IndexEnumeration() {}

  /**
   * Visits the index of every 1-D coordinate in order, until the visitor returns false.
   *
   * <pre>{@code
   * IndexEnumeration.forEach(new long[] {2, 2}, new long[] {1, 4}, 16, i -> {
   *   System.out.print(i + " ");   // 0 1 4 5
   *   return true;
   * });
   * }</pre>
   *
   * @param extents leaf extents, each at least 1
   * @param strides leaf strides
   * @param limit the most coordinates to visit
   * @param visit the visitor
   * @throws IllegalArgumentException if the size exceeds the limit
   * @throws ArithmeticException if an index does not fit in a long
   */
  public static void forEach(long[] extents, long[] strides, long limit, LongPredicate visit) {
    long size = size(extents, limit);
    long[] digit = new long[extents.length];
    long idx = 0;
    for (long i = 0; i < size; i++) {
      if (!visit.test(idx)) {
        return;
      }
      for (int k = 0; k < extents.length; k++) {
        if (++digit[k] < extents[k]) {
          idx = Math.addExact(idx, strides[k]);
          break;
        }
        idx = Math.subtractExact(idx, Math.multiplyExact(extents[k] - 1, strides[k]));
        digit[k] = 0;
      }
    }
  }

  /**
   * Every index, that of 1-D coordinate i at position i.
   *
   * <pre>{@code
   * IndexEnumeration.indices(new long[] {2, 2}, new long[] {1, 4}, 16);   // {0, 1, 4, 5}
   * }</pre>
   *
   * @param extents leaf extents, each at least 1
   * @param strides leaf strides
   * @param limit the most coordinates (at most {@code Integer.MAX_VALUE})
   * @return the indices
   * @throws IllegalArgumentException if the size exceeds the limit
   * @throws ArithmeticException if an index does not fit in a long
   */
  public static long[] indices(long[] extents, long[] strides, long limit) {
    long[] out = new long[(int) size(extents, limit)];
    int[] next = {0};
    forEach(extents, strides, limit, idx -> {
      out[next[0]++] = idx;
      return true;
    });
    return out;
  }

  /**
   * The first two 1-D coordinates that share the smallest shared index, if any.
   *
   * <pre>{@code
   * IndexEnumeration.collision(new long[] {2, 2}, new long[] {1, 1}, 16);   // {1, 2}
   * }</pre>
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @param limit the most coordinates
   * @return {@code {i, j}} with {@code i < j}, or null when injective
   * @throws ArithmeticException if an index does not fit in a long
   */
  public static long[] collision(long[] extents, long[] strides, long limit) {
    long[] idx = indices(extents, strides, limit);
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
   * The smallest index in {@code 0 .. size-1} that no coordinate reaches.
   *
   * <pre>{@code
   * IndexEnumeration.firstMissing(new long[] {2, 2}, new long[] {1, 2}, 16);   // -1: compact
   * }</pre>
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @param limit the most coordinates
   * @return the index, or -1 when compact
   * @throws ArithmeticException if an index does not fit in a long
   */
  public static long firstMissing(long[] extents, long[] strides, long limit) {
    long[] sorted = indices(extents, strides, limit);
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
   * Whether the indices are distinct, by sorting them as ints (for leaves whose every index fits
   * in an int: half the memory of longs).
   *
   * <pre>{@code
   * IndexEnumeration.distinctBySorting(new long[] {3, 2}, new long[] {2, 3}, 64);   // true
   * }</pre>
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @param limit the most coordinates
   * @return whether no two coordinates share an index
   */
  public static boolean distinctBySorting(long[] extents, long[] strides, int limit) {
    int[] out = new int[(int) size(extents, limit)];
    int[] next = {0};
    forEach(extents, strides, limit, idx -> {
      out[next[0]++] = Math.toIntExact(idx);
      return true;
    });
    Arrays.sort(out);
    for (int i = 1; i < out.length; i++) {
      if (out[i] == out[i - 1]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the indices are distinct, by marking each in a bit set of {@code min .. min+span-1}
   * (for more indices than sorting holds; stops at the first index seen twice).
   *
   * <pre>{@code
   * IndexEnumeration.distinctByMarking(new long[] {2, 2}, new long[] {1, -1}, -1, 3);   // false
   * }</pre>
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @param min the smallest index
   * @param span how many indices from min on can be reached
   * @return whether no two coordinates share an index
   */
  public static boolean distinctByMarking(long[] extents, long[] strides, long min, int span) {
    long[] seen = new long[(span + 63) >>> 6];
    boolean[] distinct = {true};
    forEach(extents, strides, Long.MAX_VALUE, idx -> {
      int bit = (int) (idx - min);
      long mask = 1L << bit;
      if ((seen[bit >>> 6] & mask) != 0) {
        distinct[0] = false;
        return false;
      }
      seen[bit >>> 6] |= mask;
      return true;
    });
    return distinct[0];
  }

  private static long size(long[] extents, long limit) {
    long size = 1;
    for (long e : extents) {
      size = Math.multiplyExact(size, e);
      if (size > limit) {
        throw new IllegalArgumentException("more than " + limit + " coordinates to enumerate");
      }
    }
    return size;
  }
}
