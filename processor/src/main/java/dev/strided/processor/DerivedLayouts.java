package dev.strided.processor;

import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.Facts;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Pair;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicDomain;
import dev.strided.core.Tiling;
import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of {@code @Layout(of = ...)}: the expression parses ([strided:syntax]), its references
 * name other {@code @Layout}s of the same type without a cycle and {@code of} comes without a shape
 * ([strided:reference]), and the core's algebra — the runtime's, on symbolic leaves with the policy
 * that tiles never overhang — accepts every operation ([strided:algebra]). The result is checked as a
 * written layout would be.
 *
 * <pre>{@code
 * // @Layout(name = "Block", shape = "(8,8)") @Layout(name = "Tiles", of = "zipped_divide(Block, (2,4))")
 * DerivedLayouts.check(tiles, List.of(block, tiles));   // ((_2,_4),(_4,_2)):((_1,_8),(_2,_32))
 * }</pre>
 */
final class DerivedLayouts {
  private final List<LayoutRequest> siblings;
  private final List<String> visiting = new ArrayList<>();

  private DerivedLayouts(List<LayoutRequest> siblings) {
    this.siblings = siblings;
  }

  /**
   * The checked layout a derivation gives.
   *
   * @param request an annotation with {@code of}
   * @param siblings every {@code @Layout} of the same type, {@code request} included
   * @return the derived layout, checked
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  static CheckedLayout check(LayoutRequest request, List<LayoutRequest> siblings)
      throws LayoutRejected {
    return new DerivedLayouts(siblings).derive(request);
  }

  private CheckedLayout derive(LayoutRequest request) throws LayoutRejected {
    if (request.anchor("shape") != null || request.anchor("stride") != null) {
      throw new LayoutRejected(new Diagnostic(Tag.REFERENCE, "of \"" + request.of() + "\" derives "
          + "the whole layout, so this @Layout cannot also give a shape or a stride; remove them or "
          + "remove of.", "of"));
    }
    Limits.text(request.of(), "of");
    Expression expression;
    try {
      expression = Expression.parse(request.of());
    } catch (NotationError e) {
      throw rejected(Tag.SYNTAX, request, e.position(), "does not parse: " + e.problem());
    }
    visiting.add(GeneratedNames.simpleName(request));
    try {
      Derivation.Result<Tree<Symbol>> result = Derivation.evaluate(
          new SymbolicDomain(Facts.none(), Policy.REFUSE_OVERHANG), expression,
          new Scope(request));
      if (result.swizzle() != null) {
        throw rejected(Tag.ALGEBRA, request, result.swizzle().position(), "is a swizzled layout, "
            + "which this version generates only from the runtime (SwizzledLayout.derive)");
      }
      SymbolicTuple shape = tuple(result.layout().shape());
      SymbolicTuple stride = tuple(result.layout().stride());
      Limits.printed(shape, stride, "of");
      CheckedLayout layout = new CheckedLayout(request, shape, stride, List.of());
      Overflow.check(layout);
      return layout;
    } catch (Derivation.Refused e) {
      throw rejected(Tag.ALGEBRA, request, e.position(), "is refused: " + e.getMessage());
    } catch (Rejection e) {
      throw e.rejected;
    } finally {
      visiting.remove(visiting.size() - 1);
    }
  }

  /** The references and literals of one expression. */
  private final class Scope implements Derivation.Context<Tree<Symbol>, Symbol> {
    private final LayoutRequest request;

    Scope(LayoutRequest request) {
      this.request = request;
    }

    @Override
    public Pair<Tree<Symbol>> layout(Expression.Reference reference) {
      String name = reference.name();
      LayoutRequest used = null;
      for (LayoutRequest sibling : siblings) {
        if (GeneratedNames.simpleName(sibling).equals(name)) {
          used = sibling;
        }
      }
      if (used == null) {
        throw fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is not the "
            + "generated name of a @Layout on " + request.type().getSimpleName() + " (this version "
            + "resolves the layouts of the same type)");
      }
      if (visiting.contains(name)) {
        throw fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is derived "
            + "from this layout: " + String.join(" -> ", visiting) + " -> " + name);
      }
      CheckedLayout checked;
      try {
        checked = used.of().isEmpty() ? LayoutChecks.check(used) : derive(used);
      } catch (LayoutRejected e) {
        throw fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is not a "
            + "valid layout (its own error is reported on it)");
      }
      if (!checked.isStatic()) {
        throw fail(Tag.ALGEBRA, reference.position(), "refers to " + name + ", which has the names "
            + String.join(", ", checked.names()) + "; this version derives only from static "
            + "layouts");
      }
      return new Pair<>(checked.shape().tree(), checked.stride().tree());
    }

    @Override
    public Pair<Tree<Symbol>> layout(Expression.Literal literal) {
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

    @Override
    public Tiling<Tree<Symbol>, Symbol> tiler(Expression.Literal literal) {
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

    @Override
    public Tree<Symbol> shape(Expression.Literal literal) {
      return staticTuple(literal, parsed(literal, () -> Notation.parseTuple(literal.text()))).tree();
    }

    private SymbolicTuple staticTuple(Expression.Literal literal, Notation.Term term) {
      SymbolicTuple t = parsed(literal, () -> SymbolicTuple.of(term, literal.text()));
      for (SymbolicTuple.Leaf leaf : t.leaves()) {
        if (!leaf.value().isStatic()) {
          throw fail(Tag.ALGEBRA, literal.position() + leaf.position(), "uses the name "
              + leaf.value() + "; this version derives only from static layouts");
        }
      }
      return t;
    }

    private <T> T parsed(Expression.Literal literal, java.util.function.Supplier<T> parse) {
      try {
        return parse.get();
      } catch (NotationError e) {
        throw fail(Tag.SYNTAX, literal.position() + e.position(), "does not parse: " + e.problem());
      }
    }

    private Rejection fail(Tag tag, int position, String problem) {
      return new Rejection(rejected(tag, request, position, problem));
    }
  }

  /** A {@link LayoutRejected} through the core's callbacks, which cannot throw checked exceptions. */
  private static final class Rejection extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient LayoutRejected rejected;

    Rejection(LayoutRejected rejected) {
      super(null, null, false, false);
      this.rejected = rejected;
    }
  }

  private static LayoutRejected rejected(Tag tag, LayoutRequest request, int position,
      String problem) {
    return new LayoutRejected(new Diagnostic(tag, "of \"" + request.of() + "\" " + problem + ".\n"
        + NotationError.caret(request.of(), position), "of"));
  }

  /** A result tree as a checked layout's tuple; every node is anchored on {@code of}. */
  private static SymbolicTuple tuple(Tree<Symbol> t) {
    if (t instanceof Tree.Leaf<Symbol> leaf) {
      return new SymbolicTuple.Leaf(leaf.value(), 0);
    }
    List<SymbolicTuple> elements = new ArrayList<>();
    for (Tree<Symbol> e : ((Tree.Node<Symbol>) t).elements()) {
      elements.add(tuple(e));
    }
    return new SymbolicTuple.Node(elements, 0);
  }
}
