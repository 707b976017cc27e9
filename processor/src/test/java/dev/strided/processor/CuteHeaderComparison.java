package dev.strided.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.IntTuple;
import dev.strided.testing.CuteCompiler;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * The harness of the CuTe header tests: compiles annotated layouts with
 * {@code -Astrided.cute=true}, compiles their headers with g++ against CuTe in a few programs
 * (each prints every case's {@code cute::print} and the index of every 1-D coordinate) and holds
 * each case to its generated class: the print equals {@code layout()}'s, and every index equals
 * {@code index} in its 1-D, per-mode and per-leaf forms. Index width: 64-bit exactly for
 * {@code indexType = LONG}; a static layout is static in C++, and a swizzled one (a
 * {@code Swizzle<} in its header) has the type {@code cute::composition(Swizzle, layout)} returns.
 */
final class CuteHeaderComparison {
  private CuteHeaderComparison() {}

  /**
   * One annotated layout and the bindings of its names (in of(...)'s order) to try.
   *
   * @param name the generated name
   * @param attributes the annotation's attributes other than name
   * @param bindings one int[] per call; a single empty one for a static layout
   * @param prints per binding, the expected print when layout() cannot hold the layout (its cosize
   *     or capacity is beyond int); empty when layout() can
   */
  record Case(String name, String attributes, List<int[]> bindings, List<String> prints) {
    boolean isLong() {
      return attributes.contains("LONG");
    }
  }

  /** A static case. */
  static Case fixed(String name, String attributes) {
    return new Case(name, attributes, List.of(new int[0]), List.of());
  }

  /** {@code package.Kernels} with one annotated nested type per case. */
  static JavaFileObject kernels(String packageName, List<Case> cases) {
    List<String> source = new ArrayList<>(List.of("package " + packageName + ";",
        "import dev.strided.annotations.Layout;", "final class Kernels {"));
    for (int i = 0; i < cases.size(); i++) {
      source.add("  @Layout(name = \"" + cases.get(i).name() + "\", " + cases.get(i).attributes()
          + ") static final class K" + i + " {}");
    }
    source.add("}");
    return JavaFileObjects.forSourceLines(packageName + ".Kernels", source);
  }

  /** The processor with {@code -Astrided.cute=true}; {@code -parameters} keeps of(...)'s names. */
  static Compilation compile(JavaFileObject source) {
    return Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-parameters", "-Astrided.cute=true").compile(source);
  }

  /**
   * Compiles the cases' headers in {@code programs} programs (2 at a time) and compares each
   * binding of each case with its generated class.
   *
   * @return the number of indices compared
   */
  static int compareWithCute(Compilation c, String packageName, List<Case> cases, Path dir,
      int programs) throws Exception {
    Path include = dir.resolve("include");
    writeHeaders(c, include);
    List<String> units = new ArrayList<>();
    for (int p = 0; p < programs; p++) {
      units.add(unit(packageName, cases.subList(p * cases.size() / programs,
          (p + 1) * cases.size() / programs), include));
    }
    List<String> outputs;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      outputs = gpp.outputsOf(units, List.of(include));
    }
    Map<String, String[]> cpp = new HashMap<>();
    for (String out : outputs) {
      String[] lines = out.split("\n", -1);
      for (int k = 0; k + 2 < lines.length; k += 3) {
        cpp.put(lines[k].substring("case ".length()), new String[] {lines[k + 1], lines[k + 2]});
      }
    }
    GeneratedClasses loader = new GeneratedClasses(c);
    int compared = 0;
    for (Case kase : cases) {
      Class<?> type = loader.loadClass(packageName + "." + kase.name());
      for (int b = 0; b < kase.bindings().size(); b++) {
        String id = kase.name() + "#" + b;
        String[] expected = cpp.get(id);
        assertTrue(expected != null, "C++ printed nothing for " + id);
        String javaPrint = kase.prints().isEmpty() ? null : kase.prints().get(b);
        compared += compare(type, kase.bindings().get(b), javaPrint, id, expected[0], expected[1]);
      }
    }
    return compared;
  }

  /** Writes every emitted header under {@code include}; returns how many. */
  static int writeHeaders(Compilation c, Path include) throws Exception {
    int count = 0;
    for (JavaFileObject f : c.generatedFiles()) {
      String path = f.toUri().getPath();
      if (path.endsWith(".hpp")) {
        Path target = include.resolve(path.substring(path.indexOf("/cute/") + 1));
        Files.createDirectories(target.getParent());
        Files.writeString(target, f.getCharContent(true), StandardCharsets.UTF_8);
        count++;
      }
    }
    return count;
  }

  private static String unit(String packageName, List<Case> cases, Path include)
      throws java.io.IOException {
    StringBuilder sb = new StringBuilder("#include <cstdio>\n#include <cstdint>\n"
        + "#include <type_traits>\n#include <cute/layout.hpp>\n#include <cute/util/print.hpp>\n");
    for (Case kase : cases) {
      sb.append("#include <cute/").append(packageName.replace('.', '/')).append('/')
          .append(kase.name()).append(".hpp>\n");
    }
    sb.append("""
        template <std::size_t Width, class L> void show(const char* id, L const& l) {
          using Index = decltype(l(0));   // static (an Int) when every stride is _0
          static_assert(cute::is_static<Index>::value || sizeof(Index) == Width, "index width");
          std::printf("case %s\\n", id);
          cute::print(l);
          std::printf("\\n");
          for (long long i = 0; i < (long long) cute::size(l); ++i) {
            std::printf("%lld ", (long long) l(i));
          }
          std::printf("\\n");
        }
        int main() {
        """);
    String ns = packageName.replace(".", "::") + "::";
    for (Case kase : cases) {
      String f = ns + kase.name();
      if (kase.bindings().get(0).length == 0) {
        sb.append("  static_assert(cute::is_static<").append(f).append("_t>::value, \"")
            .append(kase.name()).append("\");\n");
      }
      Path header = include.resolve("cute/" + packageName.replace('.', '/') + "/" + kase.name()
          + ".hpp");
      if (Files.readString(header, StandardCharsets.UTF_8).contains("Swizzle<")) {
        // the type cute::composition(Swizzle, layout) makes
        sb.append("  static_assert(std::is_same_v<").append(f).append("_t, decltype(")
            .append("cute::composition(").append(f).append("().layout_a(), ").append(f)
            .append("().layout_b()))>, \"").append(kase.name()).append(" composed\");\n");
      }
      for (int b = 0; b < kase.bindings().size(); b++) {
        List<String> args = new ArrayList<>();
        for (int v : kase.bindings().get(b)) {
          args.add(Integer.toString(v));
        }
        sb.append("  show<").append(kase.isLong() ? 8 : 4).append(">(\"").append(kase.name())
            .append('#').append(b).append("\", ").append(ns).append(kase.name()).append('(')
            .append(String.join(", ", args)).append("));\n");
      }
    }
    return sb.append("}\n").toString();
  }

  /**
   * Compares one binding; {@code print} is the expected print, or null for {@code layout()}'s.
   * Returns the number of indices compared.
   */
  private static int compare(Class<?> type, int[] binding, String print, String id,
      String cppPrint, String cppIndices) throws Exception {
    Object target = null;
    if (binding.length > 0) {
      Class<?>[] ints = new Class<?>[binding.length];
      Arrays.fill(ints, int.class);
      Object[] args = Arrays.stream(binding).boxed().toArray();
      target = type.getMethod("of", ints).invoke(null, args);
    }
    String javaPrint = print != null ? print : type.getMethod("layout").invoke(target).toString();
    assertEquals(javaPrint, cppPrint, id + ": CuTe's print against the Java layout()");
    int composed = javaPrint.lastIndexOf(" o ");   // a swizzled layout: Sw<B,M,S> o _0 o L
    String layout = composed < 0 ? javaPrint : javaPrint.substring(composed + " o ".length());
    IntTuple shape = IntTuple.parse(layout.substring(0, topColon(layout)));
    List<Integer> modes = new ArrayList<>();
    for (int m = 0; m < shape.rank(); m++) {
      modes.add(shape instanceof IntTuple.Tuple t ? t.elements().get(m).size() : shape.size());
    }
    List<Integer> leaves = new ArrayList<>();
    for (IntTuple.Int leaf : shape.flatten()) {
      leaves.add(leaf.value());
    }
    String[] indices = cppIndices.strip().split(" ");
    assertEquals(shape.size(), indices.length, id + ": CuTe's size");
    Method oneD = index(type, 1);
    Method byMode = index(type, modes.size());
    Method byLeaf = index(type, leaves.size());
    for (int i = 0; i < indices.length; i++) {
      long expected = Long.parseLong(indices[i]);
      assertEquals(expected, call(oneD, target, List.of(i)), id + " index(" + i + ")");
      assertEquals(expected, call(byMode, target, split(i, modes)), id + " by mode at " + i);
      assertEquals(expected, call(byLeaf, target, split(i, leaves)), id + " by leaf at " + i);
    }
    return indices.length;
  }

  private static int topColon(String text) {
    int depth = 0;
    for (int k = 0; k < text.length(); k++) {
      char ch = text.charAt(k);
      depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
      if (ch == ':' && depth == 0) {
        return k;
      }
    }
    throw new AssertionError("no ':' in " + text);
  }

  private static Method index(Class<?> type, int arity) throws NoSuchMethodException {
    Class<?>[] ints = new Class<?>[arity];
    Arrays.fill(ints, int.class);
    return type.getMethod("index", ints);
  }

  private static long call(Method m, Object target, List<Integer> coordinates) throws Exception {
    return ((Number) m.invoke(target, coordinates.toArray())).longValue();
  }

  /** The colexicographic split of {@code i} over the extents (the last takes the quotient). */
  private static List<Integer> split(int i, List<Integer> extents) {
    List<Integer> out = new ArrayList<>();
    int rest = i;
    for (int k = 0; k < extents.size(); k++) {
      boolean last = k == extents.size() - 1;
      out.add(last ? rest : rest % extents.get(k));
      rest = last ? 0 : rest / extents.get(k);
    }
    return out;
  }
}
