package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The static observables of {@code vectors/cute-cxx-static.jsonl}, produced by CuTe C++ itself with
 * {@code Int<N>} leaves: print form ({@code _N}), rank, depth, size, cosize, values, LayoutLeft and
 * LayoutRight strides, print_layout, crd2idx and idx2crd.
 */
class CuteCxxStaticVectorsTest {
  private static final List<Map<String, Object>> CASES = Json.lines("/vectors/cute-cxx-static.jsonl");

  @Test
  @SuppressWarnings("unchecked")
  void staticObservablesAgree() {
    int checked = 0;
    for (Map<String, Object> c : CASES) {
      String print = (String) c.get("print");
      Layout l = Layout.parse(print);
      assertEquals(print, l.toString());
      assertTrue(l.shape().isStatic() && l.stride().isStatic(), print);
      assertEquals(c.get("rank"), "_" + l.rank(), print);
      assertEquals(c.get("depth"), "_" + l.depth(), print);
      assertEquals(c.get("size"), "_" + l.size(), print);
      assertEquals(c.get("cosize"), "_" + l.cosize(), print);
      List<Long> values = (List<Long>) c.getOrDefault("values", List.of());
      for (int i = 0; i < values.size(); i++) {
        assertEquals(values.get(i).intValue(), l.index(i), print + " at " + i);
      }
      checkCompact(c, "layout_left", Layout.columnMajor(l.shape()));
      checkCompact(c, "layout_right", Layout.rowMajor(l.shape()));
      if (c.get("print_layout") instanceof String table) {
        assertEquals(table, l.printLayout(), print);
      }
      for (Map<String, Object> e : (List<Map<String, Object>>) c.get("crd2idx")) {
        assertEquals(((IntTuple.Int) IntTuple.parse((String) e.get("idx"))).value(),
            l.index(IntTuple.parse((String) e.get("crd"))), print + " at " + e);
      }
      for (Map<String, Object> e : (List<Map<String, Object>>) c.get("idx2crd")) {
        assertEquals(IntTuple.parse((String) e.get("crd")),
            l.coord(((Long) e.get("idx")).intValue()), print + " at " + e);
      }
      checked++;
    }
    assertEquals(250, checked);
  }

  @SuppressWarnings("unchecked")
  private static void checkCompact(Map<String, Object> c, String key, Layout actual) {
    Map<String, Object> expected = (Map<String, Object>) c.get(key);
    assertEquals(expected.get("result"), actual.toString(), key + " of " + c.get("print"));
    assertEquals(expected.get("stride"), actual.stride().toString(), key);
  }
}
