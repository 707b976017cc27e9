package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;

/**
 * Layouts and tilers with every integer static, for the plans' algebra: the plans reason on values
 * (two modes that continue each other are one loop), and the layout algebra decides on values only
 * for static integers (with dynamic ones it keeps CuTe C++'s run-time structure, SPEC 3).
 */
final class ValueLayouts {
  private ValueLayouts() {}

  static Layout of(Layout layout) {
    return Layout.of(restamp(layout.shape()), restamp(layout.stride()));
  }

  /** The by-mode tiler of these extents, each static. */
  static Tiler tiler(int... extents) {
    StringBuilder text = new StringBuilder("(");
    for (int i = 0; i < extents.length; i++) {
      text.append(i == 0 ? "_" : ",_").append(extents[i]);
    }
    return Tiler.parse(text.append(')').toString());
  }

  private static IntTuple restamp(IntTuple t) {
    if (t instanceof IntTuple.Int i) {
      return new IntTuple.Int(i.value(), true);
    }
    return IntTuple.of(((IntTuple.Tuple) t).elements().stream().map(ValueLayouts::restamp)
        .toArray(IntTuple[]::new));
  }
}
