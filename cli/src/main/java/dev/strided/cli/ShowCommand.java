package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.render.IndexGrid;
import dev.strided.render.LayoutHtml;
import dev.strided.render.LayoutProperties;
import dev.strided.render.LayoutSvg;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
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
final class ShowCommand {
  /** The most indices listed for a layout that is not rank 2 (as many as a table's cells). */
  static final int MAX_LISTED = 4096;

  private ShowCommand() {}

  /**
   * Runs {@code show}.
   *
   * <pre>{@code
   * ShowCommand.run(new ShowOptions("(4,2):(4,1)", null, null), out, err);   // Cli.OK
   * }</pre>
   *
   * @param options the parsed arguments
   * @param out receives the properties, the table and one {@code wrote FILE} line per file
   * @param err receives the error, e.g. the parser's message with its caret line
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int run(ShowOptions options, PrintStream out, PrintStream err) {
    String report;
    Map<Path, String> files = new LinkedHashMap<>();
    try {
      String text = options.layout().strip();
      SwizzledLayout derived = isExpression(text) ? SwizzledLayout.derive(text) : null;
      if (text.startsWith("Sw<") || (derived != null && !derived.isPlainLayout())) {
        SwizzledLayout swizzled = derived != null ? derived : SwizzledLayout.parse(options.layout());
        report = report(swizzled);
        if (options.svgFile() != null) {
          files.put(path(options.svgFile()), LayoutSvg.svg(swizzled));
        }
        if (options.htmlFile() != null) {
          files.put(path(options.htmlFile()), LayoutHtml.html(swizzled));
        }
      } else {
        Layout layout = derived != null ? derived.layout() : Layout.parse(options.layout());
        report = report(layout);
        if (options.svgFile() != null) {
          files.put(path(options.svgFile()), LayoutSvg.svg(layout));
        }
        if (options.htmlFile() != null) {
          files.put(path(options.htmlFile()), LayoutHtml.html(layout));
        }
      }
    } catch (IllegalArgumentException e) {
      // NotationException's message already carries the quoted text and the caret line
      err.println(TerminalText.escape(e.getMessage()));
      return Cli.BAD_INPUT;
    }
    out.print(TerminalText.escape(report));
    for (Map.Entry<Path, String> f : files.entrySet()) {
      try {
        Files.writeString(f.getKey(), f.getValue(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println(TerminalText.escape("strided: cannot write " + f.getKey() + ": " + reason(e)));
        return Cli.IO_ERROR;
      }
      out.println(TerminalText.escape("wrote " + f.getKey()));
    }
    return Cli.OK;
  }

  /**
   * An expression such as {@code zipped_divide((8,8):(1,8), (2,4))}: it starts with an operation's
   * name (a layout starts with a digit, {@code _} or {@code (}; a swizzled layout's print form with
   * {@code Sw<}).
   */
  private static boolean isExpression(String text) {
    return !text.isEmpty() && Character.isLetter(text.charAt(0)) && !text.startsWith("Sw<");
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

  private static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "its directory does not exist";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    return e.toString();
  }

  private static Path path(String file) {
    try {
      return Path.of(file);
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException("strided: \"" + file + "\" is not a valid file name: "
          + e.getReason(), e);
    }
  }
}
