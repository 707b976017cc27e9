package dev.strided.core;

/**
 * CuTe's {@code Swizzle<B,M,S>} written once: which parameters are valid, the two masks, and the
 * map {@code x ^ shiftr(x & yyyMask, S)} (right when {@code S} is positive, left when negative). The
 * runtime's {@code Swizzle} record and every swizzled index computed at run time or javac time call
 * these; a swizzle is three ints, so nothing here allocates.
 *
 * <pre>{@code
 * SwizzleRule.check(3, 4, 3);          // Sw<3,4,3>: valid
 * SwizzleRule.yyyMask(3, 4, 3);        // 0b1110000000: bits 7..9 are read
 * SwizzleRule.zzzMask(3, 4, 3);        // 0b0001110000: bits 4..6 are flipped
 * SwizzleRule.apply(3, 4, 3, 640);     // 640 ^ (640 >> 3) = 720
 * }</pre>
 */
public final class SwizzleRule {
  private SwizzleRule() {}

  /**
   * Checks CuTe's conditions ({@code B, M >= 0}, {@code |S| >= B}) and that both masks fit in an
   * int.
   *
   * <pre>{@code
   * SwizzleRule.check(3, 4, 2);   // IllegalArgumentException: |shift| must be at least bits
   * }</pre>
   *
   * @param bits {@code B}
   * @param base {@code M}
   * @param shift {@code S}
   * @throws IllegalArgumentException naming the swizzle and the condition it breaks
   */
  public static void check(int bits, int base, int shift) {
    String problem = null;
    if (bits < 0 || base < 0) {
      problem = "bits and base must be at least 0";
    } else if (Math.abs((long) shift) < bits) {
      problem = "|shift| must be at least bits, or the two bit fields overlap";
    } else if ((long) bits + base + Math.abs((long) shift) > 31) {
      problem = "bits + base + |shift| is over 31, so a mask does not fit in an int";
    }
    if (problem != null) {
      throw new IllegalArgumentException("swizzle " + print(bits, base, shift) + ": " + problem);
    }
  }

  /**
   * The bits that are read: {@code ((1 << B) - 1) << (M + max(0, S))}.
   *
   * <pre>{@code SwizzleRule.yyyMask(2, 0, -3);   // 0b11}</pre>
   *
   * @param bits {@code B}
   * @param base {@code M}
   * @param shift {@code S}
   * @return the mask
   */
  public static int yyyMask(int bits, int base, int shift) {
    return ((1 << bits) - 1) << (base + Math.max(0, shift));
  }

  /**
   * The bits that are flipped: {@code ((1 << B) - 1) << (M - min(0, S))}.
   *
   * <pre>{@code SwizzleRule.zzzMask(2, 0, -3);   // 0b11000}</pre>
   *
   * @param bits {@code B}
   * @param base {@code M}
   * @param shift {@code S}
   * @return the mask
   */
  public static int zzzMask(int bits, int base, int shift) {
    return ((1 << bits) - 1) << (base - Math.min(0, shift));
  }

  /**
   * The swizzled index; the bits outside {@link #zzzMask} are unchanged.
   *
   * <pre>{@code SwizzleRule.apply(2, 0, -3, 0b00011);   // 0b11011}</pre>
   *
   * @param bits {@code B}
   * @param base {@code M}
   * @param shift {@code S}
   * @param offset any int
   * @return {@code offset ^ shiftr(offset & yyyMask, shift)}
   */
  public static int apply(int bits, int base, int shift, int offset) {
    int field = offset & yyyMask(bits, base, shift);
    return offset ^ (shift >= 0 ? field >>> shift : field << -shift);
  }

  /**
   * CuTe's print form.
   *
   * <pre>{@code SwizzleRule.print(3, 4, 3);   // "Sw<3,4,3>"}</pre>
   *
   * @param bits {@code B}
   * @param base {@code M}
   * @param shift {@code S}
   * @return {@code Sw<B,M,S>}
   */
  public static String print(int bits, int base, int shift) {
    return "Sw<" + bits + "," + base + "," + shift + ">";
  }
}
