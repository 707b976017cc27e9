package dev.strided.benchmarks;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * javac run in this JVM through {@code javax.tools}, one file manager kept across compiles (as a
 * build daemon would). The classpath of the compiled sources is this JVM's own
 * ({@code java.class.path}: benchmarks.jar, which holds the annotations, the runtime, the Strided
 * processor with JavaPoet, and AutoValue). Example:
 * {@code new InProcessJavac().compile(DescriptorSources.strided(10), LayoutProcessor::new)}.
 */
final class InProcessJavac implements AutoCloseable {
  private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager files =
      javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
  private final Path out;

  /** Creates the compiler and a temporary output directory. */
  InProcessJavac() {
    try {
      out = Files.createTempDirectory("strided-bench-javac");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Compiles the sources, with a fresh instance of the processor or, for {@code null}, with
   * {@code -proc:none}.
   *
   * @param sources the sources
   * @param processor makes the processor, or {@code null} for a plain compile
   * @return the number of class files written in total so far (a use of the result)
   * @throws IllegalStateException if the compile fails
   */
  int compile(List<JavaFileObject> sources, Supplier<? extends Processor> processor) {
    return compile(sources, processor, null);
  }

  /**
   * {@link #compile(List, Supplier)} with a listener to javac's task events.
   *
   * @param sources the sources
   * @param processor makes the processor, or {@code null} for a plain compile
   * @param listener told of each task event, or {@code null}
   * @return the number of class files written in total so far
   * @throws IllegalStateException if the compile fails
   */
  int compile(List<JavaFileObject> sources, Supplier<? extends Processor> processor,
      TaskListener listener) {
    List<String> options = new ArrayList<>(List.of(
        "-classpath", System.getProperty("java.class.path"),
        "-d", out.resolve("classes").toString(), "-s", out.resolve("sources").toString(),
        "-implicit:none", "-nowarn", "-Xlint:none"));
    if (processor == null) {
      options.add("-proc:none");
    }
    try {
      Files.createDirectories(out.resolve("classes"));
      Files.createDirectories(out.resolve("sources"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaCompiler.CompilationTask task =
        javac.getTask(null, files, diagnostics, options, null, sources);
    if (listener != null) {
      ((JavacTask) task).addTaskListener(listener);
    }
    if (processor != null) {
      task.setProcessors(List.of(processor.get()));
    }
    if (!task.call()) {
      throw new IllegalStateException("compile failed: " + diagnostics.getDiagnostics());
    }
    return out.resolve("classes").toFile().list().length;
  }

  /**
   * The sources that processors wrote in the compiles so far, read into memory.
   *
   * @return one source file per generated type
   * @throws IOException if a file cannot be read
   */
  List<JavaFileObject> generatedSources() throws IOException {
    List<JavaFileObject> sources = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(out.resolve("sources"))) {
      for (Path p : walk.filter(q -> q.toString().endsWith(".java")).sorted().toList()) {
        String name = out.resolve("sources").relativize(p).toString();
        sources.add(DescriptorSources.source(name.substring(0, name.length() - 5),
            Files.readString(p)));
      }
    }
    return sources;
  }

  /** Deletes the output directory. */
  @Override
  public void close() throws IOException {
    files.close();
    try (Stream<Path> walk = Files.walk(out)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
