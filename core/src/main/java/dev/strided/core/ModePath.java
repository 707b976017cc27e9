package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a sub-tree sits in a shape or stride: the mode indices from the top, as in CuTe's
 * {@code get<1,0>(layout)}, printed the way every message of the runtime and the processor names it.
 *
 * <pre>{@code
 * ModePath.of(1, 0).where();   // "mode (1,0)"
 * ModePath.TOP.where();        // "the top level"
 * }</pre>
 *
 * @param modes the indices from the top; empty for the tree itself
 */
public record ModePath(List<Integer> modes) {
  /** The tree itself. */
  public static final ModePath TOP = new ModePath(List.of());

  /**
   * Copies the indices.
   *
   * <pre>{@code
   * new ModePath(List.of(2)).modes();  // [2]
   * }</pre>
   *
   * @param modes the indices from the top, not null
   */
  public ModePath {
    modes = List.copyOf(modes);
  }

  /**
   * The path of the given indices.
   *
   * <pre>{@code
   * ModePath.of(1, 1).toString();  // "(1,1)"
   * }</pre>
   *
   * @param modes the indices from the top
   * @return the path
   */
  public static ModePath of(int... modes) {
    List<Integer> list = new ArrayList<>(modes.length);
    for (int m : modes) {
      list.add(m);
    }
    return new ModePath(list);
  }

  /**
   * The path in words, for messages.
   *
   * <pre>{@code
   * ModePath.of(0).where();  // "mode (0)"
   * }</pre>
   *
   * @return {@code "mode (1,0)"}, or {@code "the top level"} for {@link #TOP}
   */
  public String where() {
    return modes.isEmpty() ? "the top level" : "mode " + this;
  }

  /**
   * The indices in tuple form.
   *
   * <pre>{@code
   * ModePath.of(1, 0).toString();  // "(1,0)"
   * }</pre>
   *
   * @return {@code "(1,0)"}; {@code "()"} for {@link #TOP}
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < modes.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(modes.get(i));
    }
    return sb.append(')').toString();
  }

  /**
   * The path of the {@code k}-th leaf in flattened (colexicographic mode) order.
   *
   * <pre>{@code
   * ModePath.ofLeaf(trees, shape, 2);  // (1,1) for the shape (2,(3,4)): its third leaf
   * }</pre>
   *
   * @param trees how to read the tree
   * @param tree the tree
   * @param k the leaf's index, 0-based
   * @param <T> the tree type
   * @return the path
   * @throws IllegalArgumentException if the tree has no leaf {@code k}
   */
  public static <T> ModePath ofLeaf(Trees<T, ?> trees, T tree, int k) {
    List<Integer> path = new ArrayList<>();
    if (k < 0 || !findLeaf(trees, tree, new int[] {k}, path)) {
      throw new IllegalArgumentException("the tree has no leaf " + k);
    }
    return new ModePath(path);
  }

  private static <T> boolean findLeaf(Trees<T, ?> trees, T t, int[] remaining, List<Integer> path) {
    if (trees.isLeaf(t)) {
      return remaining[0]-- == 0;
    }
    List<T> elements = trees.elements(t);
    for (int i = 0; i < elements.size(); i++) {
      path.add(i);
      if (findLeaf(trees, elements.get(i), remaining, path)) {
        return true;
      }
      path.remove(path.size() - 1);
    }
    return false;
  }

  /**
   * Every leaf of a tree with its path, in flattened order.
   *
   * <pre>{@code
   * ModePath.leaves(trees, shape).get(2).path().where();  // "mode (1,1)" for the shape (2,(3,4))
   * }</pre>
   *
   * @param trees how to read the tree
   * @param tree the tree
   * @param <T> the tree type
   * @return each leaf (as a tree) and its path
   */
  public static <T> List<Located<T>> leaves(Trees<T, ?> trees, T tree) {
    List<Located<T>> out = new ArrayList<>();
    collect(trees, tree, new ArrayList<>(), out);
    return out;
  }

  private static <T> void collect(
      Trees<T, ?> trees, T t, List<Integer> path, List<Located<T>> out) {
    if (trees.isLeaf(t)) {
      out.add(new Located<>(t, new ModePath(path)));
      return;
    }
    List<T> elements = trees.elements(t);
    for (int i = 0; i < elements.size(); i++) {
      path.add(i);
      collect(trees, elements.get(i), path, out);
      path.remove(path.size() - 1);
    }
  }

  /**
   * A sub-tree and where it sits.
   *
   * @param tree the sub-tree
   * @param path its mode path
   * @param <T> the tree type
   */
  public record Located<T>(T tree, ModePath path) {}
}
