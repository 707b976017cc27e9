package dev.strided.samples;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import java.util.Random;

/**
 * A blocked CPU GEMM written with tensors over the generated layouts, checked against a naive triple
 * loop with hand-written indices ({@code a[i * k + p]}). Any sizes: the last tiles overhang, as in
 * CuTe, and identity tensors tiled the same way guard every access ({@code inBounds}).
 *
 * <pre>{@code
 * TiledGemm.Report r = TiledGemm.run(500, 70, 33);
 * r.maxError();   // 0: both sum over k in the same order
 * }</pre>
 */
final class TiledGemm {
  static final int THREADS = 32;
  static final int VALUES = 64;
  private static final Tiler TILE_A = Tiler.parse("(64,32)");
  private static final Tiler TILE_B = Tiler.parse("(32,32)");
  private static final Tiler TILE_C = Tiler.parse("(64,32)");

  private TiledGemm() {}

  /** Timings (GFLOP/s) and the largest difference between the two results. */
  record Report(int m, int n, int k, double tiledGflops, double naiveGflops, double maxError) {}

  /**
   * Multiplies random matrices both ways and compares.
   *
   * @param m rows of A and C
   * @param n columns of B and C
   * @param k columns of A and rows of B
   * @return the report
   */
  static Report run(int m, int n, int k) {
    Random random = new Random(7);
    FloatTensor a = FloatTensor.allocate(GemmA.of(m, k).layout());
    FloatTensor b = FloatTensor.allocate(GemmB.of(k, n).layout());
    for (FloatTensor t : new FloatTensor[] {a, b}) {
      for (int i = 0; i < t.size(); i++) {
        t.set(i, random.nextFloat() - 0.5f);
      }
    }
    FloatTensor c = FloatTensor.allocate(GemmC.of(m, n).layout());
    for (int warm = 0; warm < 3; warm++) {
      c.fill(0f);
      tiled(a, b, c);
    }
    c.fill(0f);
    float[] naive = new float[m * n];
    long t0 = System.nanoTime();
    tiled(a, b, c);
    long t1 = System.nanoTime();
    naive(m, n, k, a.data(), b.data(), naive);
    long t2 = System.nanoTime();
    double maxError = 0;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        maxError = Math.max(maxError, Math.abs(c.get(i, j) - naive[i * n + j]));
      }
    }
    double flops = 2.0 * m * n * k;
    return new Report(m, n, k, flops / (t1 - t0), flops / (t2 - t1), maxError);
  }

  /**
   * C += A·B tile by tile: pack an A and a B tile (zeros in the overhang), multiply them, then each
   * thread adds the values it owns back. No index or stride is computed here: tiles are
   * {@code localTile}s, the thread's values a {@code partition} by {@code ThreadValue}.
   */
  static void tiled(FloatTensor a, FloatTensor b, FloatTensor c) {
    IdentityTensor idA = IdentityTensor.of(a.shape());
    IdentityTensor idB = IdentityTensor.of(b.shape());
    IdentityTensor idC = IdentityTensor.of(c.shape());
    FloatTensor packA = FloatTensor.allocate(BlockA.layout());
    FloatTensor packB = FloatTensor.allocate(BlockB.layout());
    FloatTensor packC = FloatTensor.allocate(BlockC.layout());
    Layout tilesC = c.layout().zippedDivide(TILE_C);
    int tilesK = a.layout().zippedDivide(TILE_A).size(1, 1);
    Layout threadValue = ThreadValue.layout();
    for (int tm = 0; tm < tilesC.size(1, 0); tm++) {
      for (int tn = 0; tn < tilesC.size(1, 1); tn++) {
        packC.fill(0f);
        for (int tk = 0; tk < tilesK; tk++) {
          pack(a.localTile(TILE_A, tm, tk), idA.localTile(TILE_A, tm, tk), packA);
          pack(b.localTile(TILE_B, tk, tn), idB.localTile(TILE_B, tk, tn), packB);
          multiplyTiles(packA, packB, packC);
        }
        FloatTensor tileC = c.localTile(TILE_C, tm, tn);
        IdentityTensor idTileC = idC.localTile(TILE_C, tm, tn);
        for (int t = 0; t < THREADS; t++) {
          FloatTensor mine = tileC.partition(threadValue, t);
          IdentityTensor where = idTileC.partition(threadValue, t);
          FloatTensor computed = packC.partition(threadValue, t);
          for (int v = 0; v < mine.size(); v++) {
            if (where.inBounds(v)) {
              mine.set(v, mine.get(v) + computed.get(v));
            }
          }
        }
      }
    }
  }

  /** The tile's in-bounds elements into the packed tile, zeros where the tile overhangs. */
  private static void pack(FloatTensor tile, IdentityTensor where, FloatTensor packed) {
    for (int i = 0; i < tile.size(); i++) {
      packed.set(i, where.inBounds(i) ? tile.get(i) : 0f);
    }
  }

  /**
   * C += A·B on the packed tiles, with the generated (folded) index functions on their arrays: the
   * innermost loop walks both column-major tiles with stride 1.
   */
  private static void multiplyTiles(FloatTensor packA, FloatTensor packB, FloatTensor packC) {
    float[] tileA = packA.data();
    float[] tileB = packB.data();
    float[] tileC = packC.data();
    int rows = packC.layout().size(0);
    int columns = packC.layout().size(1);
    int depth = packA.layout().size(1);
    for (int j = 0; j < columns; j++) {
      for (int p = 0; p < depth; p++) {
        float bpj = tileB[BlockB.index(p, j)];
        for (int i = 0; i < rows; i++) {
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
