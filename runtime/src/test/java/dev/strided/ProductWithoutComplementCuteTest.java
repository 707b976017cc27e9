package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Products whose A has no complement (a negative stride) under a tiler that never needs one (it
 * sends every coordinate to 0): computed, and equal to CuTe C++ compiled with g++. C++ gets there
 * only with static integers: on the same layouts with run-time integers its complement divides by
 * zero (SIGFPE), so the dynamic forms are checked to print C++'s static result without the
 * underscores (the second mode is the tiler with every stride 0, whatever its integers are) — except
 * a dynamic tiler of extent 1, which C++ computes: its mode keeps the complement's stride (a static
 * one gets _0), and that is compared with C++'s own print.
 */
class ProductWithoutComplementCuteTest {
  /** Operation, A, tiler: C++ computes each with static integers. */
  private static final String[][] COMPUTED = {
      {"logical_product", "_56:_-1", "_3:_0"},
      {"zipped_product", "_56:_-1", "_3:_0"},
      {"tiled_product", "_56:_-1", "_3:_0"},
      {"flat_product", "_56:_-1", "_3:_0"},
      {"blocked_product", "(_56):(_-1)", "(_3):(_0)"},
      {"raked_product", "(_56):(_-1)", "(_3):(_0)"},
      {"logical_product", "_56:_-1", "(_3,_2):(_0,_0)"},
      {"logical_product", "(_56,_2):(_-1,_0)", "_3:_0"},
      {"blocked_product", "(_4,_2):(_-1,_4)", "(_3,_1):(_0,_0)"},
      {"raked_product", "(_4,_2):(_-1,_4)", "(_3,_1):(_0,_0)"},
      // by mode: only mode 0 has a negative stride, and its tiler reaches only 0
      {"logical_product", "(_4,_2):(_-1,_4)", "(_3:_0, _2:_1)"},
      // a negative stride on an extent-1 mode: the complement never sees it (filtered away)
      {"logical_product", "(_56,_1):(_1,_-3)", "_2:_1"},
      {"logical_product", "(_56,_1):(_1,_-3)", "_1:_1"},
      {"tile_to_shape", "(_4):(_-1)", "(_4)"},
      {"tile_to_shape", "(_4,_2):(_-1,_4)", "(_4,_2)"},
  };

  @Test
  void equalsCuteWhereTheTilerNeedsNoComplementAndIsRefusedWhereItDoes() throws Exception {
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    List<String> ours = new ArrayList<>();
    for (String[] c : COMPUTED) {
      main.append(printed(c[0], CuteCxx.layout(Layout.parse(c[1])),
          CuteCxx.tiler(Tiler.parse(c[2]))));
      ours.add(Layout.derive(c[0] + "(" + c[1] + ", " + c[2] + ")").toString());
    }
    // a tiler that reaches past 0 reads the complement of _56:_-1, which is not a layout
    main.append(printed("logical_product", CuteCxx.layout(Layout.parse("_56:_-1")),
        CuteCxx.layout(Layout.parse("_2:_1"))));
    main.append(printed("logical_product", CuteCxx.layout(Layout.parse(DYNAMIC_ONE[0])),
        CuteCxx.layout(Layout.parse(DYNAMIC_ONE[1])))).append("}\n");
    List<String> cxx = run(main.toString());
    assertEquals(cxx.subList(0, COMPUTED.length), ours);
    for (int i = 0; i < COMPUTED.length; i++) {
      String[] c = COMPUTED[i];
      if (c[0].endsWith("_product") && !c[2].equals("_1:_1")) {
        // with dynamic integers C++ divides by the stride 0 (docs/exactness.md): Strided's result
        // is the static one's function
        String dynamic = c[0] + "(" + c[1] + ", " + c[2].replace("_", "") + ")";
        Layout fixed = Layout.parse(cxx.get(i));
        Layout result = Layout.derive(dynamic);
        assertEquals(fixed.size(), result.size(), dynamic);
        for (int k = 0; k < fixed.size(); k++) {
          assertEquals(fixed.index(k), result.index(k), dynamic + " at " + k);
        }
      }
    }
    assertEquals(cxx.get(COMPUTED.length + 1), Layout.parse(DYNAMIC_ONE[0])
        .logicalProduct(Layout.parse(DYNAMIC_ONE[1])).toString(), "C++: ((_56,_1),1):((_1,_-3),56)");
    String notALayout = cxx.get(COMPUTED.length);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Layout.parse(notALayout))
        .getMessage().contains("must be at least 1"), notALayout);
    assertEquals("complement of _56:_-1: the stride _-1 is negative; a complement is defined only "
        + "for non-negative strides", assertThrows(IllegalArgumentException.class,
            () -> Layout.parse("_56:_-1").logicalProduct(Layout.parse("_2:_1"))).getMessage());
  }

  /** A and a dynamic tiler of extent 1, which C++ computes with run-time integers. */
  private static final String[] DYNAMIC_ONE = {"(_56,_1):(_1,_-3)", "1:1"};

  private static String printed(String operation, String a, String tiler) {
    return "  print(" + operation + "(" + a + ", " + tiler + ")); print(\"\\n\");\n";
  }

  private static List<String> run(String program) throws Exception {
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(program)).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertTrue(run.program().ok(), run.program().output());
      return List.of(run.program().output().split("\n"));
    }
  }
}
