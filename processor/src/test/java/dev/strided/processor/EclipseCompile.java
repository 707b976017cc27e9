package dev.strided.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;

/**
 * Compiles a source with ecj and the processor, on real files (ecj's file manager needs file URIs,
 * so compile-testing's in-memory files do not work), as AutoValue's CompileWithEclipseTest does.
 *
 * @param success whether ecj reported success
 * @param errors the error diagnostics
 * @param sources the generated sources directory
 * @param classes the class output directory
 */
record EclipseCompile(boolean success, List<javax.tools.Diagnostic<? extends JavaFileObject>> errors,
    Path sources, Path classes) {

  /** Compiles {@code text} as {@code qualifiedName} with {@code --release 17}. */
  static EclipseCompile run(String qualifiedName, String text, Path dir) {
    try {
      Path src = dir.resolve("src");
      Path file = src.resolve(qualifiedName.replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
      Path generated = Files.createDirectories(dir.resolve("generated"));
      Path classes = Files.createDirectories(dir.resolve("classes"));
      JavaCompiler ecj = new EclipseCompiler();
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager fm =
          ecj.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
        List<String> options = List.of("--release", "17", "-encoding", "UTF-8", "-warn:none",
            "-proc:full", "-d", classes.toString(), "-s", generated.toString(),
            "-classpath", System.getProperty("java.class.path"));
        JavaCompiler.CompilationTask task = ecj.getTask(new java.io.StringWriter(), fm, diagnostics,
            options, null,
            fm.getJavaFileObjects(file.toFile()));
        task.setProcessors(List.of(new LayoutProcessor()));
        boolean ok = task.call();
        List<javax.tools.Diagnostic<? extends JavaFileObject>> errors = new ArrayList<>();
        for (javax.tools.Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          if (d.getKind() == javax.tools.Diagnostic.Kind.ERROR) {
            errors.add(d);
          }
        }
        return new EclipseCompile(ok, errors, generated, classes);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A class loader over the class output. */
  ClassLoader loader() throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()},
        EclipseCompile.class.getClassLoader());
  }

  /** The generated source of a type. */
  String generatedSource(String qualifiedName) throws IOException {
    return Files.readString(sources.resolve(qualifiedName.replace('.', '/') + ".java"));
  }
}
