package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import org.junit.jupiter.api.Test;

/**
 * Ascend C's frame formats by name in {@code @Layout(of = ...)}: the same core rule as
 * {@link Layout#derive}, with issue 48's values, names bound by {@code of(...)}, and one error on
 * the {@code of} line for each mistake.
 */
class AscendFramesInOfTest {
  @Test
  void formatsByNameAreTheIssuesLayouts() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"NzHalf\", of = \"NZ<half_t>(32,64)\")",
        "@Layout(name = \"NzInt8\", of = \"NZ<int8_t>(32,64)\")",
        "@Layout(name = \"ZnFloat\", of = \"ZN<float>(20,20)\")",
        "@Layout(name = \"ZzHalf\", of = \"ZZ<half_t>(32,64)\")",
        "@Layout(name = \"Scales\", of = \"NN(16,32)\")",
        "@Layout(name = \"CatlassZn\", of = \"zN<half_t,16>(32,64)\")",
        "@Layout(name = \"Acc\", of = \"L0C<float>(32,64)\")",
        "@Layout(name = \"Tiles\", of = \"zipped_divide(NZ<half_t>(32,64), (16,16))\")"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.CatlassZn").contentsAsUtf8String().contains(
        "<code>zN&lt;half_t,16&gt;(32,64)</code>");
    GeneratedClasses loader = new GeneratedClasses(c);
    assertEquals("((16,2),(16,4)):((16,256),(1,512))", layout(loader, "NzHalf"));
    assertEquals("((16,2),(32,2)):((32,512),(1,1024))", layout(loader, "NzInt8"));
    assertEquals("((8,3),(16,2)):((1,256),(8,128))", layout(loader, "ZnFloat"));
    assertEquals("((16,2),(16,4)):((16,1024),(1,256))", layout(loader, "ZzHalf"));
    assertEquals("((2,8),(16,2)):((1,32),(2,256))", layout(loader, "Scales"));
    assertEquals("((16,2),(16,4)):((16,256),(1,512))", layout(loader, "CatlassZn"));
    assertEquals("((16,2),(16,4)):((16,256),(1,512))", layout(loader, "Acc"));
    Layout tiles = (Layout) loader.loadClass("com.acme.Tiles").getMethod("layout").invoke(null);
    assertEquals(Layout.derive("zipped_divide(NZ<half_t>(_32,_64), (_16,_16))"), tiles);
  }

  @Test
  void namedExtentsAreBoundByOf() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Nz\", of = \"NZ<half_t>(M,N)\", assume = {\"M % 16 == 0\", "
            + "\"N % 16 == 0\"})"));
    assertThat(c).succeededWithoutWarnings();
    Class<?> type = new GeneratedClasses(c).loadClass("com.acme.Nz");
    Object bound = type.getMethod("of", int.class, int.class).invoke(null, 32, 64);
    Layout layout = (Layout) type.getMethod("layout").invoke(bound);
    assertEquals("((16,2),(16,4)):((16,256),(1,512))", layout.toString().replace("_", ""));
    assertEquals(788, layout.index(17, 20));
  }

  @Test
  void anUnknownElementTypeIsOneSyntaxErrorWithACaret() {
    Compile.assertOneError(Compile.layout("of = \"NZ<double>(32,64)\""), 4,
        "[strided:syntax] of \"NZ<double>(32,64)\" does not parse: 'double' is not an element "
            + "type NZ knows", "\n    NZ<double>(32,64)\n    ^");
  }

  @Test
  void anOddNnIsOneAlgebraErrorNamingTe() {
    Compile.assertOneError(Compile.layout("of = \"NN(15,32)\""), 4,
        "[strided:algebra] of \"NN(15,32)\" is refused: Te's NN (C0 = 2): m = 15 is not a "
            + "multiple of C0 = 2");
  }

  @Test
  void aRaggedNameIsOneAlgebraErrorNamingCatlassAndTheFact() {
    Compile.assertOneError(Compile.layout("of = \"zN<half_t>(M,64)\""), 4,
        "[strided:algebra] of \"zN<half_t>(M,64)\" is refused: ", "M % 16 == 0");
  }

  private static String layout(GeneratedClasses loader, String name) throws Exception {
    Object layout = loader.loadClass("com.acme." + name).getMethod("layout").invoke(null);
    return layout.toString().replace("_", "");
  }
}
