package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import org.junit.jupiter.api.Test;

/**
 * The TMA rules javac and {@code strided-cuda} share: the accepted cases' modes and boxes (as
 * CuTe's {@code make_tma_copy} gives them: {@code TensorMapCuteTest} in {@code strided-cuda}
 * compares the whole map with CuTe's), and one test per refusal.
 */
class TmaStageTest {
  private static final Layout K_MAJOR = Layout.parse("(4096,4096):(4096,_1)");

  private static String refusal(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void theHopperGemmsStage() {
    TmaStage s = TmaStage.of(K_MAJOR, SwizzledLayout.derive(
        "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_128,_64))"), ValueType.BFLOAT16_T);
    assertEquals(TmaSwizzle.B128, s.swizzle());
    // 64 bf16 of K (one 128-byte swizzle row) by 128 rows of M
    assertArrayEquals(new int[] {64, 128}, s.box().boxExtents());
  }

  @Test
  void tf32SwizzlesSixteenByteChunksOfFourValues() {
    assertEquals(TmaSwizzle.B64, TmaSwizzle.of(new Swizzle(2, 2, 3), ValueType.TFLOAT32_T));
    assertEquals(TmaSwizzle.B32, TmaSwizzle.of(new Swizzle(1, 4, 3), ValueType.FLOAT_E4M3_T));
    assertEquals(TmaSwizzle.NONE, TmaSwizzle.of(null, ValueType.FLOAT));
  }

  @Test
  void aSwizzleTmaCannotWrite() {
    assertEquals("the smem layout's swizzle Sw<3,4,3> on bfloat16_t has no TMA swizzle mode: TMA "
        + "swizzles 16-byte chunks of 32-, 64- or 128-byte rows, which for 16-bit values is "
        + "Sw<1,3,3>, Sw<2,...,3> or Sw<3,...,3>",
        refusal(() -> TmaSwizzle.of(new Swizzle(3, 4, 3), ValueType.BFLOAT16_T)));
  }

  @Test
  void anInnerBoxWiderThanTheSwizzleSpan() {
    SwizzledLayout wide = SwizzledLayout.parse("Sw<2,3,3> o _0 o (_8,_64):(_64,_1)");
    assertEquals("the TMA box's inner extent 64 of bfloat16_t is 128 bytes, wider than the smem "
        + "swizzle's 64-byte span (Sw<2,3,3>): the smem layout must keep contiguous runs within one "
        + "swizzle row", refusal(() -> TmaStage.of(K_MAJOR, wide, ValueType.BFLOAT16_T)));
  }

  @Test
  void aStageWithAnOffset() {
    SwizzledLayout shifted = SwizzledLayout.parse("Sw<3,3,3> o _64 o (_8,_64):(_64,_1)");
    assertEquals("the smem layout Sw<3,3,3> o _64 o (_8,_64):(_64,_1) has an offset; TMA swizzles "
        + "from the buffer's start, so the stage must start at offset 0",
        refusal(() -> TmaStage.of(K_MAJOR, shifted, ValueType.BFLOAT16_T)));
  }

  @Test
  void anUnswizzledBoxRowOfLessThan16Bytes() {
    SwizzledLayout narrow = SwizzledLayout.parse("(_4,_64):(_1,_4)");
    assertEquals("the TMA box's inner extent 4 of bfloat16_t is 8 bytes; TMA moves whole 16-byte "
        + "units", refusal(() -> TmaStage.of(Layout.parse("(4096,4096):(_1,4096)"), narrow,
            ValueType.BFLOAT16_T)));
  }

  @Test
  void strideQuantaAreSixteenBytes() {
    assertEquals(8, TmaStage.strideQuantum(ValueType.BFLOAT16_T));
    assertEquals(4, TmaStage.strideQuantum(ValueType.TFLOAT32_T));
    assertEquals(16, TmaStage.strideQuantum(ValueType.FLOAT_E4M3_T));
    assertEquals(2, TmaStage.strideQuantum(ValueType.DOUBLE));
  }

  @Test
  void sharedMemoryLimits() {
    // CUDA C++ Programming Guide, technical specifications: 227 KiB on 9.0, 163 KiB on 8.0
    assertEquals(227 * 1024, SharedMemoryLimit.bytes(90));
    assertEquals(163 * 1024, SharedMemoryLimit.bytes(80));
    assertEquals("the plan is 240000 bytes, over sm_90's 232448 (227 KiB) per block",
        refusal(() -> SharedMemoryLimit.check(90, 240_000, "the plan")));
    assertEquals("no shared-memory limit known for sm_42",
        refusal(() -> SharedMemoryLimit.bytes(42)));
  }
}
