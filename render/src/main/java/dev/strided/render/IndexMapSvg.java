package dev.strided.render;

import java.util.List;

/**
 * The index map below a picture: every index from the smallest to the largest, in rows, coloured as
 * in the grid when a coordinate uses it and hatched grey when none does (a hole). An index used by
 * n coordinates (a stride-0 or overlapping layout) is labelled {@code index×n} with a thick border.
 */
final class IndexMapSvg {
  private static final String HOLE_FILL = "#eeeeee";
  private static final String HOLE_INK = "#999999";

  private IndexMapSvg() {}

  static void draw(StringBuilder sb, SvgGeometry g, GridCells cells, String rangeWord) {
    sb.append("<g class=\"index-map\" font-size=\"11\">\n");
    List<String> caption = caption(cells, rangeWord);
    for (int k = 0; k < caption.size(); k++) {
      sb.append("<text class=\"map-caption\" x=\"").append(SvgGeometry.PAD).append("\" y=\"")
          .append(g.mapY + 13 + 16 * k).append("\" font-size=\"13\" fill=\"#333333\">")
          .append(Xml.escape(caption.get(k))).append("</text>\n");
    }
    if (cells.uses != null) {
      for (int k = 0; k < cells.uses.length; k++) {
        square(sb, g, k, cells.min + k, cells.uses[k]);
      }
    }
    sb.append("</g>\n");
  }

  /** The two lines above the squares (or instead of them, for a range too long to draw). */
  static List<String> caption(GridCells cells, String rangeWord) {
    String range = "indices " + cells.min + ".." + cells.max + " (" + rangeWord + " "
        + cells.range() + ")";
    return cells.uses == null
        ? List.of(range + ":", "too many to draw one by one (at most " + GridCells.MAX_MAPPED + ")")
        : List.of(range + ", one square each:", "coloured = used, grey hatched = hole"
            + (cells.shared == 0 ? "" : ", ×n = used n times"));
  }

  private static void square(StringBuilder sb, SvgGeometry g, int k, int index, int uses) {
    int x = SvgGeometry.PAD + (k % g.mapPerRow) * g.mapSquareW;
    int y = g.mapY + SvgGeometry.MAP_CAPTION_H + (k / g.mapPerRow) * SvgGeometry.MAP_SQUARE_H;
    int w = g.mapSquareW;
    int h = SvgGeometry.MAP_SQUARE_H;
    boolean hole = uses == 0;
    sb.append("<g class=\"").append(hole ? "hole" : "index").append("\" data-index=\"")
        .append(index).append("\" data-uses=\"").append(uses).append("\"><title>index ")
        .append(index).append(hole ? ": a hole, no coordinate maps here"
            : uses == 1 ? ": used by 1 coordinate" : ": used by " + uses + " coordinates")
        .append("</title><rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"")
        .append(w).append("\" height=\"").append(h).append("\" fill=\"")
        .append(hole ? HOLE_FILL : Palette.colour(index)).append("\" stroke=\"")
        .append(hole ? HOLE_INK : "#333333").append("\" stroke-width=\"")
        .append(uses > 1 ? 3 : 1).append("\"/>");
    String label = uses > 1 ? index + "×" + uses : Integer.toString(index);
    if (hole) {
      sb.append("<path d=\"M").append(x).append(' ').append(y + h).append(" L").append(x + w)
          .append(' ').append(y).append("\" stroke=\"").append(HOLE_INK)
          .append("\" stroke-width=\"1\"/>");
    }
    sb.append("<text x=\"").append(x + w / 2).append("\" y=\"").append(y + h / 2 + 4)
        .append("\" text-anchor=\"middle\" fill=\"").append(hole ? HOLE_INK : "#000000")
        .append("\">").append(label).append("</text></g>\n");
  }
}
