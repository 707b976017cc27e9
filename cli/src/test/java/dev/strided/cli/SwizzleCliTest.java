package dev.strided.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strided show} of a swizzled layout: parts, table and picture. */
class SwizzleCliTest {

  @Test
  void showsTheSwizzledTable() {
    CliTest.Run r = CliTest.run("show", "Sw<1,0,1> o _0 o (2,2):(2,1)");
    assertEquals(0, r.status(), r.err());
    // worked by hand: Sw<1,0,1> flips bit 0 when bit 1 is set: 0 1 2 3 -> 0 1 3 2
    String expected = "text       Sw<1,0,1> o _0 o (2,2):(2,1)\n"
        + "swizzle    Sw<1,0,1>\n"
        + "offset     _0\n"
        + "layout     (2,2):(2,1)\n"
        + "size       4\n"
        + "\n"
        + "Sw<1,0,1> o _0 o (2,2):(2,1)\n"
        + "      0   1 \n"
        + "    +---+---+\n"
        + " 0  | 0 | 1 |\n"
        + "    +---+---+\n"
        + " 1  | 3 | 2 |\n"
        + "    +---+---+\n";
    assertEquals(expected, r.out());
  }

  @Test
  void writesTheSwizzledPicture(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("sw.svg");
    CliTest.Run r = CliTest.run("show", "Sw<3,0,3> o _0 o (8,8):(8,1)", "--svg", svg.toString());
    assertEquals(0, r.status(), r.err());
    String text = Files.readString(svg, StandardCharsets.UTF_8);
    // (1,0): layout index 8, bit 3 set, so bit 0 flips: 9
    assertTrue(text.contains("<title>(1,0) &#8594; 9</title>"), text);
    assertTrue(text.contains("Sw&lt;3,0,3&gt; o _0 o (8,8):(8,1)"), text);
  }

  @Test
  void badSwizzlesAreBadInput() {
    assertEquals(Cli.BAD_INPUT, CliTest.run("show", "Sw<3,0,2> o _0 o (8,8):(8,1)").status());
    assertEquals(Cli.BAD_INPUT, CliTest.run("show", "Sw<3,0,2> o (8,8):(8,1)").status());
  }

  /** The offset is optional, as in {@code of} and CuTe's own spelling without one. */
  @Test
  void aSwizzleWithoutAnOffsetIsShown() {
    CliTest.Run r = CliTest.run("show", "Sw<3,0,3> o (8,8):(8,1)");
    assertEquals(0, r.status(), r.err());
  }

  @Test
  void writesTheSwizzledPage(@TempDir Path dir) throws Exception {
    Path html = dir.resolve("sw.html");
    CliTest.Run r = CliTest.run("show", "Sw<3,0,3> o _0 o (8,8):(8,1)", "--html", html.toString());
    assertEquals(0, r.status(), r.err());
    String page = Files.readString(html, StandardCharsets.UTF_8);
    assertTrue(page.contains("<tr><th>swizzle</th><td>Sw&lt;3,0,3&gt;</td></tr>"), page);
    assertTrue(page.contains("<title>(7,5) &#8594; " + (8 * 7 + (5 ^ 7)) + "</title>"), page);
  }
}
