package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * Derived layouts over layouts with names: the algebra decides on symbolic leaves with the
 * {@code assume} facts, the generated {@code of(...)} checks the facts, and every binding indexes as
 * the runtime derives the bound layout (the runtime's {@link Layout#derive}, itself checked against
 * CuTe C++ in DeriveTest).
 */
class DerivedNamesTest {
  private static final String GMEM = "@Layout(name = \"GmemC\", shape = \"(M,N)\", "
      + "order = Layout.Order.ROW_MAJOR)";
  private static final String CTA = "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", "
      + "assume = {\"M % 128 == 0\", \"N % 64 == 0\"})";

  @Test
  void zippedDivideOfALayoutWithNames() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(GMEM, CTA,
        "@Layout(name = \"FirstTile\", of = \"get(CtaC, 0)\")"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.CtaC").contentsAsUtf8String()
        .contains("((_128,_64),(M/_128,N/_64)):((N,_1),(_128*N,_64))");
    GeneratedClasses loader = new GeneratedClasses(c);
    int[][] bindings = {{128, 64}, {256, 192}, {384, 128}};
    for (int[] b : bindings) {
      String gmem = "(" + b[0] + "," + b[1] + "):(" + b[1] + ",1)";
      check(loader, "CtaC", b, "zipped_divide(" + gmem + ", (128,64))");
      check(loader, "FirstTile", b, "get(zipped_divide(" + gmem + ", (128,64)), 0)");
    }
  }

  @Test
  void ofChecksEveryFactNamingItAndTheValue() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(GMEM, CTA,
        "@Layout(name = \"FirstTile\", of = \"get(CtaC, 0)\")"));
    GeneratedClasses loader = new GeneratedClasses(c);
    for (String name : new String[] {"CtaC", "FirstTile"}) {
      Method of = loader.loadClass("com.acme." + name).getMethod("of", int.class, int.class);
      InvocationTargetException e = assertThrows(InvocationTargetException.class,
          () -> of.invoke(null, 200, 64));
      assertEquals(IllegalArgumentException.class, e.getCause().getClass());
      String message = e.getCause().getMessage();
      assertEquals("M = 200 does not satisfy assume \"M % 128 == 0\" of layout ", message.substring(0,
          message.indexOf("layout ") + 7), name);
    }
  }

  private static void check(GeneratedClasses loader, String simpleName, int[] binding,
      String expression) throws Exception {
    Class<?> generated = loader.loadClass("com.acme." + simpleName);
    Object layout = generated.getMethod("of", int.class, int.class)
        .invoke(null, binding[0], binding[1]);
    Layout expected = Layout.derive(expression);
    Layout runtime = (Layout) generated.getMethod("layout").invoke(layout);
    // strides of extent-1 leaves differ (the runtime's complement gives 0), which no index shows
    assertEquals(expected.shape().toString().replace("_", ""),
        runtime.shape().toString().replace("_", ""), simpleName);
    Method index = generated.getMethod("index", int.class);
    Method kernel = generated.getMethod("indexOf", int.class, int.class, int.class);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.index(i), (int) index.invoke(layout, i), simpleName + " at " + i);
      assertEquals(expected.index(i), (int) kernel.invoke(null, binding[0], binding[1], i),
          simpleName + " kernel form at " + i);
    }
  }
}
