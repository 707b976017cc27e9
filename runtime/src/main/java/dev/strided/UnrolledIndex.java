package dev.strided;

/**
 * Branch-free index functions for the common small layouts, the runtime's equivalent of the
 * generated code: {@link #modes} when there are at most three modes of at most two leaves each,
 * {@link #oneD} when there are at most four leaves. Each term is {@code q·w}, with {@code q} the
 * coordinate divided by the product of the extents before the leaf (a multiply and a shift, see
 * {@link FlatLeaves}) and {@code w} the leaf's weight; absent leaves have magic 0 and weight 0.
 *
 * <pre>{@code
 * // ((8,4),(8,2)):((1,64),(8,512)), mode 0 of c0 = 13: 13*1 + (13/8)*(64 - 8*1) = 13 + 56 = 69
 * }</pre>
 */
final class UnrolledIndex {
  // per mode m: first leaf weight wM0, second leaf magic/shift/weight
  private final int w00;
  private final long m01;
  private final int s01;
  private final int w01;
  private final int w10;
  private final long m11;
  private final int s11;
  private final int w11;
  private final int w20;
  private final long m21;
  private final int s21;
  private final int w21;

  /** Slot 2m is the first leaf of mode m (its quotient is the coordinate), 2m+1 the second. */
  private UnrolledIndex(int[] w, long[] m, int[] s) {
    w00 = w[0];
    m01 = m[1];
    s01 = s[1];
    w01 = w[1];
    w10 = w[2];
    m11 = m[3];
    s11 = s[3];
    w11 = w[3];
    w20 = w[4];
    m21 = m[5];
    s21 = s[5];
    w21 = w[5];
  }

  /**
   * The per-mode form, or null when a mode has more than two leaves or there are more than three.
   */
  static UnrolledIndex modes(int[] weight, long[] magic, int[] shift, int[] modeStart) {
    if (modeStart.length > 4) {
      return null;
    }
    int[] w = new int[6];
    long[] m = new long[6];
    int[] s = new int[6];
    for (int mode = 0; mode + 1 < modeStart.length; mode++) {
      if (modeStart[mode + 1] - modeStart[mode] > 2) {
        return null;
      }
      for (int k = modeStart[mode]; k < modeStart[mode + 1]; k++) {
        int slot = 2 * mode + k - modeStart[mode];
        w[slot] = weight[k];
        m[slot] = magic[k];
        s[slot] = shift[k];
      }
    }
    return new UnrolledIndex(w, m, s);
  }

  /** The 1-D form, leaves 0..3 in slots 0, 1, 3, 5; or null past four leaves. */
  static UnrolledIndex oneD(int[] weight, long[] magic, int[] shift) {
    if (weight.length > 4) {
      return null;
    }
    int[] slots = {0, 1, 3, 5};
    int[] w = new int[6];
    long[] m = new long[6];
    int[] s = new int[6];
    for (int k = 0; k < weight.length; k++) {
      w[slots[k]] = weight[k];
      m[slots[k]] = magic[k];
      s[slots[k]] = shift[k];
    }
    return new UnrolledIndex(w, m, s);
  }

  int index(int c0, int c1) {
    return c0 * w00 + (int) ((c0 * m01) >>> s01) * w01
        + c1 * w10 + (int) ((c1 * m11) >>> s11) * w11;
  }

  int index(int c0, int c1, int c2) {
    return index(c0, c1) + c2 * w20 + (int) ((c2 * m21) >>> s21) * w21;
  }

  /** The 1-D form: every term reads the same coordinate. */
  int index(int c) {
    return c * w00 + (int) ((c * m01) >>> s01) * w01
        + (int) ((c * m11) >>> s11) * w11 + (int) ((c * m21) >>> s21) * w21;
  }
}
