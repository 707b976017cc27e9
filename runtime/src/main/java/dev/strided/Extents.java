package dev.strided;

import dev.strided.core.ModePath;
import java.util.Optional;

/**
 * The runtime's wording of the core's {@link dev.strided.core.Extents} rule:
 * {@code Extents.check(IntTuple.parse("(2,(3,0))"))} throws "extent 0 at mode (1,1) must be at least
 * 1".
 */
final class Extents {
  private Extents() {}

  /** Throws if a leaf of {@code shape} is below 1, naming the leaf and its mode path. */
  static void check(IntTuple shape) {
    Optional<ModePath.Located<IntTuple>> bad = firstBad(shape);
    if (bad.isPresent()) {
      throw new IllegalArgumentException(problem(bad.get()));
    }
  }

  /** The first leaf below 1, depth-first, with its path. */
  static Optional<ModePath.Located<IntTuple>> firstBad(IntTuple shape) {
    return dev.strided.core.Extents.firstBelowOne(IntTupleDomain.INSTANCE, shape, v -> v.value() < 1);
  }

  /** The sentence for a bad leaf. */
  static String problem(ModePath.Located<IntTuple> bad) {
    return "extent " + bad.tree() + " at " + bad.path().where() + " must be at least 1";
  }
}
