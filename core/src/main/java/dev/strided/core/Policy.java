package dev.strided.core;

/** What the algebra does where CuTe C++ rounds a quotient up ({@code ceil_div}) and a tile overhangs. */
public enum Policy {
  /** C++'s behaviour: the last tile overhangs, even a tile larger than the layout (the runtime). */
  ROUND_UP,
  /**
   * An {@link AlgebraException} instead (annotations: tiles never overhang); a tile larger than
   * the whole static extent it divides is refused as such ({@code TileFit}).
   */
  REFUSE_OVERHANG,
  /**
   * C++'s rounding where an extent is a name or a tile does not divide it, but a tile larger than
   * the whole static extent it divides is refused: not one tile fits, a mistake rather than an
   * overhang (annotations with {@code masked = true}).
   */
  MASKED
}
