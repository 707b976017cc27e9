// The Hopper GEMM's layouts written by hand in CuTe C++: the reference the header-driven kernel is
// measured against (the same kernel, the same types, none of them from Java). A policy gives the
// kernel (sm90_gemm_kernel.cuh) everything it tiles with: the element of A and B, the GMMA tiled MMA,
// the 128-byte-swizzled K-major shared-memory stages (one stage of A or B is its TMA box), the
// global layouts (A and B K-major with leading dimensions, C N-major) and C's CTA tiles.
#pragma once
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>

namespace hand_sm90 {
using namespace cute;

// BF16 in, FP32 accumulation, C in FP32 or BF16: 128 x 256 x 64 CTA tiles, two 64 x 256 x 16 GMMA warp groups along M,
// four stages of 48 KiB.
struct Bf16 {
  using Element = bfloat16_t;
  using TiledMma = decltype(make_tiled_mma(
      SM90_64x256x16_F32BF16BF16_SS<GMMA::Major::K, GMMA::Major::K>{}, Layout<Shape<_2, _1, _1>>{},
      Tile<_128, _256, _16>{}));
  using SmemA = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<_128, _64, _4>{}));
  using SmemB = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<_256, _64, _4>{}));
  // C in BF16 is staged for its TMA store: four 64 x 64 chunks (two per consumer warp group), N
  // contiguous in the same 128-byte swizzle; one chunk is the TMA box.
  using SmemC = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<_64, _64, _4>{}));
  CUTE_HOST_DEVICE static auto gmemA(int M, int K, int lda) {
    return make_layout(make_shape(M, K), make_stride(lda, Int<1>{}));
  }
  CUTE_HOST_DEVICE static auto gmemB(int N, int K, int ldb) {
    return make_layout(make_shape(N, K), make_stride(ldb, Int<1>{}));
  }
  CUTE_HOST_DEVICE static auto gmemC(int M, int N, int ldc) {
    return make_layout(make_shape(M, N), make_stride(ldc, Int<1>{}));
  }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N, int ldc) {
    return zipped_divide(gmemC(M, N, ldc), Shape<_128, _256>{});
  }
};

// TF32 (FP32 in memory, the tensor cores read 19 bits), FP32 accumulation: 128 x 256 x 32 CTA tiles
// (32 four-byte elements are one 128-byte swizzle row), two 64 x 256 x 8 GMMA warp groups.
struct Tf32 {
  using Element = tfloat32_t;
  using TiledMma = decltype(make_tiled_mma(SM90_64x256x8_F32TF32TF32_SS_TN<>{}, Layout<Shape<_2, _1, _1>>{},
                                           Tile<_128, _256, _8>{}));
  using SmemA = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<_128, _32, _4>{}));
  using SmemB = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<Element>{}, Shape<_256, _32, _4>{}));
  CUTE_HOST_DEVICE static auto gmemA(int M, int K, int lda) { return Bf16::gmemA(M, K, lda); }
  CUTE_HOST_DEVICE static auto gmemB(int N, int K, int ldb) { return Bf16::gmemB(N, K, ldb); }
  CUTE_HOST_DEVICE static auto gmemC(int M, int N, int ldc) { return Bf16::gmemC(M, N, ldc); }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N, int ldc) { return Bf16::ctaC(M, N, ldc); }
};
}  // namespace hand_sm90
