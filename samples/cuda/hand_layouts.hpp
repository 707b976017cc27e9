// The SGEMM's layouts written by hand in CuTe C++: the reference the header-driven kernel is
// measured against (the same kernel, the same layouts, none of them from Java).
#pragma once
#include <cute/tensor.hpp>

struct HandLayouts {
  static constexpr int BM = 128, BN = 128, BK = 8;
  static constexpr bool kMasked = false;
  CUTE_HOST_DEVICE static auto gmemA(int M, int K) {
    return cute::make_layout(cute::make_shape(M, K), cute::make_stride(cute::Int<1>{}, M));
  }
  CUTE_HOST_DEVICE static auto gmemB(int N, int K) {
    return cute::make_layout(cute::make_shape(N, K), cute::make_stride(cute::Int<1>{}, N));
  }
  CUTE_HOST_DEVICE static auto gmemC(int M, int N) {
    return cute::make_layout(cute::make_shape(M, N), cute::make_stride(cute::Int<1>{}, M));
  }
  CUTE_HOST_DEVICE static auto ctaA(int M, int K) {
    return cute::zipped_divide(gmemA(M, K), cute::Shape<cute::_128, cute::_8>{});
  }
  CUTE_HOST_DEVICE static auto ctaB(int N, int K) {
    return cute::zipped_divide(gmemB(N, K), cute::Shape<cute::_128, cute::_8>{});
  }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N) {
    return cute::zipped_divide(gmemC(M, N), cute::Shape<cute::_128, cute::_128>{});
  }
  CUTE_HOST_DEVICE static auto smemA() {
    return cute::composition(cute::Swizzle<2, 2, 5>{},
        cute::make_layout(cute::Shape<cute::_128, cute::_8, cute::_3>{}));
  }
  CUTE_HOST_DEVICE static auto smemB() { return smemA(); }
  CUTE_HOST_DEVICE static auto copyThreads() {
    return cute::make_layout(cute::Shape<cute::_32, cute::_8>{});
  }
  CUTE_HOST_DEVICE static auto copyValues() {
    return cute::make_layout(cute::Shape<cute::_4, cute::_1>{});
  }
  CUTE_HOST_DEVICE static auto mmaThreads() {
    return cute::make_layout(cute::Shape<cute::_16, cute::_16, cute::_1>{});
  }
  // thread t of 16 takes rows 4t..4t+3 and 64+4t..64+4t+3: 16-byte shared-memory reads
  CUTE_HOST_DEVICE static auto mmaPermutation() {
    return cute::Layout<cute::Shape<cute::_16, cute::_4, cute::_2>,
                        cute::Stride<cute::_4, cute::_1, cute::_64>>{};
  }
  CUTE_HOST_DEVICE static auto threadValueC() {
    return cute::zipped_divide(
        cute::composition(cute::make_layout(cute::Shape<cute::_128, cute::_128>{}),
                          cute::make_tile(mmaPermutation(), mmaPermutation())),
        cute::Shape<cute::_16, cute::_16>{});
  }
};

// For any M, N, K: CuTe's zipped_divide already rounds the tile counts up; the predicates compare
// with the problem's extents.
struct HandLayoutsMasked : HandLayouts {
  static constexpr bool kMasked = true;
  CUTE_HOST_DEVICE static auto shapeA(int M, int K) { return cute::make_shape(M, K); }
  CUTE_HOST_DEVICE static auto shapeB(int N, int K) { return cute::make_shape(N, K); }
  CUTE_HOST_DEVICE static auto shapeC(int M, int N) { return cute::make_shape(M, N); }
  CUTE_HOST_DEVICE static auto tileA() { return cute::Shape<cute::_128, cute::_8>{}; }
  CUTE_HOST_DEVICE static auto tileB() { return cute::Shape<cute::_128, cute::_8>{}; }
  CUTE_HOST_DEVICE static auto tileC() { return cute::Shape<cute::_128, cute::_128>{}; }
};
