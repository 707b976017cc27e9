package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The examples of the algebra's Javadoc and a few worked cases, computed by hand from CuTe's rules. */
class AlgebraExamplesTest {

  private static Layout l(String text) {
    return Layout.parse(text);
  }

  @Test
  void coalesceAndFilter() {
    assertEquals("_12:_1", l("(_2,(_1,_6)):(_1,(_6,_2))").coalesce().toString());
    // dynamic integers keep CuTe C++'s structure (g++ prints each of these for int leaves)
    assertEquals("((2,3),(4,5)):((1,2),(6,24))",
        l("((2,3),(4,5)):((1,2),(6,24))").coalesce(IntTuple.parse("(1,1)")).toString());
    assertEquals("(2,3,4):(1,0,2)", l("(2,3,4):(1,0,2)").filter().toString());
    assertEquals("_8:_1", l("(_2,_3,_4):(_1,_0,_2)").filter().toString());
    assertEquals("_1:_0", l("(_1,_1):(_3,_5)").coalesce().toString());
    assertEquals("_1:_0", l("(_4,_3):(_0,_0)").filter().toString());
    assertEquals("(4,6):(1,4)", l("(4,6):(1,4)").coalesce().toString());
    assertEquals("(_4,6):(_1,_4)", l("(_4,6):(_1,_4)").coalesce().toString());
  }

  @Test
  void composition() {
    // C++ with int leaves prints the same: a dynamic rest of extent 1 stays a mode
    assertEquals("((2,2),(3,1)):((24,2),(8,2))",
        l("(6,2):(8,2)").compose(l("(4,3):(3,1)")).toString());
    assertEquals("((_2,_2),_3):((_24,_2),_8)",
        l("(_6,_2):(_8,_2)").compose(l("(_4,_3):(_3,_1)")).toString());
    assertEquals("(_2,_4):(_-4,_-8)", l("(_9,_4):(_4,_1)").compose(
        CuteCxxVectorsTest.staticLayout("(2,4):(-1,-2)")).toString());
    // C++ (unlike pycute) accepts (8,8):(8,1) o 2:3, the README's example; with int leaves it
    // prints the dynamic rest of extent 1 as a mode
    assertEquals("(2,1):(24,1)", l("(8,8):(8,1)").compose(l("2:3")).toString());
    // by mode: modes the tiler does not reach are dropped, '_' keeps one
    assertEquals("(4,8):(8,1)", l("(8,8,2):(8,1,64)").compose(Tiler.parse("(4,_)")).toString());
    Layout a = l("(4,6):(6,1)");
    assertEquals(a, a.compose(Tiler.Keep.INSTANCE));
  }

  @Test
  void complementAndInverses() {
    assertEquals("_3:_2", l("(_2,_2):(_1,_6)").complement().toString());
    assertEquals("(2,3):(_1,8)", l("4:2").complement(24).toString());
    assertEquals("(_2,_3):(_1,_8)", l("_4:_2").complement(IntTuple.ofStatic(24)).toString());
    assertEquals("_2:_6", l("(_3,_2):(_1,_3)").complement(IntTuple.ofStatic(11)).toString());
    assertEquals("(_2,_4):(_4,_1)", l("(_4,_2):(_2,_1)").rightInverse().toString());
    assertEquals("_2:_4", l("(_2,_2,_2):(_4,_0,_1)").rightInverse().toString());
    assertEquals("(_2,_2):(_2,_1)", l("(_2,_2):(_2,_1)").leftInverse().toString());
    assertEquals("(_4,_2):(_4,_1)", l("((_2,_2),_2):((_4,_4),_1)").leftInverse().toString());
  }

  @Test
  void dividesAndProducts() {
    Layout a = l("(4,2,3):(2,1,8)");
    assertEquals("((2,2,1),((2,1,1),(1,1,3))):((4,1,8),((2,1,8),(16,2,8)))",
        a.logicalDivide(l("4:2")).toString());
    assertEquals("((_2,_2),(_2,_3)):((_4,_1),(_2,_8))",
        l("(_4,_2,_3):(_2,_1,_8)").logicalDivide(l("_4:_2")).toString());
    // C++ with run-time integers prints the same: a dynamic extent 1 keeps its stride
    assertEquals("((4,2),(8,1)):((8,32),(1,8))",
        l("(8,8):(8,1)").logicalDivide(Tiler.parse("(4,8)")).toString());
    Layout m = l("(_8,_12):(_12,_1)");
    Tiler t = Tiler.parse("(_2:_1,_4:_1)");
    assertEquals("((_2,_4),(_4,_3)):((_12,_24),(_1,_4))", m.logicalDivide(t).toString());
    assertEquals("((_2,_4),(_4,_3)):((_12,_1),(_24,_4))", m.zippedDivide(t).toString());
    assertEquals("((_2,_4),_4,_3):((_12,_1),_24,_4)", m.tiledDivide(t).toString());
    assertEquals("(_2,_4,_4,_3):(_12,_1,_24,_4)", m.flatDivide(t).toString());
    Layout b = l("(2,2):(4,1)");
    // C++ static_asserts "Dynamic-stride complement only for rank-1 layouts"; Strided computes
    assertEquals("((2,2),(1,2,3)):((4,1),(1,2,8))", b.logicalProduct(l("6:1")).toString());
    Layout s = l("(_2,_2):(_1,_2)");
    Layout tiler = l("(_2,_3):(_1,_2)");
    assertEquals("((_2,_2),(_2,_3)):((_1,_2),(_4,_8))", s.logicalProduct(tiler).toString());
    assertEquals("((_2,_2),(_2,_3)):((_1,_2),(_4,_8))", s.zippedProduct(tiler).toString());
    assertEquals("((_2,_2),_2,_3):((_1,_2),_4,_8)", s.tiledProduct(tiler).toString());
    assertEquals("(_2,_2,_2,_3):(_1,_2,_4,_8)", s.flatProduct(tiler).toString());
    assertEquals("((_2,_2),(_2,_3)):((_1,_4),(_2,_8))", s.blockedProduct(tiler).toString());
    assertEquals("((_2,_2),(_3,_2)):((_4,_1),(_8,_2))", s.rakedProduct(tiler).toString());
  }

  @Test
  void concatAndSlices() {
    assertEquals("(4,(2,3)):(1,(4,8))", Layout.concat(l("4:1"), l("(2,3):(4,8)")).toString());
    assertEquals("(4):(1)", Layout.concat(l("4:1")).toString());
    Layout a = l("(4,3,8):(128,2,2)");
    assertEquals("(3):(2)", a.slice("(0,_,5)").toString());
    assertEquals(10, a.sliceOffset("(0,_,5)"));
    Layout h = l("(2,(2,2)):(4,(2,1))");
    assertEquals("(2,2):(2,1)", h.slice("(1,_)").get(0).toString());
    assertEquals(4, h.sliceOffset("(1,_)"));
    assertEquals("(2,2):(4,1)", h.slice("(_,(0,_))").toString());
    assertEquals(6, h.sliceOffset("(1,(1,_))"));
    assertEquals(7, h.sliceOffset("(1,3)"));
    assertEquals("():()", h.slice("(1,3)").toString());
    assertSame(h, h.slice("_"));
    dev.strided.SlicedLayout both = h.sliceAndOffset("(_,(1,_))");
    // index(c) = offset + slice(kept coordinates)
    for (int i = 0; i < 2; i++) {
      for (int k = 0; k < 2; k++) {
        assertEquals(h.index(IntTuple.parse("(" + i + ",(1," + k + "))")),
            both.offset() + both.layout().index(i, k));
      }
    }
  }

  @Test
  void tilerParsing() {
    Tiler t = Tiler.parse(" ( 4:1 , _ , (2,2):(1,2) ) ");
    assertEquals("(4:1,_,(2,2):(1,2))", t.toString());
    Tiler.ByMode byMode = (Tiler.ByMode) t;
    assertEquals(3, byMode.rank());
    assertEquals(l("4:1"), byMode.modes().get(0));
    assertSame(Tiler.Keep.INSTANCE, byMode.modes().get(1));
    assertEquals(Tiler.of(IntTuple.parse("(4,8)")), Tiler.parse("(4,8)"));
    assertEquals(new Tiler.Extent(IntTuple.ofStatic(4)), Tiler.parse("_4"));
    assertEquals("((2,2),_8)", Tiler.parse("((2,2),_8)").toString());
    assertEquals(l("(2,3):(1,2)"), Tiler.parse("(2,3):(1,2)"));
  }
}
