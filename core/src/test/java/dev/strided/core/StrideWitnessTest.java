package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class StrideWitnessTest {
  private static StrideWitness.Witness shared(List<Long> a, List<Long> b, long index) {
    return new StrideWitness.Witness(StrideWitness.Kind.SHARED, a, b, index);
  }

  @Test
  void aZeroStrideOrTwoEqualMagnitudesCollide() {
    assertEquals(shared(List.of(0L, 0L), List.of(0L, 1L), 0),
        StrideWitness.collision(new long[] {2048, 1024}, new long[] {1, 0}));
    // equal strides: one step along either leaf gives 5
    assertEquals(shared(List.of(0L, 1L, 0L), List.of(0L, 0L, 1L), 5),
        StrideWitness.collision(new long[] {2, 3, 4}, new long[] {1, 5, 5}));
    // opposite strides: one step along both comes back to 0
    assertEquals(shared(List.of(0L, 0L), List.of(1L, 1L), 0),
        StrideWitness.collision(new long[] {4, 4}, new long[] {8, -8}));
    // extent 1 leaves never collide
    assertNull(StrideWitness.collision(new long[] {1, 4}, new long[] {0, 1}));
  }

  @Test
  void whyLeavesAreNotCompact() {
    // (2,3):(1,-2): the chain [0] stopped at 2; leaf 1 goes below 0
    assertEquals(new StrideWitness.Witness(StrideWitness.Kind.OUTSIDE, List.of(0L, 1L),
            List.of(0L, 0L), -2),
        StrideWitness.notCompact(new long[] {2, 3}, new long[] {1, -2}, List.of(0), 2));
    // (4,2,3):(1,8,2): chain [0] (q = 4); leaf 2's stride 2 < 4 is also (2,0,0)
    assertEquals(shared(List.of(2L, 0L, 0L), List.of(0L, 0L, 1L), 2),
        StrideWitness.notCompact(new long[] {4, 2, 3}, new long[] {1, 8, 2}, List.of(0), 4));
    // (2,3):(1,4): index 2 is missed
    assertEquals(new StrideWitness.Witness(StrideWitness.Kind.MISSING, List.of(0L, 0L),
            List.of(0L, 0L), 2),
        StrideWitness.notCompact(new long[] {2, 3}, new long[] {1, 4}, List.of(0), 2));
  }
}
