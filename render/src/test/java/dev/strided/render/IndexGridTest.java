package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.SwizzledLayout;
import org.junit.jupiter.api.Test;

/** The grid of indices a picture draws, here for swizzled layouts. */
class IndexGridTest {

  @Test
  void gridOfASwizzledLayout() {
    IndexGrid g = IndexGrid.of(SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)"));
    assertEquals(8, g.rows());
    assertEquals(8, g.cols());
    assertEquals(9, g.index().applyAsInt(1, 0));
    assertEquals(8 * 7 + (5 ^ 7), g.index().applyAsInt(7, 5));
    IndexGrid row = IndexGrid.of(SwizzledLayout.parse("Sw<1,0,1> o _0 o 4:1"));
    assertEquals(1, row.rows());
    assertEquals(3, row.index().applyAsInt(0, 2));
  }
}
