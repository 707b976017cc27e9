package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
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
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headers of {@code -Astrided.cute=true}, compiled with g++ against CuTe itself: for static,
 * nested, negative-stride, dynamic (several bindings each), long and seeded random layouts, CuTe's
 * {@code print} of the layout equals the generated class's {@code layout()}, and CuTe's index of
 * every 1-D coordinate equals the generated class's {@code index} in its 1-D, per-mode and per-leaf
 * forms. Also the index type: 64-bit exactly for {@code indexType = LONG}.
 */
class CuteHeadersAgainstCuteTest {
  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
  private static final String PACKAGE = "com.acme.kernels";

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

  private static List<Case> cases() {
    List<Case> cases = new ArrayList<>(List.of(
        fixed("Nested", "shape = \"(2,(3,4))\", stride = \"(1,(2,6))\""),
        fixed("RowMajor", "shape = \"(4,8)\", order = Layout.Order.ROW_MAJOR"),
        fixed("Leaf", "shape = \"8\""),
        fixed("RankOne", "shape = \"(8)\", stride = \"(3)\""),
        fixed("Negative", "shape = \"(4,(2,3))\", stride = \"(-1,(8,-16))\""),
        fixed("Deep", "shape = \"((2,2),(2,(2,3)))\", stride = \"((1,4),(2,(16,-40)))\""),
        fixed("Broadcast", "shape = \"(4,1,3)\", stride = \"(0,0,1)\""),
        new Case("Mat", "shape = \"(M,N)\"", List.of(new int[] {3, 5}, new int[] {1, 1},
            new int[] {7, 2}), List.of()),
        new Case("Padded", "shape = \"(M,N)\", stride = \"(1,ld)\"",
            List.of(new int[] {3, 4, 5}, new int[] {2, 3, -7}), List.of()),
        new Case("Blocked", "shape = \"(M,(4,N))\", stride = \"(4*N,(1,4))\"",
            List.of(new int[] {2, 3}, new int[] {3, 1}), List.of()),
        new Case("Flipped", "shape = \"(2*M,(3,K))\", stride = \"(-1,(2*M,-6*M))\"",
            List.of(new int[] {1, 2}, new int[] {3, 1}), List.of()),
        new Case("Squared", "shape = \"(M,M)\", stride = \"(M*M,1)\"",
            List.of(new int[] {3}, new int[] {4}), List.of()),
        new Case("WideStride", "shape = \"(4,3)\", stride = \"(1,1000000000)\", "
            + "indexType = Layout.IndexType.LONG", List.of(new int[0]),
            List.of("(_4,_3):(_1,_1000000000)")),
        new Case("BeyondInt", "shape = \"(2,2)\", stride = \"(1,5000000000)\", "
            + "indexType = Layout.IndexType.LONG", List.of(new int[0]),
            List.of("(_2,_2):(_1,_5000000000)")),
        new Case("WideDynamic", "shape = \"(M,N)\", stride = \"(1,S)\", "
            + "indexType = Layout.IndexType.LONG",
            List.of(new int[] {4, 3, 1_000_000_000}, new int[] {2, 2, -1_500_000_000}),
            List.of("(4,3):(_1,1000000000)", "(2,2):(_1,-1500000000)")),
        new Case("Cube", "shape = \"(M,N,2*K)\", indexType = Layout.IndexType.LONG",
            List.of(new int[] {3, 4, 2}), List.of())));
    cases.addAll(random(new Random(15), 40));
    return cases;
  }

  private static Case fixed(String name, String attributes) {
    return new Case(name, attributes, List.of(new int[0]), List.of());
  }

  @Test
  void everyHeaderPrintsAndIndexesAsTheGeneratedClass(@TempDir Path dir) throws Exception {
    List<Case> cases = cases();
    List<String> source = new ArrayList<>(List.of("package " + PACKAGE + ";",
        "import dev.strided.annotations.Layout;", "final class Kernels {"));
    for (int i = 0; i < cases.size(); i++) {
      source.add("  @Layout(name = \"" + cases.get(i).name() + "\", " + cases.get(i).attributes()
          + ") static final class K" + i + " {}");
    }
    source.add("}");
    Compilation c = Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Astrided.cute=true")
        .compile(JavaFileObjects.forSourceLines(PACKAGE + ".Kernels", source));
    assertThat(c).succeededWithoutWarnings();
    Path include = dir.resolve("include");
    int headers = writeHeaders(c, include);
    assertEquals(cases.size(), headers, "one header per generated layout");
    List<String> units = List.of(unit(cases.subList(0, cases.size() / 2)),
        unit(cases.subList(cases.size() / 2, cases.size())));
    Map<String, String[]> cpp = new LinkedHashMap<>();
    List<String> outputs;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      outputs = gpp.outputsOf(units, List.of(include));
    }
    for (String out : outputs) {
      String[] lines = out.split("\n", -1);
      for (int k = 0; k + 2 < lines.length; k += 3) {
        cpp.put(lines[k].substring("case ".length()), new String[] {lines[k + 1], lines[k + 2]});
      }
    }
    GeneratedClasses loader = new GeneratedClasses(c);
    int compared = 0;
    for (Case kase : cases) {
      Class<?> type = loader.loadClass(PACKAGE + "." + kase.name());
      for (int b = 0; b < kase.bindings().size(); b++) {
        String id = kase.name() + "#" + b;
        String[] expected = cpp.get(id);
        assertTrue(expected != null, "C++ printed nothing for " + id);
        String javaPrint = kase.prints().isEmpty() ? null : kase.prints().get(b);
        compared += compare(type, kase.bindings().get(b), javaPrint, id, expected[0], expected[1]);
      }
    }
    assertTrue(compared > 1000, "indices compared: " + compared);
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

  private static String unit(List<Case> cases) {
    StringBuilder sb = new StringBuilder("#include <cstdio>\n#include <cstdint>\n"
        + "#include <type_traits>\n#include <cute/layout.hpp>\n#include <cute/util/print.hpp>\n");
    for (Case kase : cases) {
      sb.append("#include <cute/").append(PACKAGE.replace('.', '/')).append('/')
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
    String ns = PACKAGE.replace(".", "::") + "::";
    for (Case kase : cases) {
      if (kase.bindings().get(0).length == 0) {
        sb.append("  static_assert(cute::is_static<").append(ns).append(kase.name())
            .append("_t>::value, \"").append(kase.name()).append("\");\n");
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
    IntTuple shape = IntTuple.parse(javaPrint.substring(0, topColon(javaPrint)));
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

  /** Seeded layouts with names, products, negative and stride-only names, int and long. */
  private static List<Case> random(Random r, int count) {
    List<Case> out = new ArrayList<>();
    while (out.size() < count) {
      List<String> shapeLeaves = new ArrayList<>();
      String shape = tuple(r, 0, shapeLeaves);
      String stride = r.nextInt(4) == 0 ? "" : strideLike(shape, r);
      Map<String, Integer> value = Map.of("A", 1 + r.nextInt(3), "B", 2 + r.nextInt(2),
          "C", 1 + r.nextInt(2), "D", r.nextInt(9) - 4);
      long size = 1;
      for (String leaf : shapeLeaves) {
        size *= leaf.equals("2*C") ? 2L * value.get("C")
            : value.containsKey(leaf) ? value.get(leaf) : Long.parseLong(leaf);
      }
      if (size > 512) {
        continue;
      }
      Set<String> names = new LinkedHashSet<>();
      Matcher m = NAME.matcher(shape + " " + stride);
      while (m.find()) {
        names.add(m.group());
      }
      int[] binding = names.stream().mapToInt(value::get).toArray();
      String attributes = "shape = \"" + shape + "\", stride = \"" + stride + "\""
          + (r.nextInt(3) == 0 ? ", indexType = Layout.IndexType.LONG" : "");
      out.add(new Case("R" + out.size(), attributes, List.of(binding), List.of()));
    }
    return out;
  }

  private static String tuple(Random r, int depth, List<String> leaves) {
    if (depth < 2 && r.nextInt(3) > 0) {
      List<String> parts = new ArrayList<>();
      for (int i = 0, rank = 1 + r.nextInt(3); i < rank; i++) {
        parts.add(tuple(r, depth + 1, leaves));
      }
      return "(" + String.join(",", parts) + ")";
    }
    String leaf = switch (r.nextInt(5)) {
      case 0 -> "A";
      case 1 -> "B";
      case 2 -> "2*C";
      default -> Integer.toString(1 + r.nextInt(4));
    };
    leaves.add(leaf);
    return leaf;
  }

  /** The shape with every leaf replaced by a stride: a number (maybe negative or 0) or names. */
  private static String strideLike(String shape, Random r) {
    StringBuilder sb = new StringBuilder();
    for (String token : shape.split("(?<=[(),])|(?=[(),])")) {
      if (token.equals("(") || token.equals(")") || token.equals(",")) {
        sb.append(token);
        continue;
      }
      sb.append(switch (r.nextInt(6)) {
        case 0 -> "A";
        case 1 -> "-3*B";
        case 2 -> "D";
        case 3 -> "0";
        default -> Integer.toString(r.nextInt(13) - 4);
      });
    }
    return sb.toString();
  }
}
