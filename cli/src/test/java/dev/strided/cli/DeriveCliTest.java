package dev.strided.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code strided show} of a derived-layout expression (the runtime's results are checked against CuTe C++ in DeriveTest). */
class DeriveCliTest {
  @Test
  void showsTheDerivedLayout() {
    CliTest.Run r = CliTest.run("show", "zipped_divide((_8,_8):(_1,_8), (_2,_4))");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("text       ((_2,_4),(_4,_2)):((_1,_8),(_2,_32))\n"), r.out());
  }

  @Test
  void aSwizzledDerivationShowsItsSwizzle() {
    CliTest.Run r = CliTest.run("show", "tile_to_shape(Sw<1,0,1> o (_2,_2):(_2,_1), (_2,_4))");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("text       Sw<1,0,1> o _0 o ((_2,_1),(_2,_2)):((_2,_0),(_1,_4))\n"
        + "swizzle    Sw<1,0,1>\n"), r.out());
  }

  @Test
  void aBadExpressionIsBadInputWithACaret() {
    CliTest.Run r = CliTest.run("show", "zipped_divide((8,8):(1,8), (2,4)");
    assertEquals(Cli.BAD_INPUT, r.status());
    assertTrue(r.err().contains("expected ',' or ')' (unclosed '(' of zipped_divide)"), r.err());
    // the caret sits under the end of the 32-character text
    assertTrue(r.err().contains("\n  " + " ".repeat(32) + "^"), r.err());
  }
}
