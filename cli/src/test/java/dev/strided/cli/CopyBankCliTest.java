package dev.strided.cli;

import static dev.strided.cli.CliTest.assertUsageError;
import static dev.strided.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strided show --banks LAYOUT --copy ATOM --threads T --values V}: the report against banks
 * reasoned here, the picture of the worst phase, and the refusals.
 */
class CopyBankCliTest {
  private static final String[] COLUMN = {"--copy", "UniversalCopy<uint32_t>", "--threads",
      "(_32,_1)", "--values", "(_1,_1)"};

  private static CliTest.Run show(String layout, String[] copy, String... more) {
    String[] args = new String[3 + copy.length + more.length];
    args[0] = "show";
    args[1] = "--banks";
    args[2] = layout;
    System.arraycopy(copy, 0, args, 3, copy.length);
    System.arraycopy(more, 0, args, 3 + copy.length, more.length);
    return run(args);
  }

  @Test
  void aColumnReadIsReportedThirtyTwoWayWithItsWorstPhase() {
    CliTest.Run r = show("(32,32):(32,1)", COLUMN);
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    // thread t reads (t, j) at byte 128 t + 4 j: one phase per column, all 32 words in bank j
    StringBuilder expected = new StringBuilder("""
        layout     (32,32):(32,1)
        copy       UniversalCopy<uint32_t>, 4-byte values, thread-value (_32,(_1,_1)):(_1,(_0,_0))
        warp       0
        vector     1 of 1 values per access (4 bytes)
        conflict   32-way in the worst phase; 1024 wavefronts where 32 would do
        """);
    expected.append("phases    ").append(" 32".repeat(32)).append("\n\nworst phase, phase 0\nthread   address  banks\n");
    for (int t = 0; t < 32; t++) {
      expected.append(String.format("%6d  %8d  %s%n", t, 128 * t, "0"));
    }
    assertEquals(expected.toString(), r.out());
  }

  @Test
  void theTutorialsSwizzledTileIsConflictFreeForItsCpAsync() {
    CliTest.Run r = show("tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64))",
        new String[] {"--copy", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "--threads",
            "(_16,_8):(_8,_1)", "--values", "(_1,_8)"}, "--element-bytes", "2", "--warp", "3");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("\nwarp       3\n"), r.out());
    assertTrue(r.out().contains("vector     8 of 8 values per access (16 bytes)"), r.out());
    assertTrue(r.out().contains("conflict   none; "), r.out());
    // a 16-byte access covers 4 banks; thread 96 is the first of warp 3
    assertTrue(r.out().contains("\n    96  "), r.out());
  }

  @Test
  void thePictureColoursTheWorstPhase(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("c.svg");
    CliTest.Run r = show("(32,8):(8,1)", COLUMN, "--svg", svg.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("wrote " + svg + "\n"), r.out());
    String picture = Files.readString(svg, StandardCharsets.UTF_8);
    // (t, 0) at byte 32 t, bank 8 t mod 32: banks 0, 8, 16, 24 each serve 8 words, red
    Matcher touched = Pattern.compile("data-row=\"(\\d+)\" data-col=\"(\\d+)\" data-bank=\"(\\d+)\""
        + " data-thread=\"(\\d+)\".*?fill=\"([^\"]+)\"").matcher(picture);
    int cells = 0;
    while (touched.find()) {
      int row = Integer.parseInt(touched.group(1));
      assertEquals("0", touched.group(2));
      assertEquals(Integer.toString(8 * row % 32), touched.group(3));
      assertEquals(Integer.toString(row), touched.group(4));
      assertEquals("#f2a6a6", touched.group(5));
      cells++;
    }
    assertEquals(32, cells);
  }

  @Test
  void thePageTablesTheCopyAndEmbedsThePicture(@TempDir Path dir) throws Exception {
    Path html = dir.resolve("c.html");
    CliTest.Run r = show("(32,8):(8,1)", COLUMN, "--html", html.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("wrote " + html + "\n"), r.out());
    String page = Files.readString(html, StandardCharsets.UTF_8);
    // column j: thread t at byte 32 t + 4 j, bank (8 t + j) mod 32, so each of 4 banks serves 8
    // words: 8 wavefronts in each of the 8 columns' phases, where 1 per phase would do
    assertTrue(page.startsWith("<!DOCTYPE html>"), page);
    assertTrue(page.contains("<tr><th>conflict</th><td>8-way in the worst phase</td></tr>"), page);
    assertTrue(page.contains("<tr><th>phases</th><td>" + "8 ".repeat(7) + "8</td></tr>"), page);
    assertTrue(page.contains("<tr><th>wavefronts</th><td>64 where 8 would do</td></tr>"), page);
    assertTrue(page.contains("<tr><th>vector</th><td>1 of 1 values per access (4 bytes)</td></tr>"),
        page);
    assertEquals(32, Pattern.compile("data-thread=").matcher(page).results().count());
  }

  @Test
  void anUnknownAtomIsRefusedNamingCopy() {
    CliTest.Run r = show("(32,32)", new String[] {"--copy", "UniversalCopy<uint24_t>",
        "--threads", "(_32,_1)", "--values", "(_1,_1)"});
    assertEquals(Cli.BAD_INPUT, r.status(), r.toString());
    assertTrue(r.err().contains("--copy") && r.err().contains("unknown copy atom"), r.err());
  }

  @Test
  void aWarpOutsideTheCopyIsRefused() {
    CliTest.Run r = show("(32,32)", COLUMN, "--warp", "1");
    assertEquals(Cli.BAD_INPUT, r.status(), r.toString());
    assertTrue(r.err().contains("warp 1 is outside the copy's 32 threads"), r.err());
  }

  @Test
  void optionsThatDoNotGoWithACopyAreUsageErrors() {
    assertUsageError(show("(32,32)", COLUMN, "--at", "1"),
        "--copy reads with the copy's threads; it does not combine with --at");
    assertUsageError(run("show", "--banks", "(32,32)", "--warp", "1"), "--warp goes with --banks"
        + " and --copy");
    assertUsageError(run("show", "--banks", "(32,32)", "--copy", "UniversalCopy<uint32_t>"),
        "--copy needs --threads");
  }
}
