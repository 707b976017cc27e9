package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** SPEC 4's congruence, weak congruence and product of each mode, on hand-worked CuTe examples. */
class TupleProfileTest {
  private static boolean weak(String a, String b) {
    return IntTuple.parse(a).weaklyCongruent(IntTuple.parse(b));
  }

  @Test
  void anIntegerStandsForAnySubtree() {
    assertTrue(weak("2", "(3,4)"));
    assertTrue(weak("2", "7"));
    assertTrue(weak("(2,3)", "(4,(5,6))"));
    assertTrue(weak("(2,(3,4))", "(5,(6,(7,8)))"));
  }

  @Test
  void aTupleNeedsATupleOfTheSameRank() {
    assertFalse(weak("(2,(3,4))", "(5,6)"));
    assertFalse(weak("(2,3)", "(2,3,4)"));
    assertFalse(weak("(2,3)", "7"));
  }

  @Test
  void congruenceNeedsTheSameProfileEverywhere() {
    assertTrue(IntTuple.parse("(2,(3,4))").congruent(IntTuple.parse("(5,(6,7))")));
    assertTrue(IntTuple.parse("2").congruent(IntTuple.parse("7")));
    assertFalse(IntTuple.parse("(2,3)").congruent(IntTuple.parse("(2,(3,4))")));
    assertFalse(IntTuple.parse("2").congruent(IntTuple.parse("(3,4)")));
    assertFalse(IntTuple.parse("(2,3)").congruent(IntTuple.parse("7")));
    assertFalse(IntTuple.parse("(2,3)").congruent(IntTuple.parse("(2,3,4)")));
  }

  @Test
  void productEachMultipliesEveryTopLevelMode() {
    assertEquals("(_2,_12)", IntTuple.parse("(_2,(_3,_4))").productEach().toString());
    assertEquals("(2,12,_5)", IntTuple.parse("(2,(3,_4),_5)").productEach().toString());
    assertEquals("_6", IntTuple.parse("_6").productEach().toString());
  }
}
