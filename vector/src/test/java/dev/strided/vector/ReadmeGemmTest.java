package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import dev.strided.testing.MarkdownBlock;
import dev.strided.tensor.FloatTensor;
import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The README's GEMM block (its section "Kernels on the Vector API") is exactly the statements run
 * here, and they compute 2·A·Bᵀ: the README shows code this module runs (it needs
 * {@code --add-modules jdk.incubator.vector}, which the README test's compiler has not).
 */
class ReadmeGemmTest {
  private static final List<String> STATEMENTS = List.of(
      "FloatTensor a = FloatTensor.of(as, Layout.parse(\"(1024,1024):(1024,1)\"));",
      "FloatTensor b = FloatTensor.of(bs, Layout.parse(\"(1024,1024):(1,1024)\"));",
      "FloatTensor c = FloatTensor.of(cs, Layout.parse(\"(1024,1024):(1024,1)\"));",
      "Gemm.gemm(a, b, c);",
      "Gemm.gemm(a, b, c, 2);");

  @Test
  void theReadmeBlockIsTheseStatementsAndTheyMultiply() throws Exception {
    List<MarkdownBlock> blocks = MarkdownBlock.inSection(
        Files.readAllLines(MarkdownBlock.readme()),
        "## Kernels on the Vector API: `strided-vector`");
    assertEquals(1, blocks.size(), "one code block in the section");
    List<String> code = blocks.get(0).lines().stream()
        .map(line -> line.replaceAll("\\s*//.*$", "").trim()).filter(line -> !line.isEmpty())
        .toList();
    assertEquals(STATEMENTS, code);

    int n = 1024;
    Random random = new Random(3);
    float[] as = new float[n * n];
    float[] bs = new float[n * n];
    float[] cs = new float[n * n];
    for (int i = 0; i < as.length; i++) {
      as[i] = random.nextFloat() - 0.5f;
      bs[i] = random.nextFloat() - 0.5f;
    }
    FloatTensor a = FloatTensor.of(as, Layout.parse("(1024,1024):(1024,1)"));
    FloatTensor b = FloatTensor.of(bs, Layout.parse("(1024,1024):(1,1024)"));
    FloatTensor c = FloatTensor.of(cs, Layout.parse("(1024,1024):(1024,1)"));
    Gemm.gemm(a, b, c);
    Gemm.gemm(a, b, c, 2);
    for (int probe = 0; probe < 200; probe++) {
      int m = random.nextInt(n);
      int j = random.nextInt(n);
      double sum = 0;
      for (int k = 0; k < n; k++) {
        sum += (double) as[m * n + k] * bs[j + k * n];
      }
      assertTrue(Math.abs(cs[m * n + j] - 2 * sum) <= 1e-4 * Math.max(1, Math.abs(2 * sum)),
          "C(" + m + "," + j + ") = " + cs[m * n + j] + ", expected " + 2 * sum);
    }
  }
}
