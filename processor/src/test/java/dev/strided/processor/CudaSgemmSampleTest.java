package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.processor.CuteHeaderComparison.Case;
import dev.strided.testing.CuteCompiler;
import dev.strided.testing.MarkdownBlock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CUDA SGEMM sample ({@code samples/cuda/}) as CI can check it without a GPU: its descriptor
 * ({@code SgemmLayouts.java}, read from the checkout) compiles with {@code -Astrided.cute=true}, every
 * header agrees with CuTe, the kernel's layout code ({@code layouts_check.cpp}: the emitted layouts
 * have the C++ types, prints and indices of the hand-written reference's) compiles with g++ and
 * passes, and each mistake a CUDA author makes in such a descriptor is one javac error on its line.
 */
class CudaSgemmSampleTest {
  private static final String PACKAGE = "dev.strided.samples.cuda";
  private static final Path SAMPLE = MarkdownBlock.readme().resolveSibling("samples");
  private static final Path DESCRIPTOR =
      SAMPLE.resolve("src/main/java/dev/strided/samples/cuda/SgemmLayouts.java");

  @Test
  void theHeadersAgreeWithCuteAndTheKernelsLayoutsAreTheHandWrittenOnes(@TempDir Path dir)
      throws Exception {
    Compilation c = CuteHeaderComparison.compile(source(descriptor()));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(18, CuteHeaderComparison.writeHeaders(c, dir.resolve("headers")));
    List<Case> cases = new ArrayList<>();
    cases.add(new Case("CtaA", "", List.of(new int[] {256, 16}, new int[] {128, 8}), List.of()));
    cases.add(new Case("CtaB", "", List.of(new int[] {384, 16}, new int[] {128, 8}), List.of()));
    cases.add(new Case("CtaC", "", List.of(new int[] {256, 384}, new int[] {128, 128}),
        List.of()));
    cases.add(new Case("CtaAMasked", "", List.of(new int[] {500, 33}, new int[] {1, 1},
        new int[] {256, 16}), List.of()));
    cases.add(new Case("CtaBMasked", "", List.of(new int[] {70, 33}, new int[] {129, 9}),
        List.of()));
    cases.add(new Case("CtaCMasked", "", List.of(new int[] {500, 70}, new int[] {257, 129}),
        List.of()));
    for (String fixed : List.of("SmemA", "SmemB", "CopyThreads", "CopyValues", "MmaThreads",
        "MmaPermutation", "ThreadValueC")) {
      cases.add(new Case(fixed, "", List.of(new int[0]), List.of()));
    }
    assertTrue(CuteHeaderComparison.compareWithCute(c, PACKAGE, cases, dir, 1) > 20_000);
    String check = Files.readString(SAMPLE.resolve("cuda/layouts_check.cpp"),
        StandardCharsets.UTF_8);
    List<String> out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = gpp.outputsOf(List.of(check), List.of(dir.resolve("headers/cute"),
          SAMPLE.resolve("cuda")));
    }
    assertTrue(out.get(0).endsWith("OK\n"), out.get(0));
  }

  @Test
  void aThreadValueLayoutThatIsNotABijectionOntoTheTileIsOneError() throws Exception {
    mistake("stride = \"((4,512),((1,64),(128,8192)))\"",
        "stride = \"((4,512),((1,64),(128,4096)))\"", 65,
        "[strided:injective]");
  }

  @Test
  void aCopyWithOtherThanTheLaunchedThreadCountIsOneError() throws Exception {
    mistake("name = \"CopyThreads\", shape = \"(32,8)\"", "name = \"CopyThreads\", shape = \"(32,4)\"",
        66, "[strided:require]", "size(CopyThreads) == size(MmaThreads)");
  }

  @Test
  void aCtaTileThatDividesOnlyByAnUnstatedFactIsOneError() throws Exception {
    mistake("assume = {\"M % 128 == 0\", \"K % 8 == 0\"})", "assume = {\"K % 8 == 0\"})", 48,
        "[strided:algebra]", "add assume = \"M % 128 == 0\"");
  }

  private static void mistake(String from, String to, int line, String... texts)
      throws Exception {
    String text = descriptor();
    assertTrue(text.contains(from), "the descriptor no longer has " + from);
    Compile.assertOneError(source(text.replaceFirst(java.util.regex.Pattern.quote(from),
        java.util.regex.Matcher.quoteReplacement(to))), line, texts);
  }

  private static String descriptor() throws Exception {
    return Files.readString(DESCRIPTOR, StandardCharsets.UTF_8);
  }

  private static JavaFileObject source(String text) {
    return JavaFileObjects.forSourceString(PACKAGE + ".SgemmLayouts", text);
  }
}
