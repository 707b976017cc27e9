// Host-side check of the attention kernel's layouts, compiled with g++ by CI (CudaAttentionSampleTest):
// the policies built from the headers emitted for AttentionLayouts.java have the hand-written
// policies' C++ types (tiled MMAs, shared-memory stages), the same row-shuffle distances, and the
// same maps at every index: the global layouts of Q, K and V, S's accumulator viewed as P·V's A
// operand, and the rows of S's and O's accumulators and of O's coordinates; and the persistent
// kernel's tile order (attention_schedule.hpp) visits every tile once. Prints "OK".
#include <cstdio>
#include <type_traits>
#include <vector>
#include "attention_schedule.hpp"
#include "hand_layouts_attn.hpp"
#include "header_layouts_attn.hpp"

template <class H, class C>
constexpr bool kSameTypes = std::is_same_v<typename H::MmaS, typename C::MmaS> &&
                            std::is_same_v<typename H::MmaO, typename C::MmaO> &&
                            std::is_same_v<typename H::SmemQ, typename C::SmemQ> &&
                            std::is_same_v<typename H::SmemK, typename C::SmemK> &&
                            std::is_same_v<typename H::SmemV, typename C::SmemV> &&
                            H::kRowShuffles == C::kRowShuffles && H::kRowLaneMask == C::kRowLaneMask;
static_assert(kSameTypes<header_attn::Policy<64>, hand_attn::Policy<64>>, "D 64: headers and hand differ");
static_assert(kSameTypes<header_attn::Policy<128>, hand_attn::Policy<128>>, "D 128: headers and hand differ");
static_assert(kSameTypes<header_attn::Policy<128, 176>, hand_attn::Policy<128, 176>>,
              "D 128, 176 keys: headers and hand differ");

template <class A, class B>
bool same(char const* what, int d, A const& a, B const& b) {
  if (cute::size(a) != cute::size(b)) {
    std::printf("DIFFERS %s (D %d): sizes %d and %d\n", what, d, int(cute::size(a)), int(cute::size(b)));
    return false;
  }
  for (int i = 0; i < int(cute::size(a)); ++i) {
    if (!(a(i) == b(i))) {
      std::printf("DIFFERS %s (D %d) at %d\n", what, d, i);
      return false;
    }
  }
  return true;
}

template <int D, int BN = 128>
bool check() {
  using namespace cute;
  using H = header_attn::Policy<D, BN>;
  using C = hand_attn::Policy<D, BN>;
  bool ok = H::row_shuffle(0) == C::row_shuffle(0) && H::row_shuffle(1) == C::row_shuffle(1);
  auto acc_s = partition_fragment_C(typename C::MmaS{}, Shape<_128, Int<BN>>{});
  auto acc_o = partition_fragment_C(typename C::MmaO{}, Shape<_128, Int<D>>{});
  auto p = make_tensor_like<bfloat16_t>(acc_s);
  auto cO = typename C::MmaO{}.get_thread_slice(37).partition_C(make_identity_tensor(Shape<_128, Int<D>>{}));
  ok &= same("p_as_a", D, H::p_as_a(p.layout()), C::p_as_a(p.layout()));
  ok &= same("s_rows", D, H::s_rows(acc_s.layout()), C::s_rows(acc_s.layout()));
  ok &= same("o_rows", D, H::o_rows(acc_o.layout()), C::o_rows(acc_o.layout()));
  ok &= same("o_rows of coordinates", D, H::o_rows(cO.layout()), C::o_rows(cO.layout()));
  int const sizes[][5] = {{1024, 16, 8, 2, 0}, {100, 3, 1, 1, 1}, {4097, 2, 2, 3, 0}};
  for (auto const& s : sizes) {
    int l = s[0], h = s[1], b = s[3], row = s[4] ? h * D : D;
    ok &= same("gmemQ", D, H::gmemQ(l, D, h, b, row, s[4] ? D : l * D, l * h * D),
               C::gmemQ(l, D, h, b, row, s[4] ? D : l * D, l * h * D));
    ok &= same("gmemK", D, H::gmemK(l, D, s[2], b, row, l * D, l * s[2] * D),
               C::gmemK(l, D, s[2], b, row, l * D, l * s[2] * D));
    ok &= same("gmemVt", D, H::gmemVt(D, l, s[2], b, row, l * D, l * s[2] * D),
               C::gmemVt(D, l, s[2], b, row, l * D, l * s[2] * D));
  }
  return ok;
}

// Every (m block, head, batch) exactly once; consecutive tiles of one head and batch with the m block
// stepping by one (up, or causal down from the last); the persistent grid min(tiles, SMs).
bool schedule_ok() {
  bool ok = true;
  int const shapes[][3] = {{1, 1, 1}, {8, 16, 32}, {13, 3, 2}, {128, 16, 2}, {1, 5, 1}};
  for (int causal = 0; causal < 2; ++causal) {
    for (auto const& s : shapes) {
      int m = s[0], h = s[1], b = s[2];
      attn::TileOrder order{m, h, b, causal != 0};
      std::vector<int> seen(m * h * b, 0);
      bool good = order.tiles() == m * h * b;
      for (int i = 0; good && i < order.tiles(); ++i) {
        attn::Tile t = order(i);
        good = t.m_block >= 0 && t.m_block < m && t.head >= 0 && t.head < h && t.batch >= 0 && t.batch < b;
        if (good) ++seen[(t.batch * h + t.head) * m + t.m_block];
        attn::Tile first = order(i - i % m);
        good &= t.head == first.head && t.batch == first.batch &&
                t.m_block == (causal ? m - 1 - i % m : i % m);
      }
      for (int n : seen) good &= n == 1;
      good &= attn::persistent_ctas(order.tiles(), 132) == (order.tiles() < 132 ? order.tiles() : 132);
      if (!good) std::printf("DIFFERS tile order (%d m blocks, %d heads, batch %d, causal %d)\n", m, h, b, causal);
      ok &= good;
    }
  }
  return ok;
}

int main() {
  bool ok = check<64>() & check<128>() & check<128, 176>() & schedule_ok();
  std::printf(ok ? "OK\n" : "FAILED\n");
  return ok ? 0 : 1;
}
