package dev.strided.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The third sample: a fractal layout with a wrong stride does not compile. This test compiles
 * {@code wrong-stride/FractalTypo.java} with javac and the Strided processor and checks the error the
 * README shows.
 */
class WrongStrideTest {

  @Test
  void wrongStrideIsAJavacErrorOnTheStrideLine(@TempDir Path dir) throws IOException {
    Path source = dir.resolve("FractalTypo.java");
    try (InputStream in = getClass().getResourceAsStream("/wrong-stride/FractalTypo.java")) {
      Files.write(source, in.readAllBytes());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      boolean ok = javac.getTask(null, files, diagnostics,
          List.of("-d", dir.toString(), "-classpath", System.getProperty("java.class.path"),
              "-processorpath", System.getProperty("java.class.path")),
          null, files.getJavaFileObjects(source)).call();
      assertFalse(ok, "the typo must not compile");
    }
    List<Diagnostic<? extends JavaFileObject>> errors = diagnostics.getDiagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).collect(Collectors.toList());
    assertEquals(1, errors.size(), errors.toString());
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    String message = error.getMessage(Locale.ROOT);
    assertEquals(12, error.getLineNumber(), "anchored on the stride attribute: " + message);
    assertTrue(message.startsWith("[strided:injective] layout ((16,2),(16,4)):((16,256),(1,256)) "
        + "is not injective: coordinates "), message);
    assertTrue(message.contains("both map to index"), message);
    System.out.println(message);
  }
}
