package dev.strided;

import dev.strided.core.Colex;
import java.util.Arrays;
import java.util.List;

/**
 * The slow paths of {@link Layout#index}: coordinates out of range (CuTe's rules, exact arithmetic)
 * and the errors, whose text is built only when thrown. Package-private.
 */
final class Indexing {
  private Indexing() {}

  /** A 1-D coordinate at or past the size: the last leaf extends. */
  static int oneD(int c, FlatLeaves f, Layout layout) {
    requireNonNegative(c, "coordinate " + c);
    ExactSum idx = new ExactSum();
    split(c, f, 0, f.extent.length, idx);
    return checked(idx, Integer.toString(c), layout);
  }

  /** Per-mode coordinates, some out of range. */
  static int perMode(int[] coords, FlatLeaves f, Layout layout) {
    ExactSum idx = new ExactSum();
    for (int m = 0; m < coords.length; m++) {
      requireNonNegative(coords[m], "coordinate " + coords[m] + " of mode " + m);
      split(coords[m], f, f.modeStart[m], f.modeStart[m + 1], idx);
    }
    return checked(idx, Arrays.toString(coords), layout);
  }

  /** Per-leaf coordinates, some out of range: the plain sum. */
  static int perLeaf(int[] coords, FlatLeaves f, Layout layout) {
    ExactSum idx = new ExactSum();
    for (int k = 0; k < coords.length; k++) {
      requireNonNegative(coords[k], "coordinate " + coords[k] + " of leaf " + k);
      idx.add((long) coords[k] * f.stride[k]);
    }
    return checked(idx, Arrays.toString(coords), layout);
  }

  /** A coordinate weakly congruent with the shape; an integer for a tuple mode is split. */
  static int hierarchical(IntTuple coord, Layout layout) {
    ExactSum idx = new ExactSum();
    walk(coord, layout.shape(), layout.stride(), layout, idx);
    return checked(idx, coord.toString(), layout);
  }

  /** Colexicographic split of c over leaves from..to-1, the last unreduced. */
  private static void split(int c, FlatLeaves f, int from, int to, ExactSum idx) {
    int[] parts = Colex.digits(f.extent, from, to, c);
    for (int k = from; k < to; k++) {
      idx.add((long) parts[k - from] * f.stride[k]);
    }
  }

  private static void walk(IntTuple coord, IntTuple shape, IntTuple stride, Layout layout,
      ExactSum idx) {
    if (coord instanceof IntTuple.Int c) {
      requireNonNegative(c.value(), "coordinate " + c);
      splitOver(c.value(), shape, stride, idx);
      return;
    }
    if (!(coord instanceof IntTuple.Tuple c)) {
      throw Values.notAnInteger("the index of a coordinate");
    }
    if (!(shape instanceof IntTuple.Tuple s) || s.rank() != c.rank()) {
      throw mismatch(c, shape, layout);
    }
    List<IntTuple> d = ((IntTuple.Tuple) stride).elements();
    for (int m = 0; m < c.rank(); m++) {
      walk(c.elements().get(m), s.elements().get(m), d.get(m), layout, idx);
    }
  }

  /** A tuple coordinate where the shape has an integer or a tuple of another rank. */
  static IllegalArgumentException mismatch(IntTuple.Tuple c, IntTuple shape, Layout layout) {
    return new IllegalArgumentException("coordinate " + Values.abbreviate(c.toString())
        + " does not match the shape " + Values.abbreviate(shape.toString()) + " of "
        + Values.abbreviate(layout.toString())
        + ": a tuple coordinate needs a tuple mode of the same rank");
  }

  /** An integer for a (sub-)shape: split colexicographically, the last sub-mode unreduced. */
  private static void splitOver(int c, IntTuple shape, IntTuple stride, ExactSum idx) {
    if (shape instanceof IntTuple.Int) {
      idx.add((long) c * ((IntTuple.Int) stride).value());
      return;
    }
    List<IntTuple> s = ((IntTuple.Tuple) shape).elements();
    List<IntTuple> d = ((IntTuple.Tuple) stride).elements();
    int[] sizes = new int[s.size()];
    for (int m = 0; m < sizes.length; m++) {
      sizes[m] = s.get(m).size();
    }
    int[] parts = Colex.digits(sizes, 0, sizes.length, c);
    for (int m = 0; m < sizes.length; m++) {
      splitOver(parts[m], s.get(m), d.get(m), idx);
    }
  }

  private static void requireNonNegative(int c, String what) {
    if (c < 0) {
      throw new IllegalArgumentException(what + " is negative; coordinates start at 0");
    }
  }

  private static int checked(ExactSum idx, String coords, Layout layout) {
    if (!idx.fitsInInt()) {
      throw new IllegalArgumentException("the index of " + Values.abbreviate(coords) + " in "
          + Values.abbreviate(layout.toString()) + " is " + idx
          + ", which does not fit in an int");
    }
    return idx.intValue();
  }

  /** The coordinate congruent with {@code shape} of 1-D coordinate i (the last leaf unreduced). */
  static IntTuple coord(IntTuple shape, int i, FlatLeaves f) {
    return rebuild(shape, Colex.digits(f.extent, 0, f.extent.length, i), new int[] {0});
  }

  private static IntTuple rebuild(IntTuple shape, int[] digits, int[] next) {
    if (shape instanceof IntTuple.Int) {
      return IntTuple.of(digits[next[0]++]);
    }
    List<IntTuple> elements = ((IntTuple.Tuple) shape).elements();
    IntTuple[] parts = new IntTuple[elements.size()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = rebuild(elements.get(i), digits, next);
    }
    return IntTuple.of(parts);
  }
}
