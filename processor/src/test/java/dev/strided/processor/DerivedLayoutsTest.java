package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * {@code @Layout(of = ...)}: the generated class of a derived layout is the runtime's
 * {@link Layout#derive} of the same expression (itself checked against CuTe C++ in the runtime's
 * DeriveTest), and each mistake is one error on the {@code of} line.
 */
class DerivedLayoutsTest {
  @Test
  void derivedLayoutsIndexAsTheRuntimeDerivesThem() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Block\", shape = \"(8,8)\")",
        "@Layout(name = \"Tiles\", of = \"zipped_divide(Block, (2,4))\")",
        "@Layout(name = \"FirstTile\", of = \"get(Tiles, 0)\")",
        "@Layout(name = \"Grid\", of = \"tile_to_shape((2,2):(1,2), (4,6))\")",
        "@Layout(name = \"Blocks\", of = \"blocked_product(Block, (2,3):(3,1))\")",
        "@Layout(name = \"Nested\", of = \"logical_divide(((4,6),2):((1,4),24), ((2,2),_))\")",
        "@Layout(name = \"OfShape\", of = \"make_layout((128,8))\")",
        "@Layout(name = \"OfShapeStride\", of = \"make_layout((4,(2,3)), (6,(3,1)))\")",
        "@Layout(name = \"OfLayouts\", of = \"make_layout(Block, 4:64)\")"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Tiles").contentsAsUtf8String().contains(
        "Derived by the layout algebra from <code>zipped_divide(Block, (2,4))</code>.");
    GeneratedClasses loader = new GeneratedClasses(c);
    check(loader, "Tiles", "zipped_divide((_8,_8):(_1,_8), (_2,_4))");
    check(loader, "FirstTile", "get(zipped_divide((_8,_8):(_1,_8), (_2,_4)), _0)");
    check(loader, "Grid", "tile_to_shape((_2,_2):(_1,_2), (_4,_6))");
    check(loader, "Blocks", "blocked_product((_8,_8):(_1,_8), (_2,_3):(_3,_1))");
    // a tuple inside a by-mode tiler is a by-mode tiler of that mode, not a compact layout
    check(loader, "Nested", "logical_divide(((_4,_6),_2):((_1,_4),_24), ((_2,_2),_))");
    // a shape builds its column-major layout (CuTe prints (_128,_8):(_1,_128)); layouts concatenate
    check(loader, "OfShape", "make_layout((_128,_8))");
    assertEquals("(_128,_8):(_1,_128)", Layout.derive("make_layout((_128,_8))").toString());
    check(loader, "OfShapeStride", "make_layout((_4,(_2,_3)), (_6,(_3,_1)))");
    check(loader, "OfLayouts", "make_layout((_8,_8):(_1,_8), _4:_64)");
  }

  private static void check(GeneratedClasses loader, String simpleName, String expression)
      throws Exception {
    Class<?> generated = loader.loadClass("com.acme." + simpleName);
    Layout expected = Layout.derive(expression);
    Layout layout = (Layout) generated.getMethod("layout").invoke(null);
    assertEquals(expected.toString(), layout.toString(), simpleName);
    Method index = generated.getMethod("index", int.class);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.index(i), (int) index.invoke(null, i), simpleName + " at " + i);
    }
  }

  @Test
  void aByModeTilerDeeperThanItsModeIsOneAlgebraError() {
    Compile.assertOneError(Compile.layout(
            "of = \"logical_divide((24,(8,2)):(1,(24,192)), ((2,2),_))\""), 4,
        "[strided:algebra] of \"logical_divide((24,(8,2)):(1,(24,192)), ((2,2),_))\" is refused: ",
        "more than the rank");
  }

  @Test
  void anUnknownReferenceIsOneReferenceError() {
    Compile.assertOneError(Compile.tile(
            "@Layout(name = \"Block\", shape = \"(8,8)\")",
            "@Layout(name = \"Tiles\", of = \"zipped_divide(Blok, (2,4))\")"), 4,
        "[strided:reference] of \"zipped_divide(Blok, (2,4))\" refers to Blok, which is not the "
            + "generated name of a @Layout on Tile",
        "\n    zipped_divide(Blok, (2,4))\n                  ^");
  }

  @Test
  void aCycleIsOneReferenceError() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"Loop\", of = \"coalesce(Loop)\")"), 3,
        "[strided:reference] of \"coalesce(Loop)\" refers to Loop, which is derived from this "
            + "layout: Loop -> Loop");
  }

  @Test
  void ofWithAShapeIsOneReferenceError() {
    Compile.assertOneError(Compile.layout("shape = \"(8,8)\"", "of = \"coalesce((8,8))\""), 5,
        "[strided:reference] of \"coalesce((8,8))\" derives the whole layout, so this @Layout "
            + "cannot also give a shape or a stride");
  }

  @Test
  void aSyntaxErrorHasItsCaret() {
    Compile.assertOneError(Compile.layout("of = \"zipped_divide((8,8), (2,4)\""), 4,
        "[strided:syntax] of \"zipped_divide((8,8), (2,4)\" does not parse: expected ',' or ')' "
            + "(unclosed '(' of zipped_divide).\n    zipped_divide((8,8), (2,4)\n"
            + "                              ^");
  }

  @Test
  void anOverhangingTileIsOneAlgebraError() {
    Compile.assertOneError(Compile.layout("of = \"tile_to_shape((2,2), (5,6))\""), 4,
        "[strided:algebra] of \"tile_to_shape((2,2), (5,6))\" is refused: tile_to_shape(",
        "the target's mode 0 of size _5 is not a multiple of _2");
  }

  /**
   * {@code tile_to_shape} with CuTe's mode order: the prints are CuTe's (g++ on the shared
   * headers; the GMMA atom's {@code Sw<3,4,3> o smem_ptr[16b]} on bytes is {@code Sw<3,3,3>} on
   * element offsets), and the runtime's for the same expression.
   */
  @Test
  void tileToShapeTakesCutesModeOrder() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Rows\", of = \"tile_to_shape((2,2):(1,2), (4,6), Step<_2,_1>)\")",
        "@Layout(name = \"SmemB\", of = \"tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, "
            + "(128,128,2), Step<_2,_1,_3>)\")"));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    check(loader, "Rows", "tile_to_shape((_2,_2):(_1,_2), (_4,_6), (_2,_1))");
    assertEquals("((_2,_2),(_2,_3)):((_1,_12),(_2,_4))",
        loader.loadClass("com.acme.Rows").getMethod("layout").invoke(null).toString());
    assertEquals("Sw<3,3,3> o _0 o ((_64,_2),(_8,_16),(_1,_2)):((_1,_8192),(_64,_512),(_0,_16384))",
        loader.loadClass("com.acme.SmemB").getMethod("layout").invoke(null).toString());
  }

  @Test
  void aBadModeOrderIsOneErrorAtTheOrder() {
    Compile.assertOneError(Compile.layout("of = \"tile_to_shape((2,2), (4,6), Step<_2,_1,_3>)\""),
        4, "tile_to_shape: the order (_2,_1,_3) has 3 modes and the target (_4,_6) has 2",
        "\n    tile_to_shape((2,2), (4,6), Step<_2,_1,_3>)\n                                ^");
  }

  @Test
  void neitherShapeNorOfIsOneSyntaxError() {
    Compile.assertOneError(Compile.layout("name = \"Empty\""), 3,
        "[strided:syntax] @Layout needs a shape, such as shape = \"(4,8)\", or a derivation");
  }
}
