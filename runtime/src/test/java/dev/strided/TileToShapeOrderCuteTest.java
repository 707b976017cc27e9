package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.core.Expression;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code tile_to_shape(block, target, order)} against CuTe C++ compiled with g++: plain blocks
 * (through {@link Layout#derive} and {@link Layout#tileToShape(IntTuple, IntTuple)}) and the GMMA
 * shared-memory atoms as CUTLASS's SM90 collectives tile them (through
 * {@link SwizzledLayout#derive}), every print compared exactly and, for the atoms, every index of
 * the layout through a shared-memory tensor of the element type (where CuTe swizzles bytes).
 */
class TileToShapeOrderCuteTest {
  /** Block, target, order as an expression writes it. */
  private static final String[][] PLAIN = {
      {"(_2,_2):(_1,_2)", "(_4,_6)", "Step<_2,_1>"},
      {"(_2,_2):(_1,_2)", "(4,6)", "Step<_2,_1>{}"},
      {"(_2,_2):(_1,_2)", "(5,6)", "(_2,_1)"},
      {"(_2,_3):(_3,_1)", "(_6,_9,_2)", "Step<_3,_1,_2>"},
      {"(_2,_3):(_3,_1)", "(_6,_9,_2)", "(_2,_3,_1)"},
      {"(_4,_2):(_2,_1)", "((_2,_4),_8)", "(_2,_1)"},
      {"_4:_1", "(_8,_6)", "Step<_2,_1>"},
      {"(_2,_2):(_1,_2)", "(_4,_6,_2)", "(_2,_2,_1)"},
      {"(_2,_2):(_1,_2)", "(_4,_6)", "(2,1)"},
      {"(_2,_2):(_1,_2)", "(_4,_6,_3)", "(_1,3,_0)"},
      {"(_2,_2):(_1,_2)", "(_4,_6)", "_1"},
      {"(_8,_64):(_64,_1)", "(_128,_128)", "Step<_2,_1>"},
  };

  /**
   * GMMA atoms: the expression, the same in C++, and the element's bits. B is MN-major with
   * {@code Step<_2,_1,_3>} in CUTLASS's collectives, A and B K-major with {@code Step<_1,_2,_3>}.
   */
  private record Atom(String of, String cxx, String element) {}

  private static final List<Atom> ATOMS = List.of(
      new Atom("tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (_128,_128,_2), "
          + "Step<_2,_1,_3>)", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>{}, "
          + "make_shape(Int<128>{},Int<128>{},Int<2>{}), Step<_2,_1,_3>{})", "bfloat16_t"),
      new Atom("tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>, (_128,_64,_2), "
          + "Step<_1,_2,_3>)", "tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>{}, "
          + "make_shape(Int<128>{},Int<64>{},Int<2>{}), Step<_1,_2,_3>{})", "bfloat16_t"),
      new Atom("tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>, (_64,_32), Step<_2,_1>)",
          "tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{}, make_shape(Int<64>{},Int<32>{}), "
          + "Step<_2,_1>{})", "half_t"),
      new Atom("tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, (128,128,2), "
          + "Step<_2,_1,_3>)", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>{}, "
          + "make_shape(128,128,2), Step<_2,_1,_3>{})", "bfloat16_t"),
      new Atom("tile_to_shape(GMMA::Layout_MN_SW32_Atom<float>, (_32,_16,_3), (_2,_1,_3))",
          "tile_to_shape(GMMA::Layout_MN_SW32_Atom<float>{}, make_shape(Int<32>{},Int<16>{},"
          + "Int<3>{}), make_tuple(Int<2>{},Int<1>{},Int<3>{}))", "float"),
      new Atom("tile_to_shape(GMMA::Layout_K_INTER_Atom<int8_t>, (_64,_32,_2), Step<_3,_1,_2>)",
          "tile_to_shape(GMMA::Layout_K_INTER_Atom<int8_t>{}, make_shape(Int<64>{},Int<32>{},"
          + "Int<2>{}), Step<_3,_1,_2>{})", "int8_t"));

  @Test
  void plainBlocksEqualCute() throws Exception {
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    List<String> ours = new ArrayList<>();
    for (String[] c : PLAIN) {
      String of = "tile_to_shape(" + c[0] + ", " + c[1] + ", " + c[2] + ")";
      main.append("  print(").append(ExpressionCxx.of(Expression.parse(of)))
          .append("); print(\"\\n\");\n");
      String derived = Layout.derive(of).toString();
      ours.add(derived);
      if (!c[2].startsWith("Step")) {
        assertEquals(derived, Layout.parse(c[0]).tileToShape(IntTuple.parse(c[1]),
            IntTuple.parse(c[2])).toString(), of);
      }
    }
    main.append("}\n");
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(main.toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertEquals(List.of(run.program().output().split("\n")), ours);
    }
  }

  @Test
  void gmmaAtomsEqualCuteInPrintAndEveryIndex() throws Exception {
    StringBuilder program = new StringBuilder("""
        #include <cute/tensor.hpp>
        #include <cute/atom/mma_traits_sm90_gmma.hpp>
        using namespace cute;
        alignas(1024) static unsigned char smem[1 << 20];
        template <class T, class L> void show(L const& l) {
          print(l); printf("\\n");
          T* base = reinterpret_cast<T*>(smem);
          auto t = make_tensor(make_smem_ptr(base), l);
          for (int i = 0; i < int(size(l)); ++i) printf("%d ", int(&t(i) - base));
          printf("\\n");
        }
        int main() {
        """);
    for (Atom a : ATOMS) {
      program.append("  show<").append(a.element()).append(">(").append(a.cxx()).append(");\n");
    }
    program.append("}\n");
    List<String> lines;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(program.toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertTrue(run.program().ok(), run.program().output());
      lines = List.of(run.program().output().split("\n"));
    }
    for (int k = 0; k < ATOMS.size(); k++) {
      Atom a = ATOMS.get(k);
      SwizzledLayout ours = SwizzledLayout.derive(a.of());
      assertEquals(onElementOffsets(lines.get(2 * k)), ours.toString(), a.of());
      String[] indices = lines.get(2 * k + 1).strip().split(" ");
      assertEquals(indices.length, ours.size(), a.of());
      for (int i = 0; i < indices.length; i++) {
        assertEquals(Integer.parseInt(indices[i]), ours.index(i), a.of() + " at " + i);
      }
    }
  }

  /**
   * CuTe's print of a GMMA atom, {@code Sw<B,4,S> o smem_ptr[Nb](unset) o L} (the swizzle on byte
   * addresses of N-bit elements), as a derived layout prints it: {@code Sw<B,4-log2(N/8),S> o _0 o L}
   * on element offsets, or {@code L} when B is 0.
   */
  private static String onElementOffsets(String print) {
    int marker = print.indexOf(" o smem_ptr[");
    assertTrue(print.startsWith("Sw<") && marker > 0, print);
    int bits = Integer.parseInt(print.substring(marker + 12, print.indexOf('b', marker + 12)));
    String layout = print.substring(print.indexOf("(unset) o ") + 10);
    String[] sw = print.substring(3, print.indexOf('>')).split(",");
    int base = Integer.parseInt(sw[1]) - Integer.numberOfTrailingZeros(bits / 8);
    return sw[0].equals("0") ? layout : "Sw<" + sw[0] + "," + base + "," + sw[2] + "> o _0 o "
        + layout;
  }
}
