// Host-side check of the Hopper GEMM's layouts, compiled with g++ by CI (CudaSm90SampleTest): the
// policies built from the headers emitted for Sm90GemmLayouts.java have the hand-written policies'
// C++ types member by member (the GMMA shared-memory stages and BF16 C's staging are CuTe's own
// tile_to_shape(GMMA::Layout_K_SW128_Atom<T>, ...) types), and the global layouts and C's CTA tiles
// give the same index at every coordinate on tile multiples and ragged sizes. Prints "OK".
#include <cstdio>
#include <type_traits>
#include "hand_layouts_sm90.hpp"
#include "header_layouts_sm90.hpp"

template <class H, class C>
constexpr bool kSameTypes =
    std::is_same_v<typename H::Element, typename C::Element> &&
    std::is_same_v<typename H::TiledMma, typename C::TiledMma> &&
    std::is_same_v<typename H::SmemA, typename C::SmemA> &&
    std::is_same_v<typename H::SmemB, typename C::SmemB> &&
    std::is_same_v<decltype(H::gmemA(1, 1, 8)), decltype(C::gmemA(1, 1, 8))> &&
    std::is_same_v<decltype(H::gmemB(1, 1, 8)), decltype(C::gmemB(1, 1, 8))> &&
    std::is_same_v<decltype(H::gmemC(1, 1, 8)), decltype(C::gmemC(1, 1, 8))> &&
    std::is_same_v<decltype(H::ctaC(1, 1, 8)), decltype(C::ctaC(1, 1, 8))>;
static_assert(kSameTypes<header_sm90::Bf16, hand_sm90::Bf16>, "BF16: headers and hand differ");
static_assert(std::is_same_v<header_sm90::Bf16::SmemC, hand_sm90::Bf16::SmemC>,
              "BF16 C staging: headers and hand differ");
static_assert(kSameTypes<header_sm90::Tf32, hand_sm90::Tf32>, "TF32: headers and hand differ");

template <class A, class B>
bool same(char const* what, A const& a, B const& b) {
  for (int i = 0; i < int(cute::size(a)); ++i) {
    if (a(i) != b(i)) {
      std::printf("DIFFERS %s at %d\n", what, i);
      return false;
    }
  }
  cute::print(a);
  std::printf(" %s\n", what);
  return true;
}

int main() {
  using H = header_sm90::Bf16;
  using C = hand_sm90::Bf16;
  int const sizes[][4] = {{256, 512, 128, 136}, {129, 257, 64, 264}, {1, 1, 1, 8}, {500, 70, 33, 72}};
  bool ok = true;
  for (auto const& s : sizes) {
    int M = s[0], N = s[1], K = s[2], ld = s[3];
    ok &= same("gmemA", H::gmemA(M, K, ld), C::gmemA(M, K, ld));
    ok &= same("gmemB", H::gmemB(N, K, ld), C::gmemB(N, K, ld));
    ok &= same("gmemC", H::gmemC(M, N, ld), C::gmemC(M, N, ld));
    ok &= same("ctaC", H::ctaC(M, N, ld), C::ctaC(M, N, ld));
  }
  std::printf(ok ? "OK\n" : "FAILED\n");
  return ok ? 0 : 1;
}
