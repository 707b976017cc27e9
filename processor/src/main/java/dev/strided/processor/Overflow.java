package dev.strided.processor;

import dev.strided.core.NotationError;
import dev.strided.core.Symbol;
import java.util.List;

/**
 * The [strided:overflow] rule: every static value, the size, the cosize and the capacity must fit in
 * the index type. Static layouts are decided exactly; for layouts with names the static parts are
 * checked here (the size with every name 1, and the cosize and capacity of the leaves without names,
 * are lower bounds) and the generated {@code of(...)} checks the rest when the names are bound.
 *
 * <pre>{@code
 * // @Layout(shape = "(65536,65536)") -> [strided:overflow] the size of layout (65536,65536):(1,65536)
 * //   is 4294967296, which does not fit in int; ...
 * }</pre>
 */
final class Overflow {
  private Overflow() {}

  /**
   * Checks the layout.
   *
   * @param layout the congruent layout
   * @throws LayoutRejected on the first quantity that does not fit
   */
  static void check(CheckedLayout layout) throws LayoutRejected {
    LayoutRequest r = layout.request();
    leafValues(layout.shape(), r.shape(), "shape", r);
    if (!r.stride().isEmpty()) {
      leafValues(layout.stride(), r.stride(), "stride", r);
    }
    List<SymbolicTuple.Leaf> s = layout.shape().leaves();
    List<SymbolicTuple.Leaf> d = layout.stride().leaves();
    long size = 1;
    Long cosize = 1L;
    Long capacity = 0L;
    try {
      for (SymbolicTuple.Leaf leaf : s) {
        size = Math.multiplyExact(size, leaf.value().coefficient());
      }
    } catch (ArithmeticException e) {
      throw tooBig(layout, "size", null, "shape");
    }
    fits(layout, "size", size, "shape");
    // static layouts: exact; with names: the leaves whose extent and stride are both static give a
    // lower bound (the other terms are at least 0), which keeps the model's constants exact
    try {
      for (int k = 0; k < s.size(); k++) {
        Symbol extent = s.get(k).value();
        Symbol stride = d.get(k).value();
        if (extent.isStatic() && stride.isStatic()) {
          long span = Math.absExact(stride.coefficient());
          cosize = Math.addExact(cosize, Math.multiplyExact(extent.coefficient() - 1, span));
        }
      }
    } catch (ArithmeticException e) {
      cosize = null;
    }
    fits(layout, "cosize", cosize, r.strideAttribute());
    try {
      for (int k = 0; k < s.size(); k++) {
        Symbol extent = s.get(k).value();
        Symbol stride = d.get(k).value();
        if (extent.isStatic() && stride.isStatic()) {
          long span = Math.absExact(stride.coefficient());
          capacity = Math.max(capacity, Math.multiplyExact(extent.coefficient(), span));
        }
      }
    } catch (ArithmeticException e) {
      capacity = null;
    }
    fits(layout, "capacity", capacity, r.strideAttribute());
  }

  private static void leafValues(SymbolicTuple tuple, String text, String attribute,
      LayoutRequest r) throws LayoutRejected {
    for (LeafPath leaf : LeafPath.of(tuple)) {
      long c = leaf.leaf().value().coefficient();
      if (c > r.indexMax() || c < -r.indexMax() - 1) {
        throw new LayoutRejected(new Diagnostic(Tag.OVERFLOW, "the value " + c + " at "
            + leaf.where() + " of " + attribute + " does not fit in " + r.indexTypeName()
            + (r.longIndex() ? "" : "; use indexType = LONG") + ".\n"
            + NotationError.caret(text, leaf.leaf().position()), attribute));
      }
    }
  }

  private static void fits(CheckedLayout layout, String quantity, Long value, String attribute)
      throws LayoutRejected {
    if (value == null || value > layout.request().indexMax()) {
      throw tooBig(layout, quantity, value, attribute);
    }
  }

  private static LayoutRejected tooBig(
      CheckedLayout layout, String quantity, Long value, String attribute) {
    LayoutRequest r = layout.request();
    String what = "the " + quantity + " of layout " + layout.text();
    String message;
    if (value == null) {
      message = what + " exceeds the range of long, so it does not fit in " + r.indexTypeName()
          + ".";
    } else {
      String bound = quantity.equals("size") ? " (when every name is 1)"
          : " (from its leaves without names alone)";
      message = what + " is " + (layout.isStatic() ? "" : "at least ") + value
          + (layout.isStatic() ? "" : bound) + ", which does not fit in "
          + r.indexTypeName() + "; use " + (r.longIndex() ? "smaller extents or strides."
              : "indexType = LONG or smaller extents or strides.");
    }
    return new LayoutRejected(new Diagnostic(Tag.OVERFLOW, message, attribute));
  }
}
