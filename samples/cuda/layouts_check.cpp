// Host-side check of the SGEMM's layouts, compiled with g++ by CI (CudaSgemmSampleTest): the layouts
// emitted for SgemmLayouts.java have exactly the C++ types of the hand-written ones, and for each
// size the same print and the same index at every coordinate. Prints one line per layout and size,
// then "OK"; a difference in type does not compile, a difference in value prints DIFFERS.
#include <cstdio>
#include <type_traits>
#include "hand_layouts.hpp"
#include "header_layouts.hpp"

template <class A, class B>
bool same(char const* what, A const& a, B const& b, bool every_index) {
  static_assert(std::is_same_v<A, B>, "a header layout and its hand-written twin differ in type");
  cute::print(a);
  std::printf(" %s\n", what);
  if (every_index) {
    for (int i = 0; i < int(cute::size(a)); ++i) {
      if (a(i) != b(i)) {
        std::printf("DIFFERS %s at %d\n", what, i);
        return false;
      }
    }
  }
  return true;
}

int main() {
  using H = HeaderLayouts;
  using C = HandLayouts;
  static_assert(H::BM == C::BM && H::BN == C::BN && H::BK == C::BK);
  int const sizes[][3] = {{128, 128, 8}, {384, 256, 64}, {4096, 4096, 4096}};
  bool ok = true;
  for (auto const& s : sizes) {
    int M = s[0], N = s[1], K = s[2];
    bool small = M * K <= (1 << 20) && N * K <= (1 << 20) && M * N <= (1 << 20);
    ok &= same("ctaA", H::ctaA(M, K), C::ctaA(M, K), small);
    ok &= same("ctaB", H::ctaB(N, K), C::ctaB(N, K), small);
    ok &= same("ctaC", H::ctaC(M, N), C::ctaC(M, N), small);
  }
  ok &= same("smemA", H::smemA(), C::smemA(), true);
  ok &= same("smemB", H::smemB(), C::smemB(), true);
  ok &= same("copyThreads", H::copyThreads(), C::copyThreads(), true);
  ok &= same("copyValues", H::copyValues(), C::copyValues(), true);
  ok &= same("mmaThreads", H::mmaThreads(), C::mmaThreads(), true);
  ok &= same("threadValueC", H::threadValueC(), C::threadValueC(), true);
  std::printf(ok ? "OK\n" : "FAILED\n");
  return ok ? 0 : 1;
}
