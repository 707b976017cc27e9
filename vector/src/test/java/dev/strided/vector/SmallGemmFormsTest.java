package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link SmallGemm} in each operand order a numpy user writes (named as the benchmarks'
 * {@code OpenBlasSmallGemmBenchmark.Form}): the same floats as the general {@link Gemm} (small
 * integers, so every partial sum is exact) at whole and partial vectors, one product and batches;
 * the plan each order gets; a copied operand's panel made afresh at every call once C2 has
 * compiled the kernel, and one per thread.
 */
class SmallGemmFormsTest {
  /** {@code (M, N, K)}: whole vectors of 8 and 16, and extents past them (K past whole tiles). */
  private static final int[][] SHAPES = {{8, 8, 8}, {16, 16, 16}, {32, 32, 32}, {64, 64, 64},
      {10, 24, 40}, {40, 10, 7}, {24, 40, 17}, {3, 5, 33}, {1, 16, 16}, {16, 1, 20}, {64, 8, 33},
      {48, 32, 24}};

  /** A's, B's and C's orders: B is (N,K), so numpy's {@code b} (K,N) row-major is column-major. */
  enum Form {
    AB(false, false, false),
    ABT(false, true, false),
    ATB(true, false, false),
    ATBT(true, true, false),
    AB_C_COLUMN_MAJOR(false, false, true),
    ABT_C_COLUMN_MAJOR(false, true, true);

    final boolean aColumnMajor;
    final boolean bRowMajor;
    final boolean cColumnMajor;

    Form(boolean aColumnMajor, boolean bRowMajor, boolean cColumnMajor) {
      this.aColumnMajor = aColumnMajor;
      this.bRowMajor = bRowMajor;
      this.cColumnMajor = cColumnMajor;
    }

    Layout a(int m, int k, int count) {
      return matrix(m, k, !aColumnMajor, count);
    }

    Layout b(int n, int k, int count) {
      return matrix(n, k, bRowMajor, count);
    }

    Layout c(int m, int n, int count) {
      return matrix(m, n, !cColumnMajor, count);
    }
  }

  /** A compact {@code (_rows,_cols)} matrix, or {@code count} of them 3 floats apart. */
  private static Layout matrix(int rows, int cols, boolean rowMajor, int count) {
    String shape = "(_" + rows + ",_" + cols;
    String strides = rowMajor ? "(_" + cols + ",_1" : "(_1,_" + rows;
    if (count == 1) {
      return Layout.parse(shape + "):" + strides + ")");
    }
    return Layout.parse(shape + "," + count + "):" + strides + "," + (rows * cols + 3) + ")");
  }

  @ParameterizedTest
  @EnumSource(Form.class)
  void everyFormGivesTheGeneralGemmsFloats(Form form) {
    Random r = new Random(form.ordinal());
    for (int[] s : SHAPES) {
      for (int count : new int[] {1, 3}) {
        Layout la = form.a(s[0], s[2], count);
        Layout lb = form.b(s[1], s[2], count);
        Layout lc = form.c(s[0], s[1], count);
        SmallLayouts.assertLikeGemm(la, lb, lc, count, r, form + " ");
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Form.class)
  void vectorsRunAlongCsContiguousModeAndANonContiguousOperandIsCopied(Form form) {
    SmallBlocking plan = SmallBlocking.of(SmallGemmChecks.flat(form.a(32, 32, 1), "A"),
        SmallGemmChecks.flat(form.b(32, 32, 1), "B"),
        SmallGemmChecks.flat(form.c(32, 32, 1), "C"));
    assertEquals(form.cColumnMajor, plan.swapped(), "vectors along M only for a column-major C");
    assertEquals(1, plan.cVec(), "C is contiguous along the vectors");
    boolean xContiguous = form.cColumnMajor ? form.aColumnMajor : !form.bRowMajor;
    assertEquals(!xContiguous, plan.copied(), "the vectors' operand is copied where it must be");
  }

  /**
   * One kernel, C2-compiled within the 20,000 calls, on two B's in turn: C ends at 10,000 times
   * {@code A·B1ᵀ + A·B2ᵀ} (exact: elements -2 to 2, sums below 2²⁴), which a panel left from the
   * previous call would not give.
   */
  @ParameterizedTest
  @EnumSource(value = Form.class, names = {"ABT", "AB_C_COLUMN_MAJOR"})
  void aCompiledKernelCopiesEachCallsOperand(Form form) {
    for (int[] s : new int[][] {{8, 8, 8}, {16, 16, 16}, {24, 40, 17}}) {
      Layout la = form.a(s[0], s[2], 1);
      Layout lb = form.b(s[1], s[2], 1);
      Layout lc = form.c(s[0], s[1], 1);
      Random r = new Random(7);
      float[] a = smallIntegers(la.cosize(), r);
      float[][] bs = {smallIntegers(lb.cosize(), r), smallIntegers(lb.cosize(), r)};
      float[] expected = new float[lc.cosize()];
      for (float[] b : bs) {
        Gemm.gemm(FloatTensor.of(a, 0, la), FloatTensor.of(b, 0, lb),
            FloatTensor.of(expected, 0, lc));
      }
      for (int i = 0; i < expected.length; i++) {
        expected[i] *= 10_000;
      }
      SmallGemm gemm = SmallGemm.of(la, lb, lc);
      float[] c = new float[lc.cosize()];
      for (int call = 0; call < 20_000; call++) {
        gemm.run(a, 0, bs[call % 2], 0, c, 0);
      }
      assertArrayEquals(expected, c, form + " " + la + " " + lb + " " + lc);
    }
  }

  /** Four threads run one plan at once, each on its own B: each C is its own product. */
  @ParameterizedTest
  @EnumSource(value = Form.class, names = {"ABT", "AB_C_COLUMN_MAJOR"})
  void threadsSharingAPlanEachCopyIntoTheirOwnPanel(Form form) throws Exception {
    Layout la = form.a(32, 32, 1);
    Layout lb = form.b(32, 32, 1);
    Layout lc = form.c(32, 32, 1);
    SmallGemm gemm = SmallGemm.of(la, lb, lc);
    float[] a = smallIntegers(la.cosize(), new Random(3));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> runs = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        float[] b = smallIntegers(lb.cosize(), new Random(10 + t));
        runs.add(pool.submit(() -> {
          float[] expected = new float[lc.cosize()];
          Gemm.gemm(FloatTensor.of(a, 0, la), FloatTensor.of(b, 0, lb),
              FloatTensor.of(expected, 0, lc));
          for (int call = 0; call < 2_000; call++) {
            float[] c = new float[lc.cosize()];
            gemm.run(a, 0, b, 0, c, 0);
            assertArrayEquals(expected, c, "call " + call);
          }
        }));
      }
      for (Future<?> run : runs) {
        run.get();
      }
    } finally {
      pool.shutdown();
    }
  }

  private static float[] smallIntegers(int length, Random r) {
    float[] out = new float[length];
    for (int i = 0; i < length; i++) {
      out[i] = r.nextInt(5) - 2;
    }
    return out;
  }
}
