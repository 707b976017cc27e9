package dev.strided.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/**
 * SPEC 15's lookup on fake trees (a CUTLASS is a folder with {@code cute/layout.hpp}, a CUDA root
 * one with {@code include/cccl}, g++ an executable file), with the properties and the environment
 * given as maps: what is found in which order, and what a missing piece does with and without
 * {@code strided.cute.required}.
 */
class CuteToolchainTest {
  @TempDir Path root;
  private final Map<String, String> properties = new HashMap<>();
  private final Map<String, String> environment = new HashMap<>();
  private Path workDir;
  private Path cudaParent;

  /** A checkout with shared/ above it, a /usr/local with one CUDA, a PATH with g++. */
  @BeforeEach
  void aMachineWithEverything() throws IOException {
    workDir = Files.createDirectories(root.resolve("work/strided/runtime"));
    cutlass(root.resolve("work/shared/third_party/cutlass"));
    cudaParent = Files.createDirectories(root.resolve("usr-local"));
    Files.createDirectories(cudaParent.resolve("cuda-13.0/include/cccl"));
    Path bin = Files.createDirectories(root.resolve("bin"));
    Path gpp = Files.writeString(bin.resolve("g++"), "#!/bin/sh\n");
    assertTrue(gpp.toFile().setExecutable(true));
    environment.put("PATH", root.resolve("empty-bin") + java.io.File.pathSeparator + bin);
  }

  private static Path cutlass(Path dir) throws IOException {
    Files.createDirectories(dir.resolve("include/cute"));
    Files.writeString(dir.resolve("include/cute/layout.hpp"), "#pragma once\n");
    return dir.resolve("include");
  }

  private CuteToolchain locate() {
    return CuteToolchain.locate(properties::get, environment::get, workDir, cudaParent);
  }

  private CuteToolchain.Found found() {
    return assertInstanceOf(CuteToolchain.Found.class, locate());
  }

  private CuteToolchain.Missing missing() {
    return assertInstanceOf(CuteToolchain.Missing.class, locate());
  }

  @Test
  void sharedAboveTheCheckoutTheNewestCudaAndGppOnThePath() {
    CuteToolchain.Found found = found();
    assertEquals(root.resolve("work/shared/third_party/cutlass/include"), found.cutlass());
    assertEquals(cudaParent.resolve("cuda-13.0"), found.cuda());
    assertEquals(root.resolve("bin/g++"), found.gpp());
  }

  @Test
  void thePropertyThenCutlassDirThenSharedAbove() throws IOException {
    Path fromEnvironment = cutlass(root.resolve("cutlass-env"));
    environment.put("CUTLASS_DIR", root.resolve("cutlass-env").toString());
    assertEquals(fromEnvironment, found().cutlass());
    Path fromProperty = cutlass(root.resolve("cutlass-prop"));
    properties.put("strided.cutlass", fromProperty.toString());
    assertEquals(fromProperty, found().cutlass());
  }

  @Test
  void aCutlassDirWithoutHeadersIsReportedNotPassedOver() {
    environment.put("CUTLASS_DIR", root.resolve("nowhere").toString());
    assertEquals(List.of("no CuTe headers: no " + root.resolve("nowhere/include/cute/layout.hpp")
        + " (from CUTLASS_DIR=" + root.resolve("nowhere") + "); set -Dstrided.cutlass=<cutlass>"
        + "/include or CUTLASS_DIR=<cutlass>, or put shared/third_party/cutlass in a folder above "
        + "the checkout"), missing().reasons());
  }

  @Test
  void theNewestCudaWithCcclByVersionNumberThenCudaHomeThenTheProperty() throws IOException {
    Files.createDirectories(cudaParent.resolve("cuda-13.10/include/cccl"));
    Files.createDirectories(cudaParent.resolve("cuda-13.9/include/cccl"));
    Files.createDirectories(cudaParent.resolve("cuda-14.0/include"));  // no CCCL
    Files.createDirectories(cudaParent.resolve("cuda/include/cccl"));
    Files.createDirectories(cudaParent.resolve("cudann-99/include/cccl"));
    assertEquals(cudaParent.resolve("cuda-13.10"), found().cuda());
    Path home = Files.createDirectories(root.resolve("cuda-home/include/cccl")).getParent()
        .getParent();
    environment.put("CUDA_HOME", home.toString());
    assertEquals(home, found().cuda());
    Path given = Files.createDirectories(root.resolve("cuda-prop/include/cccl")).getParent()
        .getParent();
    properties.put("strided.cuda", given.toString());
    assertEquals(given, found().cuda());
  }

  @Test
  void nothingFoundNamesEachPieceOnOneLine() throws IOException {
    workDir = Files.createDirectories(root.resolve("lone/strided"));
    cudaParent = root.resolve("no-usr-local");
    environment.put("PATH", root.resolve("empty-bin").toString());
    CuteToolchain.Missing missing = missing();
    assertEquals(List.of("no CuTe headers: no shared/third_party/cutlass/include/cute/layout.hpp "
        + "in " + workDir + " or a folder above it; set -Dstrided.cutlass=<cutlass>/include or "
        + "CUTLASS_DIR=<cutlass>, or put shared/third_party/cutlass in a folder above the checkout",
        "no CUDA CCCL headers: no " + cudaParent.resolve("cuda*/include/cccl") + "; set "
        + "-Dstrided.cuda=<cuda root> or CUDA_HOME=<cuda root> (a folder with include/cccl)",
        "no g++ on the PATH (" + root.resolve("empty-bin") + "); install g++"), missing.reasons());
    assertFalse(missing.skipLine().contains("\n"), missing.skipLine());
  }

  @Test
  void missingSkipsTheTestAndPrintsTheReasonOncePerJvm() {
    properties.put("strided.cutlass", root.resolve("nowhere").toString());
    CuteToolchain.Missing missing = missing();
    String line = "CuTe tests skipped: no CuTe headers: no "
        + root.resolve("nowhere/cute/layout.hpp") + " (from -Dstrided.cutlass="
        + root.resolve("nowhere") + "); set -Dstrided.cutlass=<cutlass>/include or "
        + "CUTLASS_DIR=<cutlass>, or put shared/third_party/cutlass in a folder above the checkout";
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    AtomicBoolean once = new AtomicBoolean();
    for (int test = 0; test < 3; test++) {
      TestAbortedException skip = assertThrows(TestAbortedException.class, () -> CuteToolchain
          .orSkip(missing, false, once, new PrintStream(printed, true, StandardCharsets.UTF_8)));
      assertEquals(line, skip.getMessage());
    }
    assertEquals(line + System.lineSeparator(), printed.toString(StandardCharsets.UTF_8));
  }

  @Test
  void requiredAndMissingFailsWithTheReason() {
    properties.put("strided.cutlass", root.resolve("nowhere").toString());
    properties.put(CuteToolchain.REQUIRED, "true");
    CuteToolchain.Missing missing = missing();
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    AssertionError failure = assertThrows(AssertionError.class, () -> CuteToolchain.orSkip(missing,
        CuteToolchain.required(properties::get), new AtomicBoolean(),
        new PrintStream(printed, true, StandardCharsets.UTF_8)));
    assertEquals("CuTe tests required (-Dstrided.cute.required=true) but they cannot run: "
        + missing.reasons().get(0), failure.getMessage());
    assertEquals("", printed.toString(StandardCharsets.UTF_8));
  }

  @Test
  void foundIsReturnedWhetherRequiredOrNot() {
    CuteToolchain.Found found = found();
    for (boolean required : new boolean[] {false, true}) {
      assertEquals(found, CuteToolchain.orSkip(found, required, new AtomicBoolean(),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    }
  }

  @Test
  void requiredIsTrueOrFalseUnsetBeingFalse() {
    assertFalse(CuteToolchain.required(properties::get));
    properties.put(CuteToolchain.REQUIRED, "false");
    assertFalse(CuteToolchain.required(properties::get));
    properties.put(CuteToolchain.REQUIRED, "TRUE");
    assertTrue(CuteToolchain.required(properties::get));
    properties.put(CuteToolchain.REQUIRED, "yes");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CuteToolchain.required(properties::get));
    assertEquals("-Dstrided.cute.required=yes is neither true nor false", e.getMessage());
  }
}
