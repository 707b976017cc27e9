package dev.strided.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a shape and a stride have the same tree structure (CuTe's {@code congruent}), and where
 * they first differ, in the words the runtime and the annotation processor both use.
 *
 * <pre>{@code
 * Congruence.find(trees, shape, stride).get().message();
 * // for (2,(3,4)) and (1,(2,6,9)): "shape and stride differ in rank at mode (1): shape (3,4) has
 * // rank 2 but stride (2,6,9) has rank 3"
 * }</pre>
 */
public final class Congruence {
  private Congruence() {}

  /** How the two sides differ. */
  public enum Kind {
    /** Both are tuples, of different ranks. */
    RANK,
    /** One is a tuple where the other is an integer. */
    DEPTH
  }

  /**
   * The first mismatch, depth-first.
   *
   * <pre>{@code
   * new Congruence.Mismatch(Congruence.Kind.DEPTH, ModePath.TOP, "(2,3)", "1").message();
   * // "shape and stride differ in depth at the top level: shape has the tuple (2,3) where stride
   * // has the integer 1"
   * }</pre>
   *
   * @param kind rank or depth
   * @param path where, from the top
   * @param shape the shape's sub-tree there, printed
   * @param stride the stride's sub-tree there, printed
   */
  public record Mismatch(Kind kind, ModePath path, String shape, String stride) {
    /**
     * One sentence with the evidence: the mode path and both sides, each quoted as
     * {@link Quote#abbreviate}.
     *
     * <pre>{@code
     * new Congruence.Mismatch(Congruence.Kind.RANK, ModePath.of(1), "(3,4)", "(2,6,9)").message();
     * // "shape and stride differ in rank at mode (1): shape (3,4) has rank 2 but stride (2,6,9)
     * // has rank 3"
     * }</pre>
     *
     * @return the sentence, without a final period
     */
    public String message() {
      String s = Quote.abbreviate(shape);
      String d = Quote.abbreviate(stride);
      if (kind == Kind.RANK) {
        return "shape and stride differ in rank at " + path.where() + ": shape " + s
            + " has rank " + rankOf(shape) + " but stride " + d + " has rank " + rankOf(stride);
      }
      boolean shapeIsTuple = shape.startsWith("(");
      return "shape and stride differ in depth at " + path.where() + ": shape has "
          + (shapeIsTuple ? "the tuple " : "the integer ") + s + " where stride has "
          + (shapeIsTuple ? "the integer " : "the tuple ") + d;
    }

    private static int rankOf(String printed) {
      int depth = 0;
      int commas = 0;
      for (int i = 0; i < printed.length(); i++) {
        char c = printed.charAt(i);
        if (c == '(') {
          depth++;
        } else if (c == ')') {
          depth--;
        } else if (c == ',' && depth == 1) {
          commas++;
        }
      }
      return commas + 1;
    }
  }

  /**
   * The first mismatch between two trees, the sub-trees printed with their {@code toString}
   * (canonical for the runtime's tuples and the processor's).
   *
   * <pre>{@code
   * Congruence.find(trees, shape, stride);  // empty for (2,(3,4)) and (1,(2,6))
   * }</pre>
   *
   * @param trees how to read the trees
   * @param shape the shape
   * @param stride the stride
   * @param <T> the tree type
   * @return empty when congruent
   */
  public static <T> Optional<Mismatch> find(Trees<T, ?> trees, T shape, T stride) {
    return find(trees, shape, stride, new ArrayList<>());
  }

  private static <T> Optional<Mismatch> find(
      Trees<T, ?> trees, T shape, T stride, List<Integer> path) {
    boolean shapeIsLeaf = trees.isLeaf(shape);
    boolean strideIsLeaf = trees.isLeaf(stride);
    if (shapeIsLeaf && strideIsLeaf) {
      return Optional.empty();
    }
    if (shapeIsLeaf || strideIsLeaf) {
      return Optional.of(mismatch(Kind.DEPTH, path, shape, stride));
    }
    List<T> a = trees.elements(shape);
    List<T> b = trees.elements(stride);
    if (a.size() != b.size()) {
      return Optional.of(mismatch(Kind.RANK, path, shape, stride));
    }
    for (int i = 0; i < a.size(); i++) {
      path.add(i);
      Optional<Mismatch> m = find(trees, a.get(i), b.get(i), path);
      path.remove(path.size() - 1);
      if (m.isPresent()) {
        return m;
      }
    }
    return Optional.empty();
  }

  private static <T> Mismatch mismatch(Kind kind, List<Integer> path, T shape, T stride) {
    return new Mismatch(kind, new ModePath(path), shape.toString(), stride.toString());
  }

  /**
   * The number of leaves of two congruent trees, without building anything (the check of every
   * layout's construction).
   *
   * <pre>{@code
   * Congruence.leaves(trees, shape, stride);  // 3 for (2,(3,4)) and (1,(2,6)); -1 for (2,3) and 1
   * }</pre>
   *
   * @param trees how to read the trees
   * @param shape the shape
   * @param stride the stride
   * @param <T> the tree type
   * @return the leaf count, or -1 when they are not congruent
   */
  public static <T> int leaves(Trees<T, ?> trees, T shape, T stride) {
    if (trees.isLeaf(shape)) {
      return trees.isLeaf(stride) ? 1 : -1;
    }
    if (trees.isLeaf(stride)) {
      return -1;
    }
    List<T> a = trees.elements(shape);
    List<T> b = trees.elements(stride);
    if (a.size() != b.size()) {
      return -1;
    }
    int n = 0;
    for (int i = 0; i < a.size(); i++) {
      int k = leaves(trees, a.get(i), b.get(i));
      if (k < 0) {
        return -1;
      }
      n += k;
    }
    return n;
  }
}
