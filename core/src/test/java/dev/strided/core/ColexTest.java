package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ColexTest {
  @Test
  void theFirstExtentVariesFastest() {
    assertArrayEquals(new long[] {1, 2}, Colex.digits(new long[] {2, 3}, 5));
    assertArrayEquals(new long[] {1, 0, 1}, Colex.digits(new long[] {4, 2, 2}, 9));
  }

  @Test
  void everyCoordinateBelowTheSizeComesBack() {
    long[] extents = {3, 1, 4, 2};
    for (long c = 0; c < 24; c++) {
      long[] d = Colex.digits(extents, c);
      assertEquals(c, d[0] + 3 * (d[1] + (d[2] + 4 * d[3])));
    }
  }

  @Test
  void pastTheSizeTheLastDigitGrows() {
    assertArrayEquals(new long[] {1, 6}, Colex.digits(new long[] {2, 3}, 13));
    assertArrayEquals(new long[] {13}, Colex.digits(new long[] {3}, 13));
  }

  @Test
  void intDigitsOverARange() {
    int[] extents = {8, 2, 3};
    assertArrayEquals(new int[] {1, 2},
        Colex.digits(extents, 1, 3, 5));
    assertArrayEquals(new int[] {1, 4},
        Colex.digits(extents, 1, 3, 9));
    assertArrayEquals(new int[0], Colex.digits(extents, 2, 2, 9));
  }
}
