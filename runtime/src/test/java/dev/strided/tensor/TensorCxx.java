package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.core.Notation;
import java.util.ArrayList;
import java.util.List;

/** Strided values as CuTe C++ expressions: static integers {@code Int<N>{}}, dynamic ones plain. */
public final class TensorCxx {
  private TensorCxx() {}

  public static String layout(Layout l) {
    return "make_layout(" + tuple(l.shape(), "make_shape") + ", " + tuple(l.stride(), "make_stride")
        + ")";
  }

  public static String tuple(IntTuple t, String maker) {
    if (t instanceof IntTuple.Int i) {
      return i.isStatic() ? "Int<" + i.value() + ">{}" : "int(" + i.value() + ")";
    }
    List<String> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      parts.add(tuple(e, maker));
    }
    return maker + "(" + String.join(", ", parts) + ")";
  }

  /** A layout, an extent, {@code _} or a by-mode tuple ({@code make_shape} when all extents). */
  static String tiler(Tiler t) {
    if (t instanceof Layout l) {
      return layout(l);
    }
    if (t instanceof Tiler.Extent n) {
      return tuple(n.extent(), "make_shape");
    }
    if (t instanceof Tiler.Keep) {
      return "_";
    }
    List<Tiler> modes = ((Tiler.ByMode) t).modes();
    List<String> parts = new ArrayList<>();
    modes.forEach(m -> parts.add(tiler(m)));
    boolean shape = modes.stream().allMatch(m -> m instanceof Tiler.Extent);
    return (shape ? "make_shape(" : "make_tile(") + String.join(", ", parts) + ")";
  }

  /** A coordinate in Strided's text ({@code "(1,_)"}, {@code "5"}) as C++, integers dynamic. */
  static String coord(String text) {
    return coord(Notation.parseTuple(text));
  }

  private static String coord(Notation.Term t) {
    if (t instanceof Notation.Number n) {
      return n.isStatic() ? "Int<" + n.value() + ">{}" : String.valueOf(n.value());
    }
    if (t instanceof Notation.Blank) {
      return "_";
    }
    List<String> parts = new ArrayList<>();
    ((Notation.Group) t).elements().forEach(e -> parts.add(coord(e)));
    return "make_coord(" + String.join(", ", parts) + ")";
  }
}
