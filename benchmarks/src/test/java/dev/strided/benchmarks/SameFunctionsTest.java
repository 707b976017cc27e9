package dev.strided.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import java.util.List;
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

  /** Every hand-written variant of {@link BestIndexBenchmark} computes the runtime's index. */
  private static void checkVariants(String text, List<IntBinaryOperator> variants) {
    Layout runtime = Layout.parse(text);
    for (int c0 = 0; c0 < runtime.shape(0).size(); c0++) {
      for (int c1 = 0; c1 < runtime.shape(1).size(); c1++) {
        for (int v = 0; v < variants.size(); v++) {
          assertEquals(runtime.index(c0, c1), variants.get(v).applyAsInt(c0, c1),
              text + " variant " + v + " at (" + c0 + "," + c1 + ")");
        }
      }
    }
  }

  @Test
  void bestHandWrittenVariants() {
    checkVariants("((8,4),(4,8)):((1,32),(8,128))", List.of(TileStatic::index,
        BestIndex::tileNaive, BestIndex::tileBest));
    checkVariants("((8,4),(8,2)):((1,64),(8,512))", List.of(BestIndex::gemmTileBest));
    checkVariants("((16,2),(16,4)):((16,256),(1,512))", List.of(BestIndex::nzBest,
        (c0, c1) -> BestIndex.nzDynamicNaive(c0, c1, 512),
        (c0, c1) -> BestIndex.nzDynamicBest(c0, c1, 512),
        (c0, c1) -> NzDynamic.indexOf(2, 4, c0, c1)));
    checkVariants("((3,5),(6,7)):((1,18),(3,90))", List.of(OddStatic::index,
        BestIndex::oddNaive, BestIndex::oddMagic, BestIndex::oddUnsigned));
    Layout tile = Layout.parse("((8,4),(4,8)):((1,32),(8,128))");
    for (int c = 0; c < 1024; c++) {
      assertEquals(tile.index(c), TileStatic.index(c), "generated 1-D at " + c);
      assertEquals(tile.index(c), BestIndex.tile1DNaive(c), "naive 1-D at " + c);
      assertEquals(tile.index(c), BestIndex.tile1DBest(c), "best 1-D at " + c);
    }
  }

  @Test
  void multiplyShiftDivisionHoldsForEveryNonNegativeInt() {
    for (long n = 0; n <= Integer.MAX_VALUE; n += 9973) {
      int c = (int) n;
      assertEquals(BestIndex.oddNaive(c, c), BestIndex.oddMagic(c, c), "at " + c);
    }
    int max = Integer.MAX_VALUE;
    assertEquals(BestIndex.oddNaive(max, max), BestIndex.oddMagic(max, max));
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
