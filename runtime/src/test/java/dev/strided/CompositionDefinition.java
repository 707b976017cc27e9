package dev.strided;

import java.util.List;

/**
 * The definition a composition result is held to (SPEC 6): {@code R(c) = A(B(c))} for every 1-D
 * coordinate {@code c} of B with {@code 0 ≤ B(c) < size A}, all of B's modes at once (beyond A's
 * domain CuTe's extension stands and nothing is asked). R must have B's size. A is evaluated on the
 * 1-D coordinate directly (colexicographic, the last mode unbounded).
 */
final class CompositionDefinition {
  private CompositionDefinition() {}

  static boolean holds(Layout a, Layout b, Layout r) {
    return firstDifference(a, b, r) < 0;
  }

  /** The first coordinate where R is not A∘B; -1 when there is none, B's size when sizes differ. */
  static long firstDifference(Layout a, Layout b, Layout r) {
    if (r.size() != b.size()) {
      return b.size();
    }
    long size = a.size();
    for (int c = 0; c < b.size(); c++) {
      long x = b.index(c);
      if (x >= 0 && x < size && r.index(c) != evaluate(a, x)) {
        return c;
      }
    }
    return -1;
  }

  static long evaluate(Layout a, long x) {
    List<IntTuple.Int> shape = a.shape().flatten();
    List<IntTuple.Int> stride = a.stride().flatten();
    long sum = 0;
    int last = shape.size() - 1;
    for (int k = 0; k < last; k++) {
      int s = shape.get(k).value();
      sum += (x % s) * stride.get(k).value();
      x /= s;
    }
    return sum + x * stride.get(last).value();
  }
}
