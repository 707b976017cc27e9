package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.atom.BankConflicts;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.SmemChoice;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code of = "smem_for(shape, Copy...)"}: the generated layout is the one the runtime's
 * {@link BankConflicts#smemFor} chooses for the same copies (built here from the runtime, not
 * from the processor), its Javadoc gives the wavefronts that decided, and each mistake is one
 * error on {@code of} (one test per message).
 */
class SmemForTest {
  private static final String ATOM = "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>";
  /** 4 floats per thread down M: a (128,8) tile. */
  private static final String COPY_A = "@TiledCopy(name = \"CopyA\", atom = \"" + ATOM + "\", "
      + "type = float.class, threads = \"(32,8):(8,1)\", values = \"(4,1)\")";
  /** The same atom with another thread arrangement: a (32,32) tile. */
  private static final String COPY_B = "@TiledCopy(name = \"CopyB\", atom = \"" + ATOM + "\", "
      + "type = float.class, threads = \"(8,32):(32,1)\", values = \"(4,1)\")";
  /** 4 floats per thread along N: a (32,32) tile contiguous in the other mode. */
  private static final String COPY_N = "@TiledCopy(name = \"CopyN\", atom = \"" + ATOM + "\", "
      + "type = float.class, threads = \"(32,8):(8,1)\", values = \"(1,4)\")";

  private static JavaFileObject gemm(String... lines) {
    List<String> all = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.Layout;", "import dev.strided.annotations.TiledCopy;"));
    all.addAll(List.of(lines));
    all.add("final class Gemm {}");
    return JavaFileObjects.forSourceLines("com.acme.Gemm", all);
  }

  private static TiledCopy copy(String threads, String values) {
    return TiledCopy.of(CopyAtom.of(ATOM, 32), Layout.parse(threads), Layout.parse(values));
  }

  @Test
  void theGeneratedLayoutIsTheRuntimesChoice() throws Exception {
    Compilation c = Compile.allowingWarnings(gemm(COPY_A, COPY_B,
        "@Layout(name = \"SmemA\", of = \"smem_for((128,32), CopyA, CopyB)\")"));
    assertThat(c).succeeded();
    SmemChoice expected = BankConflicts.smemFor(IntTuple.parse("(_128,_32)"),
        copy("(_32,_8):(_8,_1)", "(_4,_1)"), copy("(_8,_32):(_32,_1)", "(_4,_1)"));
    Class<?> generated = new GeneratedClasses(c).loadClass("com.acme.SmemA");
    assertEquals(expected.layout().toString(),
        generated.getMethod("layout").invoke(null).toString());
    assertThat(c).generatedSourceFile("com.acme.SmemA").contentsAsUtf8String()
        .contains("wavefronts per copy " + expected.wavefronts());
    assertThat(c).generatedSourceFile("com.acme.SmemA").contentsAsUtf8String()
        .contains("smem_for((128,32), CopyA, CopyB)");
  }

  /** The runtime's own example: cp.async rows of 8 halves and ldmatrix for an SM80 MMA's A. */
  @Test
  void aSwizzleThatLdmatrixNeeds() throws Exception {
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("com.acme.Gemm",
        "package com.acme;", "import dev.strided.annotations.Layout;",
        "import dev.strided.annotations.TiledCopy;", "import dev.strided.annotations.TiledMma;",
        "@TiledMma(name = \"Half\", atom = \"SM80_16x8x16_F32F16F16F32_TN\", atoms = \"(2,2,1)\",",
        "    permutation = \"(32,32,16)\")",
        "@TiledCopy(name = \"Ldsm\", atom = \"SM75_U32x4_LDSM_N\", type = short.class, "
            + "forA = \"Half\")",
        "@TiledCopy(name = \"CpAsync\", atom = \"" + ATOM + "\", type = short.class, "
            + "threads = \"(16,8):(8,1)\", values = \"(1,8)\")",
        "@Layout(name = \"SmemA\", of = \"smem_for((64,64), CpAsync, Ldsm)\")",
        "final class Gemm {}"));
    assertThat(c).succeededWithoutWarnings();
    TiledCopy cpAsync = TiledCopy.of(CopyAtom.of(ATOM, 16), Layout.parse("(_16,_8):(_8,_1)"),
        Layout.parse("(_1,_8)"));
    TiledCopy ldsm = TiledCopy.forA(CopyAtom.of("SM75_U32x4_LDSM_N", 16), TiledMma.of(
        MmaAtom.of("SM80_16x8x16_F32F16F16F32_TN"), Layout.parse("(_2,_2)"),
        Tiler.parse("(_32,_32,_16)")));
    SmemChoice expected = BankConflicts.smemFor(IntTuple.parse("(_64,_64)"), cpAsync, ldsm);
    // 8 rows of 128 bytes that ldmatrix reads down a column: only a swizzle spreads them
    assertTrue(expected.layout().swizzle().bits() > 0, expected.why());
    assertEquals(expected.layout().toString(), new GeneratedClasses(c)
        .loadClass("com.acme.SmemA").getMethod("layout").invoke(null).toString());
    assertThat(c).generatedSourceFile("com.acme.SmemA").contentsAsUtf8String()
        .contains("wavefronts per copy " + expected.wavefronts());
  }

  @Test
  void aLayoutDerivedFromTheChoice() throws Exception {
    Compilation c = Compile.allowingWarnings(gemm(COPY_A, COPY_B,
        "@Layout(name = \"SmemA\", of = \"smem_for((128,32), CopyA, CopyB)\")",
        "@Layout(name = \"Stages\", of = \"tile_to_shape(SmemA, (128,32,3))\")"));
    assertThat(c).succeeded();
    SmemChoice chosen = BankConflicts.smemFor(IntTuple.parse("(_128,_32)"),
        copy("(_32,_8):(_8,_1)", "(_4,_1)"), copy("(_8,_32):(_32,_1)", "(_4,_1)"));
    SwizzledLayout expected =
        SwizzledLayout.derive("tile_to_shape(" + chosen.layout() + ", (_128,_32,_3))");
    assertEquals(expected.toString(), new GeneratedClasses(c).loadClass("com.acme.Stages")
        .getMethod("layout").invoke(null).toString());
  }

  @Test
  void anUnknownCopyNamesTheNearest() {
    Compile.assertOneError(gemm(COPY_A, "@Layout(name = \"SmemA\", of = \"smem_for((128,32), "
        + "CopyB)\")"), 5, "of \"smem_for((128,32), CopyB)\" names CopyB, but no @TiledCopy of "
            + "this type has that name (did you mean CopyA?): write one of [CopyA].");
  }

  @Test
  void aShapeWithNames() {
    Compile.assertOneError(gemm(COPY_A, "@Layout(name = \"SmemA\", of = \"smem_for((M,32), "
        + "CopyA)\")"), 5, "of \"smem_for((M,32), CopyA)\" has the shape (M,32) with names, but "
            + "smem_for chooses a layout for a static tile: write its extents as numbers.");
  }

  @Test
  void copiesThatNoCandidateLetsVectorize() {
    Compile.assertOneError(gemm(COPY_A, COPY_N, "@Layout(name = \"SmemA\", of = \"smem_for("
        + "(128,32), CopyA, CopyN)\")"), 6, "of \"smem_for((128,32), CopyA, CopyN)\" finds no "
            + "layout of shape (128,32) on which every copy vectorizes at its full width: CopyN "
            + "cannot together with [CopyA]");
  }

  @Test
  void aCopyWhoseTileDoesNotDivideTheShape() {
    Compile.assertOneError(gemm(COPY_A, "@Layout(name = \"SmemA\", of = \"smem_for((2,32), "
        + "CopyA)\")"), 5, "of \"smem_for((2,32), CopyA)\" cannot choose a layout: the copy's "
            + "tile (_128,_8) does not divide the shared-memory shape (_2,_32)");
  }

  @Test
  void noShapeFirst() {
    Compile.assertOneError(gemm(COPY_A, "@Layout(name = \"SmemA\", of = \"smem_for(CopyA)\")"),
        5, "of \"smem_for(CopyA)\" does not start with the tile shape: write smem_for((m,n), "
            + "CopyName, ...)");
  }

  @Test
  void noCopy() {
    Compile.assertOneError(gemm(COPY_A, "@Layout(name = \"SmemA\", of = \"smem_for((128,32))\")"),
        5, "of \"smem_for((128,32))\" names no copy: write the @TiledCopy annotations that write "
            + "and read the tile after its shape.");
  }

  @Test
  void aShapeThatDoesNotParse() {
    Compile.assertOneError(gemm(COPY_A, "@Layout(name = \"SmemA\", of = \"smem_for((128,,32), "
        + "CopyA)\")"), 5, "of \"smem_for((128,,32), CopyA)\" has the shape (128,,32), which "
            + "does not parse");
  }

  @Test
  void copiesOfTwoValueTypes() {
    Compile.assertOneError(gemm(COPY_A, COPY_B.replace("float.class", "short.class")
        .replace("(4,1)", "(8,1)"),
        "@Layout(name = \"SmemA\", of = \"smem_for((128,32), CopyA, CopyB)\")"), 6,
        "of \"smem_for((128,32), CopyA, CopyB)\" cannot choose a layout: smem_for: the copies move "
            + "values of different types");
  }

  /**
   * The copy's error and this one, on {@code of} (line 6, below the annotation's first line): a
   * layout cannot be chosen for a copy that is not there.
   */
  @Test
  void aCopyWithAnErrorIsNamedAsSuch() {
    JavaFileObject source = gemm(COPY_A.replace(ATOM, "SM80_CP_ASYNC_CACHEALWAYS<uint256_t>"),
        "@Layout(name = \"SmemA\",", "    of = \"smem_for((128,32), CopyA)\")");
    Compilation c = Compile.withProcessor(source);
    assertThat(c).hadErrorCount(2);
    assertThat(c).hadErrorContaining("of \"smem_for((128,32), CopyA)\" names CopyA, whose "
        + "@TiledCopy has an error (reported on it).").inFile(source).onLine(6);
    assertThat(c).hadErrorContaining("uint256_t").inFile(source).onLine(4);
  }

  /** Its copies' threads name a constant javac never resolves: javac reports that too. */
  @Test
  void copiesThatCannotBeReadAreNamedAsSuch() {
    JavaFileObject source = gemm(COPY_A.replace("\"(32,8):(8,1)\"", "Missing.THREADS"),
        "@Layout(name = \"SmemA\",", "    of = \"smem_for((128,32), CopyA)\")");
    Compilation c = Compile.withProcessor(source);
    assertThat(c).hadErrorContaining("of \"smem_for((128,32), CopyA)\" names CopyA, but this "
        + "type's @TiledCopy annotations could not be read (they refer to types javac has not "
        + "resolved).").inFile(source).onLine(6);
    assertThat(c).hadErrorContaining("Missing").inFile(source).onLine(4);
  }

  @Test
  void aTypeWithoutCopiesSaysSo() {
    JavaFileObject source = gemm("@Layout(name = \"SmemA\",",
        "    of = \"smem_for((128,32), CopyA)\")");
    Compile.assertOneError(source, 5, "of \"smem_for((128,32), CopyA)\" names CopyA, but no "
        + "@TiledCopy of this type has that name: write one of the @TiledCopy annotations of this "
        + "type (it has none).");
  }

  /** 2 x 2 floats per thread: contiguous in no candidate, whichever mode it keeps together. */
  @Test
  void aCopyThatNoCandidateLetsVectorizeAlone() {
    String square = COPY_A.replace("(32,8):(8,1)", "(16,16)").replace("(4,1)", "(2,2)");
    Compile.assertOneError(gemm(square, "@Layout(name = \"SmemA\",",
        "    of = \"smem_for((128,32), CopyA)\")"), 6, "of \"smem_for((128,32), CopyA)\" finds "
            + "no layout of shape (128,32) on which every copy vectorizes at its full width: "
            + "CopyA alone cannot (they need different modes contiguous, or a vector wider than "
            + "the tile); lay out the copies' values along one mode, or give each its own "
            + "layout.");
  }
}
