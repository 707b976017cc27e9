package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The enumeration is exact: beyond long it refuses instead of wrapping into a false answer. */
class IndexEnumerationTest {
  private static final long LIMIT = 1 << 20;

  @Test
  void indicesInColexicographicOrder() {
    // (2,3):(3,1): coordinate i = (i % 2, i / 2) has index 3*(i%2) + i/2
    assertArrayEquals(new long[] {0, 3, 1, 4, 2, 5},
        IndexEnumeration.indices(new long[] {2, 3}, new long[] {3, 1}, LIMIT));
    assertArrayEquals(new long[] {0, -2, 5, 3},
        IndexEnumeration.indices(new long[] {2, 2}, new long[] {-2, 5}, LIMIT));
  }

  @Test
  void theCollisionIsTheFirstPairAtTheSmallestSharedIndex() {
    // (2,2):(1,1): indices 0,1,1,2 -> 1-D coordinates 1 and 2
    assertArrayEquals(new long[] {1, 2},
        IndexEnumeration.collision(new long[] {2, 2}, new long[] {1, 1}, LIMIT));
    // (3,2):(1,1): indices 0,1,2,1,2,3: index 1 (coordinates 1 and 3) before index 2
    assertArrayEquals(new long[] {1, 3},
        IndexEnumeration.collision(new long[] {3, 2}, new long[] {1, 1}, LIMIT));
    assertNull(IndexEnumeration.collision(new long[] {4, 8}, new long[] {1, 5}, LIMIT));
  }

  @Test
  void theFirstMissingIndex() {
    // (2,3):(1,4): 0,1,4,5,8,9
    assertEquals(2, IndexEnumeration.firstMissing(new long[] {2, 3}, new long[] {1, 4}, LIMIT));
    assertEquals(-1, IndexEnumeration.firstMissing(new long[] {2, 3}, new long[] {3, 1}, LIMIT));
  }

  @Test
  void indicesBeyondLongAreRefusedNotWrapped() {
    // x + y + z = 2^64: wrapped, coordinate 7 would share index 0 with coordinate 0
    long[] strides = {Long.MAX_VALUE, (1L << 62) + 1, 1L << 62};
    assertThrows(ArithmeticException.class,
        () -> IndexEnumeration.collision(new long[] {2, 2, 2}, strides, LIMIT));
    assertThrows(ArithmeticException.class,
        () -> IndexEnumeration.firstMissing(new long[] {2, 2, 2}, strides, LIMIT));
  }

  @Test
  void moreCoordinatesThanTheLimitAreRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> IndexEnumeration.indices(new long[] {8, 8}, new long[] {1, 8}, 32));
    assertEquals("more than 32 coordinates to enumerate", e.getMessage());
  }

  @Test
  void sortingAndMarkingAgree() {
    long[][] cases = {{3, 2}, {2, 3}, {2, 2}, {1, 1}, {4, 2}, {1, -4}, {2, 2}, {-1, -1}};
    boolean[] expected = {true, false, true, false};
    for (int c = 0; c < expected.length; c++) {
      long[] s = cases[2 * c];
      long[] d = cases[2 * c + 1];
      long min = 0;
      long max = 0;
      for (int k = 0; k < s.length; k++) {
        min += Math.min(0, (s[k] - 1) * d[k]);
        max += Math.max(0, (s[k] - 1) * d[k]);
      }
      assertEquals(expected[c], IndexEnumeration.distinctBySorting(s, d, 64), "case " + c);
      assertEquals(expected[c],
          IndexEnumeration.distinctByMarking(s, d, min, (int) (max - min + 1)), "case " + c);
    }
    assertTrue(IndexEnumeration.distinctByMarking(new long[] {2, 2}, new long[] {1, -2}, -2, 4));
    assertFalse(IndexEnumeration.distinctByMarking(new long[] {2, 2}, new long[] {1, -1}, -1, 3));
  }
}
