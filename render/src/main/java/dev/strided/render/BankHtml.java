package dev.strided.render;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A standalone HTML page for a warp's read of a shared-memory tile: the {@link BankSvg} picture,
 * how the banks are found in plain words, and a table of the access and its conflict.
 *
 * <pre>{@code
 * Files.writeString(Path.of("/tmp/banks.html"), BankHtml.html(WarpBankAccess.of(
 *     IndexGrid.of(SwizzledLayout.parse("Sw<3,2,3> o _0 o (32,32):(32,1)")),
 *     WarpBankAccess.ElementSize.FOUR, WarpBankAccess.Direction.COLUMN, 0)));
 * }</pre>
 */
public final class BankHtml {
  private BankHtml() {}

  /**
   * The page.
   *
   * <pre>{@code BankHtml.html(WarpBankAccess.of(IndexGrid.of(Layout.parse("(32,32):(32,1)")),
   *     WarpBankAccess.ElementSize.FOUR, WarpBankAccess.Direction.COLUMN, 0));
   * // contains <tr><th>conflict</th><td>32-way</td></tr>}</pre>
   *
   * @param access the warp's read
   * @return the HTML document
   * @throws IllegalArgumentException if {@code access} is null
   */
  public static String html(WarpBankAccess access) {
    if (access == null) {
      throw new IllegalArgumentException("cannot draw a null WarpBankAccess");
    }
    WarpBankAccess a = access;
    Map<String, String> table = new LinkedHashMap<>();
    table.put("layout", a.tile().title());
    table.put("element", a.size().bytes + " bytes");
    table.put("access", a.direction().name().toLowerCase() + " " + a.at());
    table.put("threads", Integer.toString(a.threads()));
    table.put("conflict", a.degree() <= 1 ? "none" : a.degree() + "-way");
    table.put("wavefronts", Integer.toString(a.wavefronts()));
    table.put("least wavefronts", Integer.toString(a.leastWavefronts()));
    String words = "<p>The layout maps a cell of the shared-memory tile to an element; element x"
        + " lies at byte x &#215; " + a.size().bytes + ", and the 4-byte word at byte b is in"
        + " bank (b / 4) mod 32. One warp reads " + Xml.escape(a.description()) + ".</p>\n<p>A bank"
        + " serves one word at a time, so n different words in one bank take n passes"
        + " (wavefronts): an n-way conflict. Threads reading the same word share it."
        + (a.phases() > 1 ? " Eight-byte elements are served as two half-warps of 16 threads,"
        + " one after the other; the conflicts are counted in each." : "") + "</p>\n<p>"
        + Xml.escape(BankSvg.summary(a).get(1)) + ".</p>\n";
    String caption = "The tile: each cell shows the bank of its element's first word, and the cells"
        + " the warp reads their thread t, coloured by how many words that bank serves (green 1,"
        + " yellow 2, orange 3 or 4, red more). Below, the 32 banks: one square per word a bank"
        + " serves, named by its first reader; a thick border marks a word several threads"
        + " share.";
    return HtmlPage.of(a.tile().title(), words, BankSvg.draw(a, false), caption, table);
  }
}
