package dev.strided.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import org.junit.jupiter.api.Test;

/** The classes generated at build time through annotationProcessorPaths work. */
class ProcessorSmokeTest {
  @Test
  void staticGeneratedLayoutMatchesTheRuntime() {
    Layout runtime = Layout.parse("(_2,(_3,_4)):(_1,(_2,_6))");
    assertEquals(runtime, ProcessorSmokeLayout.layout());
    assertEquals(24, ProcessorSmokeLayout.SIZE);
    for (int i = 0; i < 2; i++) {
      for (int j = 0; j < 12; j++) {
        assertEquals(runtime.index(i, j), ProcessorSmokeLayout.index(i, j));
      }
    }
    assertEquals(11, ProcessorSmokeLayout.index(1, 5));
    assertThrows(IndexOutOfBoundsException.class, () -> ProcessorSmokeLayout.checkedIndex(2, 0));
  }

  @Test
  void dynamicGeneratedLayoutBindsItsNames() {
    PaddedMatrix m = PaddedMatrix.of(3, 4, 8);
    assertEquals(10, m.index(2, 1));
    assertEquals(12, m.size());
    assertEquals(Layout.parse("(3,4):(_1,8)"), m.layout());
    assertThrows(IllegalArgumentException.class, () -> PaddedMatrix.of(0, 4, 8));
  }
}
