package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The bank conflicts of the copies a {@code @Layout} names: a {@code [strided:banks]} warning per
 * conflicting copy, an error with {@code conflictFree = true} (one test per message), and none on
 * a layout that spreads the copy over the banks.
 */
class BankChecksTest {
  // 256 threads, thread 8 m + n writes 4 floats (16 bytes) along m at (4 m .. 4 m + 3, n)
  private static final String CP_ASYNC = "@TiledCopy(name = \"CopyA\", atom = "
      + "\"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>\", type = float.class, threads = \"(32,8):(8,1)\","
      + " values = \"(4,1)\")";

  private static JavaFileObject gemm(String... lines) {
    List<String> all = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.Layout;", "import dev.strided.annotations.TiledCopy;"));
    all.addAll(List.of(lines));
    all.add("final class Gemm {}");
    return JavaFileObjects.forSourceLines("com.acme.Gemm", all);
  }

  @Test
  void aConflictingCopyIsAWarning() {
    // column-major (128,32): threads 0..7 of a phase write n = 0..7 at m = 0..3, bytes 512 n:
    // 8 words in each of banks 0..3
    JavaFileObject source = gemm(CP_ASYNC,
        "@Layout(name = \"Tile\", shape = \"(128,32)\", copies = \"CopyA\")");
    Compilation c = Compile.allowingWarnings(source);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[strided:banks] copies: CopyA is 8-way on Tile: in warp 0"
        + " its worst phase has threads [0, 1, 2, 3, 4, 5, 6, 7] at bytes [0, 512, 1024, 1536,"
        + " 2048, 2560, 3072, 3584], 8 distinct words in one bank; 1024 wavefronts where 128"
        + " would do (all warps)").inFile(source).onLine(5);
  }

  @Test
  void aConflictOnAConflictFreeLayoutIsAnError() {
    Compile.assertOneError(gemm(CP_ASYNC, "@Layout(name = \"Tile\", shape = \"(128,32)\",",
        "    copies = \"CopyA\", conflictFree = true)"), 6, "[strided:banks] copies: CopyA is"
            + " 8-way on Tile", "conflictFree = true forbids any conflict.");
  }

  @Test
  void conflictFreeWithoutACopyIsAnErrorOnConflictFree() {
    // nothing names a copy, so there are no accesses to count: a silent pass would prove nothing
    Compile.assertOneError(gemm("@Layout(name = \"Tile\", shape = \"(128,32)\",",
        "    conflictFree = true)"), 5, "[strided:banks] conflictFree = true on Tile checks the"
            + " copies that copies = {...} names, and it names none: add the @TiledCopy that reads"
            + " or writes Tile to copies, or remove conflictFree.");
  }

  @Test
  void aSwizzleThatSpreadsTheCopyHasNoWarning() {
    // Sw<3,2,3> XORs n into the 16-byte chunk: the phase's 8 threads land in 8 chunks of banks
    Compilation c = Compile.withProcessor(gemm(CP_ASYNC, "@Layout(name = \"Tile\", of = "
        + "\"tile_to_shape(Sw<3,2,3> o (32,8):(1,32), (128,32))\", copies = \"CopyA\","
        + " conflictFree = true)"));
    assertThat(c).succeededWithoutWarnings();
  }
}
