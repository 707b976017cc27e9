package dev.strided;

import dev.strided.core.Notation;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code slice_and_offset(coord, layout)}: a coordinate with {@link IntTuple#ALL} ({@code _})
 * for the modes to keep. The kept sub-layouts, in order, form the sliced layout (a tuple, even of one
 * mode; the layout itself for a lone {@code _}); the fixed coordinates give the offset,
 * {@code layout(coord)} with {@code _} read as 0. An integer given for a tuple mode is split
 * colexicographically, as in indexing. The text form parses once and runs the typed form, its
 * refusals anchored under the part of the text at fault.
 *
 * <pre>{@code Slice.slice(Layout.parse("(4,3,8):(128,2,2)"), IntTuple.of(IntTuple.of(0), IntTuple.ALL,
 *     IntTuple.of(5)));   // (3):(2) at 10}</pre>
 */
final class Slice {
  private final List<IntTuple> keptShapes = new ArrayList<>();
  private final List<IntTuple> keptStrides = new ArrayList<>();
  private final List<Integer> path = new ArrayList<>();
  private long offset;

  private Slice() {}

  /** A coordinate that does not fit the layout, with the mode path of the part at fault. */
  private static final class Misfit extends IllegalArgumentException {
    private final List<Integer> path;
    private final String problem;

    Misfit(List<Integer> path, String problem, IntTuple coord, Layout layout) {
      super("the slice coordinate " + Values.abbreviate(coord.toString()) + " of "
          + Values.abbreviate(layout.toString()) + ": " + problem);
      this.path = List.copyOf(path);
      this.problem = problem;
    }
  }

  static SlicedLayout slice(Layout layout, String coord) {
    IntTuple typed = Values.coordinate(coord);
    try {
      return slice(layout, typed);
    } catch (Misfit e) {
      Notation.Term term = Notation.parseTuple(coord);
      for (int i : e.path) {
        term = ((Notation.Group) term).elements().get(i);
      }
      throw new NotationException(coord, term.position(), e.problem);
    }
  }

  static SlicedLayout slice(Layout layout, IntTuple coord) {
    Values.nonNull(coord, "the slice coordinate");
    if (coord == IntTuple.ALL) {
      return new SlicedLayout(layout, 0);
    }
    Slice s = new Slice();
    try {
      s.walk(coord, layout.shape(), layout.stride(), coord, layout);
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("the offset of the slice " + coord + " of " + layout
          + " does not fit in a long", e);
    }
    Layout kept = Layout.of(new IntTuple.Tuple(s.keptShapes), new IntTuple.Tuple(s.keptStrides));
    return new SlicedLayout(kept, Values.toInt(s.offset, "offset of the slice"));
  }

  private void walk(IntTuple c, IntTuple shape, IntTuple stride, IntTuple coord, Layout layout) {
    if (c == IntTuple.ALL) {
      keptShapes.add(shape);
      keptStrides.add(stride);
    } else if (c instanceof IntTuple.Int n) {
      if (n.value() < 0) {
        throw new Misfit(path, "a coordinate must be between 0 and " + Integer.MAX_VALUE
            + ", got " + n.value(), coord, layout);
      }
      offset = Math.addExact(offset, split(n.value(), shape, stride));
    } else {
      List<IntTuple> g = ((IntTuple.Tuple) c).elements();
      if (!(shape instanceof IntTuple.Tuple s) || s.rank() != g.size()) {
        throw new Misfit(path, "this coordinate has rank " + g.size() + " but the mode it "
            + "addresses is " + shape + " (rank " + shape.rank()
            + (shape instanceof IntTuple.Int ? ", an integer" : "") + ")", coord, layout);
      }
      for (int i = 0; i < s.rank(); i++) {
        path.add(i);
        walk(g.get(i), s.elements().get(i), stride.get(i), coord, layout);
        path.remove(path.size() - 1);
      }
    }
  }

  /** Index of a 1-D coordinate within a mode: colexicographic split, the last leaf unreduced. */
  private static long split(long c, IntTuple shape, IntTuple stride) {
    if (shape instanceof IntTuple.Int) {
      return Math.multiplyExact(c, ((IntTuple.Int) stride).value());
    }
    List<IntTuple> s = ((IntTuple.Tuple) shape).elements();
    long idx = 0;
    long rest = c;
    for (int m = 0; m < s.size(); m++) {
      int size = s.get(m).size();
      long part = m == s.size() - 1 ? rest : rest % size;
      idx = Math.addExact(idx, split(part, s.get(m), stride.get(m)));
      rest /= size;
    }
    return idx;
  }
}
