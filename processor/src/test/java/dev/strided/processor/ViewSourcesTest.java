package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import org.junit.jupiter.api.Test;

/**
 * The members {@code tensors} adds, written by hand from SPEC section 16 (compared as syntax trees,
 * the rest of each class left to {@code GoldenSourcesTest}): the factory, and a view whose
 * {@code get}/{@code set} are {@code data[offset + index]} with the index expression inlined.
 */
class ViewSourcesTest {
  @Test
  void aLayoutWithNamesGetsAnInstanceFactoryAndAViewWithItsFields() {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Matrix\", shape = \"(M,N)\", stride = \"(1,ld)\", tensors = float.class)"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Matrix").containsElementsIn(
        JavaFileObjects.forSourceLines("com.acme.Matrix",
            "package com.acme;",
            "import dev.strided.tensor.FloatTensor;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class Matrix {",
            "  public FloatView view(float[] data, int offset) {",
            "    return new FloatView(this, data, offset);",
            "  }",
            "  public static final class FloatView {",
            "    private final float[] data;",
            "    private final int offset;",
            "    private final FloatTensor tensor;",
            // N is a field of the layout, but no index expression reads it
            "    private final int M;",
            "    private final int ld;",
            "    private FloatView(Matrix layout, float[] data, int offset) {",
            "      this.tensor = FloatTensor.of(data, offset, layout.layout());",
            "      this.data = data;",
            "      this.offset = offset;",
            "      this.M = layout.M;",
            "      this.ld = layout.ld;",
            "    }",
            "    public float get(int c) { return data[offset + (c % M) + (c / M) * ld]; }",
            "    public float get(int c0, int c1) { return data[offset + c0 + c1 * ld]; }",
            "    public void set(int c, float value) { data[offset + (c % M) + (c / M) * ld] = value; }",
            "    public void set(int c0, int c1, float value) { data[offset + c0 + c1 * ld] = value; }",
            "    public float[] data() { return data; }",
            "    public int offset() { return offset; }",
            "    public FloatTensor tensor() { return tensor; }",
            "  }",
            "}"));
  }

  @Test
  void aSwizzledStaticLayoutGetsAStaticFactoryAndTheSwizzleInline() {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Smem\", of = \"Sw<2,1,2> o (8,8):(8,1)\", tensors = int.class)"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Smem").containsElementsIn(
        JavaFileObjects.forSourceLines("com.acme.Smem",
            "package com.acme;",
            "import dev.strided.tensor.IntTensor;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class Smem {",
            "  public static IntView view(int[] data, int offset) {",
            "    return new IntView(data, offset);",
            "  }",
            "  public static final class IntView {",
            "    private final int[] data;",
            "    private final int offset;",
            "    private final IntTensor tensor;",
            "    private IntView(int[] data, int offset) {",
            "      this.tensor = IntTensor.of(data, offset, LAYOUT);",
            "      this.data = data;",
            "      this.offset = offset;",
            "    }",
            "    public int get(int c0, int c1) {",
            "      int $offset = c0 * 8 + c1;",
            "      return data[offset + ($offset ^ ($offset & 0x18) >>> 2)];",
            "    }",
            "    public void set(int c0, int c1, int value) {",
            "      int $offset = c0 * 8 + c1;",
            "      data[offset + ($offset ^ ($offset & 0x18) >>> 2)] = value;",
            "    }",
            "  }",
            "}"));
  }

  @Test
  void theViewsOwnNamesGiveWayToTheLayouts() {
    Compilation c = Compile.withProcessor(Compile.tile("@Layout(name = \"Strip\", "
        + "shape = \"(data,offset)\", stride = \"(1,value)\", tensors = long.class)"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Strip").containsElementsIn(
        JavaFileObjects.forSourceLines("com.acme.Strip",
            "package com.acme;",
            "import dev.strided.tensor.LongTensor;",
            "import javax.annotation.processing.Generated;",
            "@Generated(\"dev.strided.processor.LayoutProcessor\")",
            "public final class Strip {",
            "  public static final class LongView {",
            "    private final long[] data_;",
            "    private final int offset_;",
            "    private final LongTensor tensor;",
            "    private final int data;",
            "    private final int value;",
            "    public long get(int c0, int c1) { return data_[offset_ + c0 + c1 * value]; }",
            "    public void set(int c0, int c1, long value_) {",
            "      data_[offset_ + c0 + c1 * value] = value_;",
            "    }",
            "    public long[] data() { return data_; }",
            "  }",
            "}"));
  }
}
