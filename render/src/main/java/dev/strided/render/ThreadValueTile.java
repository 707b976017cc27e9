package dev.strided.render;

import dev.strided.Layout;
import java.util.HashMap;
import java.util.Map;

/**
 * A thread-value layout laid over its tile, as CuTe's TV pictures show it: the layout maps
 * {@code (thread, value)} to an index of the tile, and the tile layout says which cell
 * {@code (m, n)} has that index (a plain shape {@code (M,N)} is column-major, as CuTe's). Each cell
 * records the first {@code (thread, value)} that lands on it, threads in order and each thread's
 * values in order, and how many land on it: 0 for a cell no thread holds, more than 1 for a cell
 * several hold (a broadcast, or a mistake).
 *
 * <pre>{@code
 * ThreadValueTile t = ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)"));
 * t.thread(1, 0);   // 0: index 1 is thread 0's value 1
 * t.value(1, 0);    // 1
 * }</pre>
 */
public final class ThreadValueTile {
  /** The most {@code (thread, value)} pairs read (a 256-thread block with 256 values each). */
  public static final int MAX_PAIRS = 1 << 16;

  private final Layout tv;
  private final Layout tile;
  private final int rows;
  private final int cols;
  private final int[][] thread;
  private final int[][] value;
  private final int[][] holders;

  private ThreadValueTile(Layout tv, Layout tile) {
    this.tv = tv;
    this.tile = tile;
    IndexGrid grid = IndexGrid.of(tile);
    rows = grid.rows();
    cols = grid.cols();
    Map<Integer, int[]> cellOf = new HashMap<>();
    for (int m = 0; m < rows; m++) {
      for (int n = 0; n < cols; n++) {
        int[] previous = cellOf.put(grid.index().applyAsInt(m, n), new int[] {m, n});
        if (previous != null) {
          throw new IllegalArgumentException("the tile " + tile + " puts cells (" + previous[0]
              + "," + previous[1] + ") and (" + m + "," + n + ") at the same index "
              + grid.index().applyAsInt(m, n) + ", so a value there has no one cell");
        }
      }
    }
    thread = new int[rows][cols];
    value = new int[rows][cols];
    holders = new int[rows][cols];
    for (int t = 0; t < threads(); t++) {
      for (int v = 0; v < values(); v++) {
        int index = tv.index(t, v);
        int[] cell = cellOf.get(index);
        if (cell == null) {
          throw new IllegalArgumentException("the thread-value layout " + tv + " puts thread " + t
              + " value " + v + " at index " + index + ", where the tile " + tile
              + " has no cell");
        }
        if (holders[cell[0]][cell[1]]++ == 0) {
          thread[cell[0]][cell[1]] = t;
          value[cell[0]][cell[1]] = v;
        }
      }
    }
  }

  /**
   * Lays {@code tv} over {@code tile}.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("((4,8),4):((32,1),8)"), Layout.parse("(32,4)"));   // 32 threads, 4 values}</pre>
   *
   * @param tv a rank-2 layout, (thread, value) to an index of the tile, at most {@link #MAX_PAIRS}
   *     pairs
   * @param tile a rank-1 or rank-2 layout, (m, n) to index, at most {@link IndexGrid#MAX_CELLS}
   *     cells, no two cells at one index
   * @throws IllegalArgumentException if a layout is null or does not meet these conditions, or a
   *     (thread, value) lands on an index no cell has
   */
  public static ThreadValueTile of(Layout tv, Layout tile) {
    if (tv == null || tile == null) {
      throw new IllegalArgumentException("a thread-value picture needs a thread-value layout and a"
          + " tile, got " + (tv == null ? "no thread-value layout" : "no tile"));
    }
    if (tv.rank() != 2) {
      throw new IllegalArgumentException("the thread-value layout " + tv + " has rank " + tv.rank()
          + "; it must have rank 2, (thread, value) -> index, e.g. ((4,8),4):((32,1),8)");
    }
    if (tv.size() > MAX_PAIRS) {
      throw new IllegalArgumentException("the thread-value layout " + tv + " has " + tv.size()
          + " (thread, value) pairs; pictures read at most " + MAX_PAIRS);
    }
    return new ThreadValueTile(tv, tile);
  }

  /**
   * The thread-value layout.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).tv();   // (4,2):(2,1)}</pre>
   */
  public Layout tv() {
    return tv;
  }

  /**
   * The tile layout.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).tile();   // (2,4):(_1,2)}</pre>
   */
  public Layout tile() {
    return tile;
  }

  /**
   * The number of threads: the size of mode 0.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).threads();   // 4}</pre>
   */
  public int threads() {
    return tv.size(0);
  }

  /**
   * The number of values per thread: the size of mode 1.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).values();   // 2}</pre>
   */
  public int values() {
    return tv.size(1);
  }

  /**
   * The tile's rows: the size of its mode 0 (1 for a rank-1 tile).
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).rows();   // 2}</pre>
   */
  public int rows() {
    return rows;
  }

  /**
   * The tile's columns.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).cols();   // 4}</pre>
   */
  public int cols() {
    return cols;
  }

  /**
   * How many (thread, value) pairs land on cell {@code (m, n)}.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(0,1)"), Layout.parse("2")).holders(0, 1);   // 4}</pre>
   */
  public int holders(int m, int n) {
    return holders[m][n];
  }

  /**
   * The first thread that holds cell {@code (m, n)}; meaningless where {@link #holders} is 0.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).thread(0, 3);   // 3}</pre>
   */
  public int thread(int m, int n) {
    return thread[m][n];
  }

  /**
   * That thread's value at cell {@code (m, n)}; meaningless where {@link #holders} is 0.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).value(1, 3);   // 1}</pre>
   */
  public int value(int m, int n) {
    return value[m][n];
  }

  /**
   * The number of cells no (thread, value) pair lands on.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(2,2):(1,4)"), Layout.parse("(2,4)")).cellsHeldByNone();   // 4}</pre>
   */
  public int cellsHeldByNone() {
    return count(h -> h == 0);
  }

  /**
   * The number of cells two or more pairs land on.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(0,1)"), Layout.parse("2")).cellsHeldByMany();   // 2}</pre>
   */
  public int cellsHeldByMany() {
    return count(h -> h > 1);
  }

  private int count(java.util.function.IntPredicate holdersMatch) {
    int cells = 0;
    for (int[] row : holders) {
      for (int h : row) {
        cells += holdersMatch.test(h) ? 1 : 0;
      }
    }
    return cells;
  }

  /**
   * The picture's title: the thread-value layout over the tile.
   *
   * <pre>{@code ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")).title();   // (4,2):(2,1) over (2,4):(_1,2)}</pre>
   */
  public String title() {
    return tv + " over " + tile;
  }
}
