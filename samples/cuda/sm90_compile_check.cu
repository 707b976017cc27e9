// Compiled by CI with nvcc for sm_90a where nvcc is present (CudaSm90SampleTest): the Hopper GEMM's
// kernels for both policies and all three element combinations, without the driver (which needs
// cuBLAS). The header-driven policies must give the hand-written ones' C++ types, member by member.
#include <type_traits>
#include "hand_layouts_sm90.hpp"
#include "header_layouts_sm90.hpp"
#include "sm90_gemm_kernel.cuh"

template <class H, class C>
constexpr bool kSameLayouts =
    std::is_same_v<typename H::Element, typename C::Element> &&
    std::is_same_v<typename H::TiledMma, typename C::TiledMma> &&
    std::is_same_v<typename H::TileA, typename C::TileA> &&
    std::is_same_v<typename H::TileB, typename C::TileB> &&
    std::is_same_v<typename H::TileC, typename C::TileC> &&
    std::is_same_v<typename H::SmemA, typename C::SmemA> &&
    std::is_same_v<typename H::SmemB, typename C::SmemB> &&
    std::is_same_v<decltype(H::gmemA(1, 1, 8)), decltype(C::gmemA(1, 1, 8))> &&
    std::is_same_v<decltype(H::gmemB(1, 1, 8)), decltype(C::gmemB(1, 1, 8))> &&
    std::is_same_v<decltype(H::gmemC(1, 1, 8)), decltype(C::gmemC(1, 1, 8))>;
static_assert(kSameLayouts<header_sm90::Bf16, hand_sm90::Bf16>, "BF16: headers and hand differ");
static_assert(kSameLayouts<header_sm90::Tf32, hand_sm90::Tf32>, "TF32: headers and hand differ");

// Taking each launcher's address instantiates it and its kernel (an explicit instantiation would be
// refused twice where a header policy is the hand-written one).
void instantiate() {
  (void)&sm90::gemm<header_sm90::Bf16, float>;
  (void)&sm90::gemm<header_sm90::Bf16, cute::bfloat16_t>;
  (void)&sm90::gemm<header_sm90::Tf32, float>;
  (void)&sm90::gemm<hand_sm90::Bf16, float>;
  (void)&sm90::gemm<hand_sm90::Bf16, cute::bfloat16_t>;
  (void)&sm90::gemm<hand_sm90::Tf32, float>;
}
