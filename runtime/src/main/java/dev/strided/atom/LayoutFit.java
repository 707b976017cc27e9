package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * The layout that a table of indices is, when it is one: the register maps of {@link
 * AccumulatorAsA} and {@link RowGroups} are computed element by element from the TV layouts, and a
 * layout is returned only after it has been checked at every index of the table.
 *
 * <pre>{@code LayoutFit.of(new int[] {0, 1, 4, 5, 8, 9});   // (_2,_3):(_1,_4)}</pre>
 */
final class LayoutFit {
  private LayoutFit() {}

  /**
   * The layout {@code L} of size {@code values.length} with {@code L(i) == values[i]} for every
   * natural index, built mode by mode from the smallest index up and coalesced; null when the
   * table is no layout.
   */
  static Layout of(int[] values) {
    int n = values.length;
    if (n == 0 || values[0] != 0) {
      return null;
    }
    List<IntTuple> shape = new ArrayList<>();
    List<IntTuple> stride = new ArrayList<>();
    int covered = 1;
    while (covered < n) {
      int step = values[covered];
      int extent = 1;
      while ((extent + 1) * covered <= n && repeats(values, covered, extent, step)) {
        extent++;
      }
      while (n % (extent * covered) != 0) {
        extent--;
      }
      if (extent == 1) {
        return null;
      }
      shape.add(IntTuple.ofStatic(extent));
      stride.add(IntTuple.ofStatic(step));
      covered *= extent;
    }
    Layout layout = shape.isEmpty() ? Layout.parse("_1:_0")
        : Layout.of(IntTuple.of(shape.toArray(IntTuple[]::new)),
            IntTuple.of(stride.toArray(IntTuple[]::new))).coalesce();
    return matches(layout, values) ? layout : null;
  }

  /**
   * The layout of {@code shape} (static) whose value at natural index {@code i} is
   * {@code values[i]}: each leaf's stride is the value one step along it; null when the table is
   * not that layout.
   */
  static Layout over(IntTuple shape, int[] values) {
    if (shape.size() != values.length || values[0] != 0) {
      return null;
    }
    int[] unit = {1};
    Layout layout = Layout.of(shape, strides(shape, values, unit));
    return matches(layout, values) ? layout : null;
  }

  private static IntTuple strides(IntTuple shape, int[] values, int[] unit) {
    if (shape instanceof IntTuple.Tuple t) {
      List<IntTuple> out = new ArrayList<>();
      for (IntTuple e : t.elements()) {
        out.add(strides(e, values, unit));
      }
      return IntTuple.of(out.toArray(IntTuple[]::new));
    }
    int extent = shape.size();
    int stride = extent == 1 ? 0 : values[unit[0]];
    unit[0] *= extent;
    return IntTuple.ofStatic(stride);
  }

  /** Whether block {@code extent} of {@code covered} values is block 0 plus {@code extent * step}. */
  private static boolean repeats(int[] values, int covered, int extent, int step) {
    for (int j = 0; j < covered; j++) {
      if (values[extent * covered + j] != values[j] + extent * step) {
        return false;
      }
    }
    return true;
  }

  private static boolean matches(Layout layout, int[] values) {
    if (layout.size() != values.length) {
      return false;
    }
    for (int i = 0; i < values.length; i++) {
      if (layout.index(i) != values[i]) {
        return false;
      }
    }
    return true;
  }
}
