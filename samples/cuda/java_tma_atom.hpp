// What lets Java pass a CuTe TMA atom as a kernel parameter (KernelArguments.Builder.cuteTmaAtom):
// the atom's only run-time state is its CUtensorMap, at its start, padded to the atom's size. Its
// aux params must be static and nothing else may follow the map. The atom is 256 bytes under nvcc
// (CUtensorMap is 128-aligned) and 192 under NVRTC (CuTe's own 64-aligned descriptor type), so each
// module exports the size it was compiled with as strided_tma_atom_bytes, which Java reads with
// CudaModule.intConstant.
#pragma once
#include <cute/atom/copy_traits_sm90_tma.hpp>

namespace java_entry {
template <class Atom>
constexpr bool kJustAMap = cute::is_static<decltype(Atom{}.aux_params_.g_stride_)>::value &&
    sizeof(Atom{}.tma_desc_) == 128 && sizeof(Atom) < 2 * alignof(Atom) + 128;
}  // namespace java_entry

