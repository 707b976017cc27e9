package dev.strided.core;

/**
 * CuTe's {@code max_common_vector(A, B)}: the largest N such that A and B agree on
 * {@code i ↦ i} for the first N elements of B's codomain — how many elements can be copied from a
 * B-tensor to an A-tensor as one contiguous vector. It is the first mode of
 * {@code coalesce(A ∘ rightInverse(B))} when that mode has stride 1, else 1. C++ requires the
 * extent and stride to be static; here values decide.
 *
 * <pre>{@code MaxCommonVector.of(dom, a, b);   // (_8,_4):(_1,_8) and (_8,_4):(_1,_16) give _8}</pre>
 */
public final class MaxCommonVector {
  private MaxCommonVector() {}

  /**
   * The common vector length, at least 1.
   *
   * <pre>{@code MaxCommonVector.of(dom, a, b);   // (_8,_4):(_1,_8) and (_8,_4):(_1,_16) give _8}</pre>
   */
  public static <T, L> L of(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    Pair<T> inverse = RightInverse.rightInverse(dom, b);
    Pair<T> common = Coalesce.coalesce(dom, Composition.compose(dom, a, inverse));
    L stride = Pairs.leaves(dom, common.stride())[0];
    return Undecided.holds(dom, dom.isOne(stride), "max common vector", "the stride %s is 1", stride)
        ? Pairs.leaves(dom, common.shape())[0] : dom.constant(1);
  }
}
