package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.IntUnaryOperator;

/**
 * The blocking of {@link Gemm} for one triple of layouts, made once with the algebra and run on any
 * tensors of those layouts: A {@code (M,K)}, B {@code (N,K)} and C {@code (M,N)}, each mode a
 * single leaf, C contiguous along N. CTA tiles are the {@code zippedDivide}s of the three layouts
 * by {@code (MC,KC)}, {@code (NC,KC)} and {@code (MC,NC)} (the rest mode maps a tile's coordinate
 * to its offset; the last tiles overhang, and only their inside is packed and written); each A and
 * B tile is packed by {@link PackedPanels}' copies, and the micro-kernel runs over the packed
 * panels. A plan is made for a number of threads; each packs the B tile itself and they claim runs
 * of C's rows one at a time ({@link GemmProgress}), so that a thread that starts late or runs slower
 * takes fewer (on this project's Zen 5 VM the second vCPU runs GEMM about 10 % slower than the
 * first). Where M has fewer than two row tiles per thread, N is cut into a multiple of the threads'
 * count of column tiles, which they claim in the same way.
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
   * Each thread's packed A tile, its packed B tile and the micro-kernel's spill, kept between
   * calls: new buffers cost about a tenth of an n = 256 GEMM in zeroing.
   */
  private static final ThreadLocal<float[][]> BUFFERS = ThreadLocal.withInitial(() ->
      new float[][] {new float[0], new float[0], new float[MicroKernel.ROWS * MicroKernel.COLS]});

  private final int m;
  private final int n;
  private final int k;
  private final int threads;
  private final Layout a;
  private final Layout c;
  private final Layout aTile;
  private final Layout bRest;
  private final Layout bTile;
  private final int ldc;
  private final int[] tiles;
  private final int[] tile;
  /** A's packing of a run of rows, by its rows; indexed [last tile along K]. */
  private final List<Map<Integer, PackedPanels>> aPacks =
      List.of(new ConcurrentHashMap<>(), new ConcurrentHashMap<>());
  /** B's packing of a tile, indexed [last tile along N][last tile along K]. */
  private final PackedPanels[][] bPacks = new PackedPanels[2][2];

  private GemmPlan(Layout a, Layout b, Layout c, int threads) {
    this.threads = threads;
    this.a = a;
    this.c = c;
    m = a.size(0);
    n = b.size(0);
    k = a.size(1);
    int rows = equalTiles(m, MC, 1, MicroKernel.ROWS);
    boolean byColumns = threads > 1 && ceilDiv(m, rows) < 2 * threads
        && n >= threads * THREAD_COLS;
    int cols = equalTiles(n, NC, byColumns ? threads : 1, MicroKernel.COLS);
    tile = new int[] {rows, cols, Math.min(KC, k)};
    Layout aTiles = ValueLayouts.of(a).zippedDivide(ValueLayouts.tiler(tile[0], tile[2]));
    Layout bTiles = ValueLayouts.of(b).zippedDivide(ValueLayouts.tiler(tile[1], tile[2]));
    Layout cTiles = ValueLayouts.of(c).zippedDivide(ValueLayouts.tiler(tile[0], tile[1]));
    aTile = aTiles.get(0);
    bRest = bTiles.get(1);
    bTile = bTiles.get(0);
    ldc = ((IntTuple.Int) cTiles.get(0).stride(0)).value();
    tiles = new int[] {aTiles.get(1).size(0), bRest.size(0), bRest.size(1)};
    int[] last = {m - (tiles[0] - 1) * tile[0], n - (tiles[1] - 1) * tile[1],
        k - (tiles[2] - 1) * tile[2]};
    for (int edge = 0; edge < 2; edge++) {
      for (int deep = 0; deep < 2; deep++) {
        int kv = deep == 1 ? last[2] : tile[2];
        aPack(edge == 1 ? last[0] : tile[0], deep, kv);
        bPacks[edge][deep] = PackedPanels.b(bTile, edge == 1 ? last[1] : tile[1], kv);
      }
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

  /**
   * {@code C += A·Bᵀ} on the plan's threads. The phases (a column tile of C at one step of K, steps
   * of K outermost) run in order; in each, every thread packs the phase's B into a buffer of its
   * own and then claims runs of C's rows ({@link #unitRows}), packing their A rows; a run waits for
   * its rows of the phase before (the same C at the previous step of K). Each thread packs all of
   * B rather than sharing the packing: shared, each read half of packed B from the other core's
   * caches and the two packed at the same moment (Zen 5, JDK 17, n = 1024 under {@code perf}: the
   * micro-kernels 6 % and B's transposes 57 % more samples than one thread's; BENCHMARKS.md 19).
   * Zen 5, JDK 17, two threads at n = 1024: the guided runs of the last step cut the caller's wait
   * for the worker at the end from 0.38 to 0.14 ms a call.
   */
  void run(FloatTensor a, FloatTensor b, FloatTensor c) {
    GemmProgress progress = new GemmProgress(tiles[1] * tiles[2], m, MicroKernel.ROWS);
    List<Future<?>> started = new ArrayList<>();
    for (int t = 1; t < threads; t++) {
      started.add(GemmWorkers.SHARED.submit(() -> work(a, b, c, progress)));
    }
    work(a, b, c, progress);
    for (Future<?> thread : started) {
      try {
        GemmWorkers.SHARED.await(thread);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the GEMM's threads", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("a GEMM thread failed: " + e.getCause(), e.getCause());
      }
    }
  }

  private void work(FloatTensor a, FloatTensor b, FloatTensor c, GemmProgress progress) {
    try {
      phases(a, b, c, progress);
    } catch (RuntimeException | Error e) {
      progress.fail(e);
      throw e;
    }
  }

  private void phases(FloatTensor a, FloatTensor b, FloatTensor c, GemmProgress progress) {
    float[][] buffers = BUFFERS.get();
    int aSize = PackedPanels.roundUp(tile[0], MicroKernel.ROWS) * KC;
    if (buffers[0].length < aSize) {
      buffers[0] = new float[aSize];
    }
    int bSize = PackedPanels.roundUp(tile[1], MicroKernel.COLS) * tile[2];
    if (buffers[1].length < bSize) {
      buffers[1] = new float[bSize];
    }
    float[] packedA = buffers[0];
    float[] pb = buffers[1];
    float[] spill = buffers[2];
    for (int phase = 0; phase < tiles[1] * tiles[2]; phase++) {
      int pk = phase / tiles[1];
      int jn = phase % tiles[1];
      int deep = pk == tiles[2] - 1 ? 1 : 0;
      int kv = deep == 1 ? k - pk * tile[2] : tile[2];
      bPacks[jn == tiles[1] - 1 ? 1 : 0][deep].pack(b.data(), b.offset() + bRest.index(jn, pk), pb,
          0);
      boolean guided = threads > 1 && pk == tiles[2] - 1;
      IntUnaryOperator unit = left -> unitRows(left, guided);
      for (int r0; (r0 = progress.claimRows(phase, unit)) < m; ) {
        int rows = unit.applyAsInt(m - r0);
        aPack(rows, deep, kv).pack(a.data(), a.offset() + this.a.index(r0, pk * tile[2]),
            packedA, 0);
        if (pk > 0) {
          progress.awaitRows(phase - tiles[1], r0, r0 + rows);
        }
        multiply(packedA, pb, kv, c, r0, rows, jn, spill);
        progress.rowsDone(phase, r0, r0 + rows);
      }
    }
  }

  /**
   * The rows of the next run of a phase, {@code left} rows being unclaimed: C's row tiles in turn,
   * or, in the last step of K on several threads, a share of what is left (at most a tile, at least
   * a micro-kernel's rows), so that the threads end within a small run of each other.
   */
  private int unitRows(int left, boolean guided) {
    int rows = guided ? PackedPanels.roundUp(ceilDiv(left, 2 * threads), MicroKernel.ROWS)
        : tile[0];
    return Math.min(left, Math.max(MicroKernel.ROWS, Math.min(tile[0], rows)));
  }

  /** A's packing of {@code rows} rows at a step of K (the last when {@code deep} is 1). */
  private PackedPanels aPack(int rows, int deep, int kv) {
    return aPacks.get(deep).computeIfAbsent(rows, r -> PackedPanels.a(aTile, r, kv));
  }

  /** C's rows {@code [r0, r0 + mv)} of column tile {@code jn} += packed A · packed B, in strips. */
  private void multiply(float[] packedA, float[] packedB, int kv, FloatTensor c, int r0, int mv,
      int jn, float[] spill) {
    int nv = jn == tiles[1] - 1 ? n - jn * tile[1] : tile[1];
    float[] cd = c.data();
    int cTile = c.offset() + this.c.index(r0, jn * tile[1]);
    for (int strip = 0; strip < nv; strip += STRIP) {
      int end = Math.min(nv, strip + STRIP);
      for (int ir = 0; ir < mv; ir += MicroKernel.ROWS) {
        int rowsHere = Math.min(MicroKernel.ROWS, mv - ir);
        for (int jr = strip; jr < end; jr += MicroKernel.COLS) {
          MicroKernel.tile(packedA, ir * KC, packedB, jr * kv, kv, cd, cTile + ir * ldc + jr, ldc,
              rowsHere, Math.min(MicroKernel.COLS, nv - jr), spill);
        }
      }
    }
  }
}
