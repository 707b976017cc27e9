// The attention kernel of attention_kernel.cuh over the layouts emitted for AttentionLayouts.java
// (header_attn::Policy), as extern "C" kernels a Java program launches through strided-cuda
// (samples/cuda/java/AttentionFromJava.java). The TMA atoms are __grid_constant__ parameters whose
// only state is a CUtensorMap (java_tma_atom.hpp), so Java passes the maps it encoded from the global
// layouts and one stage of the smem layouts.
//   strided_attention_d64, strided_attention_d128, strided_attention_d128x176 (blocks of 176 keys)
//       (batch, heads, kv_heads, lq, lk, causal, scale, O, o_row, o_head, o_batch, LSE, Q, K, V maps)
//   strided_attention_d64_persistent, ..._d128_persistent, ..._d128x176_persistent: the persistent
//       kernel (attention_persistent.cuh), the same parameters and two ints after LSE, zero before
//       the first launch: the tile counter and the CTAs done; the last CTA to finish zeroes both,
//       so launches in turn on one stream need no memset between them
//   strided_attention_fill   (X, rows, d, heads, batches, row, head and batch strides, seed)
//       deterministic inputs k/16, |k| <= 32, exact in BF16; elements outside the four modes untouched
//   strided_attention_check  an FP32 reference of sampled rows and each row's error (below)
//   *_smem: sizeof(SharedStorage) (or PersistentStorage) of each kernel; strided_tma_atom_bytes
#include "attention_kernel.cuh"
#include "attention_persistent.cuh"
#include "header_layouts_attn.hpp"
#include "java_tma_atom.hpp"

namespace java_attn {
using namespace cute;
using D64 = header_attn::Policy<64>;
using D128 = header_attn::Policy<128>;
using D128x176 = header_attn::Policy<128, 176>;

template <class L>
using Tmas = decltype(attn::make_tmas<L>(std::declval<attn::Problem const&>(),
                                         std::declval<attn::Tensors const&>()));
template <class L, int I>
using Tma = cute::remove_cvref_t<decltype(get<I>(std::declval<Tmas<L>>()))>;

template <class L>
constexpr bool kJustMaps = java_entry::kJustAMap<Tma<L, 0>> && java_entry::kJustAMap<Tma<L, 1>> &&
                           java_entry::kJustAMap<Tma<L, 2>> && sizeof(Tma<L, 0>) == sizeof(Tma<D128, 0>) &&
                           sizeof(Tma<L, 1>) == sizeof(Tma<D128, 0>) && sizeof(Tma<L, 2>) == sizeof(Tma<D128, 0>);
static_assert(kJustMaps<D64> && kJustMaps<D128> && kJustMaps<D128x176>);

template <class L>
CUTE_DEVICE void run(int batch, int heads, int kv_heads, int lq, int lk, int causal, float scale,
                     bfloat16_t* o, int o_row, int o_head, int o_batch, float* lse, Tma<L, 0> const& q,
                     Tma<L, 1> const& k, Tma<L, 2> const& v) {
  attn::Problem p{batch, heads, kv_heads, lq, lk, causal != 0, scale, o, o_row, o_head, o_batch, lse};
  attn::attention_body<L, true>(p, q, k, v);
}

// The persistent kernel; then the last CTA to finish (the producers' last counter increments all
// happened before their CTAs count themselves done) zeroes the counters for the next launch.
template <class L>
CUTE_DEVICE void run_persistent(int batch, int heads, int kv_heads, int lq, int lk, int causal, float scale,
                                bfloat16_t* o, int o_row, int o_head, int o_batch, float* lse, int* counters,
                                Tma<L, 0> const& q, Tma<L, 1> const& k, Tma<L, 2> const& v) {
  attn::Problem p{batch, heads, kv_heads, lq, lk, causal != 0, scale, o, o_row, o_head, o_batch, lse};
  attn::persistent_body<L, true>(p, counters, q, k, v);
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();
    if (atomicAdd(counters + 1, 1) == int(gridDim.x) - 1) {
      counters[0] = 0;
      counters[1] = 0;
    }
  }
}

// The FP32 reference of one row r of head h of batch b, one warp: each lane holds D/32 of q and of
// the output; over the keys the row sees, s = q·k (reduced across the warp), an online softmax
// (expf, a running maximum and sum) and O += p·v; then O / sum and LSE = max + log(sum), natural log.
template <int D>
CUTE_DEVICE void reference_row(int r, int lk, bool causal, float scale, bfloat16_t const* q,
                               bfloat16_t const* k, int k_row, bfloat16_t const* v, int v_row, float* o,
                               float& lse) {
  constexpr int kPer = D / 32;
  int lane = threadIdx.x % 32;
  float qv[kPer];
  for (int i = 0; i < kPer; ++i) {
    qv[i] = float(q[lane * kPer + i]);
    o[i] = 0;
  }
  float top = -INFINITY, sum = 0;
  int keys = causal ? min(lk, r + 1) : lk;
  for (int j = 0; j < keys; ++j) {
    float s = 0;
    for (int i = 0; i < kPer; ++i) s += qv[i] * float(k[size_t(j) * k_row + lane * kPer + i]);
    for (int m = 16; m > 0; m /= 2) s += __shfl_xor_sync(0xffffffff, s, m);
    s *= scale;
    float next = fmaxf(top, s);
    float correction = expf(top - next), p = expf(s - next);
    sum = sum * correction + p;
    for (int i = 0; i < kPer; ++i) o[i] = o[i] * correction + p * float(v[size_t(j) * v_row + lane * kPer + i]);
    top = next;
  }
  for (int i = 0; i < kPer; ++i) o[i] /= sum;
  lse = top + logf(sum);
}
}  // namespace java_attn

using namespace java_attn;

#define STRIDED_ATTENTION_ENTRY(NAME, L)                                                                    \
  extern "C" __global__ __launch_bounds__(attn::kThreads, 1) void NAME(                                     \
      int batch, int heads, int kv_heads, int lq, int lk, int causal, float scale, cute::bfloat16_t* o,     \
      int o_row, int o_head, int o_batch, float* lse, CUTE_GRID_CONSTANT Tma<L, 0> const q,                 \
      CUTE_GRID_CONSTANT Tma<L, 1> const k, CUTE_GRID_CONSTANT Tma<L, 2> const v) {                         \
    run<L>(batch, heads, kv_heads, lq, lk, causal, scale, o, o_row, o_head, o_batch, lse, q, k, v);         \
  }                                                                                                         \
  extern "C" __device__ const int NAME##_smem = int(sizeof(attn::SharedStorage<L>));

STRIDED_ATTENTION_ENTRY(strided_attention_d64, D64)
STRIDED_ATTENTION_ENTRY(strided_attention_d128, D128)
STRIDED_ATTENTION_ENTRY(strided_attention_d128x176, D128x176)

#define STRIDED_PERSISTENT_ENTRY(NAME, L)                                                                   \
  extern "C" __global__ __launch_bounds__(attn::kThreads, 1) void NAME(                                     \
      int batch, int heads, int kv_heads, int lq, int lk, int causal, float scale, cute::bfloat16_t* o,     \
      int o_row, int o_head, int o_batch, float* lse, int* counters, CUTE_GRID_CONSTANT Tma<L, 0> const q,  \
      CUTE_GRID_CONSTANT Tma<L, 1> const k, CUTE_GRID_CONSTANT Tma<L, 2> const v) {                         \
    run_persistent<L>(batch, heads, kv_heads, lq, lk, causal, scale, o, o_row, o_head, o_batch, lse,         \
                      counters, q, k, v);                                                                   \
  }                                                                                                         \
  extern "C" __device__ const int NAME##_smem = int(sizeof(attn::PersistentStorage<L>));

STRIDED_PERSISTENT_ENTRY(strided_attention_d64_persistent, D64)
STRIDED_PERSISTENT_ENTRY(strided_attention_d128_persistent, D128)
STRIDED_PERSISTENT_ENTRY(strided_attention_d128x176_persistent, D128x176)

extern "C" __device__ const int strided_tma_atom_bytes = int(sizeof(Tma<D128, 0>));

extern "C" __global__ void strided_attention_fill(cute::bfloat16_t* x, int rows, int d, int heads, int batches,
                                                  int row, int head, int batch, unsigned seed) {
  long n = long(rows) * d * heads * batches;
  for (long i = blockIdx.x * long(blockDim.x) + threadIdx.x; i < n; i += long(gridDim.x) * blockDim.x) {
    long c = i % d, rest = i / d;
    long r = rest % rows, h = rest / rows % heads, b = rest / rows / heads;
    unsigned z = unsigned(i) * 0x9E3779B1u ^ seed * 0x85EBCA6Bu;
    z ^= z >> 15;
    z *= 0x2C1B3C6Du;
    z ^= z >> 13;
    x[b * batch + h * head + r * row + c] = cute::bfloat16_t(float(int(z % 65) - 32) / 16);
  }
}

// Rows r = i·step of every (batch, head) and the last row, one warp each (blockIdx.x·4 + warp = i):
// err[3·row index] = max over the row of |O - ref| / (2^-8·(v_max + |ref|) + 2^-16), err[+1] = max
// |O - ref|, err[+2] = |LSE - ref| / max(1, |ref|); a NaN in O or LSE gives +inf. The bound: Q·Kᵀ of
// values k/16 is exact in FP32 (multiples of 2^-8 under 2^9), so the kernel's only rounding above
// FP32's is P's to BF16 (relative 2^-8, so at most 2^-8·max|v| in O) and O's own (2^-8·|O|).
extern "C" __global__ void strided_attention_check(
    int d, int heads, int kv_heads, int lq, int lk, int causal, float scale, int step,
    cute::bfloat16_t const* q, int q_row, int q_head, int q_batch, cute::bfloat16_t const* k, int k_row, int k_head,
    int k_batch, cute::bfloat16_t const* v, int v_row, int v_head, int v_batch, cute::bfloat16_t const* o,
    int o_row, int o_head, int o_batch, float const* lse, float v_max, float* err) {
  int checked = (lq + step - 1) / step + 1;
  int i = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (i >= checked) return;
  int h = blockIdx.y, b = blockIdx.z, kh = h / (heads / kv_heads);
  int r = i + 1 < checked ? i * step : lq - 1;
  q += size_t(b) * q_batch + size_t(h) * q_head + size_t(r) * q_row;
  k += size_t(b) * k_batch + size_t(kh) * k_head;
  v += size_t(b) * v_batch + size_t(kh) * v_head;
  o += size_t(b) * o_batch + size_t(h) * o_head + size_t(r) * o_row;
  float ref[4], ref_lse, bound = 0, worst = 0;
  if (d == 64) {
    reference_row<64>(r, lk, causal != 0, scale, q, k, k_row, v, v_row, ref, ref_lse);
  } else {
    reference_row<128>(r, lk, causal != 0, scale, q, k, k_row, v, v_row, ref, ref_lse);
  }
  int lane = threadIdx.x % 32, per = d / 32;
  for (int x = 0; x < per; ++x) {
    float e = fabsf(float(o[lane * per + x]) - ref[x]);
    if (isnan(e)) e = INFINITY;
    worst = fmaxf(worst, e);
    bound = fmaxf(bound, e / (0x1p-8f * (v_max + fabsf(ref[x])) + 0x1p-16f));
  }
  for (int m = 16; m > 0; m /= 2) {
    worst = fmaxf(worst, __shfl_xor_sync(0xffffffff, worst, m));
    bound = fmaxf(bound, __shfl_xor_sync(0xffffffff, bound, m));
  }
  if (lane == 0) {
    float got = lse[(size_t(b) * heads + h) * lq + r];
    float e = fabsf(got - ref_lse) / fmaxf(1.f, fabsf(ref_lse));
    size_t at = 3 * ((size_t(b) * heads + h) * checked + i);
    err[at] = bound;
    err[at + 1] = worst;
    err[at + 2] = isnan(e) ? INFINITY : e;
  }
}
