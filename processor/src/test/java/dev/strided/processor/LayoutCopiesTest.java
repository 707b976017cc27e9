package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code copies = {...}} on {@code @Layout}: layouts that fit their copies compile without a
 * warning, and each mistake is one {@code [strided:atom]} error on {@code copies} (one test per
 * message).
 */
class LayoutCopiesTest {
  private static final String GMMA = "@TiledMma(name = \"Mma\", atoms = \"(2,1,1)\", atom = "
      + "\"SM90_64x128x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::MN>\")";
  private static final String CP_ASYNC = "@TiledCopy(name = \"CopyA\", atom = "
      + "\"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>\", type = float.class, threads = \"(32,8):(8,1)\","
      + " values = \"(4,1)\")";

  /** {@code com.acme.Gemm} with {@code lines} from line 5 on. */
  private static JavaFileObject gemm(String... lines) {
    List<String> all = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.Layout;", "import dev.strided.annotations.TiledCopy;",
        "import dev.strided.annotations.TiledMma;"));
    all.addAll(List.of(lines));
    all.add("final class Gemm {}");
    return JavaFileObjects.forSourceLines("com.acme.Gemm", all);
  }

  @Test
  void layoutsThatFitTheirCopies() {
    Compilation c = Compile.withProcessor(gemm(GMMA, CP_ASYNC,
        "@TiledMma(name = \"Half\", atom = \"SM80_16x8x16_F32F16F16F32_TN\", atoms = \"(2,2,1)\",",
        "    permutation = \"(32,32,16)\")",
        "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\", type = short.class, forA = "
            + "\"Half\")",
        "@Layout(name = \"SmemA\", copies = \"Mma.A\",",
        "    of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))\")",
        "@Layout(name = \"SmemB\", copies = \"Mma.B\",",
        "    of = \"tile_to_shape(GMMA::Layout_MN_SW64_Atom<bfloat16_t>, (128,64))\")",
        // column-major (128,32) would be 8-way for CopyA ([strided:banks], BankChecksTest)
        "@Layout(name = \"Tile\", of = \"tile_to_shape(Sw<3,2,3> o (32,8):(1,32), (128,32))\",",
        "    copies = \"CopyA\")",
        "@Layout(name = \"Rows\", of = \"Sw<1,3,3> o (32,16):(16,1)\", copies = \"Ldsm\")"));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void unknownCopy() {
    Compile.assertOneError(gemm(CP_ASYNC, "@Layout(name = \"Tile\", shape = \"(128,32)\",",
        "    copies = \"CopyB\")"), 7, "[strided:atom] copies: no @TiledCopy of this type is "
            + "named CopyB: write one of [CopyA].");
  }

  @Test
  void copiesNeedAStaticLayout() {
    Compile.assertOneError(gemm(CP_ASYNC, "@Layout(name = \"Tile\", shape = \"(M,32)\",",
        "    copies = \"CopyA\")"), 7, "copies: Tile has the names [M], but a layout that copies "
            + "move must be static");
  }

  @Test
  void anOperandAGmmaDoesNotReadFromSharedMemory() {
    Compile.assertOneError(gemm(GMMA, "@Layout(name = \"SmemC\", shape = \"(128,128)\",",
        "    copies = \"Mma.C\")"), 7, "copies: Mma.C is not an operand a GMMA reads from shared "
            + "memory: write Mma.A or Mma.B.");
  }

  @Test
  void anMmaThatReadsItsOperandFromRegisters() {
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\", atom = \"SM80_16x8x16_F32F16F16F32_TN\","
        + " atoms = \"(2,2,1)\")", "@Layout(name = \"SmemA\", shape = \"(32,16)\",",
        "    copies = \"Mma.A\")"), 7, "copies: Mma's atom SM80_16x8x16_F32F16F16F32_TN does not "
            + "read A from shared memory", "name the @TiledCopy that loads SmemA into registers");
  }

  @Test
  void aTileThatCutsTheSwizzleAtomsModesCannotPartition() {
    // CuTe C++ stops in partition_D: zipped_divide of ((_8,_8),(_64,_3)) by (_64,_96) composes
    // (_64,_3):(_1,_4096) with _96, and 96 is not a multiple of 64 (shape divisibility condition)
    Compile.assertOneError(gemm("@TiledMma(name = \"Mma\","
        + " atom = \"SM90_64x96x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>\")",
        "@TiledCopy(name = \"Epi\", atom = \"SM90_U32x4_STSM_N\", type = short.class,"
        + " forC = \"Mma\")",
        "@Layout(name = \"SmemC\","
        + " of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (64,192))\",",
        "    copies = \"Epi\")"), 8,
        "copies: Epi cannot partition SmemC ((_8,_8),(_64,_3)):((_64,_512),(_1,_4096)): CuTe's "
            + "partition_D/partition_S divide it by the (64,96) tile",
        "the remaining extent _96 of B is not a multiple of _64",
        "C++ stops at a static_assert there");
  }

  @Test
  void aTileThatDoesNotCoverTheLayout() {
    Compile.assertOneError(gemm(CP_ASYNC, "@Layout(name = \"Tile\", shape = \"(100,32)\",",
        "    copies = \"CopyA\")"), 7, "copies: CopyA's (128,8) tile does not cover Tile's "
            + "(100,32) whole: mode 0's 100 is not a multiple of 128");
  }

  @Test
  void aCopyThatCoversAnElementTwice() {
    Compile.assertOneError(gemm(CP_ASYNC, "@Layout(name = \"Tile\", shape = \"(128,8)\", "
        + "stride = \"(1,0)\",", "    copies = \"CopyA\")"), 7, "copies: CopyA covers element 0 "
            + "of Tile twice: thread 0's value 0 (coordinate (0,0)) and thread 1's value 0 "
            + "(coordinate (0,1)) both copy it", "give Tile an injective layout.");
  }

  @Test
  void aCopyThatCannotVectorize() {
    Compile.assertOneError(gemm(CP_ASYNC, "@Layout(name = \"Tile\", shape = \"(128,32)\", "
        + "stride = \"(32,1)\",", "    copies = \"CopyA\")"), 7, "copies: CopyA cannot vectorize "
            + "on Tile: thread 0's values 0 to 3 (one SM80_CP_ASYNC_CACHEALWAYS<uint128_t> moves 4 "
            + "at once) are at elements 0, 32, 64, 96 of Tile, not 4 contiguous elements from a "
            + "multiple of 4 (CuTe: \"failed to vectorize\")");
  }

  @Test
  void aGmmaOperandOfTheOtherMajor() {
    Compile.assertOneError(gemm(GMMA, "@Layout(name = \"SmemA\", copies = \"Mma.A\",",
        "    of = \"tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (128,64))\")"), 6,
        "copies: SmemA is MN-major (a tiling of GMMA::Layout_MN_SW128_Atom<bfloat16_t>), but "
            + "Mma's atom reads A K-major; write GMMA::Major::MN for A in the atom, or lay SmemA "
            + "out with a GMMA::Layout_K_*_Atom.");
  }

  @Test
  void aGmmaOperandThatIsNotCanonical() {
    Compile.assertOneError(gemm(GMMA, "@Layout(name = \"SmemA\", shape = \"(128,64)\", "
        + "stride = \"(64,1)\",", "    copies = \"Mma.A\")"), 7,
        "copies: SmemA is not a canonical GMMA layout for Mma.A: its mode 0 (M) steps from m = 0 "
            + "to 1 by 64 elements, where GMMA::Layout_K_SW128_Atom<bfloat16_t> steps by 72; "
            + "write of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64))\".");
  }

  @Test
  void anFp8GmmaOperandMustBeKMajor() {
    String fp8 = "@TiledMma(name = \"Mma\", atoms = \"(2,1,1)\", atom = "
        + "\"SM90_64x128x32_F32E4M3E4M3_SS_TN\")";
    Compile.assertOneError(gemm(fp8, "@Layout(name = \"SmemA\", copies = \"Mma.A\",",
        "    of = \"tile_to_shape(GMMA::Layout_MN_SW128_Atom<float_e4m3_t>, (128,128))\")"), 6,
        "copies: SmemA is MN-major (a tiling of GMMA::Layout_MN_SW128_Atom<float_e4m3_t>), but "
            + "Mma's atom reads A K-major; an 8-bit GMMA reads A and B K-major only (CuTe's rule), "
            + "so lay SmemA out with a GMMA::Layout_K_*_Atom<float_e4m3_t>.");
    Compilation c = Compile.withProcessor(gemm(fp8, "@Layout(name = \"SmemA\", copies = "
        + "\"Mma.A\",", "    of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<float_e4m3_t>, "
        + "(128,128))\")"));
    assertThat(c).succeededWithoutWarnings();
  }
}
