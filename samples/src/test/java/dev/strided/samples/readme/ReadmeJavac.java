package dev.strided.samples.readme;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.LongUnaryOperator;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles the code of README.md and the docs pages the way a user's build does — javac,
 * {@code --release 17}, every lint warning an error, the Strided processor (its jar and what it
 * depends on, from this module's test path) — and runs it.
 *
 * <pre>{@code
 * Path out = ReadmeJavac.compile(source, dir, "README.md", line -> line + 40); // errors cite its lines
 * String printed = ReadmeJavac.runMain(out, "demo.Quickstart");
 * }</pre>
 */
final class ReadmeJavac {
  private ReadmeJavac() {}

  /**
   * Compiles the sources into {@code dir/classes} (generated sources into {@code dir/generated}).
   *
   * @param source the file to compile
   * @param dir a scratch folder
   * @param page the Markdown page the source comes from, as diagnostics cite it ("docs/runtime.md")
   * @param pageLine maps a source line to its page line (-1: not from the page)
   * @return the class output folder
   * @throws AssertionError listing every diagnostic with its page line when javac fails
   */
  static Path compile(Path source, Path dir, String page, LongUnaryOperator pageLine)
      throws IOException {
    Path classes = dir.resolve("classes");
    Path generated = dir.resolve("generated");
    Files.createDirectories(classes);
    Files.createDirectories(generated);
    String path = System.getProperty("java.class.path");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      boolean ok = javac.getTask(null, files, diagnostics,
          List.of("--release", "17", "-Xlint:all,-processing", "-Werror", "-d", classes.toString(),
              "-s", generated.toString(), "-classpath", path, "-processorpath", path),
          null, files.getJavaFileObjects(source)).call();
      if (!ok || !diagnostics.getDiagnostics().isEmpty()) {
        throw new AssertionError(diagnostics.getDiagnostics().stream()
            .map(d -> describe(d, source, page, pageLine)).collect(Collectors.joining("\n")));
      }
    }
    return classes;
  }

  private static String describe(
      Diagnostic<? extends JavaFileObject> d, Path source, String page,
      LongUnaryOperator pageLine) {
    boolean fromPage = d.getSource() != null && d.getSource().toUri().equals(source.toUri());
    long line = fromPage ? pageLine.applyAsLong(d.getLineNumber()) : -1;
    String where = line > 0 ? page + ":" + line : String.valueOf(d.getSource());
    return where + ": " + d.getKind().toString().toLowerCase(Locale.ROOT) + ": "
        + d.getMessage(Locale.ROOT);
  }

  /**
   * Runs {@code className.main(new String[0])} and returns what it printed.
   *
   * @param classes the class output of {@link #compile}
   * @param className the binary name of the class with {@code main}
   * @return everything written to {@code System.out}
   */
  static String runMain(Path classes, String className) throws Exception {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream original = System.out;
    try (URLClassLoader loader = loader(classes);
        PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      invoke(loader.loadClass(className).getMethod("main", String[].class),
          (Object) new String[0]);
    } finally {
      System.setOut(original);
    }
    return printed.toString(StandardCharsets.UTF_8);
  }

  /**
   * Runs a translated runtime snippet.
   *
   * @param classes the class output of {@link #compile}
   * @param className the binary name of the {@link RuntimeSnippet} class
   * @param checks where the snippet reports its checked statements
   */
  static void runSnippet(Path classes, String className, Checks checks) throws Exception {
    try (URLClassLoader loader = loader(classes)) {
      invoke(loader.loadClass(className).getMethod("run", Checks.class), checks);
    }
  }

  private static URLClassLoader loader(Path classes) throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ReadmeJavac.class.getClassLoader());
  }

  private static void invoke(Method method, Object argument) throws Exception {
    try {
      method.invoke(null, argument);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
  }
}
