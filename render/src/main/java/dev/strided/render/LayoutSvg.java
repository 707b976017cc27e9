package dev.strided.render;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;

/**
 * Draws a layout as an SVG grid, one cell per coordinate, rows = mode 0 and columns = mode 1 (as
 * {@link Layout#printLayout()}), each cell labelled with its index and filled with a colour that
 * cycles with {@code index mod 8} (a stride of 8 along a mode is a one-colour stripe, a stride of 1 a
 * rainbow). The headers give each row and column its number and, for a nested mode, its hierarchical
 * coordinate; lines between cells mark where a sub-mode starts over (thicker for outer sub-modes).
 * Below the grid, the index map draws every index from the smallest to the largest (the cosize of a
 * layout), coloured when a coordinate uses it and hatched grey when it is a hole, so a layout that
 * is not compact never looks complete.
 *
 * <pre>{@code
 * String svg = LayoutSvg.svg(Layout.parse("((2,2),(2,4)):((1,4),(2,16))"));
 * Files.writeString(Path.of(System.getProperty("java.io.tmpdir"), "layout.svg"), svg);
 * }</pre>
 *
 * <p>The result is a standalone SVG 1.1 document (with {@code xmlns}, no XML declaration so it can be
 * inlined into HTML) that scales to the width of the page it is shown in, up to its natural size; it
 * is UTF-8 text, white, integer coordinates only, and the same bytes for the same input. Each cell is a
 * {@code <g class="cell" data-row=".." data-col="..">} with a {@code <title>} tooltip, a {@code <rect>}
 * and a {@code <text>}; each index of the map a {@code <g class="index">} or {@code <g class="hole">}
 * with {@code data-index} and {@code data-uses}; each sub-mode boundary a
 * {@code <line class="boundary" data-axis="row|col" data-at=".." data-level="..">}. Thread-safe.
 */
public final class LayoutSvg {
  private LayoutSvg() {}

  /**
   * The picture of a rank-1 or rank-2 layout; see {@link IndexGrid#of(Layout)}.
   *
   * <pre>{@code
   * LayoutSvg.svg(Layout.parse("(2,2):(1,2)"));   // 2 × 2 cells: 0 2 / 1 3; indices 0..3, no hole
   * }</pre>
   *
   * @param layout a layout of rank 1 or 2 and at most {@link IndexGrid#MAX_CELLS} coordinates
   * @return the SVG document
   * @throws IllegalArgumentException if the rank is not 1 or 2, or the layout is too large
   */
  public static String svg(Layout layout) {
    return draw(new GridCells(IndexGrid.of(layout)), RangeName.COSIZE, true);
  }

  /**
   * The picture of a swizzled layout: the grid of its inner layout, each cell holding the swizzled
   * index.
   *
   * <pre>{@code
   * LayoutSvg.svg(SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)"));   // row i holds 8i + (j ^ i)
   * }</pre>
   *
   * @param swizzled a swizzled layout whose inner layout has rank 1 or 2 and at most
   *     {@link IndexGrid#MAX_CELLS} coordinates
   * @return the SVG document
   * @throws IllegalArgumentException if the inner layout cannot be drawn (rank or size)
   */
  public static String svg(SwizzledLayout swizzled) {
    return draw(new GridCells(IndexGrid.of(swizzled)), RangeName.SPAN, true);
  }

  /**
   * The picture of any grid of indices.
   *
   * <pre>{@code
   * LayoutSvg.svg(new IndexGrid("xor", 4, 4, (i, j) -> 4 * i + (j ^ i)));
   * }</pre>
   *
   * @param grid the title, dimensions, index function and nesting
   * @return the SVG document
   * @throws IllegalArgumentException if {@code grid} is null
   */
  public static String svg(IndexGrid grid) {
    if (grid == null) {
      throw new IllegalArgumentException("cannot draw a null IndexGrid");
    }
    return draw(new GridCells(grid), RangeName.SPAN, true);
  }

  /** What the index range is called in the summary: a layout's cosize, or a grid's span. */
  enum RangeName {
    COSIZE("cosize"),
    SPAN("span");

    final String word;

    RangeName(String word) {
      this.word = word;
    }
  }

  /** The document; without the visible title when a page shows it already. */
  static String draw(GridCells cells, RangeName rangeName, boolean visibleTitle) {
    IndexGrid grid = cells.grid;
    String summary = summary(cells, rangeName);
    SvgGeometry g = new SvgGeometry(cells, visibleTitle ? grid.title().length() : 0,
        summary.length(), IndexMapSvg.caption(cells, rangeName.word).stream()
        .mapToInt(String::length).max().orElse(0));
    StringBuilder sb = new StringBuilder(2048 + cells.cells() * 260
        + (cells.uses == null ? 0 : cells.uses.length * 300));
    String title = Xml.escape(grid.title());
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"100%\"")
        .append(" viewBox=\"0 0 ").append(g.width).append(' ').append(g.height).append("\" style=\"max-width: ")
        .append(g.width).append("px; height: auto\" preserveAspectRatio=\"xMinYMin meet\"")
        .append(" font-family=\"monospace\">\n");
    sb.append("<title>").append(title).append("</title>\n");
    sb.append("<rect width=\"").append(g.width).append("\" height=\"").append(g.height)
        .append("\" fill=\"#ffffff\"/>\n");
    if (visibleTitle) {
      sb.append("<text class=\"title\" x=\"").append(SvgGeometry.PAD).append("\" y=\"")
          .append(SvgGeometry.PAD + 20).append("\" font-size=\"16\" font-weight=\"bold\"")
          .append(" fill=\"#000000\">").append(title).append("</text>\n");
    }
    sb.append("<text class=\"summary\" x=\"").append(SvgGeometry.PAD).append("\" y=\"")
        .append(g.summaryY).append("\" font-size=\"13\" fill=\"#333333\">")
        .append(Xml.escape(summary)).append("</text>\n");
    headers(sb, g, grid);
    sb.append("<g class=\"cells\" font-size=\"14\" text-anchor=\"middle\">\n");
    for (int i = 0; i < grid.rows(); i++) {
      for (int j = 0; j < grid.cols(); j++) {
        cell(sb, g, grid, i, j, cells.index[i][j]);
      }
    }
    sb.append("</g>\n");
    boundaries(sb, g, grid);
    IndexMapSvg.draw(sb, g, cells, rangeName.word);
    sb.append("</svg>\n");
    return sb.toString();
  }

  /** One line: how many coordinates, the index range and how much of it they use. */
  static String summary(GridCells c, RangeName rangeName) {
    return "size " + c.cells() + ", indices " + c.min + ".." + c.max + " (" + rangeName.word + " "
        + c.range() + "): " + c.distinct + " used, " + (c.holes() == 0 ? "no" : c.holes())
        + (c.holes() == 1 ? " hole" : " holes")
        + (c.shared == 0 ? "" : ", " + c.shared + " used more than once");
  }

  private static void headers(StringBuilder sb, SvgGeometry g, IndexGrid grid) {
    boolean nestedCols = grid.colShape() instanceof IntTuple.Tuple;
    boolean nestedRows = grid.rowShape() instanceof IntTuple.Tuple;
    sb.append("<g class=\"headers\" font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\">\n");
    for (int j = 0; j < grid.cols(); j++) {
      int x = g.gridX + j * g.cellW + g.cellW / 2;
      sb.append("<text class=\"col-header\" data-col=\"").append(j).append("\" x=\"").append(x)
          .append("\" y=\"").append(g.gridY - (nestedCols ? 22 : 6)).append("\">").append(j);
      if (nestedCols) {
        sb.append("<tspan class=\"coord\" x=\"").append(x).append("\" dy=\"16\">")
            .append(GridCells.coordinate(grid.colShape(), j)).append("</tspan>");
      }
      sb.append("</text>\n");
    }
    for (int i = 0; i < grid.rows(); i++) {
      sb.append("<text class=\"row-header\" data-row=\"").append(i).append("\" x=\"")
          .append(g.gridX - 8).append("\" y=\"").append(g.gridY + i * g.cellH + g.cellH / 2 + 4)
          .append("\" text-anchor=\"end\">").append(i);
      if (nestedRows) {
        sb.append("<tspan class=\"coord\"> ").append(GridCells.coordinate(grid.rowShape(), i))
            .append("</tspan>");
      }
      sb.append("</text>\n");
    }
    sb.append("</g>\n");
  }

  private static void cell(StringBuilder sb, SvgGeometry g, IndexGrid grid, int i, int j,
      int index) {
    int x = g.gridX + j * g.cellW;
    int y = g.gridY + i * g.cellH;
    sb.append("<g class=\"cell\" data-row=\"").append(i).append("\" data-col=\"").append(j)
        .append("\"><title>(").append(i).append(',').append(j).append(')');
    if (grid.rowShape() instanceof IntTuple.Tuple || grid.colShape() instanceof IntTuple.Tuple) {
      sb.append(" = (").append(GridCells.coordinate(grid.rowShape(), i)).append(',')
          .append(GridCells.coordinate(grid.colShape(), j)).append(')');
    }
    sb.append(" &#8594; ").append(index).append("</title><rect x=\"").append(x).append("\" y=\"")
        .append(y).append("\" width=\"").append(g.cellW).append("\" height=\"").append(g.cellH)
        .append("\" fill=\"").append(Palette.colour(index))
        .append("\" stroke=\"#333333\" stroke-width=\"1\"/><text x=\"").append(x + g.cellW / 2)
        .append("\" y=\"").append(y + g.cellH / 2 + 5).append("\">").append(index)
        .append("</text></g>\n");
  }

  /** The sub-mode boundaries and the frame, drawn over the cells. */
  private static void boundaries(StringBuilder sb, SvgGeometry g, IndexGrid grid) {
    int right = g.gridX + grid.cols() * g.cellW;
    int bottom = g.gridY + grid.rows() * g.cellH;
    sb.append("<g class=\"boundaries\" stroke=\"#000000\">\n");
    for (int j = 1; j < grid.cols(); j++) {
      int level = GridCells.boundaryLevel(grid.colShape(), j);
      if (level > 0) {
        int x = g.gridX + j * g.cellW;
        line(sb, "col", j, level, x, g.gridY, x, bottom);
      }
    }
    for (int i = 1; i < grid.rows(); i++) {
      int level = GridCells.boundaryLevel(grid.rowShape(), i);
      if (level > 0) {
        int y = g.gridY + i * g.cellH;
        line(sb, "row", i, level, g.gridX, y, right, y);
      }
    }
    sb.append("<rect class=\"frame\" x=\"").append(g.gridX).append("\" y=\"").append(g.gridY)
        .append("\" width=\"").append(right - g.gridX).append("\" height=\"")
        .append(bottom - g.gridY).append("\" fill=\"none\" stroke-width=\"2\"/>\n</g>\n");
  }

  private static void line(StringBuilder sb, String axis, int at, int level, int x1, int y1,
      int x2, int y2) {
    sb.append("<line class=\"boundary\" data-axis=\"").append(axis).append("\" data-at=\"")
        .append(at).append("\" data-level=\"").append(level).append("\" x1=\"").append(x1)
        .append("\" y1=\"").append(y1).append("\" x2=\"").append(x2).append("\" y2=\"").append(y2)
        .append("\" stroke-width=\"").append(2 + level).append("\"/>\n");
  }
}
