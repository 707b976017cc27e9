package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * How the algebra sees a client's tree without copying it: the runtime's {@code IntTuple} (its leaves
 * are its integers) or the core's {@link Tree}.
 *
 * @param <T> the tree type
 * @param <L> the leaf type
 */
public interface Trees<T, L> {
  boolean isLeaf(T tree);

  /** The leaf of a tree for which {@link #isLeaf} is true. */
  L leaf(T tree);

  /** The elements of a tuple, in order (never called on a leaf). */
  List<T> elements(T tuple);

  /** A leaf as a tree. */
  T ofLeaf(L leaf);

  /** A tuple of the given elements (rank 1 stays a tuple). */
  T tuple(List<T> elements);

  /**
   * The leaves in depth-first order: the one walk of a tree's leaves that every tree type uses.
   *
   * <pre>{@code trees.leaves(tree);   // (2,(3,4)) gives [2, 3, 4]}</pre>
   *
   * @param tree the tree
   * @return its leaves, a fresh list
   */
  default List<L> leaves(T tree) {
    List<L> out = new ArrayList<>();
    addLeaves(tree, out);
    return out;
  }

  private void addLeaves(T tree, List<L> out) {
    if (isLeaf(tree)) {
      out.add(leaf(tree));
      return;
    }
    for (T e : elements(tree)) {
      addLeaves(e, out);
    }
  }
}
