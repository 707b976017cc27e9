package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Runtime layouts at and just past the int limit: accepted exactly when size, cosize and capacity
 * fit, and every index that would not fit is an {@link IllegalArgumentException}, never a wrapped
 * value.
 */
class OverflowLimitsTest {
  private static final int MAX = Integer.MAX_VALUE;

  @Test
  void layoutsAtTheLimitAreAccepted() {
    Layout full = Layout.parse("(2147483647):(1)");
    assertEquals(MAX, full.size());
    assertEquals(MAX, full.cosize());
    assertEquals(MAX, full.capacity());
    assertEquals(MAX - 1, full.index(MAX - 1));
    assertEquals(46340 * 46341, Layout.parse("(46340,46341)").size());
    assertEquals(-1073741824, Layout.parse("(2,2):(-1,-1073741823)").index(1, 1));
  }

  @Test
  void onePastTheLimitIsRejected() {
    assertRejected(() -> Layout.parse("(2147483648)"), "2147483648");
    assertRejected(() -> Layout.parse("(46341,46341)"), "2147488281");
    assertRejected(() -> Layout.parse("(2):(1073741824)"), "2147483648");
    assertRejected(() -> Layout.parse("(1):(-2147483648)"), "2147483648");
    assertRejected(() -> Layout.parse("(46341*46341)"), "2147488281");
    assertRejected(() -> Layout.columnMajor(IntTuple.parse("(65536,32768)")), "2147483648");
    assertRejected(() -> Layout.rowMajor(IntTuple.of(IntTuple.of(MAX), IntTuple.of(2))), "");
    assertRejected(() -> IntTuple.parse("(65536,65536)").size(), "4294967296");
  }

  @Test
  void indicesThatDoNotFitAreErrorsNotWrappedValues() {
    Layout l = Layout.parse("(2):(1073741823)");
    assertEquals(2147483646, l.index(2));
    assertRejected(() -> l.index(3), "3221225469");
    Layout two = Layout.parse("(2,2):(1,1073741823)");
    assertRejected(() -> two.index(0, 5), "5368709115");
    assertRejected(() -> two.index(IntTuple.parse("(0,5)")), "5368709115");
    assertRejected(() -> Layout.parse("(2,2):(1,-1073741823)").index(0, 3), "-3221225469");
  }

  private static void assertRejected(Runnable r, String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
    assertTrue(e.getMessage().contains(text), e.getMessage());
  }
}
