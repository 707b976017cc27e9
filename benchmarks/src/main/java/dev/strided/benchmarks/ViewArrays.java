package dev.strided.benchmarks;

/**
 * The arrays and views {@link ViewBenchmark} and {@link ViewLoopFormsBenchmark} loop over: a 64 × 64
 * row-major panel (leading dimension 72, offset 8) of two arrays with their generated
 * {@link RowPanel.FloatView}s, and the static {@code (64,64):(64,1)} tile ({@link RowTile}) of two
 * more. Fields of the benchmark object itself (a subclass), so that each loop reads them as a kernel
 * reads its own; filled with small values, so the sums stay exact and the axpys finite. Example:
 * {@code new ViewBenchmark().viewX.get(1, 2)}.
 */
abstract class ViewArrays {
  static final int M = 64;
  static final int N = 64;
  static final int LD = 72;
  static final int OFFSET = 8;
  static final int ELEMENTS = M * N;

  final float[] x = new float[OFFSET + (M - 1) * LD + N];
  final float[] y = new float[x.length];
  final float[] tileX = new float[OFFSET + M * N];
  final float[] tileY = new float[tileX.length];
  final RowPanel panel = RowPanel.of(M, N, LD);
  final RowPanel.FloatView viewX = panel.view(x, OFFSET);
  final RowPanel.FloatView viewY = panel.view(y, OFFSET);
  final RowTile.FloatView tileViewX = RowTile.view(tileX, OFFSET);
  final RowTile.FloatView tileViewY = RowTile.view(tileY, OFFSET);
  /** The values a hand-written loop has, bound at run time as the view's are. */
  int ld = LD;
  int off = OFFSET;
  /** The same values again, as a second array's own offset and leading dimension. */
  int ldY = LD;
  int offY = OFFSET;
  float a = 1.5f;
  /** The scale's factor: -1 keeps the values finite however often the scale runs. */
  float flip = -1f;

  ViewArrays() {
    for (int k = 0; k < x.length; k++) {
      x[k] = k % 7;
      y[k] = k % 5;
    }
    for (int k = 0; k < tileX.length; k++) {
      tileX[k] = k % 7;
      tileY[k] = k % 5;
    }
  }
}
