package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.List;

/**
 * The smallest and largest index a layout reaches over its coordinates {@code 0 .. size-1}: what a
 * tensor's construction checks against its array, and where two tensors over one array can meet.
 * Each leaf reaches its ends independently, so a plain layout's range is the sum of its negative
 * strides' extremes and of its positive ones'; a swizzle moves indices within its bit fields, so a
 * swizzled layout's indices are enumerated.
 *
 * <pre>{@code
 * IndexRange.of(Layout.parse("(4,2):(-1,8)"));             // [-3, 8]
 * FloatTensor.of(new float[12], 3, Layout.parse("(4,2):(-1,8)")).indexRange();   // [0, 11]
 * }</pre>
 *
 * @param min the smallest index
 * @param max the largest index
 */
public record IndexRange(long min, long max) {

  /**
   * The range of a plain layout's indices.
   *
   * <pre>{@code IndexRange.of(Layout.parse("(4,2):(-1,8)")).min();   // -3}</pre>
   *
   * @param layout the layout
   * @return its smallest and largest index
   * @throws IllegalArgumentException if the layout is null
   */
  public static IndexRange of(Layout layout) {
    if (layout == null) {
      throw new IllegalArgumentException("the layout must not be null");
    }
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

  /**
   * The range of a swizzled layout's indices, by enumeration.
   *
   * <pre>{@code IndexRange.of(SwizzledLayout.parse("Sw<1,0,2> o _0 o 4:1")).max();   // 3}</pre>
   *
   * @param layout the layout
   * @return its smallest and largest index
   * @throws IllegalArgumentException if the layout is null
   */
  public static IndexRange of(SwizzledLayout layout) {
    if (layout == null) {
      throw new IllegalArgumentException("the layout must not be null");
    }
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (int i = 0; i < layout.size(); i++) {
      int index = layout.index(i);
      min = Math.min(min, index);
      max = Math.max(max, index);
    }
    return new IndexRange(min, max);
  }

  /**
   * The range moved by {@code offset}: where a layout at that offset reaches in its array.
   *
   * <pre>{@code new IndexRange(-3, 8).plus(3);   // [0, 11]}</pre>
   *
   * @param offset the offset
   * @return {@code [min + offset, max + offset]}
   */
  public IndexRange plus(long offset) {
    return new IndexRange(Math.addExact(min, offset), Math.addExact(max, offset));
  }

  /**
   * Whether the two ranges share an index.
   *
   * <pre>{@code new IndexRange(0, 11).meets(new IndexRange(11, 20));   // true}</pre>
   *
   * @param other the other range
   * @return whether they overlap
   */
  public boolean meets(IndexRange other) {
    return min <= other.max && other.min <= max;
  }

  /** {@code [min, max]}. */
  @Override
  public String toString() {
    return "[" + min + ", " + max + "]";
  }
}
