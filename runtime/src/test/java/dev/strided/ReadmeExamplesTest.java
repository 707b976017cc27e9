package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Every value the README claims for the runtime, so the README cannot drift from the code. */
class ReadmeExamplesTest {

  @Test
  void introExample() {
    Layout tile = Layout.parse("(2,(2,2)):(4,(2,1))");
    assertEquals(8, tile.size());
    assertEquals(8, tile.cosize());
    assertEquals(7, tile.index(1, 3));
    assertEquals(6, tile.index(IntTuple.parse("(1,(1,0))")));
    assertEquals("(1,(0,1))", tile.coord(5).toString());
    assertEquals("(2,2):(2,1)", tile.get(1).toString());
    assertEquals("(2,3,4):(12,4,_1)", Layout.rowMajor(IntTuple.parse("(2,3,4)")).toString());
  }

  @Test
  void algebraExamples() {
    assertEquals("((_2,_2),_3):((_24,_2),_8)",
        Layout.parse("(_6,_2):(_8,_2)").compose(Layout.parse("(_4,_3):(_3,_1)")).toString());
    assertEquals("(_3,_2):(_2,_12)",
        Layout.parse("(_2,_2):(_1,_6)").complement(IntTuple.parse("_24")).toString());
    assertEquals("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))",
        Layout.parse("(_4,_2,_3):(_2,_1,_8)").logicalDivide(Layout.parse("_4:_2")).toString());
    assertEquals("((_2,_3),(_5,_4)):((_5,_10),(_1,_30))",
        Layout.parse("(_2,_5):(_5,_1)").blockedProduct(Layout.parse("(_3,_4):(_1,_3)"))
            .toString());
    assertEquals("((_2,_4),(_4,_2)):((_1,_8),(_2,_32))",
        Layout.parse("(_8,_8):(_1,_8)").zippedDivide(Tiler.parse("(_2,_4)")).toString());
    Layout sliced = Layout.parse("(_3,(_2,_4)):(_2,(_1,_6))");
    assertEquals("(_3,_4):(_2,_6)", sliced.slice("(_,(1,_))").toString());
    assertEquals(1, sliced.sliceOffset("(_,(1,_))"));
    assertEquals(144, SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").index(2, 0));
  }
}
