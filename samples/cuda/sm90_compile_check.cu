// Compiled by CI with nvcc for sm_90a where nvcc is present (CudaSm90SampleTest): the Hopper GEMM's
// kernels for both policies and all three element combinations, without the driver (which needs
// cuBLAS). sm90_layouts_check.cpp (g++) checks that the two policies have the same C++ types.
#include "hand_layouts_sm90.hpp"
#include "header_layouts_sm90.hpp"
#include "sm90_gemm_kernel.cuh"

// Taking each launcher's address instantiates it and its kernel.
void instantiate() {
  (void)&sm90::gemm<header_sm90::Bf16, float>;
  (void)&sm90::gemm<header_sm90::Bf16, cute::bfloat16_t>;
  (void)&sm90::gemm<header_sm90::Tf32, float>;
  (void)&sm90::gemm<hand_sm90::Bf16, float>;
  (void)&sm90::gemm<hand_sm90::Bf16, cute::bfloat16_t>;
  (void)&sm90::gemm<hand_sm90::Tf32, float>;
}
