package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** What a person must see in a picture: holes, nesting, the index of every coordinate. */
class PictureStructureTest {

  /** Index → number of coordinates using it, enumerated from the leaves, not through Layout.index. */
  private static Map<Integer, Integer> usesByLeaves(Layout layout) {
    List<IntTuple.Int> shape = layout.shape().flatten();
    List<IntTuple.Int> stride = layout.stride().flatten();
    Map<Integer, Integer> uses = new TreeMap<>();
    for (int k = 0; k < layout.size(); k++) {
      int rest = k;
      int index = 0;
      for (int leaf = 0; leaf < shape.size(); leaf++) {
        index += (rest % shape.get(leaf).value()) * stride.get(leaf).value();
        rest /= shape.get(leaf).value();
      }
      uses.merge(index, 1, Integer::sum);
    }
    return uses;
  }

  /** data-index → data-uses of the index map's squares of one class ("index" or "hole"). */
  private static Map<Integer, Integer> squares(Document doc, String cls) {
    Map<Integer, Integer> out = new TreeMap<>();
    for (Element g : elements(doc, "g")) {
      if (g.getAttribute("class").equals(cls)) {
        out.put(Integer.parseInt(g.getAttribute("data-index")),
            Integer.parseInt(g.getAttribute("data-uses")));
      }
    }
    return out;
  }

  private static List<Element> elements(Document doc, String name) {
    NodeList nodes = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", name);
    return IntStream.range(0, nodes.getLength())
        .mapToObj(k -> (Element) nodes.item(k)).toList();
  }

  /** "axis at:level" of every boundary line. */
  private static List<String> boundaries(Document doc) {
    return elements(doc, "line").stream().filter(l -> l.getAttribute("class").equals("boundary"))
        .map(l -> l.getAttribute("data-axis") + " " + l.getAttribute("data-at") + ":"
            + l.getAttribute("data-level")).toList();
  }

  @Test
  void holesOfTheReadmeLayoutAreMarkedByHand() throws Exception {
    // a + 4b + 2c + 16d, a,b,c in {0,1}, d in 0..3: 0..7, 16..23, 32..39, 48..55 used once
    Document doc = SvgDocument.parse(LayoutSvg.svg(Layout.parse("((2,2),(2,4)):((1,4),(2,16))")));
    Map<Integer, Integer> holes = squares(doc, "hole");
    Map<Integer, Integer> used = squares(doc, "index");
    for (int x = 0; x < 56; x++) {
      boolean hole = (x / 8) % 2 == 1;
      assertEquals(hole, holes.containsKey(x), "index " + x);
      assertEquals(hole ? null : 1, used.get(x), "index " + x);
    }
    assertEquals(24, holes.size());
    assertEquals(32, used.size());
    String summary = elements(doc, "text").stream()
        .filter(t -> t.getAttribute("class").equals("summary")).findFirst().orElseThrow()
        .getTextContent();
    assertEquals("size 32, indices 0..55 (cosize 56): 32 used, 24 holes", summary);
  }

  @ParameterizedTest
  @ValueSource(strings = {"(4,2):(4,1)", "(2,3):(1,4)", "(4,4):(0,1)", "(3,5):(-5,1)",
      "(2,2):(1,1)", "((2,3)):((7,1))", "(_2,(_2,_2)):(_1,(_8,_3))", "(2,(3,2)):(-7,(5,-2))",
      "(8,8):(8,1)"})
  void holesAndSharedIndicesAreExactlyTheUnusedAndRepeatedOnes(String text) throws Exception {
    Layout layout = Layout.parse(text);
    Map<Integer, Integer> expected = usesByLeaves(layout);
    Document doc = SvgDocument.parse(LayoutSvg.svg(layout));
    assertEquals(expected, squares(doc, "index"), "used indices and their counts");
    int min = expected.keySet().stream().min(Integer::compare).orElseThrow();
    int max = expected.keySet().stream().max(Integer::compare).orElseThrow();
    assertEquals(layout.cosize(), max - min + 1, "the map spans the cosize");
    Map<Integer, Integer> holes = squares(doc, "hole");
    for (int x = min; x <= max; x++) {
      assertEquals(!expected.containsKey(x), holes.containsKey(x), "hole at " + x);
    }
    assertEquals(layout.cosize() - expected.size(), holes.size());
  }

  @Test
  void aRangeTooLongToMapIsStatedNotDrawn() throws Exception {
    Document doc = assertTimeoutPreemptively(Duration.ofSeconds(1),
        () -> SvgDocument.parse(LayoutSvg.svg(Layout.parse("(2,2):(1,1000000000)"))));
    assertEquals(0, squares(doc, "hole").size() + squares(doc, "index").size());
    List<String> caption = elements(doc, "text").stream()
        .filter(t -> t.getAttribute("class").equals("map-caption")).map(Element::getTextContent)
        .toList();
    assertEquals(List.of("indices 0..1000000001 (cosize 1000000002):",
        "too many to draw one by one (at most 4096)"), caption);
  }

  @Test
  void boundariesSitWhereSubModesStartOver() throws Exception {
    // rows (2,2): a new sub-mode after 2 rows; columns (2,4): after every 2 columns
    assertEquals(List.of("col 2:1", "col 4:1", "col 6:1", "row 2:1"), boundaries(SvgDocument.parse(
        LayoutSvg.svg(Layout.parse("((2,2),(2,4)):((1,4),(2,16))")))));
    // columns ((2,2),3): leaf products 2 and 4 -> every 2nd column, every 4th stronger
    assertEquals(List.of("col 2:1", "col 4:2", "col 6:1", "col 8:2", "col 10:1"),
        boundaries(SvgDocument.parse(LayoutSvg.svg(Layout.parse("(2,((2,2),3)):(12,((1,2),4))")))));
    // extent-1 leaves start nothing; flat modes have no boundary
    assertEquals(List.of("col 3:1"), boundaries(SvgDocument.parse(
        LayoutSvg.svg(Layout.parse("(4,(1,3,2)):(1,(0,4,12))")))));
    assertEquals(List.of(), boundaries(SvgDocument.parse(LayoutSvg.svg(Layout.parse("(4,8):(8,1)")))));
  }

  @Test
  void headersShowTheHierarchicalCoordinateOfEveryRowAndColumn() throws Exception {
    Layout layout = Layout.parse("((2,2),(2,(2,2))):((1,4),(2,(16,64)))");
    Document doc = SvgDocument.parse(LayoutSvg.svg(layout));
    int cols = 0;
    int rows = 0;
    for (Element t : elements(doc, "text")) {
      String coord = t.getElementsByTagNameNS("*", "tspan").getLength() == 0 ? null
          : t.getElementsByTagNameNS("*", "tspan").item(0).getTextContent().strip();
      if (t.getAttribute("class").equals("col-header")) {
        int j = Integer.parseInt(t.getAttribute("data-col"));
        assertEquals(layout.get(1).coord(j).toString(), coord, "column " + j);
        cols++;
      } else if (t.getAttribute("class").equals("row-header")) {
        int i = Integer.parseInt(t.getAttribute("data-row"));
        assertEquals(layout.get(0).coord(i).toString(), coord, "row " + i);
        rows++;
      }
    }
    assertEquals(8, cols);
    assertEquals(4, rows);
    // a flat mode has numbers only
    Document flat = SvgDocument.parse(LayoutSvg.svg(Layout.parse("(4,8):(8,1)")));
    assertEquals(0, elements(flat, "tspan").size());
  }

  @Test
  void picturesScaleToThePageWidthUpToTheirNaturalSize() throws Exception {
    Element svg = SvgDocument.parse(LayoutSvg.svg(Layout.parse("(64,64):(1,64)")))
        .getDocumentElement();
    assertEquals("100%", svg.getAttribute("width"));
    String[] box = svg.getAttribute("viewBox").split(" ");
    assertEquals("0 0", box[0] + " " + box[1]);
    assertTrue(svg.getAttribute("style").contains("max-width: " + box[2] + "px"),
        svg.getAttribute("style"));
    assertEquals("", svg.getAttribute("height"), "the height follows the width");
  }
}
