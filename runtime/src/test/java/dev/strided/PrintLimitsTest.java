package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tables nobody can read are refused with a sentence, before any work proportional to their size. */
class PrintLimitsTest {

  @ParameterizedTest
  @ValueSource(strings = {"(46340,46340):(1,46340)", "(65,64):(1,65)", "(2,257):(257,1)",
      "(1,2147483647):(0,1)"})
  void hugeTablesAreRefusedAtOnce(String text) {
    Layout layout = Layout.parse(text);
    IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofMillis(500),
        () -> assertThrows(IllegalArgumentException.class, layout::printLayout));
    String expectedCells = layout.size(0) + " x " + layout.size(1) + " = "
        + ((long) layout.size(0) * layout.size(1)) + " cells";
    assertTrue(e.getMessage().startsWith("printLayout() of " + text + " would print "
        + expectedCells + "; tables are limited to 4096 cells and 256 columns"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Sw<1,0,1> o _0 o (46340,46340):(1,46340)",
      "Sw<3,0,3> o _0 o (8,4096):(4096,1)"})
  void hugeSwizzledTablesAreRefusedAtOnce(String text) {
    SwizzledLayout s = SwizzledLayout.parse(text);
    IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofMillis(500),
        () -> assertThrows(IllegalArgumentException.class, s::printLayout));
    assertTrue(e.getMessage().startsWith("printLayout() of " + text + " would print"),
        e.getMessage());
  }

  @Test
  void tablesAtTheLimitsArePrinted() {
    // 64 x 64 = 4096 cells; 16 x 256 has the most columns. Line count: title, header, then a border
    // before every row, the row, and a final border.
    assertEquals(2 + 2 * 64 + 1, Layout.parse("(64,64):(1,64)").printLayout().split("\n").length);
    String wide = Layout.parse("(16,256):(256,1)").printLayout();
    assertEquals(2 + 2 * 16 + 1, wide.split("\n").length);
    // cosize 4096: 4 digits, so each cell is "| dddd " and the row ends in "|"
    assertEquals(4 + 256 * 7 + 1, wide.split("\n")[3].length());
    assertEquals(2 + 2 * 64 + 1,
        SwizzledLayout.parse("Sw<3,0,3> o _0 o (64,64):(64,1)").printLayout().split("\n").length);
  }

  @Test
  void swizzledCellWidthFollowsTheLargestIndexWithoutOverflow() {
    // one cell holding 2147483647: ten digits, no sign from an overflowing |index| + 1
    String table = SwizzledLayout.parse("Sw<0,0,0> o 2147483646 o (1,2):(0,1)").printLayout();
    assertEquals("    +------------+------------+", table.split("\n")[2]);
    assertEquals(" 0  | 2147483646 | 2147483647 |", table.split("\n")[3]);
  }
}
