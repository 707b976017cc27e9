package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The observables of {@code vectors/pycute-layouts.jsonl} that pycute shares with CuTe C++ (rank,
 * depth, size, cosize_cpp, values, crd2idx, idx2crd, print_layout): 100% agreement required.
 */
class PycuteVectorsTest {
  private static final List<Map<String, Object>> CASES = Json.lines("/vectors/pycute-layouts.jsonl");

  @Test
  void observablesAgree() {
    int values = 0;
    int tables = 0;
    for (Map<String, Object> c : CASES) {
      String text = (String) c.get("layout");
      Layout l = Layout.parse(text);
      assertEquals(text, l.toString(), "print of " + text);
      assertEquals(num(c, "rank"), l.rank(), text);
      assertEquals(num(c, "depth"), l.depth(), text);
      assertEquals(num(c, "size"), l.size(), text);
      assertEquals(num(c, "cosize_cpp"), l.cosize(), text);
      if (c.get("values") instanceof List<?> expected) {
        for (int i = 0; i < expected.size(); i++) {
          assertEquals(((Long) expected.get(i)).intValue(), l.index(i), text + " at " + i);
          values++;
        }
      }
      if (c.get("print_layout") instanceof String table) {
        assertEquals(table, l.printLayout(), text);
        tables++;
      }
    }
    assertEquals(750, CASES.size());
    assertEquals(true, values > 10_000, "values checked: " + values);
    assertEquals(true, tables > 100, "tables checked: " + tables);
  }

  @Test
  @SuppressWarnings("unchecked")
  void coordinatesAgree() {
    int checked = 0;
    for (Map<String, Object> c : CASES) {
      Layout l = Layout.parse((String) c.get("layout"));
      for (Map<String, Object> e : (List<Map<String, Object>>) c.get("crd2idx")) {
        String crd = (String) e.get("crd");
        int idx = ((Long) e.get("idx")).intValue();
        assertEquals(idx, l.index(IntTuple.parse(crd)), l + " at " + e);
        if (e.get("crd_json") instanceof Long i) {
          assertEquals(idx, l.index(i.intValue()), l + " at " + e);
        }
        checked++;
      }
      for (Map<String, Object> e : (List<Map<String, Object>>) c.get("idx2crd")) {
        int idx = ((Long) e.get("idx")).intValue();
        assertEquals(IntTuple.parse((String) e.get("crd")), l.coord(idx), l + " at " + e);
        assertEquals(l.index(idx), l.index(l.coord(idx)), l + " round trip at " + idx);
        checked++;
      }
    }
    assertEquals(true, checked > 3000, "coordinates checked: " + checked);
  }

  private static int num(Map<String, Object> c, String key) {
    return ((Long) c.get(key)).intValue();
  }
}
