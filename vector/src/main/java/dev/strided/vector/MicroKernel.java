package dev.strided.vector;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The register-blocked FMA outer product at the heart of {@link Gemm}: a {@link #ROWS} ×
 * {@link #COLS} block of C, {@code COLS} being two vectors of the preferred species, accumulated
 * over {@code kc} steps from a packed A micro-panel (column-major {@code (ROWS, kc)}: its
 * {@code ROWS} elements of a step contiguous, at {@code aOff + k·ROWS + r}) and a packed B
 * micro-panel (column-major {@code (COLS, kc)}: {@code COLS} contiguous floats per step) into C
 * (row {@code r}, column {@code j} at {@code cOff + r·ldc + j}).
 * The rows are sized from the species: 8 where vectors are 512 bits (16 accumulators of the 32
 * registers AVX-512 has), 6 below (12 accumulators, two vectors of B and a broadcast fill AVX2's 16
 * registers; 8 rows spill, measured on AVX2: 52 against 74 GFLOP/s, panels in cache).
 * A's step is one run of {@code ROWS} floats, read at constant displacements from one index (a
 * row-major A panel, {@code ROWS} rows {@code kc} apart, ran about 10 % slower, panels in L1).
 * The accumulators start at zero and C is read once, after the loop, and added: the FMA chains
 * never wait for C's first touch (a miss when C is larger than the caches; JDK 17 has no prefetch),
 * and the loads of C overlap the loop's last steps. All accumulators live in one method body: on
 * JDK 17 a vector handed to a method that is not inlined is boxed. Every array index is the step
 * {@code k} times a constant plus loop invariants, so C2 hoists the bounds checks out of the loop;
 * B's index is written {@code k * 2 * LANES}: JDK 17's C2 on AVX2 ran the same loop with
 * {@code k * COLS} at half the speed (39 against 72 GFLOP/s, panels in L1, measured in one
 * process).
 *
 * <pre>{@code
 * MicroKernel.tile(pa, 0, pb, 0, kc, c, 0, ldc, MicroKernel.ROWS, MicroKernel.COLS, spill);
 * }</pre>
 */
final class MicroKernel {
  static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  static final int LANES = SPECIES.length();
  /** Rows of C per block: one broadcast of A each per step. */
  static final int ROWS = SPECIES.vectorBitSize() >= 512 ? 8 : 6;
  /** Columns of C per block: two vectors of B per step. */
  static final int COLS = 2 * LANES;

  private MicroKernel() {}

  /**
   * {@code C[0..rows, 0..cols) += Apanel · Bpanelᵀ}; the panels hold {@link #ROWS} and
   * {@link #COLS} (possibly stale) entries per step, of which {@code rows} and {@code cols} count.
   * A partial block is accumulated in {@code spill} ({@code ROWS · COLS} floats) and copied back.
   */
  static void tile(float[] pa, int aOff, float[] pb, int bOff, int kc, float[] c, int cOff,
      int ldc, int rows, int cols, float[] spill) {
    if (rows == ROWS && cols == COLS) {
      full(pa, aOff, pb, bOff, kc, c, cOff, ldc);
      return;
    }
    for (int r = 0; r < rows; r++) {
      System.arraycopy(c, cOff + r * ldc, spill, r * COLS, cols);
    }
    full(pa, aOff, pb, bOff, kc, spill, 0, COLS);
    for (int r = 0; r < rows; r++) {
      System.arraycopy(spill, r * COLS, c, cOff + r * ldc, cols);
    }
  }

  private static void full(float[] pa, int aOff, float[] pb, int bOff, int kc, float[] c,
      int cOff, int ldc) {
    if (ROWS == 8) {
      eight(pa, aOff, pb, bOff, kc, c, cOff, ldc);
    } else {
      six(pa, aOff, pb, bOff, kc, c, cOff, ldc);
    }
  }

  /** 8 rows: 16 accumulators, two vectors of B and a broadcast of A. */
  private static void eight(float[] pa, int aOff, float[] pb, int bOff, int kc, float[] c,
      int cOff, int ldc) {
    FloatVector c00 = FloatVector.zero(SPECIES);
    FloatVector c01 = FloatVector.zero(SPECIES);
    FloatVector c10 = FloatVector.zero(SPECIES);
    FloatVector c11 = FloatVector.zero(SPECIES);
    FloatVector c20 = FloatVector.zero(SPECIES);
    FloatVector c21 = FloatVector.zero(SPECIES);
    FloatVector c30 = FloatVector.zero(SPECIES);
    FloatVector c31 = FloatVector.zero(SPECIES);
    FloatVector c40 = FloatVector.zero(SPECIES);
    FloatVector c41 = FloatVector.zero(SPECIES);
    FloatVector c50 = FloatVector.zero(SPECIES);
    FloatVector c51 = FloatVector.zero(SPECIES);
    FloatVector c60 = FloatVector.zero(SPECIES);
    FloatVector c61 = FloatVector.zero(SPECIES);
    FloatVector c70 = FloatVector.zero(SPECIES);
    FloatVector c71 = FloatVector.zero(SPECIES);
    for (int k = 0; k < kc; k++) {
      int ak = aOff + k * 8;
      int bk = bOff + k * 2 * LANES;
      FloatVector b0 = FloatVector.fromArray(SPECIES, pb, bk);
      FloatVector b1 = FloatVector.fromArray(SPECIES, pb, bk + LANES);
      FloatVector a0 = FloatVector.broadcast(SPECIES, pa[ak + 0]);
      c00 = a0.fma(b0, c00);
      c01 = a0.fma(b1, c01);
      FloatVector a1 = FloatVector.broadcast(SPECIES, pa[ak + 1]);
      c10 = a1.fma(b0, c10);
      c11 = a1.fma(b1, c11);
      FloatVector a2 = FloatVector.broadcast(SPECIES, pa[ak + 2]);
      c20 = a2.fma(b0, c20);
      c21 = a2.fma(b1, c21);
      FloatVector a3 = FloatVector.broadcast(SPECIES, pa[ak + 3]);
      c30 = a3.fma(b0, c30);
      c31 = a3.fma(b1, c31);
      FloatVector a4 = FloatVector.broadcast(SPECIES, pa[ak + 4]);
      c40 = a4.fma(b0, c40);
      c41 = a4.fma(b1, c41);
      FloatVector a5 = FloatVector.broadcast(SPECIES, pa[ak + 5]);
      c50 = a5.fma(b0, c50);
      c51 = a5.fma(b1, c51);
      FloatVector a6 = FloatVector.broadcast(SPECIES, pa[ak + 6]);
      c60 = a6.fma(b0, c60);
      c61 = a6.fma(b1, c61);
      FloatVector a7 = FloatVector.broadcast(SPECIES, pa[ak + 7]);
      c70 = a7.fma(b0, c70);
      c71 = a7.fma(b1, c71);
    }
    int row0 = cOff + 0 * ldc;
    c00.add(FloatVector.fromArray(SPECIES, c, row0)).intoArray(c, row0);
    c01.add(FloatVector.fromArray(SPECIES, c, row0 + LANES)).intoArray(c, row0 + LANES);
    int row1 = cOff + 1 * ldc;
    c10.add(FloatVector.fromArray(SPECIES, c, row1)).intoArray(c, row1);
    c11.add(FloatVector.fromArray(SPECIES, c, row1 + LANES)).intoArray(c, row1 + LANES);
    int row2 = cOff + 2 * ldc;
    c20.add(FloatVector.fromArray(SPECIES, c, row2)).intoArray(c, row2);
    c21.add(FloatVector.fromArray(SPECIES, c, row2 + LANES)).intoArray(c, row2 + LANES);
    int row3 = cOff + 3 * ldc;
    c30.add(FloatVector.fromArray(SPECIES, c, row3)).intoArray(c, row3);
    c31.add(FloatVector.fromArray(SPECIES, c, row3 + LANES)).intoArray(c, row3 + LANES);
    int row4 = cOff + 4 * ldc;
    c40.add(FloatVector.fromArray(SPECIES, c, row4)).intoArray(c, row4);
    c41.add(FloatVector.fromArray(SPECIES, c, row4 + LANES)).intoArray(c, row4 + LANES);
    int row5 = cOff + 5 * ldc;
    c50.add(FloatVector.fromArray(SPECIES, c, row5)).intoArray(c, row5);
    c51.add(FloatVector.fromArray(SPECIES, c, row5 + LANES)).intoArray(c, row5 + LANES);
    int row6 = cOff + 6 * ldc;
    c60.add(FloatVector.fromArray(SPECIES, c, row6)).intoArray(c, row6);
    c61.add(FloatVector.fromArray(SPECIES, c, row6 + LANES)).intoArray(c, row6 + LANES);
    int row7 = cOff + 7 * ldc;
    c70.add(FloatVector.fromArray(SPECIES, c, row7)).intoArray(c, row7);
    c71.add(FloatVector.fromArray(SPECIES, c, row7 + LANES)).intoArray(c, row7 + LANES);
  }

  /** 6 rows: 12 accumulators, two vectors of B and a broadcast of A. */
  private static void six(float[] pa, int aOff, float[] pb, int bOff, int kc, float[] c,
      int cOff, int ldc) {
    FloatVector c00 = FloatVector.zero(SPECIES);
    FloatVector c01 = FloatVector.zero(SPECIES);
    FloatVector c10 = FloatVector.zero(SPECIES);
    FloatVector c11 = FloatVector.zero(SPECIES);
    FloatVector c20 = FloatVector.zero(SPECIES);
    FloatVector c21 = FloatVector.zero(SPECIES);
    FloatVector c30 = FloatVector.zero(SPECIES);
    FloatVector c31 = FloatVector.zero(SPECIES);
    FloatVector c40 = FloatVector.zero(SPECIES);
    FloatVector c41 = FloatVector.zero(SPECIES);
    FloatVector c50 = FloatVector.zero(SPECIES);
    FloatVector c51 = FloatVector.zero(SPECIES);
    for (int k = 0; k < kc; k++) {
      int ak = aOff + k * 6;
      int bk = bOff + k * 2 * LANES;
      FloatVector b0 = FloatVector.fromArray(SPECIES, pb, bk);
      FloatVector b1 = FloatVector.fromArray(SPECIES, pb, bk + LANES);
      FloatVector a0 = FloatVector.broadcast(SPECIES, pa[ak + 0]);
      c00 = a0.fma(b0, c00);
      c01 = a0.fma(b1, c01);
      FloatVector a1 = FloatVector.broadcast(SPECIES, pa[ak + 1]);
      c10 = a1.fma(b0, c10);
      c11 = a1.fma(b1, c11);
      FloatVector a2 = FloatVector.broadcast(SPECIES, pa[ak + 2]);
      c20 = a2.fma(b0, c20);
      c21 = a2.fma(b1, c21);
      FloatVector a3 = FloatVector.broadcast(SPECIES, pa[ak + 3]);
      c30 = a3.fma(b0, c30);
      c31 = a3.fma(b1, c31);
      FloatVector a4 = FloatVector.broadcast(SPECIES, pa[ak + 4]);
      c40 = a4.fma(b0, c40);
      c41 = a4.fma(b1, c41);
      FloatVector a5 = FloatVector.broadcast(SPECIES, pa[ak + 5]);
      c50 = a5.fma(b0, c50);
      c51 = a5.fma(b1, c51);
    }
    int row0 = cOff + 0 * ldc;
    c00.add(FloatVector.fromArray(SPECIES, c, row0)).intoArray(c, row0);
    c01.add(FloatVector.fromArray(SPECIES, c, row0 + LANES)).intoArray(c, row0 + LANES);
    int row1 = cOff + 1 * ldc;
    c10.add(FloatVector.fromArray(SPECIES, c, row1)).intoArray(c, row1);
    c11.add(FloatVector.fromArray(SPECIES, c, row1 + LANES)).intoArray(c, row1 + LANES);
    int row2 = cOff + 2 * ldc;
    c20.add(FloatVector.fromArray(SPECIES, c, row2)).intoArray(c, row2);
    c21.add(FloatVector.fromArray(SPECIES, c, row2 + LANES)).intoArray(c, row2 + LANES);
    int row3 = cOff + 3 * ldc;
    c30.add(FloatVector.fromArray(SPECIES, c, row3)).intoArray(c, row3);
    c31.add(FloatVector.fromArray(SPECIES, c, row3 + LANES)).intoArray(c, row3 + LANES);
    int row4 = cOff + 4 * ldc;
    c40.add(FloatVector.fromArray(SPECIES, c, row4)).intoArray(c, row4);
    c41.add(FloatVector.fromArray(SPECIES, c, row4 + LANES)).intoArray(c, row4 + LANES);
    int row5 = cOff + 5 * ldc;
    c50.add(FloatVector.fromArray(SPECIES, c, row5)).intoArray(c, row5);
    c51.add(FloatVector.fromArray(SPECIES, c, row5 + LANES)).intoArray(c, row5 + LANES);
  }
}
