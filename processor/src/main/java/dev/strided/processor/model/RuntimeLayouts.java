package dev.strided.processor.model;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.core.Trees;

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

  /** The runtime's tuples as the core reads and builds them. */
  private static final Trees<IntTuple, IntTuple> INT_TUPLES = Trees.tuples(
      t -> t instanceof IntTuple.Tuple, t -> ((IntTuple.Tuple) t).elements(),
      elements -> IntTuple.of(elements.toArray(IntTuple[]::new)));

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
    return INT_TUPLES.map(t, new Tree.Access<>(),
        leaf -> Symbol.constant(((IntTuple.Int) leaf).value()));
  }

  private static IntTuple tuple(SymbolicTuple t) {
    return SymbolicTuple.TREES.map(t.located(), INT_TUPLES,
        leaf -> IntTuple.ofStatic(Math.toIntExact(leaf.value().coefficient())));
  }
}
