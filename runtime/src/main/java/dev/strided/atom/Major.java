package dev.strided.atom;

/**
 * Which mode of a GMMA operand is contiguous in shared memory (CuTe's {@code GMMA::Major}): {@code K}
 * for a K-major operand (CuTe's "T" side of "TN"), {@code MN} for an M- or N-major one.
 *
 * <pre>{@code MmaAtom.of("SM90_64x128x16_F32BF16BF16_SS", Major.K, Major.MN).name();
 * // SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::MN>}</pre>
 */
public enum Major {
  /** K-major: consecutive K elements are adjacent. */
  K,
  /** M- or N-major: consecutive M (for A) or N (for B) elements are adjacent. */
  MN;

  /** CuTe's spelling, {@code GMMA::Major::K}. */
  String cuteName() {
    return "GMMA::Major::" + name();
  }
}
