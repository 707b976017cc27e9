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
            "  public static int index(int c0, int c1) {",
            "    return c0 + (c1 % 3) * 2 + (c1 / 3) * 6;",
            "  }",
            "  public static int index(int c0, int c1, int c2) { return c0 + c1 * 2 + c2 * 6; }",
            "  public static int checkedIndex(int c) {",
            "    if (c < 0 || c >= 24) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c",
            "          + \" of the layout is out of range: its size is 24\");",
            "    }",
            "    return index(c);",
            "  }",
            "  public static int checkedIndex(int c0, int c1) {",
            "    if (c0 < 0 || c0 >= 2) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c0",
            "          + \" of mode 0 is out of range: its extent is 2\");",
            "    }",
            "    if (c1 < 0 || c1 >= 12) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c1",
            "          + \" of mode 1 is out of range: its extent is 12\");",
            "    }",
            "    return index(c0, c1);",
            "  }",
            "  public static int checkedIndex(int c0, int c1, int c2) {",
            "    if (c0 < 0 || c0 >= 2) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c0",
            "          + \" of mode (0) is out of range: its extent is 2\");",
            "    }",
            "    if (c1 < 0 || c1 >= 3) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c1",
            "          + \" of mode (1,0) is out of range: its extent is 3\");",
            "    }",
            "    if (c2 < 0 || c2 >= 4) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c2",
            "          + \" of mode (1,1) is out of range: its extent is 4\");",
            "    }",
            "    return index(c0, c1, c2);",
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
            "import dev.strided.IntTuple;",
            "import dev.strided.Layout;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class Matrix {",
            "  public static final int RANK = 2;",
            "  public static final int DEPTH = 1;",
            "  private final int M;",
            "  private final int N;",
            "  private final int ld;",
            "  private Matrix(int M, int N, int ld) { this.M = M; this.N = N; this.ld = ld; }",
            "  public static Matrix of(int M, int N, int ld) {",
            "    if (M < 1) {",
            "      throw new IllegalArgumentException(\"M = \" + M",
            "          + \" must be at least 1: it is an extent of layout " + layout + "\");",
            "    }",
            "    if (N < 1) {",
            "      throw new IllegalArgumentException(\"N = \" + N",
            "          + \" must be at least 1: it is an extent of layout " + layout + "\");",
            "    }",
            "    long $check0;",
            "    long $check1;",
            "    long $check2;",
            "    try {",
            "      $check0 = Math.multiplyExact((long) M, (long) N);",
            "      $check1 = Math.addExact(Math.addExact(1L, ((long) M - 1L)),",
            "          Math.multiplyExact(((long) N - 1L), Math.absExact((long) ld)));",
            "      $check2 = Math.max((long) M, Math.multiplyExact((long) N,",
            "          Math.absExact((long) ld)));",
            "    } catch (ArithmeticException $overflow) {",
            "      throw new IllegalArgumentException(\"M = \" + M + \", N = \" + N + \", ld = \"",
            "          + ld + \": a size, cosize, capacity or value of layout " + layout
                + " exceeds the range of long\", $overflow);",
            "    }",
            "    if ($check0 > Integer.MAX_VALUE) {",
            "      throw new IllegalArgumentException(\"M = \" + M + \", N = \" + N + \": the size \"",
            "          + $check0 + \" of layout " + layout
                + " does not fit in int (use @Layout(indexType = LONG))\");",
            "    }",
            "    if ($check1 > Integer.MAX_VALUE) {",
            "      throw new IllegalArgumentException(\"M = \" + M + \", N = \" + N + \", ld = \" + ld",
            "          + \": the cosize \" + $check1 + \" of layout " + layout
                + " does not fit in int (use @Layout(indexType = LONG))\");",
            "    }",
            "    if ($check2 > Integer.MAX_VALUE) {",
            "      throw new IllegalArgumentException(\"M = \" + M + \", N = \" + N + \", ld = \" + ld",
            "          + \": the capacity \" + $check2 + \" of layout " + layout
                + " does not fit in int (use @Layout(indexType = LONG))\");",
            "    }",
            "    return new Matrix(M, N, ld);",
            "  }",
            "  public int size() { return M * N; }",
            "  public int cosize() { return 1 + (M - 1) + (N - 1) * Math.abs(ld); }",
            "  public int capacity() { return Math.max(M, N * Math.abs(ld)); }",
            "  public int index(int c) { return (c % M) + (c / M) * ld; }",
            "  public int index(int c0, int c1) { return c0 + c1 * ld; }",
            "  public int checkedIndex(int c) {",
            "    if (c < 0 || c >= M * N) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c",
            "          + \" of the layout is out of range: its size is \" + (M * N));",
            "    }",
            "    return index(c);",
            "  }",
            "  public int checkedIndex(int c0, int c1) {",
            "    if (c0 < 0 || c0 >= M) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c0",
            "          + \" of mode 0 is out of range: its extent is \" + M);",
            "    }",
            "    if (c1 < 0 || c1 >= N) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c1",
            "          + \" of mode 1 is out of range: its extent is \" + N);",
            "    }",
            "    return index(c0, c1);",
            "  }",
            "  public Layout layout() {",
            "    return Layout.of(IntTuple.of(IntTuple.of(M), IntTuple.of(N)),",
            "        IntTuple.of(IntTuple.ofStatic(1), IntTuple.of(ld)));",
            "  }",
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
            "    return (long) (c % 65536) * 65536 + (long) (c / 65536);",
            "  }",
            "  public static long index(int c0, int c1) { return (long) c0 * 65536 + (long) c1; }",
            "  public static long checkedIndex(int c) {",
            "    if (c < 0 || c >= 4294967296L) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c",
            "          + \" of the layout is out of range: its size is 4294967296\");",
            "    }",
            "    return index(c);",
            "  }",
            "  public static long checkedIndex(int c0, int c1) {",
            "    if (c0 < 0 || c0 >= 65536) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c0",
            "          + \" of mode 0 is out of range: its extent is 65536\");",
            "    }",
            "    if (c1 < 0 || c1 >= 65536) {",
            "      throw new IndexOutOfBoundsException(\"coordinate \" + c1",
            "          + \" of mode 1 is out of range: its extent is 65536\");",
            "    }",
            "    return index(c0, c1);",
            "  }",
            "}"));
  }
}
