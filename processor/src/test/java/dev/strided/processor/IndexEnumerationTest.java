package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The enumeration is exact: beyond long it refuses instead of wrapping into a false answer. */
class IndexEnumerationTest {
  @Test
  void indicesBeyondLongAreRefusedNotWrapped() {
    // x + y + z = 2^64: wrapped, coordinate 7 would share index 0 with coordinate 0
    long[] strides = {Long.MAX_VALUE, (1L << 62) + 1, 1L << 62};
    assertThrows(ArithmeticException.class,
        () -> IndexEnumeration.collision(new long[] {2, 2, 2}, strides));
    assertThrows(ArithmeticException.class,
        () -> IndexEnumeration.firstMissing(new long[] {2, 2, 2}, strides));
  }

  @Test
  void smallLayoutsAreStillDecided() {
    assertArrayEquals(new long[] {1, 2},
        IndexEnumeration.collision(new long[] {2, 2}, new long[] {1, 1}));
  }

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
