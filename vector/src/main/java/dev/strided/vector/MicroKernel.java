package dev.strided.vector;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The register-blocked FMA outer product at the heart of {@link Gemm}: an {@link #ROWS} ×
 * {@link #COLS} block of C, {@code COLS} being two vectors of the preferred species (32 floats on
 * AVX-512), accumulated over {@code kc} steps from a packed A micro-panel (its element {@code (r,
 * k)} at {@code aOff + r·ars + k·aks}) and a packed B micro-panel (column-major {@code (COLS, kc)}:
 * {@code COLS} contiguous floats per step), then added into C (row {@code r}, column {@code j} at
 * {@code cOff + r·ldc + j}). All sixteen accumulators live in this one method body: on JDK 17 a
 * vector handed to a method that is not inlined is boxed. Every array index is the step {@code k}
 * times a constant plus loop invariants, so C2 hoists the bounds checks out of the loop (an A
 * stride along K passed as a parameter kept them in: 193 against 222 GFLOP/s measured).
 *
 * <pre>{@code MicroKernel.tile(pa, 0, kc, pb, 0, kc, c, 0, ldc, 8, 32, spill);}</pre>
 */
final class MicroKernel {
  static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  /** Rows of C per block: eight broadcasts of A per step. */
  static final int ROWS = 8;
  static final int LANES = SPECIES.length();
  /** Columns of C per block: two vectors of B per step. */
  static final int COLS = 2 * LANES;

  private MicroKernel() {}

  /**
   * {@code C[0..rows, 0..cols) += Apanel · Bpanelᵀ}; the panels hold {@link #ROWS} and
   * {@link #COLS} (possibly stale) entries per step, of which {@code rows} and {@code cols} count.
   * {@code spill} ({@code ROWS · COLS} floats) takes the accumulators of a partial block.
   */
  static void tile(float[] pa, int aOff, int lda, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc, int rows, int cols, float[] spill) {
    final int l = LANES;
    FloatVector c00 = FloatVector.zero(SPECIES);
    FloatVector c01 = c00;
    FloatVector c10 = c00;
    FloatVector c11 = c00;
    FloatVector c20 = c00;
    FloatVector c21 = c00;
    FloatVector c30 = c00;
    FloatVector c31 = c00;
    FloatVector c40 = c00;
    FloatVector c41 = c00;
    FloatVector c50 = c00;
    FloatVector c51 = c00;
    FloatVector c60 = c00;
    FloatVector c61 = c00;
    FloatVector c70 = c00;
    FloatVector c71 = c00;
    final int a1 = lda;
    final int a2 = 2 * lda;
    final int a3 = 3 * lda;
    final int a4 = 4 * lda;
    final int a5 = 5 * lda;
    final int a6 = 6 * lda;
    final int a7 = 7 * lda;
    for (int k = 0; k < kc; k++) {
      int ak = aOff + k;
      int bk = bOff + k * COLS;
      FloatVector b0 = FloatVector.fromArray(SPECIES, pb, bk);
      FloatVector b1 = FloatVector.fromArray(SPECIES, pb, bk + l);
      FloatVector a = FloatVector.broadcast(SPECIES, pa[ak]);
      c00 = a.fma(b0, c00);
      c01 = a.fma(b1, c01);
      a = FloatVector.broadcast(SPECIES, pa[ak + a1]);
      c10 = a.fma(b0, c10);
      c11 = a.fma(b1, c11);
      a = FloatVector.broadcast(SPECIES, pa[ak + a2]);
      c20 = a.fma(b0, c20);
      c21 = a.fma(b1, c21);
      a = FloatVector.broadcast(SPECIES, pa[ak + a3]);
      c30 = a.fma(b0, c30);
      c31 = a.fma(b1, c31);
      a = FloatVector.broadcast(SPECIES, pa[ak + a4]);
      c40 = a.fma(b0, c40);
      c41 = a.fma(b1, c41);
      a = FloatVector.broadcast(SPECIES, pa[ak + a5]);
      c50 = a.fma(b0, c50);
      c51 = a.fma(b1, c51);
      a = FloatVector.broadcast(SPECIES, pa[ak + a6]);
      c60 = a.fma(b0, c60);
      c61 = a.fma(b1, c61);
      a = FloatVector.broadcast(SPECIES, pa[ak + a7]);
      c70 = a.fma(b0, c70);
      c71 = a.fma(b1, c71);
    }
    if (rows == ROWS && cols == COLS) {
      int r = cOff;
      FloatVector.fromArray(SPECIES, c, r).add(c00).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c01).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c10).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c11).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c20).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c21).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c30).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c31).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c40).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c41).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c50).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c51).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c60).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c61).intoArray(c, r + l);
      r += ldc;
      FloatVector.fromArray(SPECIES, c, r).add(c70).intoArray(c, r);
      FloatVector.fromArray(SPECIES, c, r + l).add(c71).intoArray(c, r + l);
      return;
    }
    int w = COLS;
    c00.intoArray(spill, 0);
    c01.intoArray(spill, l);
    c10.intoArray(spill, w);
    c11.intoArray(spill, w + l);
    c20.intoArray(spill, 2 * w);
    c21.intoArray(spill, 2 * w + l);
    c30.intoArray(spill, 3 * w);
    c31.intoArray(spill, 3 * w + l);
    c40.intoArray(spill, 4 * w);
    c41.intoArray(spill, 4 * w + l);
    c50.intoArray(spill, 5 * w);
    c51.intoArray(spill, 5 * w + l);
    c60.intoArray(spill, 6 * w);
    c61.intoArray(spill, 6 * w + l);
    c70.intoArray(spill, 7 * w);
    c71.intoArray(spill, 7 * w + l);
    for (int r = 0; r < rows; r++) {
      for (int j = 0; j < cols; j++) {
        c[cOff + r * ldc + j] += spill[r * w + j];
      }
    }
  }
}
