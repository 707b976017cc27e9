package dev.strided.vector;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The register-blocked FMA outer product at the heart of {@link Gemm}: a {@link #ROWS} ×
 * {@link #COLS} block of C, {@code COLS} being two vectors of the preferred species, accumulated
 * over {@code kc} steps from a packed A micro-panel (its element {@code (r, k)} at
 * {@code aOff + r·KC + k}) and a packed B micro-panel (column-major {@code (COLS, kc)}:
 * {@code COLS} contiguous floats per step) into C (row {@code r}, column {@code j} at
 * {@code cOff + r·ldc + j}).
 * The rows are sized from the species: 12 where vectors are 512 bits (24 accumulators, two vectors
 * of B and a broadcast: 27 of the 32 registers AVX-512 has), 6 below (12 accumulators, two vectors
 * of B and a broadcast fill AVX2's 16 registers; 8 rows spill, measured on AVX2: 52 against 74
 * GFLOP/s, panels in cache). 12 rows broadcast A once per two FMAs as 8 did, but amortize each
 * step's loads of B, its index arithmetic and its bounds checks over 24 FMAs instead of 16
 * (AVX-512 Zen 5, JDK 17, whole GEMMs in turn in one process: 3–6 % faster than 8 rows at
 * n = 512, 1024 and 2048; 14 rows no faster than 12).
 * On AVX2 the accumulators start from C's own values, loaded before the loop: the first touch of
 * each C block then overlaps the loop's first steps instead of waiting after its last (JDK 17 has
 * no prefetch; from zero with C added after the loop ran 15 % slower there). With 512-bit vectors
 * they start from zero and C is added after the loop (3–5 % faster on Zen 5, JDK 17). All
 * accumulators live in one method body: on JDK 17 a vector handed to a method that
 * is not inlined is boxed. B's index is written {@code k * 2 * LANES}: JDK 17's C2 on AVX2 ran the
 * same loop with {@code k * COLS} at half the speed (39 against 72 GFLOP/s, panels in L1, measured
 * in one process). In JDK 17's machine code for this loop A's bounds checks are gone (its index is
 * the step plus an invariant) but each B load keeps its check against {@code length - 7}; in L1
 * it ran at 69–72 GFLOP/s on AVX2, OpenBLAS's rate. A's rows are {@link #KC} apart (see there).
 * Tried and not kept (whole GEMMs in turn in one process, n = 1024, CPU time): A packed as
 * column-major {@code (ROWS, kc)} micro-panels, a step's rows one run (in L1 10 % faster on JDK 17,
 * in the GEMM no faster on JDK 17 and 27 against 37 GFLOP/s on JDK 25); on AVX2, accumulators
 * from zero with C added after the loop (30 against 36 on JDK 17, 32 against 37 on JDK 25);
 * on AVX-512, 8 rows × 3 vectors and 6 rows × 4 (no faster than 12 × 2).
 *
 * <pre>{@code
 * MicroKernel.tile(pa, 0, pb, 0, kc, c, 0, ldc, MicroKernel.ROWS, MicroKernel.COLS, spill);
 * }</pre>
 */
final class MicroKernel {
  static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  static final int LANES = SPECIES.length();
  /** Rows of C per block: one broadcast of A each per step. */
  static final int ROWS = SPECIES.vectorBitSize() >= 512 ? 12 : 6;
  /** Columns of C per block: two vectors of B per step. */
  static final int COLS = 2 * LANES;
  /**
   * Steps of K per packed panel, and the stride between a packed A panel's rows. 256 below 512-bit
   * vectors (a B micro-panel of 16 KiB in L1); 512 with them, which halves the passes over C, each
   * of which waits once per micro-tile for C's lines from L3 or memory (Zen 5, JDK 17, one
   * process: 1–5 % faster than 256 at n = 1024 and 2048 on one thread, more on two; 768 no
   * better). A constant row stride makes each broadcast of A one load with a constant
   * displacement: with the stride a parameter, C2 kept the twelve rows' offsets on the stack and
   * each broadcast cost a load and an add more (26 loads per 24 FMAs), which ran whole GEMMs 17 %
   * slower in minutes when the host shared the core (Zen 5, JDK 17, n = 1024, one process: 115
   * against 138 GFLOP/s; OpenBLAS 157).
   */
  static final int KC = SPECIES.vectorBitSize() >= 512 ? 512 : 256;

  private MicroKernel() {}

  /**
   * {@code C[0..rows, 0..cols) += Apanel · Bpanelᵀ}; the panels hold {@link #ROWS} and
   * {@link #COLS} (possibly stale) entries per step, of which {@code rows} and {@code cols} count.
   * A partial block is accumulated in {@code spill} ({@code ROWS · COLS} floats) and copied back;
   * at most 6 rows of it by the 6-row kernel, which leaves 12-row blocks' last rows at n = 1024
   * (1024 = 85 · 12 + 4) half the work of a 12-row block.
   */
  static void tile(float[] pa, int aOff, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc, int rows, int cols, float[] spill) {
    if (rows == ROWS && cols == COLS) {
      full(pa, aOff, pb, bOff, kc, c, cOff, ldc);
      return;
    }
    for (int r = 0; r < rows; r++) {
      System.arraycopy(c, cOff + r * ldc, spill, r * COLS, cols);
    }
    if (rows <= 6) {
      six(pa, aOff, pb, bOff, kc, spill, 0, COLS);
    } else {
      full(pa, aOff, pb, bOff, kc, spill, 0, COLS);
    }
    for (int r = 0; r < rows; r++) {
      System.arraycopy(spill, r * COLS, c, cOff + r * ldc, cols);
    }
  }

  private static void full(float[] pa, int aOff, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc) {
    if (ROWS == 12) {
      twelve(pa, aOff, pb, bOff, kc, c, cOff, ldc);
    } else {
      six(pa, aOff, pb, bOff, kc, c, cOff, ldc);
    }
  }

  /**
   * 12 rows: 24 accumulators, two vectors of B and a broadcast of A (27 of AVX-512's 32
   * registers). The accumulators start from zero and C is added after the loop.
   */
  private static void twelve(float[] pa, int aOff, float[] pb, int bOff, int kc,
      float[] c, int cOff, int ldc) {
    FloatVector c000 = FloatVector.zero(SPECIES);
    FloatVector c001 = FloatVector.zero(SPECIES);
    FloatVector c010 = FloatVector.zero(SPECIES);
    FloatVector c011 = FloatVector.zero(SPECIES);
    FloatVector c020 = FloatVector.zero(SPECIES);
    FloatVector c021 = FloatVector.zero(SPECIES);
    FloatVector c030 = FloatVector.zero(SPECIES);
    FloatVector c031 = FloatVector.zero(SPECIES);
    FloatVector c040 = FloatVector.zero(SPECIES);
    FloatVector c041 = FloatVector.zero(SPECIES);
    FloatVector c050 = FloatVector.zero(SPECIES);
    FloatVector c051 = FloatVector.zero(SPECIES);
    FloatVector c060 = FloatVector.zero(SPECIES);
    FloatVector c061 = FloatVector.zero(SPECIES);
    FloatVector c070 = FloatVector.zero(SPECIES);
    FloatVector c071 = FloatVector.zero(SPECIES);
    FloatVector c080 = FloatVector.zero(SPECIES);
    FloatVector c081 = FloatVector.zero(SPECIES);
    FloatVector c090 = FloatVector.zero(SPECIES);
    FloatVector c091 = FloatVector.zero(SPECIES);
    FloatVector c100 = FloatVector.zero(SPECIES);
    FloatVector c101 = FloatVector.zero(SPECIES);
    FloatVector c110 = FloatVector.zero(SPECIES);
    FloatVector c111 = FloatVector.zero(SPECIES);
    for (int k = 0; k < kc; k++) {
      int ak = aOff + k;
      int bk = bOff + k * 2 * LANES;
      FloatVector b0 = FloatVector.fromArray(SPECIES, pb, bk);
      FloatVector b1 = FloatVector.fromArray(SPECIES, pb, bk + LANES);
      FloatVector a00 = FloatVector.broadcast(SPECIES, pa[ak + 0 * KC]);
      c000 = a00.fma(b0, c000);
      c001 = a00.fma(b1, c001);
      FloatVector a01 = FloatVector.broadcast(SPECIES, pa[ak + 1 * KC]);
      c010 = a01.fma(b0, c010);
      c011 = a01.fma(b1, c011);
      FloatVector a02 = FloatVector.broadcast(SPECIES, pa[ak + 2 * KC]);
      c020 = a02.fma(b0, c020);
      c021 = a02.fma(b1, c021);
      FloatVector a03 = FloatVector.broadcast(SPECIES, pa[ak + 3 * KC]);
      c030 = a03.fma(b0, c030);
      c031 = a03.fma(b1, c031);
      FloatVector a04 = FloatVector.broadcast(SPECIES, pa[ak + 4 * KC]);
      c040 = a04.fma(b0, c040);
      c041 = a04.fma(b1, c041);
      FloatVector a05 = FloatVector.broadcast(SPECIES, pa[ak + 5 * KC]);
      c050 = a05.fma(b0, c050);
      c051 = a05.fma(b1, c051);
      FloatVector a06 = FloatVector.broadcast(SPECIES, pa[ak + 6 * KC]);
      c060 = a06.fma(b0, c060);
      c061 = a06.fma(b1, c061);
      FloatVector a07 = FloatVector.broadcast(SPECIES, pa[ak + 7 * KC]);
      c070 = a07.fma(b0, c070);
      c071 = a07.fma(b1, c071);
      FloatVector a08 = FloatVector.broadcast(SPECIES, pa[ak + 8 * KC]);
      c080 = a08.fma(b0, c080);
      c081 = a08.fma(b1, c081);
      FloatVector a09 = FloatVector.broadcast(SPECIES, pa[ak + 9 * KC]);
      c090 = a09.fma(b0, c090);
      c091 = a09.fma(b1, c091);
      FloatVector a10 = FloatVector.broadcast(SPECIES, pa[ak + 10 * KC]);
      c100 = a10.fma(b0, c100);
      c101 = a10.fma(b1, c101);
      FloatVector a11 = FloatVector.broadcast(SPECIES, pa[ak + 11 * KC]);
      c110 = a11.fma(b0, c110);
      c111 = a11.fma(b1, c111);
    }
    FloatVector.fromArray(SPECIES, c, cOff + 0 * ldc).add(c000).intoArray(c, cOff + 0 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 0 * ldc + LANES).add(c001)
        .intoArray(c, cOff + 0 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 1 * ldc).add(c010).intoArray(c, cOff + 1 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 1 * ldc + LANES).add(c011)
        .intoArray(c, cOff + 1 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 2 * ldc).add(c020).intoArray(c, cOff + 2 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 2 * ldc + LANES).add(c021)
        .intoArray(c, cOff + 2 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 3 * ldc).add(c030).intoArray(c, cOff + 3 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 3 * ldc + LANES).add(c031)
        .intoArray(c, cOff + 3 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 4 * ldc).add(c040).intoArray(c, cOff + 4 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 4 * ldc + LANES).add(c041)
        .intoArray(c, cOff + 4 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 5 * ldc).add(c050).intoArray(c, cOff + 5 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 5 * ldc + LANES).add(c051)
        .intoArray(c, cOff + 5 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 6 * ldc).add(c060).intoArray(c, cOff + 6 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 6 * ldc + LANES).add(c061)
        .intoArray(c, cOff + 6 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 7 * ldc).add(c070).intoArray(c, cOff + 7 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 7 * ldc + LANES).add(c071)
        .intoArray(c, cOff + 7 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 8 * ldc).add(c080).intoArray(c, cOff + 8 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 8 * ldc + LANES).add(c081)
        .intoArray(c, cOff + 8 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 9 * ldc).add(c090).intoArray(c, cOff + 9 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 9 * ldc + LANES).add(c091)
        .intoArray(c, cOff + 9 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 10 * ldc).add(c100).intoArray(c, cOff + 10 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 10 * ldc + LANES).add(c101)
        .intoArray(c, cOff + 10 * ldc + LANES);
    FloatVector.fromArray(SPECIES, c, cOff + 11 * ldc).add(c110).intoArray(c, cOff + 11 * ldc);
    FloatVector.fromArray(SPECIES, c, cOff + 11 * ldc + LANES).add(c111)
        .intoArray(c, cOff + 11 * ldc + LANES);
  }

  /** 6 rows: 12 accumulators, two vectors of B and a broadcast of A. */
  private static void six(float[] pa, int aOff, float[] pb, int bOff, int kc,
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
      FloatVector a0 = FloatVector.broadcast(SPECIES, pa[ak + 0 * KC]);
      c00 = a0.fma(b0, c00);
      c01 = a0.fma(b1, c01);
      FloatVector a1 = FloatVector.broadcast(SPECIES, pa[ak + 1 * KC]);
      c10 = a1.fma(b0, c10);
      c11 = a1.fma(b1, c11);
      FloatVector a2 = FloatVector.broadcast(SPECIES, pa[ak + 2 * KC]);
      c20 = a2.fma(b0, c20);
      c21 = a2.fma(b1, c21);
      FloatVector a3 = FloatVector.broadcast(SPECIES, pa[ak + 3 * KC]);
      c30 = a3.fma(b0, c30);
      c31 = a3.fma(b1, c31);
      FloatVector a4 = FloatVector.broadcast(SPECIES, pa[ak + 4 * KC]);
      c40 = a4.fma(b0, c40);
      c41 = a4.fma(b1, c41);
      FloatVector a5 = FloatVector.broadcast(SPECIES, pa[ak + 5 * KC]);
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
