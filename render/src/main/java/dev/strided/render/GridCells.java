package dev.strided.render;

import dev.strided.IntTuple;
import dev.strided.core.Colex;
import java.util.Arrays;
import java.util.List;

/**
 * The evaluated grid: every cell's index, the index range they span, and how often each index of
 * that range is used (0 = a hole). Work is bounded: at most {@link IndexGrid#MAX_CELLS} cells, and
 * the uses are counted only when the range has at most {@link #MAX_MAPPED} indices.
 */
final class GridCells {
  /** The longest index range drawn index by index (as many as a picture's cells). */
  static final int MAX_MAPPED = IndexGrid.MAX_CELLS;

  final IndexGrid grid;
  final int[][] index;
  final int min;
  final int max;
  /** Uses of index {@code min + k}, or null when the range is longer than {@link #MAX_MAPPED}. */
  final int[] uses;
  final int distinct;
  /** How many distinct indices more than one coordinate uses. */
  final int shared;

  GridCells(IndexGrid grid) {
    this.grid = grid;
    index = new int[grid.rows()][grid.cols()];
    int lo = Integer.MAX_VALUE;
    int hi = Integer.MIN_VALUE;
    for (int i = 0; i < grid.rows(); i++) {
      for (int j = 0; j < grid.cols(); j++) {
        int x = grid.index().applyAsInt(i, j);
        index[i][j] = x;
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    }
    min = lo;
    max = hi;
    uses = range() <= MAX_MAPPED ? new int[(int) range()] : null;
    int[] sorted = new int[grid.rows() * grid.cols()];
    int n = 0;
    for (int[] row : index) {
      for (int x : row) {
        sorted[n++] = x;
        if (uses != null) {
          uses[x - min]++;
        }
      }
    }
    Arrays.sort(sorted);
    int d = 0;
    int sh = 0;
    for (int k = 0; k < n; k++) {
      boolean first = k == 0 || sorted[k] != sorted[k - 1];
      d += first ? 1 : 0;
      sh += !first && (k == 1 || sorted[k - 1] != sorted[k - 2]) ? 1 : 0;
    }
    distinct = d;
    shared = sh;
  }

  /** Number of indices from {@code min} to {@code max}: the cosize of a layout. */
  long range() {
    return (long) max - min + 1;
  }

  int cells() {
    return grid.rows() * grid.cols();
  }

  long holes() {
    return range() - distinct;
  }

  /** The most digits of any index in the grid, the sign included. */
  int labelChars() {
    return Math.max(Integer.toString(min).length(), Integer.toString(max).length());
  }

  /**
   * The natural coordinate of position {@code p} in a mode of shape {@code shape}, split
   * colexicographically as CuTe does: in {@code (2,4)}, 5 is {@code (1,2)}.
   */
  static String coordinate(IntTuple shape, int p) {
    List<IntTuple.Int> leaves = shape.flatten();
    int[] extents = new int[leaves.size()];
    for (int k = 0; k < extents.length; k++) {
      extents[k] = leaves.get(k).value();
    }
    StringBuilder sb = new StringBuilder();
    appendCoordinate(sb, shape, Colex.digits(extents, 0, extents.length, p), new int[] {0});
    return sb.toString();
  }

  private static void appendCoordinate(StringBuilder sb, IntTuple shape, int[] digits,
      int[] next) {
    if (shape instanceof IntTuple.Tuple t) {
      sb.append('(');
      List<IntTuple> elements = t.elements();
      for (int k = 0; k < elements.size(); k++) {
        sb.append(k == 0 ? "" : ",");
        appendCoordinate(sb, elements.get(k), digits, next);
      }
      sb.append(')');
    } else {
      sb.append(digits[next[0]++]);
    }
  }

  /**
   * How strongly position {@code p} (between {@code p - 1} and {@code p}) separates sub-modes of a
   * mode: the number of leading-leaf products {@code e0, e0·e1, ...} (below the mode's size) that
   * divide {@code p}; 0 when no sub-mode starts there.
   */
  static int boundaryLevel(IntTuple shape, int p) {
    int level = 0;
    long product = 1;
    List<IntTuple.Int> leaves = shape.flatten();
    for (int k = 0; k < leaves.size() - 1; k++) {
      long next = product * leaves.get(k).value();
      if (next != product && next < shape.size() && p % next == 0) {
        level++;
      }
      product = next;
    }
    return level;
  }
}
