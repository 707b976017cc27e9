// A Hopper tensor-core GEMM, C(m,n) = sum_k A(m,k) * B(n,k), A and B K-major (BF16 or TF32), FP32
// accumulation, C N-major in FP32 or BF16; written once over a policy L that supplies every layout,
// atom and tile (hand_sm90::Bf16 / Tf32 written in C++, or the headers emitted from Java).
// Every tile comes from L: the TMA boxes are one stage of L::SmemA, L::SmemB (and, for BF16 C, of
// L::SmemC), C's tiles L::ctaC.
// Warp-specialized and persistent: warp group 0 issues TMA loads (one thread) into L::SmemA/SmemB
// stages guarded by CUTLASS's PipelineTmaAsync mbarriers; warp groups 1 and 2 issue wgmma (each one
// half of L::TiledMma's M). FP32 C: each thread writes its accumulator pairs to C through the
// MMA's partition of the C tile. BF16 C: each consumer group writes its half in column chunks into
// L::SmemC (one stage is a chunk, two stages per group) and one thread stores the chunk with TMA,
// which drains while the next chunk, and the next tile's main loop, runs. Any M, N, K >= 1: TMA
// fills zeros outside the tensors, the epilogue writes only inside C (TMA clips the stores).
// The host needs 16-byte-aligned leading dimensions of A and B (TMA), of C in BF16 (TMA) and an
// even one of C in FP32.
#pragma once
#include <cute/tensor.hpp>
#include <cute/arch/cluster_sm90.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/arch/reg_reconfig.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>
#include <cuda_bf16.h>

namespace sm90 {
using namespace cute;

template <class L>
constexpr int kStages = decltype(size<2>(typename L::SmemA{}))::value;
// The TMA boxes: one stage of A's and B's shared memory; C's tile: the CTA tiles' first mode.
template <class L>
using TileA = decltype(product_each(shape(typename L::SmemA{}(_, _, 0))));
template <class L>
using TileB = decltype(product_each(shape(typename L::SmemB{}(_, _, 0))));
template <class L>
using TileC = decltype(shape<0>(L::ctaC(1, 1, 1)));

template <class TC>
constexpr bool kTmaStore = is_same_v<TC, bfloat16_t>;  // BF16 C goes through L::SmemC and TMA

struct NoStaging {};
template <class L, class TC>
struct Staging { alignas(1024) ArrayEngine<TC, cosize_v<typename L::SmemC>> c; };

template <class L, class TC>
struct SharedStorage {
  using E = typename L::Element;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemA>> a;
  alignas(1024) ArrayEngine<E, cosize_v<typename L::SmemB>> b;
  conditional_t<kTmaStore<TC>, Staging<L, TC>, NoStaging> staging;
  typename cutlass::PipelineTmaAsync<kStages<L>>::SharedStorage pipeline;
};

constexpr int kThreads = 384;       // a producer warp group and two consumer warp groups
constexpr int kGroupRows = 8;       // tiles of C visited in column groups this many CTA rows high

// The persistent loop's order: columns of kGroupRows tile rows, so that the CTAs running at once
// share rows of A and columns of B in L2.
struct TileOrder {
  int tiles_m, tiles_n;
  CUTE_HOST_DEVICE int count() const { return tiles_m * tiles_n; }
  CUTE_HOST_DEVICE auto operator()(int tile) const {
    int per_group = kGroupRows * tiles_n;
    int first_m = tile / per_group * kGroupRows;
    int rows = min(tiles_m - first_m, kGroupRows);
    int inside = tile % per_group;
    return make_coord(first_m + inside % rows, inside / rows);
  }
};

// Stores this thread's accumulator pairs (columns n, n+1) of one C tile; a tile wholly inside C
// takes no guards.
template <class TC, class Acc, class Dst, class Coord>
CUTE_DEVICE void store_tile(Acc const& acc, Dst dst, Coord const& coord, int M, int N, bool full) {
  CUTE_UNROLL
  for (int i = 0; i < size(acc); i += 2) {
    int m = get<0>(coord(i)), n = get<1>(coord(i));
    TC* at = &dst(i);
    if (full || (m < M && n + 1 < N)) {
      if constexpr (is_same_v<TC, float>) {
        *reinterpret_cast<float2*>(at) = make_float2(acc(i), acc(i + 1));
      } else {
        *reinterpret_cast<__nv_bfloat162*>(at) = __floats2bfloat162_rn(acc(i), acc(i + 1));
      }
    } else if (m < M && n < N) {
      *at = TC(acc(i));
    }
  }
}

// Writes one consumer group's accumulators of a C tile through L::SmemC: chunk j of the group's rows
// (one SmemC stage wide) goes to stage 2 * group + j % 2, and the group's first thread stores it with
// TMA once all 128 threads have written it; before writing a stage, that thread waits until the
// store that last read it has read it. sC views SmemC as the whole C tile (two stages per group, the
// chunks of one parity alias); a thread's value i lies in the chunk of thread 0's value i (the
// GMMA's threads of one row differ in the columns inside 8-wide blocks).
template <class L, class Mma, class Acc, class TmaC, class Gc>
CUTE_DEVICE void store_tile_tma(Mma const& mma, Acc const& acc, TmaC const& tma_c, Gc const& gC,
                                int first_chunk, bfloat16_t* staging, int group) {
  using SmemC = typename L::SmemC;
  using TileC = sm90::TileC<L>;
  constexpr int rows = size<0>(SmemC{}), cols = size<1>(SmemC{}), stage = rows * cols;
  constexpr int chunks = size<1>(TileC{}) / cols;
  static_assert(size<0>(TileC{}) == 2 * rows && size<2>(SmemC{}) == 4, "two stages per group");
  auto view = make_layout(make_shape(make_shape(Int<rows>{}, _2{}), make_shape(Int<cols>{}, _2{}, Int<chunks / 2>{})),
                          make_stride(make_stride(_1{}, Int<2 * stage>{}), make_stride(Int<rows>{}, Int<stage>{}, _0{})));
  Tensor sC = make_tensor(make_smem_ptr(staging), composition(SmemC{}, view));  // (BM,BN)
  auto thr_mma = mma.get_thread_slice(threadIdx.x - 128);
  Tensor tCsC = thr_mma.partition_C(sC);
  Tensor tCcC0 = mma.get_thread_slice(0).partition_C(make_identity_tensor(TileC{}));
  Tensor sStages = make_tensor(make_smem_ptr(staging), SmemC{});                    // (rows,cols,4)
  auto [tDgC, tDsC] = tma_partition(tma_c, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sStages), gC);
  bool leader = threadIdx.x % 128 == 0;
  CUTE_UNROLL
  for (int j = 0; j < chunks; ++j) {
    if (leader) tma_store_wait<1>();
    cutlass::arch::NamedBarrier::sync(128, group);
    CUTE_UNROLL
    for (int i = 0; i < size(acc); i += 2) {
      if (get<1>(tCcC0(i)) / cols == j) {
        *reinterpret_cast<__nv_bfloat162*>(&tCsC(i)) = __floats2bfloat162_rn(acc(i), acc(i + 1));
      }
    }
    tma_store_fence();
    cutlass::arch::NamedBarrier::sync(128, group);
    if (leader) {
      copy(tma_c, tDsC(_, 2 * group + j % 2), tDgC(_, first_chunk + j));
      tma_store_arrive();
    }
  }
}

// The kernel's body, shared by gemm_kernel (launched from C++) and the extern "C" entries of
// sm90_gemm_java.cu (launched from Java): the TMA atoms are the kernel's __grid_constant__ parameters.
template <class L, class TC, class TmaA, class TmaB, class TmaC>
CUTE_DEVICE void gemm_body(int M, int N, int K, TmaA const& tma_a, TmaB const& tma_b,
                           TmaC const& tma_c, TC* C, int ldc) {
  using Pipeline = cutlass::PipelineTmaAsync<kStages<L>>;
  using TileA = sm90::TileA<L>;
  using TileB = sm90::TileB<L>;
  using TileC = sm90::TileC<L>;
  extern __shared__ char smem_raw[];
  auto& smem = *reinterpret_cast<SharedStorage<L, TC>*>(smem_raw);
  Tensor sA = make_tensor(make_smem_ptr(smem.a.begin()), typename L::SmemA{});  // (BM,BK,PIPE)
  Tensor sB = make_tensor(make_smem_ptr(smem.b.begin()), typename L::SmemB{});  // (BN,BK,PIPE)

  int warp_group = threadIdx.x / 128;
  if (threadIdx.x == 0) {
    prefetch_tma_descriptor(tma_a.get_tma_descriptor());
    prefetch_tma_descriptor(tma_b.get_tma_descriptor());
    if constexpr (kTmaStore<TC>) prefetch_tma_descriptor(tma_c.get_tma_descriptor());
  }
  typename Pipeline::Params params;
  params.transaction_bytes = sizeof(typename L::Element) * (size(TileA{}) + size(TileB{}));
  params.role = warp_group == 0 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
  params.is_leader = threadIdx.x == 0;
  params.num_consumers = kThreads - 128;
  Pipeline pipeline(smem.pipeline, params, Shape<_1, _1, _1>{});
  __syncthreads();  // the barriers' initialisation is seen by every thread

  // The CTA tiles: ((BM,BK),(M/BM,K/BK)) of A's TMA coordinates, likewise B; C's of the data.
  Tensor ctaA = zipped_divide(tma_a.get_tma_tensor(make_shape(M, K)), TileA{});
  Tensor ctaB = zipped_divide(tma_b.get_tma_tensor(make_shape(N, K)), TileB{});
  Tensor ctaC = make_tensor(make_gmem_ptr(C), L::ctaC(M, N, ldc));  // ((BM,BN),(M/BM,N/BN))
  Tensor ctaCoordC = zipped_divide(make_identity_tensor(make_shape(M, N)), TileC{});
  TileOrder order{int(size<1, 0>(ctaC)), int(size<1, 1>(ctaC))};
  int k_tiles = size<1, 1>(ctaA);

  if (warp_group == 0) {
    cutlass::arch::warpgroup_reg_dealloc<40>();
    if (threadIdx.x == 0) {
      auto write = cutlass::make_producer_start_state<Pipeline>();
      for (int tile = blockIdx.x; tile < order.count(); tile += gridDim.x) {
        auto [m, n] = order(tile);
        auto [tAgA, tAsA] = tma_partition(tma_a, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sA),
                                          group_modes<0, 2>(ctaA(make_coord(_, _), make_coord(m, _))));  // (TMA,k), (TMA,PIPE)
        auto [tBgB, tBsB] = tma_partition(tma_b, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sB),
                                          group_modes<0, 2>(ctaB(make_coord(_, _), make_coord(n, _))));
        for (int k = 0; k < k_tiles; ++k) {
          pipeline.producer_acquire(write);
          auto* full = pipeline.producer_get_barrier(write);
          copy(tma_a.with(*full), tAgA(_, k), tAsA(_, write.index()));
          copy(tma_b.with(*full), tBgB(_, k), tBsB(_, write.index()));
          ++write;
        }
      }
    }
  } else {
    cutlass::arch::warpgroup_reg_alloc<232>();
    typename L::TiledMma mma;
    auto thr_mma = mma.get_thread_slice(threadIdx.x - 128);
    Tensor tCrA = thr_mma.make_fragment_A(thr_mma.partition_A(sA));  // (MMA,MMA_M,MMA_K,PIPE) descriptors
    Tensor tCrB = thr_mma.make_fragment_B(thr_mma.partition_B(sB));  // (MMA,MMA_N,MMA_K,PIPE)
    Tensor acc = partition_fragment_C(mma, TileC{});                 // (MMA,MMA_M,MMA_N)
    typename Pipeline::PipelineState read, release;
    for (int tile = blockIdx.x; tile < order.count(); tile += gridDim.x) {
      auto [m, n] = order(tile);
      mma.accumulate_ = GMMA::ScaleOut::Zero;
      for (int k = 0; k < k_tiles; ++k) {
        pipeline.consumer_wait(read);
        warpgroup_fence_operand(acc);
        warpgroup_arrive();
        CUTE_UNROLL
        for (int kb = 0; kb < size<2>(tCrA); ++kb) {
          gemm(mma, tCrA(_, _, kb, read.index()), tCrB(_, _, kb, read.index()), acc);
          mma.accumulate_ = GMMA::ScaleOut::One;
        }
        warpgroup_commit_batch();
        warpgroup_wait<1>();  // the previous k tile's wgmma are done: its stage can be refilled
        warpgroup_fence_operand(acc);
        if (k > 0) {
          pipeline.consumer_release(release);
          ++release;
        }
        ++read;
      }
      warpgroup_wait<0>();
      warpgroup_fence_operand(acc);
      pipeline.consumer_release(release);
      ++release;

      if constexpr (kTmaStore<TC>) {
        // the group's chunks of this tile: (chunk elements, chunks along N) of C's TMA coordinates
        using SmemC = typename L::SmemC;
        constexpr int rows = size<0>(SmemC{}), cols = size<1>(SmemC{});
        Tensor gC = zipped_divide(tma_c.get_tma_tensor(make_shape(M, N)), Shape<Int<rows>, Int<cols>>{});
        int group = warp_group - 1;
        Tensor gRow = group_modes<0, 2>(gC(make_coord(_, _), make_coord(m * 2 + group, _)));  // (TMA,N/cols)
        store_tile_tma<L>(mma, acc, tma_c, gRow, n * (size<1>(TileC{}) / cols), smem.staging.c.begin(), group);
      } else {
        Tensor tCgC = thr_mma.partition_C(ctaC(make_coord(_, _), make_coord(m, n)));
        Tensor tCcC = thr_mma.partition_C(ctaCoordC(make_coord(_, _), make_coord(m, n)));
        bool full = (m + 1) * size<0>(TileC{}) <= M && (n + 1) * size<1>(TileC{}) <= N;
        store_tile<TC>(acc, tCgC, tCcC, M, N, full);
      }
    }
    if constexpr (kTmaStore<TC>) {
      if (threadIdx.x % 128 == 0) tma_store_wait<0>();  // the last stores have read shared memory
    }
  }
}

template <class L, class TC, class TmaA, class TmaB, class TmaC>
__global__ __launch_bounds__(kThreads, 1) void gemm_kernel(int M, int N, int K,
    CUTE_GRID_CONSTANT TmaA const tma_a, CUTE_GRID_CONSTANT TmaB const tma_b,
    CUTE_GRID_CONSTANT TmaC const tma_c, TC* C, int ldc) {
  gemm_body<L, TC>(M, N, K, tma_a, tma_b, tma_c, C, ldc);
}

// Builds the TMA atoms of L for these operands and launches the persistent kernel on every SM
// (or one CTA per tile, if fewer).
template <class L, class TC>
void gemm(int M, int N, int K, typename L::Element const* A, int lda, typename L::Element const* B,
          int ldb, TC* C, int ldc, int sms, cudaStream_t stream = 0) {
  Tensor mA = make_tensor(make_gmem_ptr(A), L::gmemA(M, K, lda));
  Tensor mB = make_tensor(make_gmem_ptr(B), L::gmemB(N, K, ldb));
  auto tma_a = make_tma_atom(SM90_TMA_LOAD{}, mA, typename L::SmemA{}(_, _, 0), TileA<L>{});
  auto tma_b = make_tma_atom(SM90_TMA_LOAD{}, mB, typename L::SmemB{}(_, _, 0), TileB<L>{});
  auto tma_c = [&] {
    if constexpr (kTmaStore<TC>) {
      using SmemC = typename L::SmemC;
      Tensor mC = make_tensor(make_gmem_ptr(C), L::gmemC(M, N, ldc));
      return make_tma_atom(SM90_TMA_STORE{}, mC, SmemC{}(_, _, 0), product_each(shape(SmemC{}(_, _, 0))));
    } else {
      return NoStaging{};
    }
  }();
  auto kernel = gemm_kernel<L, TC, decltype(tma_a), decltype(tma_b), decltype(tma_c)>;
  int smem = int(sizeof(SharedStorage<L, TC>));
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
  TileOrder order{int(ceil_div(M, size<0>(TileC<L>{}))), int(ceil_div(N, size<1>(TileC<L>{})))};
  int grid = order.count() < sms ? order.count() : sms;
  kernel<<<grid, kThreads, smem, stream>>>(M, N, K, tma_a, tma_b, tma_c, C, ldc);
}
}  // namespace sm90
