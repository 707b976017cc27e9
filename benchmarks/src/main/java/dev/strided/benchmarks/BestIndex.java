package dev.strided.benchmarks;

/**
 * Hand-written index functions of {@link BestIndexBenchmark}: the naive form with {@code /} and
 * {@code %}, the best form a person writes (masks and shifts for power-of-two extents), and for odd
 * extents a multiply-shift division valid for every int coordinate at least 0. {@code
 * SameFunctionsTest} checks each against the runtime layout on every coordinate. Example:
 * {@code BestIndex.tileBest(19, 5) == 203}.
 */
final class BestIndex {
  private BestIndex() {}

  /** {@code ((8,4),(4,8)):((1,32),(8,128))} with {@code /} and {@code %}. */
  static int tileNaive(int c0, int c1) {
    return (c0 % 8) + (c0 / 8) * 32 + (c1 % 4) * 8 + (c1 / 4) * 128;
  }

  /** {@code ((8,4),(4,8)):((1,32),(8,128))} with masks and shifts. */
  static int tileBest(int c0, int c1) {
    return (c0 & 7) + ((c0 >>> 3) << 5) + ((c1 & 3) << 3) + ((c1 >>> 2) << 7);
  }

  /** The same tile, 1-D coordinate, with {@code /} and {@code %}. */
  static int tile1DNaive(int c) {
    return (c % 8) + (c / 8 % 4) * 32 + (c / 32 % 4) * 8 + (c / 128) * 128;
  }

  /** The same tile, 1-D coordinate, with masks and shifts. */
  static int tile1DBest(int c) {
    return (c & 7) + (((c >>> 3) & 3) << 5) + (((c >>> 5) & 3) << 3) + ((c >>> 7) << 7);
  }

  /** {@code ((8,4),(8,2)):((1,64),(8,512))} with masks and shifts. */
  static int gemmTileBest(int c0, int c1) {
    return (c0 & 7) + ((c0 >>> 3) << 6) + ((c1 & 7) << 3) + ((c1 >>> 3) << 9);
  }

  /** {@code ((16,2),(16,4)):((16,256),(1,512))} with masks and shifts. */
  static int nzBest(int c0, int c1) {
    return ((c0 & 15) << 4) + ((c0 >>> 4) << 8) + (c1 & 15) + ((c1 >>> 4) << 9);
  }

  /** {@code ((16,MB),(16,NB)):((16,256),(1,256*MB))}, {@code ld = 256*MB}, with {@code /}, {@code %}. */
  static int nzDynamicNaive(int c0, int c1, int ld) {
    return (c0 % 16) * 16 + (c0 / 16) * 256 + (c1 % 16) + (c1 / 16) * ld;
  }

  /** The same as the processor wrote {@code NzDynamic.index} before issue 47, typed in. */
  static int nzDynamicFolded(int c0, int c1, int ld) {
    return c0 * 16 + (c1 & 15) + (c1 >>> 4) * ld;
  }

  /** The same with masks and shifts. */
  static int nzDynamicBest(int c0, int c1, int ld) {
    return ((c0 & 15) << 4) + ((c0 >>> 4) << 8) + (c1 & 15) + (c1 >>> 4) * ld;
  }

  /** {@code ((3,5),(6,7)):((1,18),(3,90))} with {@code /} and {@code %}. */
  static int oddNaive(int c0, int c1) {
    return (c0 % 3) + (c0 / 3) * 18 + (c1 % 6) * 3 + (c1 / 6) * 90;
  }

  /**
   * The same with multiply-shift division: {@code n / 3 == (n * 0xAAAAAAABL) >>> 33} and
   * {@code n / 6 == (n * 0xAAAAAAABL) >>> 34} for every {@code 0 <= n < 2^31}.
   */
  static int oddMagic(int c0, int c1) {
    int q0 = (int) ((c0 * 0xAAAAAAABL) >>> 33);
    int q1 = (int) ((c1 * 0xAAAAAAABL) >>> 34);
    return (c0 - 3 * q0) + q0 * 18 + (c1 - 6 * q1) * 3 + q1 * 90;
  }

  /** The same with the JDK's unsigned division. */
  static int oddUnsigned(int c0, int c1) {
    return Integer.remainderUnsigned(c0, 3) + Integer.divideUnsigned(c0, 3) * 18
        + Integer.remainderUnsigned(c1, 6) * 3 + Integer.divideUnsigned(c1, 6) * 90;
  }
}
