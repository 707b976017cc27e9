package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import dev.strided.testing.CuteCompiler;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CuTe headers of {@code @TiledMma} and {@code @TiledCopy} with {@code -Astrided.cute=true}:
 * g++ compiles them against the shared CuTe headers, and each type's print, thread-value layouts
 * (A, B, C; S, D), tile sizes and thread count equal the generated class's runtime value.
 */
class AtomHeadersCuteTest {
  private static final String PACKAGE = "com.acme.atoms";

  /**
   * The annotations: SM70 (CuTe's 0t_mma_atom.md tiled MMA, permuted), SM80 (16-bit and 8-bit
   * integer), SM90 GMMA (SS, RS, TF32, FP8, F16 accumulators, an extended N) and universal atoms
   * (spelled by width, value type and uint_byte_t).
   */
  private static final List<String> ANNOTATIONS = List.of(
      "@TiledMma(name = \"Fma\", atom = \"UniversalFMA<float>\", atoms = \"(16,16,1)\")",
      "@TiledMma(name = \"Tf32\", atom = \"SM80_16x8x8_F32TF32TF32F32_TN\", atoms = \"(2,2,1)\", "
          + "permutation = \"(32,32,8)\")",
      "@TiledMma(name = \"Half\", atom = \"SM80_16x8x16_F32F16F16F32_TN\", atoms = \"(2,2,1)\", "
          + "permutation = \"(32,(8,2,2):(1,16,8),16)\")",
      "@TiledMma(name = \"Bf16\", atom = \"SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,"
          + "GMMA::Major::K>\", atoms = \"(2,1,1)\")",
      "@TiledMma(name = \"Rs\", atom = \"SM90_64x64x16_F32F16F16_RS<GMMA::Major::K,"
          + "GMMA::Major::MN>\", atoms = \"(1,1,1)\")",
      "@TiledMma(name = \"Wide\", atom = \"SM90_64x256x8_F32TF32TF32_SS_TN\", atoms = \"(2,1,1)\","
          + " permutation = \"(128,256,16)\")",
      "@TiledMma(name = \"Odd\", atom = \"SM90_64x24x8_F32TF32TF32_SS_TN\", atoms = \"(1,1,1)\")",
      "@TiledMma(name = \"Volta\", atom = \"SM70_8x8x4_F32F16F16F32_NT\", atoms = \"(2,2):(2,1)\", "
          + "permutation = \"((4,4,2):(1,8,4),32,4)\")",
      "@TiledMma(name = \"Int8\", atom = \"SM80_16x8x32_S32S8S8S32_TN\", atoms = \"(2,2,1)\")",
      "@TiledMma(name = \"Fp8\", atom = \"SM90_64x128x32_F32E4M3E4M3_SS_TN\", atoms = \"(2,1,1)\")",
      "@TiledMma(name = \"Fp8Rs\", atom = \"SM90_64x40x32_F16E5M2E4M3_RS_TN\", atoms = \"(1,1,1)\")",
      "@TiledMma(name = \"F16Acc\", atom = \"SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,"
          + "GMMA::Major::MN>\", atoms = \"(1,1,1)\")",
      "@TiledCopy(name = \"Bytes\", atom = \"UniversalCopy<uint_byte_t<16>>\", type = float.class, "
          + "threads = \"(32,8):(8,1)\", values = \"(4,1)\")",
      "@TiledCopy(name = \"HalvesA\", atom = \"UniversalCopy<half_t>\", type = short.class, "
          + "forA = \"Volta\")",
      "@TiledCopy(name = \"CopyA\", atom = \"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>\", "
          + "type = float.class, threads = \"(32,8):(8,1)\", values = \"(4,1)\")",
      "@TiledCopy(name = \"Wide64\", atom = \"UniversalCopy<uint64_t>\", type = double.class, "
          + "threads = \"(16,8)\", values = \"(1,1)\")",
      "@TiledCopy(name = \"LdsmA\", atom = \"SM75_U32x4_LDSM_N\", type = short.class, "
          + "forA = \"Half\")",
      "@TiledCopy(name = \"LdsmB\", atom = \"SM75_U16x8_LDSM_T\", type = short.class, "
          + "forB = \"Half\")",
      "@TiledCopy(name = \"StsmC\", atom = \"SM90_U32x4_STSM_N\", type = short.class, "
          + "forC = \"Half\")",
      "@TiledCopy(name = \"StoreC\", atom = \"UniversalCopy<uint32_t>\", type = float.class, "
          + "forC = \"Tf32\")");

  @Test
  void everyHeaderIsTheGeneratedValue(@TempDir Path dir) throws Exception {
    List<String> lines = new ArrayList<>(List.of("package " + PACKAGE + ";",
        "import dev.strided.annotations.TiledCopy;", "import dev.strided.annotations.TiledMma;"));
    lines.addAll(ANNOTATIONS);
    lines.add("final class Kernel {}");
    JavaFileObject source = JavaFileObjects.forSourceLines(PACKAGE + ".Kernel", lines);
    Compilation c = CuteHeaderComparison.compile(source);
    assertThat(c).succeededWithoutWarnings();
    Path include = dir.resolve("include");
    assertEquals(ANNOTATIONS.size(), CuteHeaderComparison.writeHeaders(c, include));
    List<String> names = new ArrayList<>();
    for (String a : ANNOTATIONS) {
      names.add(a.substring(a.indexOf("name = \"") + 8, a.indexOf("\", atom")));
    }
    Map<String, String> cute = cute(names, include);
    GeneratedClasses loader = new GeneratedClasses(c);
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      Class<?> type = loader.loadClass(PACKAGE + "." + name);
      String java = ANNOTATIONS.get(i).startsWith("@TiledMma")
          ? mma((TiledMma) type.getMethod("tiledMma").invoke(null))
          : copy((TiledCopy) type.getMethod("tiledCopy").invoke(null));
      assertTrue(cute.containsKey(name), "C++ printed nothing for " + name);
      assertEquals(cute.get(name), java, name);
    }
  }

  @Test
  void aNameCxxCannotUseIsAnErrorOnTheName() {
    JavaFileObject source = JavaFileObjects.forSourceLines("com.acme.Kernel", "package com.acme;",
        "import dev.strided.annotations.TiledMma;",
        "@TiledMma(atom = \"UniversalFMA<float>\", atoms = \"(2,2)\",",
        "    name = \"union\")", "final class Kernel {}");
    Compilation c = CuteHeaderComparison.compile(source);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[strided:cute] the name \"union\" is a C++ keyword, so the "
        + "CuTe header that -Astrided.cute=true asks for cannot be written; rename it.")
        .inFile(source).onLine(4);
  }

  /** What the C++ side prints of a tiled MMA, from the runtime value. */
  private static String mma(TiledMma m) {
    return m + "\nA " + m.tvLayoutA() + "\nB " + m.tvLayoutB() + "\nC " + m.tvLayoutC()
        + "\nT " + m.tileSize(0) + " " + m.tileSize(1) + " " + m.tileSize(2) + " " + m.size()
        + "\n";
  }

  /** What the C++ side prints of a tiled copy, from the runtime value. */
  private static String copy(TiledCopy t) {
    return t + "\nS " + t.tvLayoutS() + "\nD " + t.tvLayoutD() + "\nM " + t.tilerMN() + "\nT "
        + t.size() + "\n";
  }

  /** Each header's type printed by g++'s programs (SM90's apart, they compile slowly), by name. */
  private static Map<String, String> cute(List<String> names, Path include) throws Exception {
    List<Integer> sm90 = new ArrayList<>();
    List<Integer> rest = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      (ANNOTATIONS.get(i).contains("SM90_64") ? sm90 : rest).add(i);
    }
    String out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = String.join("", gpp.outputsOf(List.of(unit(names, sm90), unit(names, rest)),
          List.of(include)));
    }
    Map<String, String> blocks = new HashMap<>();
    String[] parts = out.split("@@", -1);
    for (int k = 1; k < parts.length; k++) {
      int eol = parts[k].indexOf('\n');
      if (eol > 0) {
        blocks.put(parts[k].substring(0, eol), parts[k].substring(eol + 1));
      }
    }
    return blocks;
  }

  /** A program that prints the types of the annotations {@code which}. */
  private static String unit(List<String> names, List<Integer> which) {
    StringBuilder unit = new StringBuilder("#include <cstdio>\n");
    String dir = PACKAGE.replace('.', '/');
    for (int i : which) {
      String name = names.get(i);
      unit.append("#include <cute/").append(dir).append('/').append(name).append(".hpp>\n");
    }
    unit.append("""
        using namespace cute;
        template <class M> void mma(const char* id) {
          M m{};
          std::printf("@@%s\\n", id);
          print(m);
          std::printf("\\nA "); print(m.get_layoutA_TV());
          std::printf("\\nB "); print(m.get_layoutB_TV());
          std::printf("\\nC "); print(m.get_layoutC_TV());
          std::printf("\\nT %d %d %d %d\\n", int(tile_size<0>(m)), int(tile_size<1>(m)),
              int(tile_size<2>(m)), int(size(m)));
        }
        template <class T> void copy(const char* id) {
          T t{};
          std::printf("@@%s\\n", id);
          print(t);
          std::printf("\\nS "); print(t.get_layoutS_TV());
          std::printf("\\nD "); print(t.get_layoutD_TV());
          std::printf("\\nM "); print(typename T::Tiler_MN{});
          std::printf("\\nT %d\\n", int(size(t)));
        }
        int main() {
        """);
    String ns = PACKAGE.replace(".", "::") + "::";
    for (int i : which) {
      String kind = ANNOTATIONS.get(i).startsWith("@TiledMma") ? "mma" : "copy";
      unit.append("  ").append(kind).append('<').append(ns).append(names.get(i)).append(">(\"")
          .append(names.get(i)).append("\");\n");
    }
    unit.append("  std::printf(\"@@\\n\");\n}\n");
    return unit.toString();
  }
}
