package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.strided.SwizzledLayout;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * Swizzled derived layouts ({@code Sw<B,M,S> o X}): the generated index functions apply CuTe's
 * swizzle to the folded sum, and agree with the runtime's {@link SwizzledLayout#derive} (itself
 * checked against CuTe C++ in the runtime's DeriveTest) on every coordinate.
 */
class DerivedSwizzleTest {
  private static final String SMEM = "tile_to_shape(Sw<3,3,3> o (8,64):(64,1), (128,64))";
  /** The same with every number static, as an annotation's are. */
  private static final String SMEM_STATIC =
      "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_128,_64))";

  @Test
  void aSwizzledSharedMemoryTileIndexesAsTheRuntime() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"SmemA\", of = \"" + SMEM + "\", injective = true, compact = true)",
        "@Layout(name = \"Atom\", of = \"Sw<3,3,3> o (8,64):(64,1)\")"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.SmemA").contentsAsUtf8String()
        .contains("$offset ^ ($offset & 0x1c0) >>> 3");
    GeneratedClasses loader = new GeneratedClasses(c);
    check(loader, "SmemA", SwizzledLayout.derive(SMEM_STATIC));
    check(loader, "Atom", SwizzledLayout.derive("Sw<3,3,3> o (_8,_64):(_64,_1)"));
  }

  private static void check(GeneratedClasses loader, String name, SwizzledLayout expected)
      throws Exception {
    Class<?> generated = loader.loadClass("com.acme." + name);
    assertEquals(expected.toString(), generated.getMethod("layout").invoke(null).toString(), name);
    Method index = generated.getMethod("index", int.class);
    Method perMode = generated.getMethod("index", int.class, int.class);
    int rows = expected.shape().get(0).size();
    int max = 0;
    for (int i = 0; i < expected.size(); i++) {
      int want = expected.index(i);
      max = Math.max(max, want);
      assertEquals(want, (int) index.invoke(null, i), name + " at " + i);
      assertEquals(want, (int) perMode.invoke(null, i % rows, i / rows), name + " at " + i);
    }
    assertEquals(max + 1, generated.getField("COSIZE").getInt(null), name);
  }

  @Test
  void aSwizzleThatLeavesTheSizeIsNotCompact() {
    Compile.assertOneError(Compile.layout("of = \"Sw<1,0,1> o 3:1\"", "compact = true"), 4,
        "[strided:compact] layout Sw<1,0,1> o _0 o _3:_1 is not compact: coordinate 2 maps to "
            + "index 3, beyond the size 3.");
  }

  @Test
  void aSwizzledLayoutWithNamesIsOneAlgebraError() {
    Compile.assertOneError(Compile.tile(
            "@Layout(name = \"Gmem\", shape = \"(M,64)\")",
            "@Layout(name = \"Sw\", of = \"Sw<3,3,3> o Gmem\")"), 4,
        "[strided:algebra] of \"Sw<3,3,3> o Gmem\" is a swizzled layout with the names M, which "
            + "this version does not generate (a swizzled layout must be static).");
  }

  /**
   * Operations that cannot keep a swizzle on their operand are refused, naming the operation;
   * CuTe's right_inverse of a swizzled layout is a swizzle inside a layout, which Sw o L cannot hold.
   */
  @Test
  void anOperationThatCannotKeepTheSwizzleIsRefusedByName() {
    String atom = "@Layout(name = \"Atom\", of = \"Sw<3,3,3> o (8,64):(64,1)\")";
    String[][] cases = {
        {"right_inverse(Atom)", "right_inverse cannot take a swizzled layout: its result is"},
        {"filter(Atom)", "filter cannot take a swizzled layout"},
        {"make_layout((2,2):(1,2), Atom)", "a swizzled layout cannot be an operand of make_layout"},
        {"zipped_divide((64,64), Atom)", "a swizzled layout cannot be a tiler"},
        {"Sw<1,0,1> o Atom", "a swizzled layout cannot be swizzled again"}};
    for (String[] kase : cases) {
      Compile.assertOneError(Compile.tile(atom,
          "@Layout(name = \"Derived\", of = \"" + kase[0] + "\")"), 4,
          "[strided:algebra] of \"" + kase[0] + "\"", kase[1]);
    }
  }
}
