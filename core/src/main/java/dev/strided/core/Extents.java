package dev.strided.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The rule that every extent of a shape is at least 1: the first leaf, depth-first, that breaks
 * it, with its mode path. Each side words the error itself (the runtime's "extent 0 at mode (1,1)
 * must be at least 1", the processor's {@code [strided:extent]} with a caret).
 *
 * <pre>{@code
 * Extents.firstBelowOne(trees, shape, v -> v < 1).get().path().where();
 * // "mode (1,1)" for the shape (2,(3,0))
 * }</pre>
 */
public final class Extents {
  private Extents() {}

  /**
   * The first leaf of {@code shape} that is below 1, in flattened order.
   *
   * <pre>{@code
   * Extents.firstBelowOne(trees, shape, v -> v < 1);  // empty for (2,(3,4))
   * }</pre>
   *
   * @param trees how to read the shape
   * @param shape the shape
   * @param belowOne whether a leaf's value is below 1 (for a symbolic leaf: for some value of
   *     its names)
   * @param <T> the tree type
   * @param <L> the leaf type
   * @return the leaf (as a tree) and its path, or empty when every extent is at least 1
   */
  public static <T, L> Optional<ModePath.Located<T>> firstBelowOne(
      Trees<T, L> trees, T shape, Predicate<L> belowOne) {
    List<Integer> path = new ArrayList<>();
    T bad = find(trees, shape, belowOne, path);
    return bad == null ? Optional.empty()
        : Optional.of(new ModePath.Located<>(bad, new ModePath(path)));
  }

  /** Depth-first; leaves the path of the bad leaf in {@code path}. */
  private static <T, L> T find(Trees<T, L> trees, T t, Predicate<L> belowOne, List<Integer> path) {
    if (trees.isLeaf(t)) {
      return belowOne.test(trees.leaf(t)) ? t : null;
    }
    List<T> elements = trees.elements(t);
    for (int i = 0; i < elements.size(); i++) {
      path.add(i);
      T bad = find(trees, elements.get(i), belowOne, path);
      if (bad != null) {
        return bad;
      }
      path.remove(path.size() - 1);
    }
    return null;
  }
}
