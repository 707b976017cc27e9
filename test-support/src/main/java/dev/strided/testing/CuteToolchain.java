package dev.strided.testing;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * What the CuTe tests compile with, found in the documented order (docs/testing.md), or what is missing and how to supply
 * it. The lookups read system properties and the environment through functions, so the tests of
 * the lookup pass maps instead of touching the JVM's own.
 */
sealed interface CuteToolchain {
  /** The property that turns a missing toolchain from a skip into a failure (CI sets it). */
  String REQUIRED = "strided.cute.required";

  /**
   * Everything found.
   *
   * @param cutlass a CUTLASS {@code include} folder (it has {@code cute/layout.hpp})
   * @param cuda a CUDA root (it has {@code include/cccl})
   * @param gpp the g++ executable
   */
  record Found(Path cutlass, Path cuda, Path gpp) implements CuteToolchain {}

  /**
   * What is missing: each reason names where it looked and how to supply it.
   *
   * @param reasons one sentence per missing piece
   */
  record Missing(List<String> reasons) implements CuteToolchain {
    /** The one line printed when the tests skip. */
    String skipLine() {
      return "CuTe tests skipped: " + String.join("; ", reasons);
    }

    /** The failure when {@code -Dstrided.cute.required=true}. */
    String requiredLine() {
      return "CuTe tests required (-D" + REQUIRED + "=true) but they cannot run: "
          + String.join("; ", reasons);
    }
  }

  /**
   * The toolchain: CUTLASS from {@code strided.cutlass}, else {@code $CUTLASS_DIR/include}, else
   * {@code shared/third_party/cutlass/include} in {@code workDir} or a folder above it; CCCL from
   * {@code strided.cuda}, else {@code $CUDA_HOME}, else the newest {@code cuda*} in
   * {@code cudaParent} that has {@code include/cccl}; g++ from {@code $PATH}. The first source that
   * is set decides: a wrong {@code -Dstrided.cutlass} is reported, not passed over.
   */
  static CuteToolchain locate(UnaryOperator<String> property, UnaryOperator<String> environment,
      Path workDir, Path cudaParent) {
    List<String> reasons = new ArrayList<>();
    Path cutlass = cutlass(property, environment, workDir, reasons);
    Path cuda = cuda(property, environment, cudaParent, reasons);
    Path gpp = onPath("g++", environment.apply("PATH"));
    if (gpp == null) {
      reasons.add("no g++ on the PATH (" + environment.apply("PATH") + "); install g++");
    }
    return reasons.isEmpty() ? new Found(cutlass, cuda, gpp) : new Missing(List.copyOf(reasons));
  }

  /**
   * The toolchain if found; otherwise a failure when {@code required}, else the test is skipped
   * (a JUnit assumption) after {@code notice} printed the reason, once for all the tests that share
   * {@code printed}.
   */
  static Found orSkip(CuteToolchain toolchain, boolean required, AtomicBoolean printed,
      PrintStream notice) {
    if (toolchain instanceof Found found) {
      return found;
    }
    Missing missing = (Missing) toolchain;
    if (required) {
      throw new AssertionError(missing.requiredLine());
    }
    if (printed.compareAndSet(false, true)) {
      notice.println(missing.skipLine());
    }
    return Assumptions.abort(missing.skipLine());
  }

  /** {@code -Dstrided.cute.required}: unset or blank is false. */
  static boolean required(UnaryOperator<String> property) {
    String value = property.apply(REQUIRED);
    if (value == null || value.isBlank() || value.equalsIgnoreCase("false")) {
      return false;
    }
    if (value.equalsIgnoreCase("true")) {
      return true;
    }
    throw new IllegalArgumentException("-D" + REQUIRED + "=" + value + " is neither true nor false");
  }

  private static Path cutlass(UnaryOperator<String> property, UnaryOperator<String> environment,
      Path workDir, List<String> reasons) {
    String header = "cute/layout.hpp";
    String how = "set -Dstrided.cutlass=<cutlass>/include or CUTLASS_DIR=<cutlass>, or put "
        + "shared/third_party/cutlass in a folder above the checkout";
    String given = set(property.apply("strided.cutlass"));
    String home = set(environment.apply("CUTLASS_DIR"));
    if (given != null || home != null) {
      Path include = given != null ? Path.of(given) : Path.of(home, "include");
      if (Files.isRegularFile(include.resolve(header))) {
        return include;
      }
      reasons.add("no CuTe headers: no " + include.resolve(header) + " (from "
          + (given != null ? "-Dstrided.cutlass=" + given : "CUTLASS_DIR=" + home) + "); " + how);
      return null;
    }
    for (Path p = workDir.toAbsolutePath(); p != null; p = p.getParent()) {
      Path include = p.resolve("shared/third_party/cutlass/include");
      if (Files.isRegularFile(include.resolve(header))) {
        return include;
      }
    }
    reasons.add("no CuTe headers: no shared/third_party/cutlass/include/" + header + " in "
        + workDir.toAbsolutePath() + " or a folder above it; " + how);
    return null;
  }

  private static Path cuda(UnaryOperator<String> property, UnaryOperator<String> environment,
      Path cudaParent, List<String> reasons) {
    String how = "set -Dstrided.cuda=<cuda root> or CUDA_HOME=<cuda root> (a folder with "
        + "include/cccl)";
    String given = set(property.apply("strided.cuda"));
    String home = set(environment.apply("CUDA_HOME"));
    if (given != null || home != null) {
      Path root = Path.of(given != null ? given : home);
      if (hasCccl(root)) {
        return root;
      }
      reasons.add("no CUDA CCCL headers: no " + root.resolve("include/cccl") + " (from "
          + (given != null ? "-Dstrided.cuda=" : "CUDA_HOME=") + root + "); " + how);
      return null;
    }
    Optional<Path> newest = newestCuda(cudaParent);
    if (newest.isPresent()) {
      return newest.get();
    }
    reasons.add("no CUDA CCCL headers: no " + cudaParent.resolve("cuda*/include/cccl") + "; " + how);
    return null;
  }

  /** The versioned {@code cuda-X.Y} folders by version, then a plain {@code cuda}. */
  private static Optional<Path> newestCuda(Path cudaParent) {
    Pattern name = Pattern.compile("cuda(?:-(\\d+(?:\\.\\d+)*))?");
    Comparator<Path> byVersion = Comparator.comparing(p -> version(name, p), (a, b) -> {
      for (int k = 0; k < Math.min(a.size(), b.size()); k++) {
        if (!a.get(k).equals(b.get(k))) {
          return Integer.compare(a.get(k), b.get(k));
        }
      }
      return Integer.compare(a.size(), b.size());
    });
    try (Stream<Path> entries = Files.list(cudaParent)) {
      return entries.filter(p -> name.matcher(p.getFileName().toString()).matches())
          .filter(CuteToolchain::hasCccl).max(byVersion);
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static List<Integer> version(Pattern name, Path p) {
    Matcher m = name.matcher(p.getFileName().toString());
    if (!m.matches() || m.group(1) == null) {
      return List.of();
    }
    return Stream.of(m.group(1).split("\\.")).map(Integer::valueOf).toList();
  }

  private static boolean hasCccl(Path cudaRoot) {
    return Files.isDirectory(cudaRoot.resolve("include/cccl"));
  }

  private static Path onPath(String program, String path) {
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.isEmpty()) {
        Path candidate = Path.of(dir, program);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
          return candidate;
        }
      }
    }
    return null;
  }

  private static String set(String value) {
    return value == null || value.isBlank() ? null : value;
  }
}
