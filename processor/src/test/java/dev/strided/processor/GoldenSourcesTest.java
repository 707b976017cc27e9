package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import org.junit.jupiter.api.Test;

/** Generated sources written by hand from SPEC section 8 (compared as syntax trees). */
class GoldenSourcesTest {
  @Test
  void staticLayoutIsFoldedArithmeticOnLiterals() {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(shape = \"(2,(3,4))\", stride = \"(1,(2,6))\")"));
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.TileLayout").hasSourceEquivalentTo(
        JavaFileObjects.forSourceLines("com.acme.TileLayout",
            "package com.acme;",
            "import dev.strided.Layout;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class TileLayout {",
            "  public static final int RANK = 2;",
            "  public static final int DEPTH = 2;",
            "  public static final int SIZE = 24;",
            "  public static final int COSIZE = 24;",
            "  public static final int CAPACITY = 24;",
            "  private static final Layout LAYOUT = Layout.parse(\"(_2,(_3,_4)):(_1,(_2,_6))\");",
            "  private TileLayout() {}",
            "  public static int index(int c) { return c; }",
            "  public static int index(int c0, int c1) { return c0 + c1 * 2; }",
            "  public static int index(int c0, int c1, int c2) { return c0 + c1 * 2 + c2 * 6; }",
            "  public static int checkedIndex(int c) {",
            "    Layout.checkCoordinate(c, 24, \"the layout\");",
            "    return index(c);",
            "  }",
            "  public static int checkedIndex(int c0, int c1) {",
            "    Layout.checkCoordinate(c0, 2, \"mode 0\");",
            "    Layout.checkCoordinate(c1, 12, \"mode 1\");",
            "    return index(c0, c1);",
            "  }",
            "  public static int checkedIndex(int c0, int c1, int c2) {",
            "    Layout.checkCoordinate(c0, 2, \"mode (0)\");",
            "    Layout.checkCoordinate(c1, 3, \"mode (1,0)\");",
            "    Layout.checkCoordinate(c2, 4, \"mode (1,1)\");",
            "    return index(c0, c1, c2);",
            "  }",
            "  public static Layout layout() { return LAYOUT; }",
            "}"));
  }

  @Test
  void powerOfTwoExtentsDivideWithShiftsAndMasks() {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(shape = \"((8,4),(4,8))\", stride = \"((1,32),(8,128))\")"));
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.TileLayout").hasSourceEquivalentTo(
        JavaFileObjects.forSourceLines("com.acme.TileLayout",
            "package com.acme;",
            "import dev.strided.Layout;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class TileLayout {",
            "  public static final int RANK = 2;",
            "  public static final int DEPTH = 2;",
            "  public static final int SIZE = 1024;",
            "  public static final int COSIZE = 1024;",
            "  public static final int CAPACITY = 1024;",
            "  private static final Layout LAYOUT =",
            "      Layout.parse(\"((_8,_4),(_4,_8)):((_1,_32),(_8,_128))\");",
            "  private TileLayout() {}",
            "  public static int index(int c) {",
            "    return (c & 7) + (c >>> 3 & 3) * 32 + (c >>> 5 & 3) * 8 + (c >>> 7) * 128;",
            "  }",
            "  public static int index(int c0, int c1) {",
            "    return (c0 & 7) + (c0 >>> 3) * 32 + (c1 & 3) * 8 + (c1 >>> 2) * 128;",
            "  }",
            "  public static int index(int c0, int c1, int c2, int c3) {",
            "    return c0 + c1 * 32 + c2 * 8 + c3 * 128;",
            "  }",
            "  public static int checkedIndex(int c) {",
            "    Layout.checkCoordinate(c, 1024, \"the layout\");",
            "    return index(c);",
            "  }",
            "  public static int checkedIndex(int c0, int c1) {",
            "    Layout.checkCoordinate(c0, 32, \"mode 0\");",
            "    Layout.checkCoordinate(c1, 32, \"mode 1\");",
            "    return index(c0, c1);",
            "  }",
            "  public static int checkedIndex(int c0, int c1, int c2, int c3) {",
            "    Layout.checkCoordinate(c0, 8, \"mode (0,0)\");",
            "    Layout.checkCoordinate(c1, 4, \"mode (0,1)\");",
            "    Layout.checkCoordinate(c2, 4, \"mode (1,0)\");",
            "    Layout.checkCoordinate(c3, 8, \"mode (1,1)\");",
            "    return index(c0, c1, c2, c3);",
            "  }",
            "  public static Layout layout() { return LAYOUT; }",
            "}"));
  }

  @Test
  void dynamicLayoutHasAFactoryAndOneFieldPerDynamicLeaf() {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Matrix\", shape = \"(M,N)\", stride = \"(1,ld)\")"));
    assertThat(c).succeeded();
    String layout = "(M,N):(_1,ld)";
    assertThat(c).generatedSourceFile("com.acme.Matrix").hasSourceEquivalentTo(
        JavaFileObjects.forSourceLines("com.acme.Matrix",
            "package com.acme;",
            "import dev.strided.Layout;",
            "import dev.strided.NamedLayout;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class Matrix {",
            "  public static final int RANK = 2;",
            "  public static final int DEPTH = 1;",
            // the runtime reads the layout once and makes the factory's checks, worded as before
            "  private static final NamedLayout NAMED = NamedLayout.parse(\"" + layout + "\");",
            "  private final int M;",
            "  private final int N;",
            "  private final int ld;",
            "  private Matrix(int M, int N, int ld) { this.M = M; this.N = N; this.ld = ld; }",
            "  public static Matrix of(int M, int N, int ld) {",
            "    NAMED.checkFitsInt(M, N, ld);",
            "    return new Matrix(M, N, ld);",
            "  }",
            "  public int size() { return M * N; }",
            "  public int cosize() { return 1 + (M - 1) + (N - 1) * Math.abs(ld); }",
            "  public int capacity() { return Math.max(M, N * Math.abs(ld)); }",
            "  public int index(int c) { return (c % M) + (c / M) * ld; }",
            "  public int index(int c0, int c1) { return c0 + c1 * ld; }",
            "  public static int indexOf(int M, int N, int ld, int c) {",
            "    return (c % M) + (c / M) * ld;",
            "  }",
            "  public static int indexOf(int M, int N, int ld, int c0, int c1) {",
            "    return c0 + c1 * ld;",
            "  }",
            "  public int checkedIndex(int c) {",
            "    Layout.checkCoordinate(c, M * N, \"the layout\");",
            "    return index(c);",
            "  }",
            "  public int checkedIndex(int c0, int c1) {",
            "    Layout.checkCoordinate(c0, M, \"mode 0\");",
            "    Layout.checkCoordinate(c1, N, \"mode 1\");",
            "    return index(c0, c1);",
            "  }",
            "  public Layout layout() { return NAMED.bind(M, N, ld); }",
            "}"));
  }

  @Test
  void longLayoutBeyondIntUsesLongArithmeticAndHasNoRuntimeLayout() {
    Compilation c = Compile.withProcessor(Compile.tile("@Layout(shape = \"(65536,65536)\",",
        "    order = Layout.Order.ROW_MAJOR, indexType = Layout.IndexType.LONG)"));
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.TileLayout").hasSourceEquivalentTo(
        JavaFileObjects.forSourceLines("com.acme.TileLayout",
            "package com.acme;",
            // the checked twins' runtime check; no runtime layout
            "import dev.strided.Layout;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class TileLayout {",
            "  public static final int RANK = 2;",
            "  public static final int DEPTH = 1;",
            "  public static final long SIZE = 4294967296L;",
            "  public static final long COSIZE = 4294967296L;",
            "  public static final long CAPACITY = 4294967296L;",
            "  private TileLayout() {}",
            "  public static long index(int c) {",
            "    return (long) (c & 65535) * 65536 + (long) (c >>> 16);",
            "  }",
            "  public static long index(int c0, int c1) { return (long) c0 * 65536 + (long) c1; }",
            "  public static long checkedIndex(int c) {",
            "    Layout.checkCoordinate(c, 4294967296L, \"the layout\");",
            "    return index(c);",
            "  }",
            "  public static long checkedIndex(int c0, int c1) {",
            "    Layout.checkCoordinate(c0, 65536, \"mode 0\");",
            "    Layout.checkCoordinate(c1, 65536, \"mode 1\");",
            "    return index(c0, c1);",
            "  }",
            "}"));
  }
}
