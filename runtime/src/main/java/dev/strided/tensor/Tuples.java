package dev.strided.tensor;

import dev.strided.IntTuple;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Tuples rebuilt from their leaves: what turns per-leaf values (an identity tensor's coordinate, a
 * carrier's strides, a stride's printed form) back into a tree nested like a shape.
 *
 * <pre>{@code Tuples.shaped(IntTuple.parse("(2,(3,4))"), List.of(a, b, c));   // (a,(b,c))}</pre>
 */
final class Tuples {
  private Tuples() {}

  /** An IntTuple nested like {@code profile} whose leaves are {@code leaves}, in flattened order. */
  static IntTuple shaped(IntTuple profile, List<IntTuple.Int> leaves) {
    return shaped(profile, leaves, IntTuple.Tuple::new);
  }

  /**
   * A tree nested like {@code profile} whose leaves are {@code leaves}, in flattened order, each
   * tuple made by {@code tuple} from its elements.
   */
  static <T> T shaped(IntTuple profile, List<? extends T> leaves, Function<List<T>, T> tuple) {
    return shaped(profile, leaves, tuple, new int[] {0});
  }

  private static <T> T shaped(IntTuple profile, List<? extends T> leaves,
      Function<List<T>, T> tuple, int[] next) {
    if (profile instanceof IntTuple.Int) {
      return leaves.get(next[0]++);
    }
    List<T> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) profile).elements()) {
      parts.add(shaped(e, leaves, tuple, next));
    }
    return tuple.apply(parts);
  }
}
