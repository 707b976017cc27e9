package dev.strided.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.atom.TmaSwizzle;
import org.junit.jupiter.api.Test;

/** Every sentence strided-cuda refuses with before any driver call, one test each. */
class RefusalsTest {
  private static final Layout K_MAJOR = Layout.parse("(4096,4096):(4096,_1)");

  private static String refusal(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void aSwizzleTmaCannotWrite() {
    assertEquals("the smem layout's swizzle Sw<3,4,3> on bfloat16_t has no TMA swizzle mode: TMA "
        + "swizzles 16-byte chunks of 32-, 64- or 128-byte rows, which for 16-bit values is "
        + "Sw<1,3,3>, Sw<2,...,3> or Sw<3,...,3>",
        refusal(() -> TmaSwizzle.of(new Swizzle(3, 4, 3), ElementType.BF16.valueType())));
  }

  @Test
  void anInnerBoxWiderThanTheSwizzleSpan() {
    SwizzledLayout wide = SwizzledLayout.parse("Sw<2,3,3> o _0 o (_8,_64):(_64,_1)");
    assertEquals("the TMA box's inner extent 64 of bfloat16_t is 128 bytes, wider than the smem "
        + "swizzle's 64-byte span (Sw<2,3,3>): the smem layout must keep contiguous runs within one "
        + "swizzle row", refusal(() -> TensorMapArguments.of(K_MAJOR, wide, ElementType.BF16)));
  }

  @Test
  void aGlobalStrideThatIsNotAMultipleOf16Bytes() {
    SwizzledLayout smem = SwizzledLayout.derive(
        "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_64,_64))");
    String message = refusal(() -> TensorMapArguments.of(Layout.parse("(100,100):(100,_1)"), smem,
        ElementType.BF16));
    assertEquals(true, message.contains("multiples of 16 bytes"), message);
  }

  @Test
  void aStageWithAnOffset() {
    SwizzledLayout shifted = SwizzledLayout.parse("Sw<3,3,3> o _64 o (_8,_64):(_64,_1)");
    assertEquals("the smem layout Sw<3,3,3> o _64 o (_8,_64):(_64,_1) has an offset; TMA swizzles "
        + "from the buffer's start, so the stage must start at offset 0",
        refusal(() -> TensorMapArguments.of(K_MAJOR, shifted, ElementType.BF16)));
  }

  @Test
  void anUnswizzledBoxRowOfLessThan16Bytes() {
    SwizzledLayout narrow = SwizzledLayout.parse("(_4,_64):(_1,_4)");
    assertEquals("the TMA box's inner extent 4 of bfloat16_t is 8 bytes; TMA moves whole 16-byte "
        + "units", refusal(() -> TensorMapArguments.of(Layout.parse("(4096,4096):(_1,4096)"),
            narrow, ElementType.BF16)));
  }

  @Test
  void sharedMemoryOverTheArchitecturesLimit() {
    assertEquals("this launch's dynamic shared memory is 240000 bytes, over sm_90's 232448 (227 "
        + "KiB) per block", refusal(() -> LaunchShape.of(1, 128, 240_000).checkFits(90)));
    assertEquals("the shared memory of [A, barriers] is 233472 bytes, over sm_90's 232448 (227 KiB) "
        + "per block", refusal(() -> SharedMemoryPlan.builder().region("A", 232_448, 1024)
            .barriers("barriers", 2).build().checkFits(90)));
  }

  @Test
  void aBlockOfMoreThan1024Threads() {
    assertEquals("a block of 2048x1x1 threads is over CUDA's 1024",
        refusal(() -> LaunchShape.of(1, 2048, 0)));
  }

  @Test
  void aGridThatIsNotWholeClusters() {
    assertEquals("the grid 3x1x1 is not a whole number of clusters of 2x1x1",
        refusal(() -> new LaunchShape(3, 1, 1, 128, 1, 1, 2, 1, 1, 0)));
  }

  @Test
  void aRegionPlannedTwice() {
    assertEquals("shared-memory region A is already planned",
        refusal(() -> SharedMemoryPlan.builder().region("A", 16, 16).region("A", 16, 16)));
  }

  @Test
  void aKernelBuiltForAnotherGpu() {
    assertEquals("this kernel was built for sm_90a, which runs only on compute capability 9.0; "
        + "NVIDIA L4 is sm_89", CompiledKernel.refusal(90, true, 89, "NVIDIA L4"));
    assertEquals(null, CompiledKernel.refusal(90, true, 90, "NVIDIA H100"));
  }
}
