package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Layouts at and just past the int and long limits: the processor rejects exactly those that do not
 * fit, generated code at the limit computes exact indices, and {@code of(...)} rejects bindings one
 * past the limit instead of wrapping around.
 */
class GeneratedOverflowLimitsTest {
  private static final int MAX = Integer.MAX_VALUE;
  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() throws Exception {
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("lim.Limits",
        "package lim;",
        "import dev.strided.annotations.Layout;",
        "import dev.strided.annotations.Layout.IndexType;",
        "@Layout(name = \"IntMax\", shape = \"(2147483647)\")",
        "@Layout(name = \"NearSquare\", shape = \"(46340,46341)\")",
        "@Layout(name = \"Negative\", shape = \"(2,2)\", stride = \"(-1,-1073741823)\")",
        "@Layout(name = \"LongMax\", shape = \"(9223372036854775807)\", stride = \"(1)\","
            + " indexType = IndexType.LONG)",
        "@Layout(name = \"M1\", shape = \"(M)\")",
        "@Layout(name = \"MN\", shape = \"(M,N)\")",
        "@Layout(name = \"Product\", shape = \"(M*N)\")",
        "@Layout(name = \"LongProduct\", shape = \"(M*N*K)\", indexType = IndexType.LONG)",
        "@Layout(name = \"LongMN\", shape = \"(M,N)\", indexType = IndexType.LONG)",
        "@Layout(name = \"Ld\", shape = \"(2,2)\", stride = \"(1,ld)\")",
        "final class Limits {}"));
    assertThat(c).succeeded();
    loader = new GeneratedClasses(c);
  }

  @Test
  void staticLayoutsAtTheIntLimitHaveExactConstantsAndIndices() throws Exception {
    Class<?> t = loader.loadClass("lim.IntMax");
    assertEquals(MAX, t.getField("SIZE").get(null));
    assertEquals(MAX, t.getField("CAPACITY").get(null));
    assertEquals(MAX - 1, call(t, null, "index", MAX - 1));
    assertOutOfRange(t, null, MAX);
    Class<?> near = loader.loadClass("lim.NearSquare");
    assertEquals(46340 * 46341, near.getField("SIZE").get(null));
    assertEquals(46340 * 46341 - 1, call(near, null, "index", 46339, 46340));
    Class<?> neg = loader.loadClass("lim.Negative");
    assertEquals(-1073741824, call(neg, null, "index", 1, 1));
    assertEquals(2147483646, neg.getField("CAPACITY").get(null));
  }

  @Test
  void staticLongLayoutAtTheLongLimit() throws Exception {
    Class<?> t = loader.loadClass("lim.LongMax");
    assertEquals(Long.MAX_VALUE, t.getField("SIZE").get(null));
    assertEquals(Long.MAX_VALUE, t.getField("COSIZE").get(null));
    assertEquals((long) MAX, call(t, null, "checkedIndex", MAX));
  }

  @Test
  void factoriesAcceptTheLimitAndRejectOnePast() throws Exception {
    Class<?> m1 = loader.loadClass("lim.M1");
    Object full = of(m1, MAX);
    assertEquals(MAX, m1.getMethod("size").invoke(full));
    assertEquals(MAX - 1, call(m1, full, "index", MAX - 1));
    Class<?> mn = loader.loadClass("lim.MN");
    assertEquals(2147450880, mn.getMethod("size").invoke(of(mn, 65535, 32768)));
    assertRejected(mn, "the size 2147483648", 65536, 32768);
    Class<?> ld = loader.loadClass("lim.Ld");
    assertEquals(-1073741823, call(ld, of(ld, -1073741823), "index", 0, 1));
    assertRejected(ld, "the cosize 2147483650", Integer.MIN_VALUE);
  }

  @Test
  void productsOfNamesAreCheckedExactly() throws Exception {
    Class<?> p = loader.loadClass("lim.Product");
    assertEquals(46340 * 46341, p.getMethod("size").invoke(of(p, 46340, 46341)));
    assertRejected(p, "2147488281", 46341, 46341);
    Class<?> lp = loader.loadClass("lim.LongProduct");
    assertEquals(Math.multiplyExact(Math.multiplyExact((long) MAX, MAX), 2),
        lp.getMethod("size").invoke(of(lp, MAX, MAX, 2)));
    assertRejected(lp, "exceeds the range of long", MAX, MAX, 3);
  }

  @Test
  void longIndicesOfIntCoordinatesAreExact() throws Exception {
    Class<?> t = loader.loadClass("lim.LongMN");
    Object big = of(t, MAX, MAX);
    long expected = Math.addExact(MAX - 1L, Math.multiplyExact(MAX - 1L, (long) MAX));
    assertEquals(expected, call(t, big, "index", MAX - 1, MAX - 1));
    assertEquals(expected, call(t, big, "checkedIndex", MAX - 1, MAX - 1));
  }

  @Test
  void processorRejectsOnePastEachLimit() {
    String[][] cases = {
        {"shape = \"(2147483648)\"", "the value 2147483648 at mode (0) of shape does not fit in int"},
        {"shape = \"(46341,46341)\"", "the size of layout (46341,46341):(1,46341) is 2147488281"},
        {"shape = \"(2)\", stride = \"(1073741824)\"", "the capacity of layout (2):(1073741824) is "
            + "2147483648"},
        {"shape = \"(1)\", stride = \"(-2147483648)\"", "the capacity of layout (1):(-2147483648) "
            + "is 2147483648"},
        {"shape = \"(4611686018427387904,2)\", indexType = Layout.IndexType.LONG",
            "the size of layout (4611686018427387904,2):(1,4611686018427387904) exceeds the range "
                + "of long"},
        {"shape = \"(M,3037000500)\", stride = \"(1,3037000500)\", indexType = Layout.IndexType"
            + ".LONG", "the capacity of layout (M,3037000500):(1,3037000500) exceeds the range of "
            + "long"},
        {"shape = \"(M,3)\", stride = \"(1,1073741824)\"",
            "the cosize of layout (M,3):(1,1073741824) is at least 2147483649 (from its leaves "
                + "without names alone)"},
    };
    for (String[] c : cases) {
      Compilation compilation = Compile.withProcessor(Compile.tile("@Layout(" + c[0] + ")"));
      assertThat(compilation).hadErrorCount(1);
      assertThat(compilation).hadErrorContaining("[strided:overflow] " + c[1]);
    }
  }

  private static Object of(Class<?> type, int... values) throws Exception {
    Class<?>[] types = new Class<?>[values.length];
    Object[] args = new Object[values.length];
    for (int i = 0; i < values.length; i++) {
      types[i] = int.class;
      args[i] = values[i];
    }
    return type.getMethod("of", types).invoke(null, args);
  }

  private static void assertRejected(Class<?> type, String text, int... values) {
    Throwable e = assertThrows(InvocationTargetException.class, () -> of(type, values)).getCause();
    assertInstanceOf(IllegalArgumentException.class, e);
    assertTrue(e.getMessage().contains(text), e.getMessage());
  }

  private static Object call(Class<?> type, Object instance, String name, int... coords)
      throws Exception {
    Class<?>[] types = new Class<?>[coords.length];
    Object[] args = new Object[coords.length];
    for (int i = 0; i < coords.length; i++) {
      types[i] = int.class;
      args[i] = coords[i];
    }
    Method m = type.getMethod(name, types);
    return m.invoke(instance, args);
  }

  private static void assertOutOfRange(Class<?> type, Object instance, int... coords) {
    Throwable e = assertThrows(InvocationTargetException.class,
        () -> call(type, instance, "checkedIndex", coords)).getCause();
    assertInstanceOf(IndexOutOfBoundsException.class, e);
  }
}
