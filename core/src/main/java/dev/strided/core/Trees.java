package dev.strided.core;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How the algebra sees a client's tree without copying it: the runtime's {@code IntTuple} (its leaves
 * are its integers) or the core's {@link Tree}. The walks every tree type shares are written here
 * once: {@link #leaves}, {@link #map}, {@link #print} and {@link #depth}.
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
   * A tree type seen through its tuples: a part that is not a tuple is a leaf (a tiler's layout,
   * {@code _}, an integer).
   *
   * <pre>{@code
   * Trees.tuples(t -> t instanceof Tiling.ByMode, t -> ((Tiling.ByMode<T, L>) t).modes(),
   *     Tiling.ByMode::new);
   * }</pre>
   *
   * @param isTuple whether a part is a tuple
   * @param elements a tuple's elements
   * @param tuple makes a tuple of elements
   * @return the view
   */
  static <T> Trees<T, T> tuples(Predicate<T> isTuple, Function<T, List<T>> elements,
      Function<List<T>, T> tuple) {
    return new Trees<>() {
      @Override
      public boolean isLeaf(T tree) {
        return !isTuple.test(tree);
      }

      @Override
      public T leaf(T tree) {
        return tree;
      }

      @Override
      public List<T> elements(T tuple0) {
        return elements.apply(tuple0);
      }

      @Override
      public T ofLeaf(T leaf) {
        return leaf;
      }

      @Override
      public T tuple(List<T> parts) {
        return tuple.apply(parts);
      }
    };
  }

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

  /**
   * A tree of the same profile, of any tree type, with every leaf mapped: the one walk that turns a
   * tree into another.
   *
   * <pre>{@code
   * trees.map(tree, new Tree.Access<Long>(), v -> v * 10);   // (2,(3,4)) gives (20,(30,40))
   * }</pre>
   *
   * @param tree the tree
   * @param into the tree type of the result
   * @param f the leaf map
   * @return the mapped tree
   */
  default <U, M> U map(T tree, Trees<U, M> into, Function<? super L, ? extends M> f) {
    if (isLeaf(tree)) {
      return into.ofLeaf(f.apply(leaf(tree)));
    }
    List<U> elements = new ArrayList<>();
    for (T e : elements(tree)) {
      elements.add(map(e, into, f));
    }
    return into.tuple(elements);
  }

  /**
   * The tree as text: each leaf printed, each tuple its elements between {@code open} and
   * {@code close}, separated by {@code separator}.
   *
   * <pre>{@code
   * trees.print(tree, String::valueOf, "(", ",", ")");   // (2,(3,4)) gives "(2,(3,4))"
   * }</pre>
   *
   * @param tree the tree
   * @param leaf prints a leaf
   * @param open before a tuple's elements
   * @param separator between two elements
   * @param close after a tuple's elements
   * @return the text
   */
  default String print(T tree, Function<? super L, String> leaf, String open, String separator,
      String close) {
    if (isLeaf(tree)) {
      return leaf.apply(leaf(tree));
    }
    StringBuilder b = new StringBuilder(open);
    List<T> elements = elements(tree);
    for (int i = 0; i < elements.size(); i++) {
      b.append(i == 0 ? "" : separator)
          .append(print(elements.get(i), leaf, open, separator, close));
    }
    return b.append(close).toString();
  }

  /**
   * How deeply tuples nest: 0 for a leaf, 1 for a tuple of leaves (or the empty tuple).
   *
   * <pre>{@code trees.depth(tree);   // (2,(3,4)) gives 2}</pre>
   *
   * @param tree the tree
   * @return the depth
   */
  default int depth(T tree) {
    if (isLeaf(tree)) {
      return 0;
    }
    int d = 0;
    for (T e : elements(tree)) {
      d = Math.max(d, depth(e));
    }
    return 1 + d;
  }
}
