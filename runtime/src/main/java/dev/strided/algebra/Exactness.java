package dev.strided.algebra;

import dev.strided.IntTuple.Int;
import dev.strided.Layout;

/**
 * The refusal of a composition piece that is not {@code A(B(i))}.
 *
 * <p>{@link Composition} flags the first integer mode {@code s:d} of B that fails the strict
 * divisibility condition (a {@link Suspect}); such a piece differs from {@code A(d·j)} at
 * {@code j = ⌈n/r⌉} unless A's stride there is 0, so this scans {@code j = 1 .. s−1} for the first
 * difference and refuses with it. A piece that agrees at every {@code j} (possible only through a
 * stride-0 mode of A) is the composition by definition and is kept. A negative {@code d} is
 * evaluated as Java's truncating split does, {@code A(−x) = −A(x)}, which is what the walk computes.
 */
final class Exactness {
  private Exactness() {}

  /** The mode of B at fault: its extent and stride, and the 1-D index of B where it counts 1. */
  record Suspect(int extent, int stride, long step) {}

  /** {@code aShape}, {@code aStride}: A coalesced, from index {@code from} on (Coalesce.fold's). */
  static void refuseIfInexact(Pair a, Pair b, Pair r, Int[] aShape, Int[] aStride, int from,
      Suspect suspect) {
    Layout result = r.toLayout();
    for (int j = 1; j < suspect.extent(); j++) {
      long point = j * suspect.step();
      long expected = evaluate(aShape, aStride, from, (long) j * suspect.stride());
      int actual = result.index((int) point);
      if (expected != actual) {
        throw new IllegalArgumentException("composition " + a + " o " + b + " is not exact: the "
            + "result " + r + " maps " + point + " to " + actual + " where A(B(" + point + ")) = "
            + expected + ", because B's mode " + suspect.extent() + ":" + suspect.stride()
            + " reaches past a mode of the coalesced A " + Coalesce.coalesce(a) + " whose extent its "
            + "stride does not divide (CuTe C++ computes this case silently)");
      }
    }
  }

  /** A's index of a 1-D coordinate (colexicographic, the last mode unbounded, truncating). */
  private static long evaluate(Int[] shape, Int[] stride, int from, long x) {
    long sum = 0;
    int last = shape.length - 1;
    for (int k = from; k < last; k++) {
      int s = shape[k].value();
      sum += (x % s) * stride[k].value();
      x /= s;
    }
    return sum + x * stride[last].value();
  }
}
