package dev.strided;

import java.util.Arrays;

/**
 * Unrolled index functions for the common small layouts, the runtime's equivalent of the generated
 * code: {@link #modes} when there are at most three modes of at most two terms each,
 * {@link #oneD} when there are at most four terms ({@link IndexTerms}, after coalescing). Each
 * term is {@code q·w}: {@code q} the coordinate divided by the product of the extents before it (a
 * multiply and a shift), {@code w} its weight; absent terms have magic 0 and weight 0.
 *
 * <pre>{@code
 * // ((8,4),(8,2)):((1,64),(8,512)), mode 0 of c0 = 13: 13*1 + (13/8)*(64 - 8*1) = 13 + 56 = 69
 * }</pre>
 */
final class UnrolledIndex {
  /** Number of modes (1 for the 1-D form) and the range of each coordinate (the size, 1-D). */
  final int rank;
  final int limit0;
  final int limit1;
  final int limit2;
  private final boolean single;
  // per mode m: the first term's weight wM0, the second term's magic, shift and weight
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

  /** Stands for "no unrolled form": its rank matches no call, so every call takes the loop. */
  static final UnrolledIndex NONE = new UnrolledIndex(new IndexTerms(new int[0], new int[0],
      new int[] {0}), new int[0], true, new int[] {-1, -1, -1, -1});

  /**
   * Slot 2m is the first term of mode m (its quotient is the coordinate), 2m+1 the second; absent
   * terms stay 0. {@code single}: no slot 2m+1 is used, so {@link #index} skips those products.
   */
  private UnrolledIndex(IndexTerms terms, int[] slots, boolean single, int[] limits) {
    rank = limits.length;
    limit0 = limits.length > 0 ? limits[0] : 0;
    limit1 = limits.length > 1 ? limits[1] : 0;
    limit2 = limits.length > 2 ? limits[2] : 0;
    int[] w = new int[6];
    long[] m = new long[6];
    int[] s = new int[6];
    for (int k = 0; k < slots.length; k++) {
      w[slots[k]] = terms.weight[k];
      m[slots[k]] = terms.magic[k];
      s[slots[k]] = terms.shift[k];
    }
    this.single = single;
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

  /** The per-mode form, or {@link #NONE} past three modes or two terms in a mode (coalesced). */
  static UnrolledIndex modes(IndexTerms terms, int[] modeSize) {
    int ranges = terms.start.length - 1;
    if (ranges > 3) {
      return NONE;
    }
    int[] slots = new int[terms.weight.length];
    boolean single = true;
    for (int r = 0; r < ranges; r++) {
      if (terms.count(r) > 2) {
        return NONE;
      }
      single &= terms.count(r) <= 1;
      for (int k = terms.start[r]; k < terms.start[r + 1]; k++) {
        slots[k] = 2 * r + k - terms.start[r];
      }
    }
    return new UnrolledIndex(terms, slots, single, modeSize);
  }

  /** The 1-D form, terms 0..3 in slots 0, 1, 3, 5; or {@link #NONE} past four terms. */
  static UnrolledIndex oneD(IndexTerms terms, int size) {
    int n = terms.weight.length;
    return n > 4 ? NONE : new UnrolledIndex(terms, Arrays.copyOf(new int[] {0, 1, 3, 5}, n),
        n <= 1, new int[] {size});
  }

  int index(int c0, int c1) {
    if (single) {
      return c0 * w00 + c1 * w10;
    }
    return c0 * w00 + (int) ((c0 * m01) >>> s01) * w01
        + c1 * w10 + (int) ((c1 * m11) >>> s11) * w11;
  }

  int index(int c0, int c1, int c2) {
    if (single) {
      return c0 * w00 + c1 * w10 + c2 * w20;
    }
    return index(c0, c1) + c2 * w20 + (int) ((c2 * m21) >>> s21) * w21;
  }

  /** The 1-D form: every term reads the same coordinate. */
  int index(int c) {
    if (single) {
      return c * w00;
    }
    return c * w00 + (int) ((c * m01) >>> s01) * w01
        + (int) ((c * m11) >>> s11) * w11 + (int) ((c * m21) >>> s21) * w21;
  }
}
