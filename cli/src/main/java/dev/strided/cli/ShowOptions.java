package dev.strided.cli;

import java.util.List;

/**
 * The arguments of {@code strided show}: one layout text and optional output files.
 *
 * <pre>{@code
 * ShowOptions.parse(List.of("(4,8):(8,1)", "--svg", "l.svg"));
 * // ShowOptions[layout=(4,8):(8,1), svgFile=l.svg, htmlFile=null]
 * }</pre>
 *
 * @param layout the layout in CuTe's print form, as typed
 * @param svgFile where to write the SVG picture, or null
 * @param htmlFile where to write the HTML page, or null
 */
record ShowOptions(String layout, String svgFile, String htmlFile) {

  /**
   * Reads the words after {@code show}; options may come before or after the layout.
   *
   * @param words the arguments after {@code show}
   * @return the options
   * @throws UsageException if the layout is missing or repeated, an option is unknown, repeated or
   *     lacks its file name
   */
  static ShowOptions parse(List<String> words) throws UsageException {
    String layout = null;
    String svg = null;
    String html = null;
    for (int k = 0; k < words.size(); k++) {
      String w = words.get(k);
      if (w.equals("--svg") || w.equals("--html")) {
        if (k + 1 >= words.size() || words.get(k + 1).isEmpty()) {
          throw new UsageException(w + " needs a file name, e.g. " + w + " layout."
              + w.substring(2));
        }
        String file = words.get(++k);
        if (w.equals("--svg")) {
          svg = once(svg, file, w);
        } else {
          html = once(html, file, w);
        }
      } else if (w.startsWith("--")) {
        throw new UsageException("unknown option " + w + " for show (known: --svg FILE, --html FILE)");
      } else if (layout != null) {
        throw new UsageException("show takes one layout, got \"" + layout + "\" and \"" + w
            + "\" (quote the layout: strided show \"(4,8):(8,1)\")");
      } else {
        layout = w;
      }
    }
    if (layout == null) {
      throw new UsageException("show needs a layout, e.g. strided show \"(4,8):(8,1)\"");
    }
    return new ShowOptions(layout, svg, html);
  }

  private static String once(String previous, String file, String option) throws UsageException {
    if (previous != null) {
      throw new UsageException(option + " given twice (\"" + previous + "\" and \"" + file + "\")");
    }
    return file;
  }
}
