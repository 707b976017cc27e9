package dev.strided.samples.cuda;

import dev.strided.annotations.Layout;
import dev.strided.annotations.SharedMemory;
import dev.strided.annotations.TiledMma;

/**
 * Every layout of the Hopper attention kernel in {@code samples/cuda/} ({@code attention_kernel.cuh},
 * {@code O = softmax(Q·Kᵀ/√D)·V}), checked by javac; with {@code -Astrided.cute=true} the processor
 * emits one CuTe header per layout and {@code header_layouts_attn.hpp} builds the kernel's policies from
 * them (run_attention.sh and {@code CudaAttentionSampleTest} run the processor on this file directly,
 * as for {@code Sm90GemmLayouts}).
 *
 * <ul>
 *   <li>{@code AttnQ}, {@code AttnK}: Q (Lq×D per head and batch) and K, D-contiguous as PyTorch
 *       holds them; {@code AttnVt}: V read as the B operand of {@code P·V}, (D, Lk), MN-major;
 *   <li>{@code SmemQ64/128}: a 128-row Q tile in CuTe's 128-byte-swizzled K-major GMMA atom, the
 *       TMA box; {@code SmemK64/128}: two pipeline stages of 128 keys, the same atom;
 *       {@code SmemV64/128}: two stages of V as (D,128) in the MN-major atom, the layout the RS
 *       {@code wgmma} reads V with, in slabs of 64 values of D that each hold every key of the block
 *       ({@code Step<_2,_1,_3>}: the atom repeats along the keys first, so V's TMA box is 64 × 128,
 *       as K's, where the default order gives 64 × 8 at D 128); each names the GMMA operand that
 *       reads it, so javac checks it tiles the atom that operand's descriptor expects (an MN-major operand where the atom takes
 *       only K-major, as FP8 does, is an error), and the TMA copy that fills it, so javac checks
 *       TMA can encode the map ({@code assume}: the global strides are 16-byte multiples);
 *   <li>{@code MmaS128}: S = Q·Kᵀ, two 64×128 GMMA warp groups along M; {@code MmaO64/128}: O += P·V
 *       with P from registers ({@code _RS}), B MN-major; {@code aFrom} has javac prove S's accumulator
 *       is a register relabeling of their A (the header's {@code MmaO*_AFromC}) and {@code rowGroups}
 *       derives the lanes that share a row for softmax's reductions ({@code MmaS128_Rows});
 *   <li>{@code SmemK128x176}, {@code SmemV128x176}, {@code MmaS176}, {@code MmaO128x176}: the same at
 *       D 128 with blocks of 176 keys (S tiles of 128×176; FlashAttention-3's block for D 128
 *       without a causal mask), P·V reading 11 K blocks of 16 from S's accumulator;
 *   <li>{@code SmemK128Stages3}, {@code SmemV128Stages3}: K and V in three pipeline stages at D 128;
 *   <li>{@code AttnSmem64/128}, {@code AttnSmem128x176}, {@code AttnSmem128Stages3}: the kernel's
 *       whole {@code SharedStorage}, Q, K and V then the K and V pipelines' 2 × 2 (or 2 × 3) barriers
 *       and Q's one; {@code BYTES} is the launch's dynamic shared memory.
 * </ul>
 */
@Layout(name = "AttnQ", shape = "(Lq,D,H,B)", stride = "(ldq,1,hsq,bsq)",
    assume = {"ldq % 8 == 0", "hsq % 8 == 0", "bsq % 8 == 0"})
@Layout(name = "AttnK", shape = "(Lk,D,Hkv,B)", stride = "(ldk,1,hsk,bsk)",
    assume = {"ldk % 8 == 0", "hsk % 8 == 0", "bsk % 8 == 0"})
@Layout(name = "AttnVt", shape = "(D,Lk,Hkv,B)", stride = "(1,ldv,hsv,bsv)",
    assume = {"ldv % 8 == 0", "hsv % 8 == 0", "bsv % 8 == 0"})
@Layout(name = "SmemQ64",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64))",
    copies = {"MmaS128.A", "SM90_TMA_LOAD<bfloat16_t>(AttnQ)"})
@Layout(name = "SmemK64",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,2))",
    copies = {"MmaS128.B", "SM90_TMA_LOAD<bfloat16_t>(AttnK)"})
@Layout(name = "SmemV64",
    of = "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (64,128,2), Step<_2,_1,_3>)",
    copies = {"MmaO64.B", "SM90_TMA_LOAD<bfloat16_t>(AttnVt)"})
@Layout(name = "SmemQ128",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,128))",
    copies = {"MmaS128.A", "SM90_TMA_LOAD<bfloat16_t>(AttnQ)"})
@Layout(name = "SmemK128",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,128,2))",
    copies = {"MmaS128.B", "SM90_TMA_LOAD<bfloat16_t>(AttnK)"})
@Layout(name = "SmemV128",
    of = "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (128,128,2), Step<_2,_1,_3>)",
    copies = {"MmaO128.B", "SM90_TMA_LOAD<bfloat16_t>(AttnVt)"})
@Layout(name = "SmemK128x176",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (176,128,2))",
    copies = {"MmaS176.B", "SM90_TMA_LOAD<bfloat16_t>(AttnK)"})
@Layout(name = "SmemV128x176",
    of = "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (128,176,2), Step<_2,_1,_3>)",
    copies = {"MmaO128x176.B", "SM90_TMA_LOAD<bfloat16_t>(AttnVt)"})
@Layout(name = "SmemK128Stages3",
    of = "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,128,3))",
    copies = {"MmaS128.B", "SM90_TMA_LOAD<bfloat16_t>(AttnK)"})
@Layout(name = "SmemV128Stages3",
    of = "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (128,128,3), Step<_2,_1,_3>)",
    copies = {"MmaO128.B", "SM90_TMA_LOAD<bfloat16_t>(AttnVt)"})
@TiledMma(name = "MmaS128",
    atom = "SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>", atoms = "(2,1,1)",
    permutation = "(128,128,16)", rowGroups = true)
@TiledMma(name = "MmaO64",
    atom = "SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>", atoms = "(2,1,1)",
    permutation = "(128,64,16)", aFrom = "MmaS128", rowGroups = true)
@TiledMma(name = "MmaO128",
    atom = "SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>", atoms = "(2,1,1)",
    permutation = "(128,128,16)", aFrom = "MmaS128", rowGroups = true)
@TiledMma(name = "MmaS176",
    atom = "SM90_64x176x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>", atoms = "(2,1,1)",
    permutation = "(128,176,16)", rowGroups = true)
@TiledMma(name = "MmaO128x176",
    atom = "SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>", atoms = "(2,1,1)",
    permutation = "(128,128,16)", aFrom = "MmaS176", rowGroups = true)
@SharedMemory(name = "AttnSmem64", tiles = {"SmemQ64", "SmemK64", "SmemV64"},
    barriers = 2 * 2 * 2 + 1)
@SharedMemory(name = "AttnSmem128", tiles = {"SmemQ128", "SmemK128", "SmemV128"},
    barriers = 2 * 2 * 2 + 1)
@SharedMemory(name = "AttnSmem128Stages3",
    tiles = {"SmemQ128", "SmemK128Stages3", "SmemV128Stages3"}, barriers = 2 * 2 * 3 + 1)
@SharedMemory(name = "AttnSmem128x176", tiles = {"SmemQ128", "SmemK128x176", "SmemV128x176"},
    barriers = 2 * 2 * 2 + 1)
final class AttentionLayouts {
  private AttentionLayouts() {}
}
