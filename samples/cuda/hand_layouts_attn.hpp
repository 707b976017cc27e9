// The attention kernel's layouts written by hand in CuTe C++ (the reference the header-driven kernel is
// measured against): for head dimension D, 128 x BN tiles of S = Q·Kᵀ (BN = 128 keys a block, or 176
// at D 128 as FlashAttention-3 takes without a causal mask), two consumer warp groups of 64 rows each,
// two pipeline stages of K and V.
//   SmemQ (128,D), SmemK (BN,D,2): K-major in CuTe's 128-byte-swizzled GMMA atom (the TMA boxes);
//   SmemV (D,BN,2): V as the B operand of O += P·V, MN-major (D contiguous, as V lies in memory), in
//   slabs of 64 values of D holding every key of the block;
//   MmaS: S = Q·Kᵀ, GMMA SS; MmaO: O += P·V with P from registers (GMMA RS);
//   p_as_a: S's accumulator (FP32, then converted to BF16 in place) as MmaO's A operand;
//   rows: an accumulator fragment as (rows of this thread, values of one row).
#pragma once
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/arch/mma_sm90_gmma_ext.hpp>
#include <cute/atom/mma_traits_sm90_gmma_ext.hpp>

namespace hand_attn {
using namespace cute;

template <int D, int BN = 128>
struct Policy {
  static_assert(D == 64 || D == 128, "head dimensions 64 and 128");
  static_assert(BN == 128 || (BN == 176 && D == 128), "blocks of 128 keys, or 176 at D 128");
  using Element = bfloat16_t;
  static constexpr int kBlockM = 128, kBlockN = BN, kHeadDim = D;
  using AtomS = conditional_t<BN == 128, SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K, GMMA::Major::K>,
                              SM90_64x176x16_F32BF16BF16_SS<GMMA::Major::K, GMMA::Major::K>>;
  using MmaS = decltype(make_tiled_mma(AtomS{}, Layout<Shape<_2, _1, _1>>{}, Tile<_128, Int<BN>, _16>{}));
  using AtomO = conditional_t<D == 64, SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K, GMMA::Major::MN>,
                              SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K, GMMA::Major::MN>>;
  using MmaO = decltype(make_tiled_mma(AtomO{}, Layout<Shape<_2, _1, _1>>{}, Tile<_128, Int<D>, _16>{}));
  using SmemQ = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<_128, Int<D>>{}));
  using SmemK = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<Int<BN>, Int<D>, _2>{}));
  // V in 64-wide slabs of D, each holding every key of the block: the atom repeats along the keys
  // first, so each slab is one TMA box of 64 x BN (the default order would give boxes of 64 x 8).
  using SmemV = decltype(tile_to_shape(GMMA::Layout_MN_SW128_Atom<Element>{}, Shape<Int<D>, Int<BN>, _2>{},
                                       Step<_2, _1, _3>{}));

  // Q (Lq,D,H,B) and K (Lk,D,Hkv,B) D-contiguous; V as (D,Lk,Hkv,B), the B operand of P·V.
  CUTE_HOST_DEVICE static auto gmemQ(int l, int d, int h, int b, int row, int head, int batch) {
    return make_layout(make_shape(l, d, h, b), make_stride(row, Int<1>{}, head, batch));
  }
  CUTE_HOST_DEVICE static auto gmemK(int l, int d, int h, int b, int row, int head, int batch) {
    return gmemQ(l, d, h, b, row, head, batch);
  }
  CUTE_HOST_DEVICE static auto gmemVt(int d, int l, int h, int b, int row, int head, int batch) {
    return make_layout(make_shape(d, l, h, b), make_stride(Int<1>{}, row, head, batch));
  }
  // ((2,2,N/8),1,1) -> ((2,2,2),1,N/16): the k-th 16 columns of S are the k-th A block of P·V.
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto p_as_a(Acc acc) {
    auto v = get<0>(acc);
    auto blocks = logical_divide(get<2>(v), _2{});
    return make_layout(make_layout(get<0>(v), get<1>(v), get<0>(blocks)), get<1>(acc),
                       coalesce(make_layout(get<1>(blocks), get<2>(acc))));
  }
  // ((2,2,N/8),M,N) -> ((2,M),(2,N/8,N)): rows (the +8 row, M tiles), columns of one row.
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto rows(Acc acc) {
    auto v = get<0>(acc);
    return make_layout(make_layout(get<1>(v), get<1>(acc)), make_layout(get<0>(v), get<2>(v), get<2>(acc)));
  }
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto s_rows(Acc acc) { return rows(acc); }
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto o_rows(Acc acc) { return rows(acc); }
  // the lanes of a warp that share a row of an accumulator: lane ^ s for s an or of the mask's bits,
  // reduced by shuffles at these xor distances
  static constexpr int kRowLaneMask = 3;
  static constexpr int kRowShuffles = 2;
  CUTE_HOST_DEVICE static constexpr int row_shuffle(int i) { return i == 0 ? 1 : 2; }
};
}  // namespace hand_attn
