package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Parse errors show invisible characters by code point, quote a bounded excerpt of a long text, and
 * give a sentence for every number that does not fit.
 */
class ParseMessagesTest {

  private static String rejects(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Layout.parse(text)).getMessage();
  }

  @Test
  void invisibleCharactersAreNamedByCodePoint() {
    assertTrue(rejects("(2,\u00A03):(1,2)").contains(
        "expected a number, a name or '(' but found U+00A0 (no-break space)"));
    assertTrue(rejects("(2,3)\u0000:(1,2)").contains(
        "unexpected U+0000 (null) after the end of the tuple"));
    assertTrue(rejects("(2\u200B,3):(1,2)").contains("found U+200B (zero width space)"));
    assertTrue(rejects("(2\u00D73):(1,2)").contains(
        "expected ',' or ')' but found '\u00D7' U+00D7 (multiplication sign)"));
    assertTrue(rejects("(2,3):(1,2)x").contains("unexpected 'x' after"));
  }

  @Test
  void aTenMegabyteTextIsQuotedAsABoundedExcerptWithTheCaretInPlace() {
    String text = "(" + "1,".repeat(5_000_000) + "[)";
    String m = rejects(text);
    assertTrue(m.length() < 500, "message of " + m.length() + " characters");
    String[] lines = m.split("\n");
    assertEquals(3, lines.length, m);
    assertTrue(lines[0].startsWith("\"(1,1,1,") && lines[0].contains("...\" (10000003 characters)"
        + " at offset 10000001: expected a number, a name or '(' but found '['"), lines[0]);
    int caret = lines[2].indexOf('^');
    assertEquals('[', lines[1].charAt(caret), lines[1] + "\n" + lines[2]);
  }

  @Test
  void aLongCongruenceMismatchQuotesBoundedValues() {
    String shape = "(" + "2,".repeat(1_000_000) + "2)";
    String m = rejects(shape + ":(1,2)");
    assertTrue(m.length() < 1000, "message of " + m.length() + " characters");
    assertTrue(m.contains("has rank 1000001 but stride (1,2) has rank 2"), m);
  }

  @Test
  void swizzleParametersThatDoNotFitGetASentence() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> SwizzledLayout.parse("Sw<99999999999,0,1> o _0 o 4:1")).getMessage();
    assertEquals("the swizzle parameter B (bits) of \"Sw<99999999999,0,1> o _0 o 4:1\" is"
        + " 99999999999, which does not fit in an int (CuTe's swizzles use at most 31 bits)", m);
    m = assertThrows(IllegalArgumentException.class,
        () -> SwizzledLayout.parse("Sw<1,0," + "9".repeat(40) + "> o _0 o 4:1")).getMessage();
    assertTrue(m.contains("parameter S (shift)") && m.contains("does not fit in an int"), m);
  }
}
