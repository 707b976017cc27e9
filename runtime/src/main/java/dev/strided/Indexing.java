package dev.strided;

import java.util.ArrayList;
import java.util.List;

/** Coordinate arithmetic behind {@link Layout#index} and {@link Layout#coord}. Package-private. */
final class Indexing {
  private Indexing() {}

  /**
   * Splits {@code c} colexicographically over leaves {@code from..to-1}, the last leaf unreduced,
   * and returns Σ c_k·d_k with exact arithmetic.
   */
  static long split1D(int c, int[] shape, int[] stride, int from, int to) {
    if (c < 0) {
      throw new IllegalArgumentException("coordinate " + c + " is negative; coordinates start at 0");
    }
    long idx = 0;
    int rest = c;
    for (int k = from; k < to; k++) {
      int part = k == to - 1 ? rest : rest % shape[k];
      idx = Math.addExact(idx, (long) part * stride[k]);
      rest /= shape[k];
    }
    return idx;
  }

  /** Per-mode coordinates, some out of range: CuTe's split with exact arithmetic. */
  static int perModeExact(int[] coords, int[] shape, int[] stride, int[] modeStart,
      Layout layout) {
    long idx = 0;
    for (int m = 0; m < coords.length; m++) {
      idx = Math.addExact(idx, split1D(coords[m], shape, stride, modeStart[m], modeStart[m + 1]));
    }
    return checked(idx, coords, layout);
  }

  /** Per-leaf coordinates, some out of range: exact arithmetic. */
  static int perLeafExact(int[] coords, int[] stride, Layout layout) {
    long idx = 0;
    for (int k = 0; k < coords.length; k++) {
      if (coords[k] < 0) {
        throw new IllegalArgumentException("coordinate " + coords[k] + " of leaf " + k
            + " is negative; coordinates start at 0");
      }
      idx = Math.addExact(idx, (long) coords[k] * stride[k]);
    }
    return checked(idx, coords, layout);
  }

  private static int checked(long idx, int[] coords, Layout layout) {
    if (idx < Integer.MIN_VALUE || idx > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("the index of " + java.util.Arrays.toString(coords)
          + " in " + layout + " is " + idx + ", which does not fit in an int");
    }
    return (int) idx;
  }

  /** Σ over a coordinate weakly congruent with the shape; an integer for a tuple is split. */
  static long hierarchical(IntTuple coord, IntTuple shape, IntTuple stride, Layout layout) {
    if (coord instanceof IntTuple.Int c) {
      if (c.value() < 0) {
        throw new IllegalArgumentException(
            "coordinate " + c + " is negative; coordinates start at 0");
      }
      if (shape instanceof IntTuple.Int) {
        return (long) c.value() * ((IntTuple.Int) stride).value();
      }
      List<IntTuple> s = ((IntTuple.Tuple) shape).elements();
      List<IntTuple> d = ((IntTuple.Tuple) stride).elements();
      long idx = 0;
      long rest = c.value();
      for (int m = 0; m < s.size(); m++) {
        long part = m == s.size() - 1 ? rest : rest % s.get(m).size();
        idx = Math.addExact(idx, hierarchical(IntTuple.of((int) part), s.get(m), d.get(m), layout));
        rest /= s.get(m).size();
      }
      return idx;
    }
    IntTuple.Tuple c = (IntTuple.Tuple) coord;
    if (!(shape instanceof IntTuple.Tuple s) || s.rank() != c.rank()) {
      throw new IllegalArgumentException("coordinate " + c + " does not match the shape "
          + shape + " of " + layout + ": a tuple coordinate needs a tuple mode of the same rank");
    }
    List<IntTuple> d = ((IntTuple.Tuple) stride).elements();
    long idx = 0;
    for (int m = 0; m < c.rank(); m++) {
      idx = Math.addExact(idx, hierarchical(c.elements().get(m), s.elements().get(m), d.get(m),
          layout));
    }
    return idx;
  }

  /** Rebuilds a coordinate congruent with {@code shape} from rest[0]; leaf counter in next[0]. */
  static IntTuple split(IntTuple shape, int[] rest, int[] next, int leaves) {
    if (shape instanceof IntTuple.Int s) {
      int k = next[0]++;
      int value = k == leaves - 1 ? rest[0] : rest[0] % s.value();
      rest[0] = k == leaves - 1 ? 0 : rest[0] / s.value();
      return IntTuple.of(value);
    }
    List<IntTuple> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) shape).elements()) {
      parts.add(split(e, rest, next, leaves));
    }
    return new IntTuple.Tuple(parts);
  }
}
