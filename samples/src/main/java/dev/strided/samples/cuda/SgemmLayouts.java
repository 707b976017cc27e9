package dev.strided.samples.cuda;

import dev.strided.annotations.Layout;
import dev.strided.annotations.TiledCopy;

/**
 * Every layout of the CUDA SGEMM in {@code samples/cuda/} ({@code C(m,n) = Σ_k A(m,k)·B(n,k)}),
 * checked by javac; with {@code -Astrided.cute=true} the processor emits one CuTe header per layout,
 * and the kernel includes only those ({@code samples/cuda/header_layouts.hpp}).
 *
 * <ul>
 *   <li>{@code SgemmA}, {@code SgemmB}, {@code SgemmC}: A (M×K), B (N×K), C (M×N), column-major
 *       (M- and N-major), the sizes known at run time;
 *   <li>{@code CtaA}, {@code CtaB}, {@code CtaC}: the CTA tiles, 128×8, 128×8 and 128×128, by
 *       {@code zipped_divide}; the tiles must not overhang, so each says what it assumes, and
 *       {@code of(...)} and the kernel's launcher check it;
 *   <li>{@code SmemA}, {@code SmemB}: the shared-memory tile of three pipeline stages, 128×8×3,
 *       swizzled by {@code Sw<2,2,5>} (bits 7-8, the first two bits of k, flip bits 2-3 of the
 *       offset, so 16-byte groups stay whole for the 128-bit asynchronous copies); javac proves
 *       it a bijection onto its 3072 slots, and that {@code SgemmCopy}, the {@code cp.async} that
 *       writes it, vectorizes at 16 bytes and is free of bank conflicts ({@code copies},
 *       {@code conflictFree = true}); the MMA's reads ({@code partition_A}, thread by thread, not
 *       a tiled copy) are not a {@code copies} entry;
 *   <li>{@code SgemmCopy}: that copy, 32×8 threads of a column of 4 floats each, the one the
 *       kernel builds from {@code CopyThreads} and {@code CopyValues};
 *   <li>{@code CopyThreads}, {@code CopyValues}: the 256 threads of the copy, 32×8, each moving a
 *       column of 4 floats; {@code MmaThreads}: the 16×16 threads of the FMA outer product;
 *   <li>{@code MmaPermutation}: the order in which the MMA's rows (and columns) are dealt to the
 *       16 threads, 8 each: thread {@code t} takes rows {@code 4t..4t+3} and {@code 64+4t..64+4t+3},
 *       so each k step reads its A and B values from shared memory as two 16-byte vectors each
 *       rather than eight single floats (javac proves it a permutation of the 128 rows);
 *   <li>{@code ThreadValueC}: thread and value to position in the 128×128 C tile, the epilogue's
 *       partition, the C tile permuted like the MMA and divided among the 16×16 threads: thread
 *       {@code (tm, tn)} holds rows {@code 4 tm + i + 64 i'} and columns {@code 4 tn + j + 64 j'}
 *       ({@code MmaPermutation} in each mode). javac checks it covers the tile once with as many
 *       threads as the MMA has, and that the copy has as many threads as the MMA (the block size
 *       the kernel is launched with); {@code layouts_check.cpp} checks it is CuTe's division of
 *       the C tile permuted by {@code MmaPermutation};
 *   <li>{@code CtaAMasked}, {@code CtaBMasked}, {@code CtaCMasked}: the same tiles for any M, N
 *       and K: the tile counts round up ({@code ceil_div}), and each header's
 *       {@code <Name>_shape(...)} gives the extents the kernel's predicates compare with
 *       ({@code elem_less}), as CuTe's own masked kernels do.
 * </ul>
 */
@Layout(name = "SgemmA", shape = "(M,K)")
@Layout(name = "SgemmB", shape = "(N,K)")
@Layout(name = "SgemmC", shape = "(M,N)")
@Layout(name = "CtaA", of = "zipped_divide(SgemmA, (128,8))",
    assume = {"M % 128 == 0", "K % 8 == 0"})
@Layout(name = "CtaB", of = "zipped_divide(SgemmB, (128,8))",
    assume = {"N % 128 == 0", "K % 8 == 0"})
@Layout(name = "CtaC", of = "zipped_divide(SgemmC, (128,128))",
    assume = {"M % 128 == 0", "N % 128 == 0"})
@Layout(name = "SmemA", of = "Sw<2,2,5> o (128,8,3)", injective = true, compact = true,
    copies = "SgemmCopy", conflictFree = true)
@Layout(name = "SmemB", of = "Sw<2,2,5> o (128,8,3)", injective = true, compact = true,
    copies = "SgemmCopy", conflictFree = true)
@Layout(name = "CopyThreads", shape = "(32,8)")
@Layout(name = "CopyValues", shape = "(4,1)")
@Layout(name = "MmaThreads", shape = "(16,16,1)")
@Layout(name = "MmaPermutation", shape = "(16,4,2)", stride = "(4,1,64)", injective = true,
    compact = true)
@Layout(name = "BlockC", shape = "(128,128)")
@Layout(name = "ThreadValueC", shape = "((16,16),((4,2),(4,2)))",
    stride = "((4,512),((1,64),(128,8192)))", injective = true, compact = true,
    require = {"size(ThreadValueC, 0) == size(MmaThreads)",
        "size(ThreadValueC) == size(BlockC)", "size(CopyThreads) == size(MmaThreads)",
        "size(MmaThreads) == 256"})
@Layout(name = "CtaAMasked", of = "zipped_divide(SgemmA, (128,8))", masked = true)
@Layout(name = "CtaBMasked", of = "zipped_divide(SgemmB, (128,8))", masked = true)
@Layout(name = "CtaCMasked", of = "zipped_divide(SgemmC, (128,128))", masked = true)
@TiledCopy(name = "SgemmCopy", atom = "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", type = float.class,
    threads = "(32,8)", values = "(4,1)")
final class SgemmLayouts {
  private SgemmLayouts() {}
}
