package dev.strided.core;

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
}
