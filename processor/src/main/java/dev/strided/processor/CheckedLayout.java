package dev.strided.processor;

import dev.strided.core.Facts;
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
 * @param names the dynamic names in order of first appearance (shape text, then stride text)
 */
record CheckedLayout(
    LayoutRequest request, SymbolicTuple shape, SymbolicTuple stride, List<String> names) {
  /** Copies the names. */
  CheckedLayout {
    names = List.copyOf(names);
  }

  /** True when no name occurs. */
  boolean isStatic() {
    return names.isEmpty();
  }

  /** Source-like text {@code shape:stride} for messages. */
  String text() {
    return shape + ":" + stride;
  }

  /** Canonical print form: {@code (_2,M):(_1,_2)}. */
  String canonical() {
    return shape.canonical() + ":" + stride.canonical();
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

  /** Whether {@code name} occurs in the shape (so it is an extent, at least 1). */
  boolean isExtentName(String name) {
    for (SymbolicTuple.Leaf leaf : shape.leaves()) {
      if (leaf.value().names().contains(name)) {
        return true;
      }
    }
    return false;
  }
}
