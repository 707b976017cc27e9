package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SplitTermsTest {
  private static final SplitTerms.Rule<Long> SKIP_ZERO = new SplitTerms.Rule<>() {
    @Override
    public boolean isOne(Long extent) {
      return extent == 1;
    }

    @Override
    public boolean isZero(Long stride) {
      return stride == 0;
    }
  };

  @Test
  void extentOneIsNoTermAndStrideZeroStillDivides() {
    // (4,1,3,2):(1,9,0,12): c % 4 * 1 + c / 12 * 12
    List<SplitTerms.Term> t =
        SplitTerms.of(List.of(4L, 1L, 3L, 2L), List.of(1L, 9L, 0L, 12L), SKIP_ZERO);
    assertEquals(List.of(new SplitTerms.Term(0, List.of(), false),
        new SplitTerms.Term(3, List.of(0, 2), true)), t);
  }

  @Test
  void theTermsComputeTheIndexAndTheLastTakesTheRest() {
    Random random = new Random(7);
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + random.nextInt(4);
      long[] s = new long[n];
      long[] d = new long[n];
      long size = 1;
      for (int k = 0; k < n; k++) {
        s[k] = 1 + random.nextInt(4);
        d[k] = random.nextInt(9) - 4;
        size *= s[k];
      }
      List<Long> extents = new java.util.ArrayList<>();
      List<Long> strides = new java.util.ArrayList<>();
      for (int k = 0; k < n; k++) {
        extents.add(s[k]);
        strides.add(d[k]);
      }
      List<SplitTerms.Term> terms = SplitTerms.of(extents, strides, SKIP_ZERO);
      // past the size too: the last leaf of extent other than 1 takes the unreduced rest
      for (long c = 0; c < 2 * size; c++) {
        // the definition: skip extent-1 leaves (digit 0), split over the rest, last unreduced
        long expected = 0;
        long rest = c;
        int remaining = 0;
        for (long e : s) {
          remaining += e == 1 ? 0 : 1;
        }
        for (int k = 0; k < n; k++) {
          if (s[k] != 1) {
            expected += (--remaining == 0 ? rest : rest % s[k]) * d[k];
            rest /= s[k];
          }
        }
        long actual = 0;
        for (SplitTerms.Term t : terms) {
          long divisor = 1;
          for (int j : t.before()) {
            divisor *= s[j];
          }
          long q = c / divisor;
          actual += (t.last() ? q : q % s[t.leaf()]) * d[t.leaf()];
        }
        assertEquals(expected, actual, extents + ":" + strides + " at " + c);
      }
    }
  }
}
