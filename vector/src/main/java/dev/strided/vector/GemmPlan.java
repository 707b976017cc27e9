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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

/**
 * The blocking of {@link Gemm} for one triple of layouts, made once with the algebra and run on any
 * tensors of those layouts: A {@code (M,K)}, B {@code (N,K)} and C {@code (M,N)}, each mode a
 * single leaf, C contiguous along N. CTA tiles are the {@code zippedDivide}s of the three layouts
 * by {@code (MC,KC)}, {@code (NC,KC)} and {@code (MC,NC)} (the rest mode maps a tile's coordinate
 * to its offset; the last tiles overhang, and only their inside is packed and written); each A and B
 * tile is packed by {@link PackedPanels}' copies, and the micro-kernel runs over the packed panels.
 * A plan is made for a number of threads: they take C's columns of tiles (N cut into a multiple of
 * the threads' count of equal tiles) or, where N is too narrow for that, its rows of tiles, as a
 * {@code localPartition} of the tile grid's identity tensor gives them.
 *
 * <pre>{@code GemmPlan.of(a.layout(), b.layout(), c.layout(), 2).run(a, b, c);}</pre>
 */
final class GemmPlan {
  /**
   * Most rows of a CTA tile, a multiple of the micro-kernel's rows (12 or 6); M is cut into
   * tiles of equal rows ({@link #equalTiles}).
   */
  static final int MC = 144;
  /**
   * Most columns of a CTA tile (N is cut as M is, into a multiple of the threads' count of tiles
   * where they split N): B's packed {@code (NC, KC)} tile (2 MiB on AVX2, 4 MiB on AVX-512) lives
   * in L3 and A's packed {@code (MC, KC)} tile (144 or 288 KiB) in L2; a wide tile packs A once
   * per step of K for n up to 2048 instead of once per 512 columns (no difference resolved
   * against 512 on the loaded AVX2 machine, JDK 17 or 25).
   */
  static final int NC = 2048;
  /** Steps of K per tile: the micro-kernel's. */
  static final int KC = MicroKernel.KC;
  /**
   * Columns the micro-kernel covers along one strip of {@code ROWS} rows before the next strip:
   * each C row's lines are then read in order, which the hardware prefetchers follow (a C
   * micro-tile's rows are a page or more apart), and the strip's B micro-panels (512 KiB at most)
   * stay in L2. Zen 5, JDK 17, one process: 1–4 % faster than whole columns of micro-tiles at
   * n = 1024 and 2048 (128 columns no better).
   */
  private static final int STRIP = 256;
  /** Fewest columns per thread for the threads to split N: two micro-panels. */
  private static final int THREAD_COLS = 2 * MicroKernel.COLS;
  private static final Map<List<Object>, GemmPlan> PLANS = new ConcurrentHashMap<>();
  private static final int PLANS_KEPT = 256;
  /**
   * Each thread's packed A and B tiles and the micro-kernel's spill, kept between calls: a new
   * 384 KiB pair costs about a tenth of an n = 256 GEMM in zeroing.
   */
  private static final ThreadLocal<float[][]> BUFFERS = ThreadLocal.withInitial(() ->
      new float[][] {new float[0], new float[0], new float[MicroKernel.ROWS * MicroKernel.COLS]});

  /**
   * The threads besides the caller's, kept between calls (daemons, ended after a minute idle) so
   * that their packed tiles are too: a thread started per call allocated and faulted in a fresh
   * 2 MiB B tile every call.
   */
  private static final ExecutorService WORKERS = Executors.newCachedThreadPool(task -> {
    Thread thread = new Thread(task, "strided-gemm");
    thread.setDaemon(true);
    return thread;
  });

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
  /** Each thread's tiles. */
  private final Share[] shares;

  /** A thread's rows and columns of C's tiles. */
  private record Share(int[] rows, int[] columns) {}

  private GemmPlan(Layout a, Layout b, Layout c, int threads) {
    m = a.size(0);
    n = b.size(0);
    k = a.size(1);
    int rows = equalTiles(m, MC, 1, MicroKernel.ROWS);
    int split = equalTiles(n, NC, threads, MicroKernel.COLS);
    boolean byColumns = threads > 1 && n >= threads * THREAD_COLS && ceilDiv(n, split) == threads;
    int cols = byColumns ? split : equalTiles(n, NC, 1, MicroKernel.COLS);
    tile = new int[] {rows, cols, Math.min(KC, k)};
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
    int along = tiles[byColumns ? 1 : 0];
    int[][] parts = partition(along, Math.min(threads, along));
    int[] whole = IntStream.range(0, tiles[byColumns ? 0 : 1]).toArray();
    shares = new Share[parts.length];
    for (int t = 0; t < parts.length; t++) {
      shares[t] = byColumns ? new Share(whole, parts[t]) : new Share(parts[t], whole);
    }
  }

  /** The plan of a layout triple on {@code threads} threads, made once. */
  static GemmPlan of(Layout a, Layout b, Layout c, int threads) {
    List<Object> key = List.of(a, b, c, threads);
    GemmPlan plan = PLANS.get(key);
    if (plan == null) {
      if (PLANS.size() >= PLANS_KEPT) {
        PLANS.clear();
      }
      plan = new GemmPlan(a, b, c, threads);
      PLANS.put(key, plan);
    }
    return plan;
  }

  /**
   * The extent of a tile when {@code extent} is cut into as few tiles of at most {@code most} as
   * allow a multiple of {@code count} tiles, of equal size rounded up to a multiple of
   * {@code unit} (the last tile takes the rest): 132 rows at m = 512 and 1024, not 144 and a last
   * tile of 80 or 16, so that threads taking every other tile get equal work.
   */
  private static int equalTiles(int extent, int most, int count, int unit) {
    int tiles = PackedPanels.roundUp(ceilDiv(extent, most), count);
    return Math.min(extent, PackedPanels.roundUp(ceilDiv(extent, tiles), unit));
  }

  private static int ceilDiv(int a, int b) {
    return (a + b - 1) / b;
  }

  /** {@code C += A·Bᵀ} on the plan's threads (at most one per tile along the split mode). */
  void run(FloatTensor a, FloatTensor b, FloatTensor c) {
    if (shares.length == 1) {
      work(a, b, c, shares[0]);
      return;
    }
    List<Future<?>> started = new ArrayList<>();
    for (int t = 1; t < shares.length; t++) {
      Share mine = shares[t];
      started.add(WORKERS.submit(() -> work(a, b, c, mine)));
    }
    work(a, b, c, shares[0]);
    for (Future<?> thread : started) {
      try {
        thread.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the GEMM's threads", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("a GEMM thread failed: " + e.getCause(), e.getCause());
      }
    }
  }

  /**
   * Each thread's tiles along one mode: CuTe's {@code local_partition} of the identity tensor of
   * the {@code (tiles)} among {@code (threads)} threads, the tiles inside the grid.
   */
  private static int[][] partition(int tiles, int threads) {
    IdentityTensor grid = IdentityTensor.of(IntTuple.of(IntTuple.of(tiles)));
    Layout layout = Layout.columnMajor(IntTuple.of(IntTuple.of(threads)));
    int[][] parts = new int[threads][];
    for (int t = 0; t < threads; t++) {
      IdentityTensor mine = grid.localPartition(layout, t);
      List<Integer> inside = new ArrayList<>();
      for (int i = 0; i < mine.size(); i++) {
        if (mine.inBounds(i)) {
          inside.add(((IntTuple.Int) mine.get(i).get(0)).value());
        }
      }
      parts[t] = inside.stream().mapToInt(Integer::intValue).toArray();
    }
    return parts;
  }

  /** The tiles of C in a thread's share: per column of tiles and step of K, B packed once. */
  private void work(FloatTensor a, FloatTensor b, FloatTensor c, Share share) {
    int[] rows = share.rows();
    float[][] buffers = BUFFERS.get();
    int aSize = PackedPanels.roundUp(tile[0], MicroKernel.ROWS) * KC;
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
    for (int jn : share.columns()) {
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
          for (int strip = 0; strip < nv; strip += STRIP) {
            int end = Math.min(nv, strip + STRIP);
            for (int ir = 0; ir < mv; ir += MicroKernel.ROWS) {
              int rowsHere = Math.min(MicroKernel.ROWS, mv - ir);
              for (int jr = strip; jr < end; jr += MicroKernel.COLS) {
                MicroKernel.tile(packedA, ir * KC, packedB, jr * kv, kv, cd,
                    cTile + ir * ldc + jr, ldc, rowsHere, Math.min(MicroKernel.COLS, nv - jr),
                    spill);
              }
            }
          }
        }
      }
    }
  }
}
