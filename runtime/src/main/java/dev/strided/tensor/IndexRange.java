package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.List;

/**
 * The smallest and largest index a layout reaches over its coordinates {@code 0 .. size-1}: what a
 * tensor's construction checks against its array. Each leaf reaches its ends independently, so a
 * plain layout's range is the sum of its negative strides' extremes and of its positive ones'; a
 * swizzle moves indices within its bit fields, so a swizzled layout's indices are enumerated.
 *
 * <pre>{@code IndexRange.of(Layout.parse("(4,2):(-1,8)"));   // [-3, 8]}</pre>
 *
 * @param min the smallest index
 * @param max the largest index
 */
record IndexRange(long min, long max) {

  static IndexRange of(Layout layout) {
    List<IntTuple.Int> extents = layout.shape().flatten();
    List<IntTuple.Int> strides = layout.stride().flatten();
    long min = 0;
    long max = 0;
    for (int k = 0; k < extents.size(); k++) {
      long reach = (extents.get(k).value() - 1L) * strides.get(k).value();
      min += Math.min(0, reach);
      max += Math.max(0, reach);
    }
    return new IndexRange(min, max);
  }

  static IndexRange of(SwizzledLayout layout) {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (int i = 0; i < layout.size(); i++) {
      int index = layout.index(i);
      min = Math.min(min, index);
      max = Math.max(max, index);
    }
    return new IndexRange(min, max);
  }

  @Override
  public String toString() {
    return "[" + min + ", " + max + "]";
  }
}
