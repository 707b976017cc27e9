package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.strided.processor.CuteHeaderComparison.fixed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.strided.SwizzledLayout;
import dev.strided.atom.Atoms;
import dev.strided.processor.CuteHeaderComparison.Case;
import dev.strided.testing.CuteCompiler;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GMMA shared-memory layout atoms by CuTe's names inside {@code of}: each layout's emitted header
 * has CuTe's own type for the same expression written by name in C++ (checked by
 * {@code std::is_same} in g++ against the shared headers), every index of it, through a
 * shared-memory tensor of the atom's element type (so CuTe swizzles byte addresses), is the
 * generated class's index, and the class's print is CuTe's with the swizzle on element offsets.
 */
class GmmaAtomsInOfCuteTest {
  private static final String PACKAGE = "com.acme.gmma";

  /**
   * One layout: the generated name, {@code of}, the same layout in CuTe C++ and its element type.
   */
  private record Atom(String name, String of, String cxx, String element, int bits) {}

  private static final List<Atom> ATOMS = List.of(
      new Atom("SmemA", "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (128,64,4))",
          "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>{}, Shape<_128,_64,_4>{})",
          "bfloat16_t", 16),
      new Atom("SmemB", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (128,64,3))",
          "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, Shape<_128,_64,_3>{})", "half_t",
          16),
      new Atom("Tf32", "tile_to_shape(GMMA::Layout_K_SW32_Atom<tfloat32_t>, (64,32,2))",
          "tile_to_shape(GMMA::Layout_K_SW32_Atom<tfloat32_t>{}, Shape<_64,_32,_2>{})",
          "tfloat32_t", 32),
      new Atom("AtomF", "GMMA::Layout_MN_SW64_Atom<float>", "GMMA::Layout_MN_SW64_Atom<float>{}",
          "float", 32),
      new Atom("ByName", "tile_to_shape(AtomF, (32,16))",
          "tile_to_shape(GMMA::Layout_MN_SW64_Atom<float>{}, Shape<_32,_16>{})", "float", 32),
      new Atom("Int8", "tile_to_shape(cute::GMMA::Layout_K_INTER_Atom<int8_t>{}, (64,64))",
          "tile_to_shape(GMMA::Layout_K_INTER_Atom<int8_t>{}, Shape<_64,_64>{})", "int8_t", 8),
      new Atom("E4m3", "zipped_divide(tile_to_shape(GMMA::Layout_K_SW64_Atom<float_e4m3_t>, "
          + "(64,128)), (64,64))", "zipped_divide(tile_to_shape(GMMA::Layout_K_SW64_Atom<"
          + "float_e4m3_t>{}, Shape<_64,_128>{}), Shape<_64,_64>{})", "float_e4m3_t", 8),
      new Atom("Uint8", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<uint8_t>, (256,16,2))",
          "tile_to_shape(GMMA::Layout_MN_SW128_Atom<uint8_t>{}, Shape<_256,_16,_2>{})",
          "uint8_t", 8),
      new Atom("MnOrdered", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (128,128,2), "
          + "Step<_2,_1,_3>)", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>{}, "
          + "Shape<_128,_128,_2>{}, Step<_2,_1,_3>{})", "bfloat16_t", 16),
      new Atom("KOrdered", "tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>, (64,64,2), "
          + "(_1,_2,_3))", "tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, "
          + "Shape<_64,_64,_2>{}, Step<_1,_2,_3>{})", "half_t", 16));

  @Test
  void headersHaveCuteTypesAndEveryIndexIsTheClasss(@TempDir Path dir) throws Exception {
    List<Case> cases = new ArrayList<>();
    for (Atom a : ATOMS) {
      cases.add(fixed(a.name(), "of = \"" + a.of() + "\""));
    }
    Compilation c = CuteHeaderComparison.compile(CuteHeaderComparison.kernels(PACKAGE, cases));
    assertThat(c).succeededWithoutWarnings();
    Path include = dir.resolve("include");
    assertEquals(ATOMS.size(), CuteHeaderComparison.writeHeaders(c, include));
    Map<String, String[]> cute = cute(include);
    GeneratedClasses loader = new GeneratedClasses(c);
    int compared = 0;
    for (Atom a : ATOMS) {
      String[] expected = cute.get(a.name());
      assertTrue(expected != null, "C++ printed nothing for " + a.name());
      Class<?> type = loader.loadClass(PACKAGE + "." + a.name());
      assertEquals(onElementOffsets(expected[0], a.bits()),
          type.getMethod("layout").invoke(null).toString(), a.name() + ": print");
      String[] indices = expected[1].strip().split(" ");
      Method index = type.getMethod("index", int.class);
      SwizzledLayout runtime = a.name().equals("ByName") ? null
          : SwizzledLayout.derive(statically(a.of()));
      for (int i = 0; i < indices.length; i++) {
        int want = Integer.parseInt(indices[i]);
        assertEquals(want, (int) index.invoke(null, i), a.name() + " at " + i);
        if (runtime != null) {
          assertEquals(want, runtime.index(i), a.name() + " at run time, at " + i);
        }
        compared++;
      }
    }
    assertTrue(compared > 80_000, compared + " indices");
  }

  @Test
  void everyAtomByNameInOfIsTheRuntimesAtom() {
    for (String name : Atoms.gmmaLayoutNames()) {
      assertEquals(Atoms.gmmaLayout(name).toString(), SwizzledLayout.derive(name).toString(), name);
    }
  }

  @Test
  void anUnknownAtomIsASyntaxErrorNamingTheNearest() {
    Compile.assertOneError(Compile.layout("name = \"Smem\"",
        "of = \"tile_to_shape(GMMA::Layout_K_SW256_Atom<half_t>, (64,64))\""), 5,
        "unknown GMMA layout atom \"GMMA::Layout_K_SW256_Atom<half_t>\"; the nearest are "
            + "GMMA::Layout_K_SW");
  }

  /**
   * CuTe's print {@code Sw<B,4,S> o smem_ptr[Nb](unset) o L} as the class prints it: the swizzle
   * on element offsets, {@code Sw<B,4-log2(N/8),S> o _0 o L}, or {@code L} alone without bits.
   */
  private static String onElementOffsets(String cutePrint, int bits) {
    int base = 4 - Integer.numberOfTrailingZeros(bits / 8);
    String marker = " o smem_ptr[" + bits + "b](unset) o ";
    int at = cutePrint.indexOf(marker);
    assertTrue(cutePrint.startsWith("Sw<") && at > 0, cutePrint);
    String[] sw = cutePrint.substring(3, cutePrint.indexOf('>')).split(",");
    assertEquals("4", sw[1], "CuTe's GMMA atoms swizzle bytes from bit 4: " + cutePrint);
    String layout = cutePrint.substring(at + marker.length());
    return sw[0].equals("0") ? layout : "Sw<" + sw[0] + "," + base + "," + sw[2] + "> o _0 o "
        + layout;
  }

  /** Per layout: CuTe's print and the element offset of every 1-D coordinate's address. */
  private static Map<String, String[]> cute(Path include) throws Exception {
    StringBuilder unit = new StringBuilder("""
        #include <cstdio>
        #include <type_traits>
        #include <cute/tensor.hpp>
        #include <cute/atom/mma_traits_sm90_gmma.hpp>
        """);
    for (Atom a : ATOMS) {
      unit.append("#include <cute/").append(PACKAGE.replace('.', '/')).append('/')
          .append(a.name()).append(".hpp>\n");
    }
    unit.append("""
        using namespace cute;
        alignas(1024) static unsigned char smem[1 << 20];
        template <class T, class L> void show(const char* id, L const& l) {
          std::printf("case %s\\n", id);
          print(l);
          std::printf("\\n");
          T* base = reinterpret_cast<T*>(smem);
          auto t = make_tensor(make_smem_ptr(base), l);
          for (int i = 0; i < int(size(l)); ++i) std::printf("%d ", int(&t(i) - base));
          std::printf("\\n");
        }
        int main() {
        """);
    for (Atom a : ATOMS) {
      String f = PACKAGE.replace(".", "::") + "::" + a.name();
      unit.append("  static_assert(std::is_same_v<").append(f).append("_t, decltype(")
          .append(a.cxx()).append(")>, \"").append(a.name()).append(" is CuTe's type\");\n")
          .append("  show<").append(a.element()).append(">(\"").append(a.name()).append("\", ")
          .append(f).append("());\n");
    }
    unit.append("}\n");
    String out;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      out = gpp.outputsOf(List.of(unit.toString()), List.of(include)).get(0);
    }
    Map<String, String[]> results = new HashMap<>();
    String[] lines = out.split("\n", -1);
    for (int k = 0; k + 2 < lines.length; k += 3) {
      results.put(lines[k].substring("case ".length()), new String[] {lines[k + 1], lines[k + 2]});
    }
    return results;
  }

  /** The expression with every number static, as an annotation's are. */
  private static String statically(String of) {
    return of.replaceAll("(?<![\\w])(\\d+)", "_$1");
  }
}
