package dev.strided.processor;

import dev.strided.core.Expression;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Pair;
import dev.strided.core.Symbol;
import dev.strided.core.Tiling;
import dev.strided.core.Tree;
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

  Tiling<Tree<Symbol>, Symbol> tiler(Expression.Literal literal) {
    if (literal.text().contains(":")) {
      return new Tiling.Of<>(layout(literal));
    }
    Notation.Term term = parsed(literal, () -> Notation.parseTuple(literal.text()));
    if (!(term instanceof Notation.Group group)) {
      return tiling(literal, term);
    }
    List<Tiling<Tree<Symbol>, Symbol>> modes = new ArrayList<>();
    for (Notation.Term element : group.elements()) {
      modes.add(tiling(literal, element));
    }
    return new Tiling.ByMode<>(modes);
  }

  /** {@code _} keeps a mode, an integer n is n:1, a nested shape its compact layout. */
  private Tiling<Tree<Symbol>, Symbol> tiling(Expression.Literal literal, Notation.Term term) {
    if (term instanceof Notation.Blank) {
      return new Tiling.Keep<>();
    }
    SymbolicTuple t = staticTuple(literal, term);
    for (SymbolicTuple.Leaf extent : t.leaves()) {
      if (extent.value().coefficient() < 1) {
        throw fail(Tag.EXTENT, literal.position() + extent.position(), "has the tiler extent "
            + extent.value() + "; a tiler's extents are at least 1");
      }
    }
    if (t instanceof SymbolicTuple.Leaf leaf) {
      return new Tiling.Extent<>(leaf.value());
    }
    return new Tiling.Of<>(new Pair<>(t.tree(), CompactStride.of(t, false).tree()));
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
