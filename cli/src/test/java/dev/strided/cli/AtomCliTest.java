package dev.strided.cli;

import static dev.strided.cli.CliTest.assertUsageError;
import static dev.strided.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strided show --mma} and {@code --copy}: a table worked by hand, and the SVG pictures'
 * cells (place, thread, value, colour) and edge numbers against the nodes CuTe's own
 * {@code print_latex} writes for the same MMA and copy (g++ against the shared headers).
 */
class AtomCliTest {
  private static final Pattern CELL = Pattern.compile("<g class=\"cell\" data-panel=\"(\\w)\""
      + " data-row=\"(\\d+)\" data-col=\"(\\d+)\" data-thread=\"(\\d+)\" data-value=\"(\\d+)\">"
      + "<title>[^<]*</title><rect x=\"\\d+\" y=\"\\d+\" width=\"\\d+\" height=\"\\d+\""
      + " fill=\"(#[0-9a-f]{6})\"");
  private static final Pattern NODE = Pattern.compile("\\\\node\\[fill=\\{rgb,255:red,(\\d+);"
      + "green,(\\d+);blue,(\\d+)\\}\\] at \\((-?\\d+),(-?\\d+)\\) \\{\\\\shortstack\\{T(\\d+) "
      + "\\\\\\\\ V(\\d+)\\}\\};");

  @Test
  void theFmaTablesAreWorkedByHand() {
    CliTest.Run r = run("show", "--mma", "UniversalFMA<float>", "--atoms", "(_2,_2)");
    assertEquals(0, r.status(), r.err());
    // thread t is (t mod 2, t div 2) of the 2x2 C tile; A is 2x1 (M,K), B 1x2 (K rows, N columns)
    assertTrue(r.out().contains("C (2 x 2)\n"), r.out());
    assertTrue(r.out().contains("\n 0  | T0V0 | T2V0 |\n"), r.out());
    assertTrue(r.out().contains("\n 1  | T1V0 | T3V0 |\n"), r.out());
    assertTrue(r.out().contains("A (2 x 1)\n"), r.out());
    assertTrue(r.out().contains("B (1 x 2)\n"), r.out());
    assertTrue(r.out().startsWith("TiledMMA\n  ThrLayoutVMNK:  (_1,_2,_2,_1):(_0,_1,_2,_0)\n"),
        r.out());
  }

  @Test
  void theMmaAndCopyPicturesAreCutesPrintLatex(@TempDir Path dir) throws Exception {
    Path mmaSvg = dir.resolve("mma.svg");
    CliTest.Run r = run("show", "--mma", "SM80_16x8x8_F32TF32TF32F32_TN", "--atoms", "(1,2)",
        "--svg", mmaSvg.toString());
    assertEquals(0, r.status(), r.err());
    Path copySvg = dir.resolve("copy.svg");
    r = run("show", "--copy", "SM75_U32x2_LDSM_N", "--threads", "(32,1)", "--values", "(1,4)",
        "--element-bytes", "2", "--svg", copySvg.toString());
    assertEquals(0, r.status(), r.err());
    Matcher tile = Pattern.compile("\nS \\((\\d+) x (\\d+)\\)\n").matcher(r.out());
    assertTrue(tile.find(), r.out());
    int n = Integer.parseInt(tile.group(2));
    String program = String.join("\n",
        "#include <cute/tensor.hpp>",
        "#include <cute/util/print_latex.hpp>",
        "using namespace cute;",
        "int main() {",
        "  print_latex(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{}, Layout<Shape<_1,_2>>{}));",
        "  printf(\"@@\\n\");",
        "  print_latex(make_tiled_copy(Copy_Atom<SM75_U32x2_LDSM_N, half_t>{},",
        "      Layout<Shape<_32,_1>>{}, Layout<Shape<_1,_4>>{}));",
        "}", "");
    String latex;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      latex = gpp.outputsOf(List.of(program), List.of()).get(0);
    }
    String[] parts = latex.split("@@\n");
    // MMA tile 16 x 16 x 8: C at (0,0), A from column -9, B (K rows) from row -9; copy D from column N + 3
    List<String> mma = nodes(parts[0]);
    assertEquals(16 * 16 + 16 * 8 + 8 * 16, mma.size());
    assertEquals(mma, cells(Files.readString(mmaSvg, StandardCharsets.UTF_8), 8, 0));
    List<String> copy = nodes(parts[1]);
    assertEquals(2 * n * Integer.parseInt(tile.group(1)), copy.size());
    assertEquals(copy, cells(Files.readString(copySvg, StandardCharsets.UTF_8), 0, n + 3));
  }

  @Test
  void badArgumentsAreRefusedWithTheOptionAtFault() {
    CliTest.Run r = run("show", "--mma", "SM80_16x8x8_F32TF32TF32F32");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("--mma") && r.err().contains("SM80_16x8x8_F32TF32TF32F32_TN"),
        r.err());
    r = run("show", "--copy", "UniversalCopy<uint128_t>", "--threads", "(8,4)", "--values", "(2,1)");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("--values") && r.err().contains("too few vals"), r.err());
    assertUsageError(run("show", "--copy", "UniversalCopy<uint32_t>", "--values", "(1,2)"),
        "--copy needs --threads");
    assertUsageError(run("show", "--mma", "UniversalFMA<float>", "--threads", "(2,2)"),
        "--mma draws a tiled MMA; it does not combine with --threads");
  }

  /** CuTe's cell nodes as {@code row col T V colour}, sorted. */
  private static List<String> nodes(String latex) {
    List<String> out = new ArrayList<>();
    Matcher m = NODE.matcher(latex);
    while (m.find()) {
      String colour = String.format("#%02x%02x%02x", Integer.parseInt(m.group(1)),
          Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
      out.add(m.group(4) + " " + m.group(5) + " T" + m.group(6) + " V" + m.group(7) + " " + colour);
    }
    return out.stream().sorted().toList();
  }

  /**
   * The SVG's cells in CuTe's coordinates: A's columns shifted left by {@code k + 1}, B's rows up
   * by {@code k + 1}, D's columns right by {@code dShift}.
   */
  private static List<String> cells(String svg, int k, int dShift) {
    List<String> out = new ArrayList<>();
    Matcher m = CELL.matcher(svg);
    while (m.find()) {
      int row = Integer.parseInt(m.group(2));
      int col = Integer.parseInt(m.group(3));
      switch (m.group(1)) {
        case "A" -> col -= k + 1;
        case "B" -> row -= k + 1;
        case "D" -> col += dShift;
        default -> { }
      }
      out.add(row + " " + col + " T" + m.group(4) + " V" + m.group(5) + " " + m.group(6));
    }
    return out.stream().sorted().toList();
  }
}
