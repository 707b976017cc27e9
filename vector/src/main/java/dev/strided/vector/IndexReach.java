package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.List;

/**
 * The smallest and largest array index a plain layout reaches from an offset: each leaf reaches
 * its ends on its own, so the range is the offset plus the sum of the negative reaches and of the
 * positive ones. Two tensors over one array can share an element only where their ranges meet.
 *
 * <pre>{@code IndexReach.of(Layout.parse("(4,2):(-1,8)"), 3);   // [0, 11]}</pre>
 */
final class IndexReach {
  private IndexReach() {}

  /** {@code {min, max}}. */
  static long[] of(Layout layout, int offset) {
    List<IntTuple.Int> extents = layout.shape().flatten();
    List<IntTuple.Int> strides = layout.stride().flatten();
    long min = offset;
    long max = offset;
    for (int k = 0; k < extents.size(); k++) {
      long reach = (extents.get(k).value() - 1L) * strides.get(k).value();
      min += Math.min(0, reach);
      max += Math.max(0, reach);
    }
    return new long[] {min, max};
  }
}
