package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.render.WarpBankAccess.Direction;
import dev.strided.render.WarpBankAccess.ElementSize;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A warp's banks: every thread's cell, element and bank, the words per bank and the conflict
 * recomputed here from bank = (address / 4) % 32, by hand for the classic cases, and read back from
 * the picture.
 */
class WarpBankAccessTest {

  @Test
  void aColumnOfARowMajorTileIsAThirtyTwoWayConflict() {
    WarpBankAccess a = access("(32,32):(32,1)", ElementSize.FOUR, Direction.COLUMN, 0);
    // thread t reads (t,0), element 32t, byte 128t, word 32t: bank 0 for every thread
    for (int t = 0; t < 32; t++) {
      assertEquals(32 * t, a.element(t));
      assertEquals(0, WarpBankAccess.bank(a.firstWord(t)));
    }
    assertEquals(32, a.degree());
    assertEquals(32, a.wavefronts());
    assertEquals(1, a.leastWavefronts());
  }

  @Test
  void theFullSwizzleMakesTheColumnConflictFree() {
    // Sw<5,0,5> XORs bits 5..9 (the row) into bits 0..4: (t,0) is element 32t + t, bank t
    WarpBankAccess a = access("Sw<5,0,5> o _0 o (32,32):(32,1)", ElementSize.FOUR,
        Direction.COLUMN, 0);
    for (int t = 0; t < 32; t++) {
      assertEquals(33 * t, a.element(t));
    }
    assertEquals(1, a.degree());
    assertEquals(1, a.wavefronts());
  }

  @Test
  void aThreeBitSwizzleOfFourByteWordsLeavesFourWays() {
    // Sw<3,2,3> XORs bits 5..7 into 2..4: (t,0) is 32t + 4 (t mod 8), bank 4 (t mod 8)
    WarpBankAccess a = access("Sw<3,2,3> o _0 o (32,32):(32,1)", ElementSize.FOUR,
        Direction.COLUMN, 0);
    assertEquals(4, a.degree());
    assertEquals(List.of(0L, 256L, 512L, 768L), a.words(0, 0));
  }

  @Test
  void twoByteNeighboursShareAWord() {
    // row 0 of (64,8):(8,1), then row 1...: elements 0..31, two per word: 16 words, banks 0..15
    WarpBankAccess a = access("(64,8):(8,1)", ElementSize.TWO, Direction.ROW, 0);
    assertEquals(1, a.degree());
    assertEquals(List.of(6, 7), a.readers(0, 3));
    assertEquals(1, a.leastWavefronts());
  }

  @Test
  void theClassExampleOfEightByteElements() {
    WarpBankAccess b = access("(8,8):(8,1)", ElementSize.EIGHT, Direction.COLUMN, 1);
    assertEquals(32, b.threads());
    assertEquals(2, b.phases());
    assertEquals(1, b.phase(17));
    assertEquals(1, b.row(9));
    assertEquals(2, b.col(9));
    assertEquals(10, b.element(9));
    assertEquals(20, b.firstWord(9));
    assertEquals(21, b.lastWord(9));
    assertEquals(List.of(2L, 34L, 66L, 98L), b.words(0, 2));
    assertEquals(List.of(2), b.readers(0, 34));
    assertEquals(4, b.degree());
    assertEquals(8, b.wavefronts());
    assertEquals(2, b.leastWavefronts());
    assertEquals("column 1: thread t reads (t mod 8, 1 + t div 8)", b.description());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "(32,32):(32,1)|4|COLUMN|3", "(32,32):(33,1)|4|COLUMN|0", "(16,16):(1,16)|8|ROW|2",
      "(8,8):(8,1)|2|COLUMN|5", "Sw<3,3,3> o _0 o (16,64):(64,1)|2|COLUMN|7",
      "Sw<2,1,3> o _0 o (8,32):(32,1)|8|ROW|1", "(4,4):(4,1)|4|ROW|2", "(64,2):(-2,1)|4|COLUMN|1",
  })
  void everyThreadBankAndCountAsRecomputedHere(String text, int bytes, Direction direction,
      int at) throws Exception {
    IndexGrid tile = text.startsWith("Sw") ? IndexGrid.of(SwizzledLayout.parse(text))
        : IndexGrid.of(Layout.parse(text));
    WarpBankAccess a = WarpBankAccess.of(tile, ElementSize.of(bytes), direction, at);
    IntBinaryOperator element = tile.index();
    int rows = tile.rows();
    int cols = tile.cols();
    int cellsLeft = direction == Direction.COLUMN ? (cols - at) * rows : (rows - at) * cols;
    assertEquals(Math.min(32, cellsLeft), a.threads());
    int perPhase = bytes == 8 ? 16 : 32;
    Map<String, Set<Long>> wordsOfBank = new HashMap<>();
    for (int t = 0; t < a.threads(); t++) {
      int m = direction == Direction.COLUMN ? t % rows : at + t / cols;
      int n = direction == Direction.COLUMN ? at + t / rows : t % cols;
      assertEquals(m + "," + n, a.row(t) + "," + a.col(t), "cell of thread " + t);
      long address = (long) element.applyAsInt(m, n) * bytes;
      for (long byteAt = address; byteAt < address + bytes; byteAt += 4) {
        long word = Math.floorDiv(byteAt, 4);
        wordsOfBank.computeIfAbsent(t / perPhase + ":" + Math.floorMod(word, 32),
            k -> new TreeSet<>()).add(word);
      }
    }
    int degree = wordsOfBank.values().stream().mapToInt(Set::size).max().orElse(0);
    assertEquals(degree, a.degree(), text);
    for (Map.Entry<String, Set<Long>> e : wordsOfBank.entrySet()) {
      String[] phaseBank = e.getKey().split(":");
      assertEquals(List.copyOf(e.getValue()), a.words(Integer.parseInt(phaseBank[0]),
          Integer.parseInt(phaseBank[1])), e.getKey());
    }
    Document doc = SvgDocument.parse(BankSvg.svg(a));
    int readCells = 0;
    int squares = 0;
    NodeList groups = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
    for (int k = 0; k < groups.getLength(); k++) {
      Element g = (Element) groups.item(k);
      if (g.getAttribute("class").equals("cell")) {
        int m = Integer.parseInt(g.getAttribute("data-row"));
        int n = Integer.parseInt(g.getAttribute("data-col"));
        long word = Math.floorDiv((long) element.applyAsInt(m, n) * bytes, 4);
        assertEquals(Long.toString(Math.floorMod(word, 32)), g.getAttribute("data-bank"));
        readCells += g.hasAttribute("data-thread") ? 1 : 0;
      } else if (g.getAttribute("class").equals("word")) {
        squares++;
      }
    }
    assertEquals(a.threads(), readCells);
    assertEquals(wordsOfBank.values().stream().mapToInt(Set::size).sum(), squares);
  }

  @Test
  void thePageTabulatesTheConflict() throws Exception {
    Document doc = SvgDocument.parse(BankHtml.html(access("(32,32):(32,1)", ElementSize.FOUR,
        Direction.COLUMN, 0)));
    NodeList rows = doc.getElementsByTagName("tr");
    Map<String, String> table = new HashMap<>();
    for (int k = 0; k < rows.getLength(); k++) {
      Element tr = (Element) rows.item(k);
      table.put(tr.getElementsByTagName("th").item(0).getTextContent(),
          tr.getElementsByTagName("td").item(0).getTextContent());
    }
    assertEquals("32-way", table.get("conflict"));
    assertEquals("32", table.get("wavefronts"));
    assertEquals("1", table.get("least wavefronts"));
    assertEquals("4 bytes", table.get("element"));
    assertEquals("column 0", table.get("access"));
  }

  @Test
  void refusalsAreSentences() {
    assertEquals("an element of 3 bytes cannot be drawn; the element size must be 2, 4 or 8"
        + " bytes", assertThrows(IllegalArgumentException.class, () -> ElementSize.of(3))
        .getMessage());
    assertEquals("the warp starts at column 8, outside the 8 columns (0 to 7) of the tile"
        + " (8,8):(8,1)", assertThrows(IllegalArgumentException.class,
            () -> access("(8,8):(8,1)", ElementSize.FOUR, Direction.COLUMN, 8)).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> WarpBankAccess.of(
        IndexGrid.of(Layout.parse("(8,8)")), null, Direction.ROW, 0)).getMessage()
        .endsWith("got no element size"));
  }

  private static WarpBankAccess access(String text, ElementSize size, Direction direction,
      int at) {
    IndexGrid tile = text.startsWith("Sw") ? IndexGrid.of(SwizzledLayout.parse(text))
        : IndexGrid.of(Layout.parse(text));
    return WarpBankAccess.of(tile, size, direction, at);
  }
}
