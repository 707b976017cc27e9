// Host-side check of the SGEMM's layouts, compiled with g++ by CI (CudaSgemmSampleTest): the layouts
// emitted for SgemmLayouts.java have exactly the C++ types of the hand-written ones, and for each
// size the same print and the same index at every coordinate. Prints one line per layout and size,
// then "OK"; a difference in type does not compile, a difference in value prints DIFFERS. For the
// masked policies, on sizes that are not tile multiples, also the kernel's guards: every
// coordinate its predicates let through addresses that element of column-major A and C, and they
// let through each element exactly once.
#include <cstdio>
#include <type_traits>
#include "hand_layouts.hpp"
#include "header_layouts.hpp"
#include "sgemm_coordinates.hpp"

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

// A's or B's tiles: the elements inside the extents are each element of the operand once, at index
// row + column * rows (column-major).
template <class Data, class Where, class Extents>
bool guards(char const* what, Data const& data, Where const& where, Extents const& extents) {
  int rows = int(cute::get<0>(extents)), columns = int(cute::get<1>(extents));
  long inside = 0;
  for (int i = 0; i < int(cute::size(data)); ++i) {
    auto c = where(i);
    if (cute::elem_less(c, extents)) {
      ++inside;
      if (data(i) != int(cute::get<0>(c)) + int(cute::get<1>(c)) * rows) {
        std::printf("DIFFERS guard of %s at %d\n", what, i);
        return false;
      }
    }
  }
  std::printf("guards of %s (%d,%d): %ld inside\n", what, rows, columns, inside);
  return inside == long(rows) * columns;
}

// C's epilogue: thread t's value v of tile (tm, tn) is written only inside (M, N), at m + n*M.
template <class L>
bool guardsC(int M, int N) {
  auto data = L::ctaC(M, N);
  auto tv = L::threadValueC();
  auto extents = L::shapeC(M, N);
  long inside = 0;
  for (int tm = 0; tm < (M + L::BM - 1) / L::BM; ++tm) {
    for (int tn = 0; tn < (N + L::BN - 1) / L::BN; ++tn) {
      auto where = threadValueCoordinatesC<L>(M, N, tm, tn);
      for (int t = 0; t < int(cute::size<0>(tv)); ++t) {
        for (int v = 0; v < int(cute::size<1>(tv)); ++v) {
          auto c = where(t, v);
          if (!cute::elem_less(c, extents)) continue;
          ++inside;
          int index = data(cute::make_coord(tv(t, v), cute::make_coord(tm, tn)));
          if (index != int(cute::get<0>(c)) + int(cute::get<1>(c)) * M) {
            std::printf("DIFFERS guard of C at tile (%d,%d) thread %d value %d\n", tm, tn, t, v);
            return false;
          }
        }
      }
    }
  }
  std::printf("guards of C (%d,%d): %ld inside\n", M, N, inside);
  return inside == long(M) * N;
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
  using HM = HeaderLayoutsMasked;
  using CM = HandLayoutsMasked;
  static_assert(std::is_same_v<decltype(HM::tileA()), decltype(CM::tileA())> &&
                std::is_same_v<decltype(HM::tileB()), decltype(CM::tileB())> &&
                std::is_same_v<decltype(HM::tileC()), decltype(CM::tileC())>);
  int const ragged[][3] = {{500, 70, 33}, {1, 1, 1}, {129, 257, 9}, {256, 128, 16}};
  for (auto const& s : ragged) {
    int M = s[0], N = s[1], K = s[2];
    ok &= same("masked ctaA", HM::ctaA(M, K), CM::ctaA(M, K), true);
    ok &= same("masked ctaB", HM::ctaB(N, K), CM::ctaB(N, K), true);
    ok &= same("masked ctaC", HM::ctaC(M, N), CM::ctaC(M, N), true);
    static_assert(std::is_same_v<decltype(HM::shapeA(M, K)), decltype(CM::shapeA(M, K))>);
    ok &= HM::shapeA(M, K) == CM::shapeA(M, K) && HM::shapeB(N, K) == CM::shapeB(N, K) &&
          HM::shapeC(M, N) == CM::shapeC(M, N);
    ok &= guards("A", HM::ctaA(M, K), ctaCoordinatesA<HM>(M, K), HM::shapeA(M, K));
    ok &= guards("B", HM::ctaB(N, K), ctaCoordinatesB<HM>(N, K), HM::shapeB(N, K));
    ok &= guardsC<HM>(M, N);
  }
  ok &= same("smemA", H::smemA(), C::smemA(), true);
  ok &= same("smemB", H::smemB(), C::smemB(), true);
  ok &= same("copyThreads", H::copyThreads(), C::copyThreads(), true);
  ok &= same("copyValues", H::copyValues(), C::copyValues(), true);
  ok &= same("mmaThreads", H::mmaThreads(), C::mmaThreads(), true);
  ok &= same("mmaPermutation", H::mmaPermutation(), C::mmaPermutation(), true);
  ok &= same("threadValueC", H::threadValueC(), C::threadValueC(), true);
  std::printf(ok ? "OK\n" : "FAILED\n");
  return ok ? 0 : 1;
}
