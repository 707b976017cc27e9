package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Each transpose variant of {@link TransposeBenchmark} computes the transpose (no timing). */
class KernelsAgreeTest {
  @Test
  void everyVariantTransposes() {
    TransposeBenchmark kernel = new TransposeBenchmark();
    kernel.n = 512;
    kernel.setUp();
    int n = kernel.n;
    Random random = new Random(3); // the seed of TransposeBenchmark.setUp
    float[] src = new float[n * n];
    for (int k = 0; k < src.length; k++) {
      src[k] = random.nextFloat();
    }
    float[] expected = new float[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        expected[i + n * j] = src[i * n + j];
      }
    }
    float[] dst = kernel.hand(); // every variant writes and returns this same destination
    assertArrayEquals(expected, dst, "hand");
    Arrays.fill(dst, 0f);
    assertArrayEquals(expected, kernel.generatedStatic(), "generated static");
    Arrays.fill(dst, 0f);
    assertArrayEquals(expected, kernel.generatedDynamic(), "generated dynamic");
    Arrays.fill(dst, 0f);
    assertArrayEquals(expected, kernel.runtime(), "runtime");
  }
}
