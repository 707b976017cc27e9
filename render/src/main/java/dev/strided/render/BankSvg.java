package dev.strided.render;

import java.util.ArrayList;
import java.util.List;

/**
 * Draws a warp's read of a shared-memory tile ({@link WarpBankAccess}): the tile, each cell
 * labelled with the bank of its element, the cells the warp reads labelled with their thread and
 * coloured by how many words their bank serves (green 1, yellow 2, orange 3 or 4, red more); and
 * under it, per phase, the 32 banks, each a column with one square per word it serves, so a
 * conflict is a tall column.
 *
 * <pre>{@code
 * String svg = BankSvg.svg(WarpBankAccess.of(IndexGrid.of(Layout.parse("(32,32):(32,1)")),
 *     WarpBankAccess.ElementSize.FOUR, WarpBankAccess.Direction.COLUMN, 0));   // one red column
 * }</pre>
 *
 * <p>Each tile cell is a {@code <g class="cell" data-row data-col data-bank>}, with
 * {@code data-thread} where a thread reads it; each square of the chart a
 * {@code <g class="word" data-phase data-bank data-word data-threads>}. Deterministic, integer
 * coordinates, standalone SVG 1.1.
 */
public final class BankSvg {
  private static final int CELL_W = 40;
  private static final int CELL_H = 34;
  private static final int SQUARE_W = 36;
  private static final int SQUARE_H = 22;
  /** The fills by words per bank: 1, 2, 3 or 4, more. */
  private static final String[] CONFLICT_FILL = {"#a6f2b9", "#f2dfa6", "#f2c6a6", "#f2a6a6"};

  private BankSvg() {}

  /**
   * The picture.
   *
   * <pre>{@code BankSvg.svg(WarpBankAccess.of(IndexGrid.of(Layout.parse("(8,8):(1,8)")),
   *     WarpBankAccess.ElementSize.FOUR, WarpBankAccess.Direction.COLUMN, 0));   // all green}</pre>
   *
   * @param access the warp's read
   * @return the SVG document
   * @throws IllegalArgumentException if {@code access} is null
   */
  public static String svg(WarpBankAccess access) {
    if (access == null) {
      throw new IllegalArgumentException("cannot draw a null WarpBankAccess");
    }
    return draw(access, true);
  }

  /** The sentences on the picture: who reads what, and the conflict. */
  static List<String> summary(WarpBankAccess a) {
    boolean column = a.direction() == WarpBankAccess.Direction.COLUMN;
    int across = column ? a.tile().rows() : a.tile().cols();
    int last = a.at() + (a.threads() - 1) / across;
    String reads = a.threads() + " threads read " + (column ? "down column" : "along row")
        + (last > a.at() ? "s " + a.at() + " to " + last : " " + a.at()) + ", "
        + a.size().bytes + "-byte elements" + (a.phases() > 1 ? ", as two half-warps of 16"
        + " threads" : "");
    String conflict = a.degree() <= 1
        ? "no conflict: each bank serves at most one word" + (a.phases() > 1 ? " per half-warp" : "")
        : a.degree() + "-way conflict: a bank serves " + a.degree() + " different words";
    return List.of(reads, conflict + "; " + a.wavefronts() + " wavefront"
        + (a.wavefronts() == 1 ? "" : "s") + " where " + a.leastWavefronts() + " would do",
        "cell: bank of its element, t = the thread reading it; colour = words its bank serves:"
        + " green 1, yellow 2, orange 3-4, red more");
  }

  static String draw(WarpBankAccess a, boolean visibleTitle) {
    IndexGrid tile = a.tile();
    List<String> lines = summary(a);
    int rowHeaderW = Math.max(24, 8 * Integer.toString(tile.rows() - 1).length() + 16);
    int gridX = SvgCanvas.PAD + rowHeaderW;
    int gridY = SvgCanvas.PAD + (visibleTitle ? SvgCanvas.TITLE_H : 0)
        + lines.size() * SvgCanvas.LINE_H + 26;
    int chartY = gridY + tile.rows() * CELL_H + 24;
    List<Integer> tallest = new ArrayList<>();
    for (int p = 0; p < a.phases(); p++) {
      int most = 1;
      for (int b = 0; b < WarpBankAccess.BANKS; b++) {
        most = Math.max(most, a.words(p, b).size());
      }
      tallest.add(most);
    }
    int chartH = tallest.stream().mapToInt(h -> 40 + h * SQUARE_H + 12).sum();
    int width = Math.max(Math.max(gridX + tile.cols() * CELL_W, SvgCanvas.PAD + 40
        + WarpBankAccess.BANKS * SQUARE_W) + SvgCanvas.PAD, Math.max(SvgCanvas.linesWidth(lines),
        visibleTitle ? 2 * SvgCanvas.PAD + SvgCanvas.TITLE_CHAR_W * tile.title().length() : 0));
    SvgCanvas c = new SvgCanvas(width, chartY + chartH + SvgCanvas.PAD, tile.title(),
        visibleTitle);
    c.lines(lines, c.top());
    c.headers(gridX, gridY, CELL_W, CELL_H, tile.rows(), tile.cols());
    int[][] reader = new int[tile.rows()][tile.cols()];
    for (int[] r : reader) {
      java.util.Arrays.fill(r, -1);
    }
    for (int t = 0; t < a.threads(); t++) {
      reader[a.row(t)][a.col(t)] = t;
    }
    c.sb.append("<g class=\"cells\" text-anchor=\"middle\">\n");
    for (int m = 0; m < tile.rows(); m++) {
      for (int n = 0; n < tile.cols(); n++) {
        cell(c, a, m, n, reader[m][n], gridX + n * CELL_W, gridY + m * CELL_H);
      }
    }
    c.sb.append("</g>\n<rect class=\"frame\" x=\"").append(gridX).append("\" y=\"").append(gridY)
        .append("\" width=\"").append(tile.cols() * CELL_W).append("\" height=\"")
        .append(tile.rows() * CELL_H).append("\" fill=\"none\" stroke=\"#000000\"")
        .append(" stroke-width=\"2\"/>\n");
    int y = chartY;
    for (int p = 0; p < a.phases(); p++) {
      chart(c, a, p, y);
      y += 40 + tallest.get(p) * SQUARE_H + 12;
    }
    return c.close();
  }

  /** The fill of a bank that serves {@code words} words. */
  static String fill(int words) {
    return CONFLICT_FILL[words <= 2 ? words - 1 : words <= 4 ? 2 : 3];
  }

  /** The most words a bank of thread {@code t}'s element serves in its phase. */
  private static int wordsOfBanks(WarpBankAccess a, int t) {
    int most = 0;
    for (long w = a.firstWord(t); w <= a.lastWord(t); w++) {
      most = Math.max(most, a.words(a.phase(t), WarpBankAccess.bank(w)).size());
    }
    return most;
  }

  private static void cell(SvgCanvas c, WarpBankAccess a, int m, int n, int t, int x, int y) {
    long word = Math.floorDiv((long) a.tile().index().applyAsInt(m, n) * a.size().bytes,
        WarpBankAccess.WORD_BYTES);
    int bank = WarpBankAccess.bank(word);
    StringBuilder sb = c.sb;
    sb.append("<g class=\"cell\" data-row=\"").append(m).append("\" data-col=\"").append(n)
        .append("\" data-bank=\"").append(bank);
    if (t >= 0) {
      sb.append("\" data-thread=\"").append(t);
    }
    sb.append("\"><title>(").append(m).append(',').append(n).append("): element ")
        .append(a.tile().index().applyAsInt(m, n)).append(", bank ").append(bank)
        .append(a.size().bytes == 8 ? " and " + WarpBankAccess.bank(word + 1) : "")
        .append(t >= 0 ? ", read by thread " + t : "").append("</title><rect x=\"").append(x)
        .append("\" y=\"").append(y).append("\" width=\"").append(CELL_W).append("\" height=\"")
        .append(CELL_H).append("\" fill=\"").append(t >= 0 ? fill(wordsOfBanks(a, t)) : "#ffffff")
        .append("\" stroke=\"#999999\" stroke-width=\"1\"/><text x=\"").append(x + CELL_W / 2)
        .append("\" y=\"").append(y + 13).append("\" font-size=\"11\" fill=\"")
        .append(t >= 0 ? "#000000" : "#888888").append("\">").append(bank)
        .append(a.size().bytes == 8 ? "," + WarpBankAccess.bank(word + 1) : "").append("</text>");
    if (t >= 0) {
      sb.append("<text x=\"").append(x + CELL_W / 2).append("\" y=\"").append(y + 28)
          .append("\" font-size=\"12\" font-weight=\"bold\">t").append(t).append("</text>");
    }
    sb.append("</g>\n");
  }

  private static void chart(SvgCanvas c, WarpBankAccess a, int p, int y) {
    int x0 = SvgCanvas.PAD + 40;
    int first = p * (WarpBankAccess.WARP / a.phases());
    int last = Math.min(a.threads(), first + WarpBankAccess.WARP / a.phases()) - 1;
    StringBuilder sb = c.sb;
    sb.append("<g class=\"banks\" data-phase=\"").append(p).append("\" font-size=\"11\"")
        .append(" text-anchor=\"middle\">\n<text x=\"").append(SvgCanvas.PAD).append("\" y=\"")
        .append(y + 12).append("\" font-size=\"13\" text-anchor=\"start\" fill=\"#333333\">")
        .append(a.phases() > 1 ? "half-warp " + p + " (threads " + first + " to " + last + "): " : "")
        .append("the words each bank serves, one square each, first reader named</text>\n")
        .append("<text x=\"").append(SvgCanvas.PAD).append("\" y=\"").append(y + 34)
        .append("\" text-anchor=\"start\" fill=\"#555555\">bank</text>\n");
    for (int b = 0; b < WarpBankAccess.BANKS; b++) {
      int x = x0 + b * SQUARE_W;
      sb.append("<text x=\"").append(x + SQUARE_W / 2).append("\" y=\"").append(y + 34)
          .append("\" fill=\"#555555\">").append(b).append("</text>\n");
      List<Long> words = a.words(p, b);
      for (int k = 0; k < words.size(); k++) {
        List<Integer> readers = a.readers(p, words.get(k));
        int sy = y + 40 + k * SQUARE_H;
        sb.append("<g class=\"word\" data-phase=\"").append(p).append("\" data-bank=\"").append(b)
            .append("\" data-word=\"").append(words.get(k)).append("\" data-threads=\"")
            .append(join(readers)).append("\"><title>bank ").append(b).append(", word ")
            .append(words.get(k)).append(" (byte ").append(words.get(k) * 4).append("): thread")
            .append(readers.size() > 1 ? "s " : " ").append(join(readers))
            .append("</title><rect x=\"").append(x).append("\" y=\"").append(sy)
            .append("\" width=\"").append(SQUARE_W).append("\" height=\"").append(SQUARE_H)
            .append("\" fill=\"").append(fill(words.size())).append("\" stroke=\"#333333\"")
            .append(" stroke-width=\"").append(readers.size() > 1 ? 3 : 1)
            .append("\"/><text x=\"").append(x + SQUARE_W / 2).append("\" y=\"").append(sy + 15)
            .append("\">t").append(readers.get(0)).append("</text></g>\n");
      }
    }
    sb.append("</g>\n");
  }

  private static String join(List<Integer> threads) {
    StringBuilder sb = new StringBuilder();
    for (int t : threads) {
      sb.append(sb.length() == 0 ? "" : " ").append(t);
    }
    return sb.toString();
  }
}
