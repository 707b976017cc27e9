package dev.strided;

import dev.strided.core.IndexEnumeration;
import java.util.List;

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
    for (int k = 0; k < f.extent.length; k++) {
      if (f.extent[k] > 1 && f.stride[k] == 0) {
        return false;
      }
    }
    if (dev.strided.core.Injectivity.injective(extents(f), strides(f), SPAN).proven()) {
      return true;
    }
    if (f.size > f.cosize) {
      return false; // more coordinates than indices in the span
    }
    return enumerate(layout, f);
  }

  static boolean isCompact(FlatLeaves f) {
    return dev.strided.core.Injectivity.compact(extents(f), strides(f), SPAN).proven();
  }

  /**
   * The chain on ints: the bound is the exact span {@code 1 + Σ (s-1)·|d|} of the leaves before
   * (a leaf whose |stride| reaches it starts past all their indices).
   */
  private static final dev.strided.core.Injectivity.ChainRule<Integer, Long> SPAN =
      new dev.strided.core.Injectivity.ChainRule<>() {
        @Override
        public boolean isOne(Integer extent) {
          return extent == 1;
        }

        @Override
        public Long one() {
          return 1L;
        }

        @Override
        public boolean equalsBound(Integer stride, Long bound) {
          return stride == bound.longValue();
        }

        @Override
        public Long times(Long bound, Integer extent) {
          return bound * extent;
        }

        @Override
        public boolean reaches(Integer stride, Long bound) {
          return Math.abs((long) stride) >= bound;
        }

        @Override
        public boolean atLeast(Integer a, Integer b) {
          return Math.abs((long) a) >= Math.abs((long) b);
        }

        @Override
        public Long past(Long bound, Integer extent, Integer stride) {
          return bound + (extent - 1L) * Math.abs((long) stride);
        }
      };

  private static List<Integer> extents(FlatLeaves f) {
    return IntLeaves.of(f.extent, 0, f.extent.length);
  }

  private static List<Integer> strides(FlatLeaves f) {
    return IntLeaves.of(f.stride, 0, f.stride.length);
  }

  /** Sorts the indices when there are few, else marks them in a bit set of the span. */
  private static boolean enumerate(Layout layout, FlatLeaves f) {
    long[] extents = new long[f.extent.length];
    long[] strides = new long[f.extent.length];
    long min = 0;
    for (int k = 0; k < extents.length; k++) {
      extents[k] = f.extent[k];
      strides[k] = f.stride[k];
      min += f.stride[k] < 0 ? (f.extent[k] - 1L) * f.stride[k] : 0;
    }
    if (f.size <= MAX_SORTED) {
      return IndexEnumeration.distinctBySorting(extents, strides, MAX_SORTED);
    }
    if (f.cosize > MAX_ENUMERATED_SPAN) {
      throw new IllegalArgumentException("cannot decide whether " + Values.abbreviate(
          layout.toString()) + " is injective: its strides are not nested (each at least the span"
          + " of the smaller ones), so its " + f.size + " indices would be enumerated over a span"
          + " of " + f.cosize + ", and at most " + MAX_ENUMERATED_SPAN + " is enumerated");
    }
    return IndexEnumeration.distinctByMarking(extents, strides, min, f.cosize);
  }
}
