package dev.strided.tensor;

import dev.strided.IntTuple;
import java.util.ArrayList;
import java.util.List;

/**
 * Tuples rebuilt from their leaves: what turns per-leaf values (an identity tensor's coordinate, a
 * carrier's strides) back into a tuple nested like a shape.
 *
 * <pre>{@code Tuples.shaped(IntTuple.parse("(2,(3,4))"), List.of(a, b, c));   // (a,(b,c))}</pre>
 */
final class Tuples {
  private Tuples() {}

  /** A tuple nested like {@code profile} whose leaves are {@code leaves}, in flattened order. */
  static IntTuple shaped(IntTuple profile, List<IntTuple.Int> leaves) {
    int[] next = {0};
    return shaped(profile, leaves, next);
  }

  private static IntTuple shaped(IntTuple profile, List<IntTuple.Int> leaves, int[] next) {
    if (profile instanceof IntTuple.Int) {
      return leaves.get(next[0]++);
    }
    List<IntTuple> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) profile).elements()) {
      parts.add(shaped(e, leaves, next));
    }
    return new IntTuple.Tuple(parts);
  }
}
