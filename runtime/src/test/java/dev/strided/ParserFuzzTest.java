package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Thousands of random and mutated texts through {@link Layout#parse} and {@link IntTuple#parse}: each
 * gives a value or an IllegalArgumentException whose message ends with a caret line — never another
 * exception. Seeded, so a failure reproduces.
 */
class ParserFuzzTest {
  private static final String ALPHABET = "()(),,,:::__**- 0123456789MNKx.[]\t\"\\";

  @Test
  void randomAndMutatedTextsNeverEscapeAsOtherExceptions() {
    Random r = new Random(20261130);
    int parsed = 0;
    int rejected = 0;
    for (int n = 0; n < 20_000; n++) {
      String text = n % 2 == 0 ? random(r) : mutate(RandomLayouts.layout(r).toString(), r);
      for (boolean asLayout : new boolean[] {true, false}) {
        try {
          Object v = asLayout ? Layout.parse(text) : IntTuple.parse(text);
          assertEquals(v, asLayout ? Layout.parse(v.toString()) : IntTuple.parse(v.toString()),
              "reparse of " + text);
          parsed++;
        } catch (NotationException e) {
          String[] lines = e.getMessage().split("\n");
          assertTrue(lines[lines.length - 1].trim().equals("^"), e.getMessage());
          assertTrue(e.position() >= 0 && e.position() <= text.length(), e.getMessage());
          rejected++;
        } catch (RuntimeException e) {
          fail("\"" + text + "\" threw " + e, e);
        }
      }
    }
    assertTrue(parsed > 2_000 && rejected > 10_000, parsed + " parsed, " + rejected + " rejected");
  }

  private static String random(Random r) {
    StringBuilder sb = new StringBuilder();
    int length = r.nextInt(16);
    for (int i = 0; i < length; i++) {
      sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
    }
    return sb.toString();
  }

  private static String mutate(String text, Random r) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + r.nextInt(2);
    for (int e = 0; e < edits && sb.length() > 0; e++) {
      int at = r.nextInt(sb.length());
      switch (r.nextInt(4)) {
        case 0:
          sb.deleteCharAt(at);
          break;
        case 1:
          sb.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
          break;
        case 2:
          sb.setCharAt(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
          break;
        default:
          sb.insert(at, "9999999999".substring(r.nextInt(9)));
      }
    }
    return sb.toString();
  }
}
