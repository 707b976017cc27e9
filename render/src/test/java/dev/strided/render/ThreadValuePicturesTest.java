package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Thread-value tiles and their pictures: each cell's thread and value against the layout's
 * formula worked by hand, the colours by thread, the marks of cells held by none or by many, and a
 * sentence for every refusal.
 */
class ThreadValuePicturesTest {
  private static final Layout SGEMM_TV = Layout.parse("((4,8),4):((32,1),8)");

  @Test
  void everyCellNamesTheThreadAndValueTheFormulaPutsThere() throws Exception {
    ThreadValueTile tile = ThreadValueTile.of(SGEMM_TV, Layout.parse("(32,4)"));
    assertEquals(32, tile.threads());
    assertEquals(4, tile.values());
    Document doc = SvgDocument.parse(ThreadValueSvg.svg(tile));
    Map<String, Element> cells = cellsByPosition(doc);
    assertEquals(128, cells.size());
    for (int t = 0; t < 32; t++) {
      for (int v = 0; v < 4; v++) {
        // thread t is (t mod 4, t div 4): index 32 (t mod 4) + t div 4 + 8 v, column-major in (32,4)
        int index = 32 * (t % 4) + t / 4 + 8 * v;
        int m = index % 32;
        int n = index / 32;
        assertEquals(t, tile.thread(m, n));
        assertEquals(v, tile.value(m, n));
        Element g = cells.get(m + "," + n);
        assertEquals(Integer.toString(t), g.getAttribute("data-thread"));
        assertEquals(Integer.toString(v), g.getAttribute("data-value"));
        assertEquals("1", g.getAttribute("data-holders"));
        assertEquals("T" + t + "V" + v, labels(g));
      }
    }
    assertEquals(0, tile.cellsHeldByNone());
    assertEquals(0, tile.cellsHeldByMany());
  }

  @Test
  void theColourIsTheThreadsAndRepeatsEveryEightThreads() throws Exception {
    ThreadValueTile tile = ThreadValueTile.of(SGEMM_TV, Layout.parse("(32,4)"));
    Map<Integer, String> fillOfThread = new HashMap<>();
    for (Element g : cellsByPosition(SvgDocument.parse(ThreadValueSvg.svg(tile))).values()) {
      int t = Integer.parseInt(g.getAttribute("data-thread"));
      String fill = ((Element) g.getElementsByTagNameNS("*", "rect").item(0)).getAttribute("fill");
      String before = fillOfThread.putIfAbsent(t, fill);
      assertTrue(before == null || before.equals(fill), "thread " + t + " has one colour");
    }
    for (int t = 0; t < 24; t++) {
      assertEquals(fillOfThread.get(t), fillOfThread.get(t + 8), "threads " + t + " and " + (t + 8));
      assertNotEquals(fillOfThread.get(t), fillOfThread.get(t + 1), "threads " + t + " and next");
    }
  }

  @Test
  void aRowMajorTileLayoutPlacesEachIndexWhereItsLayoutSays() {
    // tile (4,4):(4,1): index k is cell (k / 4, k mod 4); tv ((2,2),(2,2)):((1,8),(2,4))
    ThreadValueTile tile = ThreadValueTile.of(Layout.parse("((2,2),(2,2)):((1,8),(2,4))"),
        Layout.parse("(4,4):(4,1)"));
    for (int t = 0; t < 4; t++) {
      for (int v = 0; v < 4; v++) {
        int index = (t % 2) + 8 * (t / 2) + 2 * (v % 2) + 4 * (v / 2);
        assertEquals(t, tile.thread(index / 4, index % 4), "thread of index " + index);
        assertEquals(v, tile.value(index / 4, index % 4), "value of index " + index);
      }
    }
  }

  @Test
  void cellsHeldByNoneAreHatchedAndByManyMarked() throws Exception {
    // (4,2):(0,1) puts all four threads on indices 0 and 1; (2,2) has indices 0..3
    ThreadValueTile tile = ThreadValueTile.of(Layout.parse("(4,2):(0,1)"), Layout.parse("(2,2)"));
    assertEquals(2, tile.cellsHeldByNone());
    assertEquals(2, tile.cellsHeldByMany());
    assertEquals(4, tile.holders(1, 0));
    assertEquals(0, tile.thread(1, 0), "the first thread is kept");
    Map<String, Element> cells = cellsByPosition(SvgDocument.parse(ThreadValueSvg.svg(tile)));
    Element none = cells.get("0,1");
    assertEquals("0", none.getAttribute("data-holders"));
    assertFalse(none.hasAttribute("data-thread"));
    assertEquals(1, none.getElementsByTagNameNS("*", "path").getLength(), "hatched");
    Element many = cells.get("1,0");
    assertEquals("4", many.getAttribute("data-holders"));
    assertTrue(many.getTextContent().contains("\u00d74"), many.getTextContent());
  }

  @Test
  void thePageTabulatesTheCounts() throws Exception {
    ThreadValueTile tile = ThreadValueTile.of(Layout.parse("(4,2):(0,1)"), Layout.parse("(2,2)"));
    Document doc = SvgDocument.parse(ThreadValueHtml.html(tile));
    Map<String, String> table = new HashMap<>();
    NodeList rows = doc.getElementsByTagName("tr");
    for (int k = 0; k < rows.getLength(); k++) {
      Element tr = (Element) rows.item(k);
      table.put(tr.getElementsByTagName("th").item(0).getTextContent(),
          tr.getElementsByTagName("td").item(0).getTextContent());
    }
    assertEquals("(4,2):(0,1)", table.get("thread-value layout"));
    assertEquals("4", table.get("threads"));
    assertEquals("2", table.get("values per thread"));
    assertEquals("2", table.get("cells held by none"));
    assertEquals("2", table.get("cells held by more than one"));
    assertEquals(4, cellsByPosition(doc).size());
  }

  @Test
  void refusalsAreSentencesWithTheValues() {
    assertEquals("the thread-value layout (4,2,2):(1,4,8) has rank 3; it must have rank 2, (thread,"
        + " value) -> index, e.g. ((4,8),4):((32,1),8)", assertThrows(IllegalArgumentException.class,
        () -> ThreadValueTile.of(Layout.parse("(4,2,2):(1,4,8)"), Layout.parse("16"))).getMessage());
    assertEquals("the thread-value layout (4,2):(2,1) puts thread 2 value 0 at index 4, where the"
        + " tile (2,2):(_1,2) has no cell", assertThrows(IllegalArgumentException.class,
        () -> ThreadValueTile.of(Layout.parse("(4,2):(2,1)"), Layout.parse("(2,2)"))).getMessage());
    assertEquals("the tile (2,2):(1,1) puts cells (0,1) and (1,0) at the same index 1, so a value"
        + " there has no one cell", assertThrows(IllegalArgumentException.class,
        () -> ThreadValueTile.of(Layout.parse("(2,1)"), Layout.parse("(2,2):(1,1)"))).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ThreadValueTile.of(
        Layout.parse("(256,257)"), Layout.parse("16"))).getMessage().contains("65792 (thread,"
        + " value) pairs; pictures read at most 65536"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ThreadValueTile.of(
        Layout.parse("(2,2)"), Layout.parse("(65,64)"))).getMessage().contains("4096 cells"));
    assertEquals("a thread-value picture needs a thread-value layout and a tile, got no tile",
        assertThrows(IllegalArgumentException.class,
            () -> ThreadValueTile.of(Layout.parse("(2,2)"), null)).getMessage());
  }

  private static Map<String, Element> cellsByPosition(Document doc) {
    Map<String, Element> cells = new HashMap<>();
    NodeList groups = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
    for (int k = 0; k < groups.getLength(); k++) {
      Element g = (Element) groups.item(k);
      if (g.getAttribute("class").equals("cell")) {
        cells.put(g.getAttribute("data-row") + "," + g.getAttribute("data-col"), g);
      }
    }
    return cells;
  }

  /** The cell's two drawn labels, T then V, joined. */
  private static String labels(Element g) {
    NodeList texts = g.getElementsByTagNameNS("*", "text");
    return texts.item(0).getTextContent() + texts.item(1).getTextContent();
  }
}
