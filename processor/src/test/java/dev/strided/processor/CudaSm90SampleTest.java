package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.SwizzledLayout;
import dev.strided.atom.SharedMemoryStruct;
import dev.strided.processor.CuteHeaderComparison.Case;
import dev.strided.testing.CuteCompiler.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Hopper GEMM sample ({@code samples/cuda/sm90_*}) as CI can check it without a GPU: its
 * descriptor ({@code Sm90GemmLayouts.java}) compiles with {@code -Astrided.cute=true}, the global
 * layouts and CTA tiles agree with CuTe at every index, the policies built from the headers have the
 * hand-written policies' C++ types ({@code sm90_layouts_check.cpp}, g++), and, where the CUDA
 * toolchain has {@code nvcc}, every kernel compiles for {@code sm_90a} with no spills and no ignored
 * {@code setmaxnreg} (without nvcc that part is skipped with one printed line). The descriptor's
 * mistakes a CUDA author makes are one javac error each.
 */
class CudaSm90SampleTest {
  private static final CudaSample SAMPLE = new CudaSample("Sm90GemmLayouts");
  private static final String PACKAGE = CudaSample.PACKAGE;
  private static final Pattern KERNEL_REGISTERS =
      Pattern.compile("Compiling entry function '(_ZN4sm9011gemm_kernel\\w+)'[^\\n]*\\n"
          + "(?:[^\\n]*\\n)*?ptxas info\\s+: Used (\\d+) registers");

  @Test
  void theHeadersAgreeWithCuteAndTheKernelCompilesForSm90a(@TempDir Path dir) throws Exception {
    Compilation c = CuteHeaderComparison.compile(SAMPLE.source(SAMPLE.descriptor()));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(11, CuteHeaderComparison.writeHeaders(c, dir.resolve("headers")));
    List<Case> cases = List.of(
        new Case("Sm90A", "", List.of(new int[] {256, 64, 72}, new int[] {3, 5, 8}), List.of()),
        new Case("Sm90B", "", List.of(new int[] {129, 33, 40}), List.of()),
        new Case("Sm90C", "", List.of(new int[] {100, 70, 72}), List.of()),
        new Case("Sm90CtaC", "", List.of(new int[] {300, 520, 520}, new int[] {1, 1, 8}),
            List.of()));
    assertTrue(CuteHeaderComparison.compareWithCute(c, PACKAGE, cases, dir, 1) > 50_000);
    assertCompiledWithoutSpills(SAMPLE.checkAndCompileForSm90a(dir.resolve("headers/cute"),
        "sm90_layouts_check.cpp", "sm90_compile_check.cu"));
  }

  /**
   * Each kernel's {@code BYTES} is the runtime's plan of the same tiles ({@link SharedMemoryStruct},
   * which strided-cuda's {@code SharedMemoryPlan} uses), and for BF16 and TF32 197,632, the
   * {@code sizeof(SharedStorage)} that {@code CudaAbiCuteTest} compiles with nvcc.
   */
  @Test
  void theSharedMemoryPlansAreTheRuntimes() throws Exception {
    Compilation c = Compile.withProcessor(SAMPLE.source(SAMPLE.descriptor()));
    assertThat(c).succeededWithoutWarnings();
    int bf16 = plan("bfloat16_t", 64, 2, 128, 256);
    assertEquals(197_632, bf16);
    assertEquals(bf16, SharedMemoryPlansTest.constant(c, PACKAGE + ".GemmBf16Smem", "BYTES"));
    assertEquals(197_632, SharedMemoryPlansTest.constant(c, PACKAGE + ".GemmTf32Smem", "BYTES"));
    assertEquals(plan("tfloat32_t", 32, 4, 128, 256),
        SharedMemoryPlansTest.constant(c, PACKAGE + ".GemmTf32Smem", "BYTES"));
    assertEquals(plan("bfloat16_t", 64, 2, 128, 256, 64),
        SharedMemoryPlansTest.constant(c, PACKAGE + ".GemmBf16OutSmem", "BYTES"));
  }

  /** 4-stage K-major SW128 tiles of {@code rows} each, then 2 × 4 barriers, by the runtime. */
  private static int plan(String type, int k, int bytes, int... rows) {
    List<SharedMemoryStruct.Region> regions = new java.util.ArrayList<>();
    for (int r : rows) {
      SwizzledLayout tile = SwizzledLayout.derive("tile_to_shape(GMMA::Layout_K_SW128_Atom<" + type
          + ">, (_" + r + ",_" + (r == 64 ? 64 : k) + ",_4))");
      regions.add(SharedMemoryStruct.tile("T" + regions.size(),
          (long) tile.layout().cosize() * bytes, true));
    }
    regions.add(SharedMemoryStruct.barriers("pipeline", 2 * 4));
    return Math.toIntExact(SharedMemoryStruct.of(regions).bytes());
  }

  @Test
  void aSharedMemoryTileTheGmmaAtomDoesNotDivideIsOneError() throws Exception {
    SAMPLE.mistake("Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))",
        "Layout_K_SW128_Atom<bfloat16_t>, (128,48,4))", 53, "[strided:algebra]",
        "not a multiple of _64");
  }

  @Test
  void aCtaTileThatCutsTheGmmaAtomIsOneError() throws Exception {
    SAMPLE.mistake("permutation = \"(128,256,16)\"", "permutation = \"(96,256,16)\"", 66,
        "[strided:atom]", "not a multiple of the atom's 64");
  }

  @Test
  void anMnMajorTf32OperandIsOneError() throws Exception {
    SAMPLE.mistake("atom = \"SM90_64x256x8_F32TF32TF32_SS_TN\"",
        "atom = \"SM90_64x256x8_F32TF32TF32_SS_TN<GMMA::Major::MN,GMMA::Major::K>\"", 67,
        "[strided:atom]", "a TF32 or 8-bit GMMA reads A and B K-major only");
  }

  @Test
  void aLeadingDimensionTmaCannotStrideIsOneError() throws Exception {
    // 4-value multiples suit TF32's maps but not BF16's: only SmemABf16's map is refused
    SAMPLE.mistake("assume = \"lda % 8 == 0\"", "assume = \"lda % 4 == 0\"", 54, "[strided:tma]",
        "Sm90A's stride lda (mode 0) is a name not known to be a multiple of 8 values");
  }

  /** ptxas's report: no spills, setmaxnreg taken, 168 registers (65536 / 384 threads, rounded). */
  private static void assertCompiledWithoutSpills(Outcome nvcc) {
    String out = nvcc.output();
    assertTrue(nvcc.ok(), out);
    assertFalse(out.contains("C7508"), "ptxas ignored setmaxnreg:\n" + out);
    assertFalse(Pattern.compile("[1-9]\\d* bytes spill").matcher(out).find(), "spills:\n" + out);
    Matcher kernels = KERNEL_REGISTERS.matcher(out);
    int count = 0;
    while (kernels.find()) {
      assertEquals("168", kernels.group(2), kernels.group(1));
      count++;
    }
    // two policies times BF16 with C in FP32, BF16 with C in BF16, and TF32
    assertEquals(6, count, out);
  }
}
