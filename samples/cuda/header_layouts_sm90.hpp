// The Hopper GEMM's layouts as javac checked them: the policies header_sm90::Bf16 and Tf32 take every
// layout and atom from the headers the Strided processor emits for
// samples/cuda/Sm90GemmLayouts.java (run_sm90.sh and CI put them
// under build/classes/cute): the global layouts, C's masked CTA tiles, the GMMA shared-memory stages
// (whose first two modes are the TMA boxes), BF16 C's staging chunks for its TMA store and the tiled MMAs of @TiledMma. Nothing is written in
// C++ here; sm90_layouts_check.cpp asserts that each member has the hand-written policy's C++ type.
#pragma once
#include <cute/tensor.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <dev/strided/samples/cuda/MmaBf16.hpp>
#include <dev/strided/samples/cuda/MmaTf32.hpp>
#include <dev/strided/samples/cuda/Sm90A.hpp>
#include <dev/strided/samples/cuda/Sm90B.hpp>
#include <dev/strided/samples/cuda/Sm90C.hpp>
#include <dev/strided/samples/cuda/Sm90CtaC.hpp>
#include <dev/strided/samples/cuda/SmemABf16.hpp>
#include <dev/strided/samples/cuda/SmemATf32.hpp>
#include <dev/strided/samples/cuda/SmemBBf16.hpp>
#include <dev/strided/samples/cuda/SmemBTf32.hpp>
#include <dev/strided/samples/cuda/SmemCBf16.hpp>

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
  using SmemC = emitted::SmemCBf16_t;
  using TiledMma = emitted::MmaBf16;
};

struct Tf32 : Gmem {
  using Element = cute::tfloat32_t;
  using SmemA = emitted::SmemATf32_t;
  using SmemB = emitted::SmemBTf32_t;
  using TiledMma = emitted::MmaTf32;
};
}  // namespace header_sm90
