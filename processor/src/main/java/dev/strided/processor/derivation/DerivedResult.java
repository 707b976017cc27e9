package dev.strided.processor.derivation;

import dev.strided.Swizzle;
import dev.strided.core.Expression;
import dev.strided.core.Facts;
import dev.strided.core.Pair;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.Mask;
import dev.strided.processor.model.SymbolicTuple;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * The result of a derivation as a checked layout: its leaves in quotient names
 * ({@link QuotientNames}) and derived names ({@link DerivedNames}), its names in {@code of(...)}'s
 * order, its swizzle, the bounds of a masked layout, and the checks a written layout gets (printed
 * size, overflow), plus the limit on swizzled layouts.
 *
 * <pre>{@code
 * CheckedLayout layout =
 *     DerivedResult.checked(request, result.layout(), partial, facts, swizzle, twin);
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

  /**
   * The result in quotient names and derived names, with the bounds of a masked layout in the same
   * names; checking then checks it as it checks a written layout.
   */
  static CheckedLayout checked(LayoutRequest request, Pair<Tree<Symbol>> result,
      Bindings partial, Facts known, Swizzle swizzle, MaskedTwin.Twin twin)
      throws LayoutRejected {
    SymbolicTuple shown = SymbolicTuple.of(result.shape());
    SymbolicTuple shownStride = SymbolicTuple.of(result.stride());
    List<Symbol> all = leavesOf(shown, shownStride);
    if (twin != null) {
      twin.coefficients().forEach(c -> all.addAll(c.leaves()));
      all.addAll(twin.extents());
    }
    QuotientNames quotients = new QuotientNames(all, known, partial.parameters());
    SymbolicTuple shape;
    SymbolicTuple stride;
    DerivedNames derived;
    Mask mask;
    try {
      List<String> taken = new ArrayList<>(partial.parameters());
      quotients.quotients().forEach(q -> taken.add(q.name()));
      derived = new DerivedNames(known.quotients(), all, taken);
      shape = SymbolicTuple.of(derived.rewrite(quotients.rewrite(result.shape())));
      stride = SymbolicTuple.of(derived.rewrite(quotients.rewrite(result.stride())));
      mask = twin == null ? null : mask(twin, quotients, derived);
    } catch (ArithmeticException | IllegalArgumentException e) {
      throw new LayoutRejected(new Diagnostic(Tag.ALGEBRA, "of \"" + request.of() + "\" gives "
          + shown.canonical() + ":" + shownStride.canonical() + ", whose leaves this version "
          + "cannot compute exactly from the names (" + e.getMessage() + ").", "of"));
    }
    Bindings bindings = new Bindings(partial.parameters(), partial.extentParameters(),
        partial.facts(), quotients.quotients(), (swizzle == null ? "" : swizzle + " o _0 o ")
        + shown.canonical() + ":" + shownStride.canonical(), List.of(), derived.derived());
    List<Symbol> leaves = leavesOf(shape, stride);
    if (mask != null) {
      for (Mask.Bound b : mask.bounds()) {
        b.coefficients().leaves().forEach(l -> leaves.add(l.value()));
        leaves.add(b.extent());
      }
    }
    List<String> names = new ArrayList<>();
    for (String p : bindings.parameters()) {
      String n = quotients.nameOf(p);
      if (leaves.stream().anyMatch(leaf -> leaf.names().contains(n))) {
        names.add(n);
      }
    }
    for (Bindings.Derived d : bindings.derived()) {
      if (leaves.stream().anyMatch(leaf -> leaf.names().contains(d.name()))) {
        names.add(d.name());
      }
    }
    return new CheckedLayout(request, shape, stride, names, bindings, swizzle, mask);
  }

  /** The twin's bounds in the layout's names. */
  private static Mask mask(MaskedTwin.Twin twin, QuotientNames quotients, DerivedNames derived) {
    List<Mask.Bound> bounds = new ArrayList<>();
    for (int j = 0; j < twin.extents().size(); j++) {
      Tree<Symbol> extent = new Tree.Leaf<>(twin.extents().get(j));
      bounds.add(new Mask.Bound(SymbolicTuple.of(derived.rewrite(quotients.rewrite(
          twin.coefficients().get(j)))), ((Tree.Leaf<Symbol>) derived.rewrite(
              quotients.rewrite(extent))).value(), twin.whats().get(j)));
    }
    return new Mask(twin.source(), bounds, twin.reach(), twin.origin());
  }

  private static List<Symbol> leavesOf(SymbolicTuple shape, SymbolicTuple stride) {
    List<Symbol> out = new ArrayList<>();
    shape.leaves().forEach(l -> out.add(l.value()));
    stride.leaves().forEach(l -> out.add(l.value()));
    return out;
  }
}
