package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Sizes, cosizes, capacities and indices are exact or refused with a sentence: nothing wraps, and no
 * ArithmeticException escapes. Expected values are worked out with BigInteger, not by the code.
 */
class ExactArithmeticTest {
  private static final int MAX = Integer.MAX_VALUE;

  @Test
  void aSizePastTheLongRangeIsRefusedWithItsExactValue() {
    String text = "(2097152,2097152,8388608):(0,0,0)";
    BigInteger size = BigInteger.valueOf(2097152).pow(2).multiply(BigInteger.valueOf(8388608));
    NotationException e = assertThrows(NotationException.class, () -> Layout.parse(text));
    assertTrue(e.getMessage().contains("the size of " + text + " is " + size
        + ", which does not fit in an int"), e.getMessage());
    assertFalse(e.getMessage().contains("indexType"), "a runtime message names no annotation");
    assertEquals(26, e.position(), "the caret is under the stride");
  }

  @Test
  void concatChecksTheSizeOfTheWhole() {
    Layout a = Layout.parse("2097152:0");
    Layout b = Layout.parse("8388608:0");
    String m = assertRejected(() -> Layout.concat(a, a, b));
    assertTrue(m.contains("is 36893488147419103232, which does not fit in an int"), m);
    assertRejected(() -> Layout.concat(Layout.parse("65536:1"), Layout.parse("65536:0")));
  }

  @Test
  void cosizeAndCapacityAreExactPastTheIntRange() {
    String m = assertRejected(
        () -> Layout.parse("(2,2,2,2):(2147483647,2147483647,2147483647,2147483647)"));
    assertTrue(m.contains("cosize of (2,2,2,2):(2147483647,2147483647,2147483647,2147483647) is "
        + (1 + 4L * MAX)), m);
    m = assertRejected(() -> Layout.of(IntTuple.parse("(46341,3)"), IntTuple.parse("(46341,1)")));
    assertTrue(m.contains("is 2147488281"), m);
    m = assertRejected(() -> Layout.parse("(3):(1073741824)"));
    assertTrue(m.contains("cosize") && m.contains("2147483649"), m);
  }

  @Test
  void anIndexBeyondTheLongRangeIsAnIllegalArgumentWithItsExactValue() {
    Layout l = Layout.parse("(1,1,1):(2147483647,2147483647,2147483647)");
    String exact = BigInteger.valueOf(MAX).pow(2).multiply(BigInteger.valueOf(3)).toString();
    String m = assertRejected(() -> l.index(MAX, MAX, MAX));
    assertTrue(m.contains("is " + exact + ", which does not fit in an int"), m);
    m = assertRejected(() -> l.index(new int[] {MAX, MAX, MAX}));
    assertTrue(m.contains(exact), m);
    m = assertRejected(() -> l.index(IntTuple.of(IntTuple.of(MAX), IntTuple.of(MAX),
        IntTuple.of(MAX))));
    assertTrue(m.contains(exact), m);
    Layout four = Layout.parse("((1,1),(1,1)):((2147483647,2147483647),(2147483647,2147483647))");
    m = assertRejected(() -> four.index(MAX, MAX, MAX, MAX));
    assertTrue(m.contains(BigInteger.valueOf(MAX).pow(2).shiftLeft(2).toString()), m);
  }

  @Test
  void termsThatCancelGiveTheExactSmallIndex() {
    // +MAX*MAX twice and -MAX*MAX twice: partial sums leave the long range, the total is 0
    Layout l = Layout.parse("(1,1,1,1):(2147483647,2147483647,-2147483647,-2147483647)");
    assertEquals(0, l.index(MAX, MAX, MAX, MAX));
  }

  @Test
  void theMultiplyShiftDivisionAgreesWithDivision() {
    Random random = new Random(11);
    int[] extents = new int[2000];
    for (int i = 0; i < extents.length; i++) {
      extents[i] = i < 64 ? i + 1 : i < 95 ? 1 << (i - 64) : i < 100 ? MAX - (i - 95)
          : 1 + random.nextInt(i % 2 == 0 ? 1000 : MAX);
    }
    for (int s : extents) {
      Layout l = Layout.of(IntTuple.of(IntTuple.of(s), IntTuple.of(MAX / s)),
          IntTuple.of(IntTuple.of(1), IntTuple.of(0)));
      int[] cs = {0, 1, s - 1, s, MAX - 1, MAX, random.nextInt(MAX), random.nextInt(s)};
      for (int c : cs) {
        if (c < l.size()) {
          assertEquals(c % s, l.index(c), "remainder of " + c + " by " + s);
        }
      }
      Layout q = Layout.of(IntTuple.of(IntTuple.of(s), IntTuple.of(MAX / s)),
          IntTuple.of(IntTuple.of(0), IntTuple.of(1)));
      for (int c : cs) {
        if (c < q.size()) {
          assertEquals(c / s, q.index(c), "quotient of " + c + " by " + s);
        }
      }
    }
  }

  private static String assertRejected(Executable e) {
    return assertThrows(IllegalArgumentException.class, e).getMessage();
  }
}
