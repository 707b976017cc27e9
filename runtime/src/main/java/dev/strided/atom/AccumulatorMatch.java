package dev.strided.atom;

import dev.strided.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** {@link AccumulatorAsA#of}: the element-by-element match of C's registers and A's. */
final class AccumulatorMatch {
  private AccumulatorMatch() {}

  static AccumulatorAsA of(TiledMma first, TiledMma second) {
    if (first == null || second == null) {
      throw new IllegalArgumentException("AccumulatorAsA.of needs two tiled MMAs, got " + first
          + " and " + second);
    }
    String a = second.atom().name();
    if (second.atom().readsASharedMemory()) {
      throw new IllegalArgumentException("the second MMA's atom " + a + " reads A from shared "
          + "memory: an accumulator in registers can be the A of a register-sourced atom only "
          + "(the _RS form of the GMMA)");
    }
    if (first.size() != second.size()) {
      throw new IllegalArgumentException("the first MMA has " + first.size() + " threads and the "
          + "second " + second.size() + ": the threads holding the accumulator must be the "
          + "threads issuing the second MMA");
    }
    int m = first.tileSize(0);
    int n = first.tileSize(1);
    if (second.tileSize(0) != m) {
      throw new IllegalArgumentException("the first MMA's M tile is " + m + " and the second's "
          + second.tileSize(0) + ": the accumulator's rows must be the A operand's rows; lay the "
          + "atoms out alike in M");
    }
    int k = second.tileSize(2);
    if (n % k != 0) {
      throw new IllegalArgumentException("the second MMA's K tile " + k + " does not divide the "
          + "first MMA's N tile " + n + ": the accumulator's columns are the second MMA's K, "
          + "taken " + k + " at a time");
    }
    Registers c = Registers.of(first, Operand.C, m, n);
    Registers p = Registers.of(second, Operand.A, m, n);
    int[] holder = new int[m * n];
    Arrays.fill(holder, -1);
    for (int t = 0; t < c.threads; t++) {
      for (int r = 0; r < c.perThread; r++) {
        holder[c.coordinate(t, r)] = t * c.perThread + r;
      }
    }
    List<Integer> sources = new ArrayList<>();
    boolean local = true;
    for (int t = 0; t < p.threads; t++) {
      for (int j = 0; j < p.perThread; j++) {
        int source = holder[p.coordinate(t, j)];
        if (source < 0) {
          throw new IllegalArgumentException("P(" + p.row(t, j) + "," + p.col(t, j) + "), thread "
              + t + "'s A register " + j + ", is in no thread's accumulator of " + first.atom()
              .name() + ": the accumulator does not cover its tile");
        }
        int from = source / c.perThread;
        if (from / 32 != t / 32) {
          throw new IllegalArgumentException("thread " + t + "'s A register " + j + " is P("
              + p.row(t, j) + "," + p.col(t, j) + "), which thread " + from + " of another warp "
              + "holds in its accumulator: a shuffle reaches only the lanes of one warp; lay the "
              + "atoms of both MMAs out alike so each warp keeps its rows");
        }
        local &= from == t;
        sources.add(source);
      }
    }
    if (local && p.perThread == c.perThread) {
      AccumulatorAsA relabeling = relabeling(c, p, sources);
      if (relabeling != null) {
        return relabeling;
      }
    }
    return new AccumulatorAsA.Exchange(p.threads, p.perThread, sources, c.perThread,
        AccumulatorAsA.Exchange.xors(p.threads, p.perThread, sources, c.perThread));
  }

  /** The relabeling when each thread's map is a bijection, the same in all, and a layout. */
  private static AccumulatorAsA relabeling(Registers c, Registers p, List<Integer> sources) {
    int count = c.perThread;
    int[] aToC = new int[count];
    int[] cToA = new int[count];
    Arrays.fill(cToA, -1);
    for (int j = 0; j < count; j++) {
      aToC[j] = sources.get(j) % count;
      if (cToA[aToC[j]] >= 0) {
        return null;
      }
      cToA[aToC[j]] = j;
    }
    for (int i = 0; i < sources.size(); i++) {
      if (sources.get(i) % count != aToC[i % count]) {
        return null;
      }
    }
    Layout forward = LayoutFit.over(c.fragment.shape(), byCoordinate(c.fragment, cToA));
    Layout view = LayoutFit.over(p.fragment.shape(), byCoordinate(p.fragment, aToC));
    if (forward == null || view == null) {
      return null;
    }
    return new AccumulatorAsA.Relabeling(forward.coalesce(), view);
  }

  /** {@code byRegister} read at each fragment coordinate's register, in natural order. */
  private static int[] byCoordinate(Layout fragment, int[] byRegister) {
    int[] values = new int[fragment.size()];
    for (int x = 0; x < values.length; x++) {
      values[x] = byRegister[fragment.index(x)];
    }
    return values;
  }
}
