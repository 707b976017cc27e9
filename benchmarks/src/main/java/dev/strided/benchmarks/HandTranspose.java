package dev.strided.benchmarks;

/**
 * A hand-written blocked transpose of a square row-major matrix into a row-major result (the
 * reference for {@code Copy.copy} from a row-major to a column-major tensor): 16 × 16 blocks, each
 * written row by row of the result so the writes are sequential and the strided reads touch 16
 * lines.
 *
 * <pre>{@code HandTranspose.transpose(src, dst, 4096);   // dst[j * n + i] = src[i * n + j]}</pre>
 */
final class HandTranspose {
  private static final int BLOCK = 16;

  private HandTranspose() {}

  static void transpose(float[] src, float[] dst, int n) {
    for (int j0 = 0; j0 < n; j0 += BLOCK) {
      int j1 = Math.min(j0 + BLOCK, n);
      for (int i0 = 0; i0 < n; i0 += BLOCK) {
        int i1 = Math.min(i0 + BLOCK, n);
        for (int j = j0; j < j1; j++) {
          for (int i = i0; i < i1; i++) {
            dst[j * n + i] = src[i * n + j];
          }
        }
      }
    }
  }
}
