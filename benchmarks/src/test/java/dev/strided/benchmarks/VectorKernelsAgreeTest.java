package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.Swizzle;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The compared functions of the SGEMM and copy benchmarks compute the same thing (no timing): each
 * SGEMM variant gives {@code A·Bᵀ} within 1e-4 of a double-precision product, each copy the
 * source and each transpose the transpose.
 */
class VectorKernelsAgreeTest {

  @Test
  void everySgemmVariantMultiplies() throws InterruptedException {
    SgemmBenchmark bench = new SgemmBenchmark();
    bench.n = 256;
    bench.setUp();
    int n = bench.n;
    double[] expected = product(n);
    float[] c = bench.strided(); // every variant accumulates into this same C
    near(expected, c, "strided");
    Arrays.fill(c, 0f);
    near(expected, bench.handWritten(), "hand-written");
    Arrays.fill(c, 0f);
    near(expected, bench.stridedTwoThreads(), "strided, two threads");
    Arrays.fill(c, 0f);
    near(expected, bench.handWrittenTwoThreads(), "hand-written, two threads");
    Arrays.fill(c, 0f);
    near(expected, bench.ejml(), "EJML");
  }

  /** A·Bᵀ of SgemmBenchmark's operands at n in double precision. */
  static double[] product(int n) {
    Random random = new Random(5); // the seed of SgemmBenchmark.setUp
    float[] a = SgemmBenchmark.random(n * n, random);
    float[] b = SgemmBenchmark.random(n * n, random);
    double[] expected = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        double sum = 0;
        for (int p = 0; p < n; p++) {
          sum += (double) a[i * n + p] * b[j * n + p];
        }
        expected[i * n + j] = sum;
      }
    }
    return expected;
  }

  static void near(double[] expected, float[] actual, String what) {
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], actual[i], 1e-4 * 16, what + " element " + i);
    }
  }

  @Test
  void everyCopyVariantCopiesAndEveryTransposeTransposes() {
    VectorCopyBenchmark bench = new VectorCopyBenchmark();
    bench.setUp();
    int n = VectorCopyBenchmark.SIDE;
    float[] src = SgemmBenchmark.random(n * n, new Random(1));
    assertArrayEquals(src, bench.copyContiguous(), "Copy.copy");
    Arrays.fill(bench.arraycopy(), 0f);
    assertArrayEquals(src, bench.arraycopy(), "arraycopy");
    float[] transposed = new float[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        transposed[j * n + i] = src[i * n + j];
      }
    }
    assertArrayEquals(transposed, bench.copyTranspose(), "Copy.copy transpose");
    Arrays.fill(bench.handTranspose(), 0f);
    assertArrayEquals(transposed, bench.handTranspose(), "hand transpose");
    Arrays.fill(bench.handVectorGathers(), 0f);
    assertArrayEquals(transposed, bench.handVectorGathers(), "hand vector gathers");
    Arrays.fill(bench.handVectorShuffles(), 0f);
    assertArrayEquals(transposed, bench.handVectorShuffles(), "hand vector shuffles");
    Arrays.fill(bench.copyTransposeTiles(), 0f);
    assertArrayEquals(transposed, bench.copyTransposeTiles(), "Copy.copy by tiles");
    float[] permuted = new float[n * n];
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 256; b++) {
        for (int c = 0; c < 1024; c++) {
          permuted[a + 64 * b + 16384 * c] = src[a * 262144 + b * 1024 + c];
        }
      }
    }
    assertArrayEquals(permuted, bench.copyPermute3(), "Copy.copy 3-D permute");
    Swizzle swizzle = new Swizzle(3, 3, 3);
    float[] swizzled = new float[n * n];
    for (int k = 0; k < n * n; k++) {
      swizzled[swizzle.apply(k)] = transposed[k];
    }
    assertArrayEquals(swizzled, bench.copyTransposeSwizzled(), "Copy.copy into a swizzle");
  }
}
