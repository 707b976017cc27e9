package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The Javadoc examples of the small accessors (a tiler's rank, a parse error's parts, a swizzled
 * layout's indices), each value worked out by hand; a layout's counts are in
 * {@link SpecExamplesTest}, congruence's in {@link TupleProfileTest}.
 */
class AccessorExamplesTest {

  @Test
  void tilerRank() {
    assertEquals(2, Tiler.of(4, 8).rank());
  }

  @Test
  void notationExceptionParts() {
    NotationException e = assertThrows(NotationException.class, () -> Layout.parse("(2,3:(1,2)"));
    assertEquals("(2,3:(1,2)", e.text());
    assertEquals(4, e.position());
    assertEquals("expected ',' or ')' but found ':'", e.problem());
  }

  @Test
  void swizzledIndices() {
    SwizzledLayout s = SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)");
    assertEquals(512, s.size());
    assertEquals(IntTuple.parse("(8,64)"), s.shape());
    // 130 is (2,16): 2·64 + 16 = 144 = 0b1001_0000; bit 7 is set, so bit 4 flips: 128
    assertEquals(128, s.index(130));
    // (2,0) is 128: bit 7 flips bit 4 the other way: 144
    assertEquals(144, s.index(new int[] {2, 0}));
    assertEquals(144, s.index(IntTuple.parse("(2,0)")));
  }
}
