package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TmaBox}: boxes worked out by hand (and printed by CuTe's {@code construct_tma_gbasis} for
 * the same arguments), and every refusal with its sentence. {@link TmaCuteDifferentialTest}
 * compares random boxes with CuTe C++.
 */
class TmaBoxTest {
  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void aKMajorTileOfAKMajorMatrixWalksKFirst() {
    TmaBox box = TmaBox.of(Layout.parse("(1024,256):(256,_1)"), Layout.parse("(_64,_32):(_32,_1)"),
        16);
    assertEquals("(_32,_64):(_1@1,_1@0)", box.toString());
    assertArrayEquals(new int[] {32, 64}, box.boxExtents());
    assertEquals(List.of(List.of(1), List.of(0)), box.gmemModes());
    assertArrayEquals(new long[] {256, 1024}, box.gmemExtents());
    assertArrayEquals(new long[] {2, 512}, box.gmemStrideBytes());
    assertEquals(32 * 64 * 2, box.bytes());
  }

  @Test
  void aSwizzledGmmaTileStopsWhereItsAtomStopsBeingContiguous() {
    // Layout_MN_SW128_Atom<half_t> is 64x8, MN-major: 64 values of M, then 8 of K, then the next atom
    Layout smem = Atoms.gmmaLayout("GMMA::Layout_MN_SW128_Atom<half_t>").layout()
        .tileToShape(dev.strided.IntTuple.parse("(_128,_64)"));
    TmaBox box = TmaBox.of(Layout.parse("(1024,256)"), smem, 16);
    assertEquals("(_64,_8):(_1@0,_1@1)", box.toString());
    assertEquals(1024, box.bytes());
  }

  @Test
  void staticContiguousModesShareOneTmaMode() {
    TmaBox box = TmaBox.of(Layout.parse("(_8,_8,256):(_1,_8,_64)"), Layout.parse("(_8,_8,_4)"), 16);
    assertEquals("((_8,_8,_4)):((_1@0,_1@1,_1@2))", box.toString());
    assertArrayEquals(new long[] {8 * 8 * 256}, box.gmemExtents());
  }

  @Test
  void modesBeyondFiveAreGroupedWhenTheyMakeOneRun() {
    TmaBox box = TmaBox.of(Layout.parse("(1024,256,8,4,2,3)"), Layout.parse("(_64,_32)"), 16);
    assertEquals("(_64,_32,_1,_1,(_1,_1)):(_1@0,_1@1,_1@2,_1@3,(_1@4,_1@5))", box.toString());
    assertEquals(6, box.gmemExtents()[4]);
    String m = message(() -> TmaBox.of(
        Layout.parse("(1024,256,8,4,2,3):(_1,1024,262144,2097152,8388608,33554432)"),
        Layout.parse("(_64,_32)"), 16));
    assertTrue(m.contains("needs more than 5 TMA modes: gmem modes [4, 5] share TMA mode 4 but "
        + "their strides do not make one run (TMA would walk 10 values for their 6)"), m);
  }

  @Test
  void majornessThatDiffersIsRefused() {
    String m = message(() -> TmaBox.of(Layout.parse("(1024,256):(_1,1024)"),
        Layout.parse("(_64,_32):(_32,_1)"), 16));
    assertEquals("the TMA box of smem (_64,_32):(_32,_1) in gmem (1024,256):(_1,1024) starts on "
        + "gmem mode [1], of stride 1024, not 1: smem and gmem majorness differ (smem's contiguous"
        + " mode must be gmem's stride-1 mode; lay smem out in gmem's order)", m);
  }

  @Test
  void stridesNotOfSixteenBytesAreRefused() {
    String m = message(() -> TmaBox.of(Layout.parse("(1000,256):(_1,1001)"),
        Layout.parse("(_64,_32)"), 16));
    assertTrue(m.endsWith("has TMA mode 1 (gmem modes [1]) of stride 1001 values = 2002 bytes: "
        + "TMA strides beyond the first must be multiples of 16 bytes, below 2^40; pad gmem's "
        + "leading dimension to a multiple of 8 values"), m);
  }

  @Test
  void aBoxModeOverTwoHundredFiftySixIsRefused() {
    String m = message(() -> TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_512,_2)"), 16));
    assertTrue(m.endsWith("has box mode 0 of 512 values (gmem modes [0]): a TMA box mode holds "
        + "at most 256; split that smem mode, e.g. as (256,2)"), m);
  }

  @Test
  void gmemModesBeyondTheTileAreWalkedOneAtATime() {
    TmaBox box = TmaBox.of(Layout.parse("(1024,256,8)"), Layout.parse("(_64,_32)"), 16);
    assertEquals("(_64,_32,_1):(_1@0,_1@1,_1@2)", box.toString());
    assertArrayEquals(new long[] {1024, 256, 8}, box.gmemExtents());
  }

  @Test
  void smemWithMoreModesThanGmemIsRefused() {
    String m = message(() -> TmaBox.of(Layout.parse("(1024,256)"), Layout.parse("(_64,_32,_2)"),
        16));
    assertTrue(m.startsWith("TMA requires CTA_Tile and SLayout top-level size equivalence: smem "
        + "(_64,_32,_2):(_1,_64,_2048) has 3 modes, one per gmem mode it tiles, but gmem"), m);
  }

  @Test
  void smemWhoseFirstStepIsNotAUnitStepIsRefused() {
    // offset 1 of smem is tile coordinate 2 of gmem mode 0
    String m = message(() -> TmaBox.of(Layout.parse("(1024,256)"),
        Layout.parse("((_2,_4),_8):((_4,_1),_8)"), 16));
    assertTrue(m.startsWith("Could not find a common tile-gmem vectorization: smem "
        + "((_2,_4),_8):((_4,_1),_8) puts offset 1 at 2 steps along gmem mode 0"), m);
  }

  @Test
  void badArguments() {
    assertEquals("TMA moves values of 8, 16, 32 or 64 bits, not 12",
        message(() -> TmaBox.of(Layout.parse("(64,64)"), Layout.parse("(_64,_64)"), 12)));
    assertTrue(message(() -> TmaBox.of(null, Layout.parse("_64"), 16)).startsWith(
        "TmaBox.of needs the gmem and smem layouts"));
    assertTrue(message(() -> TmaBox.of(Layout.parse("(64,64)"), Layout.parse("(64,_64)"), 16))
        .contains("must be static"));
    assertTrue(message(() -> TmaBox.of(Layout.parse("((8,8),64)"), Layout.parse("(_64,_64)"), 16))
        .contains("flat gmem layout"));
  }
}
