package dev.strided.tensor;

import static dev.strided.tensor.Step.X;
import static dev.strided.tensor.Step._1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * CuTe's {@code Step} projections on fixed cases that the random differential cases do not draw:
 * CuTe's own GEMM example (one CTA tiler and coordinate, one thread layout for A, B and C), nested
 * steps, and a layout as the tiler. Each view's layout and offset are compared with CuTe C++'s
 * (g++ against the shared headers); the refusals name what does not fit.
 */
class CuteStepTest {
  private static final IntTuple CTA_COORD = IntTuple.of(IntTuple.of(1), IntTuple.of(2),
      IntTuple.ALL);

  private record Case(String cxx, Supplier<FloatTensor> java) {}

  private static FloatTensor tensor(String layout) {
    return FloatTensor.allocate(Layout.parse(layout));
  }

  private static List<Case> cases() {
    Tiler cta = Tiler.parse("(_32,_16,_8)");
    Layout threads = Layout.parse("(_2,_16,_1):(_16,_1,_0)");
    String ctaCxx = "make_shape(Int<32>{}, Int<16>{}, Int<8>{})";
    String coordCxx = "make_coord(1, 2, _)";
    String threadsCxx = "make_layout(make_shape(Int<2>{}, Int<16>{}, Int<1>{}), "
        + "make_stride(Int<16>{}, Int<1>{}, Int<0>{}))";
    List<Case> cases = new ArrayList<>();
    String[] cxxSteps = {"Step<_1, X,_1>{}", "Step< X,_1,_1>{}", "Step<_1,_1, X>{}"};
    Step[] steps = {Step.of(_1, X, _1), Step.of(X, _1, _1), Step.of(_1, _1, X)};
    String[] operands = {"(_128,_64)", "(_64,_64):(_64,_1)", "(_128,_64)"};
    for (int k = 0; k < 3; k++) {
      String t = "make_tensor(&data[0], " + TensorCxx.layout(Layout.parse(operands[k])) + ")";
      Step step = steps[k];
      String layout = operands[k];
      cases.add(new Case("local_tile(" + t + ", " + ctaCxx + ", " + coordCxx + ", " + cxxSteps[k]
          + ")", () -> tensor(layout).localTile(cta, CTA_COORD, step)));
      for (int thread : new int[] {0, 5, 17, 31}) {
        cases.add(new Case("local_partition(" + t + ", " + threadsCxx + ", " + thread + ", "
            + cxxSteps[k] + ")", () -> tensor(layout).localPartition(threads, thread, step)));
      }
    }
    String nested = "make_tensor(&data[0], " + TensorCxx.layout(Layout.parse("(_8,(_4,_6))"))
        + ")";
    cases.add(new Case("local_tile(" + nested + ", make_tile(Int<4>{}, make_tile(Int<2>{}, "
        + "Int<2>{}), Int<5>{}), make_coord(1, make_coord(1, _), 3), Step<_1, Step<X,_1>, X>{})",
        () -> tensor("(_8,(_4,_6))").localTile(Tiler.parse("(_4,(_2,_2),_5)"),
            IntTuple.parseCoordinate("(1,(1,_),3)"), Step.of(_1, Step.of(X, _1), X))));
    cases.add(new Case("local_tile(" + nested + ", " + TensorCxx.layout(Layout.parse(
        "(_4,_2,_9):(_1,_8,_0)")) + ", make_coord(1, 2, 0), Step<_1,_1,X>{})",
        () -> tensor("(_8,(_4,_6))").localTile(Layout.parse("(_4,_2,_9):(_1,_8,_0)"),
            IntTuple.parseCoordinate("(1,2,0)"), Step.of(_1, _1, X))));
    cases.add(new Case("local_partition(" + nested + ", " + TensorCxx.layout(Layout.parse(
        "(_2,(_2,_3)):(_1,(_2,_4))")) + ", 9, Step<_1, Step<_1, X>>{})",
        () -> tensor("(_8,(_4,_6))").localPartition(Layout.parse("(_2,(_2,_3)):(_1,(_2,_4))"), 9,
            Step.of(_1, Step.of(_1, X)))));
    return cases;
  }

  @Test
  void projectionsAgreeWithCuteCxx() throws Exception {
    List<Case> cases = cases();
    StringBuilder source = new StringBuilder("#include <cute/tensor.hpp>\nusing namespace cute;\n"
        + "static float data[1 << 14];\nint main() {\n");
    for (int i = 0; i < cases.size(); i++) {
      source.append("{ auto v = ").append(cases.get(i).cxx()).append("; print(v.layout()); ")
          .append("std::printf(\" at %d\\n\", int(v.data() - data)); }\n");
    }
    source.append("}\n");
    List<String> expected;
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(source.toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      assertTrue(run.program().ok(), run.program().output());
      expected = run.program().output().lines().toList();
    }
    assertEquals(cases.size(), expected.size(), String.join("\n", expected));
    for (int i = 0; i < cases.size(); i++) {
      FloatTensor v = cases.get(i).java().get();
      assertEquals(expected.get(i), v + " at " + v.offset(), cases.get(i).cxx());
    }
  }

  @Test
  void aStepThatDoesNotFitIsRefusedNamingIt() {
    FloatTensor t = tensor("(_8,_8)");
    String message = assertThrows(IllegalArgumentException.class, () -> t.localTile(
        Tiler.of(4, 4), IntTuple.parseCoordinate("(1,1)"), Step.of(_1, X, _1))).getMessage();
    assertTrue(message.contains("the step (_1,X,_1) does not fit the tiler: its (_1,X,_1) has 3"
        + " modes but meets (4,4) of rank 2"), message);
    message = assertThrows(IllegalArgumentException.class, () -> t.localTile(Tiler.of(4, 4),
        IntTuple.parseCoordinate("3"), Step.of(_1, X))).getMessage();
    assertTrue(message.contains("does not fit the tile coordinate: its (_1,X) has 2 modes but "
        + "meets 3, which is not a tuple"), message);
    message = assertThrows(IllegalArgumentException.class, () -> t.localPartition(
        Layout.parse("(_2,_2)"), 1, Step.of(X, X))).getMessage();
    assertTrue(message.contains("the step (X,X) keeps no mode of the layout (_2,_2):(_1,_2)"),
        message);
    message = assertThrows(IllegalArgumentException.class, () -> t.localTile(
        Tiler.of(4, 4), IntTuple.parseCoordinate("(1,1)"), Step.of(Step.of(_1, X), _1)))
        .getMessage();
    assertTrue(message.contains("its (_1,X) has 2 modes but meets 4, which is not a tuple"),
        message);
    assertThrows(IllegalArgumentException.class, () -> Step.of(_1, null));
  }
}
