package dev.strided.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import org.junit.jupiter.api.Test;

/** Compositions that C++'s weak divisibility test admits but that are not A(B(i)) are refused. */
class CompositionCheckTest {

  @Test
  void inexactCompositionsAreRefused() {
    // A(B(2)) = A(8) = 2 + 30 = 32, but C++'s (2,3):(4,30) gives 30
    String m = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(_6,_4):(_1,_30)").compose(Layout.parse("_6:_4"))).getMessage();
    assertTrue(m.contains("is not exact") && m.contains("A(B(2)) = 32"), m);
    // a CuTe C++ vector (id 980): C++ gives (_3,_5):(_2,_0), but A(B(3)) = A(6) = 1, not 0
    m = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(_1,_5,_6,_8):(_1,_1,_0,_30)").compose(Layout.parse("_15:_2")))
        .getMessage();
    assertTrue(m.contains("maps 3 to 0 where A(B(3)) = 1"), m);
  }

  @Test
  void exactCompositionsThatLookSimilarStillWork() {
    // stride 3 does not divide 8 either, but 2:3 stays inside the first mode: A(3) = 24
    assertEquals("_2:_24", Layout.parse("(_8,_8):(_8,_1)").compose(Layout.parse("_2:_3")).toString());
    Layout a = Layout.parse("(_6,_4):(_1,_30)");
    Layout r = a.compose(Layout.parse("(_3,_4):(_2,_6)"));
    for (int i = 0; i < r.size(); i++) {
      assertEquals(a.index(Layout.parse("(_3,_4):(_2,_6)").index(i)), r.index(i), "at " + i);
    }
  }
}
