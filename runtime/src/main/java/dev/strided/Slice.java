package dev.strided;

import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code slice_and_offset(coord, layout)}: a coordinate with {@code _} for the modes to keep.
 * The kept sub-layouts, in order, form the sliced layout (a tuple, even of one mode; the layout itself
 * for a lone {@code _}); the fixed coordinates give the offset, {@code layout(coord)} with {@code _}
 * read as 0. An integer given for a tuple mode is split colexicographically, as in indexing.
 */
final class Slice {
  private final String text;
  private final List<IntTuple> keptShapes = new ArrayList<>();
  private final List<IntTuple> keptStrides = new ArrayList<>();
  private long offset;

  private Slice(String text) {
    this.text = text;
  }

  static SlicedLayout slice(Layout layout, String coord) {
    Slice s = new Slice(coord);
    Notation.Term term = Notation.parseTuple(coord);
    if (term instanceof Notation.Blank) {
      return new SlicedLayout(layout, 0);
    }
    try {
      s.walk(term, layout.shape(), layout.stride());
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("the offset of the slice " + coord + " of " + layout
          + " does not fit in a long", e);
    }
    Layout kept = Layout.of(new IntTuple.Tuple(s.keptShapes), new IntTuple.Tuple(s.keptStrides));
    return new SlicedLayout(kept, Values.toInt(s.offset, "offset of the slice"));
  }

  private void walk(Notation.Term c, IntTuple shape, IntTuple stride) {
    if (c instanceof Notation.Blank) {
      keptShapes.add(shape);
      keptStrides.add(stride);
    } else if (c instanceof Notation.Number n) {
      if (n.value() < 0 || n.value() > Integer.MAX_VALUE) {
        throw new NotationError(text, n.position(),
            "a coordinate must be between 0 and " + Integer.MAX_VALUE + ", got " + n.value());
      }
      offset = Math.addExact(offset, split(n.value(), shape, stride));
    } else if (c instanceof Notation.Group g) {
      if (!(shape instanceof IntTuple.Tuple s) || s.rank() != g.elements().size()) {
        throw new NotationError(text, g.position(), "this coordinate has rank "
            + g.elements().size() + " but the mode it addresses is " + shape + " (rank "
            + shape.rank() + (shape instanceof IntTuple.Int ? ", an integer" : "") + ")");
      }
      for (int i = 0; i < s.rank(); i++) {
        walk(g.elements().get(i), s.elements().get(i), stride.get(i));
      }
    } else {
      throw new NotationError(text, c.position(),
          "a slice coordinate holds integers and '_' only");
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
