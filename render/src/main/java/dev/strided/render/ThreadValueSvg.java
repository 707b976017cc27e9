package dev.strided.render;

import java.util.List;

/**
 * Draws a thread-value layout over its tile as CuTe's TV pictures do: one cell per element of the
 * tile (rows = mode 0, columns = mode 1), labelled with the thread {@code T5} and the value
 * {@code V2} that hold it, and filled with the thread's colour (the hue cycles with the thread mod
 * 8). A cell no thread holds is hatched grey; a cell several pairs hold shows the first and a thick
 * border with {@code ×n}.
 *
 * <pre>{@code
 * String svg = ThreadValueSvg.svg(ThreadValueTile.of(Layout.parse("((4,8),4):((32,1),8)"),
 *     Layout.parse("(32,4)")));
 * }</pre>
 *
 * <p>Each cell is a {@code <g class="cell" data-row data-col data-thread data-value data-holders>}
 * with a {@code <title>} tooltip; a cell no thread holds has {@code data-holders="0"} and no thread.
 * Deterministic, integer coordinates, standalone SVG 1.1 (see {@link LayoutSvg}).
 */
public final class ThreadValueSvg {
  private static final int CELL_H = 40;
  private static final int CHAR_W = 8;

  private ThreadValueSvg() {}

  /**
   * The picture.
   *
   * <pre>{@code ThreadValueSvg.svg(ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,4)")));}</pre>
   *
   * @param tile the thread-value layout over its tile
   * @return the SVG document
   * @throws IllegalArgumentException if {@code tile} is null
   */
  public static String svg(ThreadValueTile tile) {
    if (tile == null) {
      throw new IllegalArgumentException("cannot draw a null ThreadValueTile");
    }
    return draw(tile, true);
  }

  /** One line on what the picture holds, for the SVG and the page. */
  static String summary(ThreadValueTile t) {
    int none = t.cellsHeldByNone();
    int many = t.cellsHeldByMany();
    String cells = t.rows() * t.cols() + " cells";
    return t.threads() + " threads x " + t.values() + " values over " + cells + ": "
        + (none == 0 && many == 0 ? "each cell held by exactly one (thread, value)"
        : (none == 0 ? "" : none + " held by none") + (none > 0 && many > 0 ? ", " : "")
        + (many == 0 ? "" : many + " by more than one (the first is shown)"));
  }

  static String draw(ThreadValueTile t, boolean visibleTitle) {
    List<String> lines = List.of(summary(t), "colour = thread (mod 8), label = thread T and value V");
    int labelChars = 1 + Math.max(Integer.toString(t.threads() - 1).length(),
        Integer.toString(t.values() - 1).length());
    // room on the right for the ×n of cells several pairs hold
    int badgeW = t.cellsHeldByMany() > 0 ? 8 + 6 * Integer.toString(t.threads() * t.values())
        .length() : 0;
    int cellW = Math.max(40, CHAR_W * labelChars + 16) + badgeW;
    int rowHeaderW = Math.max(24, 8 * Integer.toString(t.rows() - 1).length() + 16);
    int titleH = visibleTitle ? SvgCanvas.TITLE_H : 0;
    int gridX = SvgCanvas.PAD + rowHeaderW;
    int gridY = SvgCanvas.PAD + titleH + lines.size() * SvgCanvas.LINE_H + 26;
    int width = Math.max(gridX + t.cols() * cellW + SvgCanvas.PAD, Math.max(
        SvgCanvas.linesWidth(lines), visibleTitle ? 2 * SvgCanvas.PAD + SvgCanvas.TITLE_CHAR_W
        * t.title().length() : 0));
    int height = gridY + t.rows() * CELL_H + SvgCanvas.PAD;
    SvgCanvas c = new SvgCanvas(width, height, t.title(), visibleTitle);
    c.lines(lines, c.top());
    c.headers(gridX, gridY, cellW, CELL_H, t.rows(), t.cols());
    c.sb.append("<g class=\"cells\" font-size=\"13\" text-anchor=\"middle\">\n");
    for (int m = 0; m < t.rows(); m++) {
      for (int n = 0; n < t.cols(); n++) {
        cell(c, t, m, n, gridX + n * cellW, gridY + m * CELL_H, cellW, badgeW);
      }
    }
    c.sb.append("</g>\n<rect class=\"frame\" x=\"").append(gridX).append("\" y=\"").append(gridY)
        .append("\" width=\"").append(t.cols() * cellW).append("\" height=\"")
        .append(t.rows() * CELL_H).append("\" fill=\"none\" stroke=\"#000000\"")
        .append(" stroke-width=\"2\"/>\n");
    return c.close();
  }

  private static void cell(SvgCanvas c, ThreadValueTile t, int m, int n, int x, int y, int w,
      int badgeW) {
    int holders = t.holders(m, n);
    StringBuilder sb = c.sb;
    sb.append("<g class=\"cell\" data-row=\"").append(m).append("\" data-col=\"").append(n);
    if (holders == 0) {
      sb.append("\" data-holders=\"0\"><title>(").append(m).append(',').append(n)
          .append("): no thread holds it</title>");
      c.hatch(x, y, w, CELL_H);
      sb.append("</g>\n");
      return;
    }
    int thread = t.thread(m, n);
    int value = t.value(m, n);
    sb.append("\" data-thread=\"").append(thread).append("\" data-value=\"").append(value)
        .append("\" data-holders=\"").append(holders).append("\"><title>(").append(m).append(',')
        .append(n).append("): thread ").append(thread).append(", value ").append(value)
        .append(holders > 1 ? " (and " + (holders - 1) + " more)" : "")
        .append("</title><rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"")
        .append(w).append("\" height=\"").append(CELL_H).append("\" fill=\"")
        .append(Palette.colour(thread)).append("\" stroke=\"#333333\" stroke-width=\"")
        .append(holders > 1 ? 3 : 1).append("\"/><text x=\"").append(x + (w - badgeW) / 2)
        .append("\" y=\"").append(y + 17).append("\">T").append(thread).append("</text><text x=\"")
        .append(x + (w - badgeW) / 2).append("\" y=\"").append(y + 33).append("\">V").append(value)
        .append("</text>");
    if (holders > 1) {
      sb.append("<text x=\"").append(x + w - 4).append("\" y=\"").append(y + 25)
          .append("\" font-size=\"10\" text-anchor=\"end\">&#215;").append(holders)
          .append("</text>");
    }
    sb.append("</g>\n");
  }
}
