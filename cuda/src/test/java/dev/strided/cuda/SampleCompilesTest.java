package dev.strided.cuda;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.MarkdownBlock;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The Java programs of {@code samples/cuda/java} (the Hopper GEMM and the attention kernel launched
 * from Java, which only a GPU machine runs) compile against this module on every build, with every
 * lint warning an error, so what a user copies stays valid.
 */
class SampleCompilesTest {
  @Test
  void theGemmAndAttentionSamplesCompile() throws Exception {
    Path folder = MarkdownBlock.readme().resolveSibling("samples").resolve("cuda/java");
    List<Path> samples;
    try (java.util.stream.Stream<Path> files = Files.list(folder)) {
      samples = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
    Path out = Files.createTempDirectory("strided-sample");
    StringWriter errors = new StringWriter();
    boolean ok = ToolProvider.getSystemJavaCompiler().getTask(errors, null, null,
        List.of("-d", out.toString(), "-cp", System.getProperty("java.class.path"), "-Werror",
            "-Xlint:all"), null,
        ToolProvider.getSystemJavaCompiler().getStandardFileManager(null, null, null)
            .getJavaFileObjectsFromPaths(samples)).call();
    assertTrue(ok, errors.toString());
    for (String main : List.of("Sm90GemmFromJava", "AttentionFromJava", "AttentionRun")) {
      assertTrue(Files.exists(out.resolve("dev/strided/samples/cuda/" + main + ".class")), main);
    }
  }
}
