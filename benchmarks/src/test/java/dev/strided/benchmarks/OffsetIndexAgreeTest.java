package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * {@link OffsetIndexBenchmark} compares like with like: the variants of a form (the generated
 * method, checked against the runtime layout by the processor's tests; the hand-written forms;
 * the previous generated text) sum to the same value over the benchmark's coordinates, offset and
 * plain. No timing.
 */
class OffsetIndexAgreeTest {
  @Test
  void everyVariantOfAFormSumsTheSame() {
    for (OffsetIndexBenchmark.Form form : OffsetIndexBenchmark.Form.values()) {
      int[] offset = new int[OffsetIndexBenchmark.Variant.values().length];
      int[] plain = new int[offset.length];
      for (OffsetIndexBenchmark.Variant variant : OffsetIndexBenchmark.Variant.values()) {
        OffsetIndexBenchmark b = new OffsetIndexBenchmark();
        b.form = form;
        b.variant = variant;
        offset[variant.ordinal()] = b.offset();
        plain[variant.ordinal()] = b.plain();
      }
      for (int v = 1; v < offset.length; v++) {
        assertEquals(offset[0], offset[v], form + " offset, variant " + v);
        assertEquals(plain[0], plain[v], form + " plain, variant " + v);
      }
      assertNotEquals(offset[0], plain[0], form + ": the offsets change the sum");
    }
  }
}
