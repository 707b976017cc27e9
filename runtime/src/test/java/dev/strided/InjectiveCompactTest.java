package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** isInjective and isCompact against their definitions, by computing every index. */
class InjectiveCompactTest {
  @Test
  void randomLayoutsAgreeWithTheDefinition() {
    Random r = new Random(2026);
    for (int trial = 0; trial < 2000; trial++) {
      Layout l = RandomLayouts.layout(r);
      Set<Integer> seen = new HashSet<>();
      boolean injective = true;
      for (int i = 0; i < l.size(); i++) {
        injective &= seen.add(l.index(i));
      }
      boolean compact = injective;
      for (int i = 0; i < l.size(); i++) {
        compact &= seen.contains(i);
      }
      assertEquals(injective, l.isInjective(), l.toString());
      assertEquals(compact, l.isCompact(), l.toString());
    }
  }

  @Test
  void stridesThatAreNestedOnlyByTheExactSpan() {
    // 2:1 (span 2), 3:2 (span 2 + 2*2 = 6), 2:6 reaches 6: compact
    assertEquals(true, Layout.parse("(2,3,2):(1,2,6)").isCompact());
    // 2:1, 3:3 (span 2 + 6 = 8), then 8 reaches 8 exactly: nested by the span, decided
    // without enumerating the 6 * 2^27 coordinates
    assertEquals(true, Layout.parse("(2,3,134217728):(1,3,8)").isInjective());
    assertEquals(false, Layout.parse("(2,3,134217728):(1,3,8)").isCompact());
  }
}
