package dev.strided;

import java.util.Arrays;

/**
 * Decides {@link Layout#isInjective()} and {@link Layout#isCompact()} from the leaves: a layout whose
 * leaves, sorted by |stride|, each start past the span of the smaller ones is injective (the common
 * case, decided without enumerating); compact is exactly "sorted strides are the prefix products of
 * the extents". Anything else is enumerated: up to 2^22 indices sorted, more marked in a bit set of
 * their span (up to 2^28); past both it is refused with a sentence.
 *
 * <pre>{@code
 * Layout l = Layout.parse("(3,2):(2,3)");
 * Injectivity.isInjective(l, flatLeavesOf(l));   // true: 0,2,4,3,5,7, found by enumeration
 * }</pre>
 */
final class Injectivity {
  /** Most indices sorted (2^22: 16 MiB). */
  static final int MAX_SORTED = 1 << 22;
  /** Largest span marked in a bit set, for more indices than that (2^28: 32 MiB, a second). */
  static final int MAX_ENUMERATED_SPAN = 1 << 28;

  private Injectivity() {}

  static boolean isInjective(Layout layout, FlatLeaves f) {
    long[] leaves = sortedLeaves(f);
    long span = 1;
    boolean nested = true;
    for (long leaf : leaves) {
      int extent = (int) leaf;
      long d = leaf >>> 32;
      if (d == 0) {
        return false;
      }
      nested &= d >= span;
      span += (extent - 1L) * d;
    }
    if (nested) {
      return true;
    }
    if (f.size > f.cosize) {
      return false; // more coordinates than indices in the span
    }
    return enumerate(layout, f);
  }

  static boolean isCompact(FlatLeaves f) {
    long expected = 1;
    for (int k = 0; k < f.extent.length; k++) {
      if (f.extent[k] > 1 && f.stride[k] < 0) {
        return false;
      }
    }
    for (long leaf : sortedLeaves(f)) {
      if (leaf >>> 32 != expected) {
        return false;
      }
      expected *= (int) leaf;
    }
    return true;
  }

  /** The leaves of extent above 1 as {@code |stride| << 32 | extent}, by |stride| then extent. */
  private static long[] sortedLeaves(FlatLeaves f) {
    long[] leaves = new long[f.extent.length];
    int n = 0;
    for (int k = 0; k < f.extent.length; k++) {
      if (f.extent[k] > 1) {
        leaves[n++] = Math.abs((long) f.stride[k]) << 32 | f.extent[k];
      }
    }
    leaves = Arrays.copyOf(leaves, n);
    Arrays.sort(leaves);
    return leaves;
  }

  /** Sorts the indices when there are few, else marks them in a bit set of the span. */
  private static boolean enumerate(Layout layout, FlatLeaves f) {
    if (f.size <= MAX_SORTED) {
      int[] indices = new int[f.size];
      for (int i = 0; i < indices.length; i++) {
        indices[i] = layout.index(i);
      }
      Arrays.sort(indices);
      for (int i = 1; i < indices.length; i++) {
        if (indices[i] == indices[i - 1]) {
          return false;
        }
      }
      return true;
    }
    if (f.cosize > MAX_ENUMERATED_SPAN) {
      throw new IllegalArgumentException("cannot decide whether " + Values.abbreviate(
          layout.toString()) + " is injective: its strides are not nested (each at least the span"
          + " of the smaller ones), so its " + f.size + " indices would be enumerated over a span"
          + " of " + f.cosize + ", and at most " + MAX_ENUMERATED_SPAN + " is enumerated");
    }
    int min = 0;
    for (int k = 0; k < f.extent.length; k++) {
      min += f.stride[k] < 0 ? (f.extent[k] - 1) * f.stride[k] : 0;
    }
    long[] seen = new long[(f.cosize + 63) >>> 6];
    for (int i = 0; i < f.size; i++) {
      int bit = layout.index(i) - min;
      long mask = 1L << bit;
      if ((seen[bit >>> 6] & mask) != 0) {
        return false;
      }
      seen[bit >>> 6] |= mask;
    }
    return true;
  }
}
