package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RunsTest {
  private static final Runs.Rule<Long> LONGS = new Runs.Rule<>() {
    @Override
    public boolean isOne(Long extent) {
      return extent == 1;
    }

    @Override
    public boolean continues(Long extent, Long stride, Long next) {
      return extent * stride == next;
    }
  };

  @Test
  void dropsExtentOneAndJoinsLeavesThatContinueARun() {
    // (2,1,3,4):(1,7,2,10): leaf 1 dropped; 2*1 == 2 joins leaf 2; 3*2 = 6 != 10
    Runs r = Runs.of(List.of(2L, 1L, 3L, 4L), List.of(1L, 7L, 2L, 10L), LONGS);
    assertEquals(2, r.count());
    assertEquals(List.of(List.of(0, 2), List.of(3)), runs(r));
  }

  @Test
  void aRunIsJudgedByItsLastLeaf() {
    // (2,3,5):(1,2,6): 2*1 == 2, then 3*2 == 6: one run 30:1
    assertEquals(List.of(List.of(0, 1, 2)),
        runs(Runs.of(List.of(2L, 3L, 5L), List.of(1L, 2L, 6L), LONGS)));
    // zero strides continue each other: (2,3):(0,0) is 6:0
    assertEquals(List.of(List.of(0, 1)), runs(Runs.of(List.of(2L, 3L), List.of(0L, 0L), LONGS)));
  }

  @Test
  void allExtentsOneGiveNoRuns() {
    Runs r = Runs.of(List.of(1L, 1L), List.of(3L, 5L), LONGS);
    assertEquals(0, r.count());
    assertEquals(0, r.start(0));
  }

  @Test
  void theRunsComputeTheSameIndexBelowTheSize() {
    Random random = new Random(12);
    long[] choices = {1, 2, 3, 4};
    for (int trial = 0; trial < 500; trial++) {
      int n = 1 + random.nextInt(4);
      List<Long> s = new ArrayList<>();
      List<Long> d = new ArrayList<>();
      long product = 1;
      for (int k = 0; k < n; k++) {
        long e = choices[random.nextInt(choices.length)];
        // half of the strides continue the previous leaf, so runs form
        d.add(k > 0 && random.nextBoolean() ? s.get(k - 1) * d.get(k - 1) : random.nextInt(7) - 3L);
        s.add(e);
        product *= e;
      }
      Runs r = Runs.of(s, d, LONGS);
      for (long c = 0; c < product; c++) {
        assertEquals(index(c, s, d), coalescedIndex(c, r, s, d), s + ":" + d + " at " + c);
      }
    }
  }

  private static long index(long c, List<Long> s, List<Long> d) {
    long idx = 0;
    for (int k = 0; k < s.size(); k++) {
      idx += c % s.get(k) * d.get(k);
      c /= s.get(k);
    }
    return idx;
  }

  private static long coalescedIndex(long c, Runs r, List<Long> s, List<Long> d) {
    List<Long> extents = new ArrayList<>();
    List<Long> strides = new ArrayList<>();
    for (int u = 0; u < r.count(); u++) {
      long e = 1;
      for (int i = r.start(u); i < r.start(u + 1); i++) {
        e *= s.get(r.leaf(i));
      }
      extents.add(e);
      strides.add(d.get(r.leaf(r.start(u))));
    }
    return index(c, extents, strides);
  }

  private static List<List<Integer>> runs(Runs r) {
    List<List<Integer>> out = new ArrayList<>();
    for (int u = 0; u < r.count(); u++) {
      List<Integer> run = new ArrayList<>();
      for (int i = r.start(u); i < r.start(u + 1); i++) {
        run.add(r.leaf(i));
      }
      out.add(run);
    }
    return out;
  }
}
