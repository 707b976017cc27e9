package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class QuantitiesTest {
  /** The core's exact long instance (the processor's binding sizes use it). */
  private static final QuantityAlgebra<Long, Long> LONGS = LongQuantities.EXACT;

  /** The expression a fold builds, to see the order of terms. */
  private static final QuantityAlgebra<String, String> TEXT = new QuantityAlgebra<>() {
    @Override
    public String zero() {
      return "0";
    }

    @Override
    public String one() {
      return "1";
    }

    @Override
    public String of(String leaf) {
      return leaf;
    }

    @Override
    public String minusOne(String extent) {
      return "(" + extent + "-1)";
    }

    @Override
    public String magnitude(String stride) {
      return "|" + stride + "|";
    }

    @Override
    public String plus(String sum, String term) {
      return sum + "+" + term;
    }

    @Override
    public String times(String product, String factor) {
      return product + "*" + factor;
    }

    @Override
    public String max(String maximum, String value) {
      return "max(" + maximum + "," + value + ")";
    }
  };

  @Test
  void quantitiesOfAColumnMajorAndAStridedLayout() {
    // (4,3):(1,4) is compact: size = cosize = capacity = 12
    assertEquals(12L, Quantities.size(LONGS, List.of(4L, 3L)));
    assertEquals(12L, Quantities.cosize(LONGS, List.of(4L, 3L), List.of(1L, 4L)));
    assertEquals(12L, Quantities.capacity(LONGS, List.of(4L, 3L), List.of(1L, 4L)));
    // (2,2):(1,-4) reaches 0, 1, -4, -3: the span is 6 wide; the widest leaf walks 8
    assertEquals(6L, Quantities.cosize(LONGS, List.of(2L, 2L), List.of(1L, -4L)));
    assertEquals(8L, Quantities.capacity(LONGS, List.of(2L, 2L), List.of(1L, -4L)));
    // stride 0 everywhere: one index
    assertEquals(1L, Quantities.cosize(LONGS, List.of(5L, 7L), List.of(0L, 0L)));
    assertEquals(0L, Quantities.capacity(LONGS, List.of(5L, 7L), List.of(0L, 0L)));
  }

  @Test
  void noLeavesHaveSizeOneCosizeOneCapacityZero() {
    assertEquals(1L, Quantities.size(LONGS, List.of()));
    assertEquals(1L, Quantities.cosize(LONGS, List.of(), List.of()));
    assertEquals(0L, Quantities.capacity(LONGS, List.of(), List.of()));
  }

  @Test
  void foldsInLeafOrder() {
    List<String> s = List.of("A", "B");
    List<String> d = List.of("x", "y");
    assertEquals("1*A*B", Quantities.size(TEXT, s));
    assertEquals("1+(A-1)*|x|+(B-1)*|y|", Quantities.cosize(TEXT, s, d));
    assertEquals("max(max(0,A*|x|),B*|y|)", Quantities.capacity(TEXT, s, d));
  }
}
