// The attention kernels as a shared library with C entries, for the timing script (attention_bench.py,
// through ctypes, beside PyTorch's backends on the same tensors) and for Java (strided-cuda).
// strided_attention(policy, ...), policies:
//   0 = one CTA per tile (attention_kernel.cuh), layouts emitted from AttentionLayouts.java;
//   1 = the same kernel, layouts written by hand (hand_layouts_attn.hpp);
//   2 = policy 0 with the consumer warp groups issuing their GEMMs without taking turns (no ping-pong);
//   3 = the persistent kernel (attention_persistent.cuh), layouts from the headers;
//   4 = the persistent kernel, hand-written layouts;
//   5 = policy 3 without the turns;
//   6 = policy 0 with blocks of 176 keys at D 128 (header_attn::Policy<128, 176>; D 64 as policy 0);
//   (7 to 10 and 12: experiments, measured and removed, docs/gpu.md; 10's V tile in slabs of D became
//   every policy's V layout, SmemV*;)
//  11 = policy 0 with three K/V pipeline stages at D 128 (*Stages3; 230,400 bytes of shared memory;
//       D 64 as policy 0);
//  (13, policy 3 with 24 registers for the producer and 240 for the consumers: measured, removed;)
//  14 = policy 3 with blocks of 176 keys at D 128 (D 64 as policy 3).
// head_dim 64 or 128. Strides are in elements; returns a cudaError_t (0 on success;
// cudaErrorInvalidValue for a head dimension or policy it does not have).
#include "attention_kernel.cuh"
#include "attention_persistent.cuh"
#include "header_layouts_attn.hpp"

enum class Kernel { kPerTile, kPersistent };

template <int D>
using WideBlocks = header_attn::Policy<D, D == 128 ? 176 : 128>;

template <int D>
using ThreeStages = header_attn::Policy<D, 128, D == 128 ? 3 : 2>;

template <template <int> class P, Kernel kKernel, bool kPingPong = true>
static int launch(int head_dim, attn::Problem const& p, attn::Tensors const& x, cudaStream_t s) {
  if (kKernel == Kernel::kPersistent) {
    if (head_dim == 64) return attn::attention_persistent<P<64>, kPingPong>(p, x, s);
    if (head_dim == 128) return attn::attention_persistent<P<128>, kPingPong>(p, x, s);
  } else {
    if (head_dim == 64) return attn::attention<P<64>, kPingPong>(p, x, s);
    if (head_dim == 128) return attn::attention<P<128>, kPingPong>(p, x, s);
  }
  return cudaErrorInvalidValue;
}

extern "C" int strided_attention(int policy, int head_dim, int batch, int heads, int kv_heads, int lq,
                                 int lk, int causal, float scale, void const* q, void const* k,
                                 void const* v, void* o, float* lse, int const* strides, void* stream) {
  if (lq < 1 || lk < 1 || heads < 1 || kv_heads < 1 || heads % kv_heads != 0 || batch < 1) {
    return cudaErrorInvalidValue;
  }
  attn::Problem p{batch, heads, kv_heads, lq, lk, causal != 0, scale,
                  static_cast<cute::bfloat16_t*>(o), strides[9], strides[10], strides[11], lse};
  attn::Tensors x{static_cast<cute::bfloat16_t const*>(q), static_cast<cute::bfloat16_t const*>(k),
                  static_cast<cute::bfloat16_t const*>(v), strides[0], strides[1], strides[2],
                  strides[3], strides[4], strides[5], strides[6], strides[7], strides[8]};
  auto s = static_cast<cudaStream_t>(stream);
  switch (policy) {
    case 0: return launch<header_attn::Policy, Kernel::kPerTile>(head_dim, p, x, s);
    case 1: return launch<hand_attn::Policy, Kernel::kPerTile>(head_dim, p, x, s);
    case 2: return launch<header_attn::Policy, Kernel::kPerTile, false>(head_dim, p, x, s);
    case 3: return launch<header_attn::Policy, Kernel::kPersistent>(head_dim, p, x, s);
    case 4: return launch<hand_attn::Policy, Kernel::kPersistent>(head_dim, p, x, s);
    case 5: return launch<header_attn::Policy, Kernel::kPersistent, false>(head_dim, p, x, s);
    case 6: return launch<WideBlocks, Kernel::kPerTile>(head_dim, p, x, s);
    case 11: return launch<ThreeStages, Kernel::kPerTile>(head_dim, p, x, s);
    case 14: return launch<WideBlocks, Kernel::kPersistent>(head_dim, p, x, s);
    default: return cudaErrorInvalidValue;
  }
}
