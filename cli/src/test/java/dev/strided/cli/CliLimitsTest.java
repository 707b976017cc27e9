package dev.strided.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Output nobody can read is refused at once with a sentence and status 2; echoes are escaped. */
class CliLimitsTest {

  private static CliTest.Run quickly(String... args) {
    return assertTimeoutPreemptively(Duration.ofSeconds(2), () -> CliTest.run(args));
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "Sw<1,0,1> o _0 o 2147483647:1;            has 2147483647 indices; show lists at most 4096",
      "Sw<1,0,1> o _0 o (46340,46340):(1,46340); would print 46340 x 46340 = 2147395600 cells",
      "16777216:1;                               has 16777216 indices; show lists at most 4096",
      "(46340,46340):(1,46340);                  would print 46340 x 46340 = 2147395600 cells",
      "(2,300):(300,1);                          tables are limited to 4096 cells and 256 columns",
      "Sw<1,0,1> o _0 o (4097,1,1):(1,0,0);      has 4097 indices",
  })
  void hugeLayoutsAreRefusedWithASentence(String layout, String sentence) {
    CliTest.Run r = quickly("show", layout);
    assertEquals(Cli.BAD_INPUT, r.status(), r.err());
    assertEquals("", r.out());
    assertTrue(r.err().contains(sentence), r.err());
    assertEquals(1, r.err().split("\n").length, "one sentence, no stack trace: " + r.err());
  }

  @Test
  void hugePicturesWriteNothing(@TempDir Path dir) {
    Path svg = dir.resolve("big.svg");
    CliTest.Run r = quickly("show", "Sw<1,0,1> o _0 o (46340,46340):(1,46340)", "--svg",
        svg.toString());
    assertEquals(Cli.BAD_INPUT, r.status());
    assertFalse(Files.exists(svg));
  }

  @Test
  void theLimitsThemselvesAreShown() {
    CliTest.Run table = quickly("show", "(64,64):(64,1)");
    assertEquals(Cli.OK, table.status(), table.err());
    CliTest.Run list = quickly("show", "4096:1");
    assertEquals(Cli.OK, list.status(), list.err());
    assertTrue(list.out().contains(" 4094 4095\n"), list.out());
  }

  @Test
  void escapeSequencesInTheInputAreEchoedEscaped() {
    String esc = "\u001b";
    CliTest.Run bad = CliTest.run("show", "(2," + esc + "[31m2)");
    assertEquals(Cli.BAD_INPUT, bad.status());
    assertNoUnsafeCharacters(bad.err());
    assertTrue(bad.err().contains("(2,\\u001B[31m2)"), bad.err());
    CliTest.Run command = CliTest.run("fr\u009bob\u202e");
    assertNoUnsafeCharacters(command.err());
    assertTrue(command.err().startsWith("strided: unknown command \"fr\\u009Bob\\u202E\""),
        command.err());
    CliTest.Run twice = CliTest.run("show", "(2,2)", "--svg", "a" + esc, "--svg", "b\r");
    assertTrue(twice.err().contains("(\"a\\u001B\" and \"b\\u000D\")"), twice.err());
    assertNoUnsafeCharacters(twice.err());
  }

  @Test
  void writtenFileNamesAreEchoedEscaped(@TempDir Path dir) {
    Path svg = dir.resolve("x\u001b]0;owned\u0007.svg");
    CliTest.Run r = CliTest.run("show", "(2,2):(1,2)", "--svg", svg.toString());
    assertEquals(Cli.OK, r.status(), r.err());
    assertNoUnsafeCharacters(r.out());
    assertTrue(r.out().endsWith("x\\u001B]0;owned\\u0007.svg\n"), r.out());
    assertTrue(Files.exists(svg), "the file keeps its real name");
  }

  @Test
  void charactersBeyondTheBasicPlaneAreKept() {
    assertEquals("tile \uD835\uDC00 \\uD835", TerminalText.escape("tile \uD835\uDC00 \uD835"));
    assertEquals("a\nb\\u0009c\\uFFFE", TerminalText.escape("a\nb\tc\uFFFE"));
  }

  private static void assertNoUnsafeCharacters(String text) {
    text.chars().forEach(c -> assertTrue(c == '\n' || (c >= 0x20 && c < 0x7f) || c > 0x9f
        && Character.getType(c) != Character.FORMAT, () -> "raw character " + c + " in " + text));
  }
}
