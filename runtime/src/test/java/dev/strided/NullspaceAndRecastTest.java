package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** nullspace, maxCommonVector, upcast and downcast. */
class NullspaceAndRecastTest {

  private static Layout l(String text) {
    return Layout.parse(text);
  }

  @Test
  void examples() {
    assertEquals("(_3,_4):(_2,_6)", l("(_2,_3,_4):(_1,_0,_0)").nullspace().toString());
    assertEquals("_2:_1", l("(_2,_4):(_0,_1)").nullspace().toString());
    assertEquals("_1:_0", l("(_2,_4):(_4,_1)").nullspace().toString());
    assertEquals(8, l("(_8,_4):(_1,_8)").maxCommonVector(l("(_8,_4):(_1,_16)")));
    assertEquals(32, l("(_4,_8):(_8,_1)").maxCommonVector(l("(_4,_8):(_8,_1)")));
    assertEquals(1, l("(_8,_4):(_4,_1)").maxCommonVector(l("(_8,_4):(_1,_8)")));
    assertEquals("(_4,_4):(_1,_4)", l("(_8,_4):(_1,_8)").upcast(2).toString());
    assertEquals("(_8,_4):(_1,_8)", l("(_4,_4):(_1,_4)").downcast(2).toString());
    assertEquals("(_2,_4):(_0,_1)", l("(_2,_8):(_0,_1)").upcast(2).toString());
    assertEquals("(4,(2,3)):(-1,(8,24))", l("(8,(2,3)):(-1,(16,48))").upcast(2).toString());
  }

  @Test
  void preconditions() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> l("(4,3):(1,6)").upcast(4));
    assertTrue(e.getMessage().contains("divisibility condition") && e.getMessage().contains("6"),
        e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> l("(4,3):(2,8)").downcast(2));
    assertTrue(e.getMessage().contains("requires adjacent elements"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> l("4:1").upcast(0));
    assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> l("4:1").maxCommonVector(null));
    assertTrue(e.getMessage().contains("null"), e.getMessage());
  }

  @Provide
  Arbitrary<Layout> layouts() {
    return Arbitraries.randomValue(RandomAlgebraLayouts::any);
  }

  @Provide
  Arbitrary<Layout[]> sameShape() {
    return Arbitraries.randomValue(r -> {
      Layout a = RandomAlgebraLayouts.nested(r);
      Layout b = Layout.rowMajor(a.shape());
      return r.nextBoolean() ? new Layout[] {a, b} : new Layout[] {b, a};
    });
  }

  @Property(tries = 300)
  void nullspaceMapsToZero(@ForAll("layouts") Layout a) {
    Layout n = a.nullspace();
    for (int i = 0; i < n.size(); i++) {
      assertEquals(0, a.index(n.index(i)), () -> "N = " + n + " of " + a);
    }
    int reached = 1; // the extents of the modes whose stride is not 0
    for (int k = 0; k < a.shape().flatten().size(); k++) {
      reached *= a.stride().flatten().get(k).value() == 0 ? 1 : a.shape().flatten().get(k).value();
    }
    assertEquals(a.size() / reached, n.size(), "N = " + n + " of " + a);
  }

  @Property(tries = 300)
  void maxCommonVectorElementsAgree(@ForAll("sameShape") Layout[] ab) {
    Layout a = ab[0];
    Layout b = ab[1];
    int n;
    try {
      n = a.maxCommonVector(b);
    } catch (IllegalArgumentException e) {
      Assume.that(false);
      return;
    }
    Layout r = b.rightInverse();
    assertTrue(n >= 1 && n <= r.size());
    for (int j = 0; j < n; j++) {
      assertEquals(j, a.index(r.index(j)), a + " and " + b + " share " + n);
    }
  }
}
