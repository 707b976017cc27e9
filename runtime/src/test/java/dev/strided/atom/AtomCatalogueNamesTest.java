package dev.strided.atom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The catalogue's spellings: CuTe's other names of one atom resolve to it, and a misspelt name's
 * did-you-mean reaches the new atoms (SM70, integer, FP8 and F16-accumulator GMMAs, UniversalCopy
 * by value type and by uint_byte_t, UniversalFMA's four types).
 */
class AtomCatalogueNamesTest {
  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void universalFmaOfFourTypesIsUniversalFmaOfOne() {
    assertEquals(MmaAtom.of("UniversalFMA<float>"),
        MmaAtom.of("UniversalFMA<float, float, float, float>"));
    assertEquals(MmaAtom.of("UniversalFMA<double>"),
        MmaAtom.of("UniversalFMA<double,double,double,double>"));
  }

  @Test
  void universalCopyByValueTypeIsTheCopyOfItsWidth() {
    assertEquals(CopyAtom.of("UniversalCopy<uint32_t>", 16).srcLayout(),
        CopyAtom.of("UniversalCopy<float>", 16).srcLayout());
    assertEquals(CopyAtom.of("UniversalCopy<uint128_t>", 32).dstLayout(),
        CopyAtom.of("UniversalCopy<uint_byte_t<16>>", 32).dstLayout());
    assertEquals("UniversalCopy<half_t>", CopyAtom.of("UniversalCopy<half_t>", 16).name());
  }

  @Test
  void theDidYouMeanReachesTheNewAtoms() {
    assertTrue(message(() -> CopyAtom.of("UniversalCopy<uint_byte_t<16>", 32))
        .matches("unknown copy atom .*; the nearest are [^(]*UniversalCopy<uint_byte_t<16>>, .*"));
    assertTrue(message(() -> CopyAtom.of("UniversalCopy<halft>", 16))
        .contains("the nearest are UniversalCopy<half_t>"));
    assertTrue(message(() -> MmaAtom.of("UniversalFMA<float,float,float>"))
        .contains("the nearest are UniversalFMA<float,float,float,float>"));
    assertTrue(message(() -> MmaAtom.of("SM70_8x8x4_F32F16F16F32"))
        .contains("SM70_8x8x4_F32F16F16F32_TN"));
    assertTrue(message(() -> MmaAtom.of("SM80_16x8x32_S32S8S8S32"))
        .contains("the nearest are SM80_16x8x32_S32S8S8S32_TN"));
    assertTrue(message(() -> MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_SS"))
        .contains("the nearest are SM90_64x64x32_F32E4M3E4M3_SS_TN"));
  }

  @Test
  void anFp8GmmaIsKMajorOnly() {
    String m = message(() -> MmaAtom.of("SM90_64x64x32_F32E4M3E4M3_SS_TN<GMMA::Major::MN,"
        + "GMMA::Major::K>"));
    assertEquals("the GMMA atom SM90_64x64x32_F32E4M3E4M3_SS_TN takes no majors: its 8-bit "
        + "operands are K-major only (the _TN of its name, CuTe's rule for TF32 and 8-bit GMMAs); "
        + "write MmaAtom.of(\"SM90_64x64x32_F32E4M3E4M3_SS_TN\") and lay A and B out K-major in "
        + "shared memory (GMMA::Layout_K_*_Atom<float_e4m3_t>)", m);
    assertTrue(message(() -> MmaAtom.of("SM90_64x64x32_F16E5M2E4M3_RS_TN", Major.K, Major.MN))
        .contains("its 8-bit operands are K-major only"));
  }

  @Test
  void anFp8SharedMemoryAtomSpans128ValuesOf128Bytes() {
    // CuTe defines the atom in bits, (8,1024): 8 rows of 128 one-byte values
    assertEquals("(_8,_128):(_128,_1)",
        Atoms.gmmaLayout("GMMA::Layout_K_SW128_Atom<float_e4m3_t>").layout().toString());
  }

  @Test
  void theSixteenBitGmmasWithF16AccumulatorsTakeMajors() {
    assertEquals("SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::K>",
        MmaAtom.of("SM90_64x64x16_F16F16F16_SS", Major.MN, Major.K).name());
    assertTrue(message(() -> MmaAtom.of("SM90_64x64x16_F16F16F16_SS"))
        .contains("takes the majors of A and B"));
  }
}
