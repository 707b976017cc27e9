package dev.strided.render;

import dev.strided.IntTuple;

/** Pixel sizes of one picture, all integers so the output is exact and reproducible. */
final class SvgGeometry {
  static final int PAD = 10;
  /** Generous width of one character of the 14px monospace label font (0.6 em ≈ 8.4 px). */
  static final int CHAR_W = 9;
  /** Width of one character of the 12px header font. */
  static final int HEADER_CHAR_W = 8;
  /** Width of one character of the 13px summary and 11px map fonts. */
  static final int SUMMARY_CHAR_W = 8;
  static final int MAP_CHAR_W = 7;
  private static final int TITLE_CHAR_W = 10;
  private static final int TITLE_H = 30;
  private static final int SUMMARY_H = 22;
  static final int MAP_GAP = 28;
  static final int MAP_CAPTION_H = 38;
  static final int MAP_SQUARE_H = 24;

  final int cellW;
  final int cellH = 28;
  final int gridX;
  final int gridY;
  final int summaryY;
  final int mapY;
  final int mapPerRow;
  final int mapSquareW;
  final int width;
  final int height;

  SvgGeometry(GridCells cells, int titleChars, int summaryChars, int captionChars) {
    IndexGrid grid = cells.grid;
    int colCoordChars = 0;
    if (grid.colShape() instanceof IntTuple.Tuple) {
      for (int j = 0; j < grid.cols(); j++) {
        colCoordChars = Math.max(colCoordChars, GridCells.coordinate(grid.colShape(), j).length());
      }
    }
    int rowHeaderChars = Integer.toString(grid.rows() - 1).length();
    if (grid.rowShape() instanceof IntTuple.Tuple) {
      rowHeaderChars += 1 + GridCells.coordinate(grid.rowShape(), grid.rows() - 1).length();
    }
    cellW = evenUp(Math.max(36, Math.max(CHAR_W * cells.labelChars() + 16,
        HEADER_CHAR_W * colCoordChars + 8)));
    int rowHeaderW = evenUp(Math.max(24, HEADER_CHAR_W * rowHeaderChars + 16));
    int top = PAD + (titleChars > 0 ? TITLE_H : 0);
    summaryY = top + 15;
    gridX = PAD + rowHeaderW;
    gridY = top + SUMMARY_H + (grid.colShape() instanceof IntTuple.Tuple ? 40 : 22);
    int gridBottom = gridY + grid.rows() * cellH;
    mapY = gridBottom + MAP_GAP;
    int mapW;
    int mapH;
    if (cells.uses == null) {
      mapPerRow = 0;
      mapSquareW = 0;
      mapW = 0;
      mapH = MAP_CAPTION_H;
    } else {
      mapPerRow = perRow(cells.uses.length);
      int usesChars = cells.shared == 0 ? 0 : 1 + Integer.toString(cells.cells()).length();
      mapSquareW = evenUp(Math.max(24, MAP_CHAR_W * (cells.labelChars() + usesChars) + 8));
      mapW = mapPerRow * mapSquareW;
      mapH = MAP_CAPTION_H + ((cells.uses.length + mapPerRow - 1) / mapPerRow) * MAP_SQUARE_H;
    }
    int widest = Math.max(gridX + grid.cols() * cellW, PAD + mapW);
    widest = Math.max(widest, PAD + TITLE_CHAR_W * titleChars);
    widest = Math.max(widest, PAD + SUMMARY_CHAR_W * Math.max(summaryChars, captionChars));
    width = widest + PAD;
    height = mapY + mapH + PAD;
  }

  /** Squares per map row: a power of two from 8 to 64, about twice as many columns as rows. */
  private static int perRow(int indices) {
    int n = 8;
    while (n < 64 && (long) n * n < 2L * indices) {
      n *= 2;
    }
    return n;
  }

  private static int evenUp(int v) {
    return v + (v & 1);
  }
}
