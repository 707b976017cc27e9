package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link SmallGemm} against the general {@link Gemm#gemm} on the same arrays, over static shapes
 * (often 8, 16, 32 or 64, else 1 to 40: partial vectors, odd extents, single rows) and flat layouts
 * of A, B and C (row- or column-major, padded, strided by 2 or 3, reversed), one product and
 * batches. With small integers as elements every partial sum is exact, so any summation order gives
 * the same floats: the arrays must be equal, the elements outside C untouched. With elements in
 * [-1, 1) the two may round differently: each is within {@code γ(K+1)·(|C| + Σ|A·B|)} of the exact
 * value (recursive summation of K + 1 terms, u = 2⁻²⁴; an FMA rounds once where a product and a
 * sum round twice), so they may differ by twice that.
 */
class SmallGemmPropertiesTest {
  private static final int[] SIZES = {8, 16, 32, 64};

  @Property(tries = 200)
  void integersGiveTheGeneralGemmsFloatsExactly(@ForAll long seed) {
    Random r = new Random(seed);
    int m = extent(r);
    int n = extent(r);
    int k = extent(r);
    Layout la = SmallLayouts.matrix(m, k, r);
    Layout lb = SmallLayouts.matrix(n, k, r);
    Layout lc = SmallLayouts.matrix(m, n, r);
    float[][] small = {SmallLayouts.integers(la, r), SmallLayouts.integers(lb, r),
        SmallLayouts.integers(lc, r)};
    float[][] general = {small[0].clone(), small[1].clone(), small[2].clone()};
    SmallGemm.of(la, lb, lc).run(small[0], SmallLayouts.origin(la), small[1],
        SmallLayouts.origin(lb), small[2], SmallLayouts.origin(lc));
    Gemm.gemm(tensor(general[0], la), tensor(general[1], lb), tensor(general[2], lc));
    assertArrayEquals(general[2], small[2], "A " + la + " B " + lb + " C " + lc);
  }

  @Property(tries = 120)
  void realsAgreeWithTheGeneralGemmWithinTheRoundingBound(@ForAll long seed) {
    Random r = new Random(seed);
    int m = extent(r);
    int n = extent(r);
    int k = extent(r);
    Layout la = SmallLayouts.matrix(m, k, r);
    Layout lb = SmallLayouts.matrix(n, k, r);
    Layout lc = SmallLayouts.matrix(m, n, r);
    FloatTensor a = tensor(SmallLayouts.reals(la, r), la);
    FloatTensor b = tensor(SmallLayouts.reals(lb, r), lb);
    FloatTensor c = tensor(SmallLayouts.reals(lc, r), lc);
    FloatTensor general = tensor(c.data().clone(), lc);
    double[][] bound = new double[m][n];
    double gamma = (k + 1) * 0x1p-24 / (1 - (k + 1) * 0x1p-24);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        double abs = Math.abs(c.get(i, j));
        for (int p = 0; p < k; p++) {
          abs += Math.abs((double) a.get(i, p) * b.get(j, p));
        }
        bound[i][j] = 2 * gamma * abs;
      }
    }
    SmallGemm.of(la, lb, lc).run(a, b, c);
    Gemm.gemm(a, b, general);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        if (Math.abs(c.get(i, j) - general.get(i, j)) > bound[i][j]) {
          fail("A " + la + " B " + lb + " C " + lc + ": C(" + i + "," + j + ") = " + c.get(i, j)
              + ", the general GEMM's " + general.get(i, j) + ", bound " + bound[i][j]);
        }
      }
    }
  }

  /** A batch (M,K,L) runs each of its L products as the general GEMM runs it alone. */
  @Property(tries = 60)
  void aBatchIsEachProductOfIt(@ForAll long seed) {
    Random r = new Random(seed);
    int m = extent(r);
    int n = extent(r);
    int k = extent(r);
    int count = 1 + r.nextInt(12);
    Layout la = SmallLayouts.batch(SmallLayouts.matrix(m, k, r), count, r);
    Layout lb = SmallLayouts.batch(SmallLayouts.matrix(n, k, r), count, r);
    Layout lc = SmallLayouts.batch(SmallLayouts.matrix(m, n, r), count, r);
    SmallLayouts.assertLikeGemm(la, lb, lc, count, r, "");
  }

  private static int extent(Random r) {
    return r.nextInt(3) > 0 ? SIZES[r.nextInt(SIZES.length)] : 1 + r.nextInt(40);
  }

  private static FloatTensor tensor(float[] data, Layout layout) {
    return FloatTensor.of(data, SmallLayouts.origin(layout), layout);
  }
}
