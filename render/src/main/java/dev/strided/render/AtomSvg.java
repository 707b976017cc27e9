package dev.strided.render;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws an {@link AtomPicture} as CuTe's {@code print_latex} draws it: square cells labelled
 * {@code T5} over {@code V2}, filled with {@code print_latex}'s colour of the thread (its eight
 * {@code TikzColor_TV} colours, by thread mod 8), each panel framed, the edge numbers
 * where CuTe puts them. SVG, or an HTML page around it.
 *
 * <pre>{@code
 * String svg = AtomSvg.svg(AtomPicture.of(TiledMma.of(MmaAtom.of("SM80_16x8x8_F32TF32TF32F32_TN"),
 *     Layout.parse("_1"))));
 * }</pre>
 *
 * <p>Each cell is a {@code <g class="cell" data-panel data-row data-col data-thread data-value>}
 * (rows and columns within its panel's tile; for B, the row is K and the column N) with a
 * {@code <title>} tooltip. Deterministic, integer coordinates, standalone SVG 1.1.
 */
public final class AtomSvg {
  private static final int CELL = 44;
  /** CuTe's {@code TikzColor_TV}: RGB of threads 0 to 7 mod 8. */
  private static final String[] COLOURS = {"#afafff", "#afffaf", "#ffffaf", "#ffafaf",
      "#d2d2ff", "#d2ffd2", "#ffffd2", "#ffd2d2"};

  private AtomSvg() {}

  /**
   * The colour of a thread's cells, as {@code print_latex} fills them.
   *
   * <pre>{@code AtomSvg.colour(9);   // #afffaf}</pre>
   */
  public static String colour(int thread) {
    return COLOURS[Math.floorMod(thread, COLOURS.length)];
  }

  /**
   * The SVG picture.
   *
   * <pre>{@code AtomSvg.svg(AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_1"))));}</pre>
   *
   * @param picture the picture
   * @return the SVG document
   * @throws IllegalArgumentException if {@code picture} is null
   */
  public static String svg(AtomPicture picture) {
    return draw(nonNull(picture), true);
  }

  /**
   * The HTML page: the picture, what it shows, and the panels' sizes.
   *
   * <pre>{@code AtomSvg.html(AtomPicture.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_1"))));
   * // contains <tr><th>C</th><td>1 x 1 at row 0, column 0</td></tr>}</pre>
   *
   * @param picture the picture
   * @return the HTML document
   * @throws IllegalArgumentException if {@code picture} is null
   */
  public static String html(AtomPicture picture) {
    nonNull(picture);
    Map<String, String> table = new LinkedHashMap<>();
    for (AtomPicture.Panel p : picture.panels()) {
      table.put(p.name(), p.rows() + " x " + p.cols() + " at row " + p.row() + ", column "
          + p.col());
    }
    boolean mma = picture.panels().get(0).name().equals("C");
    String words = "<p>" + (mma
        ? "C's tile (M rows, N columns) in the middle, A's (M rows, K columns) on its left and"
        + " B's (K rows, N columns) on top, as CuTe's print_latex places them."
        : "The source tile S on the left and the destination tile D on the right, as CuTe's"
        + " print_latex places them.") + " Each cell names the first thread T and value V that"
        + " hold it.</p>\n";
    String caption = "Colour = thread (CuTe's eight print_latex colours, repeating every 8"
        + " threads); label = thread T over value V. The numbers along the edges are the rows and"
        + " columns of the tiles.";
    return HtmlPage.of(picture.title(), words, draw(picture, false), caption, table);
  }

  private static AtomPicture nonNull(AtomPicture picture) {
    if (picture == null) {
      throw new IllegalArgumentException("cannot draw a null AtomPicture");
    }
    return picture;
  }

  private static String draw(AtomPicture p, boolean visibleTitle) {
    int minRow = 0;
    int minCol = 0;
    int maxRow = 0;
    int maxCol = 0;
    for (AtomPicture.Label l : p.labels()) {
      minRow = Math.min(minRow, l.row());
      minCol = Math.min(minCol, l.col());
      maxRow = Math.max(maxRow, l.row());
      maxCol = Math.max(maxCol, l.col());
    }
    for (AtomPicture.Panel panel : p.panels()) {
      maxRow = Math.max(maxRow, panel.row() + panel.rows() - 1);
      maxCol = Math.max(maxCol, panel.col() + panel.cols() - 1);
    }
    int titleH = visibleTitle ? SvgCanvas.TITLE_H : 0;
    int x0 = SvgCanvas.PAD - minCol * CELL;
    int y0 = SvgCanvas.PAD + titleH - minRow * CELL;
    int width = Math.max(2 * SvgCanvas.PAD + (maxCol - minCol + 1) * CELL, visibleTitle
        ? 2 * SvgCanvas.PAD + SvgCanvas.TITLE_CHAR_W * p.title().length() : 0);
    int height = 2 * SvgCanvas.PAD + titleH + (maxRow - minRow + 1) * CELL;
    SvgCanvas c = new SvgCanvas(width, height, p.title(), visibleTitle);
    StringBuilder sb = c.sb;
    sb.append("<g class=\"cells\" font-size=\"12\" text-anchor=\"middle\">\n");
    List<AtomPicture.Panel> panels = p.panels();
    for (AtomPicture.Cell cell : p.cells()) {
      AtomPicture.Panel panel = panels.stream().filter(q -> q.name().equals(cell.panel()))
          .findFirst().orElseThrow();
      int x = x0 + cell.col() * CELL;
      int y = y0 + cell.row() * CELL;
      sb.append("<g class=\"cell\" data-panel=\"").append(cell.panel()).append("\" data-row=\"")
          .append(cell.row() - panel.row()).append("\" data-col=\"").append(cell.col() - panel.col())
          .append("\" data-thread=\"").append(cell.thread()).append("\" data-value=\"")
          .append(cell.value()).append("\"><title>").append(cell.panel()).append(" (")
          .append(cell.row() - panel.row()).append(',').append(cell.col() - panel.col())
          .append("): thread ").append(cell.thread()).append(", value ").append(cell.value())
          .append("</title><rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"")
          .append(CELL).append("\" height=\"").append(CELL).append("\" fill=\"")
          .append(colour(cell.thread())).append("\" stroke=\"#000000\" stroke-width=\"1\"/>")
          .append("<text x=\"").append(x + CELL / 2).append("\" y=\"").append(y + 19)
          .append("\">T").append(cell.thread()).append("</text><text x=\"").append(x + CELL / 2)
          .append("\" y=\"").append(y + 35).append("\">V").append(cell.value())
          .append("</text></g>\n");
    }
    sb.append("</g>\n<g class=\"labels\" font-size=\"14\" font-weight=\"bold\""
        + " text-anchor=\"middle\">\n");
    for (AtomPicture.Label l : p.labels()) {
      sb.append("<text x=\"").append(x0 + l.col() * CELL + CELL / 2).append("\" y=\"")
          .append(y0 + l.row() * CELL + CELL / 2 + 5).append("\">").append(l.number())
          .append("</text>\n");
    }
    sb.append("</g>\n");
    for (AtomPicture.Panel panel : panels) {
      int x = x0 + panel.col() * CELL;
      int y = y0 + panel.row() * CELL;
      sb.append("<rect class=\"panel\" data-panel=\"").append(panel.name()).append("\" x=\"")
          .append(x).append("\" y=\"").append(y).append("\" width=\"").append(panel.cols() * CELL)
          .append("\" height=\"").append(panel.rows() * CELL)
          .append("\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>\n");
    }
    return c.close();
  }
}
