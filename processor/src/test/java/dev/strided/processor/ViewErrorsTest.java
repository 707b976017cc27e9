package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * What {@code tensors} refuses when javac runs (one error on the attribute, with its tag, line and
 * column) and what {@code view(...)} refuses at run time (an array or offset the layout reaches
 * outside of: the same sentence as {@link FloatTensor#of(float[], int, Layout)}); and that a layout
 * without the attribute gets no view.
 */
class ViewErrorsTest {
  /**
   * Where javac puts its caret for {@code tensors = ...} on line 5 (columns count from 1): on the
   * {@code {} of an array, on the dot of a lone class literal.
   */
  private static final int BRACE_COLUMN = "    tensors = ".length() + 1;

  private static void assertOneError(JavaFileObject source, int line, long column, String text) {
    Compilation c = Compile.withProcessor(source);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining(text).inFile(source).onLine(line).atColumn(column);
  }

  @Test
  void aTypeWithNoViewIsOneErrorOnTheAttribute() {
    assertOneError(Compile.layout("shape = \"(2,3)\"", "tensors = {float.class, String.class}"), 5,
        BRACE_COLUMN, "[strided:tensors] tensors names java.lang.String, which has no typed view; "
            + "the element types are float.class, double.class, int.class and long.class.\n"
            + "    tensors = {float.class, java.lang.String.class}\n"
            + "                            ^");
  }

  @Test
  void aBoxedTypeOrAnArrayHasNoView() {
    assertOneError(Compile.layout("shape = \"(2,3)\"", "tensors = Float.class"), 5,
        "    tensors = Float".length() + 1,
        "[strided:tensors] tensors names java.lang.Float, which has no typed view");
    assertOneError(Compile.layout("shape = \"(2,3)\"", "tensors = float[].class"), 5,
        "    tensors = float[]".length() + 1,
        "[strided:tensors] tensors names float[], which has no typed view");
  }

  @Test
  void aTypeNamedTwiceIsOneError() {
    assertOneError(Compile.layout("shape = \"(2,3)\"", "tensors = {int.class, long.class, int.class}"),
        5, BRACE_COLUMN, "[strided:tensors] tensors names int.class twice; each element type has "
            + "one view.\n    tensors = {int.class, long.class, int.class}\n"
            + "                                      ^");
  }

  @Test
  void viewsOfALongLayoutAreRefused() {
    assertOneError(Compile.layout("shape = \"(2,3)\"", "tensors = double.class",
            "indexType = Layout.IndexType.LONG"), 5, "    tensors = double".length() + 1,
        "[strided:tensors] tensors needs indexType = INT: a view indexes a Java array, whose "
            + "indices are int, and this layout has indexType = LONG.");
  }

  @Test
  void aGeneratedNameThatIsAViewsNameIsANameError() {
    assertOneError(Compile.layout("name = \"LongView\"", "shape = \"(2,3)\"",
            "tensors = long.class"), 4, "    name = ".length() + 1,
        "[strided:name] the generated name LongView is the name of the view that tensors = "
            + "long.class nests in it; choose another name.");
  }

  @Test
  void anUnknownClassIsJavacsOwnErrorOnly() {
    Compilation c = Compile.withProcessor(
        Compile.layout("shape = \"(2,3)\"", "tensors = NoSuchType.class"));
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("cannot find symbol");
  }

  @Test
  void noAttributeOrAnEmptyOneGeneratesNoView() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Plain\", shape = \"(2,3)\")",
        "@Layout(name = \"Empty\", shape = \"(M,3)\", tensors = {})"));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    for (String name : new String[] {"Plain", "Empty"}) {
      Class<?> type = loader.loadClass("com.acme." + name);
      assertEquals(0, type.getDeclaredClasses().length, name + " has no nested class");
      for (Method m : type.getDeclaredMethods()) {
        assertTrue(!m.getName().equals("view"), name + " has no view(...): " + m);
      }
    }
  }

  @Test
  void viewRefusesAnArrayOrOffsetTheLayoutReachesOutsideOf() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Panel\", shape = \"(4,6)\", stride = \"(1,5)\", tensors = float.class)",
        "@Layout(name = \"Gemm\", shape = \"(M,K)\", stride = \"(1,ld)\", tensors = float.class)"));
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    Method tile = loader.loadClass("com.acme.Panel").getMethod("view", float[].class, int.class);
    Class<?> gemm = loader.loadClass("com.acme.Gemm");
    Object gemm4x3 = gemm.getMethod("of", int.class, int.class, int.class).invoke(null, 4, 3, 6);
    Method gemmView = gemm.getMethod("view", float[].class, int.class);
    Layout tileLayout = Layout.parse("(_4,_6):(_1,_5)");
    // the layout reaches 0 .. 3 + 5 * 5 = 28: 29 elements
    assertRefused(() -> tile.invoke(null, new float[28], 0), "the layout (_4,_6):(_1,_5) at "
        + "offset 0 reaches the elements 0 to 28, outside the float[28] (indices 0 to 27)",
        () -> FloatTensor.of(new float[28], 0, tileLayout));
    assertRefused(() -> tile.invoke(null, new float[40], 12), "at offset 12 reaches the elements "
        + "12 to 40, outside the float[40]", () -> FloatTensor.of(new float[40], 12, tileLayout));
    assertRefused(() -> tile.invoke(null, new float[40], -1), "at offset -1 reaches the elements "
        + "-1 to 27, outside the float[40]", () -> FloatTensor.of(new float[40], -1, tileLayout));
    assertRefused(() -> tile.invoke(null, null, 0), "the data array must not be null",
        () -> FloatTensor.of(null, 0, tileLayout));
    // M = 4, K = 3, ld = 6 reaches 0 .. 3 + 2 * 6 = 15
    Layout gemmLayout = Layout.parse("(4,3):(_1,6)");
    assertRefused(() -> gemmView.invoke(gemm4x3, new float[20], 5), "at offset 5 reaches the "
        + "elements 5 to 20, outside the float[20] (indices 0 to 19)",
        () -> FloatTensor.of(new float[20], 5, gemmLayout));
    Object fits = gemmView.invoke(gemm4x3, new float[20], 4);
    assertEquals(4, fits.getClass().getMethod("offset").invoke(fits));
  }

  /** The view's refusal, with the same sentence as the runtime tensor's for the same inputs. */
  private static void assertRefused(Executable view, String text, Executable runtime) {
    InvocationTargetException e = assertThrows(InvocationTargetException.class, view);
    assertTrue(e.getCause() instanceof IllegalArgumentException, e.getCause().toString());
    String message = e.getCause().getMessage();
    assertTrue(message.contains(text), message);
    assertEquals(assertThrows(IllegalArgumentException.class, runtime).getMessage(), message);
  }
}
