package dev.strided.processor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * A static annotation's layout as the runtime's {@link Layout}, built from its trees (never printed
 * and parsed again): for the Javadoc table and the SVG picture.
 *
 * <pre>{@code
 * // @Layout(shape = "(2,3)") -> RuntimeLayouts.of(shape, stride).printLayout()
 * }</pre>
 */
final class RuntimeLayouts {
  private RuntimeLayouts() {}

  /**
   * The runtime layout of static trees whose values fit in an int (the caller has checked).
   *
   * @param shape the shape, every leaf static
   * @param stride the stride, congruent
   * @return the layout, every leaf static
   */
  static Layout of(SymbolicTuple shape, SymbolicTuple stride) {
    return Layout.of(tuple(shape), tuple(stride));
  }

  private static IntTuple tuple(SymbolicTuple t) {
    if (t instanceof SymbolicTuple.Leaf leaf) {
      return IntTuple.ofStatic(Math.toIntExact(leaf.value().coefficient()));
    }
    List<IntTuple> elements = new ArrayList<>();
    for (SymbolicTuple e : ((SymbolicTuple.Node) t).elements()) {
      elements.add(tuple(e));
    }
    return IntTuple.of(elements.toArray(IntTuple[]::new));
  }
}
