package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import org.junit.jupiter.api.Test;

/** Which loops a layout pair gets, and the refusals of {@link Copy#copy}. */
class CopyPlanTest {

  @Test
  void aModeContiguousInBothIsCopiedWithVectors() {
    assertEquals(CopyPlan.Inner.CONTIGUOUS,
        Copy.plan(Layout.parse("(37,5):(1,40)"), Layout.parse("(37,5):(1,37)")).inner());
    assertEquals(CopyPlan.Inner.CONTIGUOUS,
        Copy.plan(Layout.parse("(4096,4096):(4096,1)"), Layout.parse("(4096,4096):(4096,1)")).inner());
  }

  @Test
  void oneModeContiguousInEachIsABlockedTranspose() {
    assertEquals(CopyPlan.Inner.TRANSPOSE,
        Copy.plan(Layout.parse("(64,48):(48,1)"), Layout.parse("(64,48):(1,64)")).inner());
  }

  @Test
  void aSourceWithoutAUnitStrideIsCopiedAlongTheDestinationsUnitStride() {
    assertEquals(CopyPlan.Inner.STRIDED,
        Copy.plan(Layout.parse("(8,8):(2,16)"), Layout.parse("(8,8):(1,8)")).inner());
  }

  @Test
  void shapesThatSplitTheCoordinateApartHaveNoPlanAndAreCopiedInOrder() {
    Layout twoThree = Layout.parse("(2,3):(3,1)");
    Layout threeTwo = Layout.parse("(3,2):(2,1)");
    assertNull(Copy.plan(twoThree, threeTwo));
    float[] expected = new float[6];
    float[] actual = new float[6];
    FloatTensor src = FloatTensor.of(CopyPropertiesTest.iota(6), twoThree);
    src.copyTo(FloatTensor.of(expected, threeTwo));
    Copy.copy(src, FloatTensor.of(actual, threeTwo));
    assertArrayEquals(expected, actual);
  }

  @Test
  void aTransposeOfARaggedMatrixMovesEveryElement() {
    int rows = 70;
    int cols = 45;
    float[] a = CopyPropertiesTest.iota(rows * cols);
    float[] t = new float[rows * cols];
    Copy.copy(FloatTensor.of(a, Layout.parse("(70,45):(45,1)")),
        FloatTensor.of(t, Layout.parse("(70,45):(1,70)")));
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        assertEquals(a[i * cols + j], t[i + j * rows], "element (" + i + "," + j + ")");
      }
    }
  }

  @Test
  void tensorsOfDifferentSizesAreRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Copy.copy(FloatTensor.allocate(Layout.parse("(2,3)")),
            FloatTensor.allocate(Layout.parse("(7)"))));
    assertEquals("copy needs tensors of one size: the source (2,3):(_1,2) has 6 elements, the "
        + "destination (7):(_1) has 7", e.getMessage());
  }

  @Test
  void aNullTensorIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Copy.copy(FloatTensor.allocate(Layout.parse("(2,3)")), null));
    assertEquals("copy needs two tensors: the destination is null", e.getMessage());
  }
}
