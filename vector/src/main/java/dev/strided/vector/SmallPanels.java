package dev.strided.vector;

/**
 * The panels of {@link SmallKernelTemplate}: where the operand X read by vectors (see
 * {@link SmallBlocking}) is not contiguous along them, as B in numpy's {@code a @ b.T}, a kernel
 * copies X's whole vectors, {@code X(v, k)} for {@code v < whole}, into a panel contiguous along
 * them, {@code panel[v + k·whole]}, once per product, and its register blocks read the panel. The
 * panel is a per-thread array of each kernel.
 *
 * <pre>{@code float[] panel = SmallPanels.of(panels, 16 * 16);
 * // B (16,16) row-major into the panel (16,16) with B(n,k) at n + 16·k
 * SmallPanels.copy(16, b, 0, 16, 1, 16, 16, panel, SmallKernels.lanes(16, 16));}</pre>
 */
final class SmallPanels {
  private SmallPanels() {}

  /** This thread's panel of {@code size} floats in {@code panels}, made at its first use. */
  static float[] of(ThreadLocal<float[]> panels, int size) {
    float[] panel = panels.get();
    if (panel == null) {
      panel = new float[size];
      panels.set(panel);
    }
    return panel;
  }

  /**
   * X's whole vectors, {@code X(v, k)} at {@code xs[xo + v·xVec + k·xK]}, into the panel: a
   * transpose in registers per {@code lanes × lanes} tile where X is contiguous along K and the
   * lanes have a {@link TransposeNetwork}; element by element for the steps of K past the last
   * whole tile and for any other X. {@code rows[q]} is {@code q·whole}.
   */
  static void copy(int lanes, float[] xs, int xo, int xVec, int xK, int whole, int k,
      float[] panel, int[] rows) {
    int tiled = xK == 1 && TransposeNetwork.covers(lanes) ? k - k % lanes : 0;
    for (int v = 0; v < whole; v += lanes) {
      for (int s = 0; s < tiled; s += lanes) {
        TransposeNetwork.tile(lanes, xs, xo + v * xVec + s, xVec, panel, s * whole + v, rows);
      }
      for (int s = tiled; s < k; s++) {
        for (int l = 0; l < lanes; l++) {
          panel[s * whole + v + l] = xs[xo + (v + l) * xVec + s * xK];
        }
      }
    }
  }
}
