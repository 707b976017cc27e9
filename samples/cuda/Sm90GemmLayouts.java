package dev.strided.samples.cuda;

import dev.strided.annotations.Layout;
import dev.strided.annotations.SharedMemory;
import dev.strided.annotations.TiledMma;

/**
 * Every layout of the Hopper tensor-core GEMM in {@code samples/cuda/}
 * ({@code sm90_gemm_kernel.cuh}, {@code C(m,n) = Σ_k A(m,k)·B(n,k)}), checked by javac; with
 * {@code -Astrided.cute=true} the processor emits one CuTe header per layout, and
 * {@code header_layouts_sm90.hpp} builds the kernel's policies from them. It lives beside the kernel,
 * not in the samples module's sources: built with the processor's shaded jar, the classes generated
 * for {@code @TiledMma} import the runtime under its relocated package names and do not compile; the
 * run scripts and {@code CudaSm90SampleTest} run the processor on it directly.
 *
 * <ul>
 *   <li>{@code Sm90A}, {@code Sm90B}: A (M×K) and B (N×K), K-major with leading dimensions (TMA
 *       reads them: {@code assume} makes {@code lda}, {@code ldb} 16-byte multiples of BF16);
 *       {@code Sm90C}: C (M×N), N-major; each smem layout names its TMA copy
 *       ({@code "SM90_TMA_LOAD<bfloat16_t>(Sm90A)"}), so javac checks TMA can encode the map;
 *   <li>{@code Sm90CtaC}: C's 128×256 CTA tiles for any M and N ({@code masked}: the tile counts
 *       round up, the epilogue writes only inside C);
 *   <li>{@code SmemABf16}, {@code SmemBBf16}: four pipeline stages of A's 128×64 and B's 256×64
 *       BF16 tiles in CuTe's 128-byte-swizzled K-major GMMA atom (8 rows of 64 elements), the
 *       layout {@code wgmma} reads and TMA writes; one stage is the TMA box;
 *       {@code SmemATf32}, {@code SmemBTf32}: the same for TF32, 32 elements of K per stage (one
 *       128-byte row); each names the GMMA operand that reads it ({@code copies = "MmaBf16.A"}),
 *       so javac checks it is a tiling of the canonical GMMA atom that operand's descriptor
 *       expects. Their bank conflicts are not counted ({@code conflictFree} would check nothing):
 *       {@code wgmma} reads them through a descriptor and TMA writes them, neither with a warp's
 *       threads;
 *   <li>{@code SmemCBf16}: C in BF16 staged for its TMA store, four 64×64 chunks (two per consumer
 *       warp group, each of its 64 rows in turn) N-contiguous in the same 128-byte swizzle; one
 *       chunk is the TMA box;
 *   <li>{@code MmaBf16}, {@code MmaTf32}: two 64×256 GMMA warp groups along M, the CTA tile
 *       128×256 by the permutation; a tile that cuts the 64×256 atom, or a TF32 GMMA with an
 *       MN-major operand, is a javac error;
 *   <li>{@code GemmBf16Smem}, {@code GemmBf16OutSmem}, {@code GemmTf32Smem}: each kernel's whole
 *       {@code SharedStorage} (A and B, C's staging for a BF16 C, 2 × 4 pipeline barriers), whose
 *       {@code BYTES} is the launch's dynamic shared memory; over sm_90's 227 KiB is a javac error.
 * </ul>
 *
 * <pre>{@code
 * // javac -Astrided.cute=true ... writes dev/strided/samples/cuda/SmemABf16.hpp, used as
 * using SmemA = dev::strided::samples::cuda::SmemABf16_t;
 * }</pre>
 */
@Layout(name = "Sm90A", shape = "(M,K)", stride = "(lda,1)", assume = "lda % 8 == 0")
@Layout(name = "Sm90B", shape = "(N,K)", stride = "(ldb,1)", assume = "ldb % 8 == 0")
@Layout(name = "Sm90C", shape = "(M,N)", stride = "(ldc,1)", assume = "ldc % 8 == 0")
@Layout(name = "Sm90CtaC", of = "zipped_divide(Sm90C, (128,256))", masked = true)
@Layout(name = "SmemABf16",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))",
    copies = {"MmaBf16.A", "SM90_TMA_LOAD<bfloat16_t>(Sm90A)"})
@Layout(name = "SmemBBf16",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (256,64,4))",
    copies = {"MmaBf16.B", "SM90_TMA_LOAD<bfloat16_t>(Sm90B)"})
@Layout(name = "SmemATf32",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<tfloat32_t>, (128,32,4))",
    copies = {"MmaTf32.A", "SM90_TMA_LOAD<tfloat32_t>(Sm90A)"})
@Layout(name = "SmemBTf32",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<tfloat32_t>, (256,32,4))",
    copies = {"MmaTf32.B", "SM90_TMA_LOAD<tfloat32_t>(Sm90B)"})
@TiledMma(name = "MmaBf16",
    atom = "SM90_64x256x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>", atoms = "(2,1,1)",
    permutation = "(128,256,16)")
@TiledMma(name = "MmaTf32", atom = "SM90_64x256x8_F32TF32TF32_SS_TN", atoms = "(2,1,1)",
    permutation = "(128,256,8)")
@Layout(name = "SmemCBf16",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (64,64,4))",
    copies = "SM90_TMA_STORE<bfloat16_t>(Sm90C)")
@SharedMemory(name = "GemmBf16Smem", tiles = {"SmemABf16", "SmemBBf16"}, barriers = 2 * 4)
@SharedMemory(name = "GemmBf16OutSmem", tiles = {"SmemABf16", "SmemBBf16", "SmemCBf16"},
    barriers = 2 * 4)
@SharedMemory(name = "GemmTf32Smem", tiles = {"SmemATf32", "SmemBTf32"}, barriers = 2 * 4)
final class Sm90GemmLayouts {
  private Sm90GemmLayouts() {}
}
