package dev.strided.vector;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The register-blocked FMA outer product at the heart of {@link Gemm}: a {@link #ROWS} ×
 * {@link #COLS} block of C, {@code COLS} being two vectors of the preferred species, accumulated
 * over {@code kc} steps from a packed A micro-panel (its element {@code (r, k)} at
 * {@code aOff + r·lda + k}) and a packed B micro-panel (column-major {@code (COLS, kc)}: {@code COLS}
 * contiguous floats per step) into C (row {@code r}, column {@code j} at {@code cOff + r·ldc + j}).
 * The rows are sized from the species: 8 where vectors are 512 bits (16 accumulators of the 32
 * registers AVX-512 has), 6 below (12 accumulators, two vectors of B and a broadcast fill AVX2's 16
 * registers; 8 rows spill, measured on AVX2: 52 against 74 GFLOP/s, panels in cache).
 * The accumulators start from C's own values, loaded before the loop: the first touch of each C
 * block then overlaps the loop's first steps instead of waiting after its last (JDK 17 has no
 * prefetch). All accumulators live in one method body: on JDK 17 a vector handed to a method that
 * is not inlined is boxed. B's index is written {@code k * 2 * LANES}: JDK 17's C2 on AVX2 ran the
 * same loop with {@code k * COLS} at half the speed (39 against 72 GFLOP/s, panels in L1, measured
 * in one process). In JDK 17's machine code for this loop A's bounds checks are gone (its index is
 * the step plus an invariant) but each B load keeps its check against {@code length - 7}, and each
 * A address costs two integer instructions; in L1 it still ran at 69–72 GFLOP/s, OpenBLAS's rate.
 * Tried and not kept (whole GEMMs in turn in one process, n = 1024, CPU time): A packed as
 * column-major {@code (ROWS, kc)} micro-panels, a step's rows one run (in L1 10 % faster on JDK 17,
 * in the GEMM no faster on JDK 17 and 27 against 37 GFLOP/s on JDK 25); accumulators from zero with
 * C added after the loop (30 against 36 on JDK 17, 32 against 37 on JDK 25).
 *
 * <pre>{@code
 * MicroKernel.tile(pa, 0, kc, pb, 0, kc, c, 0, ldc, MicroKernel.ROWS, MicroKernel.COLS, spill);
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
  static void tile(float[] pa, int aOff, int lda, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc, int rows, int cols, float[] spill) {
    if (rows == ROWS && cols == COLS) {
      full(pa, aOff, lda, pb, bOff, kc, c, cOff, ldc);
      return;
    }
    for (int r = 0; r < rows; r++) {
      System.arraycopy(c, cOff + r * ldc, spill, r * COLS, cols);
    }
    full(pa, aOff, lda, pb, bOff, kc, spill, 0, COLS);
    for (int r = 0; r < rows; r++) {
      System.arraycopy(spill, r * COLS, c, cOff + r * ldc, cols);
    }
  }

  private static void full(float[] pa, int aOff, int lda, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc) {
    if (ROWS == 8) {
      eight(pa, aOff, lda, pb, bOff, kc, c, cOff, ldc);
    } else {
      six(pa, aOff, lda, pb, bOff, kc, c, cOff, ldc);
    }
  }

  /** 8 rows: 16 accumulators, two vectors of B and a broadcast of A. */
  private static void eight(float[] pa, int aOff, int lda, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc) {
    FloatVector c00 = FloatVector.fromArray(SPECIES, c, cOff + 0 * ldc);
    FloatVector c01 = FloatVector.fromArray(SPECIES, c, cOff + 0 * ldc + LANES);
    FloatVector c10 = FloatVector.fromArray(SPECIES, c, cOff + 1 * ldc);
    FloatVector c11 = FloatVector.fromArray(SPECIES, c, cOff + 1 * ldc + LANES);
    FloatVector c20 = FloatVector.fromArray(SPECIES, c, cOff + 2 * ldc);
    FloatVector c21 = FloatVector.fromArray(SPECIES, c, cOff + 2 * ldc + LANES);
    FloatVector c30 = FloatVector.fromArray(SPECIES, c, cOff + 3 * ldc);
    FloatVector c31 = FloatVector.fromArray(SPECIES, c, cOff + 3 * ldc + LANES);
    FloatVector c40 = FloatVector.fromArray(SPECIES, c, cOff + 4 * ldc);
    FloatVector c41 = FloatVector.fromArray(SPECIES, c, cOff + 4 * ldc + LANES);
    FloatVector c50 = FloatVector.fromArray(SPECIES, c, cOff + 5 * ldc);
    FloatVector c51 = FloatVector.fromArray(SPECIES, c, cOff + 5 * ldc + LANES);
    FloatVector c60 = FloatVector.fromArray(SPECIES, c, cOff + 6 * ldc);
    FloatVector c61 = FloatVector.fromArray(SPECIES, c, cOff + 6 * ldc + LANES);
    FloatVector c70 = FloatVector.fromArray(SPECIES, c, cOff + 7 * ldc);
    FloatVector c71 = FloatVector.fromArray(SPECIES, c, cOff + 7 * ldc + LANES);
    for (int k = 0; k < kc; k++) {
      int ak = aOff + k;
      int bk = bOff + k * 2 * LANES;
      FloatVector b0 = FloatVector.fromArray(SPECIES, pb, bk);
      FloatVector b1 = FloatVector.fromArray(SPECIES, pb, bk + LANES);
      FloatVector a0 = FloatVector.broadcast(SPECIES, pa[ak + 0 * lda]);
      c00 = a0.fma(b0, c00);
      c01 = a0.fma(b1, c01);
      FloatVector a1 = FloatVector.broadcast(SPECIES, pa[ak + 1 * lda]);
      c10 = a1.fma(b0, c10);
      c11 = a1.fma(b1, c11);
      FloatVector a2 = FloatVector.broadcast(SPECIES, pa[ak + 2 * lda]);
      c20 = a2.fma(b0, c20);
      c21 = a2.fma(b1, c21);
      FloatVector a3 = FloatVector.broadcast(SPECIES, pa[ak + 3 * lda]);
      c30 = a3.fma(b0, c30);
      c31 = a3.fma(b1, c31);
      FloatVector a4 = FloatVector.broadcast(SPECIES, pa[ak + 4 * lda]);
      c40 = a4.fma(b0, c40);
      c41 = a4.fma(b1, c41);
      FloatVector a5 = FloatVector.broadcast(SPECIES, pa[ak + 5 * lda]);
      c50 = a5.fma(b0, c50);
      c51 = a5.fma(b1, c51);
      FloatVector a6 = FloatVector.broadcast(SPECIES, pa[ak + 6 * lda]);
      c60 = a6.fma(b0, c60);
      c61 = a6.fma(b1, c61);
      FloatVector a7 = FloatVector.broadcast(SPECIES, pa[ak + 7 * lda]);
      c70 = a7.fma(b0, c70);
      c71 = a7.fma(b1, c71);
    }
    c00.intoArray(c, cOff + 0 * ldc);
    c01.intoArray(c, cOff + 0 * ldc + LANES);
    c10.intoArray(c, cOff + 1 * ldc);
    c11.intoArray(c, cOff + 1 * ldc + LANES);
    c20.intoArray(c, cOff + 2 * ldc);
    c21.intoArray(c, cOff + 2 * ldc + LANES);
    c30.intoArray(c, cOff + 3 * ldc);
    c31.intoArray(c, cOff + 3 * ldc + LANES);
    c40.intoArray(c, cOff + 4 * ldc);
    c41.intoArray(c, cOff + 4 * ldc + LANES);
    c50.intoArray(c, cOff + 5 * ldc);
    c51.intoArray(c, cOff + 5 * ldc + LANES);
    c60.intoArray(c, cOff + 6 * ldc);
    c61.intoArray(c, cOff + 6 * ldc + LANES);
    c70.intoArray(c, cOff + 7 * ldc);
    c71.intoArray(c, cOff + 7 * ldc + LANES);
  }

  /** 6 rows: 12 accumulators, two vectors of B and a broadcast of A. */
  private static void six(float[] pa, int aOff, int lda, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc) {
    FloatVector c00 = FloatVector.fromArray(SPECIES, c, cOff + 0 * ldc);
    FloatVector c01 = FloatVector.fromArray(SPECIES, c, cOff + 0 * ldc + LANES);
    FloatVector c10 = FloatVector.fromArray(SPECIES, c, cOff + 1 * ldc);
    FloatVector c11 = FloatVector.fromArray(SPECIES, c, cOff + 1 * ldc + LANES);
    FloatVector c20 = FloatVector.fromArray(SPECIES, c, cOff + 2 * ldc);
    FloatVector c21 = FloatVector.fromArray(SPECIES, c, cOff + 2 * ldc + LANES);
    FloatVector c30 = FloatVector.fromArray(SPECIES, c, cOff + 3 * ldc);
    FloatVector c31 = FloatVector.fromArray(SPECIES, c, cOff + 3 * ldc + LANES);
    FloatVector c40 = FloatVector.fromArray(SPECIES, c, cOff + 4 * ldc);
    FloatVector c41 = FloatVector.fromArray(SPECIES, c, cOff + 4 * ldc + LANES);
    FloatVector c50 = FloatVector.fromArray(SPECIES, c, cOff + 5 * ldc);
    FloatVector c51 = FloatVector.fromArray(SPECIES, c, cOff + 5 * ldc + LANES);
    for (int k = 0; k < kc; k++) {
      int ak = aOff + k;
      int bk = bOff + k * 2 * LANES;
      FloatVector b0 = FloatVector.fromArray(SPECIES, pb, bk);
      FloatVector b1 = FloatVector.fromArray(SPECIES, pb, bk + LANES);
      FloatVector a0 = FloatVector.broadcast(SPECIES, pa[ak + 0 * lda]);
      c00 = a0.fma(b0, c00);
      c01 = a0.fma(b1, c01);
      FloatVector a1 = FloatVector.broadcast(SPECIES, pa[ak + 1 * lda]);
      c10 = a1.fma(b0, c10);
      c11 = a1.fma(b1, c11);
      FloatVector a2 = FloatVector.broadcast(SPECIES, pa[ak + 2 * lda]);
      c20 = a2.fma(b0, c20);
      c21 = a2.fma(b1, c21);
      FloatVector a3 = FloatVector.broadcast(SPECIES, pa[ak + 3 * lda]);
      c30 = a3.fma(b0, c30);
      c31 = a3.fma(b1, c31);
      FloatVector a4 = FloatVector.broadcast(SPECIES, pa[ak + 4 * lda]);
      c40 = a4.fma(b0, c40);
      c41 = a4.fma(b1, c41);
      FloatVector a5 = FloatVector.broadcast(SPECIES, pa[ak + 5 * lda]);
      c50 = a5.fma(b0, c50);
      c51 = a5.fma(b1, c51);
    }
    c00.intoArray(c, cOff + 0 * ldc);
    c01.intoArray(c, cOff + 0 * ldc + LANES);
    c10.intoArray(c, cOff + 1 * ldc);
    c11.intoArray(c, cOff + 1 * ldc + LANES);
    c20.intoArray(c, cOff + 2 * ldc);
    c21.intoArray(c, cOff + 2 * ldc + LANES);
    c30.intoArray(c, cOff + 3 * ldc);
    c31.intoArray(c, cOff + 3 * ldc + LANES);
    c40.intoArray(c, cOff + 4 * ldc);
    c41.intoArray(c, cOff + 4 * ldc + LANES);
    c50.intoArray(c, cOff + 5 * ldc);
    c51.intoArray(c, cOff + 5 * ldc + LANES);
  }
}
