package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.atom.AttentionMask;
import dev.strided.atom.TiledMma;
import dev.strided.testing.CuteCompiler;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The attention attributes of {@code @TiledMma} ({@code aFrom}, {@code rowGroups}) in the emitted
 * CuTe headers, compiled with g++ against CuTe and used as docs/attention.md tells a kernel to use
 * them: S's accumulator registers, each filled with its own coordinate from {@code partition_C}
 * of an identity tensor, viewed through {@code MmaO_AFromC} must give at every A position the
 * coordinate {@code partition_A} gives; {@code MmaS_Rows} must name each register's row and the
 * lanes sharing it; the mask spelled with CuTe's identity tensors must keep what the runtime's
 * {@link AttentionMask} keeps; and V's MN-major layout must be one CuTe's GMMA accepts as the B of
 * the register-sourced MMA. Then each javac error of the attributes.
 */
class AttentionHeadersCuteTest {
  private static final String PACKAGE = "com.acme.attn";
  private static final List<String> ANNOTATIONS = List.of(
      "@TiledMma(name = \"MmaS\", atom = \"SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,"
          + "GMMA::Major::K>\", atoms = \"(2,1,1)\", permutation = \"(128,128,16)\", rowGroups = true)",
      "@TiledMma(name = \"MmaO\", atom = \"SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,"
          + "GMMA::Major::MN>\", atoms = \"(2,1,1)\", permutation = \"(128,64,16)\", aFrom = \"MmaS\","
          + " rowGroups = true)",
      "@Layout(name = \"SmemV\", of = \"tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, "
          + "(64,128,2))\", copies = \"MmaO.B\")");
  /** Lq, Lk, causal (0 none, 1 top-left, 2 bottom-right), m block, n block. */
  private static final int[][] MASKS = {{100, 300, 2, 0, 1}, {300, 250, 1, 1, 1}, {77, 1000, 0, 0, 7}};

  private static JavaFileObject source(List<String> annotations) {
    List<String> lines = new ArrayList<>(List.of("package " + PACKAGE + ";",
        "import dev.strided.annotations.Layout;", "import dev.strided.annotations.TiledMma;"));
    lines.addAll(annotations);
    lines.add("final class Attention {}");
    return JavaFileObjects.forSourceLines(PACKAGE + ".Attention", lines);
  }

  @Test
  void theHeadersRelabelReduceAndMaskAsTheRuntimeDoes(@TempDir Path dir) throws Exception {
    Compilation c = CuteHeaderComparison.compile(source(ANNOTATIONS));
    assertThat(c).succeededWithoutWarnings();
    Path include = dir.resolve("include");
    CuteHeaderComparison.writeHeaders(c, include);
    StringBuilder cxx = new StringBuilder("""
        #include <cstdio>
        #include <cute/com/acme/attn/MmaS.hpp>
        #include <cute/com/acme/attn/MmaO.hpp>
        #include <cute/com/acme/attn/SmemV.hpp>
        using namespace cute;
        namespace e = com::acme::attn;
        float code(int m, int n) { return float(m + 1000 * n); }
        template <class Rows> void rows(const char* name, int threads, int tileM) {
          int bad = 0, holders[256] = {};
          for (int t = 0; t < threads; ++t)
            for (int r = 0; r < int(size<0>(typename Rows::RowCol{})); ++r) {
              int m = typename Rows::Rows{}(t, r);
              holders[m]++;
              for (int s = 0; s <= Rows::lane_mask; ++s)
                if ((s & Rows::lane_mask) == s) bad += typename Rows::Rows{}(t ^ s, r) != m;
            }
          for (int m = 0; m < tileM; ++m) bad += holders[m] != Rows::threads_per_row;
          int mask = 0;
          for (int s = 0; s < Rows::shuffles; ++s) mask |= Rows::shuffle(s);
          printf("%s rows bad %d mask %d\\n", name, bad, mask == Rows::lane_mask ? mask : -1);
        }
        int main() {
          e::MmaS mma_s; e::MmaO mma_o;
          auto tile = make_shape(Int<tile_size<0>(e::MmaS{})>{}, Int<tile_size<1>(e::MmaS{})>{});
          auto id = make_identity_tensor(tile);
          int bad = 0, checked = 0, rowBad = 0;
          for (int t = 0; t < int(size(mma_s)); ++t) {
            Tensor cS = mma_s.get_slice(t).partition_C(id);
            Tensor cP = mma_o.get_slice(t).partition_A(id);
            Tensor acc = partition_fragment_C(mma_s, tile);
            for (int x = 0; x < int(size(acc)); ++x) acc(x) = code(get<0>(cS(x)), get<1>(cS(x)));
            Tensor p = make_tensor(acc.data(), e::MmaO_AFromC{});
            for (int y = 0; y < int(size(p)); ++y, ++checked)
              bad += p(y) != code(get<0>(cP(y)), get<1>(cP(y)));
            using R = e::MmaS_Rows;
            for (int r = 0; r < int(size<0>(R::RowCol{})); ++r)
              for (int v = 0; v < int(size<1>(R::RowCol{})); ++v)
                rowBad += int(acc.data()[R::RowCol{}(r, v)]) % 1000 != R::Rows{}(t, r);
          }
          printf("relabel checked %d bad %d rowcol bad %d\\n", checked, bad, rowBad);
          rows<e::MmaS_Rows>("S", int(size(mma_s)), 128);
          rows<e::MmaO_Rows>("O", int(size(mma_o)), 128);
          Tensor sV = make_tensor(make_smem_ptr((bfloat16_t*)nullptr), e::SmemV_t{});
          // decltype compiles CuTe's GMMA descriptor checks without running them (the host has no smem)
          using VFrag = decltype(mma_o.get_slice(0).partition_fragment_B(sV(_, _, 0)));
          print(typename VFrag::layout_type{}); printf("\\n");
        """);
    for (int[] m : MASKS) {
      cxx.append("  { int lq = ").append(m[0]).append(", lk = ").append(m[1]).append(", causal = ")
          .append(m[2]).append(";\n    Tensor cS = local_tile(make_identity_tensor(make_shape(lq, lk)),"
              + " tile, make_coord(").append(m[3]).append(", ").append(m[4]).append("));\n")
          .append("""
                  for (int t = 0; t < int(size(mma_s)); ++t) {
                    Tensor tScS = mma_s.get_slice(t).partition_C(cS);
                    printf("P");
                    for (int x = 0; x < int(size(tScS)); ++x) {
                      int row = get<0>(tScS(x)), col = get<1>(tScS(x));
                      bool keep = col < lk && (causal == 0 || col <= row + (causal == 2 ? lk - lq : 0));
                      printf("%d", keep ? 1 : 0);
                    }
                    printf("\\n");
                  }
                }
              """);
    }
    cxx.append("}\n");
    List<String> out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = List.of(gpp.outputsOf(List.of(cxx.toString()), List.of(include)).get(0).split("\n"));
    }
    assertEquals("relabel checked 16384 bad 0 rowcol bad 0", out.get(0));
    assertEquals("S rows bad 0 mask 3", out.get(1));
    assertEquals("O rows bad 0 mask 3", out.get(2));
    assertTrue(out.get(3).startsWith("(_1,_1,_8"), "V's GMMA descriptors: " + out.get(3));
    TiledMma s = (TiledMma) new GeneratedClasses(c).loadClass(PACKAGE + ".MmaS")
        .getMethod("tiledMma").invoke(null);
    int line = 4;
    for (int[] m : MASKS) {
      AttentionMask mask = new AttentionMask(m[0], m[1], AttentionMask.Causal.values()[m[2]]);
      for (int t = 0; t < s.size(); t++) {
        StringBuilder java = new StringBuilder("P");
        mask.predicates(s, m[3], m[4], t).forEach(k -> java.append(k ? 1 : 0));
        assertEquals(java.toString(), out.get(line++), "mask " + java + " thread " + t);
      }
    }
    Class<?> mmaS = new GeneratedClasses(c).loadClass(PACKAGE + ".MmaS");
    assertEquals(3, mmaS.getField("ROW_LANE_MASK").getInt(null));
    assertEquals(4, mmaS.getField("THREADS_PER_ROW").getInt(null));
  }

  @Test
  void anUnknownAFromIsAnErrorOnIt() {
    Compile.assertOneError(source(List.of(
        "@TiledMma(name = \"MmaO\", atom = \"SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,"
            + "GMMA::Major::MN>\",", "    aFrom = \"MmaS\")")), 5,
        "[strided:atom] @TiledMma MmaO, aFrom: no @TiledMma above MmaO on this type is named MmaS");
  }

  @Test
  void aSharedMemoryAIsAnErrorOnAFrom() {
    Compile.assertOneError(source(List.of(ANNOTATIONS.get(0),
        "@TiledMma(name = \"MmaO\", atom = \"SM90_64x64x16_F32BF16BF16_SS<GMMA::Major::K,"
            + "GMMA::Major::MN>\", atoms = \"(2,1,1)\",", "    aFrom = \"MmaS\")")), 6,
        "@TiledMma MmaO, aFrom:", "reads A from shared memory");
  }

  @Test
  void eightBitPIsAnErrorNamingTheExchange() {
    Compile.assertOneError(source(List.of(
        "@TiledMma(name = \"S8\", atom = \"SM90_64x64x32_F32E4M3E4M3_SS_TN\")",
        "@TiledMma(name = \"O8\", atom = \"SM90_64x64x32_F32E4M3E4M3_RS_TN\",",
        "    aFrom = \"S8\")")), 6, "@TiledMma O8, aFrom:", "lanes would trade values",
        "xor distances [0, 1, 2, 3]");
  }

  @Test
  void differentMTilesAreAnErrorOnAFrom() {
    Compile.assertOneError(source(List.of(ANNOTATIONS.get(0),
        "@TiledMma(name = \"MmaO\", atom = \"SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,"
            + "GMMA::Major::MN>\", atoms = \"(2,1,1)\", permutation = \"(256,64,16)\",",
        "    aFrom = \"MmaS\")")), 6, "@TiledMma MmaO, aFrom:",
        "the first MMA's M tile is 128 and the second's 256");
  }

  @Test
  void aRowAcrossWarpsIsAnErrorOnRowGroups() {
    Compile.assertOneError(source(List.of(
        "@TiledMma(name = \"Mma\", atom = \"SM80_16x8x16_F32BF16BF16F32_TN\", atoms = \"(2,2,1)\",",
        "    rowGroups = true)")), 5, "@TiledMma Mma, rowGroups:", "of two warps");
  }

  @Test
  void anMnMajorVForAnFp8GmmaIsAnError() {
    Compile.assertOneError(source(List.of(
        "@TiledMma(name = \"O8\",",
        "    atom = \"SM90_64x64x32_F32E4M3E4M3_RS_TN<GMMA::Major::K,GMMA::Major::MN>\")")), 5,
        "@TiledMma O8, atom:");
  }
}
