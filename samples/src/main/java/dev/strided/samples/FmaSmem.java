package dev.strided.samples;

import dev.strided.annotations.Layout;
import dev.strided.annotations.TiledCopy;
import dev.strided.annotations.TiledMma;

/**
 * Shared memory of a SIMT single-precision GEMM as CuTe's SM80 tutorial GEMM
 * ({@code examples/cute/tutorial/sgemm_sm80.cu}, its TN variant) builds it: a 128×8 tile of A,
 * 3 stages, written by a 32-bit {@code cp.async} of 32×8 K-major threads (one float each) and read
 * by {@code UniversalFMA} over 16×16 threads. The tutorial pads by hand, M-major with K stride
 * 129 ({@code PaddedSmemA}), so the MMA's reads down M are conflict-free; {@code smem_for} of the
 * copy and of a 32-bit read of the MMA's A partition ({@code make_tiled_copy_A}, the scalar loads
 * the MMA's {@code copy} makes) finds a layout with fewer wavefronts.
 *
 * <ul>
 *   <li>{@code FmaSmemA}: {@code smem_for((128,8,3), FmaCpAsync, FmaReadA)}, an unpadded
 *       {@code Sw<2,2,3>} over 16×8 M-major atoms: the reads cost what they cost on the padding,
 *       and the copy's writes, 4-way on the padding (a warp writes 4 rows of 8 K, and
 *       {@code m + 129 k} puts 4 of them in one bank), become conflict-free; it also needs no
 *       padding (3072 floats, not 3096);
 *   <li>{@code PaddedSmemA}: the tutorial's padded layout, for comparison.
 * </ul>
 *
 * <pre>{@code FmaSmemA.layout();   // Sw<2,2,3> o _0 o ((_16,_8),(_8,_1),(_1,_3)):((_1,_128),(_16,_0),(_0,_1024))}</pre>
 */
@TiledMma(name = "FmaMma", atom = "UniversalFMA<float>", atoms = "(16,16,1)")
@TiledCopy(name = "FmaCpAsync", atom = "SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", type = float.class,
    threads = "(32,8):(8,1)", values = "(1,1)")
@TiledCopy(name = "FmaReadA", atom = "UniversalCopy<uint32_t>", type = float.class,
    forA = "FmaMma")
@Layout(name = "FmaSmemA", of = "smem_for((128,8,3), FmaCpAsync, FmaReadA)",
    copies = {"FmaCpAsync", "FmaReadA"}, conflictFree = true)
@Layout(name = "PaddedSmemA", shape = "(128,8,3)", stride = "(1,129,1032)")
final class FmaSmem {
  private FmaSmem() {}
}
