package dev.strided.samples;

import dev.strided.tensor.ShortTensor;
import java.util.Random;

/**
 * Converts a row-major (ND) half matrix — held as {@code short} bits — into Ascend's NZ fractal
 * format, as two tensors over the generated layouts (the NZ one padded to 16×16 blocks, so the ND
 * matrix is its in-bounds part), and checks every element against the textbook NZ formula.
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
    int mb = (m + 15) / 16;
    int nb = (n + 15) / 16;
    ShortTensor src = ShortTensor.allocate(NdHalf.of(m, n).layout());
    ShortTensor dst = ShortTensor.allocate(NzHalf.of(16 * mb, 16 * nb).layout());
    Random random = new Random(11);
    for (int i = 0; i < src.size(); i++) {
      src.set(i, (short) (1 + random.nextInt(Short.MAX_VALUE)));
    }
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        dst.set(i, j, src.get(i, j));
      }
    }
    int mismatches = 0;
    int padded = 16 * mb;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        // NZ by hand: block (i/16, j/16), blocks column-major, 16x16 row-major inside a block
        int expected = (j / 16) * (16 * padded) + (i / 16) * 256 + (i % 16) * 16 + j % 16;
        if (dst.data()[expected] != src.data()[i * n + j]) {
          mismatches++;
        }
      }
    }
    int written = 0;
    for (short s : dst.data()) {
      if (s != 0) {
        written++;
      }
    }
    return new Report(m, n, dst.data().length, mismatches, written - m * n);
  }
}
