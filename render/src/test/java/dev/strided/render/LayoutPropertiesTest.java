package dev.strided.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LayoutPropertiesTest {

  // Every row worked by hand (index = Σ coordinate × stride over the leaves):
  // (4,2):(4,1)   indices 0,1,4,5,8,9,12,13; cosize 1+3·4+1·1 = 14; capacity max(16,2) = 16
  // (2,3):(1,2)   indices 0..5 each once; cosize 1+1+2·2 = 6; capacity max(2,6) = 6
  // (2,3):(1,4)   indices 0,1,4,5,8,9; cosize 1+1+2·4 = 10; capacity max(2,12) = 12
  // (2,2):(1,1)   indices 0,1,1,2: 1 twice; cosize 3; capacity 2
  // (4):(-1)      indices 0,-1,-2,-3; cosize 1+3 = 4; capacity 4
  // (3,4):(0,1)   every row repeats 0..3; cosize 1+0+3 = 4; capacity max(0,4) = 4
  // (2,(2,2)):(4,(2,1))  spec: size 8, cosize 8, a permutation of 0..7; capacity max(8,4,2) = 8
  // 7:1           depth 0, rank 1
  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "(4,2):(4,1);          2; 1; 8; 14; 16; true;  false",
      "(2,3):(1,2);          2; 1; 6;  6;  6; true;  true",
      "(2,3):(1,4);          2; 1; 6; 10; 12; true;  false",
      "(2,2):(1,1);          2; 1; 4;  3;  2; false; false",
      "(4):(-1);             1; 1; 4;  4;  4; true;  false",
      "(3,4):(0,1);          2; 1; 12; 4;  4; false; false",
      "(2,(2,2)):(4,(2,1));  2; 2; 8;  8;  8; true;  true",
      "7:1;                  1; 0; 7;  7;  7; true;  true",
  })
  void handWorkedProperties(String text, int rank, int depth, int size, int cosize, int capacity,
      boolean injective, boolean compact) {
    LayoutProperties p = LayoutProperties.of(Layout.parse(text));
    assertEquals(text, p.text());
    assertEquals(rank, p.rank());
    assertEquals(depth, p.depth());
    assertEquals(size, p.size());
    assertEquals(cosize, p.cosize());
    assertEquals(capacity, p.capacity());
    assertEquals(injective, p.injective(), "injective");
    assertEquals(compact, p.compact(), "compact");
  }

  @Test
  void shapeAndStrideAreThePrintForms() {
    LayoutProperties p = LayoutProperties.of(Layout.parse("(_2,(_3,_4)):(_1,(_2,_6))"));
    assertEquals("(_2,(_3,_4))", p.shape());
    assertEquals("(_1,(_2,_6))", p.stride());
    assertEquals(List.of("text", "shape", "stride", "rank", "depth", "size", "cosize", "capacity",
        "injective", "compact"), List.copyOf(p.asMap().keySet()));
  }

  @Test
  void textBlockIsAligned() {
    String text = LayoutProperties.of(Layout.parse("(4,2):(4,1)")).toText();
    assertTrue(text.startsWith("text       (4,2):(4,1)\nshape      (4,2)\n"), text);
    assertTrue(text.contains("\ncosize     14\ncapacity   16\ninjective  true\ncompact    false\n"),
        text);
  }

  @Test
  void tooLargeToShowIsRefusedNamingTheSizeWhileLayoutAnswersForAnySize() {
    Layout big = Layout.parse("(2048,1024):(1,2048)");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> LayoutProperties.of(big));
    assertTrue(e.getMessage().contains("2097152"), e.getMessage());
    assertTrue(big.isInjective() && big.isCompact());
    assertThrows(IllegalArgumentException.class, () -> LayoutProperties.of(null));
  }

  @Test
  void injectiveAndCompactAreTheLayoutsOwnAnswers() {
    for (String text : new String[] {"(3,2):(2,3)", "(4,3):(2,3)", "(1024,1024):(1,0)"}) {
      Layout l = Layout.parse(text);
      LayoutProperties p = LayoutProperties.of(l);
      assertEquals(l.isInjective(), p.injective(), text);
      assertEquals(l.isCompact(), p.compact(), text);
    }
  }
}
