package dev.strided.render;

import java.util.Map;

/**
 * The standalone page every picture comes in: the title as the heading, the explanation in plain
 * words, the SVG in a figure with its caption, and a two-column table of properties. No script, no
 * network; well-formed XML.
 *
 * <pre>{@code
 * HtmlPage.of("(2,2):(1,2)", "<p>Four cells.</p>\n", svg, "Rows are mode 0.", Map.of("size", "4"));
 * }</pre>
 */
final class HtmlPage {
  private HtmlPage() {}

  /**
   * The page.
   *
   * @param title plain text, escaped here
   * @param words the explanation, HTML paragraphs ending in a newline
   * @param svg the picture, drawn without its visible title
   * @param caption the figure's caption, HTML
   * @param table the properties in order, plain text, escaped here
   */
  static String of(String title, String words, String svg, String caption,
      Map<String, String> table) {
    String heading = Xml.escape(title);
    StringBuilder sb = new StringBuilder(svg.length() + 4096);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        .append("<title>").append(heading).append("</title>\n")
        .append("<style>\n")
        .append("body { font-family: sans-serif; margin: 2em; color: #222222; max-width: 80em; }\n")
        .append("h1 { font-family: monospace; font-size: 1.3em; overflow-wrap: anywhere; }\n")
        .append("figure { margin: 1em 0; }\n")
        .append("figcaption { color: #555555; font-size: 0.9em; max-width: 50em; }\n")
        .append("table.properties { border-collapse: collapse; margin-top: 1em; }\n")
        .append("table.properties th, table.properties td { border: 1px solid #cccccc;"
            + " padding: 0.25em 0.75em; text-align: left; }\n")
        .append("table.properties td { font-family: monospace; }\n")
        .append("</style>\n</head>\n<body>\n")
        .append("<h1>").append(heading).append("</h1>\n")
        .append("<div class=\"explanation\">\n").append(words).append("</div>\n")
        .append("<figure>\n").append(svg).append("<figcaption>").append(caption)
        .append("</figcaption>\n</figure>\n")
        .append("<table class=\"properties\">\n");
    for (Map.Entry<String, String> e : table.entrySet()) {
      sb.append("<tr><th>").append(e.getKey()).append("</th><td>")
          .append(Xml.escape(e.getValue())).append("</td></tr>\n");
    }
    sb.append("</table>\n</body>\n</html>\n");
    return sb.toString();
  }
}
