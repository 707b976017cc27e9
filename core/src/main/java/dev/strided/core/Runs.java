package dev.strided.core;

import java.util.Arrays;
import java.util.List;

/**
 * CuTe's coalescing of flattened leaves into runs: leaves of extent 1 are dropped, and a leaf joins
 * the run before it when it continues it, {@code s_i · d_i == d_(i+1)} for the last leaf {@code i}
 * of the run (then the run walks {@code s_i · s_(i+1)} steps of the run's first stride). Read front
 * to back or back to front, the pairwise rule gives the same runs. The function of a coordinate
 * below the size is unchanged by coalescing.
 *
 * <pre>{@code
 * // (2,1,3,4):(1,7,2,10): leaf 1 is dropped, 2·1 == 2 joins leaf 2 to leaf 0, 3·2 != 10
 * Runs r = Runs.of(List.of(2, 1, 3, 4), List.of(1, 7, 2, 10), rule);
 * r.count();                    // 2
 * r.leaf(r.start(0));           // 0   (run 0 = leaves 0 and 2: 6:1)
 * r.leaf(r.start(1));           // 3   (run 1 = leaf 3: 4:10)
 * }</pre>
 */
public final class Runs {
  /**
   * The two decisions coalescing takes on leaves; a decision that is not known to hold (a symbolic
   * leaf, or a product beyond the leaf's range) answers false: the leaves stay apart.
   *
   * @param <L> the leaf type
   */
  public interface Rule<L> {
    /** Whether a leaf of this extent is dropped (a static 1 for symbolic leaves). */
    boolean isOne(L extent);

    /** Whether {@code extent · stride == next}. */
    boolean continues(L extent, L stride, L next);

    /**
     * The rule read off a leaf arithmetic: only a YES decision drops or joins.
     *
     * <pre>{@code
     * Runs.Rule<L> rule = Runs.Rule.of(arithmetic);
     * }</pre>
     *
     * @param a the arithmetic
     * @return the rule
     */
    static <L> Rule<L> of(Arithmetic<L> a) {
      return new Rule<>() {
        @Override
        public boolean isOne(L extent) {
          return a.isOne(extent).holds();
        }

        @Override
        public boolean continues(L extent, L stride, L next) {
          return a.equal(a.times(extent, stride), next).holds();
        }
      };
    }
  }

  private final int[] leaves;
  private final int[] starts;

  private Runs(int[] leaves, int[] starts) {
    this.leaves = leaves;
    this.starts = starts;
  }

  /**
   * The runs of some leaves, front to back.
   *
   * <pre>{@code
   * Runs.of(List.of(4, 8), List.of(1, 4), rule).count();   // 1: (4,8):(1,4) is 32:1
   * }</pre>
   *
   * @param extents the leaf extents
   * @param strides the leaf strides, as many
   * @param rule the decisions
   * @return the runs
   */
  public static <L> Runs of(List<L> extents, List<L> strides, Rule<L> rule) {
    int n = extents.size();
    int[] leaves = new int[n];
    int[] starts = new int[n + 1];
    int kept = 0;
    int runs = 0;
    for (int k = 0; k < n; k++) {
      L extent = extents.get(k);
      if (rule.isOne(extent)) {
        continue;
      }
      int last = kept == 0 ? -1 : leaves[kept - 1];
      if (last < 0 || !rule.continues(extents.get(last), strides.get(last), strides.get(k))) {
        starts[runs++] = kept;
      }
      leaves[kept++] = k;
    }
    starts[runs] = kept;
    return new Runs(Arrays.copyOf(leaves, kept), Arrays.copyOf(starts, runs + 1));
  }

  /**
   * The number of runs (0 when every extent is 1: the index is always 0).
   *
   * <pre>{@code
   * Runs.of(List.of(1, 1), List.of(3, 5), rule).count();   // 0
   * }</pre>
   *
   * @return the number of runs
   */
  public int count() {
    return starts.length - 1;
  }

  /**
   * Where run {@code r} starts among the kept leaves: run r is {@code leaf(start(r)) ..
   * leaf(start(r + 1) - 1)}.
   *
   * <pre>{@code
   * Runs r = Runs.of(List.of(2, 3), List.of(1, 2), rule);   // one run of both
   * r.start(0);   // 0
   * r.start(1);   // 2
   * }</pre>
   *
   * @param r a run, or {@link #count()} for the end of the last
   * @return an index into the kept leaves
   */
  public int start(int r) {
    return starts[r];
  }

  /**
   * The index (into the given lists) of the {@code i}-th kept leaf.
   *
   * <pre>{@code
   * Runs.of(List.of(1, 5), List.of(0, 1), rule).leaf(0);   // 1: leaf 0 has extent 1
   * }</pre>
   *
   * @param i a kept leaf, below {@code start(count())}
   * @return its index
   */
  public int leaf(int i) {
    return leaves[i];
  }
}
