package dev.strided.processor.model;

import dev.strided.Swizzle;
import dev.strided.core.Fact;
import dev.strided.core.Facts;
import dev.strided.core.GmmaLayoutAtom;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * An annotation whose text parsed and whose shape and stride are congruent, with extents at least
 * 1: the input of the overflow, property and model steps.
 *
 * <pre>{@code
 * // @Layout(shape = "(M,4)") gives shape (M,4), stride (1,M), names [M]
 * }</pre>
 *
 * @param request the annotation
 * @param shape the shape
 * @param stride the stride (the compact one when the annotation omits it)
 * @param names the dynamic names the shape and stride are written in, in order of first
 *     appearance (shape text, then stride text)
 * @param bindings how {@code of(...)} binds them: its parameters and facts
 * @param swizzle the swizzle of a derived {@code Sw<B,M,S> o X} applied to every index, or null
 * @param mask the in-bounds part of a masked layout whose tiles overhang, or null
 * @param proofs the properties checking proved (injective, compact), which the later stages use
 *     and never prove again; null until checking has run
 * @param swizzleAtom the GMMA layout atom the swizzle comes from ({@code of} names one, or a layout
 *     that has one), whose CuTe type swizzles byte addresses; null for a written swizzle or none
 * @param copies the copies its {@code copies} attribute names, resolved; none until checking has
 *     resolved them
 */
public record CheckedLayout(LayoutRequest request, SymbolicTuple shape, SymbolicTuple stride,
    List<String> names, Bindings bindings, Swizzle swizzle, Mask mask, LayoutModel.Proofs proofs,
    GmmaLayoutAtom swizzleAtom, List<LayoutCopy> copies) {
  /** Copies the lists. */
  public CheckedLayout {
    names = List.copyOf(names);
    copies = List.copyOf(copies);
  }

  /**
   * A layout whose swizzle, if any, is written rather than named by a GMMA atom.
   *
   * @param request the annotation
   * @param shape the shape
   * @param stride the stride
   * @param names the names in order of first appearance
   * @param bindings how {@code of(...)} binds them
   * @param swizzle the swizzle, or null
   * @param mask the in-bounds part of a masked layout, or null
   * @param proofs the proven properties, or null
   */
  public CheckedLayout(LayoutRequest request, SymbolicTuple shape, SymbolicTuple stride,
      List<String> names, Bindings bindings, Swizzle swizzle, Mask mask,
      LayoutModel.Proofs proofs) {
    this(request, shape, stride, names, bindings, swizzle, mask, proofs, null, List.of());
  }

  /**
   * The same layout, its swizzle named by a GMMA layout atom.
   *
   * <pre>{@code layout.withSwizzleAtom(GmmaLayoutAtom.parse("GMMA::Layout_K_SW128_Atom<half_t>"));}</pre>
   *
   * @param atom the atom, or null
   * @return the layout
   */
  public CheckedLayout withSwizzleAtom(GmmaLayoutAtom atom) {
    return new CheckedLayout(request, shape, stride, names, bindings, swizzle, mask, proofs, atom,
        copies);
  }

  /**
   * The same layout with the copies its {@code copies} attribute names.
   *
   * <pre>{@code layout.withCopies(List.of(new LayoutCopy.Copy("CopyA", copy)));}</pre>
   *
   * @param resolved the copies
   * @return the layout
   */
  public CheckedLayout withCopies(List<LayoutCopy> resolved) {
    return new CheckedLayout(request, shape, stride, names, bindings, swizzle, mask, proofs,
        swizzleAtom, resolved);
  }

  /**
   * A layout before checking has proved its properties.
   *
   * @param request the annotation
   * @param shape the shape
   * @param stride the stride
   * @param names the names in order of first appearance
   * @param bindings how {@code of(...)} binds them
   * @param swizzle the swizzle, or null
   * @param mask the in-bounds part of a masked layout, or null
   */
  public CheckedLayout(LayoutRequest request, SymbolicTuple shape, SymbolicTuple stride,
      List<String> names, Bindings bindings, Swizzle swizzle, Mask mask) {
    this(request, shape, stride, names, bindings, swizzle, mask, null);
  }

  /**
   * The same layout with what checking proved.
   *
   * <pre>{@code
   * layout.withProofs(new LayoutModel.Proofs(true, true)).proofs().compact();   // true
   * }</pre>
   *
   * @param proven the proven properties
   * @return the layout
   */
  public CheckedLayout withProofs(LayoutModel.Proofs proven) {
    return new CheckedLayout(request, shape, stride, names, bindings, swizzle, mask, proven,
        swizzleAtom, copies);
  }

  /**
   * A layout that is not masked.
   *
   * @param request the annotation
   * @param shape the shape
   * @param stride the stride
   * @param names the names in order of first appearance
   * @param bindings how {@code of(...)} binds them
   * @param swizzle the swizzle, or null
   */
  public CheckedLayout(LayoutRequest request, SymbolicTuple shape, SymbolicTuple stride,
      List<String> names, Bindings bindings, Swizzle swizzle) {
    this(request, shape, stride, names, bindings, swizzle, null);
  }

  /**
   * A written layout: {@code of(...)} takes its names, checks no fact and computes no quotient.
   *
   * @param request the annotation
   * @param shape the shape
   * @param stride the stride
   * @param names the names in order of first appearance
   */
  public CheckedLayout(LayoutRequest request, SymbolicTuple shape, SymbolicTuple stride,
      List<String> names) {
    this(request, shape, stride, names, new Bindings(names, shapeNames(shape, names), List.of(),
        List.of(), shape.canonical() + ":" + stride.canonical(), List.of()), null);
  }

  /**
   * The same layout, with facts {@code of(...)} checks.
   *
   * @param facts the facts, about its names
   * @return the layout
   */
  public CheckedLayout withFacts(List<Fact> facts) {
    return new CheckedLayout(request, shape, stride, names, bindings.withFacts(facts), swizzle,
        mask, proofs, swizzleAtom, copies);
  }

  /**
   * The same layout, with conditions {@code of(...)} checks.
   *
   * @param requirements the conditions that depend on the names
   * @return the layout
   */
  public CheckedLayout withRequirements(List<Requirement> requirements) {
    return new CheckedLayout(request, shape, stride, names,
        bindings.withRequirements(requirements), swizzle, mask, proofs, swizzleAtom, copies);
  }

  /** True when {@code of(...)} takes no name: no name occurs, nor was one used to derive it. */
  public boolean isStatic() {
    return bindings.parameters().isEmpty();
  }

  /** Source-like text {@code shape:stride} for messages; a derived layout's canonical form. */
  public String text() {
    return request.of().isEmpty() ? shape + ":" + stride : canonical();
  }

  /** Canonical print form in the parameters' names: {@code (_2,M):(_1,_2)}, {@code M/_128}. */
  public String canonical() {
    return bindings.canonical();
  }

  /**
   * What is known about the names: each extent name (see {@link #isExtentName}) is at least 1;
   * stride names have no sign.
   *
   * <pre>{@code
   * // @Layout(shape = "(M,4)", stride = "(1,S)") gives [M >= 1]
   * }</pre>
   */
  Facts facts() {
    List<String> extents = new ArrayList<>();
    for (String name : names) {
      if (isExtentName(name)) {
        extents.add(name);
      }
    }
    return Facts.none().withExtents(extents);
  }

  /**
   * Whether {@code name} is at least 1: it occurs in the shape, or it comes from a parameter that
   * is an extent of a layout this one is derived from.
   */
  public boolean isExtentName(String name) {
    return !shapeNames(shape, List.of(name)).isEmpty()
        || bindings.extentParameters().contains(bindings.parameterOf(name));
  }

  private static List<String> shapeNames(SymbolicTuple shape, List<String> names) {
    List<String> out = new ArrayList<>();
    for (String name : names) {
      if (shape.leaves().stream().anyMatch(leaf -> leaf.value().names().contains(name))) {
        out.add(name);
      }
    }
    return out;
  }
}
