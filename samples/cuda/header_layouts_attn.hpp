// The attention kernel's layouts as javac checked them: header_attn::Policy<D, BN> takes every layout and
// atom from the headers the Strided processor emits for samples/cuda/AttentionLayouts.java (under
// samples/cuda/build/classes/cute): the global layouts of Q, K and V (V as the MN-major B operand),
// the GMMA shared-memory tiles and stages (whose first two modes are the TMA boxes) and the tiled
// MMAs, S's accumulator as P·V's A operand (MmaO*_AFromC, a relabeling javac proved from aFrom) and the
// lanes and registers of a row (MmaS128_Rows, MmaO*_Rows from rowGroups); docs/attention.md.
#pragma once
#include "hand_layouts_attn.hpp"
#include <dev/strided/samples/cuda/AttnK.hpp>
#include <dev/strided/samples/cuda/AttnQ.hpp>
#include <dev/strided/samples/cuda/AttnVt.hpp>
#include <dev/strided/samples/cuda/MmaO128.hpp>
#include <dev/strided/samples/cuda/MmaO128x176.hpp>
#include <dev/strided/samples/cuda/MmaO64.hpp>
#include <dev/strided/samples/cuda/MmaS128.hpp>
#include <dev/strided/samples/cuda/MmaS176.hpp>
#include <dev/strided/samples/cuda/SmemK128.hpp>
#include <dev/strided/samples/cuda/SmemK128Stages3.hpp>
#include <dev/strided/samples/cuda/SmemK128x176.hpp>
#include <dev/strided/samples/cuda/SmemK64.hpp>
#include <dev/strided/samples/cuda/SmemQ128.hpp>
#include <dev/strided/samples/cuda/SmemQ64.hpp>
#include <dev/strided/samples/cuda/SmemV128.hpp>
#include <dev/strided/samples/cuda/SmemV128Stages3.hpp>
#include <dev/strided/samples/cuda/SmemV128x176.hpp>
#include <dev/strided/samples/cuda/SmemV64.hpp>

namespace header_attn {
namespace emitted = dev::strided::samples::cuda;

// D and BN pick among the emitted names: (64, 128), (128, 128), and (128, 176) from the *x176 ones;
// kKvStages = 3 takes the K and V tiles of three pipeline stages at (128, 128) (*Stages3).
template <int D, int BN = 128, int kKvStages = 2>
struct Policy : hand_attn::Policy<D, BN> {
  static_assert(kKvStages == 2 || (D == 128 && BN == 128 && kKvStages == 3),
                "three stages are emitted for D 128, 128 keys");
  static constexpr bool kDeep = kKvStages == 3;
  template <class At64, class At128, class At128x176>
  using Pick = cute::conditional_t<D == 64, At64, cute::conditional_t<BN == 128, At128, At128x176>>;
  using MmaS = cute::conditional_t<BN == 128, emitted::MmaS128, emitted::MmaS176>;
  using MmaO = Pick<emitted::MmaO64, emitted::MmaO128, emitted::MmaO128x176>;
  using SmemQ = cute::conditional_t<D == 64, emitted::SmemQ64_t, emitted::SmemQ128_t>;
  using SmemK = cute::conditional_t<kDeep, emitted::SmemK128Stages3_t,
                                    Pick<emitted::SmemK64_t, emitted::SmemK128_t, emitted::SmemK128x176_t>>;
  using SmemV = cute::conditional_t<kDeep, emitted::SmemV128Stages3_t,
                                    Pick<emitted::SmemV64_t, emitted::SmemV128_t, emitted::SmemV128x176_t>>;
  using RowsS = cute::conditional_t<BN == 128, emitted::MmaS128_Rows, emitted::MmaS176_Rows>;
  using RowsO = Pick<emitted::MmaO64_Rows, emitted::MmaO128_Rows, emitted::MmaO128x176_Rows>;
  static_assert(RowsS::lane_mask == RowsO::lane_mask, "S and O share their rows' lanes");
  using AFromC = Pick<emitted::MmaO64_AFromC, emitted::MmaO128_AFromC, emitted::MmaO128x176_AFromC>;
  // the accumulator's registers (by their index in the fragment) viewed as the A fragment of P·V
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto p_as_a(Acc acc) { return cute::composition(acc, AFromC{}); }
  // a fragment (or its coordinates) as (rows of the thread, columns of a row)
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto s_rows(Acc acc) { return cute::composition(acc, typename RowsS::RowCol{}); }
  template <class Acc>
  CUTE_HOST_DEVICE static constexpr auto o_rows(Acc acc) { return cute::composition(acc, typename RowsO::RowCol{}); }
  static constexpr int kRowLaneMask = RowsS::lane_mask;
  static constexpr int kRowShuffles = RowsS::shuffles;
  CUTE_HOST_DEVICE static constexpr int row_shuffle(int i) { return RowsS::shuffle(i); }
  CUTE_HOST_DEVICE static auto gmemQ(int l, int d, int h, int b, int row, int head, int batch) {
    return emitted::AttnQ(l, d, h, b, row, head, batch);
  }
  CUTE_HOST_DEVICE static auto gmemK(int l, int d, int h, int b, int row, int head, int batch) {
    return emitted::AttnK(l, d, h, b, row, head, batch);
  }
  CUTE_HOST_DEVICE static auto gmemVt(int d, int l, int h, int b, int row, int head, int batch) {
    return emitted::AttnVt(d, l, h, b, row, head, batch);
  }
};
}  // namespace header_attn
