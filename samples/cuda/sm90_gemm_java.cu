// The Hopper GEMM of sm90_gemm_kernel.cuh with the layouts of header_layouts_sm90.hpp (emitted for
// Sm90GemmLayouts.java), as extern "C" kernels a Java program launches through strided-cuda: the
// TMA atoms are __grid_constant__ parameters whose only state is a CUtensorMap (asserted below), so
// the Java side passes the maps it encoded from TmaBox and the smem layouts.
//   strided_sm90_gemm_bf16    (M, N, K, mapA, mapB, float* C, ldc)
//   strided_sm90_gemm_bf16out (M, N, K, mapA, mapB, mapC, bfloat16_t* C, ldc)
//   strided_sm90_gemm_tf32    (M, N, K, mapA, mapB, float* C, ldc)
//   strided_sgemm             (M, N, K, A, B, C)  the SIMT SGEMM of sgemm_kernel.cuh (header_layouts.hpp),
//   strided_sgemm_masked      (M, N, K, A, B, C)  and its masked form for any M, N, K
//   strided_empty             ()  the launch-overhead probe
#include "header_layouts_sm90.hpp"
#include "sm90_gemm_kernel.cuh"
#include "header_layouts.hpp"
#include "sgemm_kernel.cuh"
#include "java_tma_atom.hpp"

namespace java_entry {
using namespace cute;
template <class L>
using E = typename L::Element;
template <class L>
using TmaA = decltype(make_tma_atom(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((E<L> const*)nullptr),
    L::gmemA(1, 1, 1)), typename L::SmemA{}(_, _, 0), sm90::TileA<L>{}));
template <class L>
using TmaB = decltype(make_tma_atom(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((E<L> const*)nullptr),
    L::gmemB(1, 1, 1)), typename L::SmemB{}(_, _, 0), sm90::TileB<L>{}));
template <class L>
using TmaC = decltype(make_tma_atom(SM90_TMA_STORE{},
    make_tensor(make_gmem_ptr((bfloat16_t*)nullptr), L::gmemC(1, 1, 1)),
    typename L::SmemC{}(_, _, 0), product_each(shape(typename L::SmemC{}(_, _, 0)))));

using Bf16 = header_sm90::Bf16;
using Tf32 = header_sm90::Tf32;
static_assert(kJustAMap<TmaA<Bf16>> && kJustAMap<TmaB<Bf16>> && kJustAMap<TmaC<Bf16>>);
static_assert(kJustAMap<TmaA<Tf32>> && kJustAMap<TmaB<Tf32>>);
static_assert(sizeof(TmaA<Bf16>) == sizeof(TmaC<Bf16>) && sizeof(TmaA<Bf16>) == sizeof(TmaA<Tf32>));
}  // namespace java_entry

using namespace java_entry;

extern "C" __global__ __launch_bounds__(sm90::kThreads, 1) void strided_sm90_gemm_bf16(
    int M, int N, int K, CUTE_GRID_CONSTANT TmaA<Bf16> const a, CUTE_GRID_CONSTANT TmaB<Bf16> const b,
    float* C, int ldc) {
  sm90::gemm_body<Bf16, float>(M, N, K, a, b, sm90::NoStaging{}, C, ldc);
}

extern "C" __global__ __launch_bounds__(sm90::kThreads, 1) void strided_sm90_gemm_bf16out(
    int M, int N, int K, CUTE_GRID_CONSTANT TmaA<Bf16> const a, CUTE_GRID_CONSTANT TmaB<Bf16> const b,
    CUTE_GRID_CONSTANT TmaC<Bf16> const c, cute::bfloat16_t* C, int ldc) {
  sm90::gemm_body<Bf16, cute::bfloat16_t>(M, N, K, a, b, c, C, ldc);
}

extern "C" __global__ __launch_bounds__(sm90::kThreads, 1) void strided_sm90_gemm_tf32(
    int M, int N, int K, CUTE_GRID_CONSTANT TmaA<Tf32> const a, CUTE_GRID_CONSTANT TmaB<Tf32> const b,
    float* C, int ldc) {
  sm90::gemm_body<Tf32, float>(M, N, K, a, b, sm90::NoStaging{}, C, ldc);
}

extern "C" __global__ __launch_bounds__(256) void strided_sgemm(int M, int N, int K, float const* A,
    float const* B, float* C) {
  sgemm_body<HeaderLayouts>(M, N, K, A, B, C);
}

extern "C" __global__ __launch_bounds__(256) void strided_sgemm_masked(int M, int N, int K,
    float const* A, float const* B, float* C) {
  sgemm_body<HeaderLayoutsMasked>(M, N, K, A, B, C);
}

extern "C" __global__ void strided_empty() {}

extern "C" __device__ const int strided_tma_atom_bytes = int(sizeof(TmaA<Bf16>));
