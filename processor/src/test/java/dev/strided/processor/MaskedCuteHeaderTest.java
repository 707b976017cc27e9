package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.strided.testing.CuteCompiler;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CuTe header of a masked layout, compiled with g++ against CuTe: the layout it returns, with
 * {@code ceil_div} extents, indexes as CuTe's own divide of the source and as the generated
 * class, and {@code elem_less} of CuTe's identity tensor of {@code Name_shape(names...)}, divided
 * the same way, is the generated {@code inBounds}, on every coordinate of sizes that do not divide.
 */
class MaskedCuteHeaderTest {
  /**
   * A masked layout, CuTe's own divide of its source, and bindings.
   *
   * @param name the generated name
   * @param of its derivation
   * @param source the source as CuTe builds it, in the names
   * @param divide CuTe's divide of a layout or tensor {@code %s} the same way, in the names
   * @param bindings the names' values, in of(...)'s order
   */
  private record Case(String name, String of, String source, String divide, List<int[]> bindings) {}

  private static final List<Case> CASES = List.of(
      new Case("CtaC", "zipped_divide(GmemC, (8,4))",
          "cute::make_layout(cute::make_shape(M, N), cute::LayoutRight{})",
          "cute::zipped_divide(%s, cute::make_shape(cute::Int<8>{}, cute::Int<4>{}))",
          List.of(new int[] {17, 5}, new int[] {7, 3}, new int[] {1, 9}, new int[] {16, 8})),
      new Case("Cols", "logical_divide(GmemK, (4,3))", "cute::make_layout(cute::make_shape(M, N))",
          "cute::logical_divide(%s, cute::make_shape(cute::Int<4>{}, cute::Int<3>{}))",
          List.of(new int[] {5, 7}, new int[] {13, 2})),
      new Case("Named", "zipped_divide(GmemC, (BM,BN))",
          "cute::make_layout(cute::make_shape(M, N), cute::LayoutRight{})",
          "cute::zipped_divide(%s, cute::make_shape(BM, BN))",
          List.of(new int[] {11, 6, 4, 3}, new int[] {3, 5, 2, 5})),
      // a tile extent of 1 needs no fact about the names (one row, one column per tile)
      new Case("Rows", "zipped_divide(GmemC, (1,32))",
          "cute::make_layout(cute::make_shape(M, N), cute::LayoutRight{})",
          "cute::zipped_divide(%s, cute::make_shape(cute::Int<1>{}, cute::Int<32>{}))",
          List.of(new int[] {3, 70}, new int[] {1, 32}, new int[] {2, 1})),
      new Case("Columns", "zipped_divide(GmemK, (16,1))", "cute::make_layout(cute::make_shape(M, N))",
          "cute::zipped_divide(%s, cute::make_shape(cute::Int<16>{}, cute::Int<1>{}))",
          List.of(new int[] {20, 3}, new int[] {1, 1}, new int[] {16, 2})));

  @Test
  void theHeaderIsCuteOwnDivideAndElemLessIsInBounds(@TempDir Path dir) throws Exception {
    List<String> source = new ArrayList<>(List.of("package com.acme;",
        "import dev.strided.annotations.Layout;",
        "@Layout(name = \"GmemC\", shape = \"(M,N)\", order = Layout.Order.ROW_MAJOR)",
        "@Layout(name = \"GmemK\", shape = \"(M,N)\")"));
    for (Case k : CASES) {
      source.add("@Layout(name = \"" + k.name() + "\", of = \"" + k.of() + "\", masked = true)");
    }
    source.add("final class Tiles {}");
    Compilation c = Compiler.javac().withProcessors(new LayoutProcessor())
        .withOptions("--release", "17", "-Astrided.cute=true")
        .compile(JavaFileObjects.forSourceLines("com.acme.Tiles", source));
    assertThat(c).succeededWithoutWarnings();
    Path include = dir.resolve("include");
    CuteHeaderComparison.writeHeaders(c, include);
    List<String> outputs;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      outputs = gpp.outputsOf(List.of(unit()), List.of(include));
    }
    String[] lines = outputs.get(0).split("\n");
    GeneratedClasses loader = new GeneratedClasses(c);
    int line = 0;
    int compared = 0;
    for (Case k : CASES) {
      Class<?> type = loader.loadClass("com.acme." + k.name());
      Method of = find(type, "of");
      for (int[] b : k.bindings()) {
        Object layout = of.invoke(null, java.util.Arrays.stream(b).boxed().toArray());
        String[] cells = lines[line++].strip().split(" ");
        String id = k.name() + java.util.Arrays.toString(b);
        for (int i = 0; i < cells.length; i++) {
          String[] v = cells[i].split(":");
          Object index = type.getMethod("index", int.class).invoke(layout, i);
          assertEquals(Integer.parseInt(v[0]), index, id + " header at " + i);
          assertEquals(Integer.parseInt(v[1]), index, id + " CuTe's divide at " + i);
          assertEquals(v[2].equals("1"), type.getMethod("inBounds", int.class).invoke(layout, i),
              id + " elem_less at " + i);
          compared++;
        }
        assertEquals(type.getMethod("size").invoke(layout), cells.length, id + " size");
      }
    }
    assertTrue(compared > 500, "compared " + compared);
  }

  private static String unit() {
    StringBuilder sb = new StringBuilder("#include <cstdio>\n#include <cute/tensor.hpp>\n");
    for (Case k : CASES) {
      sb.append("#include <cute/com/acme/").append(k.name()).append(".hpp>\n");
    }
    sb.append("""
        template <class L, class O, class T, class S> void show(L const& l, O const& own,
            T const& ids, S const& shape) {
          for (int i = 0; i < (int) cute::size(l); ++i) {
            std::printf("%d:%d:%d ", (int) l(i), (int) own(i),
                cute::elem_less(ids(i), shape) ? 1 : 0);
          }
          std::printf("\\n");
        }
        int main() {
        """);
    for (Case k : CASES) {
      for (int[] b : k.bindings()) {
        List<String> names = k.bindings().get(0).length == 4 ? List.of("M", "N", "BM", "BN")
            : List.of("M", "N");
        sb.append("  {\n");
        List<String> args = new ArrayList<>();
        for (int n = 0; n < b.length; n++) {
          sb.append("    int ").append(names.get(n)).append(" = ").append(b[n]).append(";\n");
          args.add(names.get(n));
        }
        String call = "(" + String.join(", ", args) + ")";
        sb.append("    auto shape = com::acme::").append(k.name()).append("_shape").append(call)
            .append(";\n    show(com::acme::").append(k.name()).append(call).append(", ")
            .append(String.format(k.divide(), k.source())).append(", ")
            .append(String.format(k.divide(), "cute::make_identity_tensor(shape)"))
            .append(", shape);\n  }\n");
      }
    }
    return sb.append("}\n").toString();
  }

  private static Method find(Class<?> type, String name) {
    for (Method m : type.getMethods()) {
      if (m.getName().equals(name)) {
        return m;
      }
    }
    throw new AssertionError(type + " has no " + name);
  }
}
