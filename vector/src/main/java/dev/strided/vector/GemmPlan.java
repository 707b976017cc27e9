package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IdentityTensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The blocking of {@link Gemm} for one triple of layouts, made once with the algebra and run on any
 * tensors of those layouts: A {@code (M,K)}, B {@code (N,K)} and C {@code (M,N)}, each mode a
 * single leaf, C contiguous along N. CTA tiles are the {@code zippedDivide}s of the three layouts
 * by {@code (MC,KC)}, {@code (NC,KC)} and {@code (MC,NC)} (the rest mode maps a tile's coordinate to
 * its offset; the last tiles overhang, and only their inside is packed and written); each A and B
 * tile is packed by {@link PackedPanels}' copies, and the micro-kernel runs over the packed panels.
 * Threads take the rows of C's tiles given them by a {@code localPartition} of the tile grid's
 * identity tensor.
 *
 * <pre>{@code GemmPlan.of(a.layout(), b.layout(), c.layout()).run(a, b, c, 2);}</pre>
 */
final class GemmPlan {
  /**
   * Most rows of a CTA tile, a multiple of the micro-kernel's rows (12 or 6). M is cut into as few
   * tiles as this allows, of equal rows up to the micro-kernel's (132 rows at m = 512 and 1024,
   * not 144 and a last tile of 80 or 16), so that threads taking every other tile get equal work.
   */
  static final int MC = 144;
  /**
   * Columns of a CTA tile: B's packed {@code (NC, KC)} tile (2 MiB) lives in L3 and A's packed
   * {@code (MC, KC)} tile (144 KiB on AVX2) in L2; a wide tile packs A once per step of K for n
   * up to 2048 instead of once per 512 columns (no difference resolved against 512 on the loaded
   * AVX2 machine, JDK 17 or 25).
   */
  static final int NC = 2048;
  /** Steps of K per tile: a B micro-panel of {@code COLS × KC} floats (16 KiB on AVX2) in L1. */
  static final int KC = 256;
  private static final Map<List<Layout>, GemmPlan> PLANS = new ConcurrentHashMap<>();
  private static final int PLANS_KEPT = 256;
  /**
   * Each thread's packed A and B tiles and the micro-kernel's spill, kept between calls: a new
   * 384 KiB pair costs about a tenth of an n = 256 GEMM in zeroing.
   */
  private static final ThreadLocal<float[][]> BUFFERS = ThreadLocal.withInitial(() ->
      new float[][] {new float[0], new float[0], new float[MicroKernel.ROWS * MicroKernel.COLS]});

  private final int m;
  private final int n;
  private final int k;
  private final Layout aRest;
  private final Layout bRest;
  private final Layout cRest;
  private final int ldc;
  private final int[] tiles;
  private final int[] tile;
  /** Indexed [last tile along M or N][last tile along K]. */
  private final PackedPanels[][] aPacks = new PackedPanels[2][2];
  private final PackedPanels[][] bPacks = new PackedPanels[2][2];
  private final Map<Integer, int[][]> rowsByThreads = new ConcurrentHashMap<>();

  private GemmPlan(Layout a, Layout b, Layout c) {
    m = a.size(0);
    n = b.size(0);
    k = a.size(1);
    int rowTiles = (m + MC - 1) / MC;
    int rows = Math.min(m, PackedPanels.roundUp((m + rowTiles - 1) / rowTiles, MicroKernel.ROWS));
    tile = new int[] {rows, Math.min(NC, n), Math.min(KC, k)};
    Layout aTiles = a.zippedDivide(Tiler.of(tile[0], tile[2]));
    Layout bTiles = b.zippedDivide(Tiler.of(tile[1], tile[2]));
    Layout cTiles = c.zippedDivide(Tiler.of(tile[0], tile[1]));
    aRest = aTiles.get(1);
    bRest = bTiles.get(1);
    cRest = cTiles.get(1);
    ldc = ((IntTuple.Int) cTiles.get(0).stride(0)).value();
    tiles = new int[] {aRest.size(0), bRest.size(0), aRest.size(1)};
    int[] last = {m - (tiles[0] - 1) * tile[0], n - (tiles[1] - 1) * tile[1],
        k - (tiles[2] - 1) * tile[2]};
    for (int edge = 0; edge < 2; edge++) {
      for (int deep = 0; deep < 2; deep++) {
        int kv = deep == 1 ? last[2] : tile[2];
        aPacks[edge][deep] = PackedPanels.a(aTiles.get(0), edge == 1 ? last[0] : tile[0], kv);
        bPacks[edge][deep] = PackedPanels.b(bTiles.get(0), edge == 1 ? last[1] : tile[1], kv);
      }
    }
  }

  /** The plan of a layout triple, made once. */
  static GemmPlan of(Layout a, Layout b, Layout c) {
    List<Layout> key = List.of(a, b, c);
    GemmPlan plan = PLANS.get(key);
    if (plan == null) {
      if (PLANS.size() >= PLANS_KEPT) {
        PLANS.clear();
      }
      plan = new GemmPlan(a, b, c);
      PLANS.put(key, plan);
    }
    return plan;
  }

  /** {@code C += A·Bᵀ} on {@code threads} threads (at most one per row of tiles). */
  void run(FloatTensor a, FloatTensor b, FloatTensor c, int threads) {
    int[][] rows = rowsOf(Math.min(threads, tiles[0]));
    if (rows.length == 1) {
      work(a, b, c, rows[0]);
      return;
    }
    List<Thread> started = new ArrayList<>();
    Throwable[] failure = new Throwable[rows.length];
    for (int t = 1; t < rows.length; t++) {
      int[] mine = rows[t];
      int slot = t;
      Thread thread = new Thread(() -> {
        try {
          work(a, b, c, mine);
        } catch (Throwable e) {
          failure[slot] = e;
        }
      }, "strided-gemm-" + t);
      thread.start();
      started.add(thread);
    }
    work(a, b, c, rows[0]);
    for (Thread thread : started) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the GEMM's threads", e);
      }
    }
    for (Throwable e : failure) {
      if (e != null) {
        throw new IllegalStateException("a GEMM thread failed: " + e, e);
      }
    }
  }

  /**
   * Each thread's rows of tiles: CuTe's {@code local_partition} of the identity tensor of the
   * {@code (tiles along M)} among {@code (threads)} threads, the rows inside the grid.
   */
  private int[][] rowsOf(int threads) {
    return rowsByThreads.computeIfAbsent(threads, count -> {
      IdentityTensor grid = IdentityTensor.of(IntTuple.of(IntTuple.of(tiles[0])));
      Layout layout = Layout.columnMajor(IntTuple.of(IntTuple.of(count)));
      int[][] rows = new int[count][];
      for (int t = 0; t < count; t++) {
        IdentityTensor mine = grid.localPartition(layout, t);
        List<Integer> inside = new ArrayList<>();
        for (int i = 0; i < mine.size(); i++) {
          if (mine.inBounds(i)) {
            inside.add(((IntTuple.Int) mine.get(i).get(0)).value());
          }
        }
        rows[t] = inside.stream().mapToInt(Integer::intValue).toArray();
      }
      return rows;
    });
  }

  /** The tiles of C in rows {@code rows}: per column of tiles and step of K, B packed once. */
  private void work(FloatTensor a, FloatTensor b, FloatTensor c, int[] rows) {
    float[][] buffers = BUFFERS.get();
    int aSize = PackedPanels.roundUp(tile[0], MicroKernel.ROWS) * tile[2];
    int bSize = PackedPanels.roundUp(tile[1], MicroKernel.COLS) * tile[2];
    if (buffers[0].length < aSize || buffers[1].length < bSize) {
      buffers[0] = new float[Math.max(aSize, buffers[0].length)];
      buffers[1] = new float[Math.max(bSize, buffers[1].length)];
    }
    float[] packedA = buffers[0];
    float[] packedB = buffers[1];
    float[] spill = buffers[2];
    float[] ad = a.data();
    float[] bd = b.data();
    float[] cd = c.data();
    for (int jn = 0; jn < tiles[1]; jn++) {
      int nv = jn == tiles[1] - 1 ? n - jn * tile[1] : tile[1];
      int bEdge = jn == tiles[1] - 1 ? 1 : 0;
      for (int pk = 0; pk < tiles[2]; pk++) {
        int deep = pk == tiles[2] - 1 ? 1 : 0;
        PackedPanels bPack = bPacks[bEdge][deep];
        bPack.pack(bd, b.offset() + bRest.index(jn, pk), packedB);
        int kv = deep == 1 ? k - pk * tile[2] : tile[2];
        for (int im : rows) {
          int mv = im == tiles[0] - 1 ? m - im * tile[0] : tile[0];
          PackedPanels aPack = aPacks[im == tiles[0] - 1 ? 1 : 0][deep];
          aPack.pack(ad, a.offset() + aRest.index(im, pk), packedA);
          int cTile = c.offset() + cRest.index(im, jn);
          int lda = aPack.rowStride();
          for (int jr = 0; jr < nv; jr += MicroKernel.COLS) {
            int cols = Math.min(MicroKernel.COLS, nv - jr);
            for (int ir = 0; ir < mv; ir += MicroKernel.ROWS) {
              MicroKernel.tile(packedA, ir * lda, lda, packedB, jr * kv, kv, cd,
                  cTile + ir * ldc + jr, ldc, Math.min(MicroKernel.ROWS, mv - ir), cols, spill);
            }
          }
        }
      }
    }
  }
}
