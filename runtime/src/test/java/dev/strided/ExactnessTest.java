package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Compositions that C++'s weak divisibility test admits but that are not A(B(i)) are refused, by
 * every caller of the composition, with the first coordinate where they differ.
 */
class ExactnessTest {
  private static final String SILENT = " (CuTe C++ computes this case silently)";

  private static String refusal(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void inexactCompositionsAreRefused() {
    assertEquals("composition (_6,_4):(_1,_30) o _6:_4 is not exact: the result (_2,_3):(_4,_30) "
        + "maps 2 to 30 where A(B(2)) = 32, because B's mode 6:4 reaches past a mode of the "
        + "coalesced A (_6,_4):(_1,_30) whose extent its stride does not divide" + SILENT,
        refusal(() -> Layout.parse("(_6,_4):(_1,_30)").compose(Layout.parse("_6:_4"))));
    // a CuTe C++ vector (id 980): C++ gives (_3,_5):(_2,_0), but A(B(3)) = A(6) = 1, not 0
    assertEquals("composition (_1,_5,_6,_8):(_1,_1,_0,_30) o _15:_2 is not exact: the result "
        + "(_3,_5):(_2,_0) maps 3 to 0 where A(B(3)) = 1, because B's mode 15:2 reaches past a mode "
        + "of the coalesced A (_5,_6,_8):(_1,_0,_30) whose extent its stride does not divide"
        + SILENT,
        refusal(() -> Layout.parse("(_1,_5,_6,_8):(_1,_1,_0,_30)").compose(Layout.parse("_15:_2"))));
  }

  @Test
  void byModeCompositionIsCheckedModeByMode() {
    // C++ (and Strided before) gave (_3,(_2,_6),_1):(_24,(_8,_2),_0): A(B(2)) in mode 1 is 6, not 2
    assertEquals("composition (_3,(_2,_3,_2),_1):(_24,(_12,_4,_2),_0) o (_3:_1,_12:_4,_1:_3), mode 1:"
        + " composition (_2,_3,_2):(_12,_4,_2) o _12:_4 is not exact: the result (_2,_6):(_8,_2) "
        + "maps 2 to 2 where A(B(2)) = 6, because B's mode 12:4 reaches past a mode of the "
        + "coalesced A (_2,_3,_2):(_12,_4,_2) whose extent its stride does not divide" + SILENT,
        refusal(() -> Layout.parse("(_3,(_2,_3,_2),_1):(_24,(_12,_4,_2),_0)")
            .compose(Tiler.parse("(_3:_1,_12:_4,_1:_3)"))));
  }

  @Test
  void theWitnessIsInTheWholeTilersIndex() {
    // mode 1 of B (1-D index 3 × j) is at fault: j = 2 is B's index 6
    assertEquals("composition (_6,_4):(_1,_30) o (_3,_6):(_0,_4) is not exact: the result "
        + "(_3,(_2,_3)):(_0,(_4,_30)) maps 6 to 30 where A(B(6)) = 32, because B's mode 6:4 "
        + "reaches past a mode of the coalesced A (_6,_4):(_1,_30) whose extent its stride does not"
        + " divide" + SILENT,
        refusal(() -> Layout.parse("(_6,_4):(_1,_30)").compose(Layout.parse("(_3,_6):(_0,_4)"))));
  }

  @Test
  void productsAndMaxCommonVectorAreChecked() {
    assertEquals("logical product (_6,_4):(_1,_30) x _4:_3: composition (_5,_2):(_6,_120) o _4:_3 is"
        + " not exact: the result (_2,_2):(_18,_120) maps 2 to 120 where A(B(2)) = 126, because B's"
        + " mode 4:3 reaches past a mode of the coalesced A (_5,_2):(_6,_120) whose extent its stride"
        + " does not divide" + SILENT,
        refusal(() -> Layout.parse("(_6,_4):(_1,_30)").logicalProduct(Layout.parse("_4:_3"))));
    assertEquals("composition (_4,_3):(_3,_1) o (_8,_3):(_3,_1) is not exact: the result "
        + "((_2,_4),_3):((_9,_1),_3) maps 2 to 1 where A(B(2)) = 7, because B's mode 8:3 reaches "
        + "past a mode of the coalesced A (_4,_3):(_3,_1) whose extent its stride does not divide"
        + SILENT,
        refusal(() -> Layout.parse("(_4,_3):(_3,_1)").maxCommonVector(Layout.parse("(_3,_8):(_8,_1)"))));
  }

  @Test
  void exactCompositionsThatLookSimilarStillWork() {
    // stride 3 does not divide 8 either, but 2:3 stays inside the first mode: A(3) = 24
    assertEquals("_2:_24", Layout.parse("(_8,_8):(_8,_1)").compose(Layout.parse("_2:_3")).toString());
    Layout a = Layout.parse("(_6,_4):(_1,_30)");
    Layout b = Layout.parse("(_3,_4):(_2,_6)");
    Layout r = a.compose(b);
    for (int i = 0; i < r.size(); i++) {
      assertEquals(a.index(b.index(i)), r.index(i), "at " + i);
    }
    // a negative stride that divides: -2 into 6, then the next mode
    assertEquals("(_3,_2):(_-2,_-30)",
        a.compose(Layout.parse("_6:_-2")).toString());
  }

  @Test
  void aNegativeStrideAloneReachesOnlyPointsOutsideAsDomainSoItIsKept() {
    // B(j) = −4j < 0 for every j ≥ 1: SPEC 6 asks R(c) = A(B(c)) only where 0 ≤ B(c) < size A, so
    // only c = 0 is constrained (R(0) = 0); the rest is CuTe's extension, as C++ computes it
    Layout r = Layout.parse("(_6,_4):(_1,_30)").compose(Layout.parse("_6:_-4"));
    assertEquals(6, r.size(), r.toString());
    assertEquals(0, r.index(0), r.toString());
    // with a positive mode beside it, a coordinate lands inside A and is held to A(B(c))
    String m = refusal(() -> Layout.parse("(_6,_4):(_1,_30)").compose(Layout.parse("(_2,_2):(_-1,_6)")));
    assertEquals(true, m.contains("where A(B("), m);
  }
}
