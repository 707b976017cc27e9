package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link Gemm#gemm} against a double-precision triple loop over {@code get}: every element within
 * 1e-4 relative (of the sum of absolute products), on random extents 1 to 70 (one case in 25 up
 * to 200 × 560 × 300, beyond the CTA tiles along M and K; a few past {@code NC} columns) and random
 * layouts of A, B and C — row- and column-major, padded, nested modes — with
 * one to three threads, and swizzled A and C; elements of the arrays outside C are left as they
 * were.
 */
class GemmPropertiesTest {

  @Property(tries = 250)
  void gemmEqualsTheDoublePrecisionReference(@ForAll long seed) {
    Random r = new Random(seed);
    boolean large = r.nextInt(25) == 0;
    int m = 1 + r.nextInt(large ? 200 : 70);
    int n = 1 + r.nextInt(large ? 560 : 70);
    int k = 1 + r.nextInt(large ? 300 : 70);
    check(m, n, k, RandomLayouts.matrix(m, k, r), RandomLayouts.matrix(n, k, r),
        RandomLayouts.matrix(m, n, r), 1 + r.nextInt(3), r);
  }

  /** Past a CTA tile along N and K: the last column tile and the last step of K are partial. */
  @Property(tries = 6)
  void wideAndDeepProductsCrossTheTiles(@ForAll long seed) {
    Random r = new Random(seed);
    int m = 1 + r.nextInt(30);
    int n = GemmPlan.NC + 1 + r.nextInt(2 * MicroKernel.COLS);
    int k = GemmPlan.KC + 1 + r.nextInt(40);
    check(m, n, k, RandomLayouts.matrix(m, k, r), RandomLayouts.matrix(n, k, r),
        RandomLayouts.matrix(m, n, r), 1 + r.nextInt(2), r);
  }

  /** Wide enough for the threads to split N where M is short: they claim columns of tiles. */
  @Property(tries = 8)
  void wideProductsSplitAmongThreadsByColumns(@ForAll long seed) {
    Random r = new Random(seed);
    int threads = 2 + r.nextInt(3);
    int m = 1 + r.nextInt(GemmPlan.MC);
    int n = threads * 2 * MicroKernel.COLS + r.nextInt(600);
    int k = 1 + r.nextInt(GemmPlan.KC + 40);
    check(m, n, k, RandomLayouts.matrix(m, k, r), RandomLayouts.matrix(n, k, r),
        RandomLayouts.matrix(m, n, r), threads, r);
  }

  /** Past a CTA tile along M: several row tiles of equal rows, split among threads. */
  @Property(tries = 6)
  void tallProductsCrossTheRowTiles(@ForAll long seed) {
    Random r = new Random(seed);
    int m = GemmPlan.MC + 1 + r.nextInt(3 * GemmPlan.MC);
    int n = 1 + r.nextInt(2 * MicroKernel.COLS);
    int k = 1 + r.nextInt(40);
    check(m, n, k, RandomLayouts.matrix(m, k, r), RandomLayouts.matrix(n, k, r),
        RandomLayouts.matrix(m, n, r), 1 + r.nextInt(3), r);
  }

  /**
   * Several row tiles at several steps of K on two or three threads: the threads claim row tiles
   * of each step in turn, each with B's tile packed in its own buffer, so a row tile must wait for
   * its own tile at the step before, claimed by whichever thread.
   */
  @Property(tries = 4)
  void deepTallProductsOnThreadsAddEachStepOnce(@ForAll long seed) {
    Random r = new Random(seed);
    int m = 2 * GemmPlan.MC + 1 + r.nextInt(2 * GemmPlan.MC);
    int n = 1 + r.nextInt(3 * MicroKernel.COLS);
    int k = 2 * GemmPlan.KC + 1 + r.nextInt(GemmPlan.KC);
    check(m, n, k, RandomLayouts.matrix(m, k, r), RandomLayouts.matrix(n, k, r),
        RandomLayouts.matrix(m, n, r), 2 + r.nextInt(2), r);
  }

  @Property(tries = 20)
  void swizzledOperandsGiveTheSameProduct(@ForAll long seed) {
    Random r = new Random(seed);
    Swizzle swizzle = new Swizzle(2, 2, 3);
    FloatTensor a = swizzled(swizzle, Layout.parse("(16,32):(32,1)"), r);
    FloatTensor b = filled(RandomLayouts.matrix(24, 32, r), r);
    FloatTensor c = swizzled(swizzle, Layout.parse("(16,24):(1,16)"), r);
    check(16, 24, 32, a, b, c, 1 + r.nextInt(2), "swizzled A and C");
  }

  /**
   * A call on the tensors of the call before runs on what {@link GemmCall} kept of it: calls on the
   * same tensors, on others of the same layouts and on the first ones again, with one thread and
   * two, each add the product once more.
   */
  @Property(tries = 40)
  void repeatedCallsOnTheSameTensorsAddTheProductEachTime(@ForAll long seed) {
    Random r = new Random(seed);
    int m = 1 + r.nextInt(70);
    int n = 1 + r.nextInt(70);
    int k = 1 + r.nextInt(70);
    Layout la = RandomLayouts.matrix(m, k, r);
    Layout lb = RandomLayouts.matrix(n, k, r);
    Layout lc = RandomLayouts.matrix(m, n, r);
    String layouts = "A " + la + " B " + lb + " C " + lc;
    FloatTensor a = filled(la, r);
    FloatTensor b = filled(lb, r);
    FloatTensor c = filled(lc, r);
    FloatTensor otherC = filled(lc, r);
    check(m, n, k, a, b, c, 1, layouts);
    check(m, n, k, a, b, c, 1, layouts + ", again");
    check(m, n, k, a, b, otherC, 1, layouts + ", another C");
    check(m, n, k, a, b, c, 1, layouts + ", the first C again");
    check(m, n, k, a, b, c, 2, layouts + ", on two threads");
    check(m, n, k, a, b, c, 2, layouts + ", on two threads again");
  }

  private static FloatTensor swizzled(Swizzle swizzle, Layout layout, Random r) {
    float[] data = new float[layout.cosize()];
    for (int i = 0; i < data.length; i++) {
      data[i] = 2 * r.nextFloat() - 1;
    }
    return FloatTensor.of(data, 0, swizzle.compose(layout));
  }

  static void check(int m, int n, int k, Layout la, Layout lb, Layout lc, int threads, Random r) {
    check(m, n, k, filled(la, r), filled(lb, r), filled(lc, r), threads,
        "A " + la + " B " + lb + " C " + lc);
  }

  private static void check(int m, int n, int k, FloatTensor a, FloatTensor b, FloatTensor c,
      int threads, String layouts) {
    double[][] expected = new double[m][n];
    double[][] scale = new double[m][n];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        double sum = c.get(i, j);
        double abs = Math.abs(sum);
        for (int p = 0; p < k; p++) {
          double product = (double) a.get(i, p) * b.get(j, p);
          sum += product;
          abs += Math.abs(product);
        }
        expected[i][j] = sum;
        scale[i][j] = abs;
      }
    }
    float[] outside = c.data().clone();
    Gemm.gemm(a, b, c, threads);
    String what = "M=" + m + " N=" + n + " K=" + k + " " + layouts + " threads " + threads;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        double error = Math.abs(c.get(i, j) - expected[i][j]);
        if (error > 1e-4 * Math.max(scale[i][j], 1e-30)) {
          fail(what + ": C(" + i + "," + j + ") = " + c.get(i, j) + ", expected "
              + expected[i][j]);
        }
        outside[index(c, i, j)] = c.get(i, j);
      }
    }
    assertEquals(Arrays.toString(outside), Arrays.toString(c.data()), what);
  }

  private static int index(FloatTensor c, int i, int j) {
    return c.offset() + (c.isSwizzled() ? c.swizzledLayout().index(i, j) : c.layout().index(i, j));
  }

  /** A tensor over an array with room before and after it, random values in [-1, 1). */
  private static FloatTensor filled(Layout layout, Random r) {
    IndexRange range = IndexRange.of(layout);
    int before = r.nextInt(4);
    float[] data = new float[(int) (range.max() - range.min()) + 1 + before + r.nextInt(4)];
    for (int i = 0; i < data.length; i++) {
      data[i] = 2 * r.nextFloat() - 1;
    }
    return FloatTensor.of(data, (int) -range.min() + before, layout);
  }
}
