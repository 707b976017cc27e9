package dev.strided.samples;

import java.util.Random;

/**
 * Converts a row-major (ND) half matrix — held as {@code short} bits — into Ascend's NZ fractal
 * format with two generated layouts, and checks every element against the textbook NZ formula.
 *
 * <pre>{@code
 * FractalCopy.Report r = FractalCopy.run(50, 70);   // padded to 64 x 80 in NZ
 * r.mismatches();   // 0
 * }</pre>
 */
final class FractalCopy {
  private FractalCopy() {}

  /** What was copied and how many elements disagree with the formula (expected 0). */
  record Report(int m, int n, int nzElements, int mismatches, int paddingNonZero) {}

  /**
   * Copies a random m×n matrix from ND to NZ and verifies it.
   *
   * @param m rows
   * @param n columns
   * @return the report
   */
  static Report run(int m, int n) {
    NdHalf nd = NdHalf.of(m, n);
    int mb = (m + 15) / 16;
    int nb = (n + 15) / 16;
    NzHalf nz = NzHalf.of(mb, nb);
    short[] src = new short[nd.cosize()];
    Random random = new Random(11);
    for (int i = 0; i < src.length; i++) {
      src[i] = (short) (1 + random.nextInt(Short.MAX_VALUE));
    }
    short[] dst = new short[nz.cosize()];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        dst[nz.index(i, j)] = src[nd.index(i, j)];
      }
    }
    int mismatches = 0;
    int padded = 16 * mb;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        // NZ by hand: block (i/16, j/16), blocks column-major, 16x16 row-major inside a block
        int expected = (j / 16) * (16 * padded) + (i / 16) * 256 + (i % 16) * 16 + j % 16;
        if (dst[expected] != src[i * n + j]) {
          mismatches++;
        }
      }
    }
    int written = 0;
    for (short s : dst) {
      if (s != 0) {
        written++;
      }
    }
    return new Report(m, n, dst.length, mismatches, written - m * n);
  }
}
