package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The parser's syntax tree, positions and errors, independent of what a client makes of them. */
class NotationTest {
  @Test
  void aTupleParsesIntoGroupsOfNumbersNamesAndProducts() {
    Notation.Term t = Notation.parseTuple("( 2*M ,(_3,K))");
    Notation.Group top = assertInstanceOf(Notation.Group.class, t);
    assertEquals(0, top.position());
    Notation.Product p = assertInstanceOf(Notation.Product.class, top.elements().get(0));
    assertEquals(2, p.position(), "a product starts at its first factor");
    assertEquals(new Notation.Number(2, false, 2), p.factors().get(0));
    assertEquals(new Notation.Name("M", 4), p.factors().get(1));
    Notation.Group inner = assertInstanceOf(Notation.Group.class, top.elements().get(1));
    assertEquals(7, inner.position());
    assertEquals(List.of(new Notation.Number(3, true, 8), new Notation.Name("K", 11)),
        inner.elements());
  }

  @Test
  void blanksNegativeNumbersAndUnderscoreNames() {
    Notation.Group g = (Notation.Group) Notation.parseTuple("(_,-4,_-2,_x)");
    assertEquals(new Notation.Blank(1), g.elements().get(0));
    assertEquals(new Notation.Number(-4, false, 3), g.elements().get(1));
    assertEquals(new Notation.Number(-2, true, 6), g.elements().get(2));
    assertEquals(new Notation.Name("_x", 10), g.elements().get(3));
  }

  @Test
  void aLayoutHasAShapeAndAnOptionalStride() {
    Notation.LayoutTerms both = Notation.parseLayout("(2,3):(1,2)");
    assertInstanceOf(Notation.Group.class, both.shape());
    assertEquals(6, both.stride().position());
    assertNull(Notation.parseLayout("(2,3)").stride());
  }

  @Test
  void errorsNameTheOffsetTheProblemAndDrawTheCaret() {
    NotationError e = assertThrows(NotationError.class, () -> Notation.parseTuple("(2,(3,4)"));
    assertEquals(8, e.position());
    assertEquals("expected ',' or ')' (unclosed '(' at offset 0)", e.problem());
    assertEquals("(2,(3,4)", e.text());
    assertEquals("\"(2,(3,4)\" at the end: expected ',' or ')' (unclosed '(' at offset 0)\n"
        + "  (2,(3,4)\n"
        + "          ^", e.getMessage());
    e = assertThrows(NotationError.class, () -> Notation.parseTuple("(2,3)x"));
    assertEquals("\"(2,3)x\" at offset 5: unexpected 'x' after the end of the tuple\n"
        + "  (2,3)x\n"
        + "       ^", e.getMessage());
  }

  @Test
  void eachMalformedLeafHasItsOwnProblem() {
    assertEquals("an empty tuple '()' is not allowed; expected a number, a name or '('",
        problem("(2,())"));
    assertEquals("'_' cannot be a factor of a product", problem("2*_"));
    assertEquals("the number is too large (it does not fit in a long)",
        problem("9223372036854775808"));
    assertEquals("expected a digit", problem("-"));
    assertEquals("expected a separator after the number but found 'x'", problem("2x"));
    assertEquals("expected a number, a name or '(' but found U+00A0 (no-break space)",
        problem("(2,\u00A0)"));
  }

  @Test
  void nestingStopsAtTheLimit() {
    int n = Notation.MAX_NESTING;
    Notation.parseTuple("(".repeat(n) + "1" + ")".repeat(n));
    NotationError e = assertThrows(NotationError.class,
        () -> Notation.parseTuple("(".repeat(n + 1) + "1" + ")".repeat(n + 1)));
    assertEquals(n, e.position(), "the caret is under the first '(' too deep");
    assertEquals("tuples nest deeper than 64 levels", e.problem());
  }

  @Test
  void aNullTextIsAnIllegalArgumentNotANotationError() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Notation.parseTuple(null));
    assertTrue(!(e instanceof NotationError) && e.getMessage().contains("null text"),
        e.getMessage());
  }

  @Test
  void describeShowsVisibleAndInvisibleCharacters() {
    assertEquals("':'", Notation.describe("2:3", 1));
    assertEquals("'\u00D7' U+00D7 (multiplication sign)", Notation.describe("2\u00D73", 1));
    assertEquals("U+200B (zero width space)", Notation.describe("\u200B", 0));
    assertEquals("'\uD83D\uDE00' U+1F600 (grinning face)", Notation.describe("\uD83D\uDE00", 0));
  }

  @Test
  void aLongTextIsQuotedInPartAndExcerptedAroundTheCaret() {
    String text = "(" + "1,".repeat(100) + "#)";
    NotationError e = assertThrows(NotationError.class, () -> Notation.parseTuple(text));
    assertEquals(201, e.position());
    String[] lines = e.getMessage().split("\n");
    assertEquals("\"" + text.substring(0, 60) + "...\" (203 characters) at offset 201: "
        + "expected a number, a name or '(' but found '#'", lines[0]);
    assertEquals("  ..." + text.substring(141), lines[1]);
    assertEquals("  " + " ".repeat(3 + 60) + "^", lines[2]);
  }

  @Test
  void theCaretShowsControlCharactersAsSpaces() {
    assertEquals("  (2,\t3)\n       ^".replace('\t', ' '), NotationError.caret("(2,\t3)", 5));
    assertEquals("  ab\n    ^", NotationError.caret("ab", 99), "clamped to the end");
  }

  private static String problem(String text) {
    return assertThrows(NotationError.class, () -> Notation.parseTuple(text)).problem();
  }
}
