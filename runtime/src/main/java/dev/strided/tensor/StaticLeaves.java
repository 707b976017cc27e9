package dev.strided.tensor;

import dev.strided.IntTuple;

/**
 * Which leaves of a shape CuTe's coordinate arithmetic gives a static coordinate, so that an
 * identity tensor's coordinates are static ({@code _0}) exactly where CuTe's are. An integer split
 * over a tuple leaves each sub-mode before the last the remainder by its size, and the remainder by
 * a static {@code _1} is the static {@code _0}; a static coordinate stays static all the way down.
 *
 * <pre>{@code StaticLeaves.ofIndex(IntTuple.parse("((_1),_1,_4)"));   // [true, true, false]}</pre>
 */
final class StaticLeaves {
  private StaticLeaves() {}

  /** A 1-D coordinate split over the whole shape. */
  static boolean[] ofIndex(IntTuple shape) {
    boolean[] out = new boolean[shape.flatten().size()];
    mark(shape, false, out, new int[] {0});
    return out;
  }

  /** One dynamic integer per top-level mode. */
  static boolean[] ofModes(IntTuple shape) {
    boolean[] out = new boolean[shape.flatten().size()];
    int[] next = {0};
    if (shape instanceof IntTuple.Tuple t) {
      t.elements().forEach(mode -> mark(mode, false, out, next));
    } else {
      mark(shape, false, out, next);
    }
    return out;
  }

  /** A hierarchical coordinate: each of its integers split over the mode it addresses. */
  static boolean[] of(IntTuple coord, IntTuple shape) {
    boolean[] out = new boolean[shape.flatten().size()];
    walk(coord, shape, out, new int[] {0});
    return out;
  }

  /**
   * The fixed leaves of a slice coordinate ({@code fixed}) and which of them get a static
   * coordinate ({@code out}); the leaves under {@code _} are neither.
   */
  static void ofSlice(IntTuple coord, IntTuple shape, boolean[] fixed, boolean[] out,
      int[] next) {
    if (coord instanceof IntTuple.Tuple g) {
      for (int i = 0; i < g.rank(); i++) {
        ofSlice(g.elements().get(i), shape.get(i), fixed, out, next);
      }
    } else if (coord instanceof IntTuple.Int n) {
      int first = next[0];
      mark(shape, n.isStatic(), out, next);
      for (int l = first; l < next[0]; l++) {
        fixed[l] = true;
      }
    } else {
      next[0] += shape.flatten().size();
    }
  }

  private static void walk(IntTuple coord, IntTuple shape, boolean[] out, int[] next) {
    if (coord instanceof IntTuple.Int c) {
      mark(shape, c.isStatic(), out, next);
      return;
    }
    IntTuple.Tuple t = (IntTuple.Tuple) coord;
    for (int i = 0; i < t.rank(); i++) {
      walk(t.elements().get(i), shape.get(i), out, next);
    }
  }

  private static void mark(IntTuple shape, boolean isStatic, boolean[] out, int[] next) {
    if (shape instanceof IntTuple.Int) {
      out[next[0]++] = isStatic;
      return;
    }
    var modes = ((IntTuple.Tuple) shape).elements();
    for (int i = 0; i < modes.size(); i++) {
      IntTuple mode = modes.get(i);
      boolean staticOne = i < modes.size() - 1 && mode.isStatic() && mode.size() == 1;
      mark(mode, isStatic || staticOne, out, next);
    }
  }
}
