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

/**
 * {@code strided show --banks}: the report against banks computed here from
 * bank = (address / 4) % 32, the options, the pictures and the refusals.
 */
class BankCliTest {

  @Test
  void aColumnOfFourWideRowsIsAFourWayConflict() {
    CliTest.Run r = run("show", "--banks", "(32,4):(4,1)");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    // thread t reads (t,0): element 4t at byte 16t, bank (16t / 4) % 32 = 4t % 32; bank 4k holds
    // the words of threads k, k+8, k+16, k+24
    StringBuilder expected = new StringBuilder("""
        layout     (32,4):(4,1)
        element    4 bytes
        access     column 0: thread t reads (t, 0)
        threads    32
        conflict   4-way: a bank serves 4 different words; 4 wavefronts where 1 would do

        thread  cell      element  bank
        """);
    for (int t = 0; t < 32; t++) {
      expected.append(String.format("%6d  %-8s %8d  %4d%n", t, "(" + t + ",0)", 4 * t,
          (16 * t / 4) % 32));
    }
    expected.append("\nbanks serving more than one word:\n");
    for (int k = 0; k < 8; k++) {
      expected.append(String.format("  bank %2d: 4 words, threads %d %d %d %d%n", 4 * k, k, k + 8,
          k + 16, k + 24));
    }
    assertEquals(expected.toString(), r.out());
  }

  @Test
  void aSwizzleThatSpreadsTheColumnHasNoConflict() {
    CliTest.Run r = run("show", "--banks", "Sw<5,0,5> o _0 o (32,32):(32,1)");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("\nconflict   none: each bank serves at most one word; 1 wavefront"
        + " where 1 would do\n"), r.out());
    // thread 5 reads (5,0): element 32*5 = 160 swizzled to 160 ^ 5 = 165, bank 165 % 32 = 5
    assertTrue(r.out().contains(String.format("%n%6d  %-8s %8d  %4d%n", 5, "(5,0)", 165, 5)),
        r.out());
  }

  @Test
  void rowsTwoByteAndEightByteElements() {
    CliTest.Run rows = run("show", "--banks", "(8,16):(16,1)", "--access", "row", "--at", "2",
        "--element-bytes", "2");
    assertEquals(0, rows.status(), rows.err());
    // thread t reads (2 + t div 16, t mod 16): element 32 + t, byte 64 + 2t, bank (16 + t/2) % 32
    assertTrue(rows.out().contains("\naccess     row 2: thread t reads (2 + t div 16, t mod 16)\n"),
        rows.out());
    assertTrue(rows.out().contains(String.format("%n%6d  %-8s %8d  %4d%n", 17, "(3,1)", 49,
        (64 + 34) / 4 % 32)), rows.out());
    assertTrue(rows.out().contains("\nconflict   none"), rows.out());
    CliTest.Run wide = run("show", "--banks", "(16,16):(1,16)", "--element-bytes", "8");
    assertEquals(0, wide.status(), wide.err());
    // thread t reads element t, bytes 8t..8t+7: banks 2t % 32 and its neighbour; two half-warps
    assertTrue(wide.out().contains("\nelement    8 bytes, served as two half-warps of 16"
        + " threads\n"), wide.out());
    assertTrue(wide.out().contains(String.format("%n%6d  %-8s %8d  %4s%n", 17, "(1,1)", 17,
        (2 * 17) % 32 + "," + (2 * 17 + 1) % 32)), wide.out());
    assertTrue(wide.out().contains("\nconflict   none: each bank serves at most one word per"
        + " half-warp; 2 wavefronts where 2 would do\n"), wide.out());
  }

  @Test
  void writesThePictures(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("b.svg");
    Path html = dir.resolve("b.html");
    CliTest.Run r = run("show", "--banks", "(32,32):(32,1)", "--svg", svg.toString(), "--html",
        html.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("wrote " + svg + "\nwrote " + html + "\n"), r.out());
    String picture = Files.readString(svg, StandardCharsets.UTF_8);
    // (31,0) is element 992, bank 992 % 32 = 0, read by thread 31
    assertTrue(picture.contains("data-row=\"31\" data-col=\"0\" data-bank=\"0\" data-thread=\"31\""),
        picture);
    assertTrue(Files.readString(html, StandardCharsets.UTF_8)
        .contains("<tr><th>conflict</th><td>32-way</td></tr>"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "(8,8):(8,1|expected ',' or ')'",
      "(2,2,2):(1,2,4)|has rank 3; only rank-1",
      "(65,64):(64,1)|has size 4160; pictures are limited to 4096 cells",
  })
  void badLayoutsAreOneLine(String layout, String sentence) {
    CliTest.Run r = run("show", "--banks", layout);
    assertEquals(Cli.BAD_INPUT, r.status(), r.toString());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("strided: --banks \"" + layout + "\": "), r.err());
    assertTrue(r.err().contains(sentence), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void aStartOutsideTheTileIsOneLine() {
    CliTest.Run r = run("show", "--banks", "(8,8):(8,1)", "--at", "8");
    assertEquals(Cli.BAD_INPUT, r.status());
    assertEquals("strided: --banks \"(8,8):(8,1)\": the warp starts at column 8, outside the 8"
        + " columns (0 to 7) of the tile (8,8):(8,1)\n", r.err());
  }

  @Test
  void usageErrorsOfBanks() {
    assertUsageError(run("show", "--banks", "(8,8)", "--element-bytes", "3"),
        "--element-bytes must be 2, 4 or 8, got \"3\"");
    assertUsageError(run("show", "--banks", "(8,8)", "--access", "diagonal"),
        "--access must be column or row, got \"diagonal\"");
    assertUsageError(run("show", "--banks", "(8,8)", "--at", "-1"),
        "--at must be a column or row number (0, 1, ...), got \"-1\"");
    assertUsageError(run("show", "--banks", "(8,8)", "--at", "1", "--at", "2"),
        "--at given twice (\"1\" and \"2\")");
    assertUsageError(run("show", "(8,8)", "--element-bytes", "2"),
        "--element-bytes goes with --banks");
    assertUsageError(run("show", "--tv", "(2,2)", "--access", "row"),
        "--tv draws a thread-value layout; it does not combine with --access");
    assertUsageError(run("show", "--banks", "(8,8)", "--tile", "(2,2)"),
        "--banks shows a warp's shared-memory banks; it does not combine with --tile");
    assertUsageError(run("show", "--banks"), "--banks needs a shared-memory layout, e.g.");
    assertUsageError(run("show", "--banks", "(8,8)", "--element-bytes"),
        "--element-bytes needs 2, 4 or 8");
    assertUsageError(run("show", "--banks", "(8,8)", "--tv", "(2,2)"),
        "--banks and --tv do not combine");
  }
}
