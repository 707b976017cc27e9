package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The normative examples of SPEC sections 2 to 5, verbatim. */
class SpecExamplesTest {

  @Test
  void intTupleTable() {
    check("5", 1, 0, 5);
    check("(2)", 1, 1, 2);
    assertEquals(IntTuple.parse("2"), IntTuple.parse("(2)").get(0));
    check("(4,3)", 2, 1, 12);
    check("(3,(4,5))", 2, 2, 60);
    IntTuple t = IntTuple.parse("(42,(1,3),17)");
    check("(42,(1,3),17)", 3, 2, 2142);
    assertEquals(IntTuple.of(42), t.get(0));
    assertEquals(IntTuple.of(IntTuple.of(1), IntTuple.of(3)), t.get(1));
    assertEquals(IntTuple.of(1), t.get(1, 0));
    assertEquals(IntTuple.of(3), t.get(1, 1));
    assertEquals(IntTuple.of(17), t.get(2));
    check("(3,(6,2),8)", 3, 2, 288);
    IntTuple sub = IntTuple.parse("(3,(6,2),8)").get(1);
    assertEquals("(6,2)", sub.toString());
    assertEquals(2, sub.rank());
    assertEquals(1, sub.depth());
    assertEquals(12, sub.size());
  }

  private static void check(String text, int rank, int depth, int size) {
    IntTuple t = IntTuple.parse(text);
    assertEquals(rank, t.rank(), text + " rank");
    assertEquals(depth, t.depth(), text + " depth");
    assertEquals(size, t.size(), text + " size");
    assertEquals(text, t.toString());
  }

  @Test
  void staticAndDynamicIntegers() {
    IntTuple.Int two = IntTuple.ofStatic(2);
    IntTuple.Int three = IntTuple.ofStatic(3);
    assertEquals("_6", two.times(three).toString());
    assertTrue(two.times(three).isStatic());
    IntTuple.Int n = IntTuple.of(4);
    IntTuple.Int sum = three.plus(n);
    assertEquals(7, sum.value());
    assertFalse(sum.isStatic());
    assertEquals(IntTuple.ofStatic(3), IntTuple.of(3));
    assertEquals(IntTuple.ofStatic(3).hashCode(), IntTuple.of(3).hashCode());
    assertNotEquals(IntTuple.ofStatic(3).isStatic(), IntTuple.of(3).isStatic());
  }

  @Test
  void canonicalPrint() {
    Layout l = Layout.parse(" ( _2 , ( _3 , _4 ) ) : ( _1 , ( _2 , _6 ) ) ");
    assertEquals("(_2,(_3,_4)):(_1,(_2,_6))", l.toString());
    assertEquals("(8):(1)", Layout.parse("(8):(1)").toString());
    assertEquals("(_2,3)", IntTuple.parse("(_2*_1, 3)").toString());
  }

  @Test
  void nestedLayoutObservers() {
    Layout l = Layout.parse("(2,(2,2)):(4,(2,1))");
    assertEquals(2, l.rank());
    assertEquals(2, l.depth());
    assertEquals(8, l.size());
    assertEquals(3, l.leafCount());
    assertEquals(8, l.cosize());
    assertEquals(2, l.rank(1));
    assertEquals(1, l.depth(1));
    assertEquals(IntTuple.of(2), l.shape(0));
    assertEquals(IntTuple.parse("(2,2)"), l.shape(1));
    assertEquals(2, l.size(0));
    assertEquals(4, l.size(1));
    assertEquals(2, l.size(1, 0));
    assertEquals(8, l.index(l.size() - 1) + 1);
    assertEquals(Layout.parse("2:4"), l.get(0));
    assertEquals(Layout.parse("(2,2):(2,1)"), l.get(1));
    assertEquals(Layout.parse("2:2"), l.get(1, 0));
  }

  @Test
  void capacityDiffersFromCosize() {
    Layout l = Layout.parse("(4,2):(4,1)");
    assertEquals(8, l.size());
    assertEquals(14, l.cosize());
    assertEquals(16, l.capacity());
    assertEquals(5, l.index(IntTuple.parse("(1,1)")));
    assertEquals(5, l.index(1, 1));
    List<Integer> indices = new ArrayList<>();
    for (int i = 0; i < l.size(); i++) {
      indices.add(l.index(i));
    }
    indices.sort(null);
    assertEquals(List.of(0, 1, 4, 5, 8, 9, 12, 13), indices);
  }

  @Test
  void holes() {
    Layout l = Layout.parse("(2,3):(1,4)");
    assertEquals(6, l.size());
    assertEquals(10, l.cosize());
    List<Integer> indices = new ArrayList<>();
    for (int i = 0; i < l.size(); i++) {
      indices.add(l.index(i));
    }
    for (int hole : new int[] {2, 3, 6, 7}) {
      assertFalse(indices.contains(hole), "index " + hole + " is a hole");
    }
  }

  @Test
  void oneDimensionalCoordinatesExtendAlongTheLastMode() {
    Layout l = Layout.parse("(2,3):(1,4)");
    assertEquals(1 + 4 * 3, l.index(7)); // 7 = 1 + 2*3: the last mode takes 3, unreduced
    assertEquals(IntTuple.parse("(1,3)"), l.coord(7));
  }

  @Test
  void compactLayouts() {
    assertEquals("(_1,2,6)", Layout.columnMajor(IntTuple.parse("(2,3,4)")).stride().toString());
    assertEquals(IntTuple.parse("(1,(2,6))"),
        Layout.columnMajor(IntTuple.parse("(2,(3,4))")).stride());
    assertEquals(IntTuple.parse("(12,4,1)"), Layout.rowMajor(IntTuple.parse("(2,3,4)")).stride());
    assertEquals(IntTuple.parse("(12,(4,1))"),
        Layout.rowMajor(IntTuple.parse("(2,(3,4))")).stride());
    assertEquals("(_2,_1,_3):(_1,_0,_2)",
        Layout.columnMajor(IntTuple.parse("(_2,_1,_3)")).toString());
    assertEquals("(_2,_1,_3):(_3,_0,_1)", Layout.rowMajor(IntTuple.parse("(_2,_1,_3)")).toString());
    assertEquals(Layout.parse("(2,(3,4)):(1,(2,6))"), Layout.parse("(2,(3,4))"));
  }

  @Test
  void printLayoutTable() {
    String expected = "(2,(2,2)):(4,(2,1))\n"
        + "      0   1   2   3 \n"
        + "    +---+---+---+---+\n"
        + " 0  | 0 | 2 | 1 | 3 |\n"
        + "    +---+---+---+---+\n"
        + " 1  | 4 | 6 | 5 | 7 |\n"
        + "    +---+---+---+---+\n";
    assertEquals(expected, Layout.parse("(2,(2,2)):(4,(2,1))").printLayout());
  }

  @Test
  void ascendNzFractalExample() {
    Layout nz = Layout.parse("((16,2),(16,4)):((16,256),(1,512))");
    assertEquals(788, nz.index(17, 20));
    assertEquals(2048, nz.capacity());
  }
}
