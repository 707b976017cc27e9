// A Hopper forward attention kernel, O = softmax(Q·Kᵀ·scale)·V and the rows' log-sum-exp, BF16 in,
// FP32 accumulation, BF16 out; written once over a policy L that supplies every layout, atom and
// tile (hand_attn::Policy written in C++, or header_attn from the Java descriptors).
// One CTA per 128 rows of Q of one (batch, head): warp group 0 issues TMA loads (one thread) of Q
// once and of K and V blocks into two-stage pipelines (CUTLASS's PipelineTmaAsync mbarriers); warp
// groups 1 and 2 each own 64 rows: S = Q·Kᵀ with GMMA SS, online softmax in registers (row max and
// sum reduced over the lanes that share a row), P converted to BF16 in place and used as the A
// operand of O += P·V (GMMA RS, V MN-major in shared memory). P_{j}·V_{j} is issued with the next
// S, so softmax overlaps it, and the two consumer warp groups take turns issuing (FlashAttention-3's
// ping-pong), so one group's softmax overlaps the other's GEMMs. K/V blocks run from the last to the
// first, so the blocks that need masks (Lk's tail, the causal diagonal) come first. Any Lq, Lk >= 1:
// TMA fills zeros outside the tensors, masks drop keys past Lk (and past the row, causal, aligned at
// the top left as PyTorch's is_causal), the epilogue writes only rows inside Lq. Grouped-query
// heads: head h reads K/V head h / (H / Hkv).
#pragma once
#include "attention_common.cuh"

namespace attn {
using namespace cute;

template <class L>
struct SharedStorage {
  using E = typename L::Element;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemQ>> q;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemK>> k;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemV>> v;
  typename cutlass::PipelineTmaAsync<kStages<L>>::SharedStorage pipe_k, pipe_v;
  alignas(8) cutlass::arch::ClusterTransactionBarrier::ValueType q_full;
};

template <class L, bool kPingPong, class TmaQ, class TmaK, class TmaV>
CUTE_DEVICE void attention_body(Problem const& p, TmaQ const& tma_q, TmaK const& tma_k, TmaV const& tma_v) {
  using E = typename L::Element;
  using Pipeline = cutlass::PipelineTmaAsync<kStages<L>>;
  constexpr int BM = L::kBlockM, BN = L::kBlockN, D = L::kHeadDim;
  extern __shared__ char smem_raw[];
  auto& smem = *reinterpret_cast<SharedStorage<L>*>(smem_raw);
  Tensor sQ = make_tensor(make_smem_ptr(smem.q.begin()), typename L::SmemQ{});  // (BM,D)
  Tensor sK = make_tensor(make_smem_ptr(smem.k.begin()), typename L::SmemK{});  // (BN,D,PIPE)
  Tensor sV = make_tensor(make_smem_ptr(smem.v.begin()), typename L::SmemV{});  // (D,BN,PIPE)

  int m_blocks = (p.lq + BM - 1) / BM;
  int m_block = p.causal ? m_blocks - 1 - int(blockIdx.x) : int(blockIdx.x);  // longest rows first
  int h = blockIdx.y, b = blockIdx.z, h_kv = h / (p.heads / p.kv_heads);
  int m0 = m_block * BM;
  int n_blocks, first_masked;
  block_range<L>(p, m0, n_blocks, first_masked);

  int warp_group = threadIdx.x / 128;
  if (threadIdx.x == 0) {
    prefetch_tma_descriptor(tma_q.get_tma_descriptor());
    prefetch_tma_descriptor(tma_k.get_tma_descriptor());
    prefetch_tma_descriptor(tma_v.get_tma_descriptor());
    cutlass::arch::ClusterTransactionBarrier::init(&smem.q_full, 1);
    cutlass::arch::fence_barrier_init();
  }
  auto params_for = [&](int bytes) {
    typename Pipeline::Params params;
    params.transaction_bytes = bytes;
    params.role = warp_group == 0 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
    params.is_leader = threadIdx.x == 0;
    params.num_consumers = kThreads - 128;
    return params;
  };
  Pipeline pipe_k(smem.pipe_k, params_for(BN * D * sizeof(E)), Shape<_1, _1, _1>{});
  Pipeline pipe_v(smem.pipe_v, params_for(BN * D * sizeof(E)), Shape<_1, _1, _1>{});
  __syncthreads();

  if (warp_group == 0) {
    cutlass::arch::warpgroup_reg_dealloc<24>();
    if (threadIdx.x == 0) {
      Tensor mQ = tma_q.get_tma_tensor(make_shape(p.lq, Int<D>{}, p.heads, p.batch));
      Tensor mK = tma_k.get_tma_tensor(make_shape(p.lk, Int<D>{}, p.kv_heads, p.batch));
      Tensor mV = tma_v.get_tma_tensor(make_shape(Int<D>{}, p.lk, p.kv_heads, p.batch));
      Tensor gQ = local_tile(mQ(_, _, h, b), Shape<Int<BM>, Int<D>>{}, make_coord(m_block, 0));  // (BM,D)
      Tensor gK = local_tile(mK(_, _, h_kv, b), Shape<Int<BN>, Int<D>>{}, make_coord(_, 0));    // (BN,D,n)
      Tensor gV = local_tile(mV(_, _, h_kv, b), Shape<Int<D>, Int<BN>>{}, make_coord(0, _));    // (D,BN,n)
      auto [tQgQ, tQsQ] = tma_partition(tma_q, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sQ), group_modes<0, 2>(gQ));
      auto [tKgK, tKsK] = tma_partition(tma_k, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sK), group_modes<0, 2>(gK));
      auto [tVgV, tVsV] = tma_partition(tma_v, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sV), group_modes<0, 2>(gV));
      cutlass::arch::ClusterTransactionBarrier::arrive_and_expect_tx(&smem.q_full, BM * D * sizeof(E));
      copy(tma_q.with(smem.q_full), tQgQ, tQsQ);
      auto write_k = cutlass::make_producer_start_state<Pipeline>();
      auto write_v = cutlass::make_producer_start_state<Pipeline>();
      for (int j = n_blocks - 1; j >= 0; --j) {
        pipe_k.producer_acquire(write_k);
        copy(tma_k.with(*pipe_k.producer_get_barrier(write_k)), tKgK(_, j), tKsK(_, write_k.index()));
        ++write_k;
        pipe_v.producer_acquire(write_v);
        copy(tma_v.with(*pipe_v.producer_get_barrier(write_v)), tVgV(_, j), tVsV(_, write_v.index()));
        ++write_v;
      }
    }
    return;
  }

  cutlass::arch::warpgroup_reg_alloc<240>();
  typename L::MmaS mma_s;
  typename L::MmaO mma_o;
  int t = threadIdx.x - 128;
  auto thr_s = mma_s.get_thread_slice(t);
  auto thr_o = mma_o.get_thread_slice(t);
  Tensor tSrQ = thr_s.make_fragment_A(thr_s.partition_A(sQ));  // (MMA,MMA_M,MMA_K)
  Tensor tSrK = thr_s.make_fragment_B(thr_s.partition_B(sK));  // (MMA,MMA_N,MMA_K,PIPE)
  Tensor tOrV = thr_o.make_fragment_B(thr_o.partition_B(sV));  // (MMA,MMA_N,MMA_K,PIPE)
  Tensor acc_s = partition_fragment_C(mma_s, Shape<Int<BM>, Int<BN>>{});
  Tensor acc_o = partition_fragment_C(mma_o, Shape<Int<BM>, Int<D>>{});
  Tensor s_rows = make_tensor(acc_s.data(), L::s_rows(acc_s.layout()));  // (rows, values of a row)
  Tensor o_rows = make_tensor(acc_o.data(), L::o_rows(acc_o.layout()));
  Tensor cS = thr_s.partition_C(make_identity_tensor(Shape<Int<BM>, Int<BN>>{}));  // (row, col) of each value
  constexpr int kRows = size<0>(decltype(s_rows.layout()){});
  static_assert(kRows == size<0>(decltype(o_rows.layout()){}), "S and O hold the same rows");
  clear(acc_o);
  float row_max[kRows], row_sum[kRows];
  CUTE_UNROLL
  for (int r = 0; r < kRows; ++r) { row_max[r] = -INFINITY; row_sum[r] = 0; }
  float scale_log2 = p.scale * 1.4426950408889634f;  // exp(x) = exp2(x·log2(e))

  // Turn i issues S_i = Q·K_iᵀ and O += P_{i-1}·V_{i-1} as two wgmma batches, then softmax of S_i
  // runs while P·V is in flight (only the rescaling of O and the new P wait for it); turn 0 has no
  // P·V and turn n only the last one. With kPingPong the two warp groups take turns issuing (named
  // barriers 0 and 1, warp group 1 first), so one group's softmax runs beside the other's GEMMs.
  int wg = warp_group - 1;
  typename Pipeline::PipelineState read_k, read_v;
  Tensor p_bf16 = make_tensor_like<E>(acc_s);
  Tensor tOrP = make_tensor(p_bf16.data(), L::p_as_a(p_bf16.layout()));  // (MMA,MMA_M,MMA_K)
  float correction[kRows];
  auto my_turn = [&](int i) {
    if (kPingPong && (wg == 1 || i > 0)) cutlass::arch::NamedBarrier::sync(256, wg);
  };
  auto their_turn = [&](int i) {
    if (kPingPong && (wg == 0 || i < n_blocks)) cutlass::arch::NamedBarrier::arrive(256, 1 - wg);
  };
  auto issue_s = [&] { gemm_qk(mma_s, tSrQ, tSrK(_, _, _, read_k.index()), acc_s); };
  auto issue_pv = [&] { gemm_pv(mma_o, tOrP, tOrV(_, _, _, read_v.index()), acc_o); };
  auto s_done = [&] {
    warpgroup_fence_operand(acc_s);
    pipe_k.consumer_release(read_k);
    ++read_k;
  };
  auto pv_done = [&] {
    warpgroup_fence_operand(acc_o);
    pipe_v.consumer_release(read_v);
    ++read_v;
  };
  auto softmax = [&](int j) {
    online_softmax<L>(p, acc_s, s_rows, cS, m0, j, first_masked, scale_log2, row_max, row_sum, correction);
  };
  auto rescale_and_convert = [&] { rescale_o_convert_p(o_rows, correction, acc_s, p_bf16); };

  cutlass::arch::ClusterTransactionBarrier::wait(&smem.q_full, 0);
  pipe_k.consumer_wait(read_k);
  my_turn(0);
  issue_s();
  their_turn(0);
  warpgroup_wait<0>();
  s_done();
  softmax(n_blocks - 1);
  rescale_and_convert();
  for (int i = 1; i < n_blocks; ++i) {
    pipe_k.consumer_wait(read_k);
    pipe_v.consumer_wait(read_v);
    my_turn(i);
    issue_s();
    issue_pv();
    their_turn(i);
    warpgroup_wait<1>();
    s_done();
    softmax(n_blocks - 1 - i);
    warpgroup_wait<0>();
    pv_done();
    rescale_and_convert();
  }
  pipe_v.consumer_wait(read_v);
  my_turn(n_blocks);
  issue_pv();
  their_turn(n_blocks);
  warpgroup_wait<0>();
  pv_done();

  store_o_lse<L>(p, acc_o, thr_o, t, m0, h, b, row_max, row_sum);
}

template <class L, bool kPingPong, class TmaQ, class TmaK, class TmaV>
__global__ __launch_bounds__(kThreads, 1) void attention_kernel(Problem p, CUTE_GRID_CONSTANT TmaQ const tma_q,
    CUTE_GRID_CONSTANT TmaK const tma_k, CUTE_GRID_CONSTANT TmaV const tma_v) {
  attention_body<L, kPingPong>(p, tma_q, tma_k, tma_v);
}

template <class L, bool kPingPong = true>
cudaError_t attention(Problem p, Tensors const& x, cudaStream_t stream = 0) {
  auto [tma_q, tma_k, tma_v] = make_tmas<L>(p, x);
  auto kernel = attention_kernel<L, kPingPong, decltype(tma_q), decltype(tma_k), decltype(tma_v)>;
  int smem = int(sizeof(SharedStorage<L>));
  cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
  if (e != cudaSuccess) return e;
  dim3 grid((p.lq + L::kBlockM - 1) / L::kBlockM, p.heads, p.batch);
  kernel<<<grid, kThreads, smem, stream>>>(p, tma_q, tma_k, tma_v);
  return cudaGetLastError();
}
}  // namespace attn
