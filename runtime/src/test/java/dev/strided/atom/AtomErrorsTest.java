package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.tensor.FloatTensor;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each bad input to the atoms, tiled MMAs and tiled copies: refused with a sentence that says why. */
class AtomErrorsTest {
  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void anUnknownMmaAtomListsTheNearestNames() {
    String m = message(() -> MmaAtom.of("SM80_16x8x8_F32TF32TF32F32"));
    assertTrue(m.startsWith("unknown MMA atom \"SM80_16x8x8_F32TF32TF32F32\"; the nearest are "
        + "SM80_16x8x8_F32TF32TF32F32_TN, "), m);
  }

  @Test
  void aGmmaOfAnotherNIsRefusedWithTheNs() {
    assertEquals("the GMMA atom SM90_64x12x16_F32BF16BF16_SS has N = 12: CuTe's 64xNx16 GMMAs have"
        + " N = 8, 16, 24, ..., 256", message(() -> MmaAtom.of("SM90_64x12x16_F32BF16BF16_SS",
            Major.K, Major.K)));
  }

  @Test
  void majorsWhereTheyAreMissingOrNotTaken() {
    assertTrue(message(() -> MmaAtom.of("SM90_64x64x16_F32F16F16_SS"))
        .contains("takes the majors of A and B"));
    assertTrue(message(() -> MmaAtom.of("SM90_64x64x8_F32TF32TF32_SS_TN", Major.MN, Major.K))
        .contains("TF32 operands are K-major only"));
    assertTrue(message(() -> MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN", Major.K, Major.K))
        .contains("takes no majors"));
    assertTrue(message(() -> MmaAtom.of("SM90_64x64x16_F32BF16BF16_RS", Major.MN, Major.K))
        .contains("reads A from registers, which must be K-major"));
  }

  @Test
  void theCxxSpellingOfMajorsIsAccepted() {
    assertEquals(MmaAtom.of("SM90_64x64x16_F32BF16BF16_SS", Major.K, Major.MN),
        MmaAtom.of("SM90_64x64x16_F32BF16BF16_SS<GMMA::Major::K, GMMA::Major::MN>"));
  }

  @Test
  void copyAtomsRefuseUnknownNamesAndValuesTheyCannotMove() {
    assertTrue(message(() -> CopyAtom.of("SM75_U32x4_LDSM", 16))
        .startsWith("unknown copy atom \"SM75_U32x4_LDSM\"; the nearest are SM75_U32x4_LDSM_N"));
    assertTrue(message(() -> CopyAtom.of("SM80_CP_ASYNC_CACHEGLOBAL<uint64_t>", 32))
        .contains("cp.async.cg copies 16 bytes only"));
    assertEquals("UniversalCopy<uint32_t> moves 32 bits per thread on its source side, not a whole"
        + " number of 64-bit values; use values of at most 32 bits, or a wider copy",
        message(() -> CopyAtom.of("UniversalCopy<uint32_t>", 64)));
    assertTrue(message(() -> CopyAtom.of("UniversalCopy<uint32_t>", 12))
        .contains("8, 16, 32, 64 or 128 bits wide, not 12"));
  }

  @Test
  void tiledMmaRefusesBadAtomLayoutsAndPermutations() {
    MmaAtom atom = MmaAtom.of("UniversalFMA<float>");
    assertTrue(message(() -> TiledMma.of(atom, Layout.parse("(_2,_2,_2,_2)")))
        .contains("rank 3 at most"));
    assertTrue(message(() -> TiledMma.of(atom, Layout.parse("(_2,_2):(_1,_4)")))
        .contains("is not compact"));
    assertTrue(message(() -> TiledMma.of(atom, Layout.parse("_2"), Tiler.parse("(32,_)")))
        .contains("mode M of the permutation (32,_) is 32"));
    assertTrue(message(() -> TiledMma.of(atom, Layout.parse("_2"), Layout.parse("_4")))
        .contains("must be a tuple of at most 3 tilers"));
    TiledMma mma = TiledMma.of(atom, Layout.parse("_2"));
    assertEquals("thread 2 is outside this TiledMMA's 2 threads (0 to 1)",
        message(() -> mma.partitionA(Layout.parse("(_4,_4)"), 2)));
    assertTrue(message(() -> mma.partitionA("a string", 0))
        .startsWith("partitionA: the tensor must be a Layout, SwizzledLayout, FloatTensor"));
    assertTrue(message(() -> mma.thrfrgC(Layout.parse("_8"))).contains("need rank 2 or more"));
    assertTrue(message(() -> mma.tileSize(3)).contains("0 (M), 1 (N) or 2 (K)"));
  }

  @Test
  void tiledCopyRefusesTooFewValuesForTheAtom() {
    String m = message(() -> TiledCopy.of(CopyAtom.of("UniversalCopy<uint128_t>", 32),
        Layout.parse("(_8,_4)"), Layout.parse("(_2,_1)")));
    assertEquals("the tiled copy gives each thread 2 values, not a multiple of the 4 values "
        + "UniversalCopy<uint128_t> moves per thread at 32 bits (CuTe: \"TiledCopy uses too few"
        + " vals for selected CopyAtom\")", m);
    assertTrue(message(() -> TiledCopy.of(CopyAtom.of("SM75_U32x4_LDSM_N", 16),
        Layout.parse("(_4,_4)"), Layout.parse("(_8,_1)"))).contains("too few thrs"));
  }

  @Test
  void unknownGmmaLayoutAtomsListTheNearest() {
    assertTrue(message(() -> Atoms.gmmaLayout("GMMA::Layout_K_SW128_Atom<bf16>"))
        .startsWith("unknown GMMA layout atom \"GMMA::Layout_K_SW128_Atom<bf16>\"; the nearest are "
            + "GMMA::Layout_K_SW128_Atom<"));
  }

  @Test
  void aVectorWidthThatIsNoPowerOfTwoOrDoesNotDivideTheOffsetsIsRefused() {
    assertEquals("a vector width is a power of two that divides the 6 offsets, not 4",
        message(() -> CopyAtom.vectorWidth(new int[6], 4)));
    assertEquals("a vector width is a power of two that divides the 6 offsets, not 3",
        message(() -> CopyAtom.vectorWidth(new int[6], 3)));
  }

  @Test
  void aPermutationWrittenAsAShapeIsItsCompactLayout() {
    // CuTe's Tile<Layout<Shape<_2,_8>>, ...>: the shape's compact layout (2,8):(1,2)
    TiledMma mma = TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_2"),
        Tiler.parse("((_2,_8),_,_)"));
    assertEquals(Tiler.parse("((_2,_8):(_1,_2),_,_)"), mma.permutation());
    assertEquals(16, mma.tileSize(0));
    assertTrue(message(() -> TiledMma.of(MmaAtom.of("UniversalFMA<float>"), Layout.parse("_2"),
        Tiler.parse("((2,8),_,_)"))).contains("write _32 for 32, (_2,_8):(_1,_2) for a layout"));
  }

  @Test
  void aCopyForCWithTooFewValuesNamesTheAtomOfItsFamilyThatFits() {
    TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"));
    assertTrue(message(() -> TiledCopy.forC(CopyAtom.of("SM90_U32x4_STSM_N", 16), mma)).endsWith(
        "gives each thread 4 values, not a multiple of the 8 values SM90_U32x4_STSM_N moves per "
        + "thread at 16 bits (CuTe: \"TiledCopy uses too few vals for selected CopyAtom\"); write "
        + "SM90_U32x2_STSM_N, which moves 4 values per thread and fits"));
  }

  @Test
  void aFloatAccumulatorRetiledForASixteenBitCopyIsRefusedAndItsConversionIsNot() {
    // CuTe compiles retile_S of a float accumulator for a half_t STSM copy (its check is commented
    // out) and the copy then stores 32-bit values as 16-bit ones; the epilogue converts first.
    TiledMma mma = TiledMma.of(MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"));
    TiledCopy stsm = TiledCopy.forC(CopyAtom.of("SM90_U32x2_STSM_N", 16), mma);
    FloatTensor acc = mma.partitionFragmentC(FloatTensor.allocate(Layout.parse("(_32,_32)")), 5);
    assertEquals(Optional.of(ValueType.FLOAT), acc.valueType());
    assertEquals("retileS: the tensor holds float values (32 bits) and the copy atom "
        + "SM90_U32x2_STSM_N moves 16-bit values: convert the fragment first into fragment.like(T) "
        + "for a 16-bit T (ValueType.HALF_T, ValueType.BFLOAT16_T) and retile that (CuTe: "
        + "make_tensor_like<T>(fragment), then copy) — or use a copy atom of 32-bit values",
        message(() -> stsm.retileS(acc)));
    assertTrue(message(() -> stsm.retileD(acc.slice("(_,_,_)"))).startsWith(
        "retileD: the tensor holds float values (32 bits)"));
    FloatTensor half = acc.like(ValueType.HALF_T);
    assertEquals(stsm.retileS(acc.layout()), stsm.retileS(half).layout());
    assertEquals(Optional.of(ValueType.HALF_T), stsm.retileS(half).valueType());
  }
}
