package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The checks generated {@code of(...)} factories and {@code checkedIndex} twins call, with the
 * messages users see.
 */
class BindingChecksTest {
  @Test
  void aCoordinateOutsideItsExtentIsRefusedNamingItsMode() {
    Layout.checkCoordinate(0, 4, "mode 1");
    Layout.checkCoordinate(3, 4, "mode 1");
    assertEquals("coordinate 4 of mode 1 is out of range [0, 4)", assertThrows(
        IndexOutOfBoundsException.class, () -> Layout.checkCoordinate(4, 4, "mode 1"))
        .getMessage());
    assertEquals("coordinate -1 of mode (1,0) is negative; coordinates start at 0", assertThrows(
        IndexOutOfBoundsException.class, () -> Layout.checkCoordinate(-1, 4, "mode (1,0)"))
        .getMessage());
    // a long extent: the layout's size beyond int
    Layout.checkCoordinate(Integer.MAX_VALUE, 4_294_967_296L, "the layout");
  }

  @Test
  void anExtentBelowOneIsRefusedByNameAndLayout() {
    Layout.checkExtent(1, "N", "(M,N):(_1,ld)");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.checkExtent(0, "N", "(M,N):(_1,ld)"));
    assertEquals("N = 0 must be at least 1: it is an extent of layout (M,N):(_1,ld)",
        e.getMessage());
    assertEquals("M = -3 must be at least 1: it is an extent of layout (M):(_1)", assertThrows(
        IllegalArgumentException.class, () -> Layout.checkExtent(-3, "M", "(M):(_1)"))
        .getMessage());
  }

  @Test
  void aQuantityBeyondIntNamesTheValuesItDependsOn() {
    Layout.checkFitsInt(Integer.MAX_VALUE, "size", "(M,N):(_1,M)", "M, N", new int[] {1, 1});
    Layout.checkFitsInt(Integer.MIN_VALUE, "value -M", "(M):(-M)", "M", new int[] {1});
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.checkFitsInt(4_000_000_000L, "size", "(M,N):(_1,M)", "M, N",
            new int[] {40_000, 100_000}));
    assertEquals("M = 40000, N = 100000: the size 4000000000 of layout (M,N):(_1,M) does not fit"
        + " in int (use @Layout(indexType = LONG))", e.getMessage());
    // a signed field value below int's range is refused as one above it
    assertEquals("M = 3: the value -M*M 2147483649 of layout (M):(-M*M) does not fit in int"
        + " (use @Layout(indexType = LONG))", assertThrows(IllegalArgumentException.class,
            () -> Layout.checkFitsInt(2_147_483_649L, "value -M*M", "(M):(-M*M)", "M",
                new int[] {3})).getMessage());
    assertThrows(IllegalArgumentException.class, () -> Layout.checkFitsInt(
        Integer.MIN_VALUE - 1L, "value -M", "(M):(-M)", "M", new int[] {1}));
  }

  @Test
  void anOverflowOfLongNamesEveryValueAndKeepsItsCause() {
    ArithmeticException overflow = new ArithmeticException("long overflow");
    IllegalArgumentException e = Layout.beyondLong("(M,N,K):(_1,M,M*N)", "M, N, K",
        new int[] {1 << 30, 1 << 30, 7}, overflow);
    assertEquals("M = 1073741824, N = 1073741824, K = 7: a size, cosize, capacity or value of"
        + " layout (M,N,K):(_1,M,M*N) exceeds the range of long", e.getMessage());
    assertSame(overflow, e.getCause());
  }

  @Test
  void namesAndValuesOfDifferentCountsAreAMistakeOfTheCaller() {
    // thrown only where the message is built: the factories' passing calls do not split the names
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.checkFitsInt(1L << 40, "size", "(M,N):(_1,M)", "M, N", new int[] {1}));
    assertEquals("names \"M, N\" are 2 but values are 1", e.getMessage());
  }
}
