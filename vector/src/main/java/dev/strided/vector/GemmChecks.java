package dev.strided.vector;

import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;

/**
 * What {@link Gemm} refuses, one sentence each: a null tensor, a tensor without two modes, extents
 * that do not match, a C that maps two coordinates to one element, a C that shares an array and an
 * index range with A or B, fewer than one thread.
 *
 * <pre>{@code GemmChecks.check(a, b, c, 0);   // IllegalArgumentException: gemm needs at least one thread, got 0}</pre>
 */
final class GemmChecks {
  private GemmChecks() {}

  static void check(FloatTensor a, FloatTensor b, FloatTensor c, int threads) {
    if (a == null || b == null || c == null) {
      throw new IllegalArgumentException("gemm needs three tensors A, B and C: "
          + (a == null ? "A" : b == null ? "B" : "C") + " is null");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("gemm needs at least one thread, got " + threads);
    }
    rank(a, "A", "(M,K)");
    rank(b, "B", "(N,K)");
    rank(c, "C", "(M,N)");
    int m = a.shape().get(0).size();
    int k = a.shape().get(1).size();
    int n = b.shape().get(0).size();
    String sizes = "A (M,K) is (" + m + "," + k + "), B (N,K) is (" + b.shape().get(0).size() + ","
        + b.shape().get(1).size() + "), C (M,N) is (" + c.shape().get(0).size() + ","
        + c.shape().get(1).size() + ")";
    if (b.shape().get(1).size() != k) {
      throw new IllegalArgumentException("gemm's K differs between A and B: " + sizes);
    }
    if (c.shape().get(0).size() != m) {
      throw new IllegalArgumentException("gemm's M differs between A and C: " + sizes);
    }
    if (c.shape().get(1).size() != n) {
      throw new IllegalArgumentException("gemm's N differs between B and C: " + sizes);
    }
    boolean injective = c.isSwizzled() ? c.swizzledLayout().layout().isInjective()
        : c.layout().isInjective();
    if (!injective) {
      throw new IllegalArgumentException("gemm's C " + c + " maps two coordinates to one element:"
          + " each C(m,n) must be an element of its own");
    }
    apart(c, a, "A");
    apart(c, b, "B");
  }

  private static void rank(FloatTensor t, String name, String modes) {
    if (t.rank() != 2) {
      throw new IllegalArgumentException("gemm's " + name + " must have the two modes " + modes
          + ": " + t + " has " + t.rank());
    }
  }

  /** Refuses a C whose index range in its array meets the operand's in the same array. */
  private static void apart(FloatTensor c, FloatTensor operand, String name) {
    if (c.data() != operand.data()) {
      return;
    }
    IndexRange rc = c.indexRange();
    IndexRange ro = operand.indexRange();
    if (rc.meets(ro)) {
      throw new IllegalArgumentException("gemm's C must not overlap " + name + ": both are in one "
          + "float[" + c.data().length + "], C at elements " + rc.min() + " to " + rc.max() + ", "
          + name + " at " + ro.min() + " to " + ro.max());
    }
  }
}
