package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** {@link SmallGemm}'s refusals, one sentence each, and its plans made once. */
class SmallGemmErrorsTest {
  private static final Layout A = Layout.parse("(_4,_3):(_3,_1)");
  private static final Layout B = Layout.parse("(_5,_3):(_3,_1)");
  private static final Layout C = Layout.parse("(_4,_5):(_5,_1)");

  private static String refusal(Executable call) {
    return assertThrows(IllegalArgumentException.class, call).getMessage();
  }

  @Test
  void aNullLayoutIsRefused() {
    assertEquals("SmallGemm needs the layouts of A, B and C: B's is null",
        refusal(() -> SmallGemm.of(A, null, C)));
  }

  @Test
  void aDynamicExtentIsRefused() {
    assertEquals("SmallGemm needs static extents: A (4,_3) has a dynamic M (4); write it as _4, or"
        + " call Gemm.gemm, which takes any extents",
        refusal(() -> SmallGemm.of(Layout.parse("(4,_3):(3,1)"), B, C)));
  }

  @Test
  void extentsThatDoNotMatchAreRefused() {
    assertEquals("SmallGemm's N differs between B and C: A (_4,_3), B (_6,_3), C (_4,_5)",
        refusal(() -> SmallGemm.of(A, Layout.parse("(_6,_3):(_3,_1)"), C)));
    assertEquals("SmallGemm's batch L differs among A, B and C: A (_4,_3,2), B (_5,_3,3),"
        + " C (_4,_5,2)", refusal(() -> SmallGemm.of(Layout.parse("(_4,_3,2):(_3,_1,12)"),
            Layout.parse("(_5,_3,3):(_3,_1,15)"), Layout.parse("(_4,_5,2):(_5,_1,20)"))));
  }

  @Test
  void ranksOtherThanTwoOrThreeAreRefused() {
    assertEquals("SmallGemm needs A (M,K), B (N,K) and C (M,N), or all three with a batch mode L:"
        + " A _12:_1, B (_5,_3):(_3,_1) and C (_4,_5):(_5,_1) have 1, 2 and 2 modes",
        refusal(() -> SmallGemm.of(Layout.parse("_12:_1"), B, C)));
  }

  @Test
  void aModeOfTwoStridesIsRefused() {
    assertEquals("SmallGemm needs each mode of one stride: A's mode 0 in ((_2,_2),_3):((_1,_6),_2)"
        + " does not coalesce to one ((_2,_2):(_1,_6)); copy it into a flat layout, or call"
        + " Gemm.gemm, which takes any layout",
        refusal(() -> SmallGemm.of(Layout.parse("((_2,_2),_3):((_1,_6),_2)"), B, C)));
  }

  @Test
  void aCWithTwoCoordinatesOnOneElementIsRefused() {
    assertEquals("SmallGemm's C (_4,_5):(_1,_1) maps two coordinates to one element: each C(m,n)"
        + " must be an element of its own",
        refusal(() -> SmallGemm.of(A, B, Layout.parse("(_4,_5):(_1,_1)"))));
  }

  @Test
  void arraysTooShortOrOverlappingAreRefused() {
    SmallGemm gemm = SmallGemm.of(A, B, C);
    assertEquals("SmallGemm's B at offset 1 reaches elements 1 to 15, outside its float[15]",
        refusal(() -> gemm.run(new float[12], 0, new float[15], 1, new float[20], 0)));
    assertEquals("SmallGemm's C array is null",
        refusal(() -> gemm.run(new float[12], 0, new float[15], 0, null, 0)));
    float[] shared = new float[40];
    assertEquals("SmallGemm's C must not overlap A: both are in one float[40], C at elements 10"
        + " to 29, A at 0 to 11", refusal(() -> gemm.run(shared, 0, new float[15], 0, shared, 10)));
  }

  @Test
  void aTensorNotOfThePlansLayoutIsRefused() {
    SmallGemm gemm = SmallGemm.of(A, B, C);
    FloatTensor other = FloatTensor.allocate(Layout.parse("(_4,_3):(_1,_4)"));
    assertEquals("SmallGemm's A " + other + " is not of the plan's layout (_4,_3):(_3,_1): make a"
        + " plan of its layout with SmallGemm.of", refusal(() -> gemm.run(other,
            FloatTensor.allocate(B), FloatTensor.allocate(C))));
  }

  @Test
  void aLayoutTripleIsPlannedOnce() {
    assertSame(SmallGemm.of(A, B, C), SmallGemm.of(Layout.parse("(_4,_3):(_3,_1)"),
        Layout.parse("(_5,_3):(_3,_1)"), Layout.parse("(_4,_5):(_5,_1)")));
  }

  /** 2×2×2 by hand: A = [[1,2],[3,4]], B (N,K) = [[5,6],[7,8]], C += A·Bᵀ from C = 1. */
  @Test
  void aProductByHand() {
    SmallGemm gemm = SmallGemm.of(Layout.parse("(_2,_2):(_2,_1)"), Layout.parse("(_2,_2):(_2,_1)"),
        Layout.parse("(_2,_2):(_2,_1)"));
    float[] c = {1, 1, 1, 1};
    gemm.run(new float[] {1, 2, 3, 4}, 0, new float[] {5, 6, 7, 8}, 0, c, 0);
    assertEquals("[18.0, 24.0, 40.0, 54.0]", java.util.Arrays.toString(c));
  }
}
