package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Tables of swizzled layouts. */
class SwizzledPrintTest {

  @Test
  void onlyNoSwizzleBitsAndOffsetZeroIsThePlainLayout() {
    SwizzledLayout identity = SwizzledLayout.parse("Sw<0,4,2> o _0 o (_16,_6):(_6,_1)");
    assertEquals(true, identity.isPlainLayout());
    assertEquals("(_16,_6):(_6,_1)", identity.toString());
    assertEquals(false, SwizzledLayout.parse("Sw<0,4,2> o _3 o (_16,_6):(_6,_1)").isPlainLayout());
    assertEquals(false, SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").isPlainLayout());
  }

  @Test
  void tableOfASwizzledLayout() {
    // Sw<2,0,2> on a row-major 4x4: column bits 0..1 flip by row bits 2..3, i.e. j ^ i
    SwizzledLayout s = SwizzledLayout.parse("Sw<2,0,2> o _0 o (4,4):(4,1)");
    String table = s.printLayout();
    String[] lines = table.split("\n");
    assertEquals("Sw<2,0,2> o _0 o (4,4):(4,1)", lines[0]);
    assertEquals("       0    1    2    3 ", lines[1]);
    assertEquals(" 1  |  5 |  4 |  7 |  6 |", lines[5]);
    assertEquals(" 3  | 15 | 14 | 13 | 12 |", lines[9]);
    for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++) {
        assertEquals(4 * i + (j ^ i), s.index(i, j));
      }
    }
    assertThrows(IllegalArgumentException.class,
        () -> SwizzledLayout.parse("Sw<1,0,1> o _0 o (2,2,2):(1,2,4)").printLayout());
  }
}
