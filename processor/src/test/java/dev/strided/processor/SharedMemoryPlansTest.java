package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @SharedMemory}: a kernel's tiles and barriers laid out as a C++ struct, {@code BYTES} in the
 * generated class; each mistake one {@code [strided:tma]} error on the attribute at fault (line 10,
 * or 11 for the second of two), one test per message. Expected sizes are {@code sizeof} of the
 * struct the plan describes, derived by hand in each test.
 */
class SharedMemoryPlansTest {
  private static final List<String> LAYOUTS = List.of(
      "@Layout(name = \"GmemA\", shape = \"(M,K)\", stride = \"(lda,1)\", assume = \"lda % 8 == 0\")",
      "@Layout(name = \"SmemA\", of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, "
          + "(128,64,4))\", copies = \"SM90_TMA_LOAD<bfloat16_t>(GmemA)\")",
      "@Layout(name = \"SmemB\", of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, "
          + "(256,64,4))\", copies = \"SM90_TMA_LOAD<bfloat16_t>(GmemA)\")",
      "@Layout(name = \"SmemC\", shape = \"(8,16)\", stride = \"(16,1)\", "
          + "copies = \"SM90_TMA_STORE<float>(GmemA)\")",
      "@Layout(name = \"Plain\", shape = \"(8,8)\")",
      "@Layout(name = \"SmemD\", of = \"tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, "
          + "(256,64,6))\", copies = \"SM90_TMA_LOAD<bfloat16_t>(GmemA)\")");

  /** Lines 1-9 the package, imports and {@link #LAYOUTS}, then {@code plans}, then the class. */
  static JavaFileObject source(String... plans) {
    List<String> all = new ArrayList<>();
    all.add("package com.acme;");
    all.add("import dev.strided.annotations.Layout;");
    all.add("import dev.strided.annotations.SharedMemory;");
    all.addAll(LAYOUTS);
    all.addAll(List.of(plans));
    all.add("final class Tile {}");
    return JavaFileObjects.forSourceLines("com.acme.Tile", all);
  }

  /** The {@code int} constant {@code field} of a generated class. */
  static int constant(Compilation c, String className, String field) throws IOException {
    String text = c.generatedSourceFile(className).orElseThrow().getCharContent(true).toString();
    Matcher m = Pattern.compile("int " + field + " = (\\d+);").matcher(text);
    if (!m.find()) {
      throw new AssertionError(className + " has no " + field + ":\n" + text);
    }
    return Integer.parseInt(m.group(1));
  }

  @Test
  void theGemmsSharedStorage() throws IOException {
    // struct { alignas(1024) bf16 a[128*64*4]; alignas(1024) bf16 b[256*64*4]; uint64_t bar[8]; }:
    // 65536 + 131072 + 64 bytes, rounded up to 1024
    Compilation c = Compile.withProcessor(source(
        "@SharedMemory(name = \"GemmSmem\", tiles = {\"SmemA\", \"SmemB\"}, barriers = 8)",
        "@SharedMemory(name = \"StoreSmem\", tiles = {\"SmemC\", \"SmemA\"}, barriers = 3)"));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(197_632, constant(c, "com.acme.GemmSmem", "BYTES"));
    assertEquals(65_536, constant(c, "com.acme.GemmSmem", "OFFSET_SmemB"));
    // struct { alignas(128) float c[128]; alignas(1024) bf16 a[32768]; uint64_t bar[3]; }:
    // a at 1024, bar at 66560, end 66584, rounded up to 1024
    assertEquals(1024, constant(c, "com.acme.StoreSmem", "OFFSET_SmemA"));
    assertEquals(67_584, constant(c, "com.acme.StoreSmem", "BYTES"));
  }

  @Test
  void moreThanSm90Has() {
    // 65536 + 196608 + 64 bytes, rounded up to 1024
    Compile.assertOneError(source("@SharedMemory(name = \"Big\", tiles = {\"SmemA\", "
        + "\"SmemD\"}, barriers = 8)"), 10, "[strided:tma] tiles: Big is 263168 bytes, over "
        + "sm_90's 232448 (227 KiB) per block: SmemA 65536, SmemD 196608, 8 barriers 64");
  }

  @Test
  void overTheLimitNamesTheTotalTheLimitAndEachTile() {
    Compile.assertOneError(source(
        "@SharedMemory(name = \"Fits\", tiles = {\"SmemA\", \"SmemB\"}, barriers = 8)",
        "@SharedMemory(name = \"Big\", tiles = {\"SmemB\", \"SmemA\", \"SmemC\"}, barriers = 8, "
            + "arch = 80)"), 11, "[strided:tma] tiles: Big is 197632 bytes, over sm_80's 166912 "
            + "(163 KiB) per block: SmemB 131072, SmemA 65536, SmemC 512, 8 barriers 64, aligned "
            + "as a C++ struct; use fewer stages or smaller tiles.");
  }

  @Test
  void aTileThatIsNoLayout() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = {\"SmemA\", \"SmemX\"})"),
        10, "[strided:tma] tiles: SmemX is no @Layout of this type; name a shared-memory @Layout "
            + "with a TMA copy, one of [SmemA, SmemB, SmemC, SmemD].");
  }

  @Test
  void aTileWithNoValueType() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = {\"Plain\"})"), 10,
        "[strided:tma] tiles: Plain has no value type (no TMA copy in its copies, such as "
            + "SM90_TMA_LOAD<bfloat16_t>(GmemA)); name a shared-memory @Layout with a TMA copy, "
            + "one of [SmemA, SmemB, SmemC, SmemD].");
  }

  @Test
  void noTiles() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = {})"), 10,
        "[strided:tma] tiles: S names no tiles; name the smem @Layouts its kernel holds.");
  }

  @Test
  void aTileNamedTwice() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = {\"SmemA\", \"SmemA\"})"),
        10, "[strided:tma] tiles: shared-memory region SmemA is already planned; name each tile "
            + "once.");
  }

  @Test
  void negativeBarriers() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = \"SmemA\", barriers = -1)"),
        10, "[strided:tma] barriers: barriers is -1; count the 8-byte mbarriers, 0 or more.");
  }

  @Test
  void anUnknownArchitecture() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = \"SmemA\", arch = 91)"), 10,
        "[strided:tma] arch: no shared-memory limit known for sm_91; write a compute capability "
            + "such as 90.");
  }

  @Test
  void aNameALayoutHas() {
    Compile.assertOneError(source("@SharedMemory(name = \"SmemA\", tiles = \"SmemB\")"), 10,
        "[strided:name]", "the generated class com.acme.SmemA is already generated by @Layout; "
            + "give this one a different name.");
  }

  @Test
  void twoPlansOfOneName() {
    Compile.assertOneError(source("@SharedMemory(name = \"S\", tiles = \"SmemA\")",
        "@SharedMemory(name = \"S\", tiles = \"SmemB\")"), 11, "[strided:name]",
        "the generated class com.acme.S is already generated by @SharedMemory S of com.acme.Tile");
  }

  @Test
  void aNameThatIsNoIdentifier() {
    Compile.assertOneError(source("@SharedMemory(name = \"9Lives\", tiles = \"SmemB\")"), 10,
        "[strided:name]", "9Lives");
  }
}
