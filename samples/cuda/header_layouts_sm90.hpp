// The Hopper GEMM's layouts as the Java descriptor gives them, under the names the kernel and the
// driver use (header_sm90::Bf16, header_sm90::Tf32). The processor does not yet emit CuTe headers
// for GMMA shared-memory atoms inside `of` or for @TiledMma (that work is on its way); until it
// does, the header-driven policies are the hand-written ones, so the two kernels are one and their
// ratio measures only the timing's noise. sm90_compile_check.cu asserts, member by member, that
// these policies have the hand-written ones' C++ types, which must stay true when this file
// becomes includes of the emitted headers.
#pragma once
#include "hand_layouts_sm90.hpp"

namespace header_sm90 {
using Bf16 = hand_sm90::Bf16;
using Tf32 = hand_sm90::Tf32;
}  // namespace header_sm90
