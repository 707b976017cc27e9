package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;

class LayoutSvgTest {

  @ParameterizedTest
  @ValueSource(strings = {"(2,2):(1,2)", "(4,8):(8,1)", "(4,2):(4,1)", "(2,(2,2)):(4,(2,1))",
      "((2,2),(2,4)):((1,4),(2,16))", "(3,5):(-5,1)", "(4,4):(0,1)", "(_2,_3):(_3,_1)",
      "(1,1):(0,0)", "(64,64):(1,64)"})
  void everyCoordinateIsOneCellWithTheRuntimeIndex(String text) throws Exception {
    Layout layout = Layout.parse(text);
    Document doc = SvgDocument.parse(LayoutSvg.svg(layout));
    assertEquals("http://www.w3.org/2000/svg", doc.getDocumentElement().getNamespaceURI());
    assertEquals("svg", doc.getDocumentElement().getLocalName());
    List<SvgDocument.Cell> cells = SvgDocument.cells(doc);
    assertEquals(layout.size(), cells.size(), "one cell per coordinate");
    Set<String> seen = new HashSet<>();
    for (SvgDocument.Cell c : cells) {
      assertTrue(seen.add(c.row() + "," + c.col()), "cell drawn twice: " + c);
      int expected = layout.index(c.row(), c.col());
      assertEquals(Integer.toString(expected), c.label(), "label of " + c);
      assertEquals(Palette.colour(expected), c.fill(), "fill of " + c);
    }
    assertEquals(layout.size(0) * layout.size(1), seen.size());
    String title = doc.getElementsByTagNameNS("*", "title").item(0).getTextContent();
    assertEquals(layout.toString(), title);
  }

  @Test
  void rankOneIsASingleRow() throws Exception {
    Layout layout = Layout.parse("((2,3)):((3,1))");
    List<SvgDocument.Cell> cells = SvgDocument.cells(SvgDocument.parse(LayoutSvg.svg(layout)));
    assertEquals(6, cells.size());
    for (SvgDocument.Cell c : cells) {
      assertEquals(0, c.row());
      assertEquals(Integer.toString(layout.index(c.col())), c.label());
    }
    // worked by hand: column j = (j%2, j/2) -> 3*(j%2) + j/2
    assertEquals(List.of("0", "3", "1", "4", "2", "5"), cells.stream().map(SvgDocument.Cell::label)
        .toList());
  }

  @Test
  void goldenPictureOfTwoByTwo() throws Exception {
    String expected;
    try (InputStream in = getClass().getResourceAsStream("/render/layout-2x2-stride-1-2.svg")) {
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertEquals(expected, LayoutSvg.svg(Layout.parse("(2,2):(1,2)")));
  }

  @Test
  void sameInputSameBytes() {
    String a = LayoutSvg.svg(Layout.parse("(4,8):(8,1)"));
    String b = LayoutSvg.svg(Layout.parse("(4,8):(8,1)"));
    assertEquals(a, b);
    assertNotEquals(a, LayoutSvg.svg(Layout.parse("(4,8):(1,4)")));
  }

  @Test
  void customGridDrawsAnyIndexFunctionWithAnEscapedTitle() throws Exception {
    IndexGrid grid = new IndexGrid("xor <swizzle> & \"friends\"", 4, 4, (i, j) -> 4 * i + (j ^ i));
    String svg = LayoutSvg.svg(grid);
    assertTrue(svg.contains("xor &lt;swizzle&gt; &amp; &quot;friends&quot;"), svg);
    Document doc = SvgDocument.parse(svg);
    assertEquals("xor <swizzle> & \"friends\"",
        doc.getElementsByTagNameNS("*", "title").item(0).getTextContent());
    for (SvgDocument.Cell c : SvgDocument.cells(doc)) {
      assertEquals(Integer.toString(4 * c.row() + (c.col() ^ c.row())), c.label());
    }
  }

  @Test
  void controlCharactersInTitlesStayValidXml() throws Exception {
    String svg = LayoutSvg.svg(new IndexGrid("a\u0001b", 1, 1, (i, j) -> 0));
    Document doc = SvgDocument.parse(svg);
    assertEquals("a b", doc.getElementsByTagNameNS("*", "title").item(0).getTextContent());
  }

  @Test
  void rankThreeIsRefusedByName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> LayoutSvg.svg(Layout.parse("(2,2,2):(1,2,4)")));
    assertTrue(e.getMessage().contains("(2,2,2):(1,2,4)") && e.getMessage().contains("rank 3"),
        e.getMessage());
  }

  @Test
  void tooManyCellsIsRefusedNamingTheSize() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> LayoutSvg.svg(Layout.parse("(65,64):(1,65)")));
    assertTrue(e.getMessage().contains("4160") && e.getMessage().contains("4096"), e.getMessage());
    IllegalArgumentException g = assertThrows(IllegalArgumentException.class,
        () -> new IndexGrid("big", 4097, 1, (i, j) -> i));
    assertTrue(g.getMessage().contains("4097"), g.getMessage());
  }

  @Test
  void badGridsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new IndexGrid(null, 1, 1, (i, j) -> 0));
    assertThrows(IllegalArgumentException.class, () -> new IndexGrid("t", 1, 1, null));
    assertThrows(IllegalArgumentException.class, () -> new IndexGrid("t", 0, 3, (i, j) -> 0));
    assertThrows(IllegalArgumentException.class, () -> LayoutSvg.svg((IndexGrid) null));
    assertThrows(IllegalArgumentException.class, () -> LayoutSvg.svg((Layout) null));
  }

  @Test
  void paletteCyclesWithPeriodEight() {
    assertEquals(Palette.colour(3), Palette.colour(11));
    assertEquals(Palette.colour(3), Palette.colour(-5));
    Set<String> distinct = new HashSet<>();
    for (int k = 0; k < Palette.PERIOD; k++) {
      distinct.add(Palette.colour(k));
    }
    assertEquals(Palette.PERIOD, distinct.size());
  }
}
