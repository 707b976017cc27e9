package dev.strided.processor.derivation;

import dev.strided.Layout;
import dev.strided.NotationException;
import dev.strided.Tiler;
import dev.strided.core.Expression;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Pair;
import dev.strided.core.Symbol;
import dev.strided.core.Tiling;
import dev.strided.core.Tree;
import dev.strided.processor.Diagnostic;
import dev.strided.processor.LayoutRejected;
import dev.strided.processor.Tag;
import dev.strided.processor.checking.CompactStride;
import dev.strided.processor.checking.LayoutChecks;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What the literals of an {@code of} expression mean: an inline layout {@code shape:stride} (or a
 * shape with compact column-major strides), a tiler ({@code n} is {@code n:1}, {@code _} keeps a
 * mode), a shape. Literals take numbers only: a name belongs to a layout of its own, whose
 * {@code @Layout} checks it as a written layout.
 *
 * <pre>{@code
 * // of = "zipped_divide(Gmem, (128,_))": the literal (128,_) is ByMode[Extent 128, Keep]
 * }</pre>
 */
final class DerivationLiterals {
  /** A rejection through the core's callbacks, which cannot throw checked exceptions. */
  static final class Rejection extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient LayoutRejected rejected;

    Rejection(LayoutRejected rejected) {
      super(null, null, false, false);
      this.rejected = rejected;
    }
  }

  private final LayoutRequest request;

  DerivationLiterals(LayoutRequest request) {
    this.request = request;
  }

  Pair<Tree<Symbol>> layout(Expression.Literal literal) {
    Notation.LayoutTerms terms = parsed(literal, () -> Notation.parseLayout(literal.text()));
    SymbolicTuple shape = staticTuple(literal, terms.shape());
    SymbolicTuple stride = terms.stride() == null
        ? CompactStride.of(shape, false) : staticTuple(literal, terms.stride());
    try {
      LayoutChecks.congruence(shape, stride);
      LayoutChecks.extents(shape, literal.text());
    } catch (LayoutRejected e) {
      throw new Rejection(new LayoutRejected(new Diagnostic(e.diagnostic().tag(), "of \""
          + request.of() + "\" has the layout " + literal.text() + " at offset "
          + literal.position() + ": " + e.diagnostic().message(), "of")));
    }
    return new Pair<>(shape.tree(), stride.tree());
  }

  /**
   * A tiler, read by the runtime's tiler grammar (a tiler's numbers are values, so static here):
   * an extent, a layout, {@code _}, or a by-mode tuple of these, nested as deep as the modes.
   */
  Tiling<Tree<Symbol>, Symbol> tiler(Expression.Literal literal) {
    Tiler tiler;
    try {
      tiler = Tiler.parse(literal.text());
    } catch (NotationException e) {
      throw fail(Tag.SYNTAX, literal.position() + e.position(), "does not parse: " + e.problem());
    } catch (IllegalArgumentException e) {
      throw fail(Tag.ALGEBRA, literal.position(), "has the tiler " + literal.text() + ", which is "
          + "not a layout: " + e.getMessage());
    }
    return tiling(tiler);
  }

  private static Tiling<Tree<Symbol>, Symbol> tiling(Tiler tiler) {
    if (tiler instanceof Tiler.Keep) {
      return new Tiling.Keep<>();
    }
    if (tiler instanceof Tiler.Extent e) {
      return new Tiling.Extent<>(Symbol.constant(e.extent().value()));
    }
    if (tiler instanceof Layout l) {
      return new Tiling.Of<>(new Pair<>(RuntimeLayouts.tree(l.shape()),
          RuntimeLayouts.tree(l.stride())));
    }
    List<Tiling<Tree<Symbol>, Symbol>> modes = new ArrayList<>();
    for (Tiler mode : ((Tiler.ByMode) tiler).modes()) {
      modes.add(tiling(mode));
    }
    return new Tiling.ByMode<>(modes);
  }

  Tree<Symbol> shape(Expression.Literal literal) {
    return staticTuple(literal, parsed(literal, () -> Notation.parseTuple(literal.text()))).tree();
  }

  private SymbolicTuple staticTuple(Expression.Literal literal, Notation.Term term) {
    SymbolicTuple t = parsed(literal, () -> SymbolicTuple.of(term, literal.text()));
    for (SymbolicTuple.Leaf leaf : t.leaves()) {
      if (!leaf.value().isStatic()) {
        throw fail(Tag.ALGEBRA, literal.position() + leaf.position(), "uses the name "
            + leaf.value() + " in an inline layout or tiler, which take numbers only; give the "
            + "layout with names its own @Layout and refer to it by name");
      }
    }
    return t;
  }

  private <T> T parsed(Expression.Literal literal, Supplier<T> parse) {
    try {
      return parse.get();
    } catch (NotationError e) {
      throw fail(Tag.SYNTAX, literal.position() + e.position(), "does not parse: " + e.problem());
    }
  }

  Rejection fail(Tag tag, int position, String problem) {
    return new Rejection(rejected(tag, request, position, problem));
  }

  static LayoutRejected rejected(Tag tag, LayoutRequest request, int position, String problem) {
    return new LayoutRejected(new Diagnostic(tag, "of \"" + request.of() + "\" " + problem + ".\n"
        + NotationError.caret(request.of(), position), "of"));
  }
}
