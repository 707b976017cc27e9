// Runs the SGEMM twice per size, once with the layouts emitted for SgemmLayouts.java
// (HeaderLayouts) and once with the same layouts written in C++ (HandLayouts), checks both against
// cuBLAS SGEMM (CUBLAS_PEDANTIC_MATH: FP32, no TF32), and times all three. Sizes that are not
// multiples of the tiles (M, N of 128, K of 8) run the masked policies (HeaderLayoutsMasked,
// HandLayoutsMasked); "masked" after the iterations runs them on any size.
//   usage: sgemm M N K [iterations [masked]]
#include <cublas_v2.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <cmath>
#include <vector>
#include "hand_layouts.hpp"
#include "header_layouts.hpp"
#include "sgemm_kernel.cuh"

#define CHECK(x) do { auto e = (x); if (e != 0) { std::printf("%s failed: %d (line %d)\n", #x, int(e), __LINE__); std::exit(2); } } while (0)

// Relative to the largest |C| entry: FP32 sums of K products in another order differ by about
// K * 2^-24 * max|A||B|; 1e-4 is far above that for K <= 8192 and far below a wrong index.
static constexpr double kTolerance = 1e-4;

template <class L>
static float run(int M, int N, int K, float const* A, float const* B, float* C, int iterations) {
  dim3 grid((M + L::BM - 1) / L::BM, (N + L::BN - 1) / L::BN);
  dim3 block(decltype(cute::size(L::mmaThreads()))::value);
  sgemm_kernel<L><<<grid, block>>>(M, N, K, A, B, C);
  CHECK(cudaGetLastError());
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start));
  for (int i = 0; i < iterations; ++i) sgemm_kernel<L><<<grid, block>>>(M, N, K, A, B, C);
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  return ms / iterations;
}

static double maxRelativeError(std::vector<float> const& c, std::vector<float> const& ref) {
  double worst = 0, scale = 0;
  for (float r : ref) scale = std::fmax(scale, std::fabs(r));
  for (size_t i = 0; i < c.size(); ++i) worst = std::fmax(worst, std::fabs(c[i] - ref[i]));
  return worst / scale;
}

int main(int argc, char** argv) {
  if (argc < 4) { std::printf("usage: sgemm M N K [iterations]\n"); return 2; }
  int M = std::atoi(argv[1]), N = std::atoi(argv[2]), K = std::atoi(argv[3]);
  int iterations = argc > 4 ? std::atoi(argv[4]) : 20;
  if (M < 1 || N < 1 || K < 1) { std::printf("M, N and K must be at least 1\n"); return 2; }
  std::vector<float> hA(size_t(M) * K), hB(size_t(N) * K), hC(size_t(M) * N), hRef(size_t(M) * N);
  srand(42);
  for (auto& x : hA) x = float(rand()) / RAND_MAX - 0.5f;
  for (auto& x : hB) x = float(rand()) / RAND_MAX - 0.5f;
  float *A, *B, *C, *Ref;
  CHECK(cudaMalloc(&A, hA.size() * 4));
  CHECK(cudaMalloc(&B, hB.size() * 4));
  CHECK(cudaMalloc(&C, hC.size() * 4));
  CHECK(cudaMalloc(&Ref, hRef.size() * 4));
  CHECK(cudaMemcpy(A, hA.data(), hA.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(B, hB.data(), hB.size() * 4, cudaMemcpyHostToDevice));

  cublasHandle_t handle;
  CHECK(cublasCreate(&handle));
  CHECK(cublasSetMathMode(handle, CUBLAS_PEDANTIC_MATH));
  float one = 1, zero = 0;
  // column-major: C (M x N, ld M) = A (M x K, ld M) * B^T, B stored N x K with ld N
  auto cublas = [&] { CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, M, N, K, &one, A, M, B, N, &zero, Ref, M)); };
  cublas();
  CHECK(cudaDeviceSynchronize());
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start));
  for (int i = 0; i < iterations; ++i) cublas();
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float cublasMs = 0;
  CHECK(cudaEventElapsedTime(&cublasMs, start, stop));
  cublasMs /= iterations;
  CHECK(cudaMemcpy(hRef.data(), Ref, hRef.size() * 4, cudaMemcpyDeviceToHost));

  bool masked = M % 128 || N % 128 || K % 8 || (argc > 5 && std::string(argv[5]) == "masked");
  double flop = 2.0 * M * N * K;
  auto measure = [&](auto policy, double& err) {
    CHECK(cudaMemset(C, 0, hC.size() * 4));
    float ms = run<decltype(policy)>(M, N, K, A, B, C, iterations);
    CHECK(cudaMemcpy(hC.data(), C, hC.size() * 4, cudaMemcpyDeviceToHost));
    err = maxRelativeError(hC, hRef);
    return ms;
  };
  double headerErr, handErr;
  float headerMs = masked ? measure(HeaderLayoutsMasked{}, headerErr) : measure(HeaderLayouts{}, headerErr);
  float handMs = masked ? measure(HandLayoutsMasked{}, handErr) : measure(HandLayouts{}, handErr);
  bool ok = headerErr < kTolerance && handErr < kTolerance;
  std::printf("M=%d N=%d K=%d%s headers %.2f TFLOP/s (err %.2e) | hand-written %.2f TFLOP/s (err %.2e)"
              " | cuBLAS %.2f TFLOP/s | headers/hand %.3f | headers/cuBLAS %.3f | %s\n",
              M, N, K, masked ? " masked" : "", flop / headerMs / 1e9, headerErr, flop / handMs / 1e9,
              handErr, flop / cublasMs / 1e9, handMs / headerMs, cublasMs / headerMs, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
