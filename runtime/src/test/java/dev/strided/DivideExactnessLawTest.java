package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The law {@code tile(A / B) = A∘B or refused} for every divide: a divide either throws, or its first
 * {@code size(B)} indices are {@code A∘B}'s and {@code A∘B} is {@code A(B(i))} mode by mode; and a
 * composition refused as not exact makes every divide by the same tiler throw.
 */
class DivideExactnessLawTest {
  enum Divide { LOGICAL, ZIPPED, TILED, FLAT }

  static Layout divide(Divide kind, Layout a, Layout b) {
    return switch (kind) {
      case LOGICAL -> a.logicalDivide(b);
      case ZIPPED -> a.zippedDivide(b);
      case TILED -> a.tiledDivide(b);
      case FLAT -> a.flatDivide(b);
    };
  }

  /** Whether {@code kind} of A by B was refused (else it was checked against the law). */
  static boolean refusedOrLawful(Divide kind, Layout a, Layout b) {
    Layout composed = null;
    String composeRefusal = null;
    try {
      composed = a.compose(b);
    } catch (IllegalArgumentException e) {
      composeRefusal = e.getMessage();
    }
    Layout d;
    try {
      d = divide(kind, a, b);
    } catch (IllegalArgumentException e) {
      return true;
    }
    String where = kind + " " + a + " / " + b + " = " + d;
    assertTrue(composeRefusal == null || !composeRefusal.contains("is not exact"),
        where + ", but the composition is refused: " + composeRefusal);
    assertTrue(composed != null, where + ", but the composition is refused: " + composeRefusal);
    assertTrue(CompositionDefinition.holds(a, b, composed), where + ": A∘B = " + composed
        + " is not A(B(i))");
    for (int i = 0; i < b.size(); i++) {
      assertEquals(composed.index(i), d.index(i), where + ": tile differs from A∘B = " + composed);
    }
    Layout whole = Layout.concat(b, b.complement(a.coalesce().shape()));
    assertTrue(CompositionDefinition.holds(a, whole, a.logicalDivide(b)), where
        + ": not A∘(B, complement(B))");
    return false;
  }

  /** Small tilers with strides that often do not divide A's extents. */
  @Provide
  Arbitrary<Layout[]> pairs() {
    return Arbitraries.randomValue(r -> new Layout[] {RandomAlgebraLayouts.any(r), smallTiler(r)});
  }

  static Layout smallTiler(Random r) {
    int rank = 1 + r.nextInt(2);
    IntTuple[] s = new IntTuple[rank];
    IntTuple[] d = new IntTuple[rank];
    for (int m = 0; m < rank; m++) {
      s[m] = IntTuple.ofStatic(1 + r.nextInt(8));
      d[m] = IntTuple.ofStatic(r.nextInt(9));
    }
    return rank == 1 ? Layout.of(s[0], d[0]) : Layout.of(IntTuple.of(s), IntTuple.of(d));
  }

  @Property(tries = 400)
  void everyDivideOfRandomLayoutsIsTheCompositionOrRefused(@ForAll("pairs") Layout[] ab) {
    for (Divide kind : Divide.values()) {
      refusedOrLawful(kind, ab[0], ab[1]);
    }
  }

  /**
   * On the CuTe C++ vectors' divides: of the 157 rows where C++ gives a result, 145 are lawful and
   * 12 hold a piece that is not A∘B in C++, which Strided refuses (CuteCxxVectorsTest shows that by
   * definition).
   */
  @Test
  @SuppressWarnings("unchecked")
  void everyDivideOfTheVectorsIsTheCompositionOrRefused() {
    Map<Divide, int[]> counts = new EnumMap<>(Divide.class);
    for (Map<String, Object> row : Json.lines("/vectors/cute-cxx-static.jsonl")) {
      Map<String, Object> e = (Map<String, Object>) row.get("logical_divide");
      if (e == null || e.get("result") == null) {
        continue;
      }
      Layout a = Layout.parse((String) row.get("print"));
      Layout b = CuteCxxVectorsTest.staticLayout((String) e.get("tiler"));
      for (Divide kind : Divide.values()) {
        counts.computeIfAbsent(kind, k -> new int[2])[refusedOrLawful(kind, a, b) ? 1 : 0]++;
      }
    }
    for (Divide kind : Divide.values()) {
      assertEquals(145, counts.get(kind)[0], kind + " lawful");
      assertEquals(12, counts.get(kind)[1], kind + " refused");
    }
  }

  @Test
  void theIssuesDivideIsRefusedWithTheWitness() {
    Layout a = Layout.parse("(_6,_4):(_1,_30)");
    for (Divide kind : Divide.values()) {
      String m = assertThrows(IllegalArgumentException.class,
          () -> divide(kind, a, Layout.parse("_6:_4"))).getMessage();
      assertEquals("logical divide (_6,_4):(_1,_30) / _6:_4: composition (_6,_4):(_1,_30) o "
          + "(_6,_4):(_4,_1) is not exact: the result ((_2,_3),_4):((_4,_30),_1) maps 2 to 30 where "
          + "A(B(2)) = 32, because B's mode 6:4 reaches past a mode of the coalesced A "
          + "(_6,_4):(_1,_30) whose extent its stride does not divide (CuTe C++ computes this case "
          + "silently)", m, kind.toString());
    }
  }

}
