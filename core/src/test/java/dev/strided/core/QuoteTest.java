package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class QuoteTest {
  @Test
  void shortTextsAreQuotedWhole() {
    String text = "x".repeat(120);
    assertEquals(text, Quote.abbreviate(text));
  }

  @Test
  void longerTextsKeepSixtyCharactersEachSideAndSayTheLength() {
    String text = "a".repeat(60) + "b" + "c".repeat(60);
    assertEquals("a".repeat(60) + "...(121 characters)..." + "c".repeat(60),
        Quote.abbreviate(text));
  }
}
