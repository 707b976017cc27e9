package dev.strided.samples;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import dev.strided.vector.Copy;

/**
 * A tiled transpose: a row-major M×N float matrix into a column-major one, 64×64 tile by tile. Both
 * matrices are tensors over the generated layouts, cut into tiles by the algebra
 * ({@code zipped_divide}, {@code localTile}) and copied by strided-vector's {@link Copy#copy}, which
 * finds a mode contiguous in each side of a tile and transposes by blocks. Tiles that overhang the
 * matrix (M or N no multiple of 64) are copied element by element, guarded by identity tensors.
 * Checked element by element against hand-written indices, timed against {@code System.arraycopy}
 * of the same bytes.
 *
 * <pre>{@code
 * TiledTranspose.Report r = TiledTranspose.run(100, 70);
 * r.mismatches();   // 0
 * }</pre>
 */
final class TiledTranspose {
  private static final int EXTENT = 64;
  private static final Tiler TILE = Tiler.parse("(" + EXTENT + "," + EXTENT + ")");
  /** Runs before timing, so C2 has compiled both copies. */
  private static final int WARM_UPS = 5;
  /** Timed runs of each copy; the best counts. */
  private static final int TIMED = 10;

  private TiledTranspose() {}

  /**
   * Bandwidths (GB/s of the matrix's bytes, each read once and written once) and how many
   * elements of the column-major result differ from the row-major source (expected 0).
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
    double bytes = 4.0 * m * n;
    return new Report(m, n, bytes / transposeNanos, bytes / arraycopyNanos, mismatches);
  }

  /**
   * {@code columns(i,j) = rows(i,j)} for every coordinate. The 64×64 tiles that fit go in one
   * {@link Copy#copy} of the two tiled views, {@code zipped_divide}d alike (mode 0 the position in
   * a tile, mode 1 the tile), so element {@code i} of one is element {@code i} of the other: the
   * copy's plan takes the tile's two modes as its inner loops, a blocked transpose, and walks the
   * tiles outside. The tiles that overhang, on the last row or column of tiles, are copied element
   * by element: a {@code localTile} view each, guarded by identity tensors tiled the same way.
   */
  static void transpose(FloatTensor rows, FloatTensor columns) {
    int fullM = rows.layout().size(0) / EXTENT;
    int fullN = rows.layout().size(1) / EXTENT;
    if (fullM > 0 && fullN > 0) {
      Tiler fit = Tiler.parse("(" + fullM * EXTENT + "," + fullN * EXTENT + ")");
      Copy.copy(rows.compose(fit).zippedDivide(TILE), columns.compose(fit).zippedDivide(TILE));
    }
    IdentityTensor coords = IdentityTensor.of(rows.shape());
    Layout tiles = rows.layout().zippedDivide(TILE);
    for (int tn = 0; tn < tiles.size(1, 1); tn++) {
      for (int tm = tn < fullN ? fullM : 0; tm < tiles.size(1, 0); tm++) {
        FloatTensor from = rows.localTile(TILE, tm, tn);
        FloatTensor to = columns.localTile(TILE, tm, tn);
        IdentityTensor where = coords.localTile(TILE, tm, tn);
        for (int i = 0; i < from.size(); i++) {
          if (where.inBounds(i)) {
            to.set(i, from.get(i));
          }
        }
      }
    }
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
