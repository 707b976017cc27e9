// Compiled by CI with nvcc for sm_90a where nvcc is present (CudaAttentionSampleTest): the attention
// kernels, one CTA per tile and persistent, on the policy built from the emitted headers for head
// dimension 128, and the per-tile one with blocks of 176 keys (64 differs only in the policy's types, which attention_layouts_check.cpp, g++,
// checks against the hand-written policies; run_attention.sh compiles all twelve kernels).
#include "attention_kernel.cuh"
#include "attention_persistent.cuh"
#include "header_layouts_attn.hpp"

// Taking each launcher's address instantiates it and its kernel.
void instantiate() {
  (void)&attn::attention<header_attn::Policy<128>>;
  (void)&attn::attention_persistent<header_attn::Policy<128>>;
  (void)&attn::attention<header_attn::Policy<128, 176>>;
}
