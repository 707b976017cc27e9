package dev.strided;

import java.util.ArrayList;
import java.util.List;

/** Strided values written as CuTe C++ expressions (static integers as {@code Int<N>{}}). */
final class CuteCxx {
  private CuteCxx() {}

  static String layout(Layout l) {
    return "make_layout(" + tuple(l.shape(), "make_shape") + ", " + tuple(l.stride(), "make_stride")
        + ")";
  }

  static String tuple(IntTuple t, String maker) {
    if (t instanceof IntTuple.Int i) {
      return integer(i);
    }
    List<String> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      parts.add(tuple(e, maker));
    }
    return maker + "(" + String.join(", ", parts) + ")";
  }

  static String integer(IntTuple.Int i) {
    return i.isStatic() ? "Int<" + i.value() + ">{}" : "int(" + i.value() + ")";
  }

  /** A layout, an extent, {@code _}, or a by-mode tuple ({@code make_shape} when all extents). */
  static String tiler(Tiler t) {
    if (t instanceof Layout l) {
      return layout(l);
    }
    if (t instanceof Tiler.Extent n) {
      return integer(n.extent());
    }
    if (t instanceof Tiler.Keep) {
      return "_";
    }
    List<Tiler> modes = ((Tiler.ByMode) t).modes();
    boolean shape = modes.stream().allMatch(m -> m instanceof Tiler.Extent);
    List<String> parts = new ArrayList<>();
    for (Tiler m : modes) {
      parts.add(tiler(m));
    }
    return (shape ? "make_shape(" : "make_tile(") + String.join(", ", parts) + ")";
  }

  /** A slice coordinate: {@code "(_,(1,_))"} as {@code make_coord(_, make_coord(Int<1>{}, _))}. */
  static String coord(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(') {
        out.append("make_coord(");
      } else if (Character.isDigit(c)) {
        int end = i;
        while (end < text.length() && Character.isDigit(text.charAt(end))) {
          end++;
        }
        out.append("Int<").append(text, i, end).append(">{}");
        i = end - 1;
      } else {
        out.append(c == ',' ? ", " : String.valueOf(c));
      }
    }
    return out.toString();
  }
}
