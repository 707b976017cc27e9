package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import dev.strided.testing.CuteCompiler.Outcome;
import dev.strided.testing.MarkdownBlock;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The Hopper GEMM sample ({@code samples/cuda/sm90_gemm_kernel.cuh}) as CI can check it without a
 * GPU: where the CUDA toolchain has {@code nvcc}, {@code sm90_compile_check.cu} compiles for
 * {@code sm_90a} (the header-driven and hand-written policies of the same C++ types, every kernel
 * instantiated), and ptxas reports no spills and no ignored {@code setmaxnreg}; without nvcc the test
 * is skipped with one printed line.
 */
class CudaSm90SampleTest {
  private static final Path SAMPLE = MarkdownBlock.readme().resolveSibling("samples");
  private static final Pattern KERNEL_REGISTERS =
      Pattern.compile("Compiling entry function '(_ZN4sm9011gemm_kernel\\w+)'[^\\n]*\\n"
          + "(?:[^\\n]*\\n)*?ptxas info\\s+: Used (\\d+) registers");

  @Test
  void theKernelCompilesForSm90aWithoutSpills() throws Exception {
    Outcome nvcc;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      Optional<Outcome> outcome = gpp.nvcc(List.of("-std=c++17", "-O3",
          "-gencode=arch=compute_90a,code=sm_90a", "--expt-relaxed-constexpr", "-Xptxas", "-v",
          "-c", SAMPLE.resolve("cuda/sm90_compile_check.cu").toString(), "-o", "sm90.o"),
          List.of(SAMPLE.resolve("cuda")));
      if (outcome.isEmpty()) {
        System.out.println("CudaSm90SampleTest skipped: the CUDA toolchain has no nvcc");
      }
      Assumptions.assumeTrue(outcome.isPresent(), "no nvcc");
      nvcc = outcome.get();
    }
    String out = nvcc.output();
    assertTrue(nvcc.ok(), out);
    assertFalse(out.contains("C7508"), "ptxas ignored setmaxnreg:\n" + out);
    assertFalse(Pattern.compile("[1-9]\\d* bytes spill").matcher(out).find(), "spills:\n" + out);
    Matcher kernels = KERNEL_REGISTERS.matcher(out);
    int count = 0;
    while (kernels.find()) {
      // 384 threads, one block per SM: ptxas caps the registers at 65536 / 384 rounded down to 8
      assertEquals("168", kernels.group(2), kernels.group(1));
      count++;
    }
    // BF16 with C in FP32 and in BF16, TF32: one kernel each, the two policies being one type
    assertEquals(3, count, out);
  }
}
