package dev.strided.processor.derivation;

import dev.strided.Swizzle;
import dev.strided.core.Expression;
import dev.strided.core.Facts;
import dev.strided.core.Pair;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.processor.Diagnostic;
import dev.strided.processor.LayoutRejected;
import dev.strided.processor.Tag;
import dev.strided.processor.checking.LeafValues;
import dev.strided.processor.checking.Limits;
import dev.strided.processor.checking.Overflow;
import dev.strided.processor.checking.PropertyChecks;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * The result of a derivation as a checked layout: its leaves in quotient names
 * ({@link QuotientNames}), its names in {@code of(...)}'s order, its swizzle, and the checks a
 * written layout gets (printed size, overflow), plus the limit on swizzled layouts.
 *
 * <pre>{@code
 * CheckedLayout layout = DerivedResult.checked(request, result.layout(), partial, facts, swizzle);
 * }</pre>
 */
final class DerivedResult {
  private DerivedResult() {}

  /** The swizzle of {@code Sw<B,M,S> o X}, or null without one (or with no bits, a no-op). */
  static Swizzle swizzle(LayoutRequest request, Expression.Swizzled sw,
      List<String> parameters) {
    if (sw == null || sw.bits() == 0) {
      return null;
    }
    if (!parameters.isEmpty()) {
      throw new DerivationLiterals.Rejection(DerivationLiterals.rejected(Tag.ALGEBRA, request,
          sw.position(), "is a swizzled layout with the names " + String.join(", ", parameters)
          + ", which this version does not generate (a swizzled layout must be static)"));
    }
    try {
      return new Swizzle(sw.bits(), sw.base(), sw.shift());
    } catch (IllegalArgumentException e) {
      throw new DerivationLiterals.Rejection(DerivationLiterals.rejected(Tag.ALGEBRA, request,
          sw.position(), "has an invalid swizzle: " + e.getMessage()));
    }
  }

  /** The result in quotient names, checked as a written layout. */
  static CheckedLayout checked(LayoutRequest request, Pair<Tree<Symbol>> result,
      Bindings partial, Facts known, Swizzle swizzle) throws LayoutRejected {
    SymbolicTuple shown = tuple(result.shape());
    SymbolicTuple shownStride = tuple(result.stride());
    QuotientNames quotients =
        new QuotientNames(leavesOf(shown, shownStride), known, partial.parameters());
    SymbolicTuple shape;
    SymbolicTuple stride;
    try {
      shape = tuple(quotients.rewrite(result.shape()));
      stride = tuple(quotients.rewrite(result.stride()));
    } catch (ArithmeticException e) {
      throw new LayoutRejected(new Diagnostic(Tag.ALGEBRA, "of \"" + request.of() + "\" gives "
          + shown.canonical() + ":" + shownStride.canonical() + ", whose leaves this version "
          + "cannot compute exactly from the names (" + e.getMessage() + ").", "of"));
    }
    Limits.printed(shape, stride, "of");
    Bindings bindings = new Bindings(partial.parameters(), partial.extentParameters(),
        partial.facts(), quotients.quotients(), (swizzle == null ? "" : swizzle + " o _0 o ")
        + shown.canonical() + ":" + shownStride.canonical(), List.of());
    List<Symbol> leaves = leavesOf(shape, stride);
    List<String> names = new ArrayList<>();
    for (String p : bindings.parameters()) {
      String n = quotients.nameOf(p);
      if (leaves.stream().anyMatch(leaf -> leaf.names().contains(n))) {
        names.add(n);
      }
    }
    CheckedLayout layout = new CheckedLayout(request, shape, stride, names, bindings, swizzle);
    Overflow.check(layout);
    long size = LeafValues.of(layout).size();
    if (swizzle != null && size > PropertyChecks.ENUMERATION_LIMIT) {
      throw new LayoutRejected(new Diagnostic(Tag.LIMIT, "of \"" + request.of() + "\" is a "
          + "swizzled layout of " + size + " coordinates; this version generates swizzled "
          + "layouts of at most " + PropertyChecks.ENUMERATION_LIMIT + ", whose indices it "
          + "enumerates.", "of"));
    }
    return layout;
  }

  private static List<Symbol> leavesOf(SymbolicTuple shape, SymbolicTuple stride) {
    List<Symbol> out = new ArrayList<>();
    shape.leaves().forEach(l -> out.add(l.value()));
    stride.leaves().forEach(l -> out.add(l.value()));
    return out;
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
