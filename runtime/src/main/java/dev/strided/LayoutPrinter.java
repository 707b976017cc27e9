package dev.strided;

import java.util.function.IntBinaryOperator;

/** Text renderings of layouts. Package-private; reached through {@link Layout#printLayout()}. */
final class LayoutPrinter {
  private LayoutPrinter() {}

  /** CuTe's print_layout: cell width is the digit count of the cosize plus two. */
  static String table(Layout layout) {
    requireRank2(layout, layout);
    return table(layout.toString(), layout.size(0), layout.size(1), layout.cosize(), layout::index);
  }

  static void requireRank2(Layout layout, Object shown) {
    if (layout.rank() != 2) {
      throw new IllegalArgumentException("printLayout() needs a rank-2 layout, but " + shown
          + " has rank " + layout.rank());
    }
  }

  /**
   * The print_layout table of any function of (row, column).
   *
   * @param widthOf the number whose digit count sets the cell width (CuTe: the cosize)
   */
  static String table(String title, int rows, int cols, int widthOf, IntBinaryOperator index) {
    int width = digits(widthOf);
    StringBuilder sb = new StringBuilder();
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
  static int digits(int x) {
    return Integer.toString(Math.abs(x)).length();
  }

  private static String pad(int value, int width) {
    String s = Integer.toString(value);
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }
}
