package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code copies = "SM90_TMA_LOAD<T>(Gmem)"} on a shared-memory {@code @Layout}: a stage TMA can
 * encode compiles without a warning, and each thing TMA cannot encode is one {@code [strided:tma]}
 * error on {@code copies} (line 5), one test per message. The sentences after the entry are the
 * runtime's ({@code TmaStage}, {@code TmaBox}, {@code SharedMemoryLimit}), which
 * {@code strided-cuda} throws for the same map at run time.
 */
class TmaCopiesTest {
  private static final String GMEM = "@Layout(name = \"GmemA\", shape = \"(M,K)\", stride = "
      + "\"(lda,1)\", assume = \"lda % 8 == 0\")";
  private static final String SW128 =
      "@Layout(name = \"SmemA\", of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, "
      + "(128,64,4))\",";
  private static final String LOAD = "    copies = \"SM90_TMA_LOAD<bfloat16_t>(GmemA)\")";

  private static JavaFileObject tile(String gmem, String smem, String copies) {
    return Compile.tile(gmem, smem.endsWith(",") ? smem : smem + ",", copies);
  }

  private static void error(String gmem, String smem, String copies, String... texts) {
    Compile.assertOneError(tile(gmem, smem, copies), 5, texts);
  }

  @Test
  void stagesTmaCanEncode() {
    assertThat(Compile.withProcessor(Compile.tile(GMEM,
        "@Layout(name = \"GmemB\", shape = \"(N,K)\", stride = \"(1,ldb)\", assume = \"ldb % 4 == 0\")",
        SW128, LOAD,
        "@Layout(name = \"SmemB\", of = \"tile_to_shape(GMMA::Layout_MN_SW64_Atom<tfloat32_t>, "
            + "(16,64,2))\", copies = \"SM90_TMA_LOAD_MULTICAST<tfloat32_t>(GmemB)\")",
        "@Layout(name = \"SmemC\", shape = \"(8,16)\", stride = \"(16,1)\", copies = \"SM90_TMA_STORE<float>(GmemA)\")")))
        .succeededWithoutWarnings();
  }

  @Test
  void notATmaEntry() {
    error(GMEM, SW128, "    copies = \"SM90_TMA_LOAD(GmemA)\")", "[strided:tma] copies: "
        + "SM90_TMA_LOAD(GmemA) is not a TMA copy: write the atom, the values' CuTe type and the "
        + "@Layout of the global tensor, as SM90_TMA_LOAD<bfloat16_t>(GmemA)");
  }

  @Test
  void aTypeTmaDoesNotMove() {
    error(GMEM, SW128, "    copies = \"SM90_TMA_LOAD<bf16>(GmemA)\")", "[strided:tma] copies: "
        + "SM90_TMA_LOAD<bf16>(GmemA) moves bf16, which is not a CuTe value type TMA moves");
  }

  @Test
  void anUnknownGlobalLayout() {
    error(GMEM, SW128, "    copies = \"SM90_TMA_LOAD<bfloat16_t>(GmemX)\")", "[strided:tma] "
        + "copies: SM90_TMA_LOAD<bfloat16_t>(GmemX) names GmemX, but no @Layout of this type has "
        + "that name: name the global tensor's @Layout, one of [GmemA, SmemA].");
  }

  @Test
  void aNestedGlobalLayout() {
    error("@Layout(name = \"GmemA\", shape = \"((64,M),K)\", stride = \"((1,64),8)\")", SW128,
        LOAD, "[strided:tma] copies: SM90_TMA_LOAD<bfloat16_t>(GmemA): TMA reads a flat global "
            + "layout, one extent per mode, but GmemA is ((64,M),K):((1,64),8)");
  }

  @Test
  void moreSharedMemoryThanSm90Has() {
    error(GMEM, "@Layout(name = \"SmemA\", of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<"
        + "bfloat16_t>, (128,64,16))\",", LOAD, "[strided:tma] copies: SM90_TMA_LOAD<bfloat16_t>"
            + "(GmemA) fills shared memory that cannot fit: SmemA (cosize 131072 of bfloat16_t) is "
            + "262144 bytes, over sm_90's 232448 (227 KiB) per block.");
  }

  @Test
  void aSwizzleWithNoTmaMode() {
    error(GMEM, "@Layout(name = \"SmemA\", of = \"Sw<3,4,3> o (8,64):(64,1)\",", LOAD,
        "[strided:tma] copies: SM90_TMA_LOAD<bfloat16_t>(GmemA) cannot be encoded on SmemA: the "
            + "smem layout's swizzle Sw<3,4,3> on bfloat16_t has no TMA swizzle mode");
  }

  @Test
  void anInnerBoxWiderThanTheSwizzleSpan() {
    error(GMEM, "@Layout(name = \"SmemA\", of = \"Sw<2,3,3> o (8,64):(64,1)\",", LOAD,
        "the TMA box's inner extent 64 of bfloat16_t is 128 bytes, wider than the smem swizzle's "
            + "64-byte span (Sw<2,3,3>)");
  }

  @Test
  void anUnswizzledBoxRowOfLessThan16Bytes() {
    error("@Layout(name = \"GmemA\", shape = \"(M,K)\", stride = \"(1,ldm)\", assume = "
        + "\"ldm % 8 == 0\")", "@Layout(name = \"SmemA\", of = \"(4,64):(1,4)\",", LOAD,
        "the TMA box's inner extent 4 of bfloat16_t is 8 bytes; TMA moves whole 16-byte units");
  }

  @Test
  void aStaticGlobalStrideNotAMultipleOf16Bytes() {
    error("@Layout(name = \"GmemA\", shape = \"(M,K)\", stride = \"(100,1)\")", SW128, LOAD,
        "of stride 100 values = 200 bytes: TMA strides beyond the first must be multiples of 16 "
            + "bytes");
  }

  @Test
  void aGlobalStrideNameNotKnownToBeAMultipleOf16Bytes() {
    error("@Layout(name = \"GmemA\", shape = \"(M,K)\", stride = \"(lda,1)\", assume = "
        + "\"lda % 4 == 0\")", SW128, LOAD, "[strided:tma] copies: SM90_TMA_LOAD<bfloat16_t>"
            + "(GmemA): GmemA's stride lda (mode 0) is a name not known to be a multiple of 8 "
            + "values (16 bytes of bfloat16_t), which TMA needs of every global stride but the "
            + "first; state it on GmemA with assume = \"lda % 8 == 0\" (its of(...) then refuses "
            + "other values).");
  }

  @Test
  void sharedAndGlobalMajornessDiffer() {
    error("@Layout(name = \"GmemA\", shape = \"(M,K)\", stride = \"(1,ldm)\", assume = "
        + "\"ldm % 8 == 0\")", SW128, LOAD, "smem and gmem majorness differ",
        "(GmemA's names stand for sample values here");
  }
}
