package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The run-time divides keep CuTe C++'s rounding where javac refuses (g++ on the shared headers):
 * a tile that does not divide its mode, and a tile larger than the whole mode — a tiler with its
 * modes swapped, which CuTe accepts silently with static and with dynamic extents alike, so the
 * runtime agrees rather than refusing what CuTe accepts.
 */
class RunTimeRoundingTest {
  /**
   * Layout, tiler. With dynamic extents ({@code (128,8)} by {@code (_8,_128)}) C++ accepts the
   * same and agrees but for the strides of the rest modes of extent 1 ({@code 16384} there,
   * {@code _0} here: such a stride never reaches an index, and the runtime writes 0 for it).
   */
  private static final String[][] CASES = {
      {"(_128,_8):(_1,_128)", "(_8,_128)"},
      {"(_12,_8):(_1,_12)", "(_5,_4)"},
      {"(_8,_4):(_4,_1)", "_64"},
  };

  @Test
  void zippedDivideRoundsUpAsCute() throws Exception {
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    List<String> ours = new ArrayList<>();
    for (String[] c : CASES) {
      Layout layout = Layout.parse(c[0]);
      Tiler tiler = Tiler.parse(c[1]);
      main.append("  print(zipped_divide(").append(CuteCxx.layout(layout)).append(", ")
          .append(CuteCxx.tiler(tiler)).append(")); print(\"\\n\");\n");
      ours.add(layout.zippedDivide(tiler).toString());
    }
    // the swapped tiler, as CuTe printed it when this test was written
    assertEquals("((_8,_128),(_16,_1)):((_1,_128),(_8,_0))", ours.get(0));
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(main.append("}\n").toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertEquals(ours, List.of(run.program().output().split("\n")));
    }
  }
}
