package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.tensor.FloatTensor;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CuTe's {@code copy(src, dst)} with the loops chosen from the two layouts: a
 * {@code System.arraycopy} along a mode contiguous in both, a blocked transpose of vector-sized
 * register tiles where one mode is contiguous in the destination and another in the source,
 * gathers into a contiguous destination from a strided source, element by element elsewhere; a
 * swizzled destination gets the same loops, its stores through the swizzle. The result is
 * {@link FloatTensor#copyTo}'s for every pair of layouts: where the order of the writes could
 * show (a destination that maps two coordinates to one element, a source and destination that
 * overlap in one array), or where the source is swizzled, the elements are copied in
 * {@code copyTo}'s order.
 *
 * <pre>{@code
 * FloatTensor a = FloatTensor.of(new float[] {1, 2, 3, 4, 5, 6}, Layout.parse("(2,3):(3,1)"));
 * FloatTensor b = FloatTensor.allocate(Layout.parse("(2,3)"));
 * Copy.copy(a, b);
 * b.data();   // [1, 4, 2, 5, 3, 6]
 * }</pre>
 */
public final class Copy {
  /** Plans by layout pair: a kernel copies many tiles of a few layouts. */
  private static final Map<Pair, Planned> PLANS = new ConcurrentHashMap<>();
  private static final int PLANS_KEPT = 1024;

  private Copy() {}

  private record Pair(Layout src, Layout dst) {}

  /** A plan (null: no joint modes) and whether the destination is injective. */
  private record Planned(CopyPlan plan, boolean injective) {}

  /**
   * Element {@code i} of {@code src} to element {@code i} of {@code dst}, for every 1-D coordinate
   * {@code i}; the same result as {@code src.copyTo(dst)}.
   *
   * <pre>{@code
   * FloatTensor rows = FloatTensor.of(new float[64 * 64], Layout.parse("(64,64):(64,1)"));
   * FloatTensor cols = FloatTensor.allocate(Layout.parse("(64,64):(1,64)"));
   * Copy.copy(rows, cols);   // a blocked transpose: cols.data() is rows.data() transposed
   * }</pre>
   *
   * @param src the source
   * @param dst the destination, of the same size
   * @throws IllegalArgumentException if a tensor is null or their sizes differ
   */
  public static void copy(FloatTensor src, FloatTensor dst) {
    if (src == null || dst == null) {
      throw new IllegalArgumentException("copy needs two tensors: the " + (src == null ? "source"
          : "destination") + " is null");
    }
    if (src.size() != dst.size()) {
      throw new IllegalArgumentException("copy needs tensors of one size: the source " + src
          + " has " + src.size() + " elements, the destination " + dst + " has " + dst.size());
    }
    if (!src.isSwizzled() && !dst.isSwizzled()) {
      Planned planned = planned(src.layout(), dst.layout());
      if (planned.plan() != null && planned.injective() && !overlap(src, dst)) {
        planned.plan().run(src.data(), src.offset(), dst.data(), dst.offset());
        return;
      }
    } else if (!src.isSwizzled() && src.data() != dst.data()) {
      SwizzledLayout to = dst.swizzledLayout();
      Planned planned = planned(src.layout(), to.layout());
      if (planned.plan() != null && planned.injective()) {
        planned.plan().run(src.data(), src.offset(), dst.data(), to.offset().value(),
            to.swizzle(), dst.offset());
        return;
      }
    }
    inOrder(src, dst);
  }

  /** The plan of a layout pair, made once; a kernel runs it on many tiles. */
  static CopyPlan plan(Layout src, Layout dst) {
    return planned(src, dst).plan();
  }

  private static Planned planned(Layout src, Layout dst) {
    Pair key = new Pair(src, dst);
    Planned planned = PLANS.get(key);
    if (planned == null) {
      if (PLANS.size() >= PLANS_KEPT) {
        PLANS.clear();
      }
      planned = new Planned(CopyPlan.of(src, dst), dst.isInjective());
      PLANS.put(key, planned);
    }
    return planned;
  }

  /** Whether the two plain tensors share an array and their index ranges meet. */
  private static boolean overlap(FloatTensor a, FloatTensor b) {
    if (a.data() != b.data()) {
      return false;
    }
    return a.indexRange().meets(b.indexRange());
  }

  /** {@code copyTo}'s order, each side's index by an odometer over its leaves. */
  private static void inOrder(FloatTensor src, FloatTensor dst) {
    Walk s = new Walk(src);
    Walk d = new Walk(dst);
    float[] from = src.data();
    float[] to = dst.data();
    for (int i = src.size(); i > 0; i--) {
      to[d.index()] = from[s.index()];
      s.next();
      d.next();
    }
  }

  /** The array indices of a tensor's elements in the order of its 1-D coordinate. */
  private static final class Walk {
    private final int[] extents;
    private final int[] strides;
    private final int[] coord;
    private final int offset;
    private final SwizzledLayout swizzled;
    private int inner;

    Walk(FloatTensor t) {
      Layout layout = ValueLayouts.of(t.isSwizzled() ? t.swizzledLayout().layout() : t.layout())
          .coalesce();
      List<IntTuple.Int> e = layout.shape().flatten();
      List<IntTuple.Int> s = layout.stride().flatten();
      extents = new int[e.size()];
      strides = new int[e.size()];
      for (int k = 0; k < extents.length; k++) {
        extents[k] = e.get(k).value();
        strides[k] = s.get(k).value();
      }
      coord = new int[extents.length];
      offset = t.offset();
      swizzled = t.isSwizzled() ? t.swizzledLayout() : null;
    }

    int index() {
      return swizzled == null ? offset + inner
          : offset + swizzled.swizzle().apply(swizzled.offset().value() + inner);
    }

    void next() {
      for (int k = 0; k < extents.length; k++) {
        inner += strides[k];
        if (++coord[k] < extents[k]) {
          return;
        }
        inner -= strides[k] * extents[k];
        coord[k] = 0;
      }
    }
  }
}
