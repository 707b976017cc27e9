package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/**
 * The index benchmarks compare like with like: every function they time gives the runtime's index
 * on every coordinate of its layout. No timing.
 */
class SameFunctionsTest {
  private static void check(Layout runtime, IntBinaryOperator f, String what) {
    int n0 = runtime.shape(0).size();
    int n1 = runtime.rank() == 1 ? 1 : runtime.shape(1).size();
    for (int c0 = 0; c0 < n0; c0++) {
      for (int c1 = 0; c1 < n1; c1++) {
        int expected = runtime.rank() == 1 ? runtime.index(c0) : runtime.index(c0, c1);
        assertEquals(expected, f.applyAsInt(c0, c1), what + " at (" + c0 + "," + c1 + ")");
      }
    }
  }

  private static void check1D(Layout runtime, IntUnaryOperator f, String what) {
    for (int c = 0; c < runtime.size(); c++) {
      assertEquals(runtime.index(c), f.applyAsInt(c), what + " at " + c);
    }
  }

  @Test
  void indexBenchmarkFunctions() {
    for (String name : IndexCase.NAMES) {
      IndexCase c = IndexCase.named(name);
      check(c.runtime(), c.generated(), name + " generated");
      check(c.runtime(), c.hand(), name + " hand");
      check(c.runtime(), c.dynamic(), name + " dynamic");
      check1D(c.runtime(), c.generated1D(), name + " generated 1-D");
      check1D(c.runtime(), c.hand1D(), name + " hand 1-D");
      check1D(c.runtime(), c.dynamic1D(), name + " dynamic 1-D");
    }
  }

  @Test
  void derivedIndexBenchmarkFunctions() {
    // zipped_divide((32,32):(1,32), (8,4)), and of (1024,512):(512,1) by (128,64), worked by hand
    Layout tile = Layout.parse("((8,4),(4,8)):((1,32),(8,128))");
    Layout cta = Layout.parse("((128,64),(8,8)):((512,1),(65536,64))");
    for (String form : DerivedIndexBenchmark.FORMS) {
      check(form.startsWith("tile") ? tile : cta, DerivedIndexBenchmark.function(form), form);
    }
  }

  @Test
  void growthBenchmarkFunctions() {
    for (int leaves = 1; leaves <= 6; leaves++) {
      GrowthCase g = GrowthCase.of(leaves);
      assertEquals(leaves, g.runtime().shape().flatten().size(), "leaves of " + g.runtime());
      check(g.runtime(), g.generated(), leaves + " leaves");
      check1D(g.runtime(), g.generated1D(), leaves + " leaves 1-D");
    }
  }

  /** The layout of a {@link BestIndexBenchmark} variant, by its prefix. */
  private static Layout bestLayout(String variant) {
    if (variant.startsWith("tile")) {
      return Layout.parse("((8,4),(4,8)):((1,32),(8,128))");
    }
    if (variant.startsWith("gemmTile")) {
      return Layout.parse("((8,4),(8,2)):((1,64),(8,512))");
    }
    return variant.startsWith("nz") ? Layout.parse("((16,2),(16,4)):((16,256),(1,512))")
        : Layout.parse("((3,5),(6,7)):((1,18),(3,90))");
  }

  @Test
  void bestIndexBenchmarkVariants() throws NoSuchFieldException {
    String[] two = BestIndexBenchmark.TwoCoordinates.class.getField("variant")
        .getAnnotation(Param.class).value();
    for (String v : two) {
      check(bestLayout(v), BestIndexBenchmark.variant(v), v);
    }
    String[] one = BestIndexBenchmark.OneCoordinate.class.getField("variant")
        .getAnnotation(Param.class).value();
    for (String v : one) {
      check1D(bestLayout(v), BestIndexBenchmark.variant1D(v), v);
    }
    assertEquals(16, two.length + one.length, "the 16 variants of BestIndexBenchmark");
  }

  @Test
  void benchmarkCoordinatesAreInRange() {
    for (String v : new String[] {"tileBest", "gemmTileBest", "nzBest", "oddNaive"}) {
      Layout layout = bestLayout(v);
      IndexCoordinates c = BestIndexBenchmark.coordinates(v);
      for (int i = 0; i < IndexCoordinates.COUNT; i++) {
        assertTrue(c.c0()[i] < layout.shape(0).size() && c.c1()[i] < layout.shape(1).size()
            && c.flat()[i] < layout.size(), v + " coordinate " + i);
      }
    }
  }

  @Test
  void multiplyShiftDivisionHoldsForEveryNonNegativeInt() {
    for (long n = 0; n <= Integer.MAX_VALUE; n += 9973) {
      int c = (int) n;
      assertEquals(BestIndex.oddNaive(c, c), BestIndex.oddMagic(c, c), "at " + c);
    }
    int max = Integer.MAX_VALUE;
    assertEquals(BestIndex.oddNaive(max, max), BestIndex.oddMagic(max, max));
  }
}
