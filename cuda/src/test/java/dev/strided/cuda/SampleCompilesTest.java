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
 * The Java program of {@code samples/cuda/java} (the Hopper GEMM launched from Java, which only a GPU
 * machine runs) compiles against this module on every build, so what a user copies stays valid.
 */
class SampleCompilesTest {
  @Test
  void theHopperGemmSampleCompiles() throws Exception {
    Path sample = MarkdownBlock.readme().resolveSibling("samples")
        .resolve("cuda/java/Sm90GemmFromJava.java");
    Path out = Files.createTempDirectory("strided-sample");
    StringWriter errors = new StringWriter();
    boolean ok = ToolProvider.getSystemJavaCompiler().getTask(errors, null, null,
        List.of("-d", out.toString(), "-cp", System.getProperty("java.class.path"), "-Werror",
            "-Xlint:all"), null,
        ToolProvider.getSystemJavaCompiler().getStandardFileManager(null, null, null)
            .getJavaFileObjects(sample)).call();
    assertTrue(ok, errors.toString());
    assertTrue(Files.exists(out.resolve("dev/strided/samples/cuda/Sm90GemmFromJava.class")));
  }
}
