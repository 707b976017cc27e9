// Compiled by CI with nvcc for sm_90a where nvcc is present (CudaAttentionSampleTest): the attention
// kernels as Java launches them (attention_java.cu: per tile and persistent, head dimensions 64 and
// 128, and 128 with blocks of 176 keys, on the policies built from the emitted headers, with its fill
// and reference kernels) and the persistent kernel's C++ launcher at head dimension 128
// (attention_layouts_check.cpp, g++, checks the header policies against the hand-written ones;
// run_attention.sh compiles every kernel).
#include "attention_java.cu"
#include "attention_persistent.cuh"

// Taking the launcher's address instantiates it and its kernel.
void instantiate() {
  (void)&attn::attention_persistent<header_attn::Policy<128>>;
}
