package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Names inside the inline layouts and tilers of {@code of} are names of the derived layout, in
 * order of first appearance: its {@code of(...)} takes them after those of the layouts before
 * them, and its index is the runtime's derivation of the same expression with the names bound, on
 * every coordinate; {@code M % BM == 0} is a fact that proves a division by a name.
 */
class NamesInLiteralsTest {
  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Block\", shape = \"(4,4)\")",
        "@Layout(name = \"GmemC\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)",
        "@Layout(name = \"Blocks\", of = \"logical_product(Block, (MB,NB):(1,MB))\")",
        "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (BM,BN))\", "
            + "assume = {\"M % BM == 0\", \"N % BN == 0\"})",
        "@Layout(name = \"Strip\", of = \"logical_divide((K,8):(8,1), (KB,_))\", "
            + "assume = \"K % KB == 0\")"));
    assertThat(c).succeededWithoutWarnings();
    loader = new GeneratedClasses(c);
  }

  @Test
  void aProductByALayoutWithNamesIsTheRuntimes() throws Exception {
    for (int[] b : new int[][] {{2, 3}, {1, 5}, {4, 1}}) {
      check("Blocks", b, "logical_product((_4,_4):(_1,_4), (" + b[0] + "," + b[1] + "):(_1,"
          + b[0] + "))");
    }
  }

  @Test
  void aDivideByATilerOfNamesIsTheRuntimesAndItsFactsAreChecked() throws Exception {
    for (int[] b : new int[][] {{12, 10, 4, 5}, {6, 6, 6, 2}, {8, 3, 1, 3}}) {
      check("CtaC", b, "zipped_divide((" + b[0] + "," + b[1] + "):(" + b[1] + ",_1), (" + b[2]
          + "," + b[3] + "))");
    }
    Method of = method("CtaC", "of", 4);
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> of.invoke(null, 12, 10, 5, 5));
    assertEquals("M = 12 does not satisfy assume \"M % BM == 0\" of layout "
        + "((BM,BN),((M/BM),(N/BN))):((N,_1),(BM*N,BN))", e.getCause().getMessage());
  }

  @Test
  void namesOfAnInlineLayoutComeFirstWhereTheyAreRead() throws Exception {
    // of(K, KB): K is read in the inline layout before KB in the tiler
    for (int[] b : new int[][] {{6, 3}, {8, 2}, {5, 5}}) {
      check("Strip", b, "logical_divide((" + b[0] + ",_8):(_8,_1), (" + b[1] + ",_))");
    }
  }

  private static void check(String name, int[] binding, String runtime) throws Exception {
    Object layout = method(name, "of", binding.length).invoke(null,
        Arrays.stream(binding).boxed().toArray());
    Layout expected = Layout.derive(runtime);
    Layout generated = (Layout) layout.getClass().getMethod("layout").invoke(layout);
    String where = name + Arrays.toString(binding);
    assertEquals(expected.shape().toString(), generated.shape().toString(), where);
    Method index = layout.getClass().getMethod("index", int.class);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.index(i), index.invoke(layout, i), where + " at " + i);
    }
  }

  private static Method method(String name, String method, int arity) throws Exception {
    for (Method m : loader.loadClass("com.acme." + name).getMethods()) {
      if (m.getName().equals(method) && m.getParameterCount() == arity) {
        return m;
      }
    }
    throw new AssertionError(name + " has no " + method + "/" + arity);
  }
}
