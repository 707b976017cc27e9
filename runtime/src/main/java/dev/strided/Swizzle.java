package dev.strided;

import dev.strided.core.SwizzleRule;

/**
 * CuTe's {@code Swizzle<B,M,S>}: an XOR of bit fields on an index, used to spread accesses over
 * memory banks. The {@code bits} bits starting at bit {@code base + max(0, shift)} are shifted by
 * {@code shift} (right when positive, left when negative) and XORed into the index:
 * {@code apply(x) = x ^ ((x & yyyMask) >> shift)}.
 *
 * <pre>{@code
 * Swizzle sw = new Swizzle(3, 4, 3);         // Sw<3,4,3>: bits 7..9 XORed into bits 4..6
 * sw.apply(0b1010000000);                     // 640 ^ (640 >> 3) = 640 ^ 80 = 720
 * sw.compose(Layout.parse("(8,64):(64,1)"));  // Sw<3,4,3> o _0 o (8,64):(64,1)
 * }</pre>
 *
 * @param bits number of bits in the mask, at least 0 ({@code B})
 * @param base number of least-significant bits kept constant, at least 0 ({@code M})
 * @param shift distance to shift the mask, {@code |shift| >= bits} ({@code S})
 */
public record Swizzle(int bits, int base, int shift) {

  /** Checks CuTe's conditions and that both masks fit in an int. */
  public Swizzle {
    SwizzleRule.check(bits, base, shift);
  }

  /** The bits that are read: {@code ((1 << bits) - 1) << (base + max(0, shift))}. */
  public int yyyMask() {
    return SwizzleRule.yyyMask(bits, base, shift);
  }

  /** The bits that are flipped: {@code ((1 << bits) - 1) << (base - min(0, shift))}. */
  public int zzzMask() {
    return SwizzleRule.zzzMask(bits, base, shift);
  }

  /**
   * The swizzled index.
   *
   * @param offset any int (the bits outside both masks are unchanged)
   * @return {@code offset ^ shiftr(offset & yyyMask(), shift)}
   */
  public int apply(int offset) {
    return SwizzleRule.apply(bits, base, shift, offset);
  }

  /**
   * CuTe's {@code composition(Swizzle, Layout)}: the swizzle applied after the layout, offset
   * {@code _0}. With {@code bits = 0} the swizzle is the identity and the result prints as the layout
   * alone, as in C++: {@code new Swizzle(0, 4, 2).compose(Layout.parse("(_16,_6):(_6,_1)"))} prints
   * {@code (_16,_6):(_6,_1)}.
   *
   * @param layout the inner layout
   * @return {@code this o _0 o layout}
   */
  public SwizzledLayout compose(Layout layout) {
    return new SwizzledLayout(this, IntTuple.ofStatic(0), layout);
  }

  /** CuTe's print form: {@code Sw<3,4,3>}. */
  @Override
  public String toString() {
    return SwizzleRule.print(bits, base, shift);
  }
}
