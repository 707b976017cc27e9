package dev.strided;

import dev.strided.core.Runs;
import dev.strided.core.SplitTerms;
import java.util.List;

/**
 * The index of a split coordinate as a sum of independent terms, one per leaf of each range of
 * leaves (a mode, or the whole layout for a 1-D coordinate), after coalescing the range.
 *
 * <p>Splitting {@code c} colexicographically over extents {@code s_0, s_1, ...} gives the parts
 * {@code q_k - s_k·q_(k+1)} with {@code q_k = c / (s_0···s_(k-1))}, so
 * {@code Σ part_k·d_k = Σ q_k·(d_k - s_(k-1)·d_(k-1))}: each term needs only its own quotient (no
 * chain of divisions), and the last leaf takes its quotient unreduced, as CuTe does. Each quotient
 * is a multiply and a shift: {@code c / P == (c * magic) >>> shift} for {@code 0 <= c < 2^31} with
 * {@code shift = 31 + ceil(log2 P)} and {@code magic = ceil(2^shift / P)} (Granlund and
 * Montgomery; the product stays below {@code 2^64}, which {@code >>>} reads exactly). The int
 * arithmetic may wrap in between: the sum is exact modulo 2^32 and the result fits, since the
 * layout's cosize bounds it. Coalescing first (dropping extent-1 leaves, merging a leaf whose
 * stride is the previous extent times stride) leaves the in-range function unchanged.
 *
 * <pre>{@code
 * // mode (3,4):(2,6) coalesces to 12:2, one term: index(c) = c * 2
 * // mode (8,4):(1,64): index(13) = 13*1 + (13/8)*(64 - 8*1) = 13 + 56 = 69
 * }</pre>
 */
final class IndexTerms {
  /** Range r has terms {@code start[r] .. start[r+1]-1}. */
  final int[] start;
  final long[] magic;
  final int[] shift;
  final int[] weight;

  /** Coalesced leaves have no extent 1; the quotient form needs a term per leaf, stride 0 too. */
  private static final SplitTerms.Rule<Integer> EVERY_TERM = new SplitTerms.Rule<>() {
    @Override
    public boolean isOne(Integer extent) {
      return extent == 1;
    }

    @Override
    public boolean isZero(Integer stride) {
      return false;
    }
  };

  /** One split per range of leaves {@code ranges[r] .. ranges[r+1]-1}. */
  IndexTerms(int[] extent, int[] stride, int[] ranges) {
    int[] e = new int[extent.length];
    int[] d = new int[extent.length];
    start = new int[ranges.length];
    int t = 0;
    for (int r = 0; r + 1 < ranges.length; r++) {
      start[r] = t;
      int from = ranges[r];
      Runs runs = Runs.of(IntLeaves.of(extent, from, ranges[r + 1]),
          IntLeaves.of(stride, from, ranges[r + 1]), IntLeaves.RUNS);
      for (int u = 0; u < runs.count(); u++) {
        int product = 1;
        for (int i = runs.start(u); i < runs.start(u + 1); i++) {
          product *= extent[from + runs.leaf(i)]; // a factor of the size, which fits
        }
        e[t] = product;
        d[t] = stride[from + runs.leaf(runs.start(u))];
        t++;
      }
    }
    start[ranges.length - 1] = t;
    magic = new long[t];
    shift = new int[t];
    weight = new int[t];
    for (int r = 0; r + 1 < start.length; r++) {
      int from = start[r];
      List<SplitTerms.Term> split = SplitTerms.of(IntLeaves.of(e, from, start[r + 1]),
          IntLeaves.of(d, from, start[r + 1]), EVERY_TERM);
      for (SplitTerms.Term term : split) {
        int k = from + term.leaf();
        long divisor = 1;
        for (int j : term.before()) {
          divisor *= e[from + j]; // a factor of the size, which fits
        }
        int l = 64 - Long.numberOfLeadingZeros(divisor - 1);
        shift[k] = 31 + l;
        magic[k] = ((1L << shift[k]) + divisor - 1) / divisor;
        // the quotient form: part_k·d_k summed is Σ q_k·(d_k - s_(k-1)·d_(k-1))
        weight[k] = k == from ? d[k] : d[k] - e[k - 1] * d[k - 1];
      }
    }
  }

  /** Number of terms of range r. */
  int count(int r) {
    return start[r + 1] - start[r];
  }

  /** The index of an in-range coordinate of range r; the first term's quotient is c itself. */
  int sum(int c, int r) {
    int from = start[r];
    int to = start[r + 1];
    if (from == to) {
      return 0;
    }
    int idx = c * weight[from];
    for (int k = from + 1; k < to; k++) {
      idx += (int) ((c * magic[k]) >>> shift[k]) * weight[k];
    }
    return idx;
  }
}
