package dev.strided.render;

import dev.strided.SwizzledLayout;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.BankPhase;
import dev.strided.atom.TiledCopy;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A standalone HTML page for one warp of a tiled copy on a shared-memory tile: the
 * {@link CopyBankSvg} picture of the worst phase, how phases and wavefronts are counted in plain
 * words, and a table of the copy, its vector width and its wavefronts per phase.
 *
 * <pre>{@code
 * SwizzledLayout smem = SwizzledLayout.parse("(_32,_32):(_32,_1)");
 * TiledCopy column = TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_32,_1)"),
 *     Layout.parse("(_1,_1)"));
 * String page = CopyBankHtml.html(smem, column, 0, BankConflicts.of(smem, column, 0), 4);
 * // contains <tr><th>conflict</th><td>32-way in the worst phase</td></tr>
 * }</pre>
 */
public final class CopyBankHtml {
  private CopyBankHtml() {}

  /**
   * The page.
   *
   * <pre>{@code CopyBankHtml.html(smem, copy, 0, BankConflicts.of(smem, copy, 0), 2);}</pre>
   *
   * @param smem the rank-2 shared-memory layout the conflicts were counted on
   * @param copy the tiled copy
   * @param warp the warp the conflicts are of
   * @param conflicts that warp's accesses
   * @param elementBytes the bytes of an element
   * @return the HTML document
   * @throws IllegalArgumentException if an argument is null, or as {@link CopyBankSvg#svg}
   */
  public static String html(SwizzledLayout smem, TiledCopy copy, int warp, BankConflicts conflicts,
      int elementBytes) {
    if (copy == null) {
      throw new IllegalArgumentException("CopyBankHtml needs the copy its conflicts are of");
    }
    String svg = CopyBankSvg.draw(smem, conflicts, elementBytes, false);
    BankPhase worst = conflicts.worstPhase();
    Map<String, String> table = new LinkedHashMap<>();
    table.put("layout", smem.toString());
    table.put("copy", copy.atom().name() + ", " + elementBytes + "-byte values");
    table.put("thread-value", copy.tvLayoutS().toString());
    table.put("warp", Integer.toString(warp));
    table.put("vector", conflicts.vectorWidth() + " of " + conflicts.fullWidth()
        + " values per access (" + worst.accessBytes() + " bytes)");
    table.put("conflict", worst.wavefronts() <= 1 ? "none"
        : worst.wavefronts() + "-way in the worst phase");
    table.put("phases", conflicts.wavefrontsPerPhase().stream().map(String::valueOf)
        .collect(Collectors.joining(" ")));
    table.put("wavefronts", conflicts.totalWavefronts() + " where " + conflicts.idealWavefronts()
        + " would do");
    String words = "<p>Shared memory has 32 banks of 4-byte words; the word at byte b is in bank"
        + " (b / 4) mod 32, and a bank serves one word per pass (a wavefront). A warp's access is"
        + " served in phases: all 32 threads at once for accesses of up to 4 bytes, two halves of"
        + " 16 threads for 8 bytes, four quarters of 8 threads for 16 bytes, and for ldmatrix and"
        + " stmatrix one 8&#215;16-byte matrix at a time, addressed by 8 threads' rows. A phase"
        + " costs as many wavefronts as the most distinct words one bank serves in it.</p>\n"
        + "<p>Here each thread moves " + worst.accessBytes() + " bytes at a time; the warp's "
        + conflicts.phases().size() + " phases cost " + conflicts.totalWavefronts()
        + " wavefronts, and the worst, phase " + conflicts.phases().indexOf(worst) + ", costs "
        + worst.wavefronts() + ".</p>\n";
    String caption = "The tile: each cell shows the bank of its element's first word; the cells"
        + " the worst phase touches show their thread t, coloured by how many words that bank"
        + " serves in the phase (green 1, yellow 2, orange 3 or 4, red more).";
    return HtmlPage.of(smem + " under " + copy.atom().name(), words, svg, caption, table);
  }
}
