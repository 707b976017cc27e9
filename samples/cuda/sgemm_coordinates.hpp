// The coordinates a masked SGEMM compares with the problem's extents (CuTe's identity tensors and
// elem_less): each tiled like the data it guards, so element i of a thread's partition of the data
// and of the coordinates are the same element. Host and device code; layouts_check.cpp checks them.
#pragma once
#include <cute/tensor.hpp>

// ((BM,BK),(ceil(M/BM),ceil(K/BK))) -> (m,k): the coordinates of A's CTA tiles.
template <class L>
CUTE_HOST_DEVICE auto ctaCoordinatesA(int M, int K) {
  return cute::zipped_divide(cute::make_identity_tensor(L::shapeA(M, K)), L::tileA());
}

template <class L>
CUTE_HOST_DEVICE auto ctaCoordinatesB(int N, int K) {
  return cute::zipped_divide(cute::make_identity_tensor(L::shapeB(N, K)), L::tileB());
}

// (thread, value) -> (m,n) of the C tile at (tile_m, tile_n), through the thread-value layout the
// epilogue writes with.
template <class L>
CUTE_HOST_DEVICE auto threadValueCoordinatesC(int M, int N, int tile_m, int tile_n) {
  using namespace cute;
  Tensor c = zipped_divide(make_identity_tensor(L::shapeC(M, N)), L::tileC())(
      make_coord(_, _), make_coord(tile_m, tile_n));
  return make_tensor(c.data(), composition(c.layout(), L::threadValueC()));
}
