package dev.strided.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Compiles and runs C++ against CuTe's headers with g++ (host code, no GPU): the one place that
 * knows the paths and the command line of every module's CuTe tests. It finds CUTLASS's
 * {@code include} folder at {@code -Dstrided.cutlass=DIR}, else {@code $CUTLASS_DIR/include}, else
 * {@code shared/third_party/cutlass/include} in a folder above the working directory; CUDA's CCCL
 * under {@code -Dstrided.cuda=DIR}, else {@code $CUDA_HOME}, else the newest
 * {@code /usr/local/cuda*} that has {@code include/cccl}; and g++ on the PATH. When one is missing,
 * {@link #openOrSkip()} skips the test, printing once per JVM what is missing and how to supply it;
 * with {@code -Dstrided.cute.required=true} (CI) it fails instead. Two programs compile at a time
 * (the machine's cores); {@code -O1} compiles CuTe's many small template functions in half the time
 * of {@code -O0}.
 *
 * <pre>{@code
 * try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
 *   gpp.compileAndRun(List.of("int main() { cute::print(cute::Int<3>{}); }")).get(0)
 *       .program().output();   // "_3"
 * }
 * }</pre>
 */
public final class CuteCompiler implements AutoCloseable {
  /** Lines the compiler sees before each source of {@link #compileAndRun}: its own line N is N+1. */
  public static final int PRELUDE_LINES = 1;

  private static final String HEADER = "cute_all.hpp";
  /** Whether this JVM has printed why the CuTe tests skip (one line for all of them). */
  private static final AtomicBoolean SKIP_PRINTED = new AtomicBoolean();
  private final CuteToolchain.Found toolchain;
  private final Path dir;
  private boolean precompiled;
  private int batches;

  private CuteCompiler(CuteToolchain.Found toolchain, Path dir) {
    this.toolchain = toolchain;
    this.dir = dir;
  }

  /**
   * The compiler with the toolchain found. When part of it is missing, the calling test is skipped
   * (JUnit's {@code TestAbortedException}) and the first skip in this JVM prints one line naming
   * what is missing and how to supply it; with {@code -Dstrided.cute.required=true} the test fails
   * with an AssertionError saying the same.
   *
   * <pre>{@code
   * try (CuteCompiler gpp = CuteCompiler.openOrSkip()) { ... }  // its scratch files go on close
   * }</pre>
   *
   * @return the compiler, with a scratch directory of its own
   * @throws IOException if the scratch directory cannot be made
   * @throws InterruptedException if interrupted while checking g++
   * @throws IllegalArgumentException if {@code strided.cute.required} is neither true nor false
   */
  public static CuteCompiler openOrSkip() throws IOException, InterruptedException {
    CuteToolchain located = CuteToolchain.locate(System::getProperty, System::getenv,
        Path.of(System.getProperty("user.dir")), Path.of("/usr/local"));
    CuteToolchain.Found found = CuteToolchain.orSkip(located,
        CuteToolchain.required(System::getProperty), SKIP_PRINTED, System.out);
    CuteCompiler compiler = new CuteCompiler(found, Files.createTempDirectory("strided-cute-"));
    try {
      Outcome version = compiler.exec(List.of(found.gpp().toString(), "--version"), compiler.dir);
      check(version.ok(), found.gpp() + " does not run:\n" + version.output());
    } catch (IOException | AssertionError e) {
      compiler.close();
      throw e;
    }
    return compiler;
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new AssertionError(message);
    }
  }

  /**
   * A finished process: whether it succeeded, and what it printed (stdout and stderr).
   *
   * @param ok exit status 0
   * @param output what it printed
   */
  public record Outcome(boolean ok, String output) {}

  /**
   * A compiled and run program.
   *
   * @param compile the compiler's outcome
   * @param program the program's outcome, or null when it did not compile
   */
  public record Run(Outcome compile, Outcome program) {}

  /**
   * Compiles and runs each source after {@code #include "cute_all.hpp"}, a precompiled header of
   * all of CuTe (layouts, composed layouts, swizzles, {@code print}), so a batch pays only for its
   * own code. Errors come back as outcomes; compiler line N is source line
   * N - {@link #PRELUDE_LINES}.
   *
   * <pre>{@code
   * gpp.compileAndRun(List.of("int main() { return nope; }")).get(0).compile().ok();  // false
   * }</pre>
   *
   * @param sources one program each, with a {@code main}
   * @return one run per source, in order
   * @throws IOException if a file cannot be written or a process does not finish in 5 minutes
   * @throws InterruptedException if interrupted
   */
  public List<Run> compileAndRun(List<String> sources) throws IOException, InterruptedException {
    precompile();
    List<String> prefixed = new ArrayList<>();
    for (String source : sources) {
      prefixed.add("#include \"" + HEADER + "\"\n" + source);
    }
    return compileAndRun(nextBatch(), prefixed, List.of(), "batch");
  }

  /**
   * Compiles each unit exactly as written (it includes what it uses, so a missing include is
   * caught) with more include directories, runs it, and returns what it printed; an AssertionError
   * when a unit does not compile ({@code "g++ rejected .../unit0.cpp:"} and g++'s output, whose
   * {@code unit0.cpp:LINE} are the unit's lines) or exits with a status other than 0
   * ({@code ".../unit0 failed:"} and its output).
   *
   * <pre>{@code
   * gpp.outputsOf(List.of("#include <cstdio>\nint main() { std::puts(\"hi\"); }"), List.of());
   * // ["hi\n"]
   * }</pre>
   *
   * @param units C++ sources, each with a {@code main}
   * @param includes more include directories (emitted headers)
   * @return each program's output, in order
   * @throws IOException if a file cannot be written or a process does not finish in 5 minutes
   * @throws InterruptedException if interrupted
   */
  public List<String> outputsOf(List<String> units, List<Path> includes)
      throws IOException, InterruptedException {
    Path batch = nextBatch();
    List<Run> runs = compileAndRun(batch, units, includes, "unit");
    List<String> outputs = new ArrayList<>();
    for (int k = 0; k < runs.size(); k++) {
      Run run = runs.get(k);
      check(run.compile().ok(), "g++ rejected " + batch.resolve("unit" + k + ".cpp") + ":\n"
          + run.compile().output());
      check(run.program().ok(), batch.resolve("unit" + k) + " failed:\n" + run.program().output());
      outputs.add(run.program().output());
    }
    return outputs;
  }

  private void precompile() throws IOException, InterruptedException {
    if (precompiled) {
      return;
    }
    Files.writeString(dir.resolve(HEADER), "#include <cstdio>\n#include <cute/layout.hpp>\n"
        + "#include <cute/layout_composed.hpp>\n#include <cute/swizzle.hpp>\n"
        + "#include <cute/swizzle_layout.hpp>\n#include <cute/util/print.hpp>\n");
    Outcome pch = gpp(List.of("-x", "c++-header", HEADER, "-o", HEADER + ".gch"), List.of(), dir);
    check(pch.ok(), "g++ cannot compile the CuTe headers:\n" + pch.output());
    precompiled = true;
  }

  private Path nextBatch() throws IOException {
    return Files.createDirectory(dir.resolve("batch" + batches++));
  }

  /** Each source as {@code <prefix><k>.cpp} in {@code batch} (file names the tests match). */
  private List<Run> compileAndRun(Path batch, List<String> sources, List<Path> includes,
      String prefix) throws IOException, InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<Run>> futures = new ArrayList<>();
      for (int k = 0; k < sources.size(); k++) {
        String source = sources.get(k);
        String name = prefix + k;
        futures.add(pool.submit(() -> compileAndRun(batch, name, source, includes)));
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

  private Run compileAndRun(Path batch, String name, String source, List<Path> includes)
      throws IOException, InterruptedException {
    Files.writeString(batch.resolve(name + ".cpp"), source, StandardCharsets.UTF_8);
    Outcome compile = gpp(List.of(name + ".cpp", "-o", name), includes, batch);
    if (!compile.ok()) {
      return new Run(compile, null);
    }
    return new Run(compile, exec(List.of(batch.resolve(name).toString()), batch));
  }

  /** Deletes the sources, programs and precompiled header of this compiler. */
  @Override
  public void close() throws IOException {
    try (var files = Files.walk(dir)) {
      for (Path f : files.sorted((a, b) -> b.compareTo(a)).toList()) {
        Files.delete(f);
      }
    }
  }

  private Outcome gpp(List<String> args, List<Path> includes, Path workDir)
      throws IOException, InterruptedException {
    Path cuda = toolchain.cuda();
    List<String> command = new ArrayList<>(List.of(toolchain.gpp().toString(), "-std=c++17",
        "-O1", "-w", "-I" + dir, "-I" + toolchain.cutlass(), "-I" + cuda.resolve("include"),
        "-I" + cuda.resolve("include/cccl")));
    for (Path include : includes) {
      command.add("-I" + include);
    }
    command.addAll(args);
    return exec(command, workDir);
  }

  /**
   * Runs the CUDA toolchain's {@code nvcc} (in the {@code bin} folder of the CUDA root whose CCCL
   * headers g++ uses) with the CUTLASS include folder and {@code includes} before {@code args}, in
   * this compiler's scratch directory; empty when that CUDA root has no {@code nvcc}.
   *
   * <pre>{@code
   * gpp.nvcc(List.of("-c", "kernel.cu", "-o", "kernel.o"), List.of(samples)).map(Outcome::ok);
   * }</pre>
   *
   * @param args nvcc's arguments after the include folders
   * @param includes more include directories
   * @return nvcc's outcome, or empty without nvcc
   * @throws IOException if nvcc does not finish in 20 minutes
   * @throws InterruptedException if interrupted
   */
  public Optional<Outcome> nvcc(List<String> args, List<Path> includes)
      throws IOException, InterruptedException {
    Path nvcc = toolchain.cuda().resolve("bin/nvcc");
    if (!Files.isExecutable(nvcc)) {
      return Optional.empty();
    }
    List<String> command = new ArrayList<>(List.of(nvcc.toString(), "-I" + toolchain.cutlass()));
    for (Path include : includes) {
      command.add("-I" + include);
    }
    command.addAll(args);
    return Optional.of(exec(command, dir, 20));
  }

  /**
   * Compiles {@code source} with {@link #nvcc} (host code and any device code it holds) into a
   * program and runs it on this machine: for host-side CuTe and CUDA computations that need CUDA's
   * headers but no GPU. Empty without nvcc.
   *
   * <pre>{@code
   * gpp.nvccOutputOf("int main() { printf(\"%zu\\n\", sizeof(CUtensorMap)); }", List.of(), List.of())
   * }</pre>
   *
   * @param source a CUDA C++ unit with a {@code main}
   * @param includes more include directories
   * @param flags more nvcc flags (defines, libraries)
   * @return the program's output, or empty without nvcc
   * @throws IOException if a file cannot be written or a process does not finish in time
   * @throws InterruptedException if interrupted
   */
  public Optional<String> nvccOutputOf(String source, List<Path> includes, List<String> flags)
      throws IOException, InterruptedException {
    Path batch = nextBatch();
    Path unit = batch.resolve("unit.cu");
    Files.writeString(unit, source, StandardCharsets.UTF_8);
    List<String> args = new ArrayList<>(List.of("-std=c++17", "--expt-relaxed-constexpr", "-w"));
    args.addAll(flags);
    args.addAll(List.of(unit.toString(), "-o", batch.resolve("unit").toString()));
    Optional<Outcome> compiled = nvcc(args, includes);
    if (compiled.isEmpty()) {
      return Optional.empty();
    }
    check(compiled.get().ok(), "nvcc rejected " + unit + ":\n" + compiled.get().output());
    Outcome run = exec(List.of(batch.resolve("unit").toString()), batch);
    check(run.ok(), batch.resolve("unit") + " failed:\n" + run.output());
    return Optional.of(run.output());
  }

  private Outcome exec(List<String> command, Path workDir)
      throws IOException, InterruptedException {
    return exec(command, workDir, 5);
  }

  private Outcome exec(List<String> command, Path workDir, int minutes)
      throws IOException, InterruptedException {
    Process p = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true)
        .start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(minutes, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException("timed out: " + command);
    }
    return new Outcome(p.exitValue() == 0, new String(out, StandardCharsets.UTF_8));
  }
}
