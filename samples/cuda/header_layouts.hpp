// The SGEMM's layouts as javac checked them: every function returns a layout emitted by the Strided
// processor for samples/src/main/java/dev/strided/samples/cuda/SgemmLayouts.java (run.sh puts the
// headers under build/cute). No layout is written here; the kernel sees the same interface as
// HandLayouts.
#pragma once
#include <dev/strided/samples/cuda/CopyThreads.hpp>
#include <dev/strided/samples/cuda/CopyValues.hpp>
#include <dev/strided/samples/cuda/CtaA.hpp>
#include <dev/strided/samples/cuda/CtaB.hpp>
#include <dev/strided/samples/cuda/CtaC.hpp>
#include <dev/strided/samples/cuda/MmaThreads.hpp>
#include <dev/strided/samples/cuda/SmemA.hpp>
#include <dev/strided/samples/cuda/SmemB.hpp>
#include <dev/strided/samples/cuda/ThreadValueC.hpp>

struct HeaderLayouts {
  static constexpr int BM = 128, BN = 128, BK = 8;
  CUTE_HOST_DEVICE static auto ctaA(int M, int K) { return dev::strided::samples::cuda::CtaA(M, K); }
  CUTE_HOST_DEVICE static auto ctaB(int N, int K) { return dev::strided::samples::cuda::CtaB(N, K); }
  CUTE_HOST_DEVICE static auto ctaC(int M, int N) { return dev::strided::samples::cuda::CtaC(M, N); }
  CUTE_HOST_DEVICE static auto smemA() { return dev::strided::samples::cuda::SmemA(); }
  CUTE_HOST_DEVICE static auto smemB() { return dev::strided::samples::cuda::SmemB(); }
  CUTE_HOST_DEVICE static auto copyThreads() { return dev::strided::samples::cuda::CopyThreads(); }
  CUTE_HOST_DEVICE static auto copyValues() { return dev::strided::samples::cuda::CopyValues(); }
  CUTE_HOST_DEVICE static auto mmaThreads() { return dev::strided::samples::cuda::MmaThreads(); }
  CUTE_HOST_DEVICE static auto threadValueC() {
    return dev::strided::samples::cuda::ThreadValueC();
  }
};
