package dev.strided.render;

import dev.strided.Layout;
import java.util.Map;

/**
 * A standalone HTML page for a layout: its print form as the heading, the {@link LayoutSvg} picture
 * inlined, and a table of its {@link LayoutProperties} (text, shape, stride, rank, depth, size, cosize,
 * capacity, injective, compact).
 *
 * <pre>{@code
 * Files.writeString(Path.of("layout.html"), LayoutHtml.html(Layout.parse("(4,8):(8,1)")));
 * }</pre>
 *
 * <p>The page needs no network and no script; it is also well-formed XML (every element closed), so
 * tools can read the table back. Deterministic: the same layout gives the same bytes. Thread-safe.
 */
public final class LayoutHtml {
  private LayoutHtml() {}

  /**
   * The page for a rank-1 or rank-2 layout.
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
    String svg = LayoutSvg.svg(layout);
    LayoutProperties props = LayoutProperties.of(layout);
    String title = Xml.escape(props.text());
    StringBuilder sb = new StringBuilder(svg.length() + 2048);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        .append("<title>").append(title).append("</title>\n")
        .append("<style>\n")
        .append("body { font-family: sans-serif; margin: 2em; color: #222222; }\n")
        .append("h1 { font-family: monospace; font-size: 1.3em; }\n")
        .append("table.properties { border-collapse: collapse; margin-top: 1em; }\n")
        .append("table.properties th, table.properties td { border: 1px solid #cccccc;"
            + " padding: 0.25em 0.75em; text-align: left; }\n")
        .append("table.properties td { font-family: monospace; }\n")
        .append("</style>\n</head>\n<body>\n")
        .append("<h1>").append(title).append("</h1>\n")
        .append("<figure>\n").append(svg).append("<figcaption>")
        .append(props.rank() == 1 ? "The one mode runs left to right;"
            : "Rows are mode 0, columns mode 1;")
        .append(" each cell shows the index of its coordinate. The colour cycles with index mod "
            + Palette.PERIOD + ", so cells whose indices differ by a multiple of " + Palette.PERIOD
            + " share a colour.</figcaption>\n</figure>\n")
        .append("<table class=\"properties\">\n");
    for (Map.Entry<String, String> e : props.asMap().entrySet()) {
      sb.append("<tr><th>").append(e.getKey()).append("</th><td>")
          .append(Xml.escape(e.getValue())).append("</td></tr>\n");
    }
    sb.append("</table>\n</body>\n</html>\n");
    return sb.toString();
  }
}
