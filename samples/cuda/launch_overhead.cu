// The C++ side of the launch-overhead comparison (docs/gpu.md): 10^4 launches of an empty kernel on
// one stream, host wall time per launch, best of 5 rounds after a warm-up — the loop
// Sm90GemmFromJava times from Java with cuLaunchKernelEx. Both the runtime's <<<>>> and the driver's
// cuLaunchKernelEx are timed.
//   nvcc -O3 -arch=sm_90 samples/cuda/launch_overhead.cu -lcuda -o launch_overhead
#include <cuda.h>
#include <cuda_runtime.h>
#include <chrono>
#include <cstdio>

__global__ void empty() {}

template <class F>
static double best_us(F launch, cudaStream_t stream) {
  double best = 1e30;
  for (int round = 0; round < 6; ++round) {
    cudaStreamSynchronize(stream);
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < 10000; ++i) launch();
    cudaStreamSynchronize(stream);
    double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / 10000;
    if (round > 0 && us < best) best = us;
  }
  return best;
}

int main() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  double runtime = best_us([&] { empty<<<1, 32, 0, stream>>>(); }, stream);
  cudaFunction_t f;
  cudaGetFuncBySymbol(&f, (const void*)empty);
  CUlaunchConfig config{};
  config.gridDimX = config.gridDimY = config.gridDimZ = 1;
  config.blockDimX = 32; config.blockDimY = config.blockDimZ = 1;
  config.hStream = stream;
  double driver = best_us([&] { cuLaunchKernelEx(&config, (CUfunction)f, nullptr, nullptr); }, stream);
  std::printf("launch overhead: C++ <<<>>> %.3f us, C++ cuLaunchKernelEx %.3f us per launch "
              "(10^4 empty launches, best of 5); %s\n", runtime, driver,
              cudaGetLastError() == cudaSuccess ? "OK" : "CUDA error");
  return 0;
}
