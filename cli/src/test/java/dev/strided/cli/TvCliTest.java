package dev.strided.cli;

import static dev.strided.cli.CliTest.assertUsageError;
import static dev.strided.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code strided show --tv}: the summary and table worked by hand, the pictures, the refusals. */
class TvCliTest {

  @Test
  void eachCellNamesItsThreadAndValue() {
    CliTest.Run r = run("show", "--tv", "(4,2):(2,1)", "--tile", "(2,4)");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    // worked by hand: (t,v) -> 2t + v; index k of the column-major (2,4) is cell (k mod 2, k div 2)
    assertEquals("""
        tv         (4,2):(2,1)
        tile       (2,4):(_1,2)
        threads    4
        values     2
        cells      8, each held by exactly one (thread, value)

        (4,2):(2,1) over (2,4):(_1,2)
                 0      1      2      3\s
            +------+------+------+------+
         0  | T0V0 | T1V0 | T2V0 | T3V0 |
            +------+------+------+------+
         1  | T0V1 | T1V1 | T2V1 | T3V1 |
            +------+------+------+------+
        """, r.out());
  }

  @Test
  void withoutATileTheCellsAreOneRowOfTheCosize() {
    CliTest.Run r = run("show", "--tv", "(2,2):(1,2)");
    assertEquals(0, r.status(), r.err());
    // (t,v) -> t + 2v over the indices 0..3 in one row
    assertTrue(r.out().contains("\ntile       (4):(_1)\n"), r.out());
    assertTrue(r.out().contains("\n 0  | T0V0 | T1V0 | T0V1 | T1V1 |\n"), r.out());
  }

  @Test
  void cellsHeldByNoneOrByManyAreCountedAndMarked() {
    CliTest.Run r = run("show", "--tv", "(2,2):(0,1)", "--tile", "(2,2)");
    assertEquals(0, r.status(), r.err());
    // both threads on indices 0 and 1 (column 0); column 1 held by none
    assertTrue(r.out().contains("\ncells      4: 0 held once, 2 by more than one, 2 by none\n"),
        r.out());
    assertTrue(r.out().contains("\n 0  | T0V0* |     . |\n"), r.out());
    assertTrue(r.out().contains("\n 1  | T0V1* |     . |\n"), r.out());
  }

  @Test
  void writesThePictures(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("tv.svg");
    Path html = dir.resolve("tv.html");
    CliTest.Run r = run("show", "--tv", "((4,8),4):((32,1),8)", "--tile", "(32,4)", "--svg",
        svg.toString(), "--html", html.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("wrote " + svg + "\nwrote " + html + "\n"), r.out());
    // thread 9 is (1,2): index 32 + 2 + 8v; value 1 is index 42, cell (10,1)
    String picture = Files.readString(svg, StandardCharsets.UTF_8);
    assertTrue(picture.contains("data-row=\"10\" data-col=\"1\" data-thread=\"9\" data-value=\"1\""),
        picture);
    assertTrue(Files.readString(html, StandardCharsets.UTF_8)
        .contains("<tr><th>threads</th><td>32</td></tr>"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "(4,2):(2,1|(4,2):(2,1|--tv \"(4,2):(2,1\": expected ',' or ')'",
      "(8):(1)|(8)|has rank 1; it must have rank 2",
      "Sw<1,0,1> o _0 o (2,2):(1,2)|(4)|a thread-value layout has no swizzle, but this one has"
          + " Sw<1,0,1>",
      "(4,2):(2,1)|(2,2)|--tile \"(2,2)\": the thread-value layout (4,2):(2,1) puts thread 2"
          + " value 0 at index 4, where the tile (2,2):(_1,2) has no cell",
      "(2,2):(1,2)|(2,2):(1,1)|the tile (2,2):(1,1) puts cells (0,1) and (1,0) at the same index",
      "(2,2):(1,2)|(2,2,2)|has rank 3; only rank-1",
  })
  void badLayoutsAreOneLine(String tv, String tile, String sentence) {
    CliTest.Run r = run("show", "--tv", tv, "--tile", tile);
    assertEquals(Cli.BAD_INPUT, r.status(), r.toString());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("strided: --t"), r.err());
    assertTrue(r.err().contains(sentence), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void usageErrorsOfTv() {
    assertUsageError(run("show", "(4,4)", "--tile", "(2,2)"), "--tile goes with --tv");
    assertUsageError(run("show", "--tv", "(2,2)", "(4,4)"),
        "--tv takes its input as its value (--tv \"(2,2)\"); the layout \"(4,4)\" beside it");
    assertUsageError(run("show", "--tv"), "--tv needs a thread-value layout, e.g. --tv");
    assertUsageError(run("show", "--tv", "(2,2)", "--tile"), "--tile needs a tile, e.g.");
    assertUsageError(run("show", "--tv", "(2,2)", "--tile", "(2,2)", "--tile", "(4)"),
        "--tile given twice (\"(2,2)\" and \"(4)\")");
    assertUsageError(run("show", "--tv", "(2,2)", "--tensor", "(2,2)"),
        "--tv and --tensor do not combine");
    assertUsageError(run("show", "--tv", "(2,2)", "--cute"), "--tv and --cute do not combine");
  }
}
