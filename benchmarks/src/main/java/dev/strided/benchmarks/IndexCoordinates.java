package dev.strided.benchmarks;

import java.util.Random;

/**
 * Random in-range coordinates, one per top-level mode, read from arrays so that the JIT cannot
 * fold the index functions into constants. Example: {@code IndexCoordinates.draw(1024, 64, 64, 7)}
 * gives 1024 pairs with {@code 0 <= c0[i] < 64} and {@code 0 <= c1[i] < 64}.
 *
 * @param c0 mode-0 coordinates
 * @param c1 mode-1 coordinates
 * @param flat 1-D coordinates below {@code extent0 * extent1}
 */
record IndexCoordinates(int[] c0, int[] c1, int[] flat) {
  /** Coordinates per benchmark invocation; results are reported per coordinate. */
  static final int COUNT = 1024;

  /**
   * Draws {@code count} coordinates with a fixed seed.
   *
   * @param count how many
   * @param extent0 extent of mode 0
   * @param extent1 extent of mode 1
   * @param seed random seed
   * @return the coordinates
   */
  static IndexCoordinates draw(int count, int extent0, int extent1, long seed) {
    Random random = new Random(seed);
    int[] c0 = new int[count];
    int[] c1 = new int[count];
    int[] flat = new int[count];
    for (int i = 0; i < count; i++) {
      c0[i] = random.nextInt(extent0);
      c1[i] = random.nextInt(extent1);
      flat[i] = random.nextInt(extent0 * extent1);
    }
    return new IndexCoordinates(c0, c1, flat);
  }
}
