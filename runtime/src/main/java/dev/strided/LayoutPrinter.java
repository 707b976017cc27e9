package dev.strided;

/** Text renderings of layouts. Package-private; reached through {@link Layout#printLayout()}. */
final class LayoutPrinter {
  private LayoutPrinter() {}

  /** CuTe's print_layout: cell width is the digit count of the cosize plus two. */
  static String table(Layout layout) {
    if (layout.rank() != 2) {
      throw new IllegalArgumentException("printLayout() needs a rank-2 layout, but " + layout
          + " has rank " + layout.rank());
    }
    int rows = layout.size(0);
    int cols = layout.size(1);
    int width = digits(layout.cosize());
    StringBuilder sb = new StringBuilder();
    sb.append(layout).append('\n');
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
        sb.append("| ").append(pad(layout.index(i, j), width)).append(' ');
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
