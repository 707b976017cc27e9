package dev.strided.processor.model;

import dev.strided.Swizzle;
import dev.strided.core.Colex;
import java.util.Map;

/**
 * The indices of a static swizzled layout, enumerated: a swizzle moves bits of an index, so the span
 * it touches and whether it stays compact are read off the indices themselves (at most
 * {@link LeafValues#ENUMERATION_LIMIT} coordinates, which the derivation checks first).
 *
 * <pre>{@code
 * // Sw<1,0,1> o 3:1 touches 0, 3, 2: cosize 4, not compact
 * SwizzledIndices.cosize(new Swizzle(1, 0, 1), leaves);   // 4
 * }</pre>
 */
public final class SwizzledIndices {
  private SwizzledIndices() {}

  /**
   * One more than the largest swizzled index.
   *
   * @param swizzle the swizzle
   * @param v the static leaves
   * @return the cosize
   */
  public static long cosize(Swizzle swizzle, LeafValues v) {
    long[] extents = v.extents(Map.of());
    long[] strides = v.strides(Map.of());
    long size = v.size();
    long max = 0;
    for (long c = 0; c < size; c++) {
      max = Math.max(max, index(swizzle, extents, strides, c));
    }
    return max + 1;
  }

  /**
   * The first coordinate whose swizzled index is at least the size, or -1 when every index stays
   * below it (for a compact layout before the swizzle: the swizzled one is compact too).
   *
   * @param swizzle the swizzle
   * @param v the static leaves
   * @return the coordinate, or -1
   */
  public static long firstBeyondSize(Swizzle swizzle, LeafValues v) {
    long[] extents = v.extents(Map.of());
    long[] strides = v.strides(Map.of());
    long size = v.size();
    for (long c = 0; c < size; c++) {
      if (index(swizzle, extents, strides, c) >= size) {
        return c;
      }
    }
    return -1;
  }

  /**
   * The swizzled index of a 1-D coordinate.
   *
   * @param swizzle the swizzle
   * @param extents the leaf extents
   * @param strides the leaf strides
   * @param c the coordinate
   * @return the index
   */
  public static long index(Swizzle swizzle, long[] extents, long[] strides, long c) {
    long[] digits = Colex.digits(extents, c);
    long offset = 0;
    for (int k = 0; k < digits.length; k++) {
      offset += digits[k] * strides[k];
    }
    return swizzle.apply((int) offset);
  }
}
