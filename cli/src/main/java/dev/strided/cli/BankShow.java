package dev.strided.cli;

import dev.strided.render.BankHtml;
import dev.strided.render.BankSvg;
import dev.strided.render.IndexGrid;
import dev.strided.render.WarpBankAccess;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code strided show --banks LAYOUT}: which of the 32 banks each element of one warp's read of a
 * shared-memory tile falls in, and the conflict ({@link WarpBankAccess}): a summary, one line per
 * thread, the banks that serve more than one word, and the pictures ({@link BankSvg},
 * {@link BankHtml}).
 *
 * <pre>{@code
 * BankShow.run("(32,32):(32,1)", ElementSize.FOUR, Direction.COLUMN, 0, null, null, out, err);
 * // conflict   32-way: bank 0 serves 32 different words; 32 wavefronts where 1 would do
 * }</pre>
 */
final class BankShow {
  private BankShow() {}

  /**
   * Runs {@code show --banks}.
   *
   * @param layout the shared-memory layout, (row, column) to element, plain or swizzled
   * @param size the element size
   * @param direction the order in which the warp's threads take the cells
   * @param at the column or row thread 0 starts at
   * @param svgFile where to write the SVG picture, or null
   * @param htmlFile where to write the HTML page, or null
   * @param out receives the report and one {@code wrote FILE} line per file
   * @param err receives the one-line refusal of bad input
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int run(String layout, WarpBankAccess.ElementSize size,
      WarpBankAccess.Direction direction, int at,
      String svgFile, String htmlFile, PrintStream out, PrintStream err) {
    WarpBankAccess access;
    Map<Path, String> files = new LinkedHashMap<>();
    try {
      ShownLayout shown = ShownLayout.of(layout);
      IndexGrid tile = shown instanceof ShownLayout.Swizzled s ? IndexGrid.of(s.layout())
          : IndexGrid.of(((ShownLayout.Plain) shown).layout());
      access = WarpBankAccess.of(tile, size, direction, at);
      if (svgFile != null) {
        files.put(LayoutShow.path(svgFile), BankSvg.svg(access));
      }
      if (htmlFile != null) {
        files.put(LayoutShow.path(htmlFile), BankHtml.html(access));
      }
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--banks", layout, e));
      return Cli.BAD_INPUT;
    }
    out.print(TerminalText.escape(report(access)));
    return OutputFiles.write(files, out, err);
  }

  static String report(WarpBankAccess a) {
    StringBuilder sb = new StringBuilder()
        .append(String.format("%-10s %s%n", "layout", a.tile().title()))
        .append(String.format("%-10s %d bytes%s%n", "element", a.size().bytes, a.phases() > 1
            ? ", served as two half-warps of 16 threads" : ""))
        .append(String.format("%-10s %s%n", "access", a.description()))
        .append(String.format("%-10s %d%n", "threads", a.threads()))
        .append(String.format("%-10s %s%n", "conflict", conflict(a)))
        .append("\nthread  cell      element  bank\n");
    for (int t = 0; t < a.threads(); t++) {
      String bank = Integer.toString(WarpBankAccess.bank(a.firstWord(t)))
          + (a.lastWord(t) > a.firstWord(t) ? "," + WarpBankAccess.bank(a.lastWord(t)) : "");
      sb.append(String.format("%6d  %-8s %8d  %4s%n", t, "(" + a.row(t) + "," + a.col(t) + ")",
          a.element(t), bank));
    }
    boolean header = false;
    for (int p = 0; p < a.phases(); p++) {
      for (int b = 0; b < WarpBankAccess.BANKS; b++) {
        List<Long> words = a.words(p, b);
        if (words.size() > 1) {
          if (!header) {
            sb.append("\nbanks serving more than one word").append(a.phases() > 1
                ? " (per half-warp)" : "").append(":\n");
            header = true;
          }
          sb.append(String.format("  bank %2d%s: %d words, threads", b, a.phases() > 1
              ? " in half-warp " + p : "", words.size()));
          for (long w : words) {
            sb.append(' ').append(a.readers(p, w).get(0));
          }
          sb.append('\n');
        }
      }
    }
    return sb.toString();
  }

  private static String conflict(WarpBankAccess a) {
    String passes = a.wavefronts() + " wavefront" + (a.wavefronts() == 1 ? "" : "s") + " where "
        + a.leastWavefronts() + " would do";
    return a.degree() <= 1 ? "none: each bank serves at most one word" + (a.phases() > 1
        ? " per half-warp" : "") + "; " + passes
        : a.degree() + "-way: a bank serves " + a.degree() + " different words; " + passes;
  }
}
