package dev.strided.core;

import java.util.List;
import java.util.function.Function;

/**
 * The core's own tree of leaves, for clients that have no tree type of their own (the processor's
 * symbolic shapes and strides).
 *
 * <pre>{@code
 * Tree<Long> t = new Tree.Node<>(List.of(new Tree.Leaf<>(2L), new Tree.Leaf<>(3L)));
 * t.toString();   // "(2,3)"
 * }</pre>
 *
 * @param <L> the leaf type
 */
public sealed interface Tree<L> permits Tree.Leaf, Tree.Node {
  /**
   * The same tree with every leaf mapped.
   *
   * <pre>{@code
   * new Tree.Node<>(List.of(new Tree.Leaf<>(2L), new Tree.Leaf<>(3L))).map(v -> v * 10);   // (20,30)
   * }</pre>
   *
   * @param f the leaf map
   * @return the mapped tree
   */
  default <M> Tree<M> map(Function<? super L, ? extends M> f) {
    return new Access<L>().map(this, new Access<M>(), f);
  }

  /**
   * The leaves in depth-first order.
   *
   * <pre>{@code
   * new Tree.Node<>(List.of(new Tree.Leaf<>(2L), new Tree.Leaf<>(3L))).leaves();   // [2, 3]
   * }</pre>
   *
   * @return the leaves, a fresh list
   */
  default List<L> leaves() {
    return new Access<L>().leaves(this);
  }

  /** How {@link Trees} reads the core's tree; its walks are {@link Trees}'s. */
  final class Access<L> implements Trees<Tree<L>, L> {
    @Override
    public boolean isLeaf(Tree<L> tree) {
      return tree instanceof Leaf;
    }

    @Override
    public L leaf(Tree<L> tree) {
      return ((Leaf<L>) tree).value();
    }

    @Override
    public List<Tree<L>> elements(Tree<L> tuple) {
      return ((Node<L>) tuple).elements();
    }

    @Override
    public Tree<L> ofLeaf(L leaf) {
      return new Leaf<>(leaf);
    }

    @Override
    public Tree<L> tuple(List<Tree<L>> elements) {
      return new Node<>(elements);
    }
  }

  /** An integer leaf. */
  record Leaf<L>(L value) implements Tree<L> {
    @Override
    public String toString() {
      return String.valueOf(value);
    }
  }

  /** A tuple. */
  record Node<L>(List<Tree<L>> elements) implements Tree<L> {
    /** Copies the elements. */
    public Node {
      elements = List.copyOf(elements);
    }

    @Override
    public String toString() {
      return new Access<L>().print(this, String::valueOf, "(", ",", ")");
    }
  }
}
