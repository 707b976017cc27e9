package dev.strided;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a shape leaf below 1 and names it with its mode path:
 * {@code Extents.check(IntTuple.parse("(2,(3,0))"))} throws "extent 0 at mode (1,1) must be at least
 * 1".
 */
final class Extents {
  private Extents() {}

  /** Throws if a leaf of {@code shape} is below 1, naming the leaf and its mode path. */
  static void check(IntTuple shape) {
    List<Integer> path = new ArrayList<>();
    if (findBad(shape, path)) {
      throw new IllegalArgumentException(problem(shape, path));
    }
  }

  /** The sentence for the bad leaf at {@code path}. */
  static String problem(IntTuple shape, List<Integer> path) {
    return "extent " + shape.get(path.stream().mapToInt(Integer::intValue).toArray()) + " at "
        + (path.isEmpty() ? "the top level" : "mode " + pathText(path)) + " must be at least 1";
  }

  /** Depth-first search for a leaf below 1; leaves its path in {@code path} when found. */
  static boolean findBad(IntTuple t, List<Integer> path) {
    if (t instanceof IntTuple.Int leaf) {
      return leaf.value() < 1;
    }
    List<IntTuple> elements = ((IntTuple.Tuple) t).elements();
    for (int i = 0; i < elements.size(); i++) {
      path.add(i);
      if (findBad(elements.get(i), path)) {
        return true;
      }
      path.remove(path.size() - 1);
    }
    return false;
  }

  /** {@code (1,0)}. */
  static String pathText(List<Integer> path) {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < path.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(path.get(i));
    }
    return sb.append(')').toString();
  }
}
