package dev.strided.atom;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;

/**
 * What a TMA copy between a global tensor and one shared-memory stage can encode, as one rule that
 * the run time ({@code strided-cuda}'s tensor map) and javac ({@code copies =
 * "SM90_TMA_LOAD<T>(Gmem)"} on a {@code @Layout}) both apply: the box ({@link TmaBox}, which
 * refuses what CuTe's {@code make_tma_copy} refuses, global strides that are not multiples of 16
 * bytes among them) and the swizzle mode derived from the stage's swizzle ({@link TmaSwizzle}),
 * with the stage at offset 0, a box row no wider than the swizzle's span, and without a swizzle a
 * box row of whole 16-byte units.
 *
 * <pre>{@code
 * TmaStage s = TmaStage.of(Layout.parse("(4096,4096):(4096,_1)"),
 *     SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_128,_64))"),
 *     ValueType.BFLOAT16_T);
 * s.swizzle();               // B128
 * s.box().boxExtents();      // [64, 128]
 * }</pre>
 *
 * @param box the box CuTe's {@code make_tma_copy} computes
 * @param swizzle the tensor map's swizzle mode
 */
public record TmaStage(TmaBox box, TmaSwizzle swizzle) {
  /**
   * The box and swizzle of a TMA copy of {@code type} values between {@code gmem} and
   * {@code stage}, or the sentence saying why TMA cannot encode it.
   *
   * <pre>{@code TmaStage.of(Layout.parse("(4096,4096):(_1,4096)"),
   *     SwizzledLayout.parse("(_64,_8):(_1,_64)"), ValueType.FLOAT).swizzle();   // NONE}</pre>
   *
   * @param gmem the global tensor's layout, flat, strides in values
   * @param stage the shared-memory layout one copy fills (swizzled or not), one stage
   * @param type the values
   * @return the box and the swizzle mode
   * @throws IllegalArgumentException if TMA cannot encode it: what {@link TmaBox#of} refuses, a
   *     swizzle with no TMA mode, an offset, a box row wider than the swizzle's span, a box row
   *     not a multiple of 16 bytes without a swizzle
   */
  public static TmaStage of(Layout gmem, SwizzledLayout stage, ValueType type) {
    TmaSwizzle swizzle = TmaSwizzle.of(stage.swizzle(), type);
    if (stage.offset().value() != 0) {
      throw new IllegalArgumentException("the smem layout " + stage + " has an offset; TMA "
          + "swizzles from the buffer's start, so the stage must start at offset 0");
    }
    TmaBox box = TmaBox.of(gmem, stage.layout(), type.bits());
    int inner = box.boxExtents()[0];
    long rowBytes = (long) inner * type.bits() / 8;
    if (swizzle != TmaSwizzle.NONE && rowBytes > swizzle.spanBytes()) {
      throw new IllegalArgumentException("the TMA box's inner extent " + inner + " of "
          + type.cuteName() + " is " + rowBytes + " bytes, wider than the smem swizzle's "
          + swizzle.spanBytes() + "-byte span (" + stage.swizzle() + "): the smem layout must "
          + "keep contiguous runs within one swizzle row");
    }
    if (swizzle == TmaSwizzle.NONE && rowBytes % 16 != 0) {
      throw new IllegalArgumentException("the TMA box's inner extent " + inner + " of "
          + type.cuteName() + " is " + rowBytes + " bytes; TMA moves whole 16-byte units");
    }
    return new TmaStage(box, swizzle);
  }

  /**
   * The values one global stride must be a multiple of: 16 bytes of {@code type} (TMA's rule for
   * every global stride but the first, which {@link TmaBox#of} checks on numbers; javac uses it
   * on names).
   *
   * <pre>{@code TmaStage.strideQuantum(ValueType.BFLOAT16_T);   // 8}</pre>
   *
   * @param type the values
   * @return 128 / bits (1 for values of 128 bits or more)
   */
  public static int strideQuantum(ValueType type) {
    return Math.max(1, 128 / type.bits());
  }
}
