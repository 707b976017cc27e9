// The Hopper GEMM's layouts as javac checked them: the policies header_sm90::Bf16 and Tf32 take every
// layout from the headers the Strided processor emits for
// samples/src/main/java/dev/strided/samples/cuda/Sm90GemmLayouts.java (run_sm90.sh and CI put them
// under build/classes/cute): the global layouts, C's masked CTA tiles and the GMMA shared-memory
// stages, whose first two modes are the TMA boxes. The tiled MMA is the one thing still written in
// C++ here: the descriptor's @TiledMma (MmaBf16, MmaTf32) is checked by javac, but the processor does
// not emit CuTe headers for @TiledMma yet; the type below is make_tiled_mma of the same atom, atom
// layout and permutation. sm90_compile_check.cu asserts that each member has the hand-written
// policy's C++ type.
#pragma once
#include <cute/tensor.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <dev/strided/samples/cuda/Sm90A.hpp>
#include <dev/strided/samples/cuda/Sm90B.hpp>
#include <dev/strided/samples/cuda/Sm90C.hpp>
#include <dev/strided/samples/cuda/Sm90CtaC.hpp>
#include <dev/strided/samples/cuda/SmemABf16.hpp>
#include <dev/strided/samples/cuda/SmemATf32.hpp>
#include <dev/strided/samples/cuda/SmemBBf16.hpp>
#include <dev/strided/samples/cuda/SmemBTf32.hpp>

namespace header_sm90 {
namespace emitted = dev::strided::samples::cuda;

// What the two precisions share: the global layouts and C's CTA tiles.
struct Gmem {
  CUTE_HOST_DEVICE static auto gmemA(int M, int K, int lda) { return emitted::Sm90A(M, K, lda); }
  CUTE_HOST_DEVICE static auto gmemB(int N, int K, int ldb) { return emitted::Sm90B(N, K, ldb); }
  CUTE_HOST_DEVICE static auto gmemC(int M, int N, int ldc) { return emitted::Sm90C(M, N, ldc); }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N, int ldc) { return emitted::Sm90CtaC(M, N, ldc); }
};

struct Bf16 : Gmem {
  using Element = cute::bfloat16_t;
  using SmemA = emitted::SmemABf16_t;
  using SmemB = emitted::SmemBBf16_t;
  // @TiledMma MmaBf16, until the processor emits it
  using TiledMma = decltype(cute::make_tiled_mma(
      cute::SM90_64x256x16_F32BF16BF16_SS<cute::GMMA::Major::K, cute::GMMA::Major::K>{},
      cute::Layout<cute::Shape<cute::_2, cute::_1, cute::_1>>{},
      cute::Tile<cute::_128, cute::_256, cute::_16>{}));
};

struct Tf32 : Gmem {
  using Element = cute::tfloat32_t;
  using SmemA = emitted::SmemATf32_t;
  using SmemB = emitted::SmemBTf32_t;
  // @TiledMma MmaTf32, until the processor emits it
  using TiledMma = decltype(cute::make_tiled_mma(cute::SM90_64x256x8_F32TF32TF32_SS_TN<>{},
      cute::Layout<cute::Shape<cute::_2, cute::_1, cute::_1>>{},
      cute::Tile<cute::_128, cute::_256, cute::_8>{}));
};
}  // namespace header_sm90
