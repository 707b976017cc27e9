package dev.strided.algebra;

import dev.strided.IntTuple;

/**
 * CuTe's {@code max_common_vector(A, B)}: the largest N such that A and B agree on
 * {@code i ↦ i} for the first N elements of B's codomain — how many elements can be copied from a
 * B-tensor to an A-tensor as one contiguous vector. It is the first mode of
 * {@code coalesce(A ∘ rightInverse(B))} when that mode has stride 1, else 1. C++ requires the
 * extent and stride to be static; here values decide.
 */
final class MaxCommonVector {
  private MaxCommonVector() {}

  static int of(Pair a, Pair b) {
    Pair inverse = RightInverse.rightInverse(b);
    Pair common = Coalesce.coalesce(Composition.compose(a, inverse));
    IntTuple.Int stride = (IntTuple.Int) common.stride().flatten().get(0);
    return stride.value() == 1 ? common.shape().flatten().get(0).value() : 1;
  }
}
