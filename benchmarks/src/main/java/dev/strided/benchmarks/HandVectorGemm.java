package dev.strided.benchmarks;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The reference for {@code strided-vector}'s GEMM: the same blocking written by hand for one
 * layout triple (A {@code M×K} row-major, B {@code N×K} row-major, C {@code M×N} row-major: numpy's
 * {@code C += A @ B.T}), every index computed in place. CTA tiles of MC × 512 × 256, A packed
 * row by row, B packed into column-major 2L × kc panels (L the vector length), an MR-row ×
 * 2-vector FMA micro-kernel (MR = 8 and MC = 128 with 512-bit vectors, MR = 6 and MC = 144 below),
 * rows of tiles split among plain threads. With 512-bit vectors the library now takes 12 rows and
 * adds C after the loop (BENCHMARKS.md section 13); this reference keeps the 8.
 *
 * <pre>{@code HandVectorGemm.gemm(m, n, k, a, b, c, 1);}</pre>
 */
final class HandVectorGemm {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final int NR = 2 * L;
  /** Rows per micro-kernel: 8 with 512-bit vectors (32 registers), 6 below (AVX2's 16). */
  private static final int MR = S.vectorBitSize() >= 512 ? 8 : 6;
  private static final int MC = MR == 8 ? 128 : 144;
  private static final int NC = 512;
  private static final int KC = 256;
  /** Each thread's packed tiles and spill, kept between calls as strided-vector keeps them. */
  private static final ThreadLocal<float[][]> BUFFERS = ThreadLocal.withInitial(() ->
      new float[][] {new float[MC * KC], new float[NC * KC], new float[MR * NR]});

  private HandVectorGemm() {}

  static void gemm(int m, int n, int k, float[] a, float[] b, float[] c, int threads)
      throws InterruptedException {
    int tilesM = (m + MC - 1) / MC;
    int count = Math.min(threads, tilesM);
    Thread[] started = new Thread[count];
    for (int t = 1; t < count; t++) {
      int first = t;
      started[t] = new Thread(() -> rows(m, n, k, a, b, c, first, count));
      started[t].start();
    }
    rows(m, n, k, a, b, c, 0, count);
    for (int t = 1; t < count; t++) {
      started[t].join();
    }
  }

  /** The rows of tiles {@code first, first + step, ...}. */
  private static void rows(int m, int n, int k, float[] a, float[] b, float[] c, int first,
      int step) {
    float[][] buffers = BUFFERS.get();
    float[] pa = buffers[0];
    float[] pb = buffers[1];
    float[] spill = buffers[2];
    for (int j0 = 0; j0 < n; j0 += NC) {
      int nv = Math.min(NC, n - j0);
      for (int k0 = 0; k0 < k; k0 += KC) {
        int kv = Math.min(KC, k - k0);
        packB(b, k, j0, k0, nv, kv, pb);
        for (int i0 = first * MC; i0 < m; i0 += step * MC) {
          int mv = Math.min(MC, m - i0);
          for (int r = 0; r < mv; r++) {
            System.arraycopy(a, (i0 + r) * k + k0, pa, r * kv, kv);
          }
          for (int jr = 0; jr < nv; jr += NR) {
            for (int ir = 0; ir < mv; ir += MR) {
              kernel(pa, ir * kv, kv, pb, jr * kv, c, (i0 + ir) * n + j0 + jr, n,
                  Math.min(MR, mv - ir), Math.min(NR, nv - jr), spill);
            }
          }
        }
      }
    }
  }

  /** B's rows j0.. (k from k0) into panels of NR rows, each column-major NR × kv. */
  private static void packB(float[] b, int ldb, int j0, int k0, int nv, int kv, float[] pb) {
    for (int r0 = 0; r0 < nv; r0 += 64) {
      int r1 = Math.min(r0 + 64, nv);
      for (int c0 = 0; c0 < kv; c0 += 64) {
        int c1 = Math.min(c0 + 64, kv);
        for (int r = r0; r < r1; r++) {
          int src = (j0 + r) * ldb + k0;
          int dst = (r / NR) * NR * kv + r % NR;
          for (int p = c0; p < c1; p++) {
            pb[dst + p * NR] = b[src + p];
          }
        }
      }
    }
  }

  private static void kernel(float[] pa, int aOff, int lda, float[] pb, int bOff, float[] c,
      int cOff, int ldc, int rows, int cols, float[] spill) {
    if (MR == 8) {
      kernel8(pa, aOff, lda, pb, bOff, c, cOff, ldc, rows, cols, spill);
    } else {
      kernel6(pa, aOff, lda, pb, bOff, c, cOff, ldc, rows, cols, spill);
    }
  }

  private static void kernel8(float[] pa, int aOff, int lda, float[] pb, int bOff, float[] c,
      int cOff, int ldc, int rows, int cols, float[] spill) {
    FloatVector c00 = FloatVector.zero(S);
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
    for (int p = 0; p < lda; p++) {
      int bk = bOff + p * 2 * L;
      int ak = aOff + p;
      FloatVector b0 = FloatVector.fromArray(S, pb, bk);
      FloatVector b1 = FloatVector.fromArray(S, pb, bk + L);
      FloatVector x0 = FloatVector.broadcast(S, pa[ak]);
      c00 = x0.fma(b0, c00);
      c01 = x0.fma(b1, c01);
      FloatVector x1 = FloatVector.broadcast(S, pa[ak + 1 * lda]);
      c10 = x1.fma(b0, c10);
      c11 = x1.fma(b1, c11);
      FloatVector x2 = FloatVector.broadcast(S, pa[ak + 2 * lda]);
      c20 = x2.fma(b0, c20);
      c21 = x2.fma(b1, c21);
      FloatVector x3 = FloatVector.broadcast(S, pa[ak + 3 * lda]);
      c30 = x3.fma(b0, c30);
      c31 = x3.fma(b1, c31);
      FloatVector x4 = FloatVector.broadcast(S, pa[ak + 4 * lda]);
      c40 = x4.fma(b0, c40);
      c41 = x4.fma(b1, c41);
      FloatVector x5 = FloatVector.broadcast(S, pa[ak + 5 * lda]);
      c50 = x5.fma(b0, c50);
      c51 = x5.fma(b1, c51);
      FloatVector x6 = FloatVector.broadcast(S, pa[ak + 6 * lda]);
      c60 = x6.fma(b0, c60);
      c61 = x6.fma(b1, c61);
      FloatVector x7 = FloatVector.broadcast(S, pa[ak + 7 * lda]);
      c70 = x7.fma(b0, c70);
      c71 = x7.fma(b1, c71);
    }
    if (rows == 8 && cols == NR) {
      FloatVector.fromArray(S, c, cOff + 0 * ldc).add(c00).intoArray(c, cOff + 0 * ldc);
      FloatVector.fromArray(S, c, cOff + 0 * ldc + L).add(c01).intoArray(c, cOff + 0 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 1 * ldc).add(c10).intoArray(c, cOff + 1 * ldc);
      FloatVector.fromArray(S, c, cOff + 1 * ldc + L).add(c11).intoArray(c, cOff + 1 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 2 * ldc).add(c20).intoArray(c, cOff + 2 * ldc);
      FloatVector.fromArray(S, c, cOff + 2 * ldc + L).add(c21).intoArray(c, cOff + 2 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 3 * ldc).add(c30).intoArray(c, cOff + 3 * ldc);
      FloatVector.fromArray(S, c, cOff + 3 * ldc + L).add(c31).intoArray(c, cOff + 3 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 4 * ldc).add(c40).intoArray(c, cOff + 4 * ldc);
      FloatVector.fromArray(S, c, cOff + 4 * ldc + L).add(c41).intoArray(c, cOff + 4 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 5 * ldc).add(c50).intoArray(c, cOff + 5 * ldc);
      FloatVector.fromArray(S, c, cOff + 5 * ldc + L).add(c51).intoArray(c, cOff + 5 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 6 * ldc).add(c60).intoArray(c, cOff + 6 * ldc);
      FloatVector.fromArray(S, c, cOff + 6 * ldc + L).add(c61).intoArray(c, cOff + 6 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 7 * ldc).add(c70).intoArray(c, cOff + 7 * ldc);
      FloatVector.fromArray(S, c, cOff + 7 * ldc + L).add(c71).intoArray(c, cOff + 7 * ldc + L);
      return;
    }
    c00.intoArray(spill, 0 * NR);
    c01.intoArray(spill, 0 * NR + L);
    c10.intoArray(spill, 1 * NR);
    c11.intoArray(spill, 1 * NR + L);
    c20.intoArray(spill, 2 * NR);
    c21.intoArray(spill, 2 * NR + L);
    c30.intoArray(spill, 3 * NR);
    c31.intoArray(spill, 3 * NR + L);
    c40.intoArray(spill, 4 * NR);
    c41.intoArray(spill, 4 * NR + L);
    c50.intoArray(spill, 5 * NR);
    c51.intoArray(spill, 5 * NR + L);
    c60.intoArray(spill, 6 * NR);
    c61.intoArray(spill, 6 * NR + L);
    c70.intoArray(spill, 7 * NR);
    c71.intoArray(spill, 7 * NR + L);
    for (int r = 0; r < rows; r++) {
      for (int j = 0; j < cols; j++) {
        c[cOff + r * ldc + j] += spill[r * NR + j];
      }
    }
  }

  private static void kernel6(float[] pa, int aOff, int lda, float[] pb, int bOff, float[] c,
      int cOff, int ldc, int rows, int cols, float[] spill) {
    FloatVector c00 = FloatVector.zero(S);
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
    for (int p = 0; p < lda; p++) {
      int bk = bOff + p * 2 * L;
      int ak = aOff + p;
      FloatVector b0 = FloatVector.fromArray(S, pb, bk);
      FloatVector b1 = FloatVector.fromArray(S, pb, bk + L);
      FloatVector x0 = FloatVector.broadcast(S, pa[ak]);
      c00 = x0.fma(b0, c00);
      c01 = x0.fma(b1, c01);
      FloatVector x1 = FloatVector.broadcast(S, pa[ak + 1 * lda]);
      c10 = x1.fma(b0, c10);
      c11 = x1.fma(b1, c11);
      FloatVector x2 = FloatVector.broadcast(S, pa[ak + 2 * lda]);
      c20 = x2.fma(b0, c20);
      c21 = x2.fma(b1, c21);
      FloatVector x3 = FloatVector.broadcast(S, pa[ak + 3 * lda]);
      c30 = x3.fma(b0, c30);
      c31 = x3.fma(b1, c31);
      FloatVector x4 = FloatVector.broadcast(S, pa[ak + 4 * lda]);
      c40 = x4.fma(b0, c40);
      c41 = x4.fma(b1, c41);
      FloatVector x5 = FloatVector.broadcast(S, pa[ak + 5 * lda]);
      c50 = x5.fma(b0, c50);
      c51 = x5.fma(b1, c51);
    }
    if (rows == 6 && cols == NR) {
      FloatVector.fromArray(S, c, cOff + 0 * ldc).add(c00).intoArray(c, cOff + 0 * ldc);
      FloatVector.fromArray(S, c, cOff + 0 * ldc + L).add(c01).intoArray(c, cOff + 0 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 1 * ldc).add(c10).intoArray(c, cOff + 1 * ldc);
      FloatVector.fromArray(S, c, cOff + 1 * ldc + L).add(c11).intoArray(c, cOff + 1 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 2 * ldc).add(c20).intoArray(c, cOff + 2 * ldc);
      FloatVector.fromArray(S, c, cOff + 2 * ldc + L).add(c21).intoArray(c, cOff + 2 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 3 * ldc).add(c30).intoArray(c, cOff + 3 * ldc);
      FloatVector.fromArray(S, c, cOff + 3 * ldc + L).add(c31).intoArray(c, cOff + 3 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 4 * ldc).add(c40).intoArray(c, cOff + 4 * ldc);
      FloatVector.fromArray(S, c, cOff + 4 * ldc + L).add(c41).intoArray(c, cOff + 4 * ldc + L);
      FloatVector.fromArray(S, c, cOff + 5 * ldc).add(c50).intoArray(c, cOff + 5 * ldc);
      FloatVector.fromArray(S, c, cOff + 5 * ldc + L).add(c51).intoArray(c, cOff + 5 * ldc + L);
      return;
    }
    c00.intoArray(spill, 0 * NR);
    c01.intoArray(spill, 0 * NR + L);
    c10.intoArray(spill, 1 * NR);
    c11.intoArray(spill, 1 * NR + L);
    c20.intoArray(spill, 2 * NR);
    c21.intoArray(spill, 2 * NR + L);
    c30.intoArray(spill, 3 * NR);
    c31.intoArray(spill, 3 * NR + L);
    c40.intoArray(spill, 4 * NR);
    c41.intoArray(spill, 4 * NR + L);
    c50.intoArray(spill, 5 * NR);
    c51.intoArray(spill, 5 * NR + L);
    for (int r = 0; r < rows; r++) {
      for (int j = 0; j < cols; j++) {
        c[cOff + r * ldc + j] += spill[r * NR + j];
      }
    }
  }
}
