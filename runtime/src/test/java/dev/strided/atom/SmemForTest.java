package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link BankConflicts#smemFor}: its choice is never beaten by another candidate, every candidate
 * scored by {@link BankEnumeration}; it picks the swizzle CUTLASS's tutorial picks by hand and
 * improves on the tutorial's padded tile; its refusals.
 */
class SmemForTest {
  private static final TiledMma HALF_MMA = TiledMma.of(MmaAtom.of("SM80_16x8x16_F16F16F16F16_TN"),
      Layout.parse("(_2,_2)"), Tiler.parse("(_32,_32,_16)"));
  private static final TiledCopy CP_ASYNC_K = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16,
      "(_16,_8):(_8,_1)", "(_1,_8)");
  private static final TiledCopy LDSM_A = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16),
      HALF_MMA);

  @Test
  void theChoiceIsNeverBeatenByAnotherCandidate() {
    long seed = Long.getLong("strided.banks.seed", System.nanoTime());
    System.out.println("SmemForTest seed " + seed + " (replay with -Dstrided.banks.seed=" + seed
        + ")");
    Random r = new Random(seed);
    TiledCopy tn = copy("SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", 32, "(_32,_8):(_8,_1)", "(_1,_1)");
    checkNeverBeaten("the tutorial's half tile", IntTuple.parse("(_64,_64)"), CP_ASYNC_K, LDSM_A);
    checkNeverBeaten("the tutorial's float tile", IntTuple.parse("(_128,_8)"), tn);
    TiledCopy ldsmB = TiledCopy.forB(CopyAtom.of("SM75_U16x8_LDSM_T", 16), HALF_MMA);
    TiledCopy cpAsyncN = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16, "(_16,_8):(_1,_16)",
        "(_8,_1)");
    checkNeverBeaten("an N-major B", IntTuple.parse("(_128,_16)"), cpAsyncN, ldsmB);
    for (int n = 0; n < 3; n++) {
      int bits = 8 << r.nextInt(3);
      int threads = 32 << r.nextInt(3);
      int a = 1 << r.nextInt(Integer.numberOfTrailingZeros(threads) + 1);
      String order = r.nextBoolean() ? "(_1,_" + a + ")" : "(_" + threads / a + ",_1)";
      TiledCopy random = copy("UniversalCopy<uint" + bits + "_t>", bits,
          "(_" + a + ",_" + threads / a + "):" + order, "(_1,_1)");
      IntTuple shape = IntTuple.parse("(_" + Math.max(32, a) + ",_"
          + Math.max(32, threads / a) + ")");
      checkNeverBeaten("seed " + seed + ", random copy " + n + " " + random.tvLayoutS(), shape,
          random);
    }
  }

  private static void checkNeverBeaten(String what, IntTuple shape, TiledCopy... copies) {
    SmemChoice choice = BankConflicts.smemFor(shape, copies);
    List<BankEnumeration.Plan> plans = new ArrayList<>();
    for (TiledCopy copy : copies) {
      for (int w = 0; w * 32 < copy.size(); w++) {
        plans.add(BankEnumeration.plan(shape, copy, w));
      }
    }
    assertEquals(choice.totalWavefronts(), score(choice.layout(), plans), what);
    int chosenBits = choice.layout().swizzle().bits();
    List<SmemCandidates.Candidate> all = SmemCandidates.candidates(shape,
        copies[0].atom().valueBits());
    assertEquals(all.size(), choice.candidates(), what);
    int qualified = 0;
    for (SmemCandidates.Candidate c : all) {
      int total = score(c.layout(shape), plans);
      if (total < 0) {
        continue;
      }
      qualified++;
      String id = what + ": " + c + " with " + total + " against " + choice.atom() + " with "
          + choice.totalWavefronts();
      assertTrue(total >= choice.totalWavefronts(), id);
      assertTrue(total > choice.totalWavefronts() || c.swizzle().bits() >= chosenBits, id);
    }
    assertEquals(qualified, choice.fullWidth(), what);
  }

  /** All warps' wavefronts, or -1 where a copy does not vectorize at its full width. */
  private static int score(SwizzledLayout layout, List<BankEnumeration.Plan> plans) {
    for (BankEnumeration.Plan plan : plans) {
      int[][] offsets = BankEnumeration.offsets(layout, plan);
      if (BankEnumeration.vectorWidth(offsets, plan.width()) < plan.width()) {
        return -1;
      }
    }
    int total = 0;
    for (BankEnumeration.Plan plan : plans) {
      total += BankEnumeration.of(layout, plan).wavefronts().stream().mapToInt(Integer::intValue)
          .sum();
    }
    return total;
  }

  @Test
  void itPicksTheSwizzleTheTutorialPicksByHand() {
    // sgemm_sm80.cu's half-precision TN GEMM hand-picks Sw<3,3,3> over 128-byte rows of k
    SmemChoice c = BankConflicts.smemFor(IntTuple.parse("(_128,_64)"), CP_ASYNC_K, LDSM_A);
    assertEquals("Sw<3,3,3>", c.layout().swizzle().toString());
    assertEquals(c.idealWavefronts(), c.wavefronts());
    assertTrue(c.atom().contains("GMMA::Layout_K_SW128_Atom"), c.atom());
    assertTrue(c.why().contains("2 swizzle bits: at best 512 wavefronts"), c.why());
  }

  @Test
  void itBeatsTheTutorialsPaddedFloatTile() {
    // sgemm_sm80.cu's single-precision TN GEMM pads sA to (128,8):(1,129): its copy is 4-way
    TiledCopy tn = copy("SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", 32, "(_32,_8):(_8,_1)", "(_1,_1)");
    int padded = 0;
    for (int w = 0; w < 8; w++) {
      padded += BankConflicts.of(Layout.parse("(_128,_8):(_1,_129)"), tn, w).totalWavefronts();
    }
    SmemChoice c = BankConflicts.smemFor(IntTuple.parse("(_128,_8)"), tn);
    assertEquals(4 * c.totalWavefronts(), padded);
    assertEquals(c.idealWavefronts(), c.wavefronts());
    assertEquals(0, c.layout().swizzle().bits(), c.why());
  }

  @Test
  void copiesOfDifferentValueTypesAreRefused() {
    TiledCopy floats = copy("UniversalCopy<uint32_t>", 32, "(_32,_1)", "(_1,_1)");
    String m = assertThrows(IllegalArgumentException.class, () -> BankConflicts.smemFor(
        IntTuple.parse("(_128,_64)"), CP_ASYNC_K, floats)).getMessage();
    assertTrue(m.contains("16 bits (SM80_CP_ASYNC_CACHEALWAYS<uint128_t>) and 32 bits"), m);
  }

  @Test
  void noCopyIsRefused() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> BankConflicts.smemFor(IntTuple.parse("(_128,_64)"))).getMessage();
    assertTrue(m.contains("needs at least one copy"), m);
  }

  @Test
  void copiesThatDisagreeOnTheContiguousModeAreRefused() {
    TiledCopy alongM = copy("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", 16, "(_16,_8):(_1,_16)",
        "(_8,_1)");
    String m = assertThrows(IllegalArgumentException.class, () -> BankConflicts.smemFor(
        IntTuple.parse("(_128,_64)"), CP_ASYNC_K, alongM)).getMessage();
    assertTrue(m.contains("lets every copy vectorize at its full width"), m);
  }

  @Test
  void aTileShapeOfRankOneIsRefused() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> BankConflicts.smemFor(IntTuple.parse("_128"), CP_ASYNC_K)).getMessage();
    assertTrue(m.contains("rank 2 or more"), m);
  }

  private static TiledCopy copy(String atom, int bits, String threads, String values) {
    return TiledCopy.of(CopyAtom.of(atom, bits), Layout.parse(threads), Layout.parse(values));
  }
}
