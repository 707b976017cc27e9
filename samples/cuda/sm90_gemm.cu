// Runs the Hopper GEMM (sm90_gemm_kernel.cuh) twice per size, once with the layouts emitted for the
// Java descriptor (header_sm90) and once with the same layouts written in C++ (hand_sm90), checks
// both against cuBLAS (cublasGemmEx, FP32 compute) and prints TFLOP/s of all three.
//   usage: sm90_gemm bf16|bf16out|tf32 M N K [iterations [seed]]
// bf16: A, B BF16, C FP32; bf16out: C BF16; tf32: A, B FP32 read as TF32 (cuBLAS: FAST_TF32), C FP32.
// A is M x K and B N x K, both K-major with leading dimensions rounded up to 16 bytes (TMA needs
// them so); C is M x N, N-major, leading dimension rounded up to 8. The padding holds NaNs: a kernel
// that read it would fail the check. C is filled with NaNs before each kernel's runs.
#include <cublas_v2.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <random>
#include <string>
#include <vector>
#include "hand_layouts_sm90.hpp"
#include "header_layouts_sm90.hpp"
#include "sm90_gemm_kernel.cuh"

#define CHECK(x) do { auto e = (x); if (e != 0) { std::printf("%s failed: %d (line %d)\n", #x, int(e), __LINE__); std::exit(2); } } while (0)

// Inputs are multiples of 2^-7 (BF16) or 2^-10 (TF32) in [-1, 1]: exact in the operand type, so
// every product is exact in FP32 and the kernel differs from the exact sum (FP64, computed on the
// host where M*N*K <= 2^31) only by the rounding of FP32 sums, about sqrt(K) * 2^-24 * max|C|
// (under 1e-5 of max|C| for K <= 8192). 1e-4 is far above that and far below one missing or
// repeated 16-wide k block (about 1e-2 of max|C| at K = 8192) or a wrong index. BF16 out adds its
// own rounding, at most 2^-9 of |C|: 4e-3. cuBLAS is held to the same bounds, except in TF32 mode,
// which does not keep those products exact on every size (1x1x1 differed from FP64 by 7.9e-4 of
// |C| on the H200): against cuBLAS TF32 the bound is 2e-3, and the FP64 check keeps 1e-4.
static double tolerance(bool bf16_out) { return bf16_out ? 4e-3 : 1e-4; }

template <class T>
__global__ void fill(T* x, int rows, int cols, int ld, int scale, unsigned seed) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (i >= size_t(rows) * ld) return;
  int c = int(i % ld);
  unsigned h = unsigned(i) * 2654435761u ^ seed;
  h ^= h >> 15; h *= 2246822519u; h ^= h >> 13; h *= 3266489917u; h ^= h >> 16;
  float v = c < cols ? float(int(h % (2 * scale + 1)) - scale) / scale : NAN;
  x[i] = T(v);
}

struct Timer {
  cudaEvent_t start, stop;
  Timer() { CHECK(cudaEventCreate(&start)); CHECK(cudaEventCreate(&stop)); }
  template <class F> float ms(F f, int iterations) {
    f(); f();  // warm-up
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(start));
    for (int i = 0; i < iterations; ++i) f();
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    CHECK(cudaGetLastError());
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    return ms / iterations;
  }
};

template <class T>
static std::vector<T> download(T const* d, size_t n) {
  std::vector<T> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}

// max |c - ref| / max |ref| over the M x N elements of two N-major matrices (a NaN gives NaN).
template <class TC, class TR>
static double maxRelativeError(std::vector<TC> const& c, std::vector<TR> const& ref, int M, int N, int ldc) {
  double worst = 0, scale = 0;
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      size_t i = size_t(m) * ldc + n;
      scale = std::fmax(scale, std::fabs(double(ref[i])));
      double d = std::fabs(double(float(c[i])) - double(ref[i]));
      if (!(d <= worst)) worst = d;  // a NaN sticks
    }
  return scale > 0 ? worst / scale : worst;
}

// The exact C of small problems (FP64 sums of exact products), N-major with leading dimension ldc.
template <class TA>
static std::vector<double> exactC(TA const* dA, TA const* dB, int M, int N, int K, int lda, int ldc) {
  std::vector<TA> a = download(dA, size_t(M) * lda), b = download(dB, size_t(N) * lda);
  std::vector<double> c(size_t(M) * ldc);
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      double sum = 0;
      for (int k = 0; k < K; ++k) sum += double(float(a[size_t(m) * lda + k])) * float(b[size_t(n) * lda + k]);
      c[size_t(m) * ldc + n] = sum;
    }
  return c;
}

template <class Header, class Hand, class TA, class TC>
static int run(std::string const& precision, int M, int N, int K, int iterations, unsigned seed) {
  constexpr bool tf32 = std::is_same_v<TA, cute::tfloat32_t>;
  constexpr bool bf16_out = std::is_same_v<TC, cute::bfloat16_t>;
  int align = 16 / sizeof(TA);
  int lda = (K + align - 1) / align * align, ldb = lda, ldc = (N + 7) / 8 * 8;
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  TA *A, *B;
  TC* C;
  float* Ref;
  CHECK(cudaMalloc(&A, size_t(M) * lda * sizeof(TA)));
  CHECK(cudaMalloc(&B, size_t(N) * ldb * sizeof(TA)));
  CHECK(cudaMalloc(&C, size_t(M) * ldc * sizeof(TC)));
  CHECK(cudaMalloc(&Ref, size_t(M) * ldc * 4));
  int scale = tf32 ? 1024 : 128;
  fill<<<(size_t(M) * lda + 255) / 256, 256>>>(A, M, K, lda, scale, seed);
  fill<<<(size_t(N) * ldb + 255) / 256, 256>>>(B, N, K, ldb, scale, seed * 7 + 1);
  CHECK(cudaGetLastError());

  // cuBLAS is column-major: C (M x N, N-major) is its C^T (N x M) = B (N x K) * A^T.
  cublasHandle_t handle;
  CHECK(cublasCreate(&handle));
  float one = 1, zero = 0;
  cudaDataType_t ab = tf32 ? CUDA_R_32F : CUDA_R_16BF;
  cublasComputeType_t compute = tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
  auto cublas = [&](void* out, cudaDataType_t type) {
    CHECK(cublasGemmEx(handle, CUBLAS_OP_T, CUBLAS_OP_N, N, M, K, &one, B, ab, ldb, A, ab, lda, &zero,
                       out, type, ldc, compute, CUBLAS_GEMM_DEFAULT));
  };
  cublas(Ref, CUDA_R_32F);
  std::vector<float> ref = download(Ref, size_t(M) * ldc);
  bool small = double(M) * N * K <= double(1u << 31);
  std::vector<double> exact = small ? exactC(A, B, M, N, K, lda, ldc) : std::vector<double>();
  double cublasExactErr = small ? maxRelativeError(ref, exact, M, N, ldc) : 0;

  // Each kernel's C, poisoned first, against cuBLAS's and (small sizes) the exact one.
  auto check = [&](auto launch, double& vsCublas, double& vsExact) {
    CHECK(cudaMemset(C, 0xFF, size_t(M) * ldc * sizeof(TC)));
    launch();
    CHECK(cudaGetLastError());
    std::vector<TC> c = download(C, size_t(M) * ldc);
    vsCublas = maxRelativeError(c, ref, M, N, ldc);
    vsExact = small ? maxRelativeError(c, exact, M, N, ldc) : 0;
  };
  auto header = [&] { sm90::gemm<Header>(M, N, K, A, lda, B, ldb, C, ldc, prop.multiProcessorCount); };
  auto hand = [&] { sm90::gemm<Hand>(M, N, K, A, lda, B, ldb, C, ldc, prop.multiProcessorCount); };
  auto library = [&] { cublas(C, bf16_out ? CUDA_R_16BF : CUDA_R_32F); };
  double headerErr, headerExact, handErr, handExact;
  check(header, headerErr, headerExact);
  check(hand, handErr, handExact);

  // Timed in interleaved rounds (cuBLAS, headers, hand-written), the median round of each: the
  // clock the card runs at drifts with its power and temperature, alike for all three.
  Timer timer;
  constexpr int kRounds = 7;
  std::vector<float> cublasR, headerR, handR;
  for (int r = 0; r < kRounds; ++r) {
    cublasR.push_back(timer.ms(library, iterations));
    headerR.push_back(timer.ms(header, iterations));
    handR.push_back(timer.ms(hand, iterations));
  }
  auto median = [](std::vector<float> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; };
  float cublasMs = median(cublasR), headerMs = median(headerR), handMs = median(handR);
  double tol = tolerance(bf16_out), cublasTol = tf32 ? 2e-3 : tol;
  bool ok = headerErr <= cublasTol && handErr <= cublasTol &&
            (!small || (headerExact <= tol && handExact <= tol && cublasExactErr <= cublasTol));
  double flop = 2.0 * M * N * K;
  char exactText[96] = "-";
  if (small) std::snprintf(exactText, sizeof exactText, "%.2e %.2e cuBLAS %.2e", headerExact, handExact, cublasExactErr);
  std::printf("%s M=%d N=%d K=%d seed=%u | headers %.2f TFLOP/s | hand-written %.2f TFLOP/s | cuBLAS %.2f"
              " TFLOP/s | headers/hand %.3f | headers/cuBLAS %.3f | err vs cuBLAS %.2e %.2e | vs FP64 %s"
              " | %s\n",
              precision.c_str(), M, N, K, seed, flop / headerMs / 1e9, flop / handMs / 1e9,
              flop / cublasMs / 1e9, handMs / headerMs, cublasMs / headerMs, headerErr, handErr,
              exactText, ok ? "OK" : "WRONG");
  CHECK(cublasDestroy(handle));
  CHECK(cudaFree(A)); CHECK(cudaFree(B)); CHECK(cudaFree(C)); CHECK(cudaFree(Ref));
  return ok ? 0 : 1;
}

int main(int argc, char** argv) {
  if (argc < 5) { std::printf("usage: sm90_gemm bf16|bf16out|tf32 M N K [iterations [seed]]\n"); return 2; }
  std::string precision = argv[1];
  int M = std::atoi(argv[2]), N = std::atoi(argv[3]), K = std::atoi(argv[4]);
  int iterations = argc > 5 ? std::atoi(argv[5]) : 20;
  unsigned seed = argc > 6 ? unsigned(std::strtoul(argv[6], nullptr, 10)) : std::random_device{}();
  if (M < 1 || N < 1 || K < 1) { std::printf("M, N and K must be at least 1\n"); return 2; }
  if (precision == "bf16")
    return run<header_sm90::Bf16, hand_sm90::Bf16, cute::bfloat16_t, float>(precision, M, N, K, iterations, seed);
  if (precision == "bf16out")
    return run<header_sm90::Bf16, hand_sm90::Bf16, cute::bfloat16_t, cute::bfloat16_t>(precision, M, N, K, iterations, seed);
  if (precision == "tf32")
    return run<header_sm90::Tf32, hand_sm90::Tf32, cute::tfloat32_t, float>(precision, M, N, K, iterations, seed);
  std::printf("precision must be bf16, bf16out or tf32, not %s\n", precision.c_str());
  return 2;
}
