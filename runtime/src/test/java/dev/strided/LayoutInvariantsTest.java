package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Properties of the runtime core on random nested layouts. */
class LayoutInvariantsTest {

  @Provide
  Arbitrary<Layout> layouts() {
    return RandomLayouts.layouts();
  }

  @Provide
  Arbitrary<IntTuple> shapes() {
    return RandomLayouts.shapes();
  }

  @Property(tries = 1000)
  void printThenParseIsTheIdentity(@ForAll("layouts") Layout l) {
    Layout back = Layout.parse(l.toString());
    assertEquals(l, back);
    assertEquals(l.toString(), back.toString(), "static flags survive the round trip");
  }

  @Property(tries = 1000)
  void indexOfCoordEqualsIndexOfInteger(@ForAll("layouts") Layout l) {
    for (int i = 0; i < l.size() + 3; i++) {
      IntTuple c = l.coord(i);
      assertTrue(c.congruent(l.shape()), "coord is congruent with the shape");
      assertEquals(l.index(i), l.index(c), l + " at " + i);
      int[] perLeaf = c.flatten().stream().mapToInt(IntTuple.Int::value).toArray();
      assertEquals(l.index(i), l.index(perLeaf), l + " per leaf at " + i);
    }
  }

  @Property(tries = 1000)
  void perModeCoordinatesSplitLikeTheHierarchy(@ForAll("layouts") Layout l) {
    int[] perMode = new int[l.rank()];
    for (int i = 0; i < l.size(); i++) {
      // the natural per-mode coordinate of i: colexicographic over the top-level modes
      int rest = i;
      for (int m = 0; m < l.rank(); m++) {
        perMode[m] = rest % l.size(m);
        rest /= l.size(m);
      }
      assertEquals(l.index(i), l.index(perMode), l + " at " + i);
      if (perMode.length == 2) {
        assertEquals(l.index(i), l.index(perMode[0], perMode[1]), l + " (c0,c1) at " + i);
      } else if (perMode.length == 3) {
        assertEquals(l.index(i), l.index(perMode[0], perMode[1], perMode[2]), l + " at " + i);
      }
    }
  }

  @Property(tries = 500)
  void compactLayoutsAreBijectionsOntoTheirSize(@ForAll("shapes") IntTuple shape) {
    for (Layout l : List.of(Layout.columnMajor(shape), Layout.rowMajor(shape))) {
      boolean[] seen = new boolean[l.size()];
      for (int i = 0; i < l.size(); i++) {
        int idx = l.index(i);
        assertTrue(idx >= 0 && idx < l.size() && !seen[idx], l + " maps " + i + " to " + idx);
        seen[idx] = true;
      }
      assertEquals(l.size(), l.cosize(), l + " is compact");
    }
    assertEquals(Layout.columnMajor(shape).index(1 % shape.size()) , shape.size() == 1 ? 0 : 1,
        "column-major moves by 1 along the first non-trivial leaf");
  }

  @Property(tries = 500)
  void staticAndDynamicVersionsAgree(@ForAll("layouts") Layout l) {
    Layout s = RandomLayouts.withStatic(l, true);
    Layout d = RandomLayouts.withStatic(l, false);
    assertTrue(s.shape().isStatic() && !d.stride().isStatic() || d.leafCount() == 0);
    assertEquals(s, d);
    for (int i = 0; i < l.size(); i++) {
      assertEquals(s.index(i), d.index(i));
    }
    assertEquals(s.cosize(), d.cosize());
  }

  @Property(tries = 500)
  void cosizeIsTheSpanWhenNoStrideIsNegative(@ForAll("layouts") Layout l) {
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int i = 0; i < l.size(); i++) {
      min = Math.min(min, l.index(i));
      max = Math.max(max, l.index(i));
    }
    assertEquals(l.cosize(), max - min + 1, l.toString());
    boolean nonNegative = l.stride().flatten().stream().allMatch(d -> d.value() >= 0);
    if (nonNegative) {
      assertEquals(l.cosize(), l.index(l.size() - 1) + 1, l.toString());
    }
  }
}
