package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.SwizzledLayout;
import dev.strided.atom.SharedMemoryStruct;
import dev.strided.testing.CuteCompiler.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Hopper attention sample ({@code samples/cuda/attention_*}) as CI can check it without a GPU: its
 * descriptor ({@code AttentionLayouts.java}) compiles with {@code -Astrided.cute=true}; the policies
 * built from the emitted headers have the hand-written policies' C++ types and the same maps at every
 * index, S's accumulator as P·V's A operand and the rows included ({@code attention_layouts_check.cpp},
 * g++, and the persistent kernel's tile order); where the CUDA toolchain has {@code nvcc}, the
 * header-built kernels (one CTA per tile, and persistent) compile for {@code sm_90a} with no spills
 * (without nvcc that part is skipped with one printed line). A descriptor mistake an attention
 * author makes is one javac error.
 */
class CudaAttentionSampleTest {
  private static final CudaSample SAMPLE = new CudaSample("AttentionLayouts");
  private static final String PACKAGE = CudaSample.PACKAGE;

  @Test
  void theHeadersMakeTheHandPoliciesAndTheKernelCompilesForSm90a(@TempDir Path dir)
      throws Exception {
    Compilation c = CuteHeaderComparison.compile(SAMPLE.source(SAMPLE.descriptor()));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(18, CuteHeaderComparison.writeHeaders(c, dir.resolve("headers")));
    Outcome nvcc = SAMPLE.checkAndCompileForSm90a(dir.resolve("headers/cute"),
        "attention_layouts_check.cpp", "attention_compile_check.cu");
    String log = nvcc.output();
    assertTrue(nvcc.ok(), log);
    assertFalse(Pattern.compile("[1-9]\\d* bytes spill").matcher(log).find(), "spills:\n" + log);
    // the attention kernels (per tile at D 64, 128 and 128 with 176-key blocks, as Java launches
    // them, and the persistent ones, Java's and C++'s), each 168 registers: 65536 / 384 threads,
    // rounded to ptxas's granule; beside them the fill and reference-check kernels
    Matcher entry = Pattern.compile("Compiling entry function '(\\w+)'[^\\n]*\\n(?:[^\\n]*\\n)*?"
        + "[^\\n]*Used (\\d+) registers").matcher(log);
    Map<String, String> registers = new TreeMap<>();
    while (entry.find()) {
      registers.put(entry.group(1).contains("persistent") ? "persistent" : entry.group(1),
          entry.group(2));
    }
    assertEquals(List.of("persistent", "strided_attention_check", "strided_attention_d128",
        "strided_attention_d128x176", "strided_attention_d64", "strided_attention_fill"),
        List.copyOf(registers.keySet()), log);
    for (String kernel : List.of("persistent", "strided_attention_d128", "strided_attention_d128x176",
        "strided_attention_d64")) {
      assertEquals("168", registers.get(kernel), kernel + ":\n" + log);
    }
  }

  /**
   * {@code BYTES} is the runtime's plan ({@link SharedMemoryStruct}) of the kernel's
   * {@code SharedStorage}: Q, K and V aligned to 1024, then 9 barriers (2 pipelines × 2 stages × 2
   * and Q's one); for D = 64, 16384 + 32768 + 32768 + 72 bytes rounded up to 1024.
   */
  @Test
  void theSharedMemoryPlansAreTheRuntimes() throws Exception {
    Compilation c = Compile.withProcessor(SAMPLE.source(SAMPLE.descriptor()));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(82_944, plan(64));
    assertEquals(plan(64), SharedMemoryPlansTest.constant(c, PACKAGE + ".AttnSmem64", "BYTES"));
    assertEquals(plan(128, 128),
        SharedMemoryPlansTest.constant(c, PACKAGE + ".AttnSmem128", "BYTES"));
    // three K/V stages: 32768 + 3 * 32768 + 3 * 32768 + 13 * 8 bytes, under sm_90's 227 KiB
    assertEquals(230_400, SharedMemoryPlansTest.constant(c, PACKAGE + ".AttnSmem128Stages3", "BYTES"));
    // 32768 + 90112 + 90112 + 72 bytes: under sm_90's 227 KiB
    assertEquals(214_016, plan(128, 176));
    assertEquals(plan(128, 176),
        SharedMemoryPlansTest.constant(c, PACKAGE + ".AttnSmem128x176", "BYTES"));
  }

  private static int plan(int d) {
    return plan(d, 128);
  }

  /** The plan of Q (128,d), then K (keys,d,2) and V (d,keys,2) tiles and the 9 barriers. */
  private static int plan(int d, int keys) {
    String[] tiles = {"K_SW128_Atom<bfloat16_t>, (_128,_" + d + ")",
        "K_SW128_Atom<bfloat16_t>, (_" + keys + ",_" + d + ",_2)",
        "MN_SW128_Atom<bfloat16_t>, (_" + d + ",_" + keys + ",_2)"};
    List<SharedMemoryStruct.Region> regions = new java.util.ArrayList<>();
    for (String t : tiles) {
      regions.add(SharedMemoryStruct.tile("T" + regions.size(), 2L * SwizzledLayout.derive(
          "tile_to_shape(GMMA::Layout_" + t + ")").layout().cosize(), true));
    }
    regions.add(SharedMemoryStruct.barriers("barriers", 2 * 2 * 2 + 1));
    return Math.toIntExact(SharedMemoryStruct.of(regions).bytes());
  }

  @Test
  void aVTileInTheKMajorAtomIsOneError() throws Exception {
    SAMPLE.mistake("Layout_MN_SW128_Atom<bfloat16_t>, (128,128,2), Step<_2,_1,_3>)",
        "Layout_K_SW128_Atom<bfloat16_t>, (128,128,2), Step<_2,_1,_3>)", 62, "copies");
  }

  @Test
  void anOMmaWhoseATileIsNotSsAccumulatorIsOneError() throws Exception {
    SAMPLE.mistake("\"(2,1,1)\",\n    permutation = \"(128,64,16)\"",
        "\"(1,2,1)\",\n    permutation = \"(64,128,16)\"", 80, "[strided:atom]", "aFrom");
  }
}
