package dev.strided.samples;

import dev.strided.annotations.Layout;
import dev.strided.annotations.TiledCopy;
import dev.strided.annotations.TiledMma;

/**
 * Shared memory of a half-precision tensor-core GEMM as CuTe's SM80 tutorial GEMM
 * ({@code examples/cute/tutorial/sgemm_sm80.cu}, its TN half-precision variant) builds it, with
 * the layout chosen at javac time by {@code smem_for} instead of by hand. The tutorial's facts:
 * 128×64 tiles of A and B, 3 pipeline stages, a 128-bit {@code cp.async} copy of 16×8 K-major
 * threads with 1×8 values, {@code SM80_16x8x16_F16F16F16F16_TN} over 2×2 atoms with a 32×32×16
 * tile, {@code ldmatrix.x4} ({@code SM75_U32x4_LDSM_N}) into the MMA's A and B; its hand-picked
 * layout is {@code Swizzle<3,3,3>} over an 8×64 atom of eight 8×8 blocks ({@code CuteSmemA}).
 *
 * <ul>
 *   <li>{@code HgemmSmemA}, {@code HgemmSmemB}: {@code smem_for((128,64,3), ...)} of the copy that
 *       writes the tile and the {@code ldmatrix} that reads it. It picks the same swizzle,
 *       {@code Sw<3,3,3>}, over 8 rows of 64 halves (128-byte rows), and the same cost: every
 *       phase of both copies one wavefront. Its atom is the row-major 8×64 (CuTe's
 *       {@code GMMA::Layout_K_SW128_Atom}) where the tutorial orders the same 8×64 block as eight
 *       8×8 blocks; the two put each 16-byte chunk of a row in other banks but spread every phase
 *       alike, and {@code smem_for} keeps the first candidate of the least cost, the GMMA atom.
 *       {@code copies} with {@code conflictFree = true} has javac check the choice again;
 *   <li>{@code CuteSmemA}: the tutorial's hand-picked layout, for comparison.
 * </ul>
 *
 * <pre>{@code HgemmSmemA.layout();   // Sw<3,3,3> o _0 o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192))}</pre>
 */
@TiledMma(name = "HgemmMma", atom = "SM80_16x8x16_F16F16F16F16_TN", atoms = "(2,2,1)",
    permutation = "(32,32,16)")
@TiledCopy(name = "HgemmCpAsync", atom = "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>",
    type = short.class, threads = "(16,8):(8,1)", values = "(1,8)")
@TiledCopy(name = "HgemmLdsmA", atom = "SM75_U32x4_LDSM_N", type = short.class,
    forA = "HgemmMma")
@TiledCopy(name = "HgemmLdsmB", atom = "SM75_U32x4_LDSM_N", type = short.class,
    forB = "HgemmMma")
@Layout(name = "HgemmSmemA", of = "smem_for((128,64,3), HgemmCpAsync, HgemmLdsmA)",
    copies = {"HgemmCpAsync", "HgemmLdsmA"}, conflictFree = true)
@Layout(name = "HgemmSmemB", of = "smem_for((128,64,3), HgemmCpAsync, HgemmLdsmB)",
    copies = {"HgemmCpAsync", "HgemmLdsmB"}, conflictFree = true)
@Layout(name = "CuteSmemA", of = "tile_to_shape(Sw<3,3,3> o (8,(8,8)):(8,(1,64)), (128,64,3))")
final class HgemmSmem {
  private HgemmSmem() {}
}
