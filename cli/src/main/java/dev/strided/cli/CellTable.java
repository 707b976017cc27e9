package dev.strided.cli;

import java.util.function.BiFunction;

/**
 * A table of text cells in the form of CuTe's {@code print_layout}: the title, the column numbers,
 * then each row between {@code +---+} borders with its number in front. The cell width is the
 * longest label's.
 *
 * <pre>{@code
 * CellTable.text("tv", 1, 2, (m, n) -> "T" + n);
 * // "tv\n      0    1 \n    +----+----+\n 0  | T0 | T1 |\n    +----+----+\n"
 * }</pre>
 */
final class CellTable {
  private CellTable() {}

  /**
   * The table.
   *
   * @param title the first line
   * @param rows number of rows
   * @param cols number of columns
   * @param label the text of cell (row, column), right-aligned in the cell
   */
  static String text(String title, int rows, int cols, BiFunction<Integer, Integer, String> label) {
    String[][] cells = new String[rows][cols];
    int width = Integer.toString(cols - 1).length();
    for (int m = 0; m < rows; m++) {
      for (int n = 0; n < cols; n++) {
        cells[m][n] = label.apply(m, n);
        width = Math.max(width, cells[m][n].length());
      }
    }
    StringBuilder sb = new StringBuilder(title).append("\n    ");
    for (int n = 0; n < cols; n++) {
      sb.append("  ").append(pad(Integer.toString(n), width)).append(' ');
    }
    String border = "    +" + ("-".repeat(width + 2) + "+").repeat(cols) + "\n";
    sb.append('\n');
    for (int m = 0; m < rows; m++) {
      sb.append(border).append(pad(Integer.toString(m), 2)).append("  ");
      for (int n = 0; n < cols; n++) {
        sb.append("| ").append(pad(cells[m][n], width)).append(' ');
      }
      sb.append("|\n");
    }
    return sb.append(border).toString();
  }

  private static String pad(String s, int width) {
    return " ".repeat(Math.max(0, width - s.length())) + s;
  }
}
