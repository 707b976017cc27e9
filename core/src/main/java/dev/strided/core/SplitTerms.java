package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The terms of a coordinate split colexicographically over leaves, for code that computes an index
 * as {@code Σ (c / D_j) % s_j · d_j}: per leaf, its divisor {@code D_j} (the product of the extents
 * of the leaves before it) and whether it is reduced modulo its extent (every leaf but the last,
 * which takes the rest unreduced, as CuTe does). Leaves of extent 1 are no terms (their digit is
 * always 0) and do not divide; leaves of stride 0 are no terms but still divide the leaves after.
 *
 * <pre>{@code
 * // (4,1,3,2):(1,9,0,12): leaf 1 (extent 1) and leaf 2 (stride 0) have no term
 * List<SplitTerms.Term> t = SplitTerms.of(extents, strides, rule);
 * t.get(0);   // Term[leaf=0, before=[], last=false]     c % 4 * 1
 * t.get(1);   // Term[leaf=3, before=[0, 2], last=true]  c / (4*3) * 12
 * }</pre>
 */
public final class SplitTerms {
  private SplitTerms() {}

  /**
   * What the split decides on leaves.
   *
   * @param <L> the leaf type
   */
  public interface Rule<L> {
    /** Whether the extent is (statically) 1. */
    boolean isOne(L extent);

    /** Whether the stride is (statically) 0; a client that needs every term answers false. */
    boolean isZero(L stride);
  }

  /**
   * One term.
   *
   * @param leaf the leaf, an index into the given lists
   * @param before the leaves whose extents multiply into the divisor (none: the coordinate itself)
   * @param last whether this is the last leaf of extent other than 1 (no modulus)
   */
  public record Term(int leaf, List<Integer> before, boolean last) {
    /** Copies the list. */
    public Term {
      before = List.copyOf(before);
    }
  }

  /**
   * The terms of a split.
   *
   * <pre>{@code
   * SplitTerms.of(List.of(2, 3), List.of(3, 1), rule);
   * // [Term[leaf=0, before=[], last=false], Term[leaf=1, before=[0], last=true]]
   * }</pre>
   *
   * @param extents the leaf extents
   * @param strides the leaf strides, as many
   * @param rule the decisions
   * @return the terms in leaf order
   */
  public static <L> List<Term> of(List<L> extents, List<L> strides, Rule<L> rule) {
    List<Integer> real = new ArrayList<>();
    for (int k = 0; k < extents.size(); k++) {
      if (!rule.isOne(extents.get(k))) {
        real.add(k);
      }
    }
    List<Term> terms = new ArrayList<>();
    for (int j = 0; j < real.size(); j++) {
      int k = real.get(j);
      if (!rule.isZero(strides.get(k))) {
        terms.add(new Term(k, real.subList(0, j), j == real.size() - 1));
      }
    }
    return terms;
  }
}
