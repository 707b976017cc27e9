package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import dev.strided.testing.CuteCompiler;
import dev.strided.testing.CuteCompiler.Outcome;
import dev.strided.testing.MarkdownBlock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Assumptions;

/**
 * A CUDA sample of {@code samples/cuda/}: its Java descriptor (class {@code name} in
 * {@code dev.strided.samples.cuda}), the mistakes a test makes in it, and its C++ checks — a host
 * check compiled by g++ that prints {@code OK}, then the kernel compiled by nvcc for {@code sm_90a}.
 */
record CudaSample(String name) {
  static final String PACKAGE = "dev.strided.samples.cuda";
  static final Path FOLDER = MarkdownBlock.readme().resolveSibling("samples").resolve("cuda");

  String descriptor() throws Exception {
    return Files.readString(FOLDER.resolve(name + ".java"), StandardCharsets.UTF_8);
  }

  JavaFileObject source(String text) {
    return JavaFileObjects.forSourceString(PACKAGE + "." + name, text);
  }

  /** The descriptor with {@code from} replaced by {@code to} is one error on {@code line}. */
  void mistake(String from, String to, int line, String... texts) throws Exception {
    String text = descriptor();
    assertTrue(text.contains(from), "the descriptor no longer has " + from);
    Compile.assertOneError(source(text.replaceFirst(Pattern.quote(from),
        Matcher.quoteReplacement(to))), line, texts);
  }

  /**
   * Runs {@code check} (g++, with the emitted {@code headers}) and asserts it prints {@code OK},
   * then compiles {@code unit} for {@code sm_90a} with ptxas's report; without nvcc the test is
   * skipped after one printed line.
   *
   * @return nvcc's outcome
   */
  Outcome checkAndCompileForSm90a(Path headers, String check, String unit) throws Exception {
    String source = Files.readString(FOLDER.resolve(check), StandardCharsets.UTF_8);
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      List<String> out = gpp.outputsOf(List.of(source), List.of(headers, FOLDER));
      assertTrue(out.get(0).endsWith("OK\n"), out.get(0));
      Optional<Outcome> nvcc = gpp.nvcc(List.of("-std=c++17", "-O3",
          "-gencode=arch=compute_90a,code=sm_90a", "--expt-relaxed-constexpr", "-Xptxas", "-v",
          "-c", FOLDER.resolve(unit).toString(), "-o", "kernel.o"), List.of(headers, FOLDER));
      if (nvcc.isEmpty()) {
        System.out.println(name + ": the CUDA toolchain has no nvcc; the sm_90a compile of the"
            + " kernel is skipped");
      }
      Assumptions.assumeTrue(nvcc.isPresent(), "no nvcc");
      return nvcc.get();
    }
  }
}
