package dev.strided.samples;

import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import dev.strided.vector.Copy;

/**
 * A tiled transpose: a row-major M×N float matrix into a column-major one, 64×64 tile by tile. Both
 * matrices are tensors over the generated layouts, cut into tiles by the algebra
 * ({@code zipped_divide}) and copied by strided-vector's {@link Copy#copy}, which finds a mode
 * contiguous in each side of a tile and transposes by blocks. Any M and N: what the tiles leave is
 * copied as two more blocks. Checked element by element against hand-written indices, timed
 * against {@code System.arraycopy} of the same bytes.
 *
 * <pre>{@code
 * TiledTranspose.Report r = TiledTranspose.run(100, 70);
 * r.mismatches();   // 0
 * }</pre>
 */
final class TiledTranspose {
  private static final int EXTENT = 64;
  private static final Tiler TILE = Tiler.parse("(" + EXTENT + "," + EXTENT + ")");
  /** Runs before timing, so C2 has compiled both copies (5 left the transpose at a third). */
  private static final int WARM_UPS = 20;
  /** Timed runs of each copy; the best counts. */
  private static final int TIMED = 10;

  private TiledTranspose() {}

  /**
   * Bandwidths, GB/s = 2 · the matrix's bytes / time (each byte read once and written once, as in
   * BENCHMARKS.md), and how many elements of the column-major result differ from the row-major
   * source (expected 0).
   */
  record Report(int m, int n, double transposeGbps, double arraycopyGbps, long mismatches) {}

  /**
   * Transposes an m×n matrix of distinct values and checks every element.
   *
   * @param m rows
   * @param n columns
   * @return the report
   */
  static Report run(int m, int n) {
    FloatTensor rows = FloatTensor.allocate(TransposeRows.of(m, n).layout());
    FloatTensor columns = FloatTensor.allocate(TransposeColumns.of(m, n).layout());
    float[] source = rows.data();
    for (int i = 0; i < source.length; i++) {
      source[i] = i + 1;   // never 0, so an element the copy missed differs too
    }
    float[] copied = new float[source.length];
    long transposeNanos = best(() -> transpose(rows, columns));
    long arraycopyNanos = best(() -> System.arraycopy(source, 0, copied, 0, source.length));
    float[] result = columns.data();
    long mismatches = 0;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        if (result[i + j * m] != source[i * n + j]) {
          mismatches++;
        }
      }
    }
    double bytes = 2 * 4.0 * m * n;
    return new Report(m, n, bytes / transposeNanos, bytes / arraycopyNanos, mismatches);
  }

  /**
   * {@code columns(i,j) = rows(i,j)} for every coordinate. The 64×64 tiles that fit go in one
   * {@link Copy#copy} of the two tiled views, {@code zipped_divide}d alike (mode 0 the position in
   * a tile, mode 1 the tile), so element {@code i} of one is element {@code i} of the other: the
   * copy's plan takes the tile's two modes as its inner loops, a blocked transpose, and walks the
   * tiles outside. What the tiles leave (M or N no multiple of 64), the rows below them and the
   * columns to their right, is two more blocks, one {@code Copy.copy} each.
   */
  static void transpose(FloatTensor rows, FloatTensor columns) {
    int m = rows.layout().size(0);
    int n = rows.layout().size(1);
    int fitM = m - m % EXTENT;
    int fitN = n - n % EXTENT;
    if (fitM > 0 && fitN > 0) {
      Copy.copy(block(rows, 0, 0, fitM, fitN).zippedDivide(TILE),
          block(columns, 0, 0, fitM, fitN).zippedDivide(TILE));
    }
    if (fitM < m) {
      Copy.copy(block(rows, fitM, 0, m - fitM, n), block(columns, fitM, 0, m - fitM, n));
    }
    if (fitM > 0 && fitN < n) {
      Copy.copy(block(rows, 0, fitN, fitM, n - fitN), block(columns, 0, fitN, fitM, n - fitN));
    }
  }

  /**
   * The {@code r×c} block of a matrix whose first element is {@code (i,j)}: the tensor starting at
   * the layout's index of {@code (i,j)} (CuTe's {@code domain_offset}), its layout composed with
   * the extents {@code (r,c)}.
   */
  private static FloatTensor block(FloatTensor t, int i, int j, int r, int c) {
    return FloatTensor.of(t.data(), t.offset() + t.layout().index(i, j),
        t.layout().compose(Tiler.parse("(" + r + "," + c + ")")));
  }

  /** The shortest of the timed runs, in nanoseconds. */
  private static long best(Runnable copy) {
    long best = Long.MAX_VALUE;
    for (int run = 0; run < WARM_UPS + TIMED; run++) {
      long t0 = System.nanoTime();
      copy.run();
      long t1 = System.nanoTime();
      if (run >= WARM_UPS) {
        best = Math.min(best, t1 - t0);
      }
    }
    return best;
  }
}
