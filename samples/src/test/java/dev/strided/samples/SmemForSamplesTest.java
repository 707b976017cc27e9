package dev.strided.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.TiledCopy;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The {@code smem_for} samples ({@link HgemmSmem}, {@link FmaSmem}): the layout javac chose, and
 * its wavefronts against the hand-picked layout's, counted here access by access from the copies'
 * thread-value layouts and the generated {@code index} functions (a phase of 16-byte accesses is 8
 * threads, of 4-byte accesses 32; a phase costs the most distinct 4-byte words one of the 32 banks
 * holds), and the same counts from the runtime's {@link BankConflicts}.
 */
class SmemForSamplesTest {
  /** {@code (m, k, stage) -> } element offset, a generated class's {@code index}. */
  private interface Offsets {
    int at(int m, int k, int stage);
  }

  /** A copy's accesses to a tile: its wavefronts and its phases. */
  private record Count(int wavefronts, int phases) {}

  /**
   * Every warp's accesses of {@code copy} to the {@code (m, k, stages)} tile, {@code width} values
   * of {@code bytes} each per access, on the side {@code smemIsSource} names.
   */
  private static Count count(Offsets smem, int m, int k, int stages, TiledCopy copy,
      boolean smemIsSource, int width, int bytes) {
    Layout tv = smemIsSource ? copy.tvLayoutS() : copy.tvLayoutD();
    int tm = copy.tilerMN().get(0).size();
    int tk = copy.tilerMN().get(1).size();
    int perPhase = Math.min(32, 128 / (width * bytes));
    int wavefronts = 0;
    int phases = 0;
    for (int s = 0; s < stages; s++) {
      for (int bm = 0; bm < m; bm += tm) {
        for (int bk = 0; bk < k; bk += tk) {
          for (int v = 0; v < tv.size(1); v += width) {
            for (int from = 0; from < tv.size(0); from += perPhase) {
              Map<Integer, Set<Integer>> bankWords = new HashMap<>();
              for (int t = from; t < from + perPhase; t++) {
                int first = -1;
                for (int q = 0; q < width; q++) {
                  int inTile = tv.index(t, v + q);
                  int at = smem.at(bm + inTile % tm, bk + inTile / tm, s);
                  first = q == 0 ? at : first;
                  assertEquals(first + q, at, "thread " + t + "'s access is not contiguous");
                }
                assertEquals(0, first % width, "thread " + t + "'s access is not aligned");
                for (long b = (long) first * bytes; b < (long) (first + width) * bytes; b += 4) {
                  int word = (int) (b / 4);
                  bankWords.computeIfAbsent(word % 32, x -> new HashSet<>()).add(word);
                }
              }
              wavefronts += bankWords.values().stream().mapToInt(Set::size).max().orElse(0);
              phases++;
            }
          }
        }
      }
    }
    return new Count(wavefronts, phases);
  }

  private static int runtime(SwizzledLayout smem, TiledCopy copy) {
    int total = 0;
    for (int w = 0; w * 32 < copy.size(); w++) {
      total += BankConflicts.of(smem, copy, w).totalWavefronts();
    }
    return total;
  }

  private static int runtime(Layout smem, TiledCopy copy) {
    int total = 0;
    for (int w = 0; w * 32 < copy.size(); w++) {
      total += BankConflicts.of(smem, copy, w).totalWavefronts();
    }
    return total;
  }

  /** CuTe's tutorial picks Sw<3,3,3> over 8 rows of 128 bytes; smem_for picks it too. */
  @Test
  void theHalfPrecisionTileIsTheTutorialsSwizzleAtTheSameCost() {
    assertEquals(SwizzledLayout.derive("tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), "
        + "(_128,_64,_3))"), HgemmSmemA.layout());
    assertEquals(HgemmSmemA.layout(), HgemmSmemB.layout());
    assertEquals(CuteSmemA.layout().swizzle(), HgemmSmemA.layout().swizzle());
    TiledCopy write = HgemmCpAsync.tiledCopy();
    TiledCopy read = HgemmLdsmA.tiledCopy();
    Count chosenWrite = count(HgemmSmemA::index, 128, 64, 3, write, false, 8, 2);
    Count chosenRead = count(HgemmSmemA::index, 128, 64, 3, read, true, 8, 2);
    Count handWrite = count(CuteSmemA::index, 128, 64, 3, write, false, 8, 2);
    Count handRead = count(CuteSmemA::index, 128, 64, 3, read, true, 8, 2);
    // one wavefront a phase, on both layouts: no conflict to remove
    assertEquals(chosenWrite.phases(), chosenWrite.wavefronts());
    assertEquals(chosenRead.phases(), chosenRead.wavefronts());
    assertEquals(chosenWrite, handWrite);
    assertEquals(chosenRead, handRead);
    // 128 x 64 x 3 halves in 128-byte phases, written once; ldmatrix reads A twice (2 warps in N)
    assertEquals(128 * 64 * 3 * 2 / 128, chosenWrite.phases());
    assertEquals(2 * 128 * 64 * 3 * 2 / 128, chosenRead.phases());
    assertEquals(chosenWrite.wavefronts(), runtime(HgemmSmemA.layout(), write));
    assertEquals(chosenRead.wavefronts(), runtime(HgemmSmemA.layout(), read));
    assertEquals(handWrite.wavefronts(), runtime(CuteSmemA.layout(), write));
    assertEquals(handRead.wavefronts(), runtime(CuteSmemA.layout(), read));
  }

  /** The tutorial's padding leaves the copy 4-way; smem_for's swizzle does not, reads as cheap. */
  @Test
  void theFloatTileCostsFewerWavefrontsThanThePadding() {
    assertEquals(SwizzledLayout.derive("tile_to_shape(Sw<2,2,3> o (_16,_8):(_1,_16), "
        + "(_128,_8,_3))"), FmaSmemA.layout());
    TiledCopy write = FmaCpAsync.tiledCopy();
    TiledCopy read = FmaReadA.tiledCopy();
    Count chosenWrite = count(FmaSmemA::index, 128, 8, 3, write, false, 1, 4);
    Count chosenRead = count(FmaSmemA::index, 128, 8, 3, read, true, 1, 4);
    Count handWrite = count(PaddedSmemA::index, 128, 8, 3, write, false, 1, 4);
    Count handRead = count(PaddedSmemA::index, 128, 8, 3, read, true, 1, 4);
    // a warp writes 4 m by 8 k: bank (m + 129 k) mod 32 = m + k, 4 of them each for m + k = 3..7
    assertEquals(4 * handWrite.phases(), handWrite.wavefronts());
    assertEquals(chosenWrite.phases(), chosenWrite.wavefronts());
    assertEquals(handRead.phases(), handRead.wavefronts());
    assertEquals(chosenRead, handRead);
    assertTrue(chosenWrite.wavefronts() + chosenRead.wavefronts()
        < handWrite.wavefronts() + handRead.wavefronts());
    assertEquals(chosenWrite.wavefronts(), runtime(FmaSmemA.layout(), write));
    assertEquals(chosenRead.wavefronts(), runtime(FmaSmemA.layout(), read));
    assertEquals(handWrite.wavefronts(), runtime(PaddedSmemA.layout(), write));
    assertEquals(handRead.wavefronts(), runtime(PaddedSmemA.layout(), read));
    // and no padding: the swizzled tile fills 3072 floats, the padded one spans 3096
    assertEquals(3072, FmaSmemA.COSIZE);
    assertEquals(3096, PaddedSmemA.CAPACITY);
  }
}
