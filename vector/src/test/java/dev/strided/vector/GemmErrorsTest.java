package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import org.junit.jupiter.api.Test;

/** {@link Gemm}'s refusals, one sentence each, and how it reads its operands. */
class GemmErrorsTest {
  private static final FloatTensor A = FloatTensor.allocate(Layout.parse("(4,3):(3,1)"));
  private static final FloatTensor B = FloatTensor.allocate(Layout.parse("(5,3):(3,1)"));
  private static final FloatTensor C = FloatTensor.allocate(Layout.parse("(4,5):(5,1)"));

  private static String refusal(FloatTensor a, FloatTensor b, FloatTensor c, int threads) {
    return assertThrows(IllegalArgumentException.class, () -> Gemm.gemm(a, b, c, threads))
        .getMessage();
  }

  @Test
  void aNullTensorIsRefused() {
    assertEquals("gemm needs three tensors A, B and C: B is null", refusal(A, null, C, 1));
  }

  @Test
  void fewerThanOneThreadIsRefused() {
    assertEquals("gemm needs at least one thread, got 0", refusal(A, B, C, 0));
  }

  @Test
  void aTensorWithoutTwoModesIsRefused() {
    assertEquals("gemm's A must have the two modes (M,K): 12:_1 has 1",
        refusal(FloatTensor.allocate(Layout.parse("12")), B, C, 1));
  }

  @Test
  void mismatchedExtentsAreRefused() {
    assertEquals("gemm's K differs between A and B: A (M,K) is (4,3), B (N,K) is (5,2), C (M,N) is"
        + " (4,5)", refusal(A, FloatTensor.allocate(Layout.parse("(5,2)")), C, 1));
    assertEquals("gemm's M differs between A and C: A (M,K) is (4,3), B (N,K) is (5,3), C (M,N) is"
        + " (3,5)", refusal(A, B, FloatTensor.allocate(Layout.parse("(3,5)")), 1));
    assertEquals("gemm's N differs between B and C: A (M,K) is (4,3), B (N,K) is (5,3), C (M,N) is"
        + " (4,6)", refusal(A, B, FloatTensor.allocate(Layout.parse("(4,6)")), 1));
  }

  @Test
  void aCOverlappingAIsRefused() {
    float[] shared = new float[40];
    FloatTensor a = FloatTensor.of(shared, 0, Layout.parse("(4,3):(3,1)"));
    FloatTensor c = FloatTensor.of(shared, 10, Layout.parse("(4,5):(5,1)"));
    assertEquals("gemm's C must not overlap A: both are in one float[40], C at elements 10 to 29, "
        + "A at 0 to 11", refusal(a, B, c, 1));
  }

  @Test
  void aCBesideBInTheSameArrayIsAccepted() {
    float[] shared = new float[35];
    shared[0] = 2;
    FloatTensor b = FloatTensor.of(shared, 0, Layout.parse("(5,3):(3,1)"));
    FloatTensor c = FloatTensor.of(shared, 15, Layout.parse("(4,5):(5,1)"));
    FloatTensor a = FloatTensor.allocate(Layout.parse("(4,3):(3,1)"));
    a.set(1, 0, 3);
    Gemm.gemm(a, b, c);
    assertEquals(6, c.get(1, 0));
  }

  @Test
  void aCThatRepeatsAnElementIsRefused() {
    assertEquals("gemm's C (4,5):(1,0) maps two coordinates to one element: each C(m,n) must be an"
        + " element of its own", refusal(A, B, FloatTensor.of(new float[4],
            Layout.parse("(4,5):(1,0)")), 1));
  }

  @Test
  void aColumnMajorCIsTheTransposedProblem() {
    FloatTensor c = FloatTensor.allocate(Layout.parse("(4,5):(1,4)"));
    GemmOperands ops = GemmOperands.of(A, B, c);
    assertEquals(Layout.parse("(5,4):(4,1)"), ops.c().layout());
    assertSame(B.data(), ops.a().data());
    assertNull(ops.result());
  }

  @Test
  void aNestedCIsComputedInACompactCopy() {
    FloatTensor c = FloatTensor.allocate(Layout.parse("((2,2),5):((1,10),2)"));
    GemmOperands ops = GemmOperands.of(A, B, c);
    assertEquals(Layout.parse("(4,5):(5,1)"), ops.c().layout());
    assertNotNull(ops.result());
  }
}
