package dev.strided.render;

import java.util.List;

/**
 * The frame the access pictures share ({@link ThreadValueSvg}, {@link BankSvg}): a standalone SVG
 * that scales to the page width up to its natural size, its tooltip title, a white ground, the title
 * drawn (unless a page shows it as its heading), lines of summary, and numbered rows and columns.
 *
 * <pre>{@code
 * SvgCanvas c = new SvgCanvas(400, 300, "(4,2):(2,1)", true);
 * c.lines(List.of("8 cells"), c.top());
 * String svg = c.close();
 * }</pre>
 */
final class SvgCanvas {
  static final int PAD = SvgGeometry.PAD;
  /** Height of the drawn title. */
  static final int TITLE_H = 30;
  /** Height of one summary line (13px). */
  static final int LINE_H = 18;
  /** Width of one character of the 13px summary font. */
  static final int LINE_CHAR_W = SvgGeometry.SUMMARY_CHAR_W;
  /** Width of one character of the 16px bold title font. */
  static final int TITLE_CHAR_W = 10;

  final StringBuilder sb = new StringBuilder(8192);
  private final int top;

  SvgCanvas(int width, int height, String title, boolean visibleTitle) {
    String t = Xml.escape(title);
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"100%\"")
        .append(" viewBox=\"0 0 ").append(width).append(' ').append(height)
        .append("\" style=\"max-width: ").append(width).append("px; height: auto\"")
        .append(" preserveAspectRatio=\"xMinYMin meet\" font-family=\"monospace\">\n")
        .append("<title>").append(t).append("</title>\n")
        .append("<rect width=\"").append(width).append("\" height=\"").append(height)
        .append("\" fill=\"#ffffff\"/>\n");
    if (visibleTitle) {
      sb.append("<text class=\"title\" x=\"").append(PAD).append("\" y=\"").append(PAD + 20)
          .append("\" font-size=\"16\" font-weight=\"bold\" fill=\"#000000\">").append(t)
          .append("</text>\n");
    }
    top = PAD + (visibleTitle ? TITLE_H : 0);
  }

  /** Where the content starts: under the title if drawn. */
  int top() {
    return top;
  }

  /** Summary lines from {@code y} (the first line's top) down, {@link #LINE_H} apart. */
  void lines(List<String> lines, int y) {
    for (int k = 0; k < lines.size(); k++) {
      sb.append("<text class=\"summary\" x=\"").append(PAD).append("\" y=\"")
          .append(y + 13 + LINE_H * k).append("\" font-size=\"13\" fill=\"#333333\">")
          .append(Xml.escape(lines.get(k))).append("</text>\n");
    }
  }

  /** Row numbers left of a grid and column numbers above it. */
  void headers(int gridX, int gridY, int cellW, int cellH, int rows, int cols) {
    sb.append("<g class=\"headers\" font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\">\n");
    for (int j = 0; j < cols; j++) {
      sb.append("<text class=\"col-header\" data-col=\"").append(j).append("\" x=\"")
          .append(gridX + j * cellW + cellW / 2).append("\" y=\"").append(gridY - 6).append("\">")
          .append(j).append("</text>\n");
    }
    for (int i = 0; i < rows; i++) {
      sb.append("<text class=\"row-header\" data-row=\"").append(i).append("\" x=\"")
          .append(gridX - 8).append("\" y=\"").append(gridY + i * cellH + cellH / 2 + 4)
          .append("\" text-anchor=\"end\">").append(i).append("</text>\n");
    }
    sb.append("</g>\n");
  }

  /** A grey hatched square, as the index map draws a hole. */
  void hatch(int x, int y, int w, int h) {
    sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w)
        .append("\" height=\"").append(h).append("\" fill=\"#eeeeee\" stroke=\"#999999\"")
        .append(" stroke-width=\"1\"/><path d=\"M").append(x).append(' ').append(y + h)
        .append(" L").append(x + w).append(' ').append(y).append("\" stroke=\"#999999\"")
        .append(" stroke-width=\"1\"/>");
  }

  /** The finished document. */
  String close() {
    return sb.append("</svg>\n").toString();
  }

  /** The width the longest of {@code lines} needs, padding included. */
  static int linesWidth(List<String> lines) {
    return 2 * PAD + LINE_CHAR_W * lines.stream().mapToInt(String::length).max().orElse(0);
  }
}
