package dev.strided.render;

/**
 * Cell colours: the hue cycles with {@code index mod 8}.
 *
 * <p>Why a short cycle rather than a gradient over the cosize: with a period of 8, cells whose indices
 * differ by a multiple of 8 share a colour, so a stride of 8 (or 16, 32, ...) along a mode draws a
 * stripe of one colour, a stride of 1 draws a rainbow sweep, a stride of 2 skips every other hue, and a
 * swizzle shows up as a permuted rainbow. Neighbouring indices always get clearly different colours,
 * which a gradient over a large cosize cannot promise. CuTe's {@code print_latex} likewise cycles a
 * short palette by index. Because equal colours repeat, colour alone cannot show holes: the index
 * map under each picture does ({@link IndexMapSvg}). The eight colours are pastel (HSL lightness 80%) so black labels stay
 * readable; they step 45° around the hue circle.
 */
final class Palette {
  /** The cycle length. */
  static final int PERIOD = 8;

  private static final String[] COLOURS = {
    "#f2a6a6", "#f2dfa6", "#ccf2a6", "#a6f2b9", "#a6f2f2", "#a6b9f2", "#cca6f2", "#f2a6df",
  };

  private Palette() {}

  /**
   * The fill colour of a cell.
   *
   * @param index the cell's index, may be negative (negative strides)
   * @return a {@code #rrggbb} colour; {@code colour(3)}, {@code colour(11)} and {@code colour(-5)}
   *     are equal
   */
  static String colour(int index) {
    return COLOURS[Math.floorMod(index, PERIOD)];
  }
}
