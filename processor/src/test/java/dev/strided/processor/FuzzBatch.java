package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.Layout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Many fuzz cases compiled by real javac in one compilation: one nested class per case, each
 * attribute of its {@code @Layout} on its own line, so a diagnostic's line names the attribute.
 */
final class FuzzBatch {
  private final List<FuzzCase> cases;
  private final List<Integer> annotationLine = new ArrayList<>();
  private final List<Map<String, Integer>> attributeLine = new ArrayList<>();
  private final JavaFileObject source;
  private final String text;

  /**
   * Builds the source; a case keeps its own name only when {@code keepNames}, else it is
   * {@code F<i>} (valid cases must not clash).
   */
  FuzzBatch(String pkg, List<FuzzCase> cases) {
    this.cases = cases;
    List<String> lines = new ArrayList<>(List.of("package " + pkg + ";",
        "import dev.strided.annotations.Layout;", "final class Batch {"));
    for (int i = 0; i < cases.size(); i++) {
      FuzzCase c = cases.get(i);
      Map<String, Integer> at = new HashMap<>();
      annotationLine.add(lines.size() + 1);
      lines.add("  @Layout(");
      at.put("name", lines.size() + 1);
      lines.add("      name = " + FuzzCase.literal(c.name()) + ",");
      at.put("shape", lines.size() + 1);
      lines.add("      shape = " + FuzzCase.literal(c.shape()) + ",");
      if (!c.stride().isEmpty()) {
        at.put("stride", lines.size() + 1);
        lines.add("      stride = " + FuzzCase.literal(c.stride()) + ",");
      }
      lines.add("      " + c.flagSource() + ")");
      lines.add("  static final class K" + i + " {}");
      attributeLine.add(at);
    }
    lines.add("}");
    source = JavaFileObjects.forSourceLines(pkg + ".Batch", lines);
    text = String.join("\n", lines) + "\n";
  }

  /** The source text of {@code <pkg>.Batch}. */
  String text() {
    return text;
  }

  /** Compiles with javac (errors unlimited). */
  Compilation compile() {
    return compile(Compiler.javac(), "-Xmaxerrs", "100000", "-Xlint:all,-processing", "-Werror");
  }

  /** Compiles with the given compiler and options, plus {@code --release 17}. */
  Compilation compile(Compiler compiler, String... options) {
    List<String> all = new ArrayList<>(List.of("--release", "17"));
    all.addAll(List.of(options));
    return compiler.withProcessors(new LayoutProcessor()).withOptions(all).compile(source);
  }

  /**
   * Every case got exactly its expected error, on the line of the attribute at fault, with the same
   * text as in process.
   */
  void assertErrors(Compilation c, List<dev.strided.processor.diagnostic.Diagnostic> expected) {
    Map<Integer, List<Diagnostic<? extends JavaFileObject>>> byCase = new HashMap<>();
    for (Diagnostic<? extends JavaFileObject> e : c.errors()) {
      byCase.computeIfAbsent(caseOf(e.getLineNumber()), k -> new ArrayList<>()).add(e);
    }
    for (int i = 0; i < cases.size(); i++) {
      List<Diagnostic<? extends JavaFileObject>> got = byCase.getOrDefault(i, List.of());
      String label = "case " + i + " " + cases.get(i) + ": " + got;
      assertEquals(1, got.size(), label);
      dev.strided.processor.diagnostic.Diagnostic want = expected.get(i);
      int line = want.attribute() == null ? annotationLine.get(i)
          : attributeLine.get(i).get(want.attribute());
      assertEquals(line, got.get(0).getLineNumber(), label);
      // javac indents the lines after the first by two spaces
      assertEquals(want.text().replace("\n", "\n  "), got.get(0).getMessage(Locale.ROOT), label);
    }
    assertEquals(cases.size(), c.errors().size(), "errors outside the cases: " + c.errors());
  }

  private int caseOf(long line) {
    int k = -1;
    for (int i = 0; i < annotationLine.size() && annotationLine.get(i) <= line; i++) {
      k = i;
    }
    return k;
  }

  /**
   * Loads the generated class of each case and checks it against the runtime on every coordinate
   * (names bound to small values); returns how many were checked.
   */
  int assertAgreement(ClassLoader loader, String pkg, Random random) throws Exception {
    int checked = 0;
    for (int i = 0; i < cases.size(); i++) {
      FuzzCase c = cases.get(i);
      Class<?> type = loader.loadClass(pkg + "." + c.name());
      List<String> names = FrontEnd.names(c);
      Set<String> extents = FrontEnd.extentNames(c);
      Map<String, Integer> binding = new HashMap<>();
      Object[] args = new Object[names.size()];
      for (int k = 0; k < args.length; k++) {
        int v = extents.contains(names.get(k)) ? 1 + random.nextInt(3) : random.nextInt(7) - 3;
        binding.put(names.get(k), v);
        args[k] = v;
      }
      Layout expected;
      try {
        expected = FrontEnd.runtime(c, binding);
      } catch (IllegalArgumentException | ArithmeticException e) {
        // the runtime is int-valued: only a long layout may hold what it rejects
        if (!c.longIndex() && !names.isEmpty()) {
          Throwable thrown = assertThrows(InvocationTargetException.class,
              () -> factory(type, args.length).invoke(null, args), c + " with " + binding);
          assertInstanceOf(IllegalArgumentException.class, thrown.getCause());
        } else {
          assertTrue(c.longIndex(), "runtime rejects " + c + ": " + e);
        }
        continue;
      }
      if (expected.size() > 256) {
        continue;
      }
      Object instance = null;
      if (!names.isEmpty()) {
        instance = factory(type, args.length).invoke(null, args);
      }
      new Agreement(type, instance, expected).check();
      checked++;
    }
    return checked;
  }

  private static Method factory(Class<?> type, int arity) throws NoSuchMethodException {
    Class<?>[] types = new Class<?>[arity];
    java.util.Arrays.fill(types, int.class);
    return type.getMethod("of", types);
  }
}
