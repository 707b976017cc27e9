package dev.strided.ascend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import org.junit.jupiter.api.Test;

/** {@link Te}'s accessors give issue 48's values (and those of their Javadoc examples). */
class AscendTeTest {
  private static final Layout BLOCKED = Layout.parse("((2,3),(4,5)):((1,8),(2,24))");

  @Test
  void depthCountsLeaves() {
    assertEquals(2, Te.depth(IntTuple.parse("(4,2)")));
    assertEquals(1, Te.depth(IntTuple.parse("7")));
    Layout nz = Layout.derive("NZ<half_t>(32,64)");
    assertEquals(4, Te.depth(nz));
    assertEquals(2, nz.depth());   // CuTe's depth counts nesting
    assertEquals(4, Te.depth(BLOCKED));
  }

  @Test
  void shapeStrideAndCapacitySelectTopLevelModes() {
    assertEquals(IntTuple.parse("((4,5),(2,3))"), Te.shape(BLOCKED, 1, 0));
    assertEquals(IntTuple.parse("((2,24),(1,8))"), Te.stride(BLOCKED, 1, 0));
    assertEquals(IntTuple.parse("(4,5)"), Te.shape(BLOCKED, 1));
    assertEquals(24, Te.capacity(BLOCKED, 0));
    assertEquals(120, Te.capacity(BLOCKED, 1, 0));
  }

  @Test
  void rankAndSizeFollowANestedPath() {
    assertEquals(4, Te.size(BLOCKED, 1, 0));
    assertEquals(2, Te.rank(BLOCKED, 1));
    assertEquals(1, Te.rank(BLOCKED, 1, 0));
  }

  @Test
  void getIndexesTheShapeStridePairFirst() {
    assertEquals(IntTuple.parse("(1,8)"), Te.get(BLOCKED, 1, 0));
    assertEquals(IntTuple.parse("((2,3),(4,5))"), Te.get(BLOCKED, 0));
    assertEquals(IntTuple.parse("5"), Te.get(BLOCKED, 0, 1, 1));
  }

  @Test
  void makeLayoutIsRowMajorFlatAndBlockedColumnMajorNested() {
    assertEquals(IntTuple.parse("(12,4,1)"), Te.makeLayout(IntTuple.parse("(2,3,4)")).stride());
    Layout nested = Te.makeLayout(IntTuple.parse("((2,3),(4,5))"));
    assertEquals(IntTuple.parse("((2,3),(4,5))"), nested.shape());
    assertEquals(IntTuple.parse("((1,8),(2,24))"), nested.stride());
  }

  @Test
  void capacityIsTheLargestExtentTimesStride() {
    Layout a = Layout.parse("(3,4):(7,1)");
    assertEquals(21, Te.capacity(a));
    assertEquals(18, a.cosize());
    Layout b = Layout.parse("(4,3):(1,3)");
    assertEquals(9, Te.capacity(b));
    assertEquals(10, b.cosize());
  }

  @Test
  void crd2IdxOfNzHalf() {
    Layout nz = Layout.derive("NZ<half_t>(32,64)");
    assertEquals(788, Te.crd2Idx(IntTuple.parse("(17,20)"), nz));
    assertEquals(788, Te.crd2Idx(IntTuple.parse("((1,1),(4,1))"), nz));
  }

  @Test
  void errorsNameTheInput() {
    IllegalArgumentException get = assertThrows(IllegalArgumentException.class,
        () -> Te.get(BLOCKED, 2));
    assertTrue(get.getMessage().contains("Get<2, ...> of ((2,3),(4,5)):((1,8),(2,24)): a layout "
        + "is the pair (shape, stride), so the first index is 0 or 1"), get.getMessage());
    IllegalArgumentException mode = assertThrows(IllegalArgumentException.class,
        () -> Te.shape(BLOCKED, 0, 2));
    assertTrue(mode.getMessage().contains("Shape<2> of ((2,3),(4,5)):((1,8),(2,24)): mode 2 does "
        + "not exist (its rank is 2)"), mode.getMessage());
    IllegalArgumentException make = assertThrows(IllegalArgumentException.class,
        () -> Te.makeLayout(IntTuple.parse("((2,3,4),(4,5))")));
    assertTrue(make.getMessage().contains("MakeLayout(((2,3,4),(4,5))): Te's blocked layout takes "
        + "a flat shape or one whose every mode is a pair of integers, such as ((2,3),(4,5)); mode "
        + "(2,3,4) is not"), make.getMessage());
  }
}
