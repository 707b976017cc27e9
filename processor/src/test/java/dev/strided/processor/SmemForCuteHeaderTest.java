package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.SmemChoice;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import dev.strided.testing.CuteCompiler;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CuTe header ({@code -Astrided.cute=true}) of a layout {@code smem_for} chose: its comment
 * says what was chosen and the wavefronts per copy that decided it (the runtime's
 * {@link SmemChoice}, computed here from the runtime), and the header compiles with g++ against
 * CuTe to the chosen layout, element by element (skipped without g++ or CuTe).
 */
class SmemForCuteHeaderTest {
  private static final String CP_ASYNC = "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>";

  @Test
  void theCommentSaysWhatWasChosenAndTheHeaderIsThatLayout(@TempDir Path dir) throws Exception {
    Compilation c = Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Astrided.cute=true")
        .compile(JavaFileObjects.forSourceLines("com.acme.Gemm", "package com.acme;",
            "import dev.strided.annotations.Layout;", "import dev.strided.annotations.TiledCopy;",
            "import dev.strided.annotations.TiledMma;",
            "@TiledMma(name = \"Half\", atom = \"SM80_16x8x16_F32F16F16F32_TN\", atoms = \"(2,2,1)\",",
            "    permutation = \"(32,32,16)\")",
            "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\", type = short.class, "
                + "forA = \"Half\")",
            "@TiledCopy(name = \"CpAsync\", atom = \"" + CP_ASYNC + "\", type = short.class, "
                + "threads = \"(16,8):(8,1)\", values = \"(1,8)\")",
            "@Layout(name = \"SmemA\", of = \"smem_for((64,64), CpAsync, Ldsm)\")",
            "final class Gemm {}"));
    assertThat(c).succeededWithoutWarnings();
    SmemChoice expected = BankConflicts.smemFor(IntTuple.parse("(_64,_64)"),
        TiledCopy.of(CopyAtom.of(CP_ASYNC, 16), Layout.parse("(_16,_8):(_8,_1)"),
            Layout.parse("(_1,_8)")),
        TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), TiledMma.of(
            MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
            Tiler.parse("(_32,_32,_16)"))));
    String header = c.generatedFiles().stream()
        .filter(f -> f.toUri().getPath().endsWith("cute/com/acme/SmemA.hpp")).findFirst()
        .orElseThrow().getCharContent(true).toString();
    String first = expected.why().lines().findFirst().orElseThrow();
    assertTrue(header.contains("\n// smem_for((64,64), CpAsync, Ldsm), which " + first
        + ";\n"), header);
    assertTrue(header.contains("wavefronts per copy " + expected.wavefronts() + " (ideal "
        + expected.idealWavefronts() + ")"), header);
    for (String loser : expected.losers()) {
      assertTrue(header.contains("\n// " + loser), loser + " in\n" + header);
    }
    Path include = dir.resolve("include");
    CuteHeaderComparison.writeHeaders(c, include);
    String unit = """
        #include <cstdio>
        #include <cute/com/acme/SmemA.hpp>
        int main() {
          auto l = com::acme::SmemA();
          for (int i = 0; i < (int) cute::size(l); ++i) {
            std::printf("%d ", (int) l(i));
          }
        }
        """;
    String output;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      output = gpp.outputsOf(List.of(unit), List.of(include)).get(0);
    }
    SwizzledLayout chosen = expected.layout();
    String[] cells = output.strip().split(" ");
    assertEquals(chosen.size(), cells.length);
    for (int i = 0; i < cells.length; i++) {
      assertEquals(chosen.index(i), Integer.parseInt(cells[i]), "element " + i);
    }
  }
}
