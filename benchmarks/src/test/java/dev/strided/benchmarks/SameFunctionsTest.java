package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The index benchmarks compare like with like: on every coordinate of the four layouts, the
 * generated static and dynamic classes, the hand-written expressions of {@link IndexBenchmark}
 * (typed again here), the runtime and {@link ProposedIndex} give the same index. No timing.
 */
class SameFunctionsTest {
  private static void check(String text, IntBinaryOperator generated, IntBinaryOperator hand,
      IntBinaryOperator dynamic) {
    Layout runtime = Layout.parse(text);
    ProposedIndex proposed = new ProposedIndex(runtime);
    int n0 = runtime.shape(0).size();
    int n1 = runtime.shape(1).size();
    for (int c0 = 0; c0 < n0; c0++) {
      for (int c1 = 0; c1 < n1; c1++) {
        int expected = runtime.index(c0, c1);
        String at = text + " at (" + c0 + "," + c1 + ")";
        assertEquals(expected, generated.applyAsInt(c0, c1), "generated " + at);
        assertEquals(expected, hand.applyAsInt(c0, c1), "hand " + at);
        assertEquals(expected, dynamic.applyAsInt(c0, c1), "dynamic " + at);
        assertEquals(expected, proposed.index(c0, c1), "proposed " + at);
      }
    }
  }

  @Test
  void rowMajor() {
    RowMajorDynamic d = RowMajorDynamic.of(64, 64);
    check("(64,64):(64,1)", RowMajorStatic::index, (c0, c1) -> c0 * 64 + c1, d::index);
  }

  @Test
  void nested() {
    NestedDynamic d = NestedDynamic.of(2, 3, 4);
    check("(2,(3,4)):(1,(2,6))", NestedStatic::index,
        (c0, c1) -> c0 + (c1 % 3) * 2 + (c1 / 3) * 6, d::index);
  }

  @Test
  void gemmTile() {
    GemmTileDynamic d = GemmTileDynamic.of(8, 4, 8, 2, 64);
    check("((8,4),(8,2)):((1,64),(8,512))", GemmTileStatic::index,
        (c0, c1) -> (c0 % 8) + (c0 / 8) * 64 + (c1 % 8) * 8 + (c1 / 8) * 512, d::index);
  }

  @Test
  void nz() {
    NzDynamic d = NzDynamic.of(2, 4);
    check("((16,2),(16,4)):((16,256),(1,512))", NzStatic::index,
        (c0, c1) -> (c0 % 16) * 16 + (c0 / 16) * 256 + (c1 % 16) + (c1 / 16) * 512, d::index);
  }

  @Test
  void proposedFallsBackToTheRuntimeOutOfRange() {
    Layout nested = Layout.parse("(2,(3,4)):(1,(2,6))");
    ProposedIndex proposed = new ProposedIndex(nested);
    assertEquals(nested.index(1, 13), proposed.index(1, 13));
    assertThrows(IllegalArgumentException.class, () -> proposed.index(-1, 0));
    assertEquals(nested.index(0, 1, 2), proposed.index(0, 1, 2));
  }
}
