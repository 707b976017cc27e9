package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.strided.processor.CuteHeaderComparison.fixed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.SwizzledLayout;
import dev.strided.processor.CuteHeaderComparison.Case;
import dev.strided.testing.CuteCompiler;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A swizzled layout used by name keeps its swizzle, as CuTe's {@code ComposedLayout} does: every
 * operation {@code of} accepts on a swizzled first operand, written once on the atom by name and
 * once inline, gives CuTe C++'s own result of the same operation (its {@code print} and the index
 * of every 1-D coordinate, computed by g++ against the shared headers), and so does the runtime's
 * {@link SwizzledLayout#derive}; the emitted headers of the by-name layouts print and index as
 * their generated classes ({@link CuteHeaderComparison}).
 */
class SwizzledByNameCuteTest {
  private static final String PACKAGE = "com.acme.swizzled";
  private static final String ATOM = "Sw<3,4,3> o (8,64):(64,1)";
  private static final String ATOM_CXX = "composition(Swizzle<3,4,3>{}, "
      + "Layout<Shape<_8,_64>, Stride<_64,_1>>{})";

  /** One operation on the atom: the name, {@code of} with {@code A} for the atom, CuTe's call. */
  private record Op(String name, String of, String cxx) {
    String byName() {
      return of.replace("A", "Atom");
    }

    String inline() {
      return of.replace("A", ATOM);
    }
  }

  private static final List<Op> OPS = List.of(
      new Op("Alias", "A", "a"),
      new Op("TileToShape", "tile_to_shape(A, (128,64,3))",
          "tile_to_shape(a, Shape<_128,_64,_3>{})"),
      new Op("Zipped", "zipped_divide(A, (4,16))", "zipped_divide(a, Shape<_4,_16>{})"),
      new Op("Logical", "logical_divide(A, (2,8))", "logical_divide(a, Shape<_2,_8>{})"),
      new Op("Tiled", "tiled_divide(A, (4,32))", "tiled_divide(a, Shape<_4,_32>{})"),
      new Op("Flat", "flat_divide(A, (8,16))", "flat_divide(a, Shape<_8,_16>{})"),
      new Op("ByLayout", "zipped_divide(A, (4:2,8:8))", "zipped_divide(a, make_tile("
          + "Layout<_4,_2>{}, Layout<_8,_8>{}))"),
      new Op("LogicalProduct", "logical_product(A, (2,3))",
          "logical_product(a, Shape<_2,_3>{})"),
      new Op("ZippedProduct", "zipped_product(A, (2,2))",
          "zipped_product(a, Shape<_2,_2>{})"),
      new Op("TiledProduct", "tiled_product(A, (2,2))",
          "tiled_product(a, Shape<_2,_2>{})"),
      new Op("FlatProduct", "flat_product(A, (2,2))",
          "flat_product(a, Shape<_2,_2>{})"),
      new Op("Blocked", "blocked_product(A, (2,3))",
          "blocked_product(a, Layout<Shape<_2,_3>>{})"),
      new Op("Raked", "raked_product(A, (2,3))", "raked_product(a, Layout<Shape<_2,_3>>{})"),
      new Op("Composed", "composition(A, (4,16):(16,1))",
          "composition(a, Layout<Shape<_4,_16>, Stride<_16,_1>>{})"),
      new Op("Coalesced", "coalesce(A)", "coalesce(a)"),
      new Op("Mode", "get(A, 1)", "get<1>(a)"),
      new Op("Complement", "complement(A, 2048)", "complement(a, _2048{})"),
      new Op("Take", "take(A, 1, 2)", "take<1,2>(a)"),
      new Op("Flatten", "flatten(zipped_divide(A, (4,16)))",
          "flatten(zipped_divide(a, Shape<_4,_16>{}))"),
      new Op("Append", "append(A, 2:512)", "append<3>(a, Layout<_2,_512>{})"),
      new Op("Group", "group(A, 0, 2)", "group<0,2>(a)"),
      new Op("Nested", "zipped_divide(tile_to_shape(A, (64,128)), (16,64))",
          "zipped_divide(tile_to_shape(a, Shape<_64,_128>{}), Shape<_16,_64>{})"));

  @Test
  void everyOperationOnASwizzledOperandIsCuteComposedLayouts(@TempDir Path dir) throws Exception {
    List<Case> cases = new ArrayList<>(List.of(fixed("Atom", "of = \"" + ATOM + "\"")));
    for (Op op : OPS) {
      cases.add(fixed(op.name() + "ByName", "of = \"" + op.byName() + "\""));
      cases.add(fixed(op.name() + "Inline", "of = \"" + op.inline() + "\""));
    }
    Compilation c = CuteHeaderComparison.compile(CuteHeaderComparison.kernels(PACKAGE, cases));
    assertThat(c).succeededWithoutWarnings();
    Map<String, String[]> cute = cuteResults();
    GeneratedClasses loader = new GeneratedClasses(c);
    for (Op op : OPS) {
      String[] expected = cute.get(op.name());
      for (String form : List.of("ByName", "Inline")) {
        Class<?> type = loader.loadClass(PACKAGE + "." + op.name() + form);
        String id = op.name() + form + " (" + op.of() + ")";
        assertEquals(expected[0], type.getMethod("layout").invoke(null).toString(), id);
        String[] indices = expected[1].strip().split(" ");
        var index = type.getMethod("index", int.class);
        for (int i = 0; i < indices.length; i++) {
          assertEquals(Integer.parseInt(indices[i]), (int) index.invoke(null, i), id + " at " + i);
        }
      }
      SwizzledLayout runtime = SwizzledLayout.derive(statically(op.inline()));
      String[] indices = expected[1].strip().split(" ");
      assertEquals(indices.length, runtime.size(), op.name() + " at run time");
      for (int i = 0; i < indices.length; i++) {
        assertEquals(Integer.parseInt(indices[i]), runtime.index(i), op.name() + " run time " + i);
      }
      if (!op.name().equals("Complement")) {
        assertEquals(expected[0], runtime.toString(), op.name() + " at run time");
      }
    }
    assertTrue(CuteHeaderComparison.compareWithCute(c, PACKAGE, cases, dir, 2) > 50_000);
  }

  /** The case: the by-name tile's index (8,0,0) is CuTe's 576, not the unswizzled 512. */
  @Test
  void theSharedMemoryTileByNameIsSwizzled() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Atom\", of = \"" + ATOM + "\")",
        "@Layout(name = \"Smem\", of = \"tile_to_shape(Atom, (128,64,3))\", injective = true, "
            + "compact = true)"));
    assertThat(c).succeededWithoutWarnings();
    Class<?> smem = new GeneratedClasses(c).loadClass("com.acme.Smem");
    assertEquals(576, (int) smem.getMethod("index", int.class, int.class, int.class)
        .invoke(null, 8, 0, 0));
    assertTrue(smem.getMethod("layout").invoke(null).toString().startsWith("Sw<3,4,3> o _0 o "));
  }

  /** CuTe's print and indices of every operation, by name. */
  private static Map<String, String[]> cuteResults() throws Exception {
    StringBuilder unit = new StringBuilder("#include <cstdio>\n#include <cute/layout.hpp>\n"
        + "#include <cute/swizzle_layout.hpp>\n#include <cute/util/print.hpp>\n"
        + "using namespace cute;\n"
        + "template <class L> void show(const char* id, L const& l) {\n"
        + "  std::printf(\"case %s\\n\", id); print(l); std::printf(\"\\n\");\n"
        + "  for (int i = 0; i < int(size(l)); ++i) std::printf(\"%d \", int(l(i)));\n"
        + "  std::printf(\"\\n\");\n}\nint main() {\n  auto a = " + ATOM_CXX + ";\n");
    for (Op op : OPS) {
      unit.append("  show(\"").append(op.name()).append("\", ").append(op.cxx()).append(");\n");
    }
    unit.append("}\n");
    String out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = gpp.outputsOf(List.of(unit.toString()), List.of()).get(0);
    }
    Map<String, String[]> results = new HashMap<>();
    String[] lines = out.split("\n", -1);
    for (int k = 0; k + 2 < lines.length; k += 3) {
      results.put(lines[k].substring("case ".length()), new String[] {lines[k + 1], lines[k + 2]});
    }
    return results;
  }

  /** The inline expression with every number static, as an annotation's are. */
  private static String statically(String of) {
    return of.replaceAll("(?<![\\d_])(\\d+)", "_$1")
        .replaceAll("Sw<_(\\d+),_(\\d+),_(\\d+)>", "Sw<$1,$2,$3>");
  }
}
