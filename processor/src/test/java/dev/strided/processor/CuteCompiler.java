package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Compiles C++ translation units with g++ against the real CuTe headers
 * ({@code ../shared/third_party/cutlass} next to the repository) and runs them. A missing g++ or
 * missing headers fail the test: these tests never skip.
 */
final class CuteCompiler {
  private static final String CUDA = "/usr/local/cuda-13.0/include";

  private CuteCompiler() {}

  /** The CuTe include directory, found from the working directory upwards. */
  static Path cuteInclude() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      Path include = p.resolve("shared/third_party/cutlass/include");
      if (Files.isRegularFile(include.resolve("cute/layout.hpp"))) {
        return include;
      }
    }
    return fail("CuTe's headers are missing: no shared/third_party/cutlass/include/cute/"
        + "layout.hpp above " + Path.of("").toAbsolutePath()
        + " (see ../shared/third_party/cutlass/README.md)");
  }

  /**
   * Compiles every unit (in parallel, one g++ per unit) and runs them in turn.
   *
   * @param dir a scratch directory
   * @param units C++ sources, each with a {@code main}
   * @param includes more include directories (the emitted headers)
   * @return each program's standard output, in order
   */
  static List<String> compileAndRun(Path dir, List<String> units, List<Path> includes)
      throws IOException, InterruptedException {
    Path cute = cuteInclude();
    if (!Files.isDirectory(Path.of(CUDA, "cccl"))) {
      fail("CUDA 13's CCCL headers are missing under " + CUDA + " (CuTe needs them on the host)");
    }
    List<Process> compiles = new ArrayList<>();
    List<Path> programs = new ArrayList<>();
    for (int k = 0; k < units.size(); k++) {
      Path source = dir.resolve("unit" + k + ".cpp");
      Files.writeString(source, units.get(k), StandardCharsets.UTF_8);
      Path program = dir.resolve("unit" + k);
      List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-O0", "-I" + cute,
          "-I" + CUDA, "-I" + CUDA + "/cccl"));
      for (Path include : includes) {
        command.add("-I" + include);
      }
      command.addAll(List.of(source.toString(), "-o", program.toString()));
      try {
        compiles.add(new ProcessBuilder(command).redirectErrorStream(true)
            .redirectOutput(dir.resolve("unit" + k + ".log").toFile()).start());
      } catch (IOException e) {
        fail("g++ is missing or cannot run (" + e.getMessage() + "); the CuTe tests need it");
      }
      programs.add(program);
    }
    for (int k = 0; k < compiles.size(); k++) {
      Process p = compiles.get(k);
      if (!p.waitFor(300, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        fail("g++ took over 300 s on " + dir.resolve("unit" + k + ".cpp"));
      }
      if (p.exitValue() != 0) {
        fail("g++ rejected " + dir.resolve("unit" + k + ".cpp") + ":\n"
            + Files.readString(dir.resolve("unit" + k + ".log")));
      }
    }
    List<String> outputs = new ArrayList<>();
    for (Path program : programs) {
      Process run = new ProcessBuilder(program.toString()).redirectErrorStream(true).start();
      String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(0, run.waitFor(), program + " failed:\n" + out);
      outputs.add(out);
    }
    return outputs;
  }
}
