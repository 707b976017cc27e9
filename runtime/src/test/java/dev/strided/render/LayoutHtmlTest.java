package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import java.util.LinkedHashMap;
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
  void rankThreeIsRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> LayoutHtml.html(Layout.parse("(2,2,2):(1,2,4)")));
  }
}
