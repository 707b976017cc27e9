package dev.strided;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Compiles and runs C++ against the shared CuTe headers with g++ (host code, no GPU): the one place
 * that knows the paths and the command line. The headers are
 * {@code <repository>/../shared/third_party/cutlass/include} (or {@code -Dstrided.cutlass=DIR}, the
 * {@code include} folder), CUDA's CCCL under {@code /usr/local/cuda-13.0} (or
 * {@code -Dstrided.cuda=DIR}). {@link #require()} fails, never skips, when any of them is missing.
 * The CuTe headers are precompiled once per run, so a batch pays only for its own cases; {@code -O1}
 * compiles CuTe's many small template functions in half the time of {@code -O0}.
 */
final class CuteCompiler implements AutoCloseable {
  private static final String HEADER = "cute_all.hpp";
  private final Path cutlass;
  private final Path cuda;
  private final Path dir;

  private CuteCompiler(Path cutlass, Path cuda, Path dir) {
    this.cutlass = cutlass;
    this.cuda = cuda;
    this.dir = dir;
  }

  /** The compiler, the headers found and precompiled; an AssertionError naming what is missing. */
  static CuteCompiler require() throws IOException, InterruptedException {
    Path root = Path.of(System.getProperty("user.dir")).toAbsolutePath();
    while (root != null && !Files.isDirectory(root.resolve("runtime"))) {
      root = root.getParent();
    }
    Path cutlass = Path.of(System.getProperty("strided.cutlass", root == null ? "/nonexistent"
        : root.resolveSibling("shared").resolve("third_party/cutlass/include").toString()));
    Path cuda = Path.of(System.getProperty("strided.cuda", "/usr/local/cuda-13.0"));
    check(Files.isRegularFile(cutlass.resolve("cute/layout.hpp")), "the CuTe headers are missing: no "
        + cutlass.resolve("cute/layout.hpp") + " (set -Dstrided.cutlass=<cutlass>/include)");
    check(Files.isDirectory(cuda.resolve("include/cccl")), "CUDA's CCCL headers are missing: no "
        + cuda.resolve("include/cccl") + " (set -Dstrided.cuda=<cuda root>)");
    Path dir = Files.createTempDirectory("strided-cute-");
    CuteCompiler compiler = new CuteCompiler(cutlass, cuda, dir);
    Files.writeString(dir.resolve(HEADER), "#include <cstdio>\n#include <cute/layout.hpp>\n"
        + "#include <cute/layout_composed.hpp>\n#include <cute/swizzle.hpp>\n"
        + "#include <cute/swizzle_layout.hpp>\n#include <cute/util/print.hpp>\n");
    Outcome pch;
    try {
      pch = compiler.gpp(List.of("-x", "c++-header", HEADER, "-o", HEADER + ".gch"));
    } catch (IOException e) {
      throw new AssertionError("g++ is missing: the CuTe differential test needs g++ on the PATH", e);
    }
    check(pch.ok(), "g++ cannot compile the CuTe headers:\n" + pch.output());
    return compiler;
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new AssertionError(message);
    }
  }

  /** A finished process: whether it succeeded, and what it printed (stdout and stderr). */
  record Outcome(boolean ok, String output) {}

  /** A compiled and run program: the compiler's outcome, and the program's output if it compiled. */
  record Run(Outcome compile, Outcome program) {}

  /** Compiles and runs each source (given as text, one program each), two at a time. */
  List<Run> compileAndRun(List<String> sources) throws InterruptedException, IOException {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<Run>> futures = new ArrayList<>();
      for (String source : sources) {
        futures.add(pool.submit(() -> compileAndRun(source)));
      }
      List<Run> runs = new ArrayList<>();
      for (Future<Run> f : futures) {
        runs.add(f.get());
      }
      return runs;
    } catch (ExecutionException e) {
      throw new IOException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  private Run compileAndRun(String source) throws IOException, InterruptedException {
    Path cpp = Files.createTempFile(dir, "batch", ".cpp");
    Files.writeString(cpp, "#include \"" + HEADER + "\"\n" + source);
    String exe = cpp.getFileName().toString().replace(".cpp", "");
    Outcome compile = gpp(List.of(cpp.getFileName().toString(), "-o", exe));
    if (!compile.ok()) {
      return new Run(compile, null);
    }
    return new Run(compile, exec(List.of(dir.resolve(exe).toString())));
  }

  /** Deletes the sources, programs and precompiled headers of this run. */
  @Override
  public void close() throws IOException {
    try (var files = Files.list(dir)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        Files.delete(f);
      }
    }
    Files.delete(dir);
  }

  private Outcome gpp(List<String> args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-O1", "-w",
        "-I" + dir, "-I" + cutlass, "-I" + cuda.resolve("include"),
        "-I" + cuda.resolve("include/cccl")));
    command.addAll(args);
    return exec(command);
  }

  private Outcome exec(List<String> command) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException("timed out: " + command);
    }
    return new Outcome(p.exitValue() == 0, new String(out, StandardCharsets.UTF_8));
  }
}
