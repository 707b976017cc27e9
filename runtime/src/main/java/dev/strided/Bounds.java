package dev.strided;

import dev.strided.core.ModePath;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of {@link Layout#checkedIndex}, worded as the generated {@code checkedIndex}:
 * "coordinate 12 of mode 1 of (2,(3,4)):(1,(2,6)) is out of range: its extent is 12". The text is
 * built only when a check fails.
 */
final class Bounds {
  private Bounds() {}

  static void checkOneD(int c, Layout layout) {
    if (c < 0 || c >= layout.size()) {
      throw outOfRange(c, "the layout " + Values.abbreviate(layout.toString()), "size",
          layout.size());
    }
  }

  /** One coordinate per mode or per leaf, as {@link Layout#index(int...)} reads them. */
  static void checkFlat(int[] coords, FlatLeaves f, Layout layout) {
    if (coords.length == f.modeSize.length) {
      for (int m = 0; m < coords.length; m++) {
        if (coords[m] < 0 || coords[m] >= f.modeSize[m]) {
          throw outOfRange(coords[m], "mode " + m + " of " + Values.abbreviate(layout.toString()),
              "extent", f.modeSize[m]);
        }
      }
    } else if (coords.length == f.extent.length) {
      for (int k = 0; k < coords.length; k++) {
        if (coords[k] < 0 || coords[k] >= f.extent[k]) {
          throw outOfRange(coords[k], leafWhere(layout.shape(), k) + " of "
              + Values.abbreviate(layout.toString()), "extent", f.extent[k]);
        }
      }
    } else {
      throw wrongCount(coords.length, layout);
    }
  }

  /** A coordinate weakly congruent with the shape, each integer within its (sub-)mode. */
  static void checkTuple(IntTuple coord, Layout layout) {
    walk(coord, layout.shape(), new ArrayList<>(), layout);
  }

  private static void walk(IntTuple coord, IntTuple shape, List<Integer> path, Layout layout) {
    if (coord instanceof IntTuple.Int c) {
      int extent = shape.size();
      if (c.value() < 0 || c.value() >= extent) {
        String where = path.isEmpty() ? "the layout " : new ModePath(path).where() + " of ";
        throw outOfRange(c.value(), where + Values.abbreviate(layout.toString()),
            path.isEmpty() ? "size" : "extent", extent);
      }
      return;
    }
    if (!(coord instanceof IntTuple.Tuple c)) {
      throw Values.notAnInteger("the checked index of a coordinate");
    }
    if (!(shape instanceof IntTuple.Tuple s) || s.rank() != c.rank()) {
      throw Indexing.mismatch(c, shape, layout);
    }
    for (int m = 0; m < c.rank(); m++) {
      path.add(m);
      walk(c.elements().get(m), s.elements().get(m), path, layout);
      path.remove(path.size() - 1);
    }
  }

  /** The count matches neither the rank nor the leaves; the count is said once when they agree. */
  static IllegalArgumentException wrongCount(int count, Layout layout) {
    int rank = layout.rank();
    int leaves = layout.leafCount();
    String takes = rank == leaves ? rank + " (one per mode)"
        : rank + " (one per mode) or " + leaves + " (one per leaf)";
    return new IllegalArgumentException("got " + count + " coordinates for "
        + Values.abbreviate(layout.toString()) + ", which takes " + takes);
  }

  private static IndexOutOfBoundsException outOfRange(int c, String of, String what, int extent) {
    return new IndexOutOfBoundsException("coordinate " + c + " of " + of
        + " is out of range: its " + what + " is " + extent);
  }

  /** "mode (1,0)" for the k-th leaf in flattened order; "the top level" for an integer shape. */
  private static String leafWhere(IntTuple shape, int k) {
    return ModePath.ofLeaf(IntTupleDomain.INSTANCE, shape, k).where();
  }
}
