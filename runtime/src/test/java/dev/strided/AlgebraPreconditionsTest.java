package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Every precondition of the algebra fails with an IllegalArgumentException that says why. */
class AlgebraPreconditionsTest {

  private static Layout l(String text) {
    return Layout.parse(text);
  }

  private static IllegalArgumentException fails(Executable call, String... words) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    for (String w : words) {
      assertTrue(e.getMessage().contains(w), () -> "\"" + w + "\" missing in: " + e.getMessage());
    }
    return e;
  }

  @Test
  void coalesceProfileWithTooManyModes() {
    fails(() -> l("(2,3):(1,2)").coalesce(IntTuple.parse("(1,1,1)")),
        "profile (1,1,1)", "rank 3", "rank 2");
    fails(() -> l("(2,3):(1,2)").coalesce(null), "profile");
  }

  @Test
  void compositionDivisibility() {
    // dynamic values are checked too (C++ checks only static ones)
    fails(() -> l("(4,3):(1,5)").compose(l("2:6")),
        "stride divisibility condition", "stride 6", "extent 4", "(4,3):(1,5)");
    fails(() -> l("(_4,_3):(_1,_8)").compose(l("_6:_1")),
        "shape divisibility condition", "extent _6", "not a multiple of _4");
    fails(() -> l("(4,3):(1,4)").compose(Tiler.parse("(2,2,2)")),
        "composition", "3 modes", "rank 2");
    fails(() -> l("(4,3):(1,4)").compose(null), "must not be null");
  }

  @Test
  void complementOfNonInjectiveOrNegativeLayouts() {
    fails(() -> l("(2,2):(1,1)").complement(), "complement of (2,2):(1,1)", "not injective");
    fails(() -> l("(4,2):(2,3)").complement(16), "not injective", "stride 3", "span 8");
    fails(() -> l("(4,2):(1,-4)").complement(), "stride -4", "negative");
    fails(() -> l("4:1").complement(0), "cotarget 0", "below 1");
    fails(() -> l("4:1").complement((IntTuple) null), "cotarget");
  }

  @Test
  void leftInverseConditions() {
    fails(() -> l("(_2,_3):(_2,_3)").leftInverse(),
        "left inverse divisibility condition", "stride _3", "multiple of _2");
    fails(() -> l("(4,2):(1,-4)").leftInverse(), "stride -4", "negative");
  }

  @Test
  void dividesAndProducts() {
    fails(() -> l("(8,8):(8,1)").logicalDivide(Tiler.parse("(2,2,2)")),
        "logical divide", "3 modes", "rank 2");
    fails(() -> l("(8,8):(8,1)").logicalDivide(l("(2,2):(1,1)")), "not injective");
    fails(() -> l("(8,8):(8,1)").logicalProduct(Tiler.parse("(2,2,2)")),
        "logical product", "3 modes", "rank 2");
    fails(() -> l("(2,2):(1,1)").logicalProduct(l("4:1")), "complement", "not injective");
    fails(() -> l("(8,8):(8,1)").zippedDivide(Tiler.parse("(_,_)")),
        "zipped divide", "keeps every mode", "no tile");
    fails(() -> l("((3,(3,5))):((1,(9,27)))").blockedProduct(l("_6:_1")), "mismatched ranks");
    fails(() -> l("(8,8):(8,1)").tiledProduct(null), "must not be null");
  }

  @Test
  void concatNeedsLayouts() {
    fails(Layout::concat, "at least one layout");
  }

  @Test
  void slicesCheckTheCoordinate() {
    Layout a = l("(2,(2,2)):(4,(2,1))");
    NotationException e = assertThrows(NotationException.class, () -> a.slice("(_,(1,_),3)"));
    assertTrue(e.getMessage().contains("rank 3"), e.getMessage());
    assertEquals(0, e.position());
    e = assertThrows(NotationException.class, () -> a.slice("((0,1),_)"));
    assertTrue(e.getMessage().contains("an integer"), e.getMessage());
    e = assertThrows(NotationException.class, () -> a.slice("(_,M)"));
    assertEquals(3, e.position());
    e = assertThrows(NotationException.class, () -> a.slice("(-1,_)"));
    assertTrue(e.getMessage().contains("between 0"), e.getMessage());
  }

  @Test
  void tilerTextsAreCheckedWithACaret() {
    NotationException e = assertThrows(NotationException.class, () -> Tiler.parse("(4,8"));
    assertTrue(e.getMessage().contains("never closed"), e.getMessage());
    assertEquals(0, e.position());
    e = assertThrows(NotationException.class, () -> Tiler.parse("(4,,8)"));
    assertTrue(e.getMessage().contains("missing"), e.getMessage());
    assertEquals(3, e.position());
    e = assertThrows(NotationException.class, () -> Tiler.parse("(4:1,_,0)"));
    assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
    assertEquals(7, e.position());
    e = assertThrows(NotationException.class, () -> Tiler.parse("(4:1,(2,x):(1,2))"));
    assertEquals(8, e.position());
    e = assertThrows(NotationException.class, () -> Tiler.parse("(4:1,(2,2):(1,2,3))"));
    assertTrue(e.getMessage().contains("differ in rank"), e.getMessage());
    assertEquals(11, e.position(), "the caret points at the stride of the sub-layout");
    fails(() -> new Tiler.Extent(IntTuple.of(0)), "at least 1");
    fails(() -> Tiler.parse(null), "null");
  }
}
