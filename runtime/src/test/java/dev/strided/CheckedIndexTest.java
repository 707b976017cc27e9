package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** checkedIndex, isInjective / isCompact and the capacity and cosize of a sub-layout. */
class CheckedIndexTest {
  private final Layout nested = Layout.parse("(2,(3,4)):(1,(2,6))");

  @Test
  void checkedIndexAgreesWithIndexInRange() {
    assertEquals(1 + 2 * 2 + 3 * 6, nested.checkedIndex(1, 11));
    assertEquals(1 + 2 * 2 + 3 * 6, nested.checkedIndex(new int[] {1, 11}));
    assertEquals(1 + 2 * 2 + 3 * 6, nested.checkedIndex(1, 2, 3));
    assertEquals(1 + 2 * 2 + 3 * 6, nested.checkedIndex(23));
    assertEquals(1 + 2 * 2 + 3 * 6, nested.checkedIndex(IntTuple.parse("(1,(2,3))")));
    assertEquals(1 + 2 * 2 + 3 * 6, nested.checkedIndex(IntTuple.parse("(1,11)")));
  }

  @Test
  void outOfRangeNamesTheModeAndItsExtent() {
    assertEquals("coordinate 24 of the layout (2,(3,4)):(1,(2,6)) is out of range: its size is 24",
        outOfRange(() -> nested.checkedIndex(24)));
    assertEquals("coordinate -1 of the layout (2,(3,4)):(1,(2,6)) is out of range: its size is 24",
        outOfRange(() -> nested.checkedIndex(-1)));
    assertEquals("coordinate 12 of mode 1 of (2,(3,4)):(1,(2,6)) is out of range: its extent is 12",
        outOfRange(() -> nested.checkedIndex(1, 12)));
    assertEquals("coordinate 2 of mode 0 of (2,(3,4)):(1,(2,6)) is out of range: its extent is 2",
        outOfRange(() -> nested.checkedIndex(new int[] {2, 0})));
    assertEquals("coordinate 4 of mode (1,1) of (2,(3,4)):(1,(2,6)) is out of range: its extent"
        + " is 4", outOfRange(() -> nested.checkedIndex(1, 2, 4)));
    assertEquals("coordinate 3 of mode (1,0) of (2,(3,4)):(1,(2,6)) is out of range: its extent"
        + " is 3", outOfRange(() -> nested.checkedIndex(IntTuple.parse("(1,(3,0))"))));
    assertEquals("coordinate 12 of mode (1) of (2,(3,4)):(1,(2,6)) is out of range: its extent"
        + " is 12", outOfRange(() -> nested.checkedIndex(IntTuple.parse("(1,12)"))));
    // the unchecked twin extends along the last leaf, as CuTe does
    assertEquals(1 + 0 * 2 + 4 * 6, nested.index(1, 12));
  }

  @Test
  void wrongCountsAndProfilesAreIllegalArguments() {
    assertEquals("got 4 coordinates for (2,(3,4)):(1,(2,6)), which takes 2 (one per mode) or 3"
        + " (one per leaf)", assertThrows(IllegalArgumentException.class,
            () -> nested.checkedIndex(0, 0, 0, 0)).getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> nested.checkedIndex(IntTuple.parse("(1,(2,3,0))")));
  }

  @Test
  void injectiveAndCompactOnHandWorkedLayouts() {
    // (3,2):(2,3): indices 0,2,4,3,5,7 are distinct although 3 < 1 + 2*2 (not nested)
    assertInjectiveCompact("(3,2):(2,3)", true, false);
    assertInjectiveCompact("(4,3):(2,3)", false, false); // (3,0) and (0,2) both give 6
    assertInjectiveCompact("(4,2):(4,1)", true, false);
    assertInjectiveCompact("(2,(2,2)):(4,(2,1))", true, true);
    assertInjectiveCompact("(2,2):(1,1)", false, false);
    assertInjectiveCompact("(4):(-1)", true, false);
    assertInjectiveCompact("(1,4):(0,1)", true, true);
    assertInjectiveCompact("(2,1,3):(3,7,1)", true, true);
    assertInjectiveCompact("(3,4):(0,1)", false, false);
    assertInjectiveCompact("(65536,32767):(32767,1)", true, true);
    assertInjectiveCompact("(65536,16384):(16384,0)", false, false);
  }

  @Test
  void aSmallLayoutWithAHugeSpanIsDecidedAndAHugeUnnestedOneRefusedWithASentence() {
    // (3,2):(2,3) with both strides times 2^27: six indices over a span of 939524097
    assertTrue(Layout.parse("(3,2):(268435456,402653184)").isInjective());
    assertFalse(Layout.parse("(4,3):(268435456,402653184)").isInjective());
    // 2^23 coordinates, not nested, over a span of 2^29 + 1
    Layout huge = Layout.parse("(4096,2048):(65537,131071)");
    String m = assertThrows(IllegalArgumentException.class, huge::isInjective).getMessage();
    assertTrue(m.startsWith("cannot decide whether (4096,2048):(65537,131071) is injective"), m);
  }

  @Property(tries = 500)
  void injectiveAndCompactAgreeWithEnumeration(@ForAll("layouts") Layout l) {
    int[] indices = new int[l.size()];
    for (int i = 0; i < indices.length; i++) {
      indices[i] = l.index(i);
    }
    Arrays.sort(indices);
    boolean injective = true;
    boolean compact = true;
    for (int k = 0; k < indices.length; k++) {
      injective &= k == 0 || indices[k] != indices[k - 1];
      compact &= indices[k] == k;
    }
    assertEquals(injective, l.isInjective(), l + " injective");
    assertEquals(compact, l.isCompact(), l + " compact");
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<Layout> layouts() {
    return RandomLayouts.layouts();
  }

  @Test
  void theEmptyLayoutHasTheSingleIndexZero() {
    Layout empty = Layout.of(IntTuple.of(), IntTuple.of());
    assertEquals(0, empty.index(0));
    assertEquals(0, empty.checkedIndex(0));
    assertEquals(0, empty.index(new int[0]));
    assertTrue(empty.isInjective() && empty.isCompact());
  }

  @Test
  void capacityAndCosizeOfASubLayout() {
    Layout l = Layout.parse("(4,(2,3)):(4,(1,8))");
    assertEquals(1 + 1 + 2 * 8, l.cosize(1));
    assertEquals(3 * 8, l.capacity(1));
    assertEquals(16, l.capacity(0));
    assertEquals(13, l.cosize(0));
    assertEquals(24, l.capacity(1, 1));
    assertEquals(17, l.cosize(1, 1));
    assertEquals(l.capacity(), l.capacity());
    assertEquals(l.cosize(), l.cosize(new int[0]));
    assertThrows(IllegalArgumentException.class, () -> l.capacity(2));
  }

  private static void assertInjectiveCompact(String text, boolean injective, boolean compact) {
    Layout l = Layout.parse(text);
    assertEquals(injective, l.isInjective(), text + " injective");
    assertEquals(compact, l.isCompact(), text + " compact");
    if (compact) {
      assertTrue(l.isInjective());
    } else if (injective) {
      assertFalse(l.isCompact());
    }
  }

  private static String outOfRange(Executable e) {
    return assertThrows(IndexOutOfBoundsException.class, e).getMessage();
  }
}
