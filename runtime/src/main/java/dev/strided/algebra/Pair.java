package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * A shape and stride under construction. The algebra works on these and builds one checked
 * {@link Layout} at the end, instead of validating every intermediate result.
 */
record Pair(IntTuple shape, IntTuple stride) {
  static Pair of(Layout layout) {
    return new Pair(layout.shape(), layout.stride());
  }

  /** A flat layout: an integer pair for one mode, else a tuple of the modes. */
  static Pair flat(IntTuple.Int[] shape, IntTuple.Int[] stride, int from, int to) {
    if (to - from == 1) {
      return new Pair(shape[from], stride[from]);
    }
    IntTuple[] s = new IntTuple[to - from];
    IntTuple[] d = new IntTuple[to - from];
    System.arraycopy(shape, from, s, 0, s.length);
    System.arraycopy(stride, from, d, 0, d.length);
    return of(s, d);
  }

  /** Tuples of the given elements; List.of's immutable list is kept as is by Tuple's copy. */
  static Pair of(IntTuple[] shape, IntTuple[] stride) {
    return new Pair(new IntTuple.Tuple(List.of(shape)), new IntTuple.Tuple(List.of(stride)));
  }

  /** CuTe's {@code make_layout(l0, l1, ...)}: a tuple of the given modes (rank 1 stays a tuple). */
  static Pair concat(List<Pair> modes) {
    IntTuple[] s = new IntTuple[modes.size()];
    IntTuple[] d = new IntTuple[modes.size()];
    for (int i = 0; i < s.length; i++) {
      Pair m = modes.get(i);
      s[i] = m.shape;
      d[i] = m.stride;
    }
    return of(s, d);
  }

  static Pair concat(Pair a, Pair b) {
    return of(new IntTuple[] {a.shape, b.shape}, new IntTuple[] {a.stride, b.stride});
  }

  int rank() {
    return shape.rank();
  }

  boolean isTuple() {
    return shape instanceof IntTuple.Tuple;
  }

  /** Mode {@code i}; an integer layout is its own mode 0. */
  Pair mode(int i) {
    return new Pair(shape.get(i), stride.get(i));
  }

  /** The modes, in order ({@code this} alone for an integer layout). */
  List<Pair> modes() {
    List<Pair> modes = new ArrayList<>(rank());
    for (int i = 0; i < rank(); i++) {
      modes.add(mode(i));
    }
    return modes;
  }

  Layout toLayout() {
    return Layout.of(shape, stride);
  }

  @Override
  public String toString() {
    return shape + ":" + stride;
  }
}
