package dev.strided.atom;

import dev.strided.SwizzledLayout;
import java.util.List;

/**
 * What {@link BankConflicts#smemFor} chose and why: the layout, its atom, the wavefronts each copy
 * costs on it (all warps), and the best candidate of every other swizzle width, which lost.
 *
 * <pre>{@code
 * TiledCopy cpAsync = TiledCopy.of(CopyAtom.of("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16),
 *     Layout.parse("(_16,_8):(_8,_1)"), Layout.parse("(_1,_8)"));
 * TiledCopy ldsm = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), TiledMma.of(
 *     MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"), Tiler.parse("(_32,_32,_16)")));
 * SmemChoice c = BankConflicts.smemFor(IntTuple.parse("(_64,_64)"), cpAsync, ldsm);
 * c.atom();             // Sw<3,3,3> o _0 o (_8,_64):(_64,_1), GMMA::Layout_K_SW128_Atom of 16-bit values
 * c.wavefronts();       // [64, 128]: both copies at their ideal
 * c.why();              // the lines above and the losers'
 * }</pre>
 *
 * @param layout the chosen layout: the atom tiled to the tile shape
 * @param atom the atom, and the GMMA atom's name when it is one
 * @param wavefronts per copy, in the order given, the wavefronts of all its warps
 * @param idealWavefronts per copy, the ideal (one per 32 distinct words of a phase)
 * @param candidates how many candidates fit the tile shape
 * @param fullWidth how many of them let every copy vectorize at its full width
 * @param losers per other swizzle width, its best candidate's wavefronts, or why none qualified
 */
public record SmemChoice(SwizzledLayout layout, String atom, List<Integer> wavefronts,
    List<Integer> idealWavefronts, int candidates, int fullWidth, List<String> losers) {

  /** Copies the lists. */
  public SmemChoice {
    wavefronts = List.copyOf(wavefronts);
    idealWavefronts = List.copyOf(idealWavefronts);
    losers = List.copyOf(losers);
  }

  /**
   * The total wavefronts over all copies.
   *
   * <pre>{@code c.totalWavefronts();   // 192, c of the class example}</pre>
   */
  public int totalWavefronts() {
    return wavefronts.stream().mapToInt(Integer::intValue).sum();
  }

  /**
   * The explanation, one line each: what was chosen with each copy's wavefronts against the ideal,
   * the candidates tried, and the losers.
   *
   * <pre>{@code c.why().lines().findFirst();   // "chose Sw<3,3,3> o _0 o (_8,_64):(_64,_1), ..."}</pre>
   */
  public String why() {
    StringBuilder s = new StringBuilder("chose " + atom + " tiled to " + layout.shape()
        + ": wavefronts per copy " + wavefronts + " (ideal " + idealWavefronts + ")\n");
    s.append(fullWidth).append(" of ").append(candidates)
        .append(" candidates let every copy vectorize at full width\n");
    for (String loser : losers) {
      s.append(loser).append('\n');
    }
    return s.toString();
  }
}
