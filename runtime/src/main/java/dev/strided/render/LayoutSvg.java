package dev.strided.render;

import dev.strided.Layout;

/**
 * Draws a layout as an SVG grid: one cell per coordinate, rows = mode 0 and columns = mode 1 (as
 * {@link Layout#printLayout()}), each cell labelled with its index and filled with a colour that cycles
 * with {@code index mod 8} (so a stride of 8 along a mode is a one-colour stripe and a stride of 1 a
 * rainbow), row and column numbers around the grid, and the layout's print form as the title.
 *
 * <pre>{@code
 * String svg = LayoutSvg.svg(Layout.parse("(4,8):(8,1)"));
 * Files.writeString(Path.of("layout.svg"), svg);
 * }</pre>
 *
 * <p>The result is a standalone SVG 1.1 document (with {@code xmlns}, no XML declaration so it can be
 * inlined into HTML), UTF-8 text, white background, integer coordinates only, and the same bytes for
 * the same input. Each cell is a {@code <g class="cell" data-row=".." data-col="..">} holding a
 * {@code <title>} tooltip, a {@code <rect>} and a {@code <text>} with the index. Thread-safe.
 */
public final class LayoutSvg {
  private static final int PAD = 10;
  private static final int CELL_H = 28;
  /** Generous width of one character of the 14px monospace label font (0.6 em ≈ 8.4 px). */
  private static final int CHAR_W = 9;
  /** Width of one character of the 16px title font. */
  private static final int TITLE_CHAR_W = 10;
  private static final int TITLE_H = 30;
  private static final int HEADER_H = 20;

  private LayoutSvg() {}

  /**
   * The picture of a rank-1 or rank-2 layout; see {@link IndexGrid#of(Layout)}.
   *
   * <pre>{@code
   * LayoutSvg.svg(Layout.parse("(2,2):(1,2)"));   // 2 × 2 cells: 0 2 / 1 3
   * }</pre>
   *
   * @param layout a layout of rank 1 or 2 and at most {@link IndexGrid#MAX_CELLS} coordinates
   * @return the SVG document
   * @throws IllegalArgumentException if the rank is not 1 or 2, or the layout is too large
   */
  public static String svg(Layout layout) {
    return svg(IndexGrid.of(layout));
  }

  /**
   * The picture of any grid of indices, e.g. a swizzled layout.
   *
   * <pre>{@code
   * LayoutSvg.svg(new IndexGrid("xor", 4, 4, (i, j) -> 4 * i + (j ^ i)));
   * }</pre>
   *
   * @param grid the title, dimensions and index function
   * @return the SVG document
   * @throws IllegalArgumentException if {@code grid} is null
   */
  public static String svg(IndexGrid grid) {
    if (grid == null) {
      throw new IllegalArgumentException("cannot draw a null IndexGrid");
    }
    int rows = grid.rows();
    int cols = grid.cols();
    int[][] idx = new int[rows][cols];
    int labelChars = 1;
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        idx[i][j] = grid.index().applyAsInt(i, j);
        labelChars = Math.max(labelChars, Integer.toString(idx[i][j]).length());
      }
    }
    Geometry g = new Geometry(rows, cols, labelChars, grid.title().length());
    StringBuilder sb = new StringBuilder(256 + rows * cols * 200);
    String title = Xml.escape(grid.title());
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(g.width)
        .append("\" height=\"").append(g.height).append("\" viewBox=\"0 0 ").append(g.width)
        .append(' ').append(g.height).append("\" font-family=\"monospace\">\n");
    sb.append("<title>").append(title).append("</title>\n");
    sb.append("<rect width=\"").append(g.width).append("\" height=\"").append(g.height)
        .append("\" fill=\"#ffffff\"/>\n");
    sb.append("<text class=\"title\" x=\"").append(PAD).append("\" y=\"").append(PAD + 20)
        .append("\" font-size=\"16\" font-weight=\"bold\" fill=\"#000000\">").append(title)
        .append("</text>\n");
    headers(sb, g);
    sb.append("<g class=\"cells\" font-size=\"14\" text-anchor=\"middle\">\n");
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        cell(sb, g, i, j, idx[i][j]);
      }
    }
    sb.append("</g>\n</svg>\n");
    return sb.toString();
  }

  private static void headers(StringBuilder sb, Geometry g) {
    sb.append("<g class=\"headers\" font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\">\n");
    for (int j = 0; j < g.cols; j++) {
      sb.append("<text x=\"").append(g.gridX + j * g.cellW + g.cellW / 2).append("\" y=\"")
          .append(g.gridY - 6).append("\">").append(j).append("</text>\n");
    }
    for (int i = 0; i < g.rows; i++) {
      sb.append("<text x=\"").append(g.gridX - g.rowHeaderW / 2).append("\" y=\"")
          .append(g.gridY + i * g.cellH + g.cellH / 2 + 4).append("\">").append(i)
          .append("</text>\n");
    }
    sb.append("</g>\n");
  }

  private static void cell(StringBuilder sb, Geometry g, int i, int j, int index) {
    int x = g.gridX + j * g.cellW;
    int y = g.gridY + i * g.cellH;
    sb.append("<g class=\"cell\" data-row=\"").append(i).append("\" data-col=\"").append(j)
        .append("\"><title>(").append(i).append(',').append(j).append(") &#8594; ").append(index)
        .append("</title><rect x=\"").append(x).append("\" y=\"").append(y)
        .append("\" width=\"").append(g.cellW).append("\" height=\"").append(g.cellH)
        .append("\" fill=\"").append(Palette.colour(index))
        .append("\" stroke=\"#333333\" stroke-width=\"1\"/><text x=\"").append(x + g.cellW / 2)
        .append("\" y=\"").append(y + g.cellH / 2 + 5).append("\">").append(index)
        .append("</text></g>\n");
  }

  /** Pixel sizes of one picture, all integers so the output is exact and reproducible. */
  private static final class Geometry {
    final int rows;
    final int cols;
    final int cellW;
    final int cellH = CELL_H;
    final int rowHeaderW;
    final int gridX;
    final int gridY;
    final int width;
    final int height;

    Geometry(int rows, int cols, int labelChars, int titleChars) {
      this.rows = rows;
      this.cols = cols;
      this.cellW = evenUp(Math.max(36, CHAR_W * labelChars + 16));
      this.rowHeaderW = evenUp(Math.max(24, CHAR_W * Integer.toString(rows - 1).length() + 12));
      this.gridX = PAD + rowHeaderW;
      this.gridY = PAD + TITLE_H + HEADER_H;
      this.width = Math.max(gridX + cols * cellW + PAD, 2 * PAD + TITLE_CHAR_W * titleChars);
      this.height = gridY + rows * cellH + PAD;
    }

    private static int evenUp(int v) {
      return v + (v & 1);
    }
  }
}
