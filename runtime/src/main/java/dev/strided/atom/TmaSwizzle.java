package dev.strided.atom;

import dev.strided.Swizzle;

/**
 * The shared-memory swizzles TMA writes ({@code CUtensorMapSwizzle}), and which CuTe swizzle each is:
 * the 16-byte chunks of each 32-, 64- or 128-byte row exchanged by the row's index, CuTe's
 * {@code Swizzle<1,4,3>}, {@code <2,4,3>}, {@code <3,4,3>} on byte offsets — on element offsets
 * {@code Swizzle<B, 4 - log2(bytes), 3>}: {@code Sw<3,3,3>} for 16-bit values, {@code Sw<3,2,3>}
 * for 32-bit, {@code Sw<3,4,3>} for 8-bit. This is CuTe's {@code get_tma_swizzle_bits} with the
 * base checked: CuTe asserts it only on the swizzle's byte form.
 *
 * <pre>{@code
 * TmaSwizzle.of(new Swizzle(3, 3, 3), ValueType.BFLOAT16_T);   // B128
 * TmaSwizzle.of(new Swizzle(2, 2, 3), ValueType.FLOAT);        // B64
 * TmaSwizzle.B128.spanBytes();                                  // 128
 * }</pre>
 */
public enum TmaSwizzle {
  /** No swizzle. */
  NONE(0),
  /** 32-byte rows. */
  B32(32),
  /** 64-byte rows. */
  B64(64),
  /** 128-byte rows. */
  B128(128);

  private final int spanBytes;

  TmaSwizzle(int spanBytes) {
    this.spanBytes = spanBytes;
  }

  /**
   * The row the swizzle permutes, in bytes (0 for none).
   *
   * <pre>{@code TmaSwizzle.B64.spanBytes();   // 64}</pre>
   *
   * @return the span
   */
  public int spanBytes() {
    return spanBytes;
  }

  /**
   * {@code CUtensorMapSwizzle}'s value.
   *
   * <pre>{@code TmaSwizzle.B128.code();   // 3}</pre>
   *
   * @return the code
   */
  public int code() {
    return ordinal();
  }

  /**
   * The TMA swizzle that writes what {@code swizzle} (on offsets of {@code type} values) describes.
   *
   * <pre>{@code TmaSwizzle.of(new Swizzle(1, 4, 3), ValueType.INT8_T);   // B32}</pre>
   *
   * @param swizzle the smem layout's swizzle, on element offsets; null for none
   * @param type the elements
   * @return the mode
   * @throws IllegalArgumentException if TMA has no such swizzle, saying which it has
   */
  public static TmaSwizzle of(Swizzle swizzle, ValueType type) {
    if (swizzle == null || swizzle.bits() == 0) {
      return NONE;
    }
    int valueBase = Integer.numberOfTrailingZeros(type.bits() / 8);
    if (swizzle.base() + valueBase != 4 || swizzle.shift() != 3 || swizzle.bits() > 3) {
      throw new IllegalArgumentException("the smem layout's swizzle " + swizzle + " on "
          + type.cuteName() + " has no TMA swizzle mode: TMA swizzles 16-byte chunks of 32-, 64- "
          + "or 128-byte rows, which for " + type.bits() + "-bit values is Sw<1," + (4 - valueBase)
          + ",3>, Sw<2,...,3> or Sw<3,...,3>");
    }
    return values()[swizzle.bits()];
  }
}
