package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class InjectivityTest {
  /** Values; the injectivity bound is the exact span of the leaves before. */
  private static final Injectivity.ChainRule<Long, Long> SPAN = new Injectivity.ChainRule<>() {
    @Override
    public boolean isOne(Long extent) {
      return extent == 1;
    }

    @Override
    public Long one() {
      return 1L;
    }

    @Override
    public boolean equalsBound(Long stride, Long bound) {
      return stride.equals(bound);
    }

    @Override
    public Long times(Long bound, Long extent) {
      return Math.multiplyExact(bound, extent);
    }

    @Override
    public boolean reaches(Long stride, Long bound) {
      return Math.abs(stride) >= bound;
    }

    @Override
    public boolean atLeast(Long a, Long b) {
      return Math.abs(a) >= Math.abs(b);
    }

    @Override
    public Long past(Long bound, Long extent, Long stride) {
      return bound + (extent - 1) * Math.abs(stride);
    }
  };

  @Test
  void compactChainFollowsTheStridesNotTheLeafOrder() {
    // (4,3):(3,1): leaf 1 has stride 1, then leaf 0 has stride 3 = the extent of leaf 1
    Injectivity.Chain<Long> c = Injectivity.compact(List.of(4L, 3L), List.of(3L, 1L), SPAN);
    assertTrue(c.proven());
    assertEquals(List.of(1, 0), c.order());
    assertEquals(12L, c.next());
  }

  @Test
  void aFailedCompactChainSaysWhereItStopped() {
    // (2,3):(1,4): after leaf 0 the next stride must be 2; 4 is not
    Injectivity.Chain<Long> c = Injectivity.compact(List.of(2L, 3L), List.of(1L, 4L), SPAN);
    assertFalse(c.proven());
    assertEquals(List.of(0), c.order());
    assertEquals(2L, c.next());
    // a negative stride never equals the bound
    assertFalse(Injectivity.compact(List.of(2L), List.of(-1L), SPAN).proven());
  }

  @Test
  void extentOneLeavesAreIgnored() {
    assertTrue(Injectivity.compact(List.of(1L, 4L), List.of(7L, 1L), SPAN).proven());
    assertTrue(Injectivity.injective(List.of(4L, 1L), List.of(1L, 0L), SPAN).proven());
  }

  @Test
  void injectiveChainTakesTheSmallestStrideThatReachesTheBound() {
    // (3,4,2):(20,5,1): order 2 (span 2), 1 (5 >= 2, span 17), 0 (20 >= 17)
    Injectivity.Chain<Long> c =
        Injectivity.injective(List.of(3L, 4L, 2L), List.of(20L, 5L, 1L), SPAN);
    assertTrue(c.proven());
    assertEquals(List.of(2, 1, 0), c.order());
    assertEquals(57L, c.next());
    // (2,2):(1,1): the second stride 1 is below the span 2
    assertFalse(Injectivity.injective(List.of(2L, 2L), List.of(1L, 1L), SPAN).proven());
    // (3,2):(2,3) is injective (0,2,4,3,5,7) but not nested: the chain cannot tell
    assertFalse(Injectivity.injective(List.of(3L, 2L), List.of(2L, 3L), SPAN).proven());
  }

  @Test
  void aBoundBeyondTheRangeEndsTheChainUnproven() {
    // (2^62,4):(1,2^62): both leaves join, but the bound after them, 2^64, is beyond long
    Injectivity.Chain<Long> c = Injectivity.compact(List.of(1L << 62, 4L),
        List.of(1L, 1L << 62), SPAN);
    assertFalse(c.proven());
    assertEquals(List.of(0, 1), c.order());
  }
}
