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

/**
 * {@code strided show}: parse, describe, print the table, write the pictures.
 *
 * <p>Everything is computed before anything is printed or written, so a layout that cannot be drawn
 * leaves no partial output behind.
 */
final class ShowCommand {
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
      if (options.layout().strip().startsWith("Sw<")) {
        SwizzledLayout swizzled = SwizzledLayout.parse(options.layout());
        report = report(swizzled);
        if (options.htmlFile() != null) {
          throw new IllegalArgumentException("strided: --html describes plain layouts; for a "
              + "swizzled layout use --svg");
        }
        if (options.svgFile() != null) {
          files.put(path(options.svgFile()), LayoutSvg.svg(IndexGrid.of(swizzled)));
        }
      } else {
        Layout layout = Layout.parse(options.layout());
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
      err.println(e.getMessage());
      return Cli.BAD_INPUT;
    }
    out.print(report);
    for (Map.Entry<Path, String> f : files.entrySet()) {
      try {
        Files.writeString(f.getKey(), f.getValue(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println("strided: cannot write " + f.getKey() + ": " + reason(e));
        return Cli.IO_ERROR;
      }
      out.println("wrote " + f.getKey());
    }
    return Cli.OK;
  }

  /** The properties, then the print_layout table (rank 2) or the indices in order (rank 1). */
  private static String report(Layout layout) {
    StringBuilder sb = new StringBuilder(LayoutProperties.of(layout).toText());
    if (layout.rank() == 2) {
      sb.append('\n').append(layout.printLayout());
    } else if (layout.rank() == 1) {
      sb.append("indices   ");
      for (int i = 0; i < layout.size(); i++) {
        sb.append(' ').append(layout.index(i));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /** A swizzled layout: its parts, then its table (rank 2) or its indices in order (rank 1). */
  private static String report(SwizzledLayout s) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format("%-10s %s\n", "text", s));
    sb.append(String.format("%-10s %s\n", "swizzle", s.swizzle()));
    sb.append(String.format("%-10s %s\n", "offset", s.offset()));
    sb.append(String.format("%-10s %s\n", "layout", s.layout()));
    sb.append(String.format("%-10s %d\n", "size", s.size()));
    if (s.layout().rank() == 2) {
      sb.append('\n').append(s.printLayout());
    } else {
      sb.append("indices   ");
      for (int i = 0; i < s.size(); i++) {
        sb.append(' ').append(s.index(i));
      }
      sb.append('\n');
    }
    return sb.toString();
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
