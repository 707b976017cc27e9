package dev.strided.processor.model;

import dev.strided.core.ModePath;
import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.List;

/**
 * A leaf of a symbolic tuple with its mode path, for messages such as "extent 0 at mode (1,0)".
 *
 * <pre>{@code
 * LeafPath.of(shape).get(2).where();  // "mode (1,1)" for the shape (2,(3,4))
 * }</pre>
 *
 * @param leaf the leaf
 * @param path mode indices from the top; empty when the tuple is one integer
 */
public record LeafPath(SymbolicTuple.Leaf leaf, List<Integer> path) {
  /** Copies the path. */
  public LeafPath {
    path = List.copyOf(path);
  }

  /**
   * Every leaf with its path, in flattened order.
   *
   * @param tuple the tuple
   * @return the leaves
   */
  public static List<LeafPath> of(SymbolicTuple tuple) {
    List<LeafPath> out = new ArrayList<>();
    for (ModePath.Located<Tree<SymbolicTuple.Leaf>> l
        : ModePath.leaves(SymbolicTuple.TREES, tuple.located())) {
      out.add(new LeafPath(SymbolicTuple.TREES.leaf(l.tree()), l.path().modes()));
    }
    return out;
  }

  /** The path in words: {@code "mode (1,0)"}, or {@code "the top level"}. */
  public String where() {
    return new ModePath(path).where();
  }
}
