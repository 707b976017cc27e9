// What the two attention kernels (attention_kernel.cuh, one CTA per tile of Q rows, and
// attention_persistent.cuh, a persistent CTA per SM) share: the problem, the TMA atoms of Q, K and V,
// the K/V blocks a tile visits, online softmax of one block of S, and the epilogue that writes O and
// the log-sum-exp.
#pragma once
#include <cute/tensor.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/arch/reg_reconfig.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>
#include <cuda_bf16.h>

namespace attn {
using namespace cute;

struct Problem {
  int batch, heads, kv_heads, lq, lk;
  bool causal;
  float scale;                 // 1/sqrt(D)
  bfloat16_t* o;               // (B,H,Lq,D) with the strides below, D contiguous
  int o_row, o_head, o_batch;
  float* lse;                  // (B,H,Lq) contiguous
};

// 2^x on the special-function unit alone (MUFU.EX2 with flush-to-zero): exp2f without --use_fast_math
// adds range fix-ups for denormal results around each MUFU.EX2. Softmax's arguments are <= 0 (or
// -inf, giving +0); its relative error, a few FP32 ulp, is far under the 2^-9 of P's BF16 rounding,
// and a result under 2^-126 flushed to 0 changes no FP32 row sum of at least 1 (the maximum's 2^0).
CUTE_DEVICE float exp2_ftz(float x) {
  float y;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}

template <class L>
constexpr int kStages = decltype(size<2>(typename L::SmemK{}))::value;
constexpr int kThreads = 384;

// Q (B,H,Lq,D), K and V (B,Hkv,Lk,D), O (B,H,Lq,D), each D-contiguous with these strides in elements
// (multiples of 8: TMA needs 16-byte strides); LSE (B,H,Lq) contiguous.
struct Tensors {
  bfloat16_t const *q, *k, *v;
  int q_row, q_head, q_batch, k_row, k_head, k_batch, v_row, v_head, v_batch;
};

// The TMA atoms of Q (one BM x D box), K (BN x D) and V (D x BN), over the policy's global layouts.
template <class L>
auto make_tmas(Problem const& p, Tensors const& x) {
  constexpr int D = L::kHeadDim;
  Tensor mQ = make_tensor(make_gmem_ptr(x.q), L::gmemQ(p.lq, D, p.heads, p.batch, x.q_row, x.q_head, x.q_batch));
  Tensor mK = make_tensor(make_gmem_ptr(x.k), L::gmemK(p.lk, D, p.kv_heads, p.batch, x.k_row, x.k_head, x.k_batch));
  Tensor mV = make_tensor(make_gmem_ptr(x.v), L::gmemVt(D, p.lk, p.kv_heads, p.batch, x.v_row, x.v_head, x.v_batch));
  return cute::make_tuple(
      make_tma_atom(SM90_TMA_LOAD{}, mQ, typename L::SmemQ{}, Shape<Int<L::kBlockM>, Int<D>>{}),
      make_tma_atom(SM90_TMA_LOAD{}, mK, typename L::SmemK{}(_, _, 0), Shape<Int<L::kBlockN>, Int<D>>{}),
      make_tma_atom(SM90_TMA_LOAD{}, mV, typename L::SmemV{}(_, _, 0), Shape<Int<D>, Int<L::kBlockN>>{}));
}

// The K/V blocks a CTA of Q rows [m0, m0 + BM) visits, [0, n_blocks), and from which one on a block
// needs no mask (every key inside Lk and, causal, at or before every row of the CTA).
template <class L>
CUTE_DEVICE void block_range(Problem const& p, int m0, int& n_blocks, int& first_masked) {
  constexpr int BN = L::kBlockN;
  int keys = p.lk;
  if (p.causal) keys = min(keys, min(m0 + L::kBlockM, p.lq));
  n_blocks = (keys + BN - 1) / BN;
  int unmasked_keys = p.lk / BN * BN;
  if (p.causal) unmasked_keys = min(unmasked_keys, (m0 + 1) / BN * BN);
  first_masked = unmasked_keys / BN;
}

// Masks block j of S (keys past Lk and, causal, past the row) when j >= first_masked, then each
// row's new maximum, the exponentials exp2(s·scale·log2(e) - max·scale·log2(e)) in place (one FFMA
// and one MUFU.EX2 each) and the row sums; correction[r] is the factor O's row r takes.
template <class L, class AccS, class Rows, class Coords, int kRows>
CUTE_DEVICE void online_softmax(Problem const& p, AccS& acc_s, Rows& s_rows, Coords const& cS, int m0, int j,
                                int first_masked, float scale_log2, float (&row_max)[kRows],
                                float (&row_sum)[kRows], float (&correction)[kRows]) {
  constexpr int BN = L::kBlockN;
  if (j >= first_masked) {
    CUTE_UNROLL
    for (int x = 0; x < size(acc_s); ++x) {
      int col = j * BN + get<1>(cS(x)), row = m0 + get<0>(cS(x));
      if (col >= p.lk || (p.causal && col > row)) acc_s(x) = -INFINITY;
    }
  }
  CUTE_UNROLL
  for (int r = 0; r < kRows; ++r) {
    float top = row_max[r];
    CUTE_UNROLL
    for (int c = 0; c < size<1>(s_rows); ++c) top = fmaxf(top, s_rows(r, c));
    CUTE_UNROLL
    for (int s = 0; s < L::kRowShuffles; ++s) top = fmaxf(top, __shfl_xor_sync(0xffffffff, top, L::row_shuffle(s)));
    float top_scaled = top == -INFINITY ? 0.f : top * scale_log2;
    correction[r] = exp2_ftz(fmaf(row_max[r], scale_log2, -top_scaled));
    row_max[r] = top;
    float sum = 0;
    CUTE_UNROLL
    for (int c = 0; c < size<1>(s_rows); ++c) {
      float e = exp2_ftz(fmaf(s_rows(r, c), scale_log2, -top_scaled));
      s_rows(r, c) = e;
      sum += e;
    }
    row_sum[r] = row_sum[r] * correction[r] + sum;
  }
}

// O = acc / row sum, LSE = max·scale + log(sum), of the tile of Q rows [m0, m0 + BM) of head h of
// batch b; rows past Lq are not written.
// S = Q·Kᵀ for one K stage, from zero, as one committed wgmma batch (the caller waits for it).
template <class MmaS, class FragQ, class FragK, class AccS>
CUTE_DEVICE void gemm_qk(MmaS& mma_s, FragQ const& tSrQ, FragK const& tSrK_stage, AccS& acc_s) {
  warpgroup_fence_operand(acc_s);
  warpgroup_arrive();
  mma_s.accumulate_ = GMMA::ScaleOut::Zero;
  CUTE_UNROLL
  for (int kb = 0; kb < size<2>(tSrQ); ++kb) {
    gemm(mma_s, tSrQ(_, _, kb), tSrK_stage(_, _, kb), acc_s);
    mma_s.accumulate_ = GMMA::ScaleOut::One;
  }
  warpgroup_commit_batch();
}

// O += P·V for one V stage, P from registers (RS), as one committed wgmma batch.
template <class MmaO, class FragP, class FragV, class AccO>
CUTE_DEVICE void gemm_pv(MmaO& mma_o, FragP& tOrP, FragV const& tOrV_stage, AccO& acc_o) {
  warpgroup_fence_operand(tOrP);
  warpgroup_fence_operand(acc_o);
  warpgroup_arrive();
  CUTE_UNROLL
  for (int kb = 0; kb < size<2>(tOrP); ++kb) {
    gemm(mma_o, tOrP(_, _, kb), tOrV_stage(_, _, kb), acc_o);
  }
  warpgroup_commit_batch();
}

// Once P_{i-1}·V_{i-1} is done: O's rows rescaled by the softmax's corrections, and P_i (S's
// exponentials) converted to BF16 over P_{i-1}.
template <int kRows, class ORows, class AccS, class P>
CUTE_DEVICE void rescale_o_convert_p(ORows& o_rows, float const (&correction)[kRows], AccS const& acc_s,
                                     P& p_bf16) {
  CUTE_UNROLL
  for (int r = 0; r < kRows; ++r) {
    CUTE_UNROLL
    for (int c = 0; c < size<1>(o_rows); ++c) o_rows(r, c) *= correction[r];
  }
  CUTE_UNROLL
  for (int x = 0; x < size(acc_s); x += 2) {
    *reinterpret_cast<__nv_bfloat162*>(&p_bf16(x)) = __floats2bfloat162_rn(acc_s(x), acc_s(x + 1));
  }
}

template <class L, class AccO, class ThrO, int kRows>
CUTE_DEVICE void store_o_lse(Problem const& p, AccO const& acc_o, ThrO const& thr_o, int t, int m0, int h, int b,
                             float const (&row_max)[kRows], float const (&row_sum)[kRows]) {
  constexpr int BM = L::kBlockM, D = L::kHeadDim;
  Tensor o_rows = make_tensor(acc_o.data(), L::o_rows(acc_o.layout()));
  Tensor cO = thr_o.partition_C(make_identity_tensor(Shape<Int<BM>, Int<D>>{}));
  Tensor c_rows = make_tensor(cO.data(), L::o_rows(cO.layout()));
  bfloat16_t* o = p.o + b * p.o_batch + h * p.o_head;
  CUTE_UNROLL
  for (int r = 0; r < kRows; ++r) {
    float sum = row_sum[r];
    CUTE_UNROLL
    for (int s = 0; s < L::kRowShuffles; ++s) sum += __shfl_xor_sync(0xffffffff, sum, L::row_shuffle(s));
    float inv = sum > 0 ? 1.f / sum : 0.f;
    int row = m0 + get<0>(c_rows(r, 0));
    if (row < p.lq) {
      CUTE_UNROLL
      for (int c = 0; c < size<1>(o_rows); c += 2) {
        int col = get<1>(c_rows(r, c));
        *reinterpret_cast<__nv_bfloat162*>(o + row * p.o_row + col) =
            __floats2bfloat162_rn(o_rows(r, c) * inv, o_rows(r, c + 1) * inv);
      }
      if ((t & L::kRowLaneMask) == 0) {  // one lane of those sharing the row
        p.lse[(size_t(b) * p.heads + h) * p.lq + row] =
            sum > 0 ? row_max[r] * p.scale + logf(sum) : -INFINITY;
      }
    }
  }
}
}  // namespace attn
