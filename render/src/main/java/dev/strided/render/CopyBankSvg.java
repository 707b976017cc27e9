package dev.strided.render;

import dev.strided.SwizzledLayout;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.BankPhase;
import java.util.List;

/**
 * Draws the worst phase of a copy's shared-memory accesses ({@link BankConflicts}): the tile, each
 * cell labelled with the bank of its element; the cells the worst phase touches labelled with their
 * thread and coloured by how many words their bank serves in that phase (green 1, yellow 2, orange
 * 3 or 4, red more, as {@link BankSvg}).
 *
 * <pre>{@code
 * SwizzledLayout smem = SwizzledLayout.parse("(_32,_32):(_32,_1)");
 * TiledCopy column = TiledCopy.of(CopyAtom.of("UniversalCopy<uint32_t>", 32), Layout.parse("(_32,_1)"),
 *     Layout.parse("(_1,_1)"));
 * String svg = CopyBankSvg.svg(smem, BankConflicts.of(smem, column, 0), 4);   // column 0 in red
 * }</pre>
 *
 * <p>Each tile cell is a {@code <g class="cell" data-row data-col data-bank>}, with
 * {@code data-thread} where the worst phase touches it. Deterministic, standalone SVG 1.1.
 */
public final class CopyBankSvg {
  private static final int CELL_W = 40;
  private static final int CELL_H = 34;

  private CopyBankSvg() {}

  /**
   * The picture.
   *
   * <pre>{@code CopyBankSvg.svg(smem, conflicts, 2);   // smem and conflicts of one copy}</pre>
   *
   * @param smem the rank-2 shared-memory layout the conflicts were counted on
   * @param conflicts a warp's accesses
   * @param elementBytes the bytes of an element
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null, the layout is not rank 2 or too large
   *     to draw ({@link IndexGrid#MAX_CELLS} cells)
   */
  public static String svg(SwizzledLayout smem, BankConflicts conflicts, int elementBytes) {
    return draw(smem, conflicts, elementBytes, true);
  }

  /** The picture, with its title drawn ({@code visibleTitle}) or left to a page around it. */
  static String draw(SwizzledLayout smem, BankConflicts conflicts, int elementBytes,
      boolean visibleTitle) {
    if (smem == null || conflicts == null) {
      throw new IllegalArgumentException("CopyBankSvg needs a layout and its bank conflicts");
    }
    IndexGrid tile = IndexGrid.of(smem);
    BankPhase worst = conflicts.worstPhase();
    List<String> lines = List.of(worst.wavefronts() + "-way worst phase: " + worst.threads().size()
        + " accesses of " + worst.accessBytes() + " bytes; " + conflicts.totalWavefronts()
        + " wavefronts in all where " + conflicts.idealWavefronts() + " would do",
        "cell: bank of its element, t = the thread of the worst phase touching it; colour ="
        + " words its bank serves: green 1, yellow 2, orange 3-4, red more");
    int rowHeaderW = Math.max(24, 8 * Integer.toString(tile.rows() - 1).length() + 16);
    int gridX = SvgCanvas.PAD + rowHeaderW;
    int gridY = SvgCanvas.PAD + SvgCanvas.TITLE_H + lines.size() * SvgCanvas.LINE_H + 26;
    int width = Math.max(gridX + tile.cols() * CELL_W + SvgCanvas.PAD, Math.max(
        SvgCanvas.linesWidth(lines), 2 * SvgCanvas.PAD + SvgCanvas.TITLE_CHAR_W
        * tile.title().length()));
    SvgCanvas c = new SvgCanvas(width, gridY + tile.rows() * CELL_H + SvgCanvas.PAD, tile.title(),
        visibleTitle);
    c.lines(lines, c.top());
    c.headers(gridX, gridY, CELL_W, CELL_H, tile.rows(), tile.cols());
    c.sb.append("<g class=\"cells\" text-anchor=\"middle\">\n");
    for (int m = 0; m < tile.rows(); m++) {
      for (int n = 0; n < tile.cols(); n++) {
        cell(c, worst, (long) tile.index().applyAsInt(m, n) * elementBytes, m, n,
            gridX + n * CELL_W, gridY + m * CELL_H);
      }
    }
    c.sb.append("</g>\n");
    return c.close();
  }

  private static void cell(SvgCanvas c, BankPhase worst, long byteAddress, int m, int n, int x,
      int y) {
    int bank = BankPhase.bank(Math.floorDiv(byteAddress, BankPhase.WORD_BYTES));
    int thread = -1;
    for (int i = 0; i < worst.addresses().size() && thread < 0; i++) {
      long a = worst.addresses().get(i);
      if (a <= byteAddress && byteAddress < a + worst.accessBytes()) {
        thread = worst.threads().get(i);
      }
    }
    StringBuilder sb = c.sb;
    sb.append("<g class=\"cell\" data-row=\"").append(m).append("\" data-col=\"").append(n)
        .append("\" data-bank=\"").append(bank);
    if (thread >= 0) {
      sb.append("\" data-thread=\"").append(thread);
    }
    sb.append("\"><title>(").append(m).append(',').append(n).append("): byte ")
        .append(byteAddress).append(", bank ").append(bank)
        .append(thread >= 0 ? ", touched by thread " + thread : "").append("</title><rect x=\"")
        .append(x).append("\" y=\"").append(y).append("\" width=\"").append(CELL_W)
        .append("\" height=\"").append(CELL_H).append("\" fill=\"")
        .append(thread >= 0 ? BankSvg.fill(worst.words(bank).size()) : "#ffffff")
        .append("\" stroke=\"#999999\" stroke-width=\"1\"/><text x=\"").append(x + CELL_W / 2)
        .append("\" y=\"").append(y + 13).append("\" font-size=\"11\" fill=\"")
        .append(thread >= 0 ? "#000000" : "#888888").append("\">").append(bank).append("</text>");
    if (thread >= 0) {
      sb.append("<text x=\"").append(x + CELL_W / 2).append("\" y=\"").append(y + 28)
          .append("\" font-size=\"12\" font-weight=\"bold\">t").append(thread).append("</text>");
    }
    sb.append("</g>\n");
  }
}
