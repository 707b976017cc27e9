package dev.strided;

import java.util.List;

/**
 * The definition a composition result is held to: for every integer mode {@code s:d} of B (B's other
 * coordinates 0), the matching piece of R maps {@code j} to {@code A(d·j)}, for all {@code j < s}.
 * A is evaluated on the 1-D coordinate directly (colexicographic, the last mode unbounded, Java's
 * truncating split for a negative coordinate, so {@code A(−x) = −A(x)}).
 */
final class CompositionDefinition {
  private CompositionDefinition() {}

  static boolean holds(Layout a, Layout b, Layout r) {
    if (b.shape() instanceof IntTuple.Int) {
      if (r.size() != b.size()) {
        return false;
      }
      for (int j = 0; j < b.size(); j++) {
        if (r.index(j) != evaluate(a, b.index(j))) {
          return false;
        }
      }
      return true;
    }
    if (r.rank() != b.rank()) {
      return false;
    }
    for (int m = 0; m < b.rank(); m++) {
      if (!holds(a, b.get(m), r.get(m))) {
        return false;
      }
    }
    return true;
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
