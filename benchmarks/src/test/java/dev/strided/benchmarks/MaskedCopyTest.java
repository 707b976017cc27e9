package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Each kernel of {@link MaskedCopyBenchmark} copies its whole matrix, no element more (no timing). */
class MaskedCopyTest {
  @Test
  void everyKernelCopiesTheMatrix() {
    for (int n : new int[] {992, 1024}) {
      MaskedCopyBenchmark kernel = new MaskedCopyBenchmark();
      kernel.n = n;
      kernel.setUp();
      assertArrayEquals(kernel.exactSource(), kernel.exact(), "exact " + n);
      float[] dst = kernel.maskedPerElement();
      assertArrayEquals(kernel.maskedSource(), dst, "masked per element " + n);
      Arrays.fill(dst, 0f);
      assertArrayEquals(kernel.maskedSource(), kernel.maskedPerTile(), "masked per tile " + n);
      Arrays.fill(dst, 0f);
      assertArrayEquals(kernel.maskedSource(), kernel.maskedPerElementExit(),
          "masked per element, as loop exits " + n);
    }
  }
}
