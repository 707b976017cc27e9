package dev.strided.processor;

import org.junit.jupiter.api.Test;

/**
 * The property checks enumerate exactly: an index beyond long under a binding is no counterexample
 * (core IndexEnumerationTest has the enumeration itself).
 */
class EnumerationOverflowTest {
  @Test
  void noFalseCounterexampleUnderABindingThatLeavesLong() {
    // at M = 3, coordinate (2,1,1) has index 2^64, which wrapped to 0 = the index of (0,0,0);
    // before: "[strided:injective] ... is not injective when M = 3"
    Compile.assertOneError(Compile.layout("shape = \"(M,2,2)\"",
            "stride = \"(4611686018427387906,4611686018427387903,4611686018427387901)\"",
            "indexType = Layout.IndexType.LONG", "injective = true"), 5,
        "[strided:injective] cannot prove that layout (M,2,2):(4611686018427387906,"
            + "4611686018427387903,4611686018427387901) is injective for every value of M");
  }
}
