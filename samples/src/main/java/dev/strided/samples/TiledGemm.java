package dev.strided.samples;

import java.util.Arrays;
import java.util.Random;

/**
 * A blocked CPU GEMM written only with generated index functions, checked against a naive triple
 * loop with hand-written indices ({@code a[i * k + p]}).
 *
 * <pre>{@code
 * TiledGemm.Report r = TiledGemm.run(512, 512, 512);
 * r.maxError();   // 0: both sum over k in the same order
 * }</pre>
 */
final class TiledGemm {
  static final int TILE_M = 64;
  static final int TILE_N = 32;
  static final int TILE_K = 32;
  static final int THREADS = 32;
  static final int VALUES = 64;

  private TiledGemm() {}

  /** Timings (GFLOP/s) and the largest difference between the two results. */
  record Report(int m, int n, int k, double tiledGflops, double naiveGflops, double maxError) {}

  /**
   * Multiplies random matrices both ways and compares.
   *
   * @param m rows of A and C, a multiple of 64
   * @param n columns of B and C, a multiple of 32
   * @param k columns of A and rows of B, a multiple of 32
   * @return the report
   * @throws IllegalArgumentException if a size is not a multiple of its tile (the generated
   *     {@code of(...)} checks what each CTA layout assumes)
   */
  static Report run(int m, int n, int k) {
    CtaA a = CtaA.of(m, k);
    CtaB b = CtaB.of(k, n);
    CtaC c = CtaC.of(m, n);
    GemmC result = GemmC.of(m, n);
    Random random = new Random(7);
    float[] as = new float[a.cosize()];
    float[] bs = new float[b.cosize()];
    for (int i = 0; i < as.length; i++) {
      as[i] = random.nextFloat() - 0.5f;
    }
    for (int i = 0; i < bs.length; i++) {
      bs[i] = random.nextFloat() - 0.5f;
    }
    float[] tiled = new float[c.cosize()];
    float[] naive = new float[m * n];
    for (int warm = 0; warm < 3; warm++) {
      Arrays.fill(tiled, 0f);
      tiled(m, n, k, a, as, b, bs, c, tiled);
    }
    Arrays.fill(tiled, 0f);
    long t0 = System.nanoTime();
    tiled(m, n, k, a, as, b, bs, c, tiled);
    long t1 = System.nanoTime();
    naive(m, n, k, as, bs, naive);
    long t2 = System.nanoTime();
    double maxError = 0;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        maxError = Math.max(maxError, Math.abs(tiled[result.index(i, j)] - naive[i * n + j]));
      }
    }
    double flops = 2.0 * m * n * k;
    return new Report(m, n, k, flops / (t1 - t0), flops / (t2 - t1), maxError);
  }

  /**
   * C += A·B tile by tile: pack an A and a B tile, multiply them, then each thread writes back.
   * Every index is a generated function of (position in the tile, tile): no stride is written here.
   */
  static void tiled(int m, int n, int k, CtaA a, float[] as, CtaB b, float[] bs, CtaC c,
      float[] cs) {
    float[] tileA = new float[BlockA.COSIZE];
    float[] tileB = new float[BlockB.COSIZE];
    float[] tileC = new float[BlockC.COSIZE];
    for (int tm = 0; tm < m / TILE_M; tm++) {
      for (int tn = 0; tn < n / TILE_N; tn++) {
        Arrays.fill(tileC, 0f);
        for (int tk = 0; tk < k / TILE_K; tk++) {
          for (int p = 0; p < TILE_K; p++) {
            for (int i = 0; i < TILE_M; i++) {
              tileA[BlockA.index(i, p)] = as[a.index(i, p, tm, tk)];
            }
            for (int j = 0; j < TILE_N; j++) {
              tileB[BlockB.index(p, j)] = bs[b.index(p, j, tk, tn)];
            }
          }
          multiplyTiles(tileA, tileB, tileC);
        }
        // each of the 32 threads writes the 64 values it owns
        for (int t = 0; t < THREADS; t++) {
          for (int v = 0; v < VALUES; v++) {
            int offset = ThreadValue.index(t, v);
            cs[c.index(offset % TILE_M, offset / TILE_M, tm, tn)] += tileC[offset];
          }
        }
      }
    }
  }

  /** tileC += tileA · tileB; the innermost loop walks both column-major tiles with stride 1. */
  private static void multiplyTiles(float[] tileA, float[] tileB, float[] tileC) {
    for (int j = 0; j < TILE_N; j++) {
      for (int p = 0; p < TILE_K; p++) {
        float bpj = tileB[BlockB.index(p, j)];
        for (int i = 0; i < TILE_M; i++) {
          tileC[BlockC.index(i, j)] += tileA[BlockA.index(i, p)] * bpj;
        }
      }
    }
  }

  /** The reference: a plain triple loop, row-major A and C, column-major B, indices by hand. */
  static void naive(int m, int n, int k, float[] as, float[] bs, float[] cs) {
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        float sum = 0f;
        for (int p = 0; p < k; p++) {
          sum += as[i * k + p] * bs[p + j * k];
        }
        cs[i * n + j] = sum;
      }
    }
  }
}
