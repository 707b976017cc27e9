package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Finds where a shape and a stride stop being congruent, and says so in the words both the runtime
 * and the annotation processor use.
 *
 * <pre>{@code
 * Congruence.of(IntTuple.parse("(2,(3,4))"), IntTuple.parse("(1,(2,6,9))")).get().message();
 * // "shape and stride differ in rank at mode (1): shape (3,4) has rank 2 but stride (2,6,9) has rank 3"
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
   * @param kind rank or depth
   * @param path the mode path from the top ({@code [1, 0]} is {@code get(1, 0)}); empty at the top
   * @param shape the shape's sub-tuple there, printed
   * @param stride the stride's sub-tuple there, printed
   */
  public record Mismatch(Kind kind, List<Integer> path, String shape, String stride) {
    /** Copies the path. */
    public Mismatch {
      path = List.copyOf(path);
    }

    /** The mode path in words: {@code "mode (1,0)"}, or {@code "the top level"}. */
    public String where() {
      if (path.isEmpty()) {
        return "the top level";
      }
      StringBuilder sb = new StringBuilder("mode (");
      for (int i = 0; i < path.size(); i++) {
        sb.append(i == 0 ? "" : ",").append(path.get(i));
      }
      return sb.append(')').toString();
    }

    /** One sentence with the evidence: the mode path and both sides. */
    public String message() {
      String s = Values.abbreviate(shape);
      String d = Values.abbreviate(stride);
      if (kind == Kind.RANK) {
        return "shape and stride differ in rank at " + where() + ": shape " + s + " has rank "
            + rankOf(shape) + " but stride " + d + " has rank " + rankOf(stride);
      }
      boolean shapeIsTuple = shape.startsWith("(");
      return "shape and stride differ in depth at " + where() + ": shape has "
          + (shapeIsTuple ? "the tuple " : "the integer ") + s + " where stride has "
          + (shapeIsTuple ? "the integer " : "the tuple ") + d;
    }

    private static int rankOf(String printed) {
      int depth = 0;
      int commas = 0;
      for (char c : printed.toCharArray()) {
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
   * The first mismatch between two IntTuples, if any.
   *
   * @param shape the shape
   * @param stride the stride
   * @return empty when congruent
   */
  public static Optional<Mismatch> of(IntTuple shape, IntTuple stride) {
    Values.nonNull(shape, "shape");
    Values.nonNull(stride, "stride");
    return find(shape, stride,
        t -> t instanceof IntTuple.Tuple tuple ? tuple.elements() : null, Object::toString);
  }

  /**
   * The first mismatch between two trees of any kind (the processor passes symbolic tuples).
   *
   * @param shape the shape tree
   * @param stride the stride tree
   * @param children the elements of a tuple node, or null for a leaf
   * @param printer prints a node in canonical form
   * @param <T> the node type
   * @return empty when congruent
   */
  public static <T> Optional<Mismatch> find(
      T shape, T stride, Function<T, List<T>> children, Function<T, String> printer) {
    Values.nonNull(shape, "shape");
    Values.nonNull(stride, "stride");
    Values.nonNull(children, "children");
    Values.nonNull(printer, "printer");
    return find(shape, stride, children, printer, new ArrayList<>());
  }

  private static <T> Optional<Mismatch> find(T shape, T stride, Function<T, List<T>> children,
      Function<T, String> printer, List<Integer> path) {
    List<T> a = children.apply(shape);
    List<T> b = children.apply(stride);
    if (a == null && b == null) {
      return Optional.empty();
    }
    if (a == null || b == null) {
      return Optional.of(
          new Mismatch(Kind.DEPTH, path, printer.apply(shape), printer.apply(stride)));
    }
    if (a.size() != b.size()) {
      return Optional.of(
          new Mismatch(Kind.RANK, path, printer.apply(shape), printer.apply(stride)));
    }
    for (int i = 0; i < a.size(); i++) {
      path.add(i);
      Optional<Mismatch> m = find(a.get(i), b.get(i), children, printer, path);
      path.remove(path.size() - 1);
      if (m.isPresent()) {
        return m;
      }
    }
    return Optional.empty();
  }
}
