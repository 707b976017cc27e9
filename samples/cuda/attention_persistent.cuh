// The attention kernel of attention_kernel.cuh made persistent: one CTA per SM loops over the tiles
// (BM rows of Q of one head and batch) in attention_schedule.hpp's order, so a tile's prologue and
// epilogue hide behind the neighbouring tiles' GEMMs. Barrier initialisation and the TMA descriptor
// prefetch happen once per CTA; the K and V pipelines' states carry from tile to tile. Q has its own
// pair of barriers: the producer writes the tile's index beside Q and announces both on q_full (a
// negative index: no tile left); the consumers arrive on q_empty once their last S = Q·Kᵀ of the
// tile is done, and the producer then loads the next tile's Q (and its first K/V blocks, as the
// pipelines free) while the consumers finish the tile's last P·V and write O. With kPingPong the two
// consumer warp groups alternate their GEMM turns across the whole launch (warp group 0 first; every
// turn of one waits for the other's previous turn), so the turns stay paired across tiles.
// attention_protocol_model.py models this synchronisation on the host.
#pragma once
#include <atomic>
#include "attention_common.cuh"
#include "attention_schedule.hpp"

namespace attn {
using namespace cute;

// Registers per thread after setmaxnreg: the tile loop does not fit the producer in the per-tile
// kernel's 24 (ptxas spilled 96 bytes at D 64), so 40 and 232, which again fill the 168 x 384 the
// CTA starts with (40 x 128 + 232 x 256 = 64512): a larger request would wait forever.
constexpr int kProducerRegisters = 40, kConsumerRegisters = 232;
static_assert(kProducerRegisters * 128 + kConsumerRegisters * 256 <= 65536 / kThreads / 8 * 8 * kThreads,
              "more registers than the CTA starts with");

template <class L>
struct PersistentStorage {
  using E = typename L::Element;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemQ>> q;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemK>> k;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemV>> v;
  typename cutlass::PipelineTmaAsync<kStages<L>>::SharedStorage pipe_k, pipe_v;
  alignas(8) cutlass::arch::ClusterTransactionBarrier::ValueType q_full;
  cutlass::arch::ClusterBarrier::ValueType q_empty;
  int tile;  // the tile whose Q q_full announces; -1: none left
};

template <class L, bool kPingPong, class TmaQ, class TmaK, class TmaV>
CUTE_DEVICE void persistent_body(Problem const& p, int* next_tile, TmaQ const& tma_q, TmaK const& tma_k,
                                 TmaV const& tma_v) {
  using E = typename L::Element;
  using Pipeline = cutlass::PipelineTmaAsync<kStages<L>>;
  using QFull = cutlass::arch::ClusterTransactionBarrier;
  using QEmpty = cutlass::arch::ClusterBarrier;
  constexpr int BM = L::kBlockM, BN = L::kBlockN, D = L::kHeadDim;
  extern __shared__ char smem_raw[];
  auto& smem = *reinterpret_cast<PersistentStorage<L>*>(smem_raw);
  Tensor sQ = make_tensor(make_smem_ptr(smem.q.begin()), typename L::SmemQ{});  // (BM,D)
  Tensor sK = make_tensor(make_smem_ptr(smem.k.begin()), typename L::SmemK{});  // (BN,D,PIPE)
  Tensor sV = make_tensor(make_smem_ptr(smem.v.begin()), typename L::SmemV{});  // (D,BN,PIPE)
  TileOrder order{(p.lq + BM - 1) / BM, p.heads, p.batch, p.causal};

  int warp_group = threadIdx.x / 128;
  if (threadIdx.x == 0) {
    prefetch_tma_descriptor(tma_q.get_tma_descriptor());
    prefetch_tma_descriptor(tma_k.get_tma_descriptor());
    prefetch_tma_descriptor(tma_v.get_tma_descriptor());
    QFull::init(&smem.q_full, 1);
    QEmpty::init(&smem.q_empty, kThreads - 128);
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
    cutlass::arch::warpgroup_reg_dealloc<kProducerRegisters>();
    if (threadIdx.x == 0) {
      Tensor mQ = tma_q.get_tma_tensor(make_shape(p.lq, Int<D>{}, p.heads, p.batch));
      Tensor mK = tma_k.get_tma_tensor(make_shape(p.lk, Int<D>{}, p.kv_heads, p.batch));
      Tensor mV = tma_v.get_tma_tensor(make_shape(Int<D>{}, p.lk, p.kv_heads, p.batch));
      // K's and V's stages advance together: one state for both
      auto write = cutlass::make_producer_start_state<Pipeline>();
      int tile = blockIdx.x;
      for (int k = 0;; ++k) {
        if (k > 0) QEmpty::wait(&smem.q_empty, (k - 1) & 1);  // tile k-1's S GEMMs are done with sQ
        if (tile >= order.tiles()) {
          smem.tile = -1;
          QFull::arrive(&smem.q_full);
          break;
        }
        smem.tile = tile;
        Tile w = order(tile);
        int h_kv = w.head / (p.heads / p.kv_heads), n_blocks, first_masked;
        block_range<L>(p, w.m_block * BM, n_blocks, first_masked);
        Tensor gQ = local_tile(mQ(_, _, w.head, w.batch), Shape<Int<BM>, Int<D>>{}, make_coord(w.m_block, 0));
        Tensor gK = local_tile(mK(_, _, h_kv, w.batch), Shape<Int<BN>, Int<D>>{}, make_coord(_, 0));  // (BN,D,n)
        Tensor gV = local_tile(mV(_, _, h_kv, w.batch), Shape<Int<D>, Int<BN>>{}, make_coord(0, _));  // (D,BN,n)
        auto [tQgQ, tQsQ] = tma_partition(tma_q, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sQ), group_modes<0, 2>(gQ));
        auto [tKgK, tKsK] = tma_partition(tma_k, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sK), group_modes<0, 2>(gK));
        auto [tVgV, tVsV] = tma_partition(tma_v, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sV), group_modes<0, 2>(gV));
        QFull::arrive_and_expect_tx(&smem.q_full, BM * D * sizeof(E));  // also publishes smem.tile
        copy(tma_q.with(smem.q_full), tQgQ, tQsQ);
        for (int j = n_blocks - 1; j >= 0; --j) {
          pipe_k.producer_acquire(write);
          copy(tma_k.with(*pipe_k.producer_get_barrier(write)), tKgK(_, j), tKsK(_, write.index()));
          pipe_v.producer_acquire(write);
          copy(tma_v.with(*pipe_v.producer_get_barrier(write)), tVgV(_, j), tVsV(_, write.index()));
          ++write;
        }
        tile = int(gridDim.x) + atomicAdd(next_tile, 1);
      }
    }
    return;
  }

  cutlass::arch::warpgroup_reg_alloc<kConsumerRegisters>();
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
  float row_max[kRows], row_sum[kRows], correction[kRows];
  float scale_log2 = p.scale * 1.4426950408889634f;  // exp(x) = exp2(x·log2(e))
  Tensor p_bf16 = make_tensor_like<E>(acc_s);
  Tensor tOrP = make_tensor(p_bf16.data(), L::p_as_a(p_bf16.layout()));  // (MMA,MMA_M,MMA_K)
  typename Pipeline::PipelineState read_k, read_v;

  // As attention_kernel.cuh's turns, but counted over the launch: warp group 1 waits before each of
  // its turns and warp group 0 before each but its first (and once more at the end, for warp group
  // 1's last arrival), so neither barrier ever holds two arrivals of one warp group.
  int wg = warp_group - 1, turns = 0;
  auto my_turn = [&] {
    if (kPingPong && (wg == 1 || turns > 0)) cutlass::arch::NamedBarrier::sync(256, wg);
  };
  auto their_turn = [&] {
    if (kPingPong) cutlass::arch::NamedBarrier::arrive(256, 1 - wg);
    ++turns;
  };
  auto issue_s = [&] { gemm_qk(mma_s, tSrQ, tSrK(_, _, _, read_k.index()), acc_s); };
  auto issue_pv = [&] { gemm_pv(mma_o, tOrP, tOrV(_, _, _, read_v.index()), acc_o); };
  auto s_done = [&](bool last_of_tile) {
    warpgroup_fence_operand(acc_s);
    pipe_k.consumer_release(read_k);
    ++read_k;
    if (last_of_tile) QEmpty::arrive(&smem.q_empty);
  };
  auto pv_done = [&] {
    warpgroup_fence_operand(acc_o);
    pipe_v.consumer_release(read_v);
    ++read_v;
  };
  auto rescale_and_convert = [&] { rescale_o_convert_p(o_rows, correction, acc_s, p_bf16); };

  for (int k = 0;; ++k) {
    QFull::wait(&smem.q_full, k & 1);
    int tile = smem.tile;
    if (tile < 0) break;
    Tile w = order(tile);
    int m0 = w.m_block * BM, n_blocks, first_masked;
    block_range<L>(p, m0, n_blocks, first_masked);
    auto softmax = [&](int j) {
      online_softmax<L>(p, acc_s, s_rows, cS, m0, j, first_masked, scale_log2, row_max, row_sum, correction);
    };
    clear(acc_o);
    CUTE_UNROLL
    for (int r = 0; r < kRows; ++r) { row_max[r] = -INFINITY; row_sum[r] = 0; }

    pipe_k.consumer_wait(read_k);
    my_turn();
    issue_s();
    their_turn();
    warpgroup_wait<0>();
    s_done(n_blocks == 1);
    softmax(n_blocks - 1);
    rescale_and_convert();
    for (int i = 1; i < n_blocks; ++i) {
      pipe_k.consumer_wait(read_k);
      pipe_v.consumer_wait(read_v);
      my_turn();
      issue_s();
      issue_pv();
      their_turn();
      warpgroup_wait<1>();
      s_done(i == n_blocks - 1);
      softmax(n_blocks - 1 - i);
      warpgroup_wait<0>();
      pv_done();
      rescale_and_convert();
    }
    pipe_v.consumer_wait(read_v);
    my_turn();
    issue_pv();
    their_turn();
    warpgroup_wait<0>();
    pv_done();
    store_o_lse<L>(p, acc_o, thr_o, t, m0, w.head, w.batch, row_max, row_sum);
  }
  if (kPingPong && wg == 0 && turns > 0) cutlass::arch::NamedBarrier::sync(256, 0);
}

template <class L, bool kPingPong, class TmaQ, class TmaK, class TmaV>
__global__ __launch_bounds__(kThreads, 1) void persistent_kernel(Problem p, int* next_tile,
    CUTE_GRID_CONSTANT TmaQ const tma_q, CUTE_GRID_CONSTANT TmaK const tma_k, CUTE_GRID_CONSTANT TmaV const tma_v) {
  persistent_body<L, kPingPong>(p, next_tile, tma_q, tma_k, tma_v);
}

// A launch's tile counter: one of kCounters ints of the current device (allocated on first use),
// a different one for each of kCounters consecutive launches, so launches in flight at once on
// different streams never share one; zeroed on the launch's stream before it starts.
constexpr int kCounters = 1024;
inline cudaError_t tile_counter(int** counter) {
  static int* counters[64] = {};
  static std::atomic<unsigned> launches{0};
  int device = 0;
  cudaError_t e = cudaGetDevice(&device);
  if (e != cudaSuccess) return e;
  if (device >= 64) return cudaErrorInvalidDevice;
  if (counters[device] == nullptr) e = cudaMalloc(&counters[device], kCounters * sizeof(int));
  *counter = counters[device] + launches++ % kCounters;
  return e;
}

template <class L, bool kPingPong = true>
cudaError_t attention_persistent(Problem p, Tensors const& x, cudaStream_t stream = 0) {
  auto [tma_q, tma_k, tma_v] = make_tmas<L>(p, x);
  auto kernel = persistent_kernel<L, kPingPong, decltype(tma_q), decltype(tma_k), decltype(tma_v)>;
  int smem = int(sizeof(PersistentStorage<L>));
  cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
  int device = 0, sms = 0, *counter = nullptr;
  if (e == cudaSuccess) e = cudaGetDevice(&device);
  if (e == cudaSuccess) e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  if (e == cudaSuccess) e = tile_counter(&counter);
  if (e == cudaSuccess) e = cudaMemsetAsync(counter, 0, sizeof(int), stream);
  if (e != cudaSuccess) return e;
  TileOrder order{(p.lq + L::kBlockM - 1) / L::kBlockM, p.heads, p.batch, p.causal};
  kernel<<<persistent_ctas(order.tiles(), sms), kThreads, smem, stream>>>(p, counter, tma_q, tma_k, tma_v);
  return cudaGetLastError();
}
}  // namespace attn
