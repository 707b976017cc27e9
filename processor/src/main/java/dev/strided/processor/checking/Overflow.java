package dev.strided.processor.checking;

import dev.strided.core.NotationError;
import dev.strided.core.Quantities;
import dev.strided.core.QuantityAlgebra;
import dev.strided.core.Symbol;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.ExactQuantity;
import dev.strided.processor.model.LeafPath;
import dev.strided.processor.model.LeafValues;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.function.Supplier;

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
public final class Overflow {
  private Overflow() {}

  /**
   * Checks the layout.
   *
   * @param layout the congruent layout
   * @throws LayoutRejected on the first quantity that does not fit
   */
  public static void check(CheckedLayout layout) throws LayoutRejected {
    LayoutRequest r = layout.request();
    leafValues(layout.shape(), r.shape(), "shape", r);
    if (!r.stride().isEmpty()) {
      leafValues(layout.stride(), r.stride(), "stride", r);
    }
    LeafValues v = LeafValues.of(layout);
    QuantityAlgebra<Symbol, ExactQuantity> q = ExactQuantity.algebra(layout::isExtentName);
    long size;
    try {
      size = Quantities.size(q, v.extentList()).constant();
    } catch (ArithmeticException e) {
      throw tooBig(layout, "size", null, "shape");
    }
    fits(layout, "size", size, "shape");
    // static layouts: exact; with names: the leaves whose extent and stride are both static give a
    // lower bound (the other terms are at least 0), which keeps the model's constants exact
    Long cosize = constantOrNull(() -> Quantities.cosize(q, v.extentList(), v.strideList()));
    fits(layout, "cosize", cosize, r.strideAttribute());
    Long capacity = constantOrNull(() -> Quantities.capacity(q, v.extentList(), v.strideList()));
    fits(layout, "capacity", capacity, r.strideAttribute());
  }

  /** The constant part of a quantity, or null when it exceeds the range of long. */
  private static Long constantOrNull(Supplier<ExactQuantity> quantity) {
    try {
      return quantity.get().constant();
    } catch (ArithmeticException e) {
      return null;
    }
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
      message = what + " is " + (layout.names().isEmpty() ? "" : "at least ") + value
          + (layout.names().isEmpty() ? "" : bound) + ", which does not fit in "
          + r.indexTypeName() + "; use " + (r.longIndex() ? "smaller extents or strides."
              : "indexType = LONG or smaller extents or strides.");
    }
    return new LayoutRejected(new Diagnostic(Tag.OVERFLOW, message, attribute));
  }
}
