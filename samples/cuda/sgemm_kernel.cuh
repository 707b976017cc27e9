// A CuTe-style SIMT SGEMM, C(m,n) = sum_k A(m,k) * B(n,k) (CuTe's convention, all M-/N-major),
// written once over a policy L that supplies every layout it uses: HandLayouts (written in C++) or
// HeaderLayouts (emitted by the Strided processor from SgemmLayouts.java). Tiles of 128 x 128 x 8,
// 256 threads, a 3-stage cp.async pipeline into a swizzled shared-memory tile, a 16 x 16 thread
// FMA outer product whose rows and columns are dealt to the threads by L::mmaPermutation (four
// adjacent ones at a time: 16-byte shared-memory reads), and the epilogue through the
// thread-value layout of C. A masked policy
// (L::kMasked) takes any M, N, K: its tile counts round up, each element of a copy is a 4-byte
// cp.async that fills zeros where its coordinate is outside the extents (so the K overhang adds
// nothing), and the epilogue writes only the elements inside C.
#pragma once
#include <cute/tensor.hpp>
#include "sgemm_coordinates.hpp"

// The masked copy of one stage: element i of g goes to element i of s where its coordinate c(i)
// is inside the extents, zeros elsewhere (then nothing is read: base only keeps the address valid).
template <class G, class S, class C, class Extents>
__device__ void copy_masked(G const& g, S s, C const& c, Extents const& extents, float const* base) {
  CUTE_UNROLL
  for (int i = 0; i < cute::size(g); ++i) {
    bool inside = cute::elem_less(c(i), extents);
    cute::SM80_CP_ASYNC_CACHEALWAYS_ZFILL<float>::copy(inside ? g(i) : *base, s(i), inside);
  }
}

// The kernel's body, shared by sgemm_kernel (launched from C++) and the extern "C" entries of
// sm90_gemm_java.cu (launched from Java).
template <class L>
CUTE_DEVICE void sgemm_body(int M, int N, int K, float const* A, float const* B, float* C) {
  using namespace cute;
  Tensor ctaA = make_tensor(make_gmem_ptr(A), L::ctaA(M, K));  // ((BM,BK),(M/BM,K/BK))
  Tensor ctaB = make_tensor(make_gmem_ptr(B), L::ctaB(N, K));  // ((BN,BK),(N/BN,K/BK))
  Tensor ctaC = make_tensor(make_gmem_ptr(C), L::ctaC(M, N));  // ((BM,BN),(M/BM,N/BN))
  Tensor gA = ctaA(make_coord(_, _), make_coord(blockIdx.x, _));  // (BM,BK,k)
  Tensor gB = ctaB(make_coord(_, _), make_coord(blockIdx.y, _));  // (BN,BK,k)
  Tensor gC = ctaC(make_coord(_, _), make_coord(blockIdx.x, blockIdx.y));  // (BM,BN)

  constexpr int kSmem = decltype(size(L::smemA()))::value;
  __shared__ alignas(128) float smemA[kSmem];
  __shared__ alignas(128) float smemB[kSmem];
  Tensor sA = make_tensor(make_smem_ptr(smemA), L::smemA());  // (BM,BK,PIPE)
  Tensor sB = make_tensor(make_smem_ptr(smemB), L::smemB());  // (BN,BK,PIPE)

  auto copy = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float>{},
                              L::copyThreads(), L::copyValues());
  auto thr_copy = copy.get_slice(threadIdx.x);
  Tensor tAgA = thr_copy.partition_S(gA);  // (CPY,CPY_M,CPY_K,k)
  Tensor tAsA = thr_copy.partition_D(sA);  // (CPY,CPY_M,CPY_K,PIPE)
  Tensor tBgB = thr_copy.partition_S(gB);
  Tensor tBsB = thr_copy.partition_D(sB);
  // the coordinates of this thread's copy elements, for a masked policy only
  auto tAcA = [&] {
    if constexpr (L::kMasked) {
      return thr_copy.partition_S(
          ctaCoordinatesA<L>(M, K)(make_coord(_, _), make_coord(blockIdx.x, _)));
    } else {
      return 0;
    }
  }();
  auto tBcB = [&] {
    if constexpr (L::kMasked) {
      return thr_copy.partition_S(
          ctaCoordinatesB<L>(N, K)(make_coord(_, _), make_coord(blockIdx.y, _)));
    } else {
      return 0;
    }
  }();
  auto load = [&](int k_tile, int pipe) {
    if constexpr (L::kMasked) {
      copy_masked(tAgA(_, _, _, k_tile), tAsA(_, _, _, pipe), tAcA(_, _, _, k_tile),
                  L::shapeA(M, K), A);
      copy_masked(tBgB(_, _, _, k_tile), tBsB(_, _, _, pipe), tBcB(_, _, _, k_tile),
                  L::shapeB(N, K), B);
    } else {
      cute::copy(copy, tAgA(_, _, _, k_tile), tAsA(_, _, _, pipe));
      cute::copy(copy, tBgB(_, _, _, k_tile), tBsB(_, _, _, pipe));
    }
  };

  auto mma = make_tiled_mma(UniversalFMA<float, float, float>{}, L::mmaThreads(),
                            make_tile(L::mmaPermutation(), L::mmaPermutation(), Int<1>{}));
  auto thr_mma = mma.get_slice(threadIdx.x);
  Tensor tCsA = thr_mma.partition_A(sA);  // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCsB = thr_mma.partition_B(sB);  // (MMA,MMA_N,MMA_K,PIPE)
  Tensor tCgC = thr_mma.partition_C(gC);  // (MMA,MMA_M,MMA_N)
  Tensor tCrA = thr_mma.make_fragment_A(tCsA(_, _, _, 0));
  Tensor tCrB = thr_mma.make_fragment_B(tCsB(_, _, _, 0));
  Tensor tCrC = thr_mma.make_fragment_C(tCgC);
  clear(tCrC);

  auto K_PIPE_MAX = size<3>(tAsA);
  int k_tile_count = size<3>(tAgA);
  int k_tile_next = 0;
  CUTE_UNROLL
  for (int k_pipe = 0; k_pipe < K_PIPE_MAX - 1; ++k_pipe) {
    load(k_tile_next, k_pipe);
    cp_async_fence();
    --k_tile_count;
    if (k_tile_count > 0) ++k_tile_next;
  }
  int smem_pipe_read = 0;
  int smem_pipe_write = K_PIPE_MAX - 1;
  Tensor tCsA_p = tCsA(_, _, _, smem_pipe_read);
  Tensor tCsB_p = tCsB(_, _, _, smem_pipe_read);
  auto K_BLOCK_MAX = size<2>(tCrA);
  cp_async_wait<K_PIPE_MAX - 2>();
  __syncthreads();
  cute::copy(tCsA_p(_, _, Int<0>{}), tCrA(_, _, Int<0>{}));
  cute::copy(tCsB_p(_, _, Int<0>{}), tCrB(_, _, Int<0>{}));

  CUTE_NO_UNROLL
  while (k_tile_count > -(K_PIPE_MAX - 1)) {
    CUTE_UNROLL
    for (int k_block = 0; k_block < K_BLOCK_MAX; ++k_block) {
      if (k_block == K_BLOCK_MAX - 1) {
        tCsA_p = tCsA(_, _, _, smem_pipe_read);
        tCsB_p = tCsB(_, _, _, smem_pipe_read);
        cp_async_wait<K_PIPE_MAX - 2>();
        __syncthreads();
      }
      int k_block_next = (k_block + 1) % K_BLOCK_MAX;
      cute::copy(tCsA_p(_, _, k_block_next), tCrA(_, _, k_block_next));
      cute::copy(tCsB_p(_, _, k_block_next), tCrB(_, _, k_block_next));
      if (k_block == 0) {
        load(k_tile_next, smem_pipe_write);
        cp_async_fence();
        --k_tile_count;
        if (k_tile_count > 0) ++k_tile_next;
        smem_pipe_write = smem_pipe_read;
        smem_pipe_read = (smem_pipe_read == K_PIPE_MAX - 1) ? 0 : smem_pipe_read + 1;
      }
      gemm(mma, tCrA(_, _, k_block), tCrB(_, _, k_block), tCrC);
    }
  }

  // The epilogue: this thread's values of the C tile through the thread-value layout, in the
  // order the MMA accumulated them (value i + 8 j is row i % 4 + 64 (i / 4), column
  // j % 4 + 64 (j / 4) of the thread's corner, 4 tm and 4 tn).
  Tensor tvC = make_tensor(gC.data(), composition(gC.layout(), L::threadValueC()));
  Tensor mine = tvC(int(threadIdx.x), _);
  if constexpr (L::kMasked) {
    Tensor where = threadValueCoordinatesC<L>(M, N, blockIdx.x, blockIdx.y)(int(threadIdx.x), _);
    auto extents = L::shapeC(M, N);
    CUTE_UNROLL
    for (int v = 0; v < size(mine); ++v) {
      if (elem_less(where(v), extents)) mine(v) = tCrC(v);
    }
  } else {
    CUTE_UNROLL
    for (int v = 0; v < size(mine); ++v) {
      mine(v) = tCrC(v);
    }
  }
}

template <class L>
__global__ __launch_bounds__(256) void sgemm_kernel(int M, int N, int K, float const* A,
                                                    float const* B, float* C) {
  sgemm_body<L>(M, N, K, A, B, C);
}
