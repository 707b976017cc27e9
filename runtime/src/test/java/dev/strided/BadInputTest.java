package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every bad input gets an IllegalArgumentException with a sentence; parse errors carry a caret. The
 * cases follow the checklist of {@code vectors/pycute-invalid.jsonl}, where pycute fails late or not
 * at all.
 */
class BadInputTest {

  private static String rejects(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Layout.parse(text)).getMessage();
  }

  /** The caret line points at the given offset. */
  private static void caretAt(String message, int offset) {
    String[] lines = message.split("\n");
    assertEquals(3, lines.length, message);
    assertEquals("  " + " ".repeat(offset) + "^", lines[2], message);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "(2,3):1                | 6  | differ in depth at the top level: shape has the tuple (2,3)",
      "2:(1,2)                | 2  | shape has the integer 2 where stride has the tuple (1,2)",
      "4:(1)                  | 2  | where stride has the tuple (1)",
      "(4):1                  | 4  | shape has the tuple (4) where stride has the integer 1",
      "(2,3):(1)              | 6  | differ in rank at the top level: shape (2,3) has rank 2 but stride (1) has rank 1",
      "(2,3):(1,2,6)          | 6  | shape (2,3) has rank 2 but stride (1,2,6) has rank 3",
      "(2,3,4):(1,2)          | 8  | shape (2,3,4) has rank 3 but stride (1,2) has rank 2",
      "(2,(3,4)):(1,2)        | 13 | at mode (1): shape has the tuple (3,4) where stride has the integer 2",
      "(2,(3,4)):(1,2,6)      | 10 | differ in rank at the top level",
      "(2,3):(1,(2,3))        | 9  | at mode (1): shape has the integer 3 where stride has the tuple (2,3)",
      "((2,3),4):(1,(2,6))    | 11 | at mode (0): shape has the tuple (2,3) where stride has the integer 1",
      "(2,(3,4)):(1,(2,6,24)) | 13 | at mode (1): shape (3,4) has rank 2 but stride (2,6,24) has rank 3",
      "0:1                    | 0  | extent 0 at the top level must be at least 1",
      "(2,0):(1,2)            | 3  | extent 0 at mode (1) must be at least 1",
      "((2,0),3):((1,2),0)    | 4  | extent 0 at mode (0,1) must be at least 1",
      "-1:1                   | 0  | extent -1 at the top level must be at least 1",
      "(2,-3):(1,2)           | 3  | extent -3 at mode (1) must be at least 1",
      "():()                  | 1  | an empty tuple '()' is not allowed",
      "((),2):((),1)          | 2  | an empty tuple '()' is not allowed",
      "2.0:1                  | 1  | unexpected '.' after the end of the tuple",
      "2x:1                   | 1  | expected a separator after the number but found 'x'",
      "(2,M):(1,2)            | 3  | the name 'M' has no value here",
      "(2,_):(1,2)            | 3  | '_' (keep this mode) is not an integer",
      "[2,3]:[1,2]            | 0  | expected a number, a name or '(' but found '['",
      "(2,3:(1,2)             | 4  | expected ',' or ')' but found ':'",
      "(2,3):(1,2             | 10 | expected ',' or ')' (unclosed '(' at offset 6)",
      "(2,3)::(1,2)           | 6  | expected a number, a name or '(' but found ':'",
      "(2,3):(1,2) x          | 12 | unexpected 'x' after the end of the tuple",
      "4:99999999999          | 2  | the value 99999999999 does not fit in an int",
      "4:99999999999999999999 | 2  | the number is too large",
      "(2,3)*2:(1,2)          | 5  | unexpected '*'",
  })
  void layoutTextErrors(String text, int offset, String words) {
    String message = rejects(text);
    assertTrue(message.contains(words), message);
    assertTrue(message.startsWith("\"" + text + "\" at "), message);
    caretAt(message, offset);
  }

  @Test
  void overflowOfSizeCosizeAndCapacityIsRejected() {
    assertTrue(rejects("(65536,65536):(1,65536)").contains("is 4294967296, which does not fit"));
    assertTrue(rejects("(2,2,2):(800000000,800000000,800000000)").contains("cosize of (2,2,2):(800000000,800000000,800000000) is 2400000001"));
    assertTrue(rejects("(1,2):(1,2000000000)").contains("the capacity is 4000000000"));
    assertEquals("the size of (65536,(2,32768)) (65536 * 65536) is 4294967296, which does not fit "
        + "in an int", assertThrows(IllegalArgumentException.class,
            () -> IntTuple.parse("(65536,(2,32768))").size()).getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> Layout.columnMajor(IntTuple.parse("(65536,65536)")));
    assertThrows(IllegalArgumentException.class,
        () -> Layout.rowMajor(IntTuple.parse("(65536,65536)")));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> IntTuple.parse("(65536,65536)").size()).getMessage().contains("does not fit in an int"));
  }

  @Test
  void ofChecksLikeParse() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> Layout.of(IntTuple.parse("(2,3)"), IntTuple.parse("(1,2,6)"))).getMessage();
    assertTrue(m.contains("differ in rank at the top level"), m);
    assertThrows(IllegalArgumentException.class, () -> Layout.of(null, IntTuple.of(1)));
    assertThrows(IllegalArgumentException.class, () -> Layout.parse(null));
    assertThrows(IllegalArgumentException.class, () -> IntTuple.parse(null));
  }

  @Test
  void coordinatesAreChecked() {
    Layout l = Layout.parse("(2,3):(1,10)");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> l.index(-1)).getMessage()
        .contains("negative"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> l.index(1, 2, 0)).getMessage()
        .endsWith("for (2,3):(1,10), which takes 2 (one per mode)"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(2,(3,4)):(1,(2,6))").index(1, 2, 0, 0)).getMessage()
        .endsWith("which takes 2 (one per mode) or 3 (one per leaf)"));
    assertThrows(IllegalArgumentException.class, () -> l.index(IntTuple.parse("(1,2,0)")));
    assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("6:1").index(IntTuple.parse("(1,2)")));
    assertThrows(IllegalArgumentException.class, () -> l.coord(-3));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(2,2):(1,1000000000)").index(7)).getMessage().contains("does not fit"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(2,3,4):(1,2,6)").printLayout()).getMessage().contains("rank 3"));
    assertThrows(IllegalArgumentException.class, () -> l.get(2));
  }

  @Test
  void outOfRangeCoordinatesExtendOrFailLoudly() {
    Layout l = Layout.parse("(2,(3,4)):(1,(2,6))");
    // per mode, out of range: CuTe's split, the last leaf unreduced (mode 1: 13 = (1,4) -> 2 + 24)
    assertEquals(1 + 2 + 24, l.index(1, 13));
    assertEquals(1 + 2 + 24, l.index(new int[] {1, 13}));
    // per leaf, out of range: plain sum
    assertEquals(5 + 2 * 2 + 7 * 6, l.index(5, 2, 7));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> l.index(0, -1)).getMessage()
        .contains("negative"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> l.index(0, 0, -1)).getMessage()
        .contains("negative"));
    Layout big = Layout.parse("(2,2):(1,1000000000)");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> big.index(0, 3)).getMessage()
        .contains("does not fit in an int"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> big.index(IntTuple.parse("(1,3)"))).getMessage().contains("does not fit in an int"));
  }

  @Test
  void anIntegerAndARankOneTupleAreDifferentLayouts() {
    assertNotEquals(Layout.parse("4:1"), Layout.parse("(4):(1)"));
  }

  @Test
  void deepNestingIsAnErrorNotAStackOverflow() {
    String deep = "(".repeat(100_000) + "1" + ")".repeat(100_000);
    String m = assertThrows(IllegalArgumentException.class, () -> IntTuple.parse(deep)).getMessage();
    assertTrue(m.contains("nest deeper than 64"), m.substring(0, 200));
  }
}
