package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import dev.strided.testing.CuteCompiler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code of} with a product whose A has a negative stride (no complement) under a tiler that sends
 * every coordinate to 0 (needs none): generated, equal to CuTe C++ compiled with g++, and, where
 * A's strides have names whose sign javac cannot know, generated without asking for it.
 */
class ProductWithoutComplementOfTest {
  private static final String REV = "make_layout(Int<56>{}, Int<-1>{})";
  private static final String REV_TUPLE = "make_layout(make_shape(Int<56>{}), make_stride(Int<-1>{}))";
  private static final String ZERO = "make_layout(Int<3>{}, Int<0>{})";
  private static final String ZERO_TUPLE = "make_layout(make_shape(Int<3>{}), make_stride(Int<0>{}))";

  /** The {@code of} expression and the same product in C++ (literals in of are static). */
  private static final String[][] CASES = {
      {"logical_product(_56:_-1, 3:0)", "logical_product(" + REV + ", " + ZERO + ")"},
      {"zipped_product(_56:_-1, 3:0)", "zipped_product(" + REV + ", " + ZERO + ")"},
      {"tiled_product(_56:_-1, 3:0)", "tiled_product(" + REV + ", " + ZERO + ")"},
      {"flat_product(_56:_-1, 3:0)", "flat_product(" + REV + ", " + ZERO + ")"},
      {"blocked_product((_56):(_-1), (3):(0))", "blocked_product(" + REV_TUPLE + ", " + ZERO_TUPLE + ")"},
      {"raked_product((_56):(_-1), (3):(0))", "raked_product(" + REV_TUPLE + ", " + ZERO_TUPLE + ")"},
  };

  @Test
  void generatedAsCuteComputesIt() throws Exception {
    List<String> lines = new ArrayList<>();
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    for (int i = 0; i < CASES.length; i++) {
      lines.add("@Layout(name = \"P" + i + "\", of = \"" + CASES[i][0] + "\")");
      main.append("  print(").append(CASES[i][1]).append("); print(\"\\n\");\n");
    }
    main.append("}\n");
    Compilation c = Compile.withProcessor(Compile.tile(lines.toArray(new String[0])));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    List<String> generated = new ArrayList<>();
    for (int i = 0; i < CASES.length; i++) {
      generated.add(loader.loadClass("com.acme.P" + i).getMethod("layout").invoke(null).toString());
    }
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(main.toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertEquals(List.of(run.program().output().split("\n")), generated);
    }
  }

  @Test
  void stridesWithNamesOfAnySignNeedNoSignUnderACosizeOneTiler() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Rows\", shape = \"(M,2)\", stride = \"(S,1)\")",
        "@Layout(name = \"Copies\", of = \"logical_product(Rows, (3,2):(0,0))\")",
        "@Layout(name = \"Blocks\", of = \"blocked_product(Rows, (3,1):(0,0))\")",
        "@Layout(name = \"Whole\", of = \"tile_to_shape(Rows, (M,2))\")"));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    for (int[] b : new int[][] {{3, -2}, {4, 2}, {5, -7}, {2, 3}}) {
      String rows = "(" + b[0] + ",2):(" + b[1] + ",1)";
      check(loader, "Copies", b, "logical_product(" + rows + ", (3,2):(0,0))");
      check(loader, "Blocks", b, "blocked_product(" + rows + ", (3,1):(0,0))");
      check(loader, "Whole", b, "tile_to_shape(" + rows + ", (" + b[0] + ",2))");
    }
  }

  @Test
  void aTilerThatReachesPastZeroStillNeedsTheSign() {
    Compile.assertOneError(Compile.tile(
            "@Layout(name = \"Rows\", shape = \"(M,2)\", stride = \"(S,1)\")",
            "@Layout(name = \"Copies\", of = \"logical_product(Rows, 3:1)\")"), 4,
        "[strided:algebra] of \"logical_product(Rows, 3:1)\" is refused: ",
        "whether the stride S is negative depends on the names");
  }

  /** The generated class bound to {@code (M, S)} indexes as the runtime derives the bound layout. */
  private static void check(GeneratedClasses loader, String simpleName, int[] binding,
      String expression) throws Exception {
    Class<?> generated = loader.loadClass("com.acme." + simpleName);
    Object layout = generated.getMethod("of", int.class, int.class)
        .invoke(null, binding[0], binding[1]);
    Layout expected = Layout.derive(expression);
    Layout bound = (Layout) generated.getMethod("layout").invoke(layout);
    String at = simpleName + " with M = " + binding[0] + ", S = " + binding[1];
    assertEquals(expected.shape().toString().replace("_", ""),
        bound.shape().toString().replace("_", ""), at);
    Method index = generated.getMethod("index", int.class);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.index(i), (int) index.invoke(layout, i), at + ", index " + i);
    }
  }
}
