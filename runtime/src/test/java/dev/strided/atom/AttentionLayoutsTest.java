package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The refusals of attention's layout layer, and the tile kinds of {@link AttentionMask} against a
 * brute-force walk of every score. {@link AttentionLayoutsCuteTest} compares the accepted answers
 * with CuTe C++.
 */
class AttentionLayoutsTest {
  private static TiledMma gmma(String name, Major b, String atoms) {
    return TiledMma.of(MmaAtom.of(name, Major.K, b), Layout.parse(atoms));
  }

  private static String refusal(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void mismatchedTiledMmasAreRefusedWithTheirReason() {
    TiledMma s = gmma("SM90_64x128x16_F32BF16BF16_SS", Major.K, "_1");
    TiledMma o = gmma("SM90_64x64x16_F32BF16BF16_RS", Major.MN, "_1");
    assertTrue(refusal(() -> AccumulatorAsA.of(s, gmma("SM90_64x64x16_F32BF16BF16_SS", Major.MN, "_1")))
        .contains("reads A from shared memory"));
    assertTrue(refusal(() -> AccumulatorAsA.of(gmma("SM90_64x128x16_F32BF16BF16_SS", Major.K,
        "(_2,_1,_1)"), o)).contains("has 256 threads and the second 128"));
    TiledMma wideM = TiledMma.of(MmaAtom.of("SM90_64x64x16_F32BF16BF16_RS", Major.K, Major.MN),
        Layout.parse("_1"), Tiler.parse("(_128,_,_)"));
    assertTrue(refusal(() -> AccumulatorAsA.of(s, wideM)).contains("M tile is 64 and the second's 128"));
    assertTrue(refusal(() -> AccumulatorAsA.of(gmma("SM90_64x8x16_F32BF16BF16_SS", Major.K, "_1"), o))
        .contains("K tile 16 does not divide the first MMA's N tile 8"));
    TiledMma sm80 = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN"), Layout.parse("(_2,_2,_1)"));
    assertTrue(refusal(() -> AccumulatorAsA.of(sm80, sm80)).contains("of another warp"));
    assertTrue(refusal(() -> AccumulatorAsA.of(null, o)).contains("needs two tiled MMAs"));
  }

  @Test
  void sixteenBitPIsARelabelingAndEightBitPAnExchangeWithinAQuad() {
    AccumulatorAsA.Relabeling p = (AccumulatorAsA.Relabeling) AccumulatorAsA.of(
        gmma("SM90_64x128x16_F32BF16BF16_SS", Major.K, "_1"),
        gmma("SM90_64x64x16_F32BF16BF16_RS", Major.MN, "_1"));
    assertEquals(Layout.parse("_64:_1"), p.cToA());
    TiledMma s8 = TiledMma.of(MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_SS_TN"), Layout.parse("_1"));
    TiledMma o8 = TiledMma.of(MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_RS_TN"), Layout.parse("_1"));
    AccumulatorAsA.Exchange x = (AccumulatorAsA.Exchange) AccumulatorAsA.of(s8, o8);
    // thread 1 (quad lane 1) reads K = 4..7 of its rows, which lanes 2 and 3 hold as columns 4..7
    assertEquals(List.of(2, 2, 3, 3), List.of(x.sourceThread(1, 0), x.sourceThread(1, 1),
        x.sourceThread(1, 4 * 0 + 2 * 0 + 2), x.sourceThread(1, 3)));
    assertEquals(List.of(0, 1, 2, 3), x.laneXors());
    assertTrue(refusal(() -> x.sourceThread(128, 0)).contains("outside the 128 threads"));
  }

  @Test
  void aRowSpanningWarpsIsRefused() {
    String m = refusal(() -> RowGroups.of(TiledMma.of(MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN"),
        Layout.parse("(_2,_2,_1)"))));
    assertTrue(m.startsWith("row 0 of the accumulator is held by threads 0 and 64 of two warps"), m);
    assertTrue(refusal(() -> RowGroups.of(null)).contains("needs a tiled MMA"));
  }

  @Test
  void theFmaAccumulatorOfOneThreadPerRowNeedsNoShuffle() {
    // UniversalFMA over (4,1) threads: thread t holds row t whole
    RowGroups g = RowGroups.of(TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("(_4,_1)"),
        Tiler.parse("(_4,_8)")));
    assertEquals(1, g.threadsPerRow());
    assertEquals(List.of(), g.laneXors());
    assertEquals(8, g.rowCol().size(1));
  }

  @Test
  void tileKindsAgreeWithEveryScore() {
    int[][] lengths = {{1, 1}, {100, 300}, {300, 100}, {128, 128}, {77, 1000}, {190, 65}};
    for (int[] l : lengths) {
      for (AttentionMask.Causal causal : AttentionMask.Causal.values()) {
        AttentionMask mask = new AttentionMask(l[0], l[1], causal);
        for (int[] tile : new int[][] {{64, 128}, {128, 64}, {16, 16}}) {
          for (int mb = 0; mb * tile[0] < l[0] + tile[0]; mb++) {
            for (int nb = 0; nb * tile[1] < l[1] + tile[1]; nb++) {
              assertEquals(bruteForce(mask, tile[0], tile[1], mb, nb),
                  mask.tile(tile[0], tile[1], mb, nb), mask + " tile " + mb + "," + nb);
            }
          }
        }
      }
    }
  }

  private static AttentionMask.TileKind bruteForce(AttentionMask mask, int tm, int tn, int mb, int nb) {
    int kept = 0;
    int all = 0;
    for (int m = mb * tm; m < Math.min(mask.queryLength(), (mb + 1) * tm); m++) {
      for (int n = nb * tn; n < (nb + 1) * tn; n++) {
        boolean keep = n < mask.keyLength() && switch (mask.causal()) {
          case NONE -> true;
          case TOP_LEFT -> n <= m;
          case BOTTOM_RIGHT -> n - m <= mask.keyLength() - mask.queryLength();
        };
        kept += keep ? 1 : 0;
        all++;
      }
    }
    return kept == 0 ? AttentionMask.TileKind.EMPTY
        : kept == all ? AttentionMask.TileKind.FULL : AttentionMask.TileKind.PARTIAL;
  }

  @Test
  void badMaskInputsAreRefused() {
    assertTrue(refusal(() -> new AttentionMask(0, 5, AttentionMask.Causal.NONE)).contains("Lq = 0"));
    AttentionMask mask = new AttentionMask(5, 5, AttentionMask.Causal.NONE);
    assertTrue(refusal(() -> mask.tile(0, 4, 0, 0)).contains("0x4 at (0,0)"));
    TiledMma s = gmma("SM90_64x64x16_F32BF16BF16_SS", Major.K, "_1");
    assertTrue(refusal(() -> mask.predicates(s, 0, 0, 128)).contains("thread 128"));
  }

  @Test
  void gmmaSmemRefusesWhatNoCanonicalLayoutServes() {
    MmaAtom pv = MmaAtom.of("SM90_64x128x16_F32BF16BF16_RS", Major.K, Major.MN);
    assertTrue(refusal(() -> Atoms.gmmaSmem(pv, Operand.A, IntTuple.parse("(_64,_64)")))
        .contains("held in registers"));
    assertTrue(refusal(() -> Atoms.gmmaSmem(MmaAtom.of("SM80_16x8x16_F32BF16BF16F32_TN"), Operand.B,
        IntTuple.parse("(_64,_64)"))).contains("is no Hopper GMMA"));
    assertTrue(refusal(() -> Atoms.gmmaSmem(pv, Operand.B, IntTuple.parse("(_100,_64)")))
        .contains("no multiple of 8 bfloat16_t values"));
    // FP8 GMMAs read B K-major only, so V cannot be an MN-major FP8 operand
    assertTrue(refusal(() -> MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_RS_TN", Major.K, Major.MN))
        .contains("K-major only"));
    MmaAtom fp8 = MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_RS_TN");
    // K-major: the 128-byte atom of 8-bit values, tiled once (CuTe prints tile_to_shape so)
    assertEquals("Sw<3,4,3> o _0 o ((_8,_1),(_128,_1)):((_128,_0),(_1,_0))",
        Atoms.gmmaSmem(fp8, Operand.B, IntTuple.parse("(_8,_128)")).toString());
  }
}
