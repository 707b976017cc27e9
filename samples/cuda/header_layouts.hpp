// The SGEMM's layouts as javac checked them: every function returns a layout emitted by the Strided
// processor for samples/src/main/java/dev/strided/samples/cuda/SgemmLayouts.java (run.sh puts the
// headers under build/cute). No layout is written here; the kernel sees the same interface as
// HandLayouts. HeaderLayoutsMasked, for sizes that are not tile multiples, takes the masked CTA
// tiles and the extents their predicates compare with from the headers too; its tile shapes are
// the BM/BN/BK constants (layouts_check.cpp checks they are the headers' tiles).
#pragma once
#include <dev/strided/samples/cuda/CopyThreads.hpp>
#include <dev/strided/samples/cuda/CopyValues.hpp>
#include <dev/strided/samples/cuda/CtaA.hpp>
#include <dev/strided/samples/cuda/CtaB.hpp>
#include <dev/strided/samples/cuda/CtaAMasked.hpp>
#include <dev/strided/samples/cuda/CtaBMasked.hpp>
#include <dev/strided/samples/cuda/CtaC.hpp>
#include <dev/strided/samples/cuda/CtaCMasked.hpp>
#include <dev/strided/samples/cuda/MmaPermutation.hpp>
#include <dev/strided/samples/cuda/MmaThreads.hpp>
#include <dev/strided/samples/cuda/SmemA.hpp>
#include <dev/strided/samples/cuda/SmemB.hpp>
#include <dev/strided/samples/cuda/ThreadValueC.hpp>

struct HeaderLayouts {
  static constexpr int BM = 128, BN = 128, BK = 8;
  static constexpr bool kMasked = false;
  CUTE_HOST_DEVICE static auto ctaA(int M, int K) { return dev::strided::samples::cuda::CtaA(M, K); }
  CUTE_HOST_DEVICE static auto ctaB(int N, int K) { return dev::strided::samples::cuda::CtaB(N, K); }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N) { return dev::strided::samples::cuda::CtaC(M, N); }
  CUTE_HOST_DEVICE static auto smemA() { return dev::strided::samples::cuda::SmemA(); }
  CUTE_HOST_DEVICE static auto smemB() { return dev::strided::samples::cuda::SmemB(); }
  CUTE_HOST_DEVICE static auto copyThreads() { return dev::strided::samples::cuda::CopyThreads(); }
  CUTE_HOST_DEVICE static auto copyValues() { return dev::strided::samples::cuda::CopyValues(); }
  CUTE_HOST_DEVICE static auto mmaThreads() { return dev::strided::samples::cuda::MmaThreads(); }
  CUTE_HOST_DEVICE static auto mmaPermutation() {
    return dev::strided::samples::cuda::MmaPermutation();
  }
  CUTE_HOST_DEVICE static auto threadValueC() {
    return dev::strided::samples::cuda::ThreadValueC();
  }
};

struct HeaderLayoutsMasked : HeaderLayouts {
  static constexpr bool kMasked = true;
  CUTE_HOST_DEVICE static auto ctaA(int M, int K) {
    return dev::strided::samples::cuda::CtaAMasked(M, K);
  }
  CUTE_HOST_DEVICE static auto ctaB(int N, int K) {
    return dev::strided::samples::cuda::CtaBMasked(N, K);
  }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N) {
    return dev::strided::samples::cuda::CtaCMasked(M, N);
  }
  CUTE_HOST_DEVICE static auto shapeA(int M, int K) {
    return dev::strided::samples::cuda::CtaAMasked_shape(M, K);
  }
  CUTE_HOST_DEVICE static auto shapeB(int N, int K) {
    return dev::strided::samples::cuda::CtaBMasked_shape(N, K);
  }
  CUTE_HOST_DEVICE static auto shapeC(int M, int N) {
    return dev::strided::samples::cuda::CtaCMasked_shape(M, N);
  }
  CUTE_HOST_DEVICE static auto tileA() { return cute::make_shape(cute::Int<BM>{}, cute::Int<BK>{}); }
  CUTE_HOST_DEVICE static auto tileB() { return cute::make_shape(cute::Int<BN>{}, cute::Int<BK>{}); }
  CUTE_HOST_DEVICE static auto tileC() { return cute::make_shape(cute::Int<BM>{}, cute::Int<BN>{}); }
};
