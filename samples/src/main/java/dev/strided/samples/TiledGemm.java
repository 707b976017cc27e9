package dev.strided.samples;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import dev.strided.vector.Gemm;
import java.util.Random;

/**
 * A blocked CPU GEMM written with tensors over the generated layouts, checked against a naive triple
 * loop with hand-written indices ({@code a[i * k + p]}). Any sizes: the last tiles overhang, as in
 * CuTe, and identity tensors tiled the same way guard every access ({@code inBounds}). Beside it,
 * strided-vector's {@link Gemm#gemm} on the same tensors, checked against the same loop.
 *
 * <pre>{@code
 * TiledGemm.Report r = TiledGemm.run(500, 70, 33);
 * r.maxError();         // 0: both sum over k in the same order
 * r.vectorMaxError();   // about 1e-6: Gemm.gemm sums in another order
 * }</pre>
 */
final class TiledGemm {
  static final int THREADS = 32;
  static final int VALUES = 64;
  private static final Tiler TILE_A = Tiler.parse("(64,32)");
  private static final Tiler TILE_B = Tiler.parse("(32,32)");
  private static final Tiler TILE_C = Tiler.parse("(64,32)");
  /** Calls before the vector GEMM is timed: C2 compiles its loops (the interpreter boxes vectors). */
  private static final int VECTOR_WARM_UPS = 10;
  /** Timed calls of the vector GEMM; the best counts (one call at n = 512 is about a millisecond). */
  private static final int VECTOR_TIMED = 10;

  private TiledGemm() {}

  /**
   * Timings (GFLOP/s), the largest difference between the tiled and the naive result, and between
   * strided-vector's and the naive result.
   */
  record Report(int m, int n, int k, double tiledGflops, double naiveGflops, double maxError,
      double vectorGflops, double vectorMaxError) {}

  /**
   * Multiplies random matrices three ways (tiled, strided-vector, naive) and compares.
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
    FloatTensor cVector = FloatTensor.allocate(c.layout());
    long vectorNanos = timeVectorGemm(a, b, cVector);
    double flops = 2.0 * m * n * k;
    return new Report(m, n, k, flops / (t1 - t0), flops / (t2 - t1), maxError(c, naive),
        flops / vectorNanos, maxError(cVector, naive));
  }

  /** C = A·B by {@link #vector}; the best time of the timed calls, in nanoseconds. */
  private static long timeVectorGemm(FloatTensor a, FloatTensor b, FloatTensor c) {
    long best = Long.MAX_VALUE;
    for (int call = 0; call < VECTOR_WARM_UPS + VECTOR_TIMED; call++) {
      c.fill(0f);
      long t0 = System.nanoTime();
      vector(a, b, c);
      long t1 = System.nanoTime();
      if (call >= VECTOR_WARM_UPS) {
        best = Math.min(best, t1 - t0);
      }
    }
    return best;
  }

  /**
   * C += A·B for A {@code (M,K)}, B {@code (K,N)}, C {@code (M,N)}, by strided-vector's
   * {@link Gemm#gemm}, whose convention is CuTe's {@code C(m,n) += Σ_k A(m,k)·B(n,k)}: B goes in as
   * the same storage with its two modes swapped, {@code (N,K)}.
   */
  static void vector(FloatTensor a, FloatTensor b, FloatTensor c) {
    Gemm.gemm(a, FloatTensor.of(b.data(), b.offset(),
        Layout.concat(b.layout().get(1), b.layout().get(0))), c);
  }

  /** The largest |C(i,j) - reference[i * n + j]|, the reference row-major by hand. */
  private static double maxError(FloatTensor c, float[] reference) {
    int m = c.layout().size(0);
    int n = c.layout().size(1);
    double maxError = 0;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        maxError = Math.max(maxError, Math.abs(c.get(i, j) - reference[i * n + j]));
      }
    }
    return maxError;
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
          int values = mine.size();
          for (int v = 0; v < values; v++) {
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
    // a tile of an identity tensor has its largest coordinate last: inside, the whole tile is
    if (where.inBounds(where.size() - 1)) {
      tile.copyTo(packed);
      return;
    }
    int n = tile.size();
    for (int i = 0; i < n; i++) {
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
