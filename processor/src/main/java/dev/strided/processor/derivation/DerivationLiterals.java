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
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.RuntimeLayouts;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What the literals of an {@code of} expression mean: an inline layout {@code shape:stride} (or a
 * shape with compact column-major strides), a tiler ({@code n} is {@code n:1}, {@code _} keeps a
 * mode), a shape. Literals may use names ({@code (BM,BN)}, {@code (MB,NB):(1,MB)}), which are names
 * of the derived layout ({@link #names}); a tiler with names is a layout or a by-mode tuple of
 * extents and {@code _}.
 *
 * <pre>{@code
 * // of = "zipped_divide(Gmem, (128,_))": the literal (128,_) is ByMode[Extent 128, Keep]
 * // of = "zipped_divide(Gmem, (BM,BN))": the literal (BM,BN) is ByMode[Extent BM, Extent BN]
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

  /**
   * The names of a literal, in order of first appearance, each checked as a name of a written
   * layout; those of its shape (every name of a tiler or of a shape) are extents. None for a
   * literal that does not parse as a layout or a shape (its syntax error comes when it is used).
   *
   * @param literal the literal
   * @param names the names found so far, added to
   * @param extents the extent names found so far, added to
   */
  void names(Expression.Literal literal, List<String> names, List<String> extents) {
    Notation.LayoutTerms terms;
    try {
      terms = Notation.parseLayout(literal.text());
    } catch (NotationError e) {
      return;
    }
    try {
      List<String> shape = new ArrayList<>();
      DynamicNames.collect(terms.shape(), literal.text(), "of", shape);
      List<String> all = new ArrayList<>(shape);
      if (terms.stride() != null) {
        DynamicNames.collect(terms.stride(), literal.text(), "of", all);
      }
      for (String n : all) {
        if (!names.contains(n)) {
          names.add(n);
        }
        if (shape.contains(n) && !extents.contains(n)) {
          extents.add(n);
        }
      }
    } catch (LayoutRejected e) {
      throw new Rejection(e);
    }
  }

  Pair<Tree<Symbol>> layout(Expression.Literal literal) {
    Notation.LayoutTerms terms = parsed(literal, () -> Notation.parseLayout(literal.text()));
    SymbolicTuple shape = tuple(literal, terms.shape());
    SymbolicTuple stride = terms.stride() == null
        ? CompactStride.of(shape, false) : tuple(literal, terms.stride());
    try {
      WrittenLayouts.congruence(shape, stride);
      WrittenLayouts.extents(shape, literal.text());
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
    List<String> names = new ArrayList<>();
    names(literal, names, new ArrayList<>());
    if (!names.isEmpty()) {
      return namedTiler(literal);
    }
    Tiler tiler;
    try {
      tiler = Tiler.parse(literal.text());
    } catch (NotationException e) {
      boolean named = literal.text().chars().anyMatch(Character::isLetter);
      throw fail(Tag.SYNTAX, literal.position() + e.position(), "does not parse: " + (named
          ? "a tiler with names is a layout, such as (BM,BN):(1,BM), or a tuple of extents and _, "
              + "such as (BM,_); a layout inside a tuple takes numbers only"
          : e.problem()));
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

  /**
   * A tiler with names: a layout ({@code (MB,NB):(1,MB)}), or a by-mode tuple of extents and
   * {@code _} ({@code (BM,_)}), nested as deep as the modes.
   */
  private Tiling<Tree<Symbol>, Symbol> namedTiler(Expression.Literal literal) {
    Notation.LayoutTerms terms = parsed(literal, () -> Notation.parseLayout(literal.text()));
    if (terms.stride() != null) {
      return new Tiling.Of<>(layout(literal));
    }
    return byMode(literal, terms.shape());
  }

  private Tiling<Tree<Symbol>, Symbol> byMode(Expression.Literal literal, Notation.Term term) {
    if (term instanceof Notation.Blank) {
      return new Tiling.Keep<>();
    }
    if (term instanceof Notation.Group g) {
      List<Tiling<Tree<Symbol>, Symbol>> modes = new ArrayList<>();
      for (Notation.Term e : g.elements()) {
        modes.add(byMode(literal, e));
      }
      return new Tiling.ByMode<>(modes);
    }
    Symbol extent = tuple(literal, term).leaves().get(0).value();   // term is no group
    if (extent.coefficient() < 1) {
      throw fail(Tag.ALGEBRA, literal.position() + term.position(), "has the tiler extent "
          + extent + ", which is below 1");
    }
    return new Tiling.Extent<>(extent);
  }

  Tree<Symbol> shape(Expression.Literal literal) {
    return tuple(literal, parsed(literal, () -> Notation.parseTuple(literal.text()))).tree();
  }

  private SymbolicTuple tuple(Expression.Literal literal, Notation.Term term) {
    return parsed(literal, () -> SymbolicTuple.of(term, literal.text()));
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
