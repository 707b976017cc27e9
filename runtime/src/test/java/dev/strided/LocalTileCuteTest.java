package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code local_tile} in {@link Layout#derive} against CuTe C++'s {@code local_tile} of a tensor
 * (its layout), on seeded random compact layouts, tilers of each mode's first extent's divisors,
 * coordinates with {@code _} and {@code Step} projections. The seed changes per run and is printed ({@code -Dstrided.localtile.seed=N} replays
 * it).
 */
class LocalTileCuteTest {
  private static final int CASES = 30;

  @Test
  void localTileIsCutes() throws Exception {
    long seed = Long.getLong("strided.localtile.seed", System.currentTimeMillis());
    System.out.println("LocalTileCuteTest: seed " + seed
        + " (replay with -Dstrided.localtile.seed=" + seed + ")");
    Random r = new Random(seed);
    List<String> expressions = new ArrayList<>();
    StringBuilder unit = new StringBuilder("#include <cstdio>\n#include <cute/tensor.hpp>\nusing namespace cute;\n"
        + "int main() {\n  float* p = nullptr;\n");
    while (expressions.size() < CASES) {
      Layout a = RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(2)], true);
      int modes = a.rank() + (r.nextBoolean() ? 1 : 0);
      List<String> tiler = new ArrayList<>();
      List<String> coord = new ArrayList<>();
      List<String> step = new ArrayList<>();
      int kept = 0;
      for (int m = 0; m < modes; m++) {
        boolean keep = m < a.rank() && (kept == 0 || r.nextInt(4) != 0) || modes == 1;
        keep &= kept < a.rank();
        int extent = keep ? divisor(a.get(kept).shape().flatten().get(0).value(), r)
            : 1 + r.nextInt(4);
        kept += keep ? 1 : 0;
        tiler.add("_" + extent);
        step.add(keep ? "_1" : "X");
        coord.add(r.nextInt(3) == 0 ? "_" : String.valueOf(r.nextInt(2)));
      }
      boolean projected = modes > a.rank() || r.nextBoolean();
      if (!projected) {
        tiler.subList(a.rank(), tiler.size()).clear();
        coord.subList(r.nextInt(coord.size()) + 1, coord.size()).clear();
      }
      String t = "(" + String.join(",", tiler) + ")";
      String c = "(" + String.join(",", coord) + ")";
      String s = "Step<" + String.join(",", step) + ">{}";
      String e = "local_tile(" + a + ", " + t + ", " + c + (projected ? ", " + s : "") + ")";
      try {
        Layout.derive(e);
      } catch (IllegalArgumentException refused) {
        continue;   // refusals are the differential test's; here only results are compared
      }
      expressions.add(e);
      unit.append("  print(local_tile(make_tensor(p, ").append(CuteCxx.layout(a)).append("), ")
          .append(CuteCxx.tuple(IntTuple.parse(t), "make_shape")).append(", ")
          .append(CuteCxx.coord(c)).append(projected ? ", " + s : "")
          .append(").layout()); printf(\"\\n\");\n");
    }
    unit.append("}\n");
    String[] out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = gpp.outputsOf(List.of(unit.toString()), List.of()).get(0).split("\n");
    }
    for (int k = 0; k < CASES; k++) {
      assertEquals(out[k], Layout.derive(expressions.get(k)).toString(),
          expressions.get(k) + " (seed " + seed + ")");
    }
  }

  private static int divisor(int n, Random r) {
    int d = 1 + r.nextInt(n);
    while (n % d != 0) {
      d--;
    }
    return d;
  }
}
