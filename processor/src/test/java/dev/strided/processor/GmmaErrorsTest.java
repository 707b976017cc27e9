package dev.strided.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One test per GMMA rule of {@code @TiledMma}: exactly one {@code [strided:atom]} error, on the line
 * of the attribute at fault, saying what to write instead.
 */
class GmmaErrorsTest {
  /** {@code com.acme.Gemm} with {@code lines} from line 4 on. */
  private static JavaFileObject gemm(String... lines) {
    List<String> all = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.TiledCopy;", "import dev.strided.annotations.TiledMma;"));
    all.addAll(List.of(lines));
    all.add("final class Gemm {}");
    return JavaFileObjects.forSourceLines("com.acme.Gemm", all);
  }

  @Test
  void permutationMNotAMultipleOf64() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>\",",
        "    permutation = \"(96,128,16)\")"), 6, "[strided:atom] @TiledMma Mma, permutation: "
            + "mode M of the permutation tiles 96, not a multiple of the atom's 64 (a GMMA covers "
            + "M in 64 rows per warpgroup)", "write a multiple of 64 there, such as 64");
  }

  @Test
  void permutationKNotAMultipleOf8ForTf32() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x64x8_F32TF32TF32_SS_TN\",", "    permutation = \"(64,64,12)\")"), 6,
        "mode K of the permutation tiles 12, not a multiple of the atom's 8 (a GMMA covers K in "
            + "instructions of 8)", "write a multiple of 8 there");
  }

  @Test
  void kOtherThan16() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x128x32_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>\")"), 5,
        "[strided:atom] @TiledMma Mma, atom: its K is 32, but an F32BF16BF16_SS GMMA takes K = 16 "
            + "per instruction", "write SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,"
            + "GMMA::Major::K>.");
  }

  @Test
  void kOtherThan8ForTf32() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x128x16_F32TF32TF32_SS_TN\")"), 5,
        "@TiledMma Mma, atom: its K is 16, but an F32TF32TF32_SS_TN GMMA takes K = 8 per "
            + "instruction (TF32;", "write SM90_64x128x8_F32TF32TF32_SS_TN.");
  }

  @Test
  void nNotInTheAtomsSet() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x100x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>\")"), 5,
        "@TiledMma Mma, atom: N = 100 is not one of the N of the F32F16F16_SS GMMAs (8, 16, 24, "
            + "..., 256: multiples of 8); write SM90_64x96x16_F32F16F16_SS<GMMA::Major::K,"
            + "GMMA::Major::MN> or SM90_64x104x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>.");
  }

  @Test
  void tf32OnlyKMajor() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x64x8_F32TF32TF32_SS_TN<GMMA::Major::MN,GMMA::Major::K>\")"), 5,
        "@TiledMma Mma, atom: a TF32 or 8-bit GMMA reads A and B K-major only (the _TN of its "
            + "name), so it takes no majors; write SM90_64x64x8_F32TF32TF32_SS_TN and lay the "
            + "operand out K-major in shared memory (GMMA::Layout_K_*_Atom).");
  }

  @Test
  void registerAOnlyKMajor() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::MN, GMMA::Major::K>\")"), 5,
        "@TiledMma Mma, atom: an _RS GMMA reads A from registers, which are K-major only; write "
            + "SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::K>, or "
            + "SM90_64x64x16_F32BF16BF16_SS<GMMA::Major::MN,GMMA::Major::K> to read an MN-major A "
            + "from shared memory.");
  }

  @Test
  void kOtherThan32ForFp8() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x128x16_F32E4M3E4M3_SS_TN\")"), 5,
        "@TiledMma Mma, atom: its K is 16, but an F32E4M3E4M3_SS_TN GMMA takes K = 32 per "
            + "instruction (8-bit types;", "write SM90_64x128x32_F32E4M3E4M3_SS_TN.");
  }

  @Test
  void fp8OnlyKMajor() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atoms = \"(1,1,1)\",",
        "    atom = \"SM90_64x64x32_F16E4M3E5M2_SS_TN<GMMA::Major::MN,GMMA::Major::K>\")"), 5,
        "@TiledMma Mma, atom: a TF32 or 8-bit GMMA reads A and B K-major only (the _TN of its "
            + "name), so it takes no majors; write SM90_64x64x32_F16E4M3E5M2_SS_TN and lay the "
            + "operand out K-major in shared memory (GMMA::Layout_K_*_Atom).");
  }
}
