package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.core.Notation;
import org.junit.jupiter.api.Test;

/**
 * Values built through the API nest at most as deep as parsed text ({@link Notation#MAX_NESTING}
 * levels), so every value prints text that parses back, and 10,000 levels are an
 * IllegalArgumentException with a sentence, not a StackOverflowError.
 */
class NestingLimitTest {
  private static final int LIMIT = Notation.MAX_NESTING;

  @Test
  void intTupleOfStopsAtTheParsersLimit() {
    IntTuple t = IntTuple.of(1);
    for (int depth = 1; depth <= LIMIT; depth++) {
      t = IntTuple.of(t);
    }
    assertEquals(LIMIT, t.depth());
    assertEquals(t, IntTuple.parse(t.toString()), "the deepest value parses back");
    IntTuple deepest = t;
    String m = assertThrows(IllegalArgumentException.class, () -> IntTuple.of(deepest))
        .getMessage();
    assertEquals("a tuple may nest at most 64 levels (the limit of parsed text); this one would"
        + " nest 65", m);
  }

  @Test
  void tenThousandLevelsAreRefusedNotAStackOverflow() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> {
      IntTuple t = IntTuple.of(1);
      for (int depth = 0; depth < 10_000; depth++) {
        t = IntTuple.of(t, IntTuple.of(2));
      }
    });
    assertTrue(e.getMessage().contains("at most 64 levels"), e.getMessage());
  }

  @Test
  void repeatedConcatIsRefusedAtTheLimit() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> {
      Layout l = Layout.parse("2:1");
      for (int depth = 0; depth < 10_000; depth++) {
        l = Layout.concat(l);
      }
    });
    assertTrue(e.getMessage().contains("at most 64 levels"), e.getMessage());
  }

  @Test
  void byModeTilersStopAtTheLimitToo() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> {
      Tiler t = Tiler.parse("4");
      for (int depth = 0; depth < 10_000; depth++) {
        t = Tiler.byMode(t);
      }
    });
    assertTrue(e.getMessage().contains("a by-mode tiler may nest at most 64 levels"),
        e.getMessage());
  }
}
