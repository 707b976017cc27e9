package dev.strided.tensor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import org.junit.jupiter.api.Test;

/**
 * CuTe's tensor facts, each expected text printed by CuTe C++ itself (g++ against
 * the shared headers, {@code print} and {@code print_tensor} without the pointer) or by C's
 * {@code printf}, and copied here; the differential test checks the same on random cases.
 */
class CuteFactsTest {
  private static final FloatTensor IOTA_8X8 = iota(Layout.parse("(_8,_8):(_8,_1)"));

  private static FloatTensor iota(Layout layout) {
    FloatTensor t = FloatTensor.allocate(layout);
    for (int k = 0; k < t.data().length; k++) {
      t.data()[k] = k;
    }
    return t;
  }

  @Test
  void localTileKeepsTheTileModesFirstWhereTheCoordinateHasBlanks() {
    FloatTensor t = iota(Layout.parse("(_8,_16):(_16,_1)"));
    FloatTensor tile = t.localTile(Tiler.parse("(_4,_8)"), "(1,_)");
    assertEquals("(_4,_8,_2):(_16,_1,_8)", tile.toString());
    assertEquals(64, tile.offset());
  }

  @Test
  void aShortTileCoordinateGetsTrailingBlanksAndAnIntegerIndexesTheTiles() {
    assertEquals("(_4,_2,_4):(_8,_1,_2)", IOTA_8X8.localTile(Tiler.parse("(_4,_2)"), "(1)")
        .toString());
    assertEquals(32, IOTA_8X8.localTile(Tiler.parse("(_4,_2)"), "(1)").offset());
    FloatTensor fifth = IOTA_8X8.localTile(Tiler.parse("(_4,_2)"), "5");
    assertEquals("(_4,_2):(_8,_1)", fifth.toString());
    assertEquals(36, fifth.get(0));
    assertEquals(fifth.toString(), IOTA_8X8.localTile(Tiler.parse("(_4,_2)"), 1, 2).toString());
    assertEquals(36, IOTA_8X8.localTile(Tiler.parse("(_4,_2)"), 1, 2).offset());
  }

  @Test
  void threadFiveOfAnEightByFourRowMajorThreadLayoutIsOneOne() {
    IdentityTensor c = IdentityTensor.of(IntTuple.parse("(_16,_16)"));
    assertEquals("(1,1)", c.localPartition(Layout.parse("(_8,_4):(_4,_1)"), 5).get(0).toString());
    FloatTensor mine = IOTA_8X8.localPartition(Layout.parse("(_2,_4):(_4,_1)"), 5);
    assertEquals("(_4,_2):(_16,_4):\n"
        + "  9.00e+00  1.30e+01\n"
        + "  2.50e+01  2.90e+01\n"
        + "  4.10e+01  4.50e+01\n"
        + "  5.70e+01  6.10e+01\n", mine.printTensor());
  }

  @Test
  void anIntegerThreadLayoutPartitionsTheFirstMode() {
    FloatTensor t = iota(Layout.parse("(_8,_8)"));
    FloatTensor mine = t.localPartition(Layout.parse("_4:_1"), 3);
    assertEquals("(_2,_8):(_4,_8)", mine.toString());
    assertEquals(3, mine.offset());
  }

  @Test
  void aThreadValuePartitionIsTheCompositionSlicedAtTheThread() {
    FloatTensor t = iota(Layout.parse("(_2,_4)"));
    FloatTensor mine = t.partition(Layout.parse("(_4,_2):(_2,_1)"), 1);
    assertEquals("(_2):(_1)", mine.toString());
    assertEquals(2, mine.offset());
    assertEquals(3, mine.get(1));
  }

  @Test
  void anIdentityTensorPrintsItsOriginAndBasisStrides() {
    assertEquals("ArithTuple(_0,_0) o (5,_6):(_1@0,_1@1):\n"
        + "  (0,0)  (0,1)  (0,2)  (0,3)  (0,4)  (0,5)\n"
        + "  (1,0)  (1,1)  (1,2)  (1,3)  (1,4)  (1,5)\n"
        + "  (2,0)  (2,1)  (2,2)  (2,3)  (2,4)  (2,5)\n"
        + "  (3,0)  (3,1)  (3,2)  (3,3)  (3,4)  (3,5)\n"
        + "  (4,0)  (4,1)  (4,2)  (4,3)  (4,4)  (4,5)\n",
        IdentityTensor.of(IntTuple.parse("(5,_6)")).printTensor());
    IdentityTensor nested = IdentityTensor.of(IntTuple.parse("(_2,(_3,_2))"));
    assertEquals("ArithTuple(_0,(_0,_0)) o (_2,(_3,_2)):(_1@0,(_1@0@1,_1@1@1))", nested.toString());
    assertEquals("(1,(0,1))", nested.get(7).toString());
    assertEquals("ArithTuple_0 o 8:_1", IdentityTensor.of(IntTuple.parse("8")).toString());
    assertEquals("ArithTuple(_0) o (8):(_1@0)", IdentityTensor.of(IntTuple.parse("(8)")).toString());
    assertEquals("ArithTuple_0 o _2:_1:\n    0\n    1\n",
        IdentityTensor.of(IntTuple.parse("_2")).printTensor());
  }

  @Test
  void anIdentityTensorsSlicesAndCompositionsAreCuteTexts() {
    IdentityTensor c = IdentityTensor.of(IntTuple.parse("(5,6)"));
    assertEquals("ArithTuple(_0,2) o (5):(_1@0)", c.slice("(_,2)").toString());
    assertEquals("ArithTuple(_0,_2) o (5):(_1@0)", c.slice("(_,_2)").toString());
    assertEquals("ArithTuple(3,_0) o (6):(_1@1)", c.slice("(3,_)").toString());
    assertEquals("ArithTuple(_0,_0) o (_4,_3):(_1@0,_2@1)",
        c.compose(Tiler.parse("(_4:_1,_3:_2)")).toString());
  }

  @Test
  void anOverhangingTileOfAnIdentityTensorHoldsCoordinatesOutsideTheShape() {
    IdentityTensor c = IdentityTensor.of(IntTuple.parse("(5,_6)"));
    IdentityTensor tile = c.localTile(Tiler.parse("(_4,_4)"), 1, 1);
    assertEquals("ArithTuple(4,4) o (_4,_4):(_1@0,_1@1):\n"
        + "  (4,4)  (4,5)  (4,6)  (4,7)\n"
        + "  (5,4)  (5,5)  (5,6)  (5,7)\n"
        + "  (6,4)  (6,5)  (6,6)  (6,7)\n"
        + "  (7,4)  (7,5)  (7,6)  (7,7)\n", tile.printTensor());
    assertTrue(tile.inBounds(0));
    assertFalse(tile.inBounds(1));
    assertFalse(tile.inBounds(4 * 2));
  }

  @Test
  void anExtentOneModeOfAnOverhangingTileStillHoldsCoordinates() {
    IdentityTensor c = IdentityTensor.of(IntTuple.parse("(_5,_1)"));
    IdentityTensor tiles = c.zippedDivide(Tiler.parse("(_4,_4)"));
    assertEquals("ArithTuple(_0,_0) o ((_4,_4),(_2,_1)):((_1@0,_1@1),(_4@0,_0))", tiles.toString());
    IdentityTensor last = tiles.slice("((_,_),(1,0))");
    assertEquals("ArithTuple(4,_0) o (_4,_4):(_1@0,_1@1):\n"
        + "  (4,0)  (4,1)  (4,2)  (4,3)\n"
        + "  (5,0)  (5,1)  (5,2)  (5,3)\n"
        + "  (6,0)  (6,1)  (6,2)  (6,3)\n"
        + "  (7,0)  (7,1)  (7,2)  (7,3)\n", last.printTensor());
    assertTrue(last.inBounds(0));
    assertFalse(last.inBounds(4));
  }

  @Test
  void printTensorWritesRanksOneToFourAsCuteAndOnlyTheLayoutBeyond() {
    assertEquals("(3,4):(_1,3):\n    0    3    6    9\n    1    4    7   10\n    2    5    8   11\n",
        IntTensor.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, Layout.parse("(3,4)"))
            .printTensor());
    assertEquals("(_6):(_1):\n  0.000e+00\n  1.500e+00\n  3.000e+00\n  4.500e+00\n  6.000e+00\n"
        + "  7.500e+00\n", DoubleTensor.of(new double[] {0, 1.5, 3, 4.5, 6, 7.5},
            Layout.parse("(_6):(_1)")).printTensor());
    long[] eight = {0, 1, 2, 3, 4, 5, 6, 7};
    assertEquals("(_2,_2,_2):(_1,_2,_4):\n    0    2\n    1    3\n----------\n    4    6\n    5    7\n",
        LongTensor.of(eight, Layout.parse("(_2,_2,_2)")).printTensor());
    assertEquals("(_2,_1,_2,_2):(_1,_0,_2,_4):\n    0\n    1\n-----\n    2\n    3\n=====\n    4\n"
        + "    5\n-----\n    6\n    7\n", LongTensor.of(eight, Layout.parse("(_2,_1,_2,_2)"))
            .printTensor());
    // int16 has no pretty_print of its own in CuTe: two spaces and %d, unaligned (g++, CuTe 4)
    short[] shorts = {1, -2, 300, 4, 5, 6, -7, 8};
    assertEquals("(2,3):(_1,2):\n  1  300  5\n  -2  4  6\n",
        ShortTensor.of(shorts, Layout.parse("(2,3)")).printTensor());
    assertEquals("(_2,_2,_2):(_1,_2,_4):\n  1  300\n  -2  4\n----------\n  5  -7\n  6  8\n",
        ShortTensor.of(shorts, Layout.parse("(_2,_2,_2)")).printTensor());
    assertEquals("(_1,_1,_1,_1,_1):(_0,_0,_0,_0,_0):\n",
        FloatTensor.of(new float[1], Layout.parse("(_1,_1,_1,_1,_1)")).printTensor());
  }

  @Test
  void elementsPrintAsCsPrintfRoundsTheExactValue() {
    assertEquals("  1.00e+00", ElementText.of(1.005f));
    assertEquals("  1.25e-01", ElementText.of(0.125f));
    assertEquals(" -0.00e+00", ElementText.of(-0.0f));
    assertEquals("  1.00e-40", ElementText.of(1e-40f));
    assertEquals("       nan", ElementText.of(Float.NaN));
    assertEquals("       inf", ElementText.of(Float.POSITIVE_INFINITY));
    assertEquals("  3.40e+38", ElementText.of(Float.MAX_VALUE));
    // where Java's %e differs from C's: half-way cases of the exact binary value, and 9.995
    assertEquals("  1.12e+00", ElementText.scientific(1.125, 2, 10));
    assertEquals("  2.67e+00", ElementText.scientific(2.675, 2, 10));
    assertEquals("  9.99e+00", ElementText.scientific(9.995, 2, 10));
    assertEquals("  1.000e+00", ElementText.of(1.0005));
    assertEquals("-2.500e+300", ElementText.of(-2.5e300));
    assertEquals(" 1.125e-300", ElementText.of(1.125e-300));
    assertEquals("       -inf", ElementText.of(Double.NEGATIVE_INFINITY));
    assertEquals("-1234567", ElementText.of(-1234567));
    assertEquals("   -5", ElementText.of(-5L));
  }

  /** make_tensor_like: CuTe prints (_4,_3):(_3,_1) and (_4,_3):(_1,_4) for these padded tensors. */
  @Test
  void likeIsCuteMakeTensorLike() {
    FloatTensor rows = iota(Layout.parse("(_4,_3):(_5,_1)"));
    FloatTensor like = rows.like();
    assertEquals("(_4,_3):(_3,_1)", like.layout().toString());
    assertEquals(12, like.data().length);
    assertEquals(0.0f, like.get(3, 2));
    assertEquals("(_4,_3):(_1,_4)", iota(Layout.parse("(_4,_3):(_1,_8)")).like().layout()
        .toString());
  }
}
