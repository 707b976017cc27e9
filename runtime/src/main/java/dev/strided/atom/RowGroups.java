package dev.strided.atom;

import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Which threads and registers hold each row of a tiled MMA's accumulator, from its C partition:
 * what a row-wise reduction (attention's row max and row sum) needs. Each thread holds the same
 * number of rows and, in each, the same registers; the threads that share a row are the lanes
 * {@code t ^ s} of one warp, {@code s} any combination of {@link #laneXors()}, so a butterfly of
 * {@code __shfl_xor_sync} over those distances reduces a row.
 *
 * <pre>{@code
 * RowGroups g = RowGroups.of(TiledMma.of(MmaAtom.of("SM90_64x128x16_F32BF16BF16_SS", Major.K, Major.K),
 *     Layout.parse("_1")));
 * g.rowCol();          // (_2,(_2,_16)):(_2,(_1,_4)) — thread row r, column c to its register
 * g.rows();            // ((_4,_8,_4),_2):((_0,_1,_16),_8) — thread t's row r is row rows(t, r)
 * g.threadsPerRow();   // 4
 * g.laneXors();        // [1, 2]
 * }</pre>
 *
 * @param rowCol {@code (row of the thread, column of the thread) ->} register (the offset in the
 *     column-major {@code partitionFragmentC}), the same in every thread; a thread's columns are
 *     in ascending order of the tile's column
 * @param rows {@code (thread, row of the thread) ->} the tile's row
 * @param threadsPerRow how many threads share one row
 * @param laneXors the single-bit lane distances of the threads sharing a row, ascending
 */
public record RowGroups(Layout rowCol, Layout rows, int threadsPerRow, List<Integer> laneXors) {

  /** Copies the list. */
  public RowGroups {
    laneXors = List.copyOf(laneXors);
  }

  /**
   * The row groups of {@code mma}'s accumulator over its {@code (tileSize(0), tileSize(1))} tile.
   *
   * <pre>{@code RowGroups.of(TiledMma.of(MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN"), Layout.parse("(_4,_1,_1)")))
   *     .laneXors();   // [1, 2]}</pre>
   *
   * @param mma the tiled MMA
   * @return its row groups
   * @throws IllegalArgumentException if {@code mma} is null, threads hold different numbers of
   *     rows or of values in a row, or a row is shared by threads of two warps or by threads that
   *     no set of xor distances reaches
   */
  public static RowGroups of(TiledMma mma) {
    if (mma == null) {
      throw new IllegalArgumentException("RowGroups.of needs a tiled MMA, got null");
    }
    int m = mma.tileSize(0);
    int n = mma.tileSize(1);
    Registers c = Registers.of(mma, Operand.C, m, n);
    int[][] table = null;
    int[] rowTable = new int[0];
    int rowsPerThread = 0;
    for (int t = 0; t < c.threads; t++) {
      TreeSet<Integer> mine = new TreeSet<>();
      for (int r = 0; r < c.perThread; r++) {
        mine.add(c.row(t, r));
      }
      List<Integer> rows = new ArrayList<>(mine);
      if (t > 0 && rows.size() != rowsPerThread || c.perThread % rows.size() != 0) {
        throw new IllegalArgumentException("thread " + t + " of " + mma.atom().name() + " holds "
            + rows.size() + " rows of its " + c.perThread + " accumulators and thread 0 "
            + rowsPerThread + ": a row reduction needs every thread to hold as many values of "
            + "each of as many rows");
      }
      rowsPerThread = rows.size();
      int cols = c.perThread / rowsPerThread;
      int[][] mineTable = new int[rowsPerThread][cols];
      int[] filled = new int[rowsPerThread];
      for (int col = 0; col < n; col++) {
        for (int r = 0; r < c.perThread; r++) {
          if (c.col(t, r) == col) {
            int local = rows.indexOf(c.row(t, r));
            if (filled[local] == cols) {
              throw new IllegalArgumentException("thread " + t + " holds more than " + cols
                  + " values of row " + c.row(t, r) + ": its rows are not evenly filled");
            }
            mineTable[local][filled[local]++] = r;
          }
        }
      }
      if (table == null) {
        table = mineTable;
        rowTable = new int[c.threads * rowsPerThread];
      } else if (!java.util.Arrays.deepEquals(table, mineTable)) {
        throw new IllegalArgumentException("thread " + t + " of " + mma.atom().name() + " keeps "
            + "its rows in other registers than thread 0: no one (row, column) to register "
            + "layout serves every thread");
      }
      for (int r = 0; r < rowsPerThread; r++) {
        rowTable[t + c.threads * r] = rows.get(r);
      }
    }
    Layout rowCol = twoModes(table, "the (row, column) to register map of " + mma.atom().name());
    int[][] byThread = new int[c.threads][rowsPerThread];
    for (int t = 0; t < c.threads; t++) {
      for (int r = 0; r < rowsPerThread; r++) {
        byThread[t][r] = rowTable[t + c.threads * r];
      }
    }
    Layout rows = twoModes(byThread, "the (thread, row) to tile row map of " + mma.atom().name());
    List<Integer> xors = lanes(c, m);
    return new RowGroups(rowCol, rows, 1 << xors.size(), xors);
  }

  /** {@code table[i][j]} as {@code (I, J)} modes whose values add, or refused. */
  private static Layout twoModes(int[][] table, String what) {
    int[] first = new int[table.length];
    int[] second = new int[table[0].length];
    for (int i = 0; i < first.length; i++) {
      first[i] = table[i][0];
    }
    System.arraycopy(table[0], 0, second, 0, second.length);
    Layout a = LayoutFit.of(first);
    Layout b = LayoutFit.of(second);
    boolean ok = a != null && b != null;
    for (int i = 0; ok && i < first.length; i++) {
      for (int j = 0; ok && j < second.length; j++) {
        ok = a.index(i) + b.index(j) == table[i][j];
      }
    }
    if (!ok) {
      throw new IllegalArgumentException(what + " is no layout, so no loop of constant strides "
          + "walks it");
    }
    return Layout.concat(a, b);
  }

  /** The xor distances of the lanes sharing each row, the same for all rows, or refused. */
  private static List<Integer> lanes(Registers c, int m) {
    List<TreeSet<Integer>> holders = new ArrayList<>();
    for (int row = 0; row < m; row++) {
      holders.add(new TreeSet<>());
    }
    for (int t = 0; t < c.threads; t++) {
      for (int r = 0; r < c.perThread; r++) {
        holders.get(c.row(t, r)).add(t);
      }
    }
    List<Integer> xors = null;
    for (int row = 0; row < m; row++) {
      TreeSet<Integer> threads = holders.get(row);
      int base = threads.first();
      int bits = 0;
      for (int t : threads) {
        if (t / 32 != base / 32) {
          throw new IllegalArgumentException("row " + row + " of the accumulator is held by "
              + "threads " + base + " and " + t + " of two warps: a shuffle reduces within one "
              + "warp, so the row would need shared memory; lay the atoms out along M only");
        }
        bits |= t ^ base;
      }
      TreeSet<Integer> span = new TreeSet<>();
      for (int sub = bits; ; sub = (sub - 1) & bits) {
        span.add(base ^ sub);
        if (sub == 0) {
          break;
        }
      }
      List<Integer> mine = new ArrayList<>();
      for (int b = 1; b <= bits; b <<= 1) {
        if ((bits & b) != 0) {
          mine.add(b);
        }
      }
      if (!span.equals(threads) || xors != null && !xors.equals(mine)) {
        throw new IllegalArgumentException("row " + row + " of the accumulator is held by threads "
            + threads + ", which are not the lanes " + base + " ^ s for s made of the distances "
            + (xors == null ? mine : xors) + ": no xor-shuffle butterfly reduces it");
      }
      xors = mine;
    }
    return xors;
  }
}
