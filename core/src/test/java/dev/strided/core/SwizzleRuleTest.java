package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The swizzle rule against CuTe's numbers and a bit-by-bit reading of its definition. */
class SwizzleRuleTest {

  @Test
  void sw343ReadsBits7To9AndFlipsBits4To6() {
    assertEquals(0b1110000000, SwizzleRule.yyyMask(3, 4, 3));
    assertEquals(0b0001110000, SwizzleRule.zzzMask(3, 4, 3));
    assertEquals(0b1011010000, SwizzleRule.apply(3, 4, 3, 0b1010000000));
    assertEquals("Sw<3,4,3>", SwizzleRule.print(3, 4, 3));
  }

  @Test
  void aSwizzleOfNoBitsIsTheIdentity() {
    SwizzleRule.check(0, 5, 0);
    assertEquals(0, SwizzleRule.yyyMask(0, 5, 0));
    assertEquals(12345, SwizzleRule.apply(0, 5, 0, 12345));
  }

  @Test
  void theMasksMustFitInAnInt() {
    SwizzleRule.check(10, 11, 10);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SwizzleRule.check(10, 12, -10));
    assertEquals("swizzle Sw<10,12,-10>: bits + base + |shift| is over 31, so a mask does not fit "
        + "in an int", e.getMessage());
  }

  /** Bit i of the result is bit i of x, XORed with bit i + S of x when i is a flipped bit. */
  @Property(tries = 300)
  void everyBitIsTheDefinitionsBit(@ForAll @IntRange(min = 0, max = 5) int bits,
      @ForAll @IntRange(min = 0, max = 5) int base, @ForAll @IntRange(min = -9, max = 9) int shift,
      @ForAll @IntRange(min = 0, max = (1 << 19) - 1) int x) {
    if (Math.abs(shift) < bits) {
      return;
    }
    SwizzleRule.check(bits, base, shift);
    int flippedFrom = base + Math.max(0, -shift);
    int expected = 0;
    for (int i = 0; i < 31; i++) {
      int bit = (x >> i) & 1;
      if (i >= flippedFrom && i < flippedFrom + bits) {
        bit ^= (x >> (i + shift)) & 1;
      }
      expected |= bit << i;
    }
    assertEquals(expected, SwizzleRule.apply(bits, base, shift, x));
  }
}
