package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.render.IndexGrid;
import dev.strided.render.LayoutHtml;
import dev.strided.render.LayoutProperties;
import dev.strided.render.LayoutSvg;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * {@code strided show}: parse (or derive, for an expression such as
 * {@code zipped_divide((8,8):(1,8), (2,4))}), describe, print the table, write the pictures.
 *
 * <p>Everything is computed before anything is printed or written, so a layout that cannot be drawn
 * leaves no partial output behind. Output a person cannot read is refused from the layout's size
 * alone, before any work proportional to it: tables as {@link Layout#printLayout()} limits them,
 * index lists beyond {@link #MAX_LISTED}, pictures beyond {@link IndexGrid#MAX_CELLS} cells.
 */
final class LayoutShow {
  /** The most indices listed for a layout that is not rank 2 (as many as a table's cells). */
  static final int MAX_LISTED = 4096;

  private LayoutShow() {}

  /**
   * Runs {@code show LAYOUT}.
   *
   * <pre>{@code
   * LayoutShow.run("(4,2):(4,1)", null, null, out, err);   // Cli.OK
   * }</pre>
   *
   * @param layout a layout, a swizzled layout or a layout expression, as typed
   * @param svgFile where to write the SVG picture, or null
   * @param htmlFile where to write the HTML page, or null
   * @param out receives the properties, the table and one {@code wrote FILE} line per file
   * @param err receives the error, e.g. the parser's message with its caret line
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int run(String layout, String svgFile, String htmlFile, PrintStream out,
      PrintStream err) {
    String report;
    Map<Path, String> files = new LinkedHashMap<>();
    try {
      ShownLayout shown = ShownLayout.of(layout);
      if (shown instanceof ShownLayout.Swizzled s) {
        report = report(s.layout());
        if (svgFile != null) {
          files.put(path(svgFile), LayoutSvg.svg(s.layout()));
        }
        if (htmlFile != null) {
          files.put(path(htmlFile), LayoutHtml.html(s.layout()));
        }
      } else {
        Layout plain = ((ShownLayout.Plain) shown).layout();
        report = report(plain);
        if (svgFile != null) {
          files.put(path(svgFile), LayoutSvg.svg(plain));
        }
        if (htmlFile != null) {
          files.put(path(htmlFile), LayoutHtml.html(plain));
        }
      }
    } catch (IllegalArgumentException e) {
      // NotationException's message already carries the quoted text and the caret line
      err.println(TerminalText.escape(e.getMessage()));
      return Cli.BAD_INPUT;
    }
    out.print(TerminalText.escape(report));
    return OutputFiles.write(files, out, err);
  }

  /** The properties, then the print_layout table (rank 2) or the indices in order (rank 1). */
  private static String report(Layout layout) {
    String indices = layout.rank() == 2 ? "\n" + layout.printLayout()
        : layout.rank() == 1 ? indexList(layout.toString(), layout.size(), layout::index) : "";
    return LayoutProperties.of(layout).toText() + indices;
  }

  /** A swizzled layout: its parts, then its table (rank 2) or its indices in order. */
  private static String report(SwizzledLayout s) {
    String indices = s.layout().rank() == 2 ? "\n" + s.printLayout()
        : indexList(s.toString(), s.size(), s::index);
    return String.format("%-10s %s\n", "text", s)
        + String.format("%-10s %s\n", "swizzle", s.swizzle())
        + String.format("%-10s %s\n", "offset", s.offset())
        + String.format("%-10s %s\n", "layout", s.layout())
        + String.format("%-10s %d\n", "size", s.size())
        + indices;
  }

  /** The line {@code indices  i0 i1 ...}, refused beyond {@link #MAX_LISTED} indices. */
  private static String indexList(String shown, int size, IntUnaryOperator index) {
    if (size > MAX_LISTED) {
      throw new IllegalArgumentException("strided: " + shown + " has " + size
          + " indices; show lists at most " + MAX_LISTED + " (show a tile of it instead, e.g."
          + " from logicalDivide)");
    }
    StringBuilder sb = new StringBuilder("indices   ");
    for (int i = 0; i < size; i++) {
      sb.append(' ').append(index.applyAsInt(i));
    }
    return sb.append('\n').toString();
  }

  /** The file name as a path, refused in a sentence when the system cannot have it. */
  static Path path(String file) {
    try {
      return Path.of(file);
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException("strided: \"" + file + "\" is not a valid file name: "
          + e.getReason(), e);
    }
  }
}
