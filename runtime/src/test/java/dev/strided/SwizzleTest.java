package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** CuTe's Swizzle and swizzled composed layouts. */
class SwizzleTest {

  @Test
  void masksAndFunctionOfSw343() {
    Swizzle sw = new Swizzle(3, 4, 3);
    assertEquals("Sw<3,4,3>", sw.toString());
    assertEquals(0b1110000000, sw.yyyMask());
    assertEquals(0b0001110000, sw.zzzMask());
    assertEquals(720, sw.apply(640));   // 640 ^ 80
    assertEquals(15, sw.apply(15));     // low 4 bits never move
    assertEquals(128 ^ 16, sw.apply(128));
  }

  @Test
  void negativeShiftMovesBitsUp() {
    Swizzle sw = new Swizzle(2, 0, -3);   // bits 0..1 XORed into bits 3..4
    assertEquals(0b11, sw.yyyMask());
    assertEquals(0b11000, sw.zzzMask());
    assertEquals(0b11011, sw.apply(0b00011));
    assertEquals("Sw<2,0,-3>", sw.toString());
  }

  @Test
  void swizzledLayoutPrintsParsesAndIndexesAsCute() {
    SwizzledLayout s = new Swizzle(3, 4, 3).compose(Layout.parse("(8,64):(64,1)"));
    assertEquals("Sw<3,4,3> o _0 o (8,64):(64,1)", s.toString());
    assertEquals(s, SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)"));
    assertEquals(512, s.size());
    assertEquals(144, s.index(2, 0));
    assertEquals(144, s.index(2));
    assertEquals(144, s.index(IntTuple.parse("(2,0)")));
    SwizzledLayout shifted = SwizzledLayout.parse("Sw<1,0,1> o 2 o 4:1");
    assertEquals(2 ^ 1, shifted.index(0));   // offset 2 then bit 1 into bit 0
    SwizzledLayout tile = s.compose(Tiler.parse("(4,8)"));
    assertEquals("Sw<3,4,3> o _0 o (4,8):(64,1)", tile.toString());
  }

  @Test
  void badSwizzlesAreRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Swizzle(3, 4, 2));
    assertTrue(e.getMessage().contains("|shift| must be at least bits"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new Swizzle(-1, 4, 3));
    assertTrue(e.getMessage().contains("at least 0"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new Swizzle(10, 12, 10));
    assertTrue(e.getMessage().contains("does not fit in an int"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> SwizzledLayout.parse("Sw<3,4> o (8)"));
    assertTrue(e.getMessage().contains("at offset 6: expected ','"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> SwizzledLayout.parse("Sw<3,4,3> o (1,2) o 8:1"));
    assertTrue(e.getMessage().contains("must be an integer"), e.getMessage());
  }

  @Property(tries = 200)
  void aSwizzleIsAnInvolutionAndABijectionOnItsSpan(@ForAll @IntRange(min = 0, max = 4) int bits,
      @ForAll @IntRange(min = 0, max = 4) int base, @ForAll @IntRange(min = -8, max = 8) int shift) {
    if (Math.abs(shift) < bits) {
      assertThrows(IllegalArgumentException.class, () -> new Swizzle(bits, base, shift));
      return;
    }
    Swizzle sw = new Swizzle(bits, base, shift);
    int span = 1 << (bits + base + Math.abs(shift));
    BitSet seen = new BitSet();
    for (int x = 0; x < span; x++) {
      int y = sw.apply(x);
      assertEquals(x, sw.apply(y), sw + " is not an involution at " + x);
      assertTrue(y >= 0 && y < span && !seen.get(y), sw + " is not a bijection at " + x);
      seen.set(y);
      assertEquals(x & ~sw.zzzMask(), y & ~sw.zzzMask(), sw + " changed bits outside its mask");
    }
  }
}
