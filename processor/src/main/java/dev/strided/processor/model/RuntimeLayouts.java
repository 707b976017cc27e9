package dev.strided.processor.model;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.List;

/**
 * A static annotation's layout as the runtime's {@link Layout}, built from its trees (never printed
 * and parsed again): for the Javadoc table and the SVG picture; and back, a runtime tuple as the
 * core's tree of static symbols (for a derivation's tilers, which the runtime's grammar reads).
 *
 * <pre>{@code
 * // @Layout(shape = "(2,3)") -> RuntimeLayouts.of(shape, stride).printLayout()
 * }</pre>
 */
public final class RuntimeLayouts {
  private RuntimeLayouts() {}

  /**
   * The runtime layout of static trees whose values fit in an int (the caller has checked).
   *
   * @param shape the shape, every leaf static
   * @param stride the stride, congruent
   * @return the layout, every leaf static
   */
  public static Layout of(SymbolicTuple shape, SymbolicTuple stride) {
    return Layout.of(tuple(shape), tuple(stride));
  }

  /**
   * A runtime tuple as a tree of static symbols (every value is a number, static or not).
   *
   * <pre>{@code
   * RuntimeLayouts.tree(IntTuple.parse("(2,3)"));   // (_2,_3)
   * }</pre>
   *
   * @param t the tuple
   * @return the tree
   */
  public static Tree<Symbol> tree(IntTuple t) {
    if (t instanceof IntTuple.Int leaf) {
      return new Tree.Leaf<>(Symbol.constant(leaf.value()));
    }
    List<Tree<Symbol>> elements = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      elements.add(tree(t.get(i)));
    }
    return new Tree.Node<>(elements);
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
