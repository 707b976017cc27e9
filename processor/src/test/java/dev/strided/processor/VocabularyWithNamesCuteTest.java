package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.strided.testing.CuteCompiler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * CuTe's vocabulary in {@code of} over names: each derived layout, bound to seeded random values of
 * its names, prints and indexes as CuTe C++ computes the same expression with those values as
 * dynamic integers (g++ against the shared headers; {@code local_tile} on a tensor, as CuTe has it).
 * The seed changes per run and is printed ({@code -Dstrided.vocabulary.names.seed=N} replays it).
 */
class VocabularyWithNamesCuteTest {
  /** A derived layout over G = (M,N) row-major, and the same in CuTe C++ over {@code g}. */
  private record Case(String name, String of, String cxx) {}

  private static final String ASSUME = ", assume = {\"M % 32 == 0\", \"N % 16 == 0\"})";
  private static final List<Case> CASES = List.of(
      new Case("CtaTile", "local_tile(G, (32,16), (0,_))",
          "local_tile(t, Shape<_32,_16>{}, make_coord(0,_)).layout()"),
      new Case("Projected", "local_tile(G, (32,8,16), (1,0,_), Step<_1,X,_1>{})",
          "local_tile(t, Shape<_32,_8,_16>{}, make_coord(1,0,_), Step<_1,X,_1>{}).layout()"),
      new Case("Tiles", "select(zipped_divide(G, (32,16)), 1)",
          "select<1>(zipped_divide(g, Shape<_32,_16>{}))"),
      new Case("Flat", "group(flatten(zipped_divide(G, (32,16))), 2, 4)",
          "group<2,4>(flatten(zipped_divide(g, Shape<_32,_16>{})))"),
      new Case("Taken", "take<0,1>(zipped_divide(G, (32,16)))",
          "take<0,1>(zipped_divide(g, Shape<_32,_16>{}))"),
      new Case("Like", "make_layout_like(G)", "make_layout_like(g)"),
      new Case("Ordered", "make_ordered_layout((M,N,4), (1,0,2))",
          "make_ordered_layout(make_shape(m, n, _4{}), make_tuple(_1{}, _0{}, _2{}))"),
      new Case("Appended", "prepend(append(G), 2:0)", "prepend(append(g), Layout<_2,_0>{})"),
      new Case("Replaced", "replace(G, 0, (2,M):(N,2*N))",
          "replace<0>(g, make_layout(make_shape(_2{}, m), make_stride(n, 2 * n)))"),
      new Case("Halved", "upcast<2>(G)", "upcast<2>(g)"));

  @Test
  void namedDerivationsAreCutesOwn() throws Exception {
    long seed = Long.getLong("strided.vocabulary.names.seed", System.currentTimeMillis());
    System.out.println("VocabularyWithNamesCuteTest: seed " + seed
        + " (replay with -Dstrided.vocabulary.names.seed=" + seed + ")");
    Random r = new Random(seed);
    int m = 32 * (1 + r.nextInt(4));
    int n = 16 * (1 + r.nextInt(4));
    List<String> lines = new ArrayList<>(List.of(
        "@Layout(name = \"G\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)"));
    for (Case c : CASES) {
      boolean divides = c.of().contains("divide") || c.of().contains("local_tile")
          || c.of().contains("upcast");
      lines.add("@Layout(name = \"" + c.name() + "\", of = \"" + c.of() + "\""
          + (divides ? ASSUME : ")"));
    }
    Compilation compilation = Compile.withProcessor(Compile.tile(lines.toArray(new String[0])));
    assertThat(compilation).succeededWithoutWarnings();
    StringBuilder unit = new StringBuilder("#include <cstdio>\n#include <cute/tensor.hpp>\n"
        + "using namespace cute;\n"
        + "template <class L> void show(L const& l) {\n"
        + "  print(l); std::printf(\"\\n\");\n"
        + "  for (int i = 0; i < int(size(l)); ++i) std::printf(\"%d \", int(l(i)));\n"
        + "  std::printf(\"\\n\");\n}\nint main() {\n  int m = " + m + ", n = " + n + ";\n"
        + "  auto g = make_layout(make_shape(m, n), LayoutRight{});\n"
        + "  auto t = make_tensor(make_gmem_ptr((float*) nullptr), g);\n");
    for (Case c : CASES) {
      unit.append("  show(").append(c.cxx()).append(");\n");
    }
    unit.append("}\n");
    String[] out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = gpp.outputsOf(List.of(unit.toString()), List.of()).get(0).split("\n", -1);
    }
    GeneratedClasses loader = new GeneratedClasses(compilation);
    for (int k = 0; k < CASES.size(); k++) {
      Case c = CASES.get(k);
      String id = c.name() + " = " + c.of() + " with M = " + m + ", N = " + n;
      Class<?> type = loader.loadClass("com.acme." + c.name());
      Object bound = type.getMethod("of", int.class, int.class).invoke(null, m, n);
      assertEquals(out[2 * k], type.getMethod("layout").invoke(bound).toString(), id);
      String[] indices = out[2 * k + 1].strip().split(" ");
      Method index = type.getMethod("index", int.class);
      for (int i = 0; i < indices.length; i++) {
        assertEquals(Integer.parseInt(indices[i]), (int) index.invoke(bound, i), id + " at " + i);
      }
    }
  }
}
