package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class LayoutHtmlTest {

  private static Map<String, String> propertyTable(Document doc) {
    Map<String, String> m = new LinkedHashMap<>();
    NodeList rows = doc.getElementsByTagName("tr");
    for (int k = 0; k < rows.getLength(); k++) {
      Element tr = (Element) rows.item(k);
      m.put(tr.getElementsByTagName("th").item(0).getTextContent(),
          tr.getElementsByTagName("td").item(0).getTextContent());
    }
    return m;
  }

  @Test
  void pageOfFourByTwoHasHandWorkedProperties() throws Exception {
    Document doc = SvgDocument.parse(LayoutHtml.html(Layout.parse("(4,2):(4,1)")));
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("text", "(4,2):(4,1)");
    expected.put("shape", "(4,2)");
    expected.put("stride", "(4,1)");
    expected.put("rank", "2");
    expected.put("depth", "1");
    expected.put("size", "8");
    expected.put("cosize", "14");
    expected.put("capacity", "16");
    expected.put("injective", "true");
    expected.put("compact", "false");
    assertEquals(expected, propertyTable(doc));
    assertEquals(8, SvgDocument.cells(doc).size());
    assertEquals("(4,2):(4,1)", doc.getElementsByTagName("h1").item(0).getTextContent());
  }

  @Test
  void pageOfABroadcastLayout() throws Exception {
    // (2,2):(1,1): indices 0,1,1,2 -> size 4, cosize 3, capacity 2, not injective, not compact
    Map<String, String> p = propertyTable(SvgDocument.parse(LayoutHtml.html(
        Layout.parse("(2,2):(1,1)"))));
    assertEquals("4", p.get("size"));
    assertEquals("3", p.get("cosize"));
    assertEquals("2", p.get("capacity"));
    assertEquals("false", p.get("injective"));
    assertEquals("false", p.get("compact"));
  }

  @Test
  void pageOfARankOneLayout() throws Exception {
    // (2,3):(1,2) as one mode: ((2,3)):((1,2)) -> indices 0..5, compact
    Document doc = SvgDocument.parse(LayoutHtml.html(Layout.parse("((2,3)):((1,2))")));
    Map<String, String> p = propertyTable(doc);
    assertEquals("1", p.get("rank"));
    assertEquals("2", p.get("depth"));
    assertEquals("6", p.get("cosize"));
    assertEquals("6", p.get("capacity"));
    assertEquals("true", p.get("compact"));
    assertEquals(6, SvgDocument.cells(doc).size());
  }

  @Test
  void samePageTwice() {
    Layout l = Layout.parse("(2,(2,2)):(4,(2,1))");
    assertEquals(LayoutHtml.html(l), LayoutHtml.html(l));
  }

  @Test
  void theTitleIsShownOnceAndCosizeAndCapacityAreExplained() throws Exception {
    String page = LayoutHtml.html(Layout.parse("((2,2),(2,4)):((1,4),(2,16))"));
    Document doc = SvgDocument.parse(page);
    assertEquals(1, doc.getElementsByTagName("h1").getLength());
    for (Element t : svgTexts(doc)) {
      assertFalse(t.getTextContent().contains("((2,2),(2,4))"), "title drawn again in the picture");
    }
    String words = doc.getElementsByTagName("div").item(0).getTextContent();
    // worked by hand: indices 0..7, 16..23, 32..39, 48..55; leaf 4:16 reaches 64
    assertTrue(words.contains("The indices run from 0 to 55, so the cosize is 56: memory for this"
        + " layout needs 56 elements. 24 of them are holes"), words);
    assertTrue(words.contains("The capacity is 64: the largest extent × |stride| of a single leaf"
        + " (Ascend C's Capacity()), here the leaf 4:16."), words);
    assertTrue(words.contains("not compact"), words);
  }

  @Test
  void swizzledLayoutsHaveAPageToo() throws Exception {
    SwizzledLayout s = SwizzledLayout.parse("Sw<3,0,3> o _0 o (8,8):(8,1)");
    Document doc = SvgDocument.parse(LayoutHtml.html(s));
    Map<String, String> p = propertyTable(doc);
    assertEquals("Sw<3,0,3>", p.get("swizzle"));
    assertEquals("(8,8):(8,1)", p.get("layout"));
    assertEquals("64", p.get("span"));
    assertEquals("true", p.get("injective"));
    assertEquals("true", p.get("compact"), "an XOR within each row of 8 permutes 0..63");
    List<SvgDocument.Cell> cells = SvgDocument.cells(doc);
    assertEquals(64, cells.size());
    for (SvgDocument.Cell c : cells) {
      assertEquals(Integer.toString(8 * c.row() + (c.col() ^ c.row())), c.label(), c.toString());
    }
    assertTrue(doc.getElementsByTagName("div").item(0).getTextContent()
        .contains("takes the bits in mask 0x38, shifts them by 3 and XORs them into the bits in mask"
            + " 0x7"));
    // an offset shifts the span: indices 5..8 of a 2x2 with a swizzle that does nothing
    Map<String, String> shifted = propertyTable(SvgDocument.parse(LayoutHtml.html(
        SwizzledLayout.parse("Sw<0,0,0> o 5 o (2,2):(1,2)"))));
    assertEquals("4", shifted.get("span"));
    assertEquals("false", shifted.get("compact"));
  }

  private static List<Element> svgTexts(Document doc) {
    NodeList nodes = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
    List<Element> out = new ArrayList<>();
    for (int k = 0; k < nodes.getLength(); k++) {
      out.add((Element) nodes.item(k));
    }
    return out;
  }

  @Test
  void rankThreeIsRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> LayoutHtml.html(Layout.parse("(2,2,2):(1,2,4)")));
  }
}
