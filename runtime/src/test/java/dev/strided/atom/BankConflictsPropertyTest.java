package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link BankConflicts} against {@link BankEnumeration} on seeded random shared-memory layouts
 * (compact in a random order, padded, swizzled) and random copies (per-thread vectors of every
 * width, {@code ldmatrix}/{@code stmatrix} tiled for an MMA). The seed is printed; {@code
 * -Dstrided.banks.seed=N} replays a run.
 */
class BankConflictsPropertyTest {
  private static final String[] VECTOR_ATOMS = {"UniversalCopy<uint8_t>", "UniversalCopy<uint16_t>",
      "UniversalCopy<uint32_t>", "UniversalCopy<uint64_t>", "UniversalCopy<uint128_t>",
      "SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t>",
      "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>"};
  private static final String[] MATRIX_ATOMS = {"SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N",
      "SM75_U32x4_LDSM_N", "SM75_U16x2_LDSM_T", "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T",
      "SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N", "SM90_U32x4_STSM_N"};

  @Test
  void everyPhaseEqualsTheEnumerationOnRandomLayoutsAndCopies() {
    long seed = Long.getLong("strided.banks.seed", System.nanoTime());
    System.out.println("BankConflictsPropertyTest seed " + seed
        + " (replay with -Dstrided.banks.seed=" + seed + ")");
    Random r = new Random(seed);
    int conflicted = 0;
    int narrowed = 0;
    for (int n = 0; n < 120; n++) {
      TiledCopy copy = r.nextBoolean() ? vectorCopy(r) : matrixCopy(r);
      SwizzledLayout smem = smem(r, copy.tilerMN(), copy.atom().valueBits());
      int warp = r.nextInt((copy.size() + 31) / 32);
      String id = "seed " + seed + ", case " + n + ": " + copy.atom().name() + " of "
          + copy.atom().valueBits() + "b, " + copy.tvLayoutS() + " / " + copy.tvLayoutD()
          + " on " + smem + ", warp " + warp;
      BankConflicts actual = BankConflicts.of(smem, copy, warp);
      BankEnumeration.Result expected = BankEnumeration.of(smem, copy, warp);
      assertEquals(expected.wavefronts(), actual.wavefrontsPerPhase(), id);
      assertEquals(expected.ideal(), actual.idealWavefronts(), id);
      assertEquals(expected.vectorWidth(), actual.vectorWidth(), id);
      assertEquals(expected.worst(), actual.worstPhase().wavefronts(), id);
      assertEquals(expected.worstThreads(), actual.worstPhase().threads(), id);
      assertEquals(expected.worstAddresses(), actual.worstPhase().addresses(), id);
      assertEquals(expected.wavefronts().stream().mapToInt(Integer::intValue).sum(),
          actual.totalWavefronts(), id);
      conflicted += expected.worst() > 1 ? 1 : 0;
      narrowed += actual.vectorWidth() < actual.fullWidth() ? 1 : 0;
    }
    // the generator reaches conflicts, conflict-free cases and narrowed vectors alike
    assertTrue(conflicted > 10 && conflicted < 110, "seed " + seed + ": " + conflicted);
    assertTrue(narrowed > 5, "seed " + seed + ": " + narrowed);
  }

  private static TiledCopy vectorCopy(Random r) {
    while (true) {
      String name = VECTOR_ATOMS[r.nextInt(VECTOR_ATOMS.length)];
      int atomBits = Integer.parseInt(name.replaceAll(".*<uint(\\d+)_t>", "$1"));
      int bits = Math.min(atomBits, 8 << r.nextInt(4));
      int atomValues = atomBits / bits;
      int threads = 32 << r.nextInt(3);
      int a = 1 << r.nextInt(Integer.numberOfTrailingZeros(threads) + 1);
      int b = threads / a;
      String threadLayout = r.nextBoolean() ? "(_" + a + ",_" + b + "):(_1,_" + a + ")"
          : "(_" + a + ",_" + b + "):(_" + b + ",_1)";
      int values = atomValues << r.nextInt(2);
      int c = 1 << r.nextInt(Integer.numberOfTrailingZeros(values) + 1);
      String valueLayout = "(_" + c + ",_" + values / c + ")";
      try {
        return TiledCopy.of(CopyAtom.of(name, bits), Layout.parse(threadLayout),
            Layout.parse(valueLayout));
      } catch (IllegalArgumentException refused) {
        // a value layout the algebra refuses: draw again
      }
    }
  }

  private static TiledCopy matrixCopy(Random r) {
    String[] atoms = {"(_2,_2)", "(_1,_4)", "(_4,_1)", "(_2,_1)", "(_1,_1)"};
    while (true) {
      Layout atomLayout = Layout.parse(atoms[r.nextInt(atoms.length)]);
      TiledMma mma = r.nextBoolean()
          ? TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), atomLayout)
          : TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), atomLayout,
              Tiler.parse("(_" + 16 * atomLayout.size(0) + ",_" + 16 * atomLayout.size(1)
                  + ",_16)"));
      CopyAtom atom = CopyAtom.of(MATRIX_ATOMS[r.nextInt(MATRIX_ATOMS.length)], 16);
      try {
        return switch (r.nextInt(3)) {
          case 0 -> TiledCopy.forA(atom, mma);
          case 1 -> TiledCopy.forB(atom, mma);
          default -> TiledCopy.forC(atom, mma);
        };
      } catch (IllegalArgumentException refused) {
        // an atom the MMA's values do not fit: draw again
      }
    }
  }

  /** A layout of a random multiple of the tile: compact in a random order, padded, swizzled. */
  private static SwizzledLayout smem(Random r, IntTuple tile, int valueBits) {
    int m = tile.get(0).size() << r.nextInt(2);
    int n = tile.get(1).size() << r.nextInt(2);
    Layout layout;
    if (r.nextInt(3) == 0) {
      int pad = r.nextInt(3) == 0 ? 0 : r.nextInt(9);
      layout = r.nextBoolean() ? Layout.parse("(" + m + "," + n + "):(1," + (m + pad) + ")")
          : Layout.parse("(" + m + "," + n + "):(" + (n + pad) + ",1)");
    } else {
      int m0 = 1 << r.nextInt(Integer.numberOfTrailingZeros(m) + 1);
      int n0 = 1 << r.nextInt(Integer.numberOfTrailingZeros(n) + 1);
      List<Integer> order = new java.util.ArrayList<>(List.of(0, 1, 2, 3));
      java.util.Collections.shuffle(order, r);
      layout = Layout.ordered(IntTuple.parse("((" + m0 + "," + m / m0 + "),(" + n0 + ","
          + n / n0 + "))"), IntTuple.parse("((" + order.get(0) + "," + order.get(1) + "),("
          + order.get(2) + "," + order.get(3) + "))"));
    }
    if (r.nextInt(3) == 0) {
      return new Swizzle(0, 0, 0).compose(layout);
    }
    int bits = 1 + r.nextInt(3);
    int base = r.nextInt(5 - Integer.numberOfTrailingZeros(Math.max(1, valueBits / 8)));
    int shift = bits + r.nextInt(5);
    return new Swizzle(bits, base, shift).compose(layout);
  }
}
