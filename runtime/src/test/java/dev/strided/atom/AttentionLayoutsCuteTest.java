package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Attention's layout layer against CuTe C++ (g++ on the shared headers, the SM90 GMMA traits on
 * the host): each case builds both tiled MMAs in C++, dumps every thread's C and A registers with
 * the coordinates {@code partition_C} / {@code partition_A} of an identity tensor give them, and
 * views the C fragment as A the way CUTLASS kernels do (the value mode's last extent split in two,
 * {@code logical_divide} by {@code _2}, its halves moved to A's value and K modes). The runtime's
 * relabeling, exchange, row groups and mask predicates are then checked against those C++
 * coordinates element by element.
 */
class AttentionLayoutsCuteTest {
  private static final String HELPERS = """
      #include <cute/tensor.hpp>
      #include <cute/atom/mma_atom.hpp>
      #include <cute/atom/mma_traits_sm80.hpp>
      #include <cute/atom/mma_traits_sm90_gmma.hpp>
      #include <cstdio>
      using namespace cute;
      template <class Mma, class Shape> void dumpC(Mma mma, Shape shape) {
        auto id = make_identity_tensor(shape);
        auto reg = partition_fragment_C(mma, shape).layout();
        for (int t = 0; t < int(size(mma)); ++t) {
          auto c = mma.get_slice(t).partition_C(id);
          for (int x = 0; x < int(size(c)); ++x)
            printf("C %d %d %d %d\\n", t, int(reg(x)), int(get<0>(c(x))), int(get<1>(c(x))));
        }
      }
      template <class Mma, class Shape> void dumpA(Mma mma, Shape shape) {
        auto id = make_identity_tensor(shape);
        for (int t = 0; t < int(size(mma)); ++t) {
          auto thr = mma.get_slice(t);
          auto reg = thr.partition_fragment_A(make_tensor<bfloat16_t>(shape)).layout();
          auto a = thr.partition_A(id);
          for (int x = 0; x < int(size(a)); ++x)
            printf("A %d %d %d %d\\n", t, int(reg(x)), int(get<0>(a(x))), int(get<1>(a(x))));
        }
      }
      template <class View> void dumpView(View v) {
        printf("V");
        for (int y = 0; y < int(size(v)); ++y) printf(" %d", int(v(y)));
        printf("\\n");
      }
      // GMMA accumulator ((2,2,V),RM,RN) as the A of a 16-bit GMMA: ((2,2,2),RM,(V/2,RN))
      template <class C> auto gmmaView(C c) {
        auto l = logical_divide(layout<0,2>(c), Tile<_2>{});
        return make_layout(make_layout(layout<0,0>(c), layout<0,1>(c), layout<0,0>(l)), layout<1>(c),
                           make_layout(layout<0,1>(l), layout<2>(c)));
      }
      // SM80 accumulator ((2,2),RM,RN) as the A of m16n8k16: (((2,2),2),RM,RN/2)
      template <class C> auto sm80View(C c) {
        auto l = logical_divide(layout<2>(c), Tile<_2>{});
        return make_layout(make_layout(layout<0>(c), layout<0,0>(l)), layout<1>(c), layout<0,1>(l));
      }
      template <class Mma> void dumpMask(Mma mma, int lq, int lk, int causal, int mb, int nb) {
        auto tile = make_shape(tile_size<0>(mma), tile_size<1>(mma));
        auto reg = partition_fragment_C(mma, tile).layout();
        auto cS = local_tile(make_identity_tensor(make_shape(lq, lk)), tile, make_coord(mb, nb));
        for (int t = 0; t < int(size(mma)); ++t) {
          auto c = mma.get_slice(t).partition_C(cS);
          for (int x = 0; x < int(size(c)); ++x) {
            int m = get<0>(c(x)), n = get<1>(c(x));
            bool keep = n < lk && (causal == 0 || (causal == 1 ? n <= m : n <= m + lk - lq));
            printf("P %d %d %d\\n", t, int(reg(x)), keep ? 1 : 0);
          }
        }
      }
      """;

  /** One pair of tiled MMAs: Java's and the C++ that builds the same. */
  private record Pair(String name, TiledMma first, TiledMma second, String cxxFirst,
      String cxxSecond, String view) {}

  private static TiledMma mma(MmaAtom atom, String atoms, String permutation) {
    return permutation == null ? TiledMma.of(atom, Layout.parse(atoms))
        : TiledMma.of(atom, Layout.parse(atoms), Tiler.parse(permutation));
  }

  private static final List<Pair> PAIRS = List.of(
      new Pair("BF16 S 64x128, O 64x64, one warp group",
          mma(MmaAtom.of("SM90_64x128x16_F32BF16BF16_SS", Major.K, Major.K), "_1", null),
          mma(MmaAtom.of("SM90_64x64x16_F32BF16BF16_RS", Major.K, Major.MN), "_1", null),
          "make_tiled_mma(SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>{})",
          "make_tiled_mma(SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>{})",
          "gmmaView"),
      new Pair("BF16 S 128x128, O 128x128, two warp groups in M",
          mma(MmaAtom.of("SM90_64x128x16_F32BF16BF16_SS", Major.K, Major.K), "(_2,_1,_1)", null),
          mma(MmaAtom.of("SM90_64x128x16_F32BF16BF16_RS", Major.K, Major.MN), "(_2,_1,_1)", null),
          "make_tiled_mma(SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{})",
          "make_tiled_mma(SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>{}, Layout<Shape<_2,_1,_1>>{})",
          "gmmaView"),
      new Pair("F16 S 64x64, O 64x256",
          mma(MmaAtom.of("SM90_64x64x16_F32F16F16_SS", Major.K, Major.K), "_1", null),
          mma(MmaAtom.of("SM90_64x256x16_F32F16F16_RS", Major.K, Major.MN), "_1", null),
          "make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})",
          "make_tiled_mma(SM90_64x256x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::MN>{})",
          "gmmaView"),
      new Pair("SM80 m16n8k16 over four warps in M, tile 64x64x16",
          mma(MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN"), "(_4,_1,_1)", "(_64,_64,_16)"),
          mma(MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN"), "(_4,_1,_1)", "(_64,_64,_16)"),
          "make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN{}, Layout<Shape<_4,_1,_1>>{}, Tile<_64,_64,_16>{})",
          "make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN{}, Layout<Shape<_4,_1,_1>>{}, Tile<_64,_64,_16>{})",
          "sm80View"),
      new Pair("FP8 S 64x64, O 64x64: lanes exchange",
          mma(MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_SS_TN"), "_1", null),
          mma(MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_RS_TN"), "_1", null),
          "make_tiled_mma(SM90_64x64x32_F32E4M3E4M3_SS_TN<>{})",
          "make_tiled_mma(SM90_64x64x32_F32E4M3E4M3_RS_TN<>{})", null));

  /** Masks: pair index, Lq, Lk, causal (0 none, 1 top-left, 2 bottom-right), m block, n block. */
  private static final int[][] MASKS = {
      {0, 100, 300, 2, 0, 1}, {0, 100, 300, 2, 1, 2}, {0, 64, 60, 0, 0, 0}, {0, 200, 200, 1, 1, 0},
      {1, 300, 250, 1, 1, 1}, {1, 77, 1000, 2, 0, 7}, {3, 90, 90, 2, 1, 1}};

  @Test
  void relabelingsExchangesRowGroupsAndMasksAgreeWithCuteCxx() throws Exception {
    StringBuilder cxx = new StringBuilder(HELPERS).append("int main() {\n");
    for (int i = 0; i < PAIRS.size(); i++) {
      Pair p = PAIRS.get(i);
      String shape = "make_shape(Int<" + p.first().tileSize(0) + ">{}, Int<" + p.first().tileSize(1)
          + ">{})";
      cxx.append("  { printf(\"@@").append(i).append("\\n\"); auto m1 = ").append(p.cxxFirst())
          .append("; auto m2 = ").append(p.cxxSecond()).append("; auto s = ").append(shape)
          .append(";\n    dumpC(m1, s); dumpA(m2, s);");
      if (p.view() != null) {
        cxx.append(" dumpView(").append(p.view()).append("(partition_fragment_C(m1, s).layout()));");
      }
      cxx.append(" }\n");
    }
    for (int k = 0; k < MASKS.length; k++) {
      int[] c = MASKS[k];
      cxx.append("  { printf(\"@@mask").append(k).append("\\n\"); dumpMask(")
          .append(PAIRS.get(c[0]).cxxFirst()).append(", ").append(c[1]).append(", ").append(c[2])
          .append(", ").append(c[3]).append(", ").append(c[4]).append(", ").append(c[5]).append("); }\n");
    }
    cxx.append("  printf(\"@@end\\n\");\n}\n");
    String output;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      output = gpp.outputsOf(List.of(cxx.toString()), List.of()).get(0);
    }
    Map<String, List<String>> sections = sections(output);
    for (int i = 0; i < PAIRS.size(); i++) {
      check(PAIRS.get(i), sections.get(String.valueOf(i)));
    }
    for (int k = 0; k < MASKS.length; k++) {
      int[] c = MASKS[k];
      AttentionMask mask = new AttentionMask(c[1], c[2], AttentionMask.Causal.values()[c[3]]);
      TiledMma mma = PAIRS.get(c[0]).first();
      int checked = 0;
      for (String line : sections.get("mask" + k)) {
        String[] f = line.split(" ");
        int t = Integer.parseInt(f[1]);
        assertEquals(f[3].equals("1"), mask.predicates(mma, c[4], c[5], t).get(Integer.parseInt(f[2])),
            "mask case " + k + ", " + line);
        checked++;
      }
      assertEquals(mma.size() * mma.tileSize(0) * mma.tileSize(1) / mma.size(), checked);
    }
  }

  private static void check(Pair p, List<String> lines) {
    Map<Integer, int[]> c = new HashMap<>();
    Map<Integer, int[]> a = new HashMap<>();
    List<int[]> aNatural = new ArrayList<>();
    int[] view = null;
    for (String line : lines) {
      String[] f = line.split(" ");
      if (f[0].equals("V")) {
        view = new int[f.length - 1];
        for (int y = 0; y < view.length; y++) {
          view[y] = Integer.parseInt(f[y + 1]);
        }
        continue;
      }
      int t = Integer.parseInt(f[1]);
      int reg = Integer.parseInt(f[2]);
      int[] mn = {Integer.parseInt(f[3]), Integer.parseInt(f[4])};
      (f[0].equals("C") ? c : a).put(t * 4096 + reg, mn);
      if (f[0].equals("A")) {
        aNatural.add(new int[] {t, reg, mn[0], mn[1]});
      }
    }
    AccumulatorAsA answer = AccumulatorAsA.of(p.first(), p.second());
    int threads = p.first().size();
    if (p.view() != null) {
      AccumulatorAsA.Relabeling r = assertInstanceOf(AccumulatorAsA.Relabeling.class, answer, p.name());
      int perThread = aNatural.size() / threads;
      assertEquals(view.length, perThread, p.name());
      assertEquals(view.length, r.aView().size(), p.name());
      for (int y = 0; y < view.length; y++) {
        assertEquals(view[y], r.aView().index(y), p.name() + ": A view at " + y);
      }
      for (int[] e : aNatural) {
        int y = aNatural.indexOf(e) % perThread;
        assertTrue(java.util.Arrays.equals(new int[] {e[2], e[3]}, c.get(e[0] * 4096 + view[y])),
            p.name() + ": C++'s view of thread " + e[0] + " at " + y + " is another element");
      }
      for (int t = 0; t < threads; t++) {
        for (int x = 0; x < r.cToA().size(); x++) {
          assertTrue(java.util.Arrays.equals(c.get(t * 4096 + x), a.get(t * 4096 + r.cToA().index(x))),
              p.name() + ": thread " + t + "'s C register " + x);
        }
      }
    } else {
      AccumulatorAsA.Exchange x = assertInstanceOf(AccumulatorAsA.Exchange.class, answer, p.name());
      for (int t = 0; t < threads; t++) {
        for (int j = 0; j < x.aValues(); j++) {
          int[] want = a.get(t * 4096 + j);
          int[] got = c.get(x.sourceThread(t, j) * 4096 + x.sourceValue(t, j));
          assertTrue(java.util.Arrays.equals(want, got), p.name() + ": thread " + t + " A " + j);
          assertTrue(x.laneXors().contains(t ^ x.sourceThread(t, j)));
        }
      }
    }
    checkRows(p, c, threads);
  }

  private static void checkRows(Pair p, Map<Integer, int[]> c, int threads) {
    RowGroups g = RowGroups.of(p.first());
    int rows = g.rowCol().size(0);
    int cols = g.rowCol().size(1);
    Map<Integer, List<Integer>> holders = new HashMap<>();
    for (int t = 0; t < threads; t++) {
      for (int r = 0; r < rows; r++) {
        int previous = -1;
        for (int col = 0; col < cols; col++) {
          int[] mn = c.get(t * 4096 + g.rowCol().index(r, col));
          assertEquals(g.rows().index(t, r), mn[0], p.name() + ": thread " + t + " row " + r);
          assertTrue(mn[1] > previous, p.name() + ": columns ascend");
          previous = mn[1];
        }
        holders.computeIfAbsent(g.rows().index(t, r), k -> new ArrayList<>()).add(t);
      }
    }
    int span = 0;
    for (int xor : g.laneXors()) {
      span |= xor;
    }
    for (List<Integer> h : holders.values()) {
      assertEquals(g.threadsPerRow(), h.size(), p.name());
      for (int t : h) {
        assertEquals(0, (t ^ h.get(0)) & ~span, p.name() + ": threads " + h);
      }
    }
    assertEquals(p.first().tileSize(0), holders.size());
  }

  private static Map<String, List<String>> sections(String output) {
    Map<String, List<String>> out = new HashMap<>();
    List<String> current = null;
    for (String line : output.split("\n")) {
      if (line.startsWith("@@")) {
        current = new ArrayList<>();
        out.put(line.substring(2), current);
      } else if (current != null && !line.isEmpty()) {
        current.add(line);
      }
    }
    return out;
  }

  @Test
  void vAsAnMnMajorOperandIsCuteTileToShapeOfTheMnAtom() throws Exception {
    MmaAtom pv = MmaAtom.of("SM90_64x128x16_F32BF16BF16_RS", Major.K, Major.MN);
    String[][] cases = {{"(_128,_64,_2)", "GMMA::Layout_MN_SW128_Atom<bfloat16_t>"},
        {"(_96,_64)", "GMMA::Layout_MN_SW64_Atom<bfloat16_t>"},
        {"(_64,_32)", "GMMA::Layout_MN_SW128_Atom<bfloat16_t>"}};
    TiledMma o = TiledMma.of(pv, Layout.parse("_1"));
    StringBuilder cxx = new StringBuilder(HELPERS).append("int main() {\n  auto mma = make_tiled_mma("
        + "SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::MN>{});\n");
    List<String> expected = new ArrayList<>();
    for (String[] k : cases) {
      SwizzledLayout v = Atoms.gmmaSmem(pv, Operand.B, IntTuple.parse(k[0]));
      String shape = "Shape<" + k[0].replaceAll("[()]", "").replace("_", "_") + ">{}";
      cxx.append("  { auto s = tile_to_shape(").append(k[1]).append("{}, ").append(shape)
          .append("); for (int i = 0; i < int(size(s)); ++i) printf(\" %d\", int(s.layout_a()(")
          .append("s.layout_b()(i) * 2) / 2)); printf(\"\\n\");\n")
          .append("    auto b = s.layout_b(); print(mma.get_slice(5).partition_B(make_tensor(")
          .append("make_gmem_ptr((bfloat16_t*)nullptr), select<0,1>(b))).layout()); printf(\"\\n\"); }\n");
      StringBuilder offsets = new StringBuilder();
      for (int i = 0; i < v.size(); i++) {
        offsets.append(' ').append(v.index(i));
      }
      Layout plain = v.layout();
      expected.add(offsets.toString());
      expected.add(o.partitionB(plain.select(0, 1), 5).toString());
    }
    cxx.append("}\n");
    String output;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      output = gpp.outputsOf(List.of(cxx.toString()), List.of()).get(0);
    }
    assertEquals(expected, List.of(output.split("\n")));
  }
}
