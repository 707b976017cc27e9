package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.IntTuple;
import dev.strided.Layout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Random layouts with names (compact in either order, or explicit strides with products, negative
 * values and stride-only names), int and long, compiled in one batch and checked against the runtime
 * layout under random bindings; plus the factory's rejections.
 */
class DynamicLayoutsTest {
  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
  private static final int COUNT = 80;
  private static final List<String[]> SPECS = new ArrayList<>();
  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() throws Exception {
    Random random = new Random(20240601);
    List<String> source = new ArrayList<>(List.of("package dyn;",
        "import dev.strided.annotations.Layout;", "final class Kernels {"));
    for (int i = 0; i < COUNT; i++) {
      int[] leaves = {0};
      String shape = tuple(random, 0, leaves, true);
      String stride = random.nextInt(3) == 0 ? "" : strideLike(shape, random);
      boolean rowMajor = random.nextBoolean();
      boolean longIndex = random.nextInt(4) == 0;
      SPECS.add(new String[] {shape, stride, rowMajor ? "R" : "C", longIndex ? "L" : "I"});
      source.add("  @Layout(name = \"D" + i + "\", shape = \"" + shape + "\", stride = \"" + stride
          + "\", order = Layout.Order." + (rowMajor && stride.isEmpty() ? "ROW_MAJOR" : "COLUMN_MAJOR")
          + ", indexType = Layout.IndexType." + (longIndex ? "LONG" : "INT")
          + ") static final class K" + i + " {}");
    }
    source.add("  @Layout(name = \"Mat\", shape = \"(M,N)\", stride = \"(1,ld)\") static final class A {}");
    source.add("  @Layout(name = \"Cube\", shape = \"(M,N,K)\", indexType = Layout.IndexType.LONG)"
        + " static final class B {}");
    source.add("}");
    Compilation c = Compile.withProcessor(JavaFileObjects.forSourceLines("dyn.Kernels", source));
    assertThat(c).succeeded();
    loader = new GeneratedClasses(c);
  }

  private static String tuple(Random r, int depth, int[] leaves, boolean shape) {
    if (depth < 2 && r.nextInt(3) > 0) {
      int rank = 1 + r.nextInt(3);
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        parts.add(tuple(r, depth + 1, leaves, shape));
      }
      return "(" + String.join(",", parts) + ")";
    }
    leaves[0]++;
    return switch (r.nextInt(5)) {
      case 0 -> "A";
      case 1 -> "B";
      case 2 -> "2*C";
      default -> Integer.toString(1 + r.nextInt(3));
    };
  }

  /** A stride congruent with the shape: each leaf replaced by a random value or product. */
  private static String strideLike(String shape, Random r) {
    Matcher m = Pattern.compile("[A-Za-z0-9*]+").matcher(shape);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String leaf = switch (r.nextInt(6)) {
        case 0 -> "A";
        case 1 -> "s";
        case 2 -> "-2*B";
        case 3 -> "A*B";
        default -> Integer.toString(r.nextInt(9) - 2);
      };
      m.appendReplacement(sb, leaf);
    }
    m.appendTail(sb);
    return sb.toString();
  }

  @Test
  void everyOverloadAgreesWithTheRuntimeUnderRandomBindings() throws Exception {
    Random random = new Random(7);
    for (int i = 0; i < COUNT; i++) {
      String[] spec = SPECS.get(i);
      Class<?> type = loader.loadClass("dyn.D" + i);
      for (int trial = 0; trial < 3; trial++) {
        Map<String, Integer> binding = new HashMap<>();
        List<String> names = names(spec[0] + ":" + spec[1]);
        Object[] args = new Object[names.size()];
        for (int k = 0; k < args.length; k++) {
          int value = names.get(k).equals("s") ? random.nextInt(7) - 3 : 1 + random.nextInt(3);
          binding.put(names.get(k), value);
          args[k] = value;
        }
        Object instance = names.isEmpty() ? null : factory(type, names.size()).invoke(null, args);
        new Agreement(type, instance, runtime(spec, binding)).check();
      }
    }
  }

  @Test
  void factoryRejectsExtentsBelowOne() throws Exception {
    Class<?> mat = loader.loadClass("dyn.Mat");
    Throwable e = assertThrows(InvocationTargetException.class,
        () -> factory(mat, 3).invoke(null, 4, 0, 8)).getCause();
    assertInstanceOf(IllegalArgumentException.class, e);
    assertEquals("N = 0 must be at least 1: it is an extent of layout (M,N):(_1,ld)",
        e.getMessage());
  }

  @Test
  void factoryRejectsIntOverflowNamingTheParameters() throws Exception {
    Class<?> mat = loader.loadClass("dyn.Mat");
    Throwable e = assertThrows(InvocationTargetException.class,
        () -> factory(mat, 3).invoke(null, 65536, 65536, 65536)).getCause();
    assertInstanceOf(IllegalArgumentException.class, e);
    assertEquals("M = 65536, N = 65536: the size 4294967296 of layout (M,N):(_1,ld) does not fit "
        + "in int (use @Layout(indexType = LONG))", e.getMessage());
  }

  @Test
  void longLayoutsHoldWhatIntCannotAndRejectLongOverflow() throws Exception {
    Class<?> cube = loader.loadClass("dyn.Cube");
    Object big = factory(cube, 3).invoke(null, 65536, 65536, 4);
    assertEquals(17179869184L, cube.getMethod("size").invoke(big));
    assertEquals(65535L + 65535L * 65536 + 3L * 65536 * 65536,
        cube.getMethod("index", int.class, int.class, int.class).invoke(big, 65535, 65535, 3));
    Throwable e = assertThrows(InvocationTargetException.class, () -> factory(cube, 3)
        .invoke(null, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE)).getCause();
    assertInstanceOf(IllegalArgumentException.class, e);
    assertTrue(e.getMessage().startsWith("M = 2147483647, N = 2147483647, K = 2147483647: a size,"
        + " cosize, capacity or value of layout (M,N,K):(_1,M,M*N) exceeds the range of long"),
        e.getMessage());
  }

  private static Method factory(Class<?> type, int arity) throws NoSuchMethodException {
    Class<?>[] types = new Class<?>[arity];
    java.util.Arrays.fill(types, int.class);
    return type.getMethod("of", types);
  }

  private static List<String> names(String text) {
    LinkedHashSet<String> out = new LinkedHashSet<>();
    Matcher m = NAME.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return new ArrayList<>(out);
  }

  /** The runtime layout: literals static, bound names dynamic, compact strides by the runtime. */
  private static Layout runtime(String[] spec, Map<String, Integer> binding) {
    String shape = bind(spec[0], binding);
    if (!spec[1].isEmpty()) {
      return Layout.parse(shape + ":" + bind(spec[1], binding));
    }
    IntTuple s = IntTuple.parse(shape);
    return spec[2].equals("R") ? Layout.rowMajor(s) : Layout.columnMajor(s);
  }

  private static String bind(String text, Map<String, Integer> binding) {
    Matcher m = Pattern.compile("-?[A-Za-z0-9]+(\\*[A-Za-z0-9]+)*").matcher(text);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      long value = 1;
      boolean dynamic = false;
      for (String f : m.group().split("\\*")) {
        if (NAME.matcher(f).matches()) {
          value *= binding.get(f);
          dynamic = true;
        } else {
          value *= Long.parseLong(f);
        }
      }
      m.appendReplacement(sb, (dynamic ? "" : "_") + value);
    }
    m.appendTail(sb);
    return sb.toString();
  }
}
