package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link AtomPicture} and {@link AtomSvg}: each panel shows every coordinate of its tile once, held
 * by the first (thread, value) the TV layout sends there; the SVG draws exactly those cells. The
 * comparison with CuTe's own {@code print_latex} is in the CLI's {@code AtomCliTest}.
 */
class AtomPictureTest {
  private static final TiledMma MMA = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"),
      Layout.parse("(_2,_1)"), Tiler.parse("(_32,_16,_16)"));

  @Test
  void everyCellIsTheFirstPairTheTvLayoutSendsThere() {
    AtomPicture p = AtomPicture.of(MMA);
    check(p, "C", MMA.tvLayoutC(), 32, 16, 0, 0, false);
    check(p, "A", MMA.tvLayoutA(), 32, 16, 0, -17, false);
    check(p, "B", MMA.tvLayoutB(), 16, 16, -17, 0, true);
    TiledCopy copy = TiledCopy.of(CopyAtom.of("UniversalCopy<uint64_t>", 32),
        Layout.parse("(_4,_8):(_8,_1)"), Layout.parse("(_1,_2)"));
    AtomPicture q = AtomPicture.of(copy);
    check(q, "S", copy.tvLayoutS(), 4, 16, 0, 0, false);
    check(q, "D", copy.tvLayoutD(), 4, 16, 0, 19, false);
  }

  /** Each (m, n) of the rows x cols tile appears once, as the first (t, v) with tv(t, v) = m + rows n. */
  private static void check(AtomPicture p, String panel, Layout tv, int rows, int cols, int row0,
      int col0, boolean transposed) {
    List<AtomPicture.Cell> cells = p.cells().stream().filter(c -> c.panel().equals(panel)).toList();
    assertEquals(rows * cols, cells.size(), panel);
    Set<Integer> seen = new HashSet<>();
    for (AtomPicture.Cell c : cells) {
      int m = transposed ? c.col() - col0 : c.row() - row0;
      int n = transposed ? c.row() - row0 : c.col() - col0;
      int index = m + rows * n;
      assertTrue(seen.add(index), panel + " shows " + index + " twice");
      assertEquals(index, tv.index(c.thread(), c.value()), panel + " " + c);
      for (int t = 0; t <= c.thread(); t++) {
        for (int v = 0; v < (t == c.thread() ? c.value() : tv.size(1)); v++) {
          assertTrue(tv.index(t, v) != index, panel + " " + c + ": (" + t + "," + v
              + ") holds it first");
        }
      }
    }
  }

  @Test
  void theSvgDrawsTheCellsWithCutesColours() {
    AtomPicture p = AtomPicture.of(MMA);
    String svg = AtomSvg.svg(p);
    assertEquals(p.cells().size(), svg.split("<g class=\"cell\"", -1).length - 1);
    AtomPicture.Cell c = p.cells().get(5);
    assertTrue(svg.contains("data-panel=\"C\" data-row=\"" + c.row() + "\" data-col=\""
        + c.col() + "\" data-thread=\"" + c.thread() + "\" data-value=\"" + c.value() + "\""));
    // CuTe's TikzColor_TV: thread 1 is rgb(175,255,175), thread 12 rgb(210,210,255)
    assertEquals("#afffaf", AtomSvg.colour(1));
    assertEquals("#d2d2ff", AtomSvg.colour(12));
    assertTrue(AtomSvg.html(p).contains("<tr><th>B</th><td>16 x 16 at row -17, column 0</td></tr>"));
    assertThrows(IllegalArgumentException.class, () -> AtomSvg.svg(null));
    assertThrows(IllegalArgumentException.class, () -> AtomPicture.of((TiledMma) null));
  }
}
