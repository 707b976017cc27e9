package dev.strided.processor;

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
record LeafPath(SymbolicTuple.Leaf leaf, List<Integer> path) {
  /** Copies the path. */
  LeafPath {
    path = List.copyOf(path);
  }

  /**
   * Every leaf with its path, in flattened order.
   *
   * @param tuple the tuple
   * @return the leaves
   */
  static List<LeafPath> of(SymbolicTuple tuple) {
    List<LeafPath> out = new ArrayList<>();
    walk(tuple, new ArrayList<>(), out);
    return out;
  }

  private static void walk(SymbolicTuple t, List<Integer> path, List<LeafPath> out) {
    if (t instanceof SymbolicTuple.Leaf l) {
      out.add(new LeafPath(l, path));
      return;
    }
    List<SymbolicTuple> elements = ((SymbolicTuple.Node) t).elements();
    for (int i = 0; i < elements.size(); i++) {
      path.add(i);
      walk(elements.get(i), path, out);
      path.remove(path.size() - 1);
    }
  }

  /** The path in words: {@code "mode (1,0)"}, or {@code "the top level"}. */
  String where() {
    return path.isEmpty() ? "the top level" : "mode " + pathText();
  }

  /** {@code (1,0)}. */
  String pathText() {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < path.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(path.get(i));
    }
    return sb.append(')').toString();
  }
}
