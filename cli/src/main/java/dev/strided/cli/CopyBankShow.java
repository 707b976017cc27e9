package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.BankPhase;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.render.CopyBankHtml;
import dev.strided.render.CopyBankSvg;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code strided show --banks LAYOUT --copy ATOM --threads T --values V}: one warp's accesses when a tiled
 * copy reads or writes a shared-memory tile ({@link BankConflicts}): the vector width, the
 * wavefronts of every phase, and the worst phase's threads, byte addresses and banks; with
 * {@code --svg}, the tile with the worst phase coloured ({@link CopyBankSvg}); with {@code --html},
 * that picture on a page that explains it ({@link CopyBankHtml}).
 *
 * <pre>{@code
 * CopyBankShow.run("(32,32):(32,1)", "UniversalCopy<uint32_t>", "(_32,_1)", "(_1,_1)", 4, 0, null,
 *     null, out, err);
 * // conflict   32-way in the worst phase; 1024 wavefronts where 32 would do
 * }</pre>
 */
final class CopyBankShow {
  private CopyBankShow() {}

  /**
   * Runs {@code show --banks --copy}.
   *
   * @param layout the shared-memory layout, plain or swizzled
   * @param atom the copy atom's name
   * @param threads the thread layout
   * @param values the value layout
   * @param elementBytes the bytes of a value: 2, 4 or 8
   * @param warp the warp
   * @param svgFile where to write the picture, or null
   * @param htmlFile where to write the page, or null
   * @param out receives the report and a {@code wrote FILE} line per file
   * @param err receives the one-line refusal of bad input
   * @return {@link Cli#OK}, {@link Cli#IO_ERROR} or {@link Cli#BAD_INPUT}
   */
  static int run(String layout, String atom, String threads, String values, int elementBytes,
      int warp, String svgFile, String htmlFile, PrintStream out, PrintStream err) {
    SwizzledLayout smem;
    try {
      smem = SwizzledLayout.parse(layout);
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--banks", layout, e));
      return Cli.BAD_INPUT;
    }
    BankConflicts conflicts;
    TiledCopy copy;
    Map<Path, String> files = new LinkedHashMap<>();
    try {
      copy = TiledCopy.of(CopyAtom.of(atom, 8 * elementBytes), Layout.parse(threads),
          Layout.parse(values));
      conflicts = BankConflicts.of(smem, copy, warp);
      if (svgFile != null) {
        files.put(LayoutShow.path(svgFile), CopyBankSvg.svg(smem, conflicts, elementBytes));
      }
      if (htmlFile != null) {
        files.put(LayoutShow.path(htmlFile),
            CopyBankHtml.html(smem, copy, warp, conflicts, elementBytes));
      }
    } catch (IllegalArgumentException e) {
      err.println(InputLine.of("--copy", atom + " " + threads + " " + values, e));
      return Cli.BAD_INPUT;
    }
    out.print(TerminalText.escape(report(smem, copy, elementBytes, warp, conflicts)));
    return OutputFiles.write(files, out, err);
  }

  static String report(SwizzledLayout smem, TiledCopy copy, int elementBytes, int warp,
      BankConflicts c) {
    BankPhase worst = c.worstPhase();
    StringBuilder sb = new StringBuilder()
        .append(String.format("%-10s %s%n", "layout", smem))
        .append(String.format("%-10s %s, %d-byte values, thread-value %s%n", "copy",
            copy.atom().name(), elementBytes, copy.tvLayoutS()))
        .append(String.format("%-10s %d%n", "warp", warp))
        .append(String.format("%-10s %d of %d values per access (%d bytes)%n", "vector",
            c.vectorWidth(), c.fullWidth(), worst.accessBytes()))
        .append(String.format("%-10s %s%n", "conflict", (worst.wavefronts() <= 1
            ? "none" : worst.wavefronts() + "-way in the worst phase") + "; "
            + c.totalWavefronts() + " wavefronts where " + c.idealWavefronts() + " would do"))
        .append(String.format("%-10s", "phases"));
    for (int w : c.wavefrontsPerPhase()) {
      sb.append(' ').append(w);
    }
    sb.append("\n\nworst phase, phase ").append(c.phases().indexOf(worst))
        .append("\nthread   address  banks\n");
    for (int i = 0; i < worst.threads().size(); i++) {
      long a = worst.addresses().get(i);
      long first = Math.floorDiv(a, BankPhase.WORD_BYTES);
      long last = Math.floorDiv(a + worst.accessBytes() - 1, BankPhase.WORD_BYTES);
      sb.append(String.format("%6d  %8d  %s%n", worst.threads().get(i), a,
          BankPhase.bank(first) + (last > first ? "-" + BankPhase.bank(last) : "")));
    }
    return sb.toString();
  }
}
