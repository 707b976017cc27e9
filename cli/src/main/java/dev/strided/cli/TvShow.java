package dev.strided.cli;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.render.ThreadValueHtml;
import dev.strided.render.ThreadValueSvg;
import dev.strided.render.ThreadValueTile;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code strided show --tv TV [--tile TILE]}: a thread-value layout over its tile as CuTe's TV
 * pictures show it (cell = the thread and value that hold it, colour = thread): a summary, the
 * table of cells, and the pictures ({@link ThreadValueSvg}, {@link ThreadValueHtml}).
 *
 * <pre>{@code
 * TvShow.run("((4,8),4):((32,1),8)", "(32,4)", null, null, out, err);
 * // tv         ((4,8),4):((32,1),8)
 * // tile       (32,4):(_1,32)
 * // ... then the 32 x 4 table: T0V0 at (0,0), T4V0 at (1,0), T1V0 at (0,1), T0V1 at (8,0)
 * }</pre>
 *
 * <p>Without {@code --tile}, the tile is one row of the thread-value layout's cosize, indices in
 * order.
 */
final class TvShow {
  private TvShow() {}

  /**
   * Runs {@code show --tv}.
   *
   * @param tvText the thread-value layout, (thread, value) to an index of the tile
   * @param tileText the tile, (m, n) to index; a shape {@code (M,N)} is column-major; null for one
   *     row of the thread-value layout's cosize
   * @param svgFile where to write the SVG picture, or null
   * @param htmlFile where to write the HTML page, or null
   * @param out receives the summary, the table and one {@code wrote FILE} line per file
   * @param err receives the one-line refusal of a bad layout
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int run(String tvText, String tileText, String svgFile, String htmlFile,
      PrintStream out, PrintStream err) {
    Layout tv;
    try {
      tv = plain(tvText, "thread-value layout");
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--tv", tvText, e));
      return Cli.BAD_INPUT;
    }
    ThreadValueTile tile;
    Map<Path, String> files = new LinkedHashMap<>();
    try {
      Layout shape = tileText == null
          ? Layout.columnMajor(IntTuple.of(IntTuple.of(Math.max(1, tv.cosize()))))
          : plain(tileText, "tile");
      tile = ThreadValueTile.of(tv, shape);
      if (svgFile != null) {
        files.put(LayoutShow.path(svgFile), ThreadValueSvg.svg(tile));
      }
      if (htmlFile != null) {
        files.put(LayoutShow.path(htmlFile), ThreadValueHtml.html(tile));
      }
    } catch (IllegalArgumentException e) {
      err.println(tileText == null ? InputLine.of("--tv", tvText, e)
          : InputLine.of("--tile", tileText, e));
      return Cli.BAD_INPUT;
    }
    out.print(TerminalText.escape(report(tile)));
    return OutputFiles.write(files, out, err);
  }

  private static Layout plain(String text, String what) {
    ShownLayout shown = ShownLayout.of(text);
    if (shown instanceof ShownLayout.Plain p) {
      return p.layout();
    }
    throw new IllegalArgumentException("a " + what + " has no swizzle, but this one has "
        + ((ShownLayout.Swizzled) shown).layout().swizzle());
  }

  /** The summary, then the cells as a print_layout table: {@code T5V2}, {@code .} for none. */
  static String report(ThreadValueTile t) {
    int many = t.cellsHeldByMany();
    String table = CellTable.text(t.title(), t.rows(), t.cols(), (m, n) -> t.holders(m, n) == 0
        ? "." : "T" + t.thread(m, n) + "V" + t.value(m, n) + (t.holders(m, n) > 1 ? "*" : ""));
    return String.format("%-10s %s%n", "tv", t.tv())
        + String.format("%-10s %s%n", "tile", t.tile())
        + String.format("%-10s %d%n", "threads", t.threads())
        + String.format("%-10s %d%n", "values", t.values())
        + String.format("%-10s %s%n", "cells", cellsLine(t))
        + (many == 0 ? "" : "(* marks a cell more than one (thread, value) holds; the first is"
        + " named)\n")
        + "\n" + table;
  }

  private static String cellsLine(ThreadValueTile t) {
    int none = t.cellsHeldByNone();
    int many = t.cellsHeldByMany();
    int once = t.rows() * t.cols() - none - many;
    if (none == 0 && many == 0) {
      return once + ", each held by exactly one (thread, value)";
    }
    return t.rows() * t.cols() + ": " + once + " held once, " + many + " by more than one, "
        + none + " by none";
  }
}
