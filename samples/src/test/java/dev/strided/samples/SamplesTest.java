package dev.strided.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The samples' own checks, at sizes small enough for the test suite. */
class SamplesTest {

  @Test
  void tiledGemmEqualsTheNaiveLoop() {
    TiledGemm.Report r = TiledGemm.run(128, 64, 96);
    assertEquals(0, r.maxError(), "the same sums in the same order");
    // sizes that are no tile's multiple: the overhang is guarded by identity tensors
    for (int[] mnk : new int[][] {{500, 70, 33}, {1, 1, 1}, {65, 31, 97}}) {
      TiledGemm.Report odd = TiledGemm.run(mnk[0], mnk[1], mnk[2]);
      assertEquals(0, odd.maxError(), mnk[0] + "x" + mnk[1] + "x" + mnk[2]);
    }
  }

  @Test
  void theCtaLayoutsCheckWhatTheyAssume() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CtaC.of(500, 512));
    assertTrue(e.getMessage().startsWith("M = 500 does not satisfy assume \"M % 64 == 0\""),
        e.getMessage());
    assertEquals(512 * 256, CtaC.of(512, 256).size());
  }

  @Test
  void theSwizzledATilePutsEachElementInItsOwnSlot() {
    assertTrue(SwizzledTile.isBijection());
    assertEquals(64 * 32, SmemA.COSIZE);
    // bits 6-7 of the offset flip bits 3-4: row 1 of the 8x32 row-major atom starts at 32 ^ 0
    assertEquals(32, SmemA.index(1, 0));
    assertEquals(64 ^ 8, SmemA.index(2, 0));
  }

  @Test
  void threadValueLayoutCoversTheTileOnce() {
    boolean[] owned = new boolean[BlockC.SIZE];
    for (int t = 0; t < TiledGemm.THREADS; t++) {
      for (int v = 0; v < TiledGemm.VALUES; v++) {
        int offset = ThreadValue.index(t, v);
        assertTrue(!owned[offset], "offset " + offset + " owned twice");
        owned[offset] = true;
      }
    }
    assertEquals(BlockC.SIZE, ThreadValue.SIZE);
  }

  @Test
  void fractalCopyPutsEveryElementWhereNzSays() {
    for (int[] mn : new int[][] {{50, 70}, {16, 16}, {1, 1}, {33, 17}}) {
      FractalCopy.Report r = FractalCopy.run(mn[0], mn[1]);
      assertEquals(0, r.mismatches());
      assertEquals(0, r.paddingNonZero());
      assertEquals(16 * ((mn[0] + 15) / 16) * 16 * ((mn[1] + 15) / 16), r.nzElements());
    }
    assertEquals(788, Nz32x64.index(17, 20));
    assertEquals(2048, Nz32x64.CAPACITY);
  }
}
