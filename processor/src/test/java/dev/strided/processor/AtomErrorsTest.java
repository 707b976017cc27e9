package dev.strided.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One test per {@code @TiledMma} / {@code @TiledCopy} error: exactly one error, on the line of the
 * attribute at fault, naming the annotation, the attribute and what to write instead.
 */
class AtomErrorsTest {
  private static final String MMA =
      "@TiledMma(name = \"Mma\", atom = \"SM80_16x8x8_F32TF32TF32F32_TN\", atoms = \"(2,2,1)\")";

  /** {@code com.acme.Gemm} with {@code lines} from line 4 on. */
  private static JavaFileObject gemm(String... lines) {
    List<String> all = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.TiledCopy;", "import dev.strided.annotations.TiledMma;"));
    all.addAll(List.of(lines));
    all.add("final class Gemm {}");
    return JavaFileObjects.forSourceLines("com.acme.Gemm", all);
  }

  @Test
  void unknownMmaAtomListsTheNearest() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\",",
        "    atom = \"SM80_16x8x8_F32TF32TF32F32\")"), 5,
        "[strided:atom] @TiledMma Mma, atom: unknown MMA atom", "SM80_16x8x8_F32TF32TF32F32_TN",
        "write an atom of MmaAtom.names()");
  }

  @Test
  void gmmaWithoutMajors() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\",",
        "    atom = \"SM90_64x64x16_F32F16F16_SS\")"), 5, "@TiledMma Mma, atom:", "majors");
  }

  @Test
  void atomLayoutThatDoesNotParse() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"UniversalFMA<float>\",",
        "    atoms = \"(2,2\")"), 5, "[strided:atom] @TiledMma Mma, atoms:",
        "write a compact layout of rank at most 3");
  }

  @Test
  void atomLayoutOfRankFour() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"UniversalFMA<float>\",",
        "    atoms = \"(2,2,1,2)\")"), 5, "@TiledMma Mma, atoms:", "rank 3 at most");
  }

  @Test
  void atomLayoutNotCompact() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"UniversalFMA<float>\",",
        "    atoms = \"(2,2):(1,1)\")"), 5, "@TiledMma Mma, atoms:", "is not compact");
  }

  @Test
  void permutationOfRankFour() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"UniversalFMA<float>\",",
        "    permutation = \"(32,32,8,4)\")"), 5, "@TiledMma Mma, permutation:",
        "at most 3 tilers", "write one static tiler per mode");
  }

  /** SM80's TF32 atom is 16 rows tall: a 24-row tile cuts the second atom. */
  @Test
  void permutationThatCutsAnAtom() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\",",
        "    atom = \"SM80_16x8x8_F32TF32TF32F32_TN\", atoms = \"(2,2,1)\",",
        "    permutation = \"(24,32,8)\")"), 6,
        "@TiledMma Mma, permutation: mode M of the permutation tiles 24, not a multiple of the "
            + "atom's 16", "write a multiple of 16 there, such as 32");
  }

  @Test
  void nameThatIsNoClassName() {
    Compile.assertOneError(gemm("@TiledMma(name = \"2Mma\", atom = \"UniversalFMA<float>\")"), 4,
        "[strided:name] the name '2Mma' is not a Java class name");
  }

  @Test
  void nameUsedTwice() {
    Compile.assertOneError(gemm(MMA, "@TiledCopy(name = \"Mma\", atom = \"SM75_U32x4_LDSM_N\",",
        "    type = float.class, forA = \"Mma\")"), 5, "[strided:name] the name 'Mma' is taken");
  }

  @Test
  void unknownCopyAtomListsTheNearest() {
    Compile.assertOneError(gemm("@TiledCopy(name = \"Copy\",",
        "    atom = \"SM75_U32x4_LDSM\", type = float.class, threads = \"32\", values = \"1\")"), 5,
        "[strided:atom] @TiledCopy Copy, atom: unknown copy atom", "SM75_U32x4_LDSM_N");
  }

  @Test
  void elementTypeThatIsNotPrimitive() {
    Compile.assertOneError(gemm("@TiledCopy(name = \"Copy\", atom = \"UniversalCopy<uint32_t>\",",
        "    type = String.class, threads = \"32\", values = \"1\")"), 5,
        "@TiledCopy Copy, type: the element type java.lang.String", "write byte.class");
  }

  @Test
  void elementTypeWiderThanTheAtomMoves() {
    Compile.assertOneError(gemm("@TiledCopy(name = \"Copy\", atom = \"UniversalCopy<uint32_t>\",",
        "    type = double.class, threads = \"32\", values = \"1\")"), 5,
        "@TiledCopy Copy, type:", "not a whole number of 64-bit values",
        "write an element type the atom moves whole");
  }

  @Test
  void tooFewValuesForTheAtom() {
    Compile.assertOneError(gemm("@TiledCopy(name = \"Copy\", atom = \"UniversalCopy<uint128_t>\",",
        "    type = float.class, threads = \"(8,4)\",", "    values = \"(2,1)\")"), 6,
        "@TiledCopy Copy, values:", "TiledCopy uses too few vals", "write values whose size");
  }

  @Test
  void tooFewThreadsForTheAtom() {
    Compile.assertOneError(gemm("@TiledCopy(name = \"Copy\", atom = \"SM75_U32x4_LDSM_N\",",
        "    type = float.class, values = \"(1,4)\",", "    threads = \"(4,4)\")"), 6,
        "@TiledCopy Copy, threads:", "too few thrs", "write a multiple of the atom's threads");
  }

  @Test
  void threadsWithoutValues() {
    Compile.assertOneError(gemm("@TiledCopy(name = \"Copy\", atom = \"UniversalCopy<uint32_t>\",",
        "    type = float.class, threads = \"(8,4)\")"), 4, "@TiledCopy Copy, values:",
        "a copy needs threads and values");
  }

  @Test
  void twoOperands() {
    Compile.assertOneError(gemm(MMA, "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\",",
        "    type = float.class, forA = \"Mma\",", "    forB = \"Mma\")"), 7,
        "@TiledCopy Ldsm, forB:", "write only one of forA, forB and forC");
  }

  @Test
  void operandCopyWithThreads() {
    Compile.assertOneError(gemm(MMA, "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\",",
        "    type = float.class, forA = \"Mma\",", "    threads = \"(32,1)\")"), 7,
        "@TiledCopy Ldsm, threads:", "leave threads and values out");
  }

  @Test
  void operandOfAnUnknownMma() {
    Compile.assertOneError(gemm(MMA, "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\",",
        "    type = float.class,", "    forA = \"Mmma\")"), 7,
        "@TiledCopy Ldsm, forA: no @TiledMma of this type is named Mmma: write one of [Mma]");
  }

  @Test
  void operandOfAnMmaWhoseThreadsTheCopyCannotCover() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Fma\", atom = \"UniversalFMA<float>\","
            + " atoms = \"(4,4)\")",
        "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\", type = float.class,",
        "    forA = \"Fma\")"), 6, "@TiledCopy Ldsm, forA:", "has 16 threads",
        "pair the atom with an MMA whose threads and values it divides");
  }

  /** javac wraps repeated annotations in a container; the error still lands on the attribute. */
  @Test
  void theSecondOfRepeatedCopiesIsAnchoredOnItsAttribute() {
    Compile.assertOneError(gemm(
        "@TiledCopy(name = \"G2S\", atom = \"UniversalCopy<uint32_t>\", type = float.class,",
        "    threads = \"(8,4)\", values = \"(1,1)\")",
        "@TiledCopy(name = \"S2R\", atom = \"UniversalCopy<uint128_t>\", type = float.class,",
        "    threads = \"(8,4)\",", "    values = \"(1,1)\")"), 8, "@TiledCopy S2R, values:",
        "TiledCopy uses too few vals");
  }

  @Test
  void aCopyOfARefusedMmaAddsNoSecondError() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"UniversalFMA<float>\","
            + " atoms = \"(2,2):(1,1)\")",
        "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\", type = float.class,",
        "    forA = \"Mma\")"), 4, "@TiledMma Mma, atoms:");
  }

  @Test
  void transposingLdsmOfTf32ValuesSteersTo32BitLoads() {
    Compile.assertOneError(gemm(MMA, "@TiledCopy(name = \"LdsmA\", atom = \"SM75_U16x8_LDSM_T\",",
        "    type = float.class, forA = \"Mma\")"), 6, "@TiledCopy LdsmA, type:",
        "SM75_U16x8_LDSM_T (ldmatrix/stmatrix .trans) moves 16-bit values only",
        "UniversalCopy<uint32_t>", "SM75_U32x4_LDSM_N (ldmatrix's 32-bit view");
  }

  @Test
  void stsmForCWithTooFewValuesNamesTheAtomThatFits() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"SM80_16x8x16_F32F16F16F32_TN\","
        + " atoms = \"(2,2,1)\")", "@TiledCopy(name = \"Epi\",",
        "    atom = \"SM90_U32x4_STSM_N\",", "    type = short.class, forC = \"Mma\")"), 6,
        "@TiledCopy Epi, atom: the tiled copy gives each thread 4 values, not a multiple of the 8",
        "write atom = \"SM90_U32x2_STSM_N\", which moves 4 values per thread and fits Mma.");
  }
}
