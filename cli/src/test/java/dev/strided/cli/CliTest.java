package dev.strided.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CliTest {
  /** The outcome of one run: status and both streams. */
  record Run(int status, String out, String err) {}

  static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Cli.run(args, o, e);
    }
    return new Run(status, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void showPrintsPropertiesAndTheTable() {
    Run r = run("show", "(4,2):(4,1)");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    // properties worked by hand: indices 0,1,4,5,8,9,12,13
    String expected = """
        text       (4,2):(4,1)
        shape      (4,2)
        stride     (4,1)
        rank       2
        depth      1
        size       8
        cosize     14
        capacity   16
        injective  true
        compact    false

        (4,2):(4,1)
               0    1\s
            +----+----+
         0  |  0 |  1 |
            +----+----+
         1  |  4 |  5 |
            +----+----+
         2  |  8 |  9 |
            +----+----+
         3  | 12 | 13 |
            +----+----+
        """;
    assertEquals(expected, r.out());
  }

  @Test
  void showHelpPrintsUsage() {
    Run r = run("show", "(3,2):(2,1)", "--help");
    assertEquals(0, r.status());
    assertEquals(Cli.USAGE, r.out());
  }

  @Test
  void showOfRankOnePrintsTheIndicesInOrder() {
    Run one = run("show", "8:2");
    assertEquals(0, one.status(), one.err());
    assertTrue(one.out().contains("\nindices    0 2 4 6 8 10 12 14\n"), one.out());
    assertTrue(one.out().contains("\ncompact    false\n"), one.out());
  }

  @Test
  void badLayoutGetsTheParsersCaretOnStderrAndStatusTwo() {
    Run r = run("show", "(2,(3,4)");
    assertEquals(2, r.status());
    assertEquals("", r.out());
    String[] lines = r.err().split("\n");
    assertTrue(lines[0].startsWith("\"(2,(3,4)\" at the end: expected ',' or ')'"), r.err());
    assertEquals("  (2,(3,4)", lines[1]);
    assertEquals("          ^", lines[2], "caret under the end of the text");
  }

  @Test
  void incongruentLayoutIsBadInput() {
    Run r = run("show", "(2,3):(1)");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("(2,3):(1)") && r.err().contains("rank"), r.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"help", "--help", "-h"})
  void helpPrintsUsageAndSucceeds(String word) {
    Run r = run(word);
    assertEquals(0, r.status());
    assertEquals(Cli.USAGE, r.out());
    assertTrue(r.out().contains("strided show LAYOUT [--svg FILE] [--html FILE]"));
    assertEquals("", r.err());
  }

  @Test
  void usageErrorsExitTwoWithAReason() {
    assertUsageError(run(), "no command");
    assertUsageError(run("frob"), "unknown command \"frob\"");
    assertUsageError(run("show"), "show needs a layout");
    assertUsageError(run("show", "(2,2)", "(3,3)"), "one layout");
    assertUsageError(run("show", "(2,2)", "--svg"), "--svg needs a file name");
    assertUsageError(run("show", "(2,2)", "--png", "x"), "unknown option --png");
    assertUsageError(run("show", "(2,2)", "--html", "a", "--html", "b"), "--html given twice");
  }

  /** One line naming what is wrong, then the synopsis and where the help is: nothing else. */
  static void assertUsageError(Run r, String reason) {
    assertEquals(2, r.status(), r.toString());
    assertEquals("", r.out());
    String[] lines = r.err().split("\n", 2);
    assertTrue(lines[0].startsWith("strided: ") && lines[0].contains(reason), r.err());
    assertEquals(Cli.SYNOPSIS + Cli.HELP_HINT + "\n", lines[1], "the synopsis follows the reason");
  }

  @Test
  void writesSvgAndHtml(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("l.svg");
    Path html = dir.resolve("l.html");
    Run r = run("show", "--svg", svg.toString(), "(2,2):(1,2)", "--html", html.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("wrote " + svg + "\nwrote " + html + "\n"), r.out());
    String svgText = Files.readString(svg, StandardCharsets.UTF_8);
    assertTrue(svgText.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svgText);
    assertTrue(svgText.contains("<title>(0,1) &#8594; 2</title>"), svgText);
    String page = Files.readString(html, StandardCharsets.UTF_8);
    assertTrue(page.contains("<tr><th>cosize</th><td>4</td></tr>"), page);
    assertTrue(page.contains("<tr><th>compact</th><td>true</td></tr>"), page);
  }

  @Test
  void undrawableLayoutWritesNothingAndExitsTwo(@TempDir Path dir) {
    Path svg = dir.resolve("l.svg");
    Run r = run("show", "(2,2,2):(1,2,4)", "--svg", svg.toString());
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertTrue(r.err().contains("rank 3"), r.err());
    assertFalse(Files.exists(svg));
  }

  @Test
  void layoutTooLargeToEnumerateIsBadInputNamingItsSize() {
    Run r = run("show", "(2048,1024):(1,2048)");
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertTrue(r.err().contains("2097152"), r.err());
  }

  @Test
  void unwritableFileExitsOne(@TempDir Path dir) {
    Path svg = dir.resolve("missing-dir").resolve("l.svg");
    Run r = run("show", "(2,2):(1,2)", "--svg", svg.toString());
    assertEquals(1, r.status());
    assertTrue(r.err().contains("cannot write " + svg) && r.err().contains("does not exist"),
        r.err());
  }
}
