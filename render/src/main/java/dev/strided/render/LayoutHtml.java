package dev.strided.render;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A standalone HTML page for a layout or a swizzled layout: its print form as the heading (once), a
 * summary in plain words (what the cosize and capacity are, how many indices are holes), the
 * {@link LayoutSvg} picture inlined and scaled to the page width, and a table of its properties.
 *
 * <pre>{@code
 * Path page = Path.of(System.getProperty("java.io.tmpdir"), "layout.html");
 * Files.writeString(page, LayoutHtml.html(Layout.parse("((2,2),(2,4)):((1,4),(2,16))")));
 * }</pre>
 *
 * <p>The page needs no network and no script; it is also well-formed XML (every element closed), so
 * tools can read the table back. Deterministic: the same layout gives the same bytes. Thread-safe.
 */
public final class LayoutHtml {
  private LayoutHtml() {}

  /**
   * The page for a rank-1 or rank-2 layout; the table lists {@link LayoutProperties}.
   *
   * <pre>{@code
   * String page = LayoutHtml.html(Layout.parse("(4,2):(4,1)"));
   * // contains <tr><th>cosize</th><td>14</td></tr> and <tr><th>compact</th><td>false</td></tr>
   * }</pre>
   *
   * @param layout a layout of rank 1 or 2 and at most {@link IndexGrid#MAX_CELLS} coordinates
   * @return the HTML document
   * @throws IllegalArgumentException if the layout cannot be drawn (rank or size)
   */
  public static String html(Layout layout) {
    GridCells cells = new GridCells(IndexGrid.of(layout));
    LayoutProperties props = LayoutProperties.of(layout);
    String words = "<p>" + cosizeWords(cells, layout.cosize()) + "</p>\n<p>"
        + capacityWords(layout) + "</p>\n<p>" + propertyWords(props.injective(), props.compact(),
        cells) + "</p>\n";
    return page(cells, LayoutSvg.RangeName.COSIZE, words, props.asMap());
  }

  /**
   * The page for a swizzled layout whose inner layout has rank 1 or 2: the table lists its parts,
   * its size, the span of its indices and whether it is injective and compact (found from the
   * drawn cells).
   *
   * <pre>{@code
   * String page = LayoutHtml.html(SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)"));
   * // contains <tr><th>swizzle</th><td>Sw&lt;3,0,3&gt;</td></tr>
   * }</pre>
   *
   * @param swizzled the swizzled layout, at most {@link IndexGrid#MAX_CELLS} coordinates
   * @return the HTML document
   * @throws IllegalArgumentException if the inner layout cannot be drawn (rank or size)
   */
  public static String html(SwizzledLayout swizzled) {
    GridCells cells = new GridCells(IndexGrid.of(swizzled));
    boolean injective = cells.distinct == cells.cells();
    boolean compact = injective && cells.min == 0 && cells.max == cells.cells() - 1;
    Map<String, String> table = new LinkedHashMap<>();
    table.put("text", swizzled.toString());
    table.put("swizzle", swizzled.swizzle().toString());
    table.put("offset", swizzled.offset().toString());
    table.put("layout", swizzled.layout().toString());
    table.put("size", Integer.toString(swizzled.size()));
    table.put("span", Long.toString(cells.range()));
    table.put("injective", Boolean.toString(injective));
    table.put("compact", Boolean.toString(compact));
    String words = "<p>Each cell holds swizzle(offset + layout(coordinate)): the layout "
        + Xml.escape(swizzled.layout().toString()) + " gives an index, the offset "
        + swizzled.offset().value() + " is added, and " + Xml.escape(swizzled.swizzle().toString())
        + " takes the bits in mask " + mask(swizzled.swizzle().yyyMask()) + ", shifts them by "
        + swizzled.swizzle().shift() + " and XORs them into the bits in mask "
        + mask(swizzled.swizzle().zzzMask()) + ".</p>\n<p>" + cosizeWords(cells, -1) + "</p>\n<p>"
        + propertyWords(injective, compact, cells) + "</p>\n";
    return page(cells, LayoutSvg.RangeName.SPAN, words, table);
  }

  private static String page(GridCells cells, LayoutSvg.RangeName rangeName, String words,
      Map<String, String> table) {
    String caption = (cells.grid.rows() == 1 && !(cells.grid.rowShape() instanceof IntTuple.Tuple)
        ? "The cells run left to right in coordinate order;"
        : "Rows are mode 0, columns mode 1;")
        + " each cell shows the index of its coordinate, and a header shows a nested mode's"
        + " coordinate under its number. Thick lines mark where a sub-mode starts over. The"
        + " colour cycles with the index mod " + Palette.PERIOD + ". The map below the grid"
        + " has one square per index of the range: hatched grey squares are holes.";
    return HtmlPage.of(cells.grid.title(), words, LayoutSvg.draw(cells, rangeName, false), caption,
        table);
  }

  /** The index range in plain words; {@code cosize < 0} for a grid that is not a plain layout. */
  private static String cosizeWords(GridCells c, int cosize) {
    String range = "The indices run from " + c.min + " to " + c.max + ", ";
    String span = cosize >= 0
        ? "so the <b>cosize</b> is " + cosize + ": memory for this layout needs " + cosize
            + " elements. "
        : "a span of " + c.range() + " elements of memory. ";
    String holes = c.holes() == 0 ? "Every one of them is used."
        : c.holes() + " of them " + (c.holes() == 1 ? "is a hole" : "are holes")
            + ": no coordinate maps there, so the layout does not fill its memory.";
    return range + span + holes;
  }

  private static String capacityWords(Layout layout) {
    List<IntTuple.Int> shape = layout.shape().flatten();
    List<IntTuple.Int> stride = layout.stride().flatten();
    int best = 0;
    for (int k = 1; k < shape.size(); k++) {
      if (reach(shape.get(k), stride.get(k)) > reach(shape.get(best), stride.get(best))) {
        best = k;
      }
    }
    long cap = layout.capacity();
    String relation = cap == layout.cosize() ? "equal to" : cap > layout.cosize() ? "more than"
        : "less than";
    return "The <b>capacity</b> is " + cap + ": the largest extent × |stride| of a single leaf"
        + " (Ascend C's Capacity()), here the leaf " + shape.get(best).value() + ":"
        + stride.get(best).value() + ". It ignores how the other leaves add up, so it is "
        + relation + " the cosize here.";
  }

  private static long reach(IntTuple.Int extent, IntTuple.Int stride) {
    return (long) extent.value() * Math.abs((long) stride.value());
  }

  private static String propertyWords(boolean injective, boolean compact, GridCells c) {
    String inj = injective ? "No two coordinates share an index (<b>injective</b>)."
        : "Some coordinates share an index (not injective): " + c.shared + " of the indices are"
            + " used more than once, marked ×n in the map.";
    String com = compact ? " The indices are exactly 0.." + (c.cells() - 1) + ", each once"
        + " (<b>compact</b>)." : " The indices are not exactly 0.." + (c.cells() - 1)
        + " each once (not compact).";
    return inj + com;
  }

  private static String mask(int m) {
    return "0x" + Integer.toHexString(m);
  }
}
