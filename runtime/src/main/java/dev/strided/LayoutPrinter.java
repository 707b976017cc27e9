package dev.strided;

import java.util.function.IntBinaryOperator;

/**
 * Text renderings of layouts. Package-private; reached through {@link Layout#printLayout()} and
 * {@link SwizzledLayout#printLayout()}.
 *
 * <p>A table is refused, before anything proportional to its size is done, when it has more than
 * {@link #MAX_CELLS} cells or {@link #MAX_COLUMNS} columns: nobody reads it, and a
 * {@code (46340,46340)} table would need gigabytes.
 */
final class LayoutPrinter {
  /** The most cells a table shows (e.g. 64 × 64 or 16 × 256). */
  static final int MAX_CELLS = 4096;
  /** The most columns a table shows (a line of about 1500 characters for 3-digit indices). */
  static final int MAX_COLUMNS = 256;

  private LayoutPrinter() {}

  /** CuTe's print_layout: cell width is the digit count of the cosize plus two. */
  static String table(Layout layout) {
    requireRank2(layout, layout);
    requireReadable(layout, layout.size(0), layout.size(1));
    return table(layout.toString(), layout.size(0), layout.size(1), layout.cosize(), layout::index);
  }

  /** The table of a swizzled layout: cell width follows the largest |index| + 1 in the table. */
  static String table(SwizzledLayout swizzled) {
    Layout inner = swizzled.layout();
    requireRank2(inner, swizzled);
    requireReadable(swizzled, inner.size(0), inner.size(1));
    long max = 0;
    for (int i = 0; i < inner.size(); i++) {
      max = Math.max(max, Math.abs((long) swizzled.index(i)) + 1);
    }
    return table(swizzled.toString(), inner.size(0), inner.size(1), max, swizzled::index);
  }

  private static void requireRank2(Layout layout, Object shown) {
    if (layout.rank() != 2) {
      throw new IllegalArgumentException("printLayout() needs a rank-2 layout, but " + shown
          + " has rank " + layout.rank());
    }
  }

  private static void requireReadable(Object shown, int rows, int cols) {
    long cells = (long) rows * cols;
    if (cells > MAX_CELLS || cols > MAX_COLUMNS) {
      throw new IllegalArgumentException("printLayout() of " + shown + " would print " + rows
          + " x " + cols + " = " + cells + " cells; tables are limited to " + MAX_CELLS
          + " cells and " + MAX_COLUMNS + " columns (print a tile of it instead, e.g. from"
          + " logicalDivide, or a mode with get(0))");
    }
  }

  /**
   * The print_layout table of any function of (row, column).
   *
   * @param widthOf the number whose digit count sets the cell width (CuTe: the cosize)
   */
  private static String table(String title, int rows, int cols, long widthOf,
      IntBinaryOperator index) {
    int width = digits(widthOf);
    StringBuilder sb = new StringBuilder((2 * rows + 3) * (4 + cols * (width + 3) + 2));
    sb.append(title).append('\n');
    sb.append("    ");
    for (int j = 0; j < cols; j++) {
      sb.append("  ").append(pad(j, width)).append(' ');
    }
    sb.append('\n');
    String border = border(cols, width);
    for (int i = 0; i < rows; i++) {
      sb.append(border);
      sb.append(pad(i, 2)).append("  ");
      for (int j = 0; j < cols; j++) {
        sb.append("| ").append(pad(index.applyAsInt(i, j), width)).append(' ');
      }
      sb.append("|\n");
    }
    sb.append(border);
    return sb.toString();
  }

  private static String border(int cols, int width) {
    StringBuilder sb = new StringBuilder("    +");
    for (int j = 0; j < cols; j++) {
      sb.append("-".repeat(width + 2)).append('+');
    }
    return sb.append('\n').toString();
  }

  /** Number of decimal digits, as CuTe's num_digits (1 for 0). */
  private static int digits(long x) {
    return Long.toString(Math.abs(x)).length();
  }

  private static String pad(int value, int width) {
    String s = Integer.toString(value);
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }
}
