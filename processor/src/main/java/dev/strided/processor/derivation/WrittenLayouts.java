package dev.strided.processor.derivation;

import dev.strided.core.Congruence;
import dev.strided.core.Extents;
import dev.strided.core.ModePath;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A written layout read into a layout, in this order: per text (shape, then stride) its
 * {@link TextLimits} of length and nesting, syntax and {@link DynamicNames}; the shape's leaf
 * limit; rank and depth; extent; the stride filled in; the {@code assume} facts. Each method reads
 * one rule and throws {@link LayoutRejected} with the single error for the first fault, so a fault
 * never cascades. What holds of every layout, written or derived (the limits on the generated
 * class, overflow, the demanded properties), checking decides next.
 *
 * <pre>{@code
 * CheckedLayout layout = WrittenLayouts.read(request);  // or LayoutRejected with the error
 * }</pre>
 */
public final class WrittenLayouts {
  private WrittenLayouts() {}

  /**
   * Reads a written layout ({@code shape}, {@code stride}, {@code order}, {@code assume}).
   *
   * @param request the annotation, without {@code of}
   * @return the parsed, congruent layout with its stride filled in and its facts
   * @throws LayoutRejected with the first fault
   */
  public static CheckedLayout read(LayoutRequest request) throws LayoutRejected {
    if (request.shape().isEmpty()) {
      throw new LayoutRejected(new Diagnostic(Tag.SYNTAX, "@Layout needs a shape, such as "
          + "shape = \"(4,8)\", or a derivation, such as of = \"zipped_divide(Other, (2,4))\".",
          "shape"));
    }
    List<String> names = new ArrayList<>();
    SymbolicTuple shape = syntax(request.shape(), "shape", names);
    TextLimits.leaves(shape, request.shape());
    SymbolicTuple stride = null;
    if (!request.stride().isEmpty()) {
      stride = syntax(request.stride(), "stride", names);
      congruence(shape, stride);
    }
    extents(shape, request.shape());
    if (stride == null) {
      stride = overflowGuard(() -> CompactStride.of(shape, request.rowMajor()), request, "shape");
    }
    CheckedLayout layout = new CheckedLayout(request, shape, stride, names);
    if (!request.assume().isEmpty()) {
      layout = layout.withFacts(Assumptions.parse(request, names,
          layout.bindings().extentParameters(), List.of()));
    }
    return layout;
  }

  /** [strided:limit], [strided:syntax] and [strided:name] for the names inside the text. */
  static SymbolicTuple syntax(String text, String attribute, List<String> names)
      throws LayoutRejected {
    TextLimits.text(text, attribute);
    Notation.Term term;
    SymbolicTuple tuple;
    try {
      term = Notation.parseTuple(text);
      tuple = SymbolicTuple.of(term, text);
    } catch (NotationError e) {
      DynamicNames.ignorableInName(text, e.position(), attribute);
      throw new LayoutRejected(new Diagnostic(Tag.SYNTAX, attribute + " \"" + text
          + "\" does not parse: " + e.problem() + strideHint(text, attribute) + ".\n"
          + NotationError.caret(text, e.position()), attribute));
    } catch (ArithmeticException e) {
      throw new LayoutRejected(new Diagnostic(Tag.OVERFLOW, "a product in " + attribute + " \""
          + text + "\" exceeds the range of long.", attribute));
    }
    DynamicNames.collect(term, text, attribute, names);
    return tuple;
  }

  /** For a shape written as a whole layout {@code (8,4):(1,8)}: where its stride belongs. */
  private static String strideHint(String text, String attribute) {
    if (!attribute.equals("shape")) {
      return "";
    }
    try {
      Notation.LayoutTerms layout = Notation.parseLayout(text);
      if (layout.stride() == null) {
        return "";
      }
    } catch (NotationError e) {
      return "";
    }
    int colon = text.indexOf(':');
    return "; the stride goes in its own attribute: shape = \"" + text.substring(0, colon).trim()
        + "\", stride = \"" + text.substring(colon + 1).trim() + "\"";
  }

  /** [strided:rank] and [strided:depth]: the words of the core's {@link Congruence}. */
  static void congruence(SymbolicTuple shape, SymbolicTuple stride) throws LayoutRejected {
    Optional<Congruence.Mismatch> m = Congruence.find(SymbolicTuple.TREES, shape.located(),
        stride.located());
    if (m.isPresent()) {
      Congruence.Mismatch mismatch = m.get();
      Tag tag = mismatch.kind() == Congruence.Kind.RANK ? Tag.RANK : Tag.DEPTH;
      throw new LayoutRejected(new Diagnostic(tag, mismatch.message() + ".\n  shape:  " + shape
          + "\n  stride: " + stride, "stride"));
    }
  }

  /** [strided:extent]: every extent at least 1; a dynamic extent needs a positive coefficient. */
  static void extents(SymbolicTuple shape, String text) throws LayoutRejected {
    Optional<ModePath.Located<Tree<SymbolicTuple.Leaf>>> bad = Extents.firstBelowOne(
        SymbolicTuple.TREES, shape.located(), l -> l.value().coefficient() < 1);
    if (bad.isPresent()) {
      SymbolicTuple.Leaf leaf = SymbolicTuple.TREES.leaf(bad.get().tree());
      Symbol v = leaf.value();
      String why = v.isConstant() ? "" : " for every value of " + String.join("*", v.names());
      throw new LayoutRejected(new Diagnostic(Tag.EXTENT, "shape \"" + text + "\" has extent " + v
          + " at " + bad.get().path().where() + ", which is below 1" + why + "; every extent must "
          + "be at least 1.\n" + NotationError.caret(text, leaf.position()), "shape"));
    }
  }

  /** Wraps a computation whose long arithmetic may overflow into an [strided:overflow] error. */
  static <T> T overflowGuard(java.util.function.Supplier<T> computation, LayoutRequest request,
      String attribute) throws LayoutRejected {
    try {
      return computation.get();
    } catch (ArithmeticException e) {
      throw new LayoutRejected(new Diagnostic(Tag.OVERFLOW, "layout \"" + request.shape()
          + (request.stride().isEmpty() ? "" : ":" + request.stride())
          + "\" has a size or stride that exceeds the range of long.", attribute));
    }
  }
}
