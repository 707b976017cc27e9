package dev.strided.samples.cuda;

import dev.strided.annotations.TiledMma;

/**
 * The SIMT SGEMM's MMA and copy (in {@code samples/cuda/sgemm_kernel.cuh}) as javac-checked atoms:
 * the kernel builds {@code make_tiled_mma(UniversalFMA<float,float,float>{}, MmaThreads,
 * make_tile(MmaPermutation, MmaPermutation, _1))} and
 * {@code make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float>{}, CopyThreads,
 * CopyValues)} from the layouts of {@link SgemmLayouts}; {@code SgemmMma} here and
 * {@code SgemmCopy} (on {@link SgemmLayouts}, beside the shared-memory tiles it writes, whose
 * {@code copies} name it) are the same objects, written as the atoms they are. The kernel keeps
 * including the layouts' headers (its {@code header_layouts.hpp}); the samples' tests check that
 * these atoms' thread-value layouts are the ones those layouts give the kernel, and that the MMA's
 * C partition is the epilogue's {@code ThreadValueC}.
 *
 * <pre>{@code int threads = SgemmMma.THREADS;   // 256, the block size the kernel is launched with}</pre>
 */
@TiledMma(name = "SgemmMma", atom = "UniversalFMA<float>", atoms = "(16,16,1)",
    permutation = "((16,4,2):(4,1,64),(16,4,2):(4,1,64),_1:_0)")
final class SgemmAtoms {
  private SgemmAtoms() {}
}
