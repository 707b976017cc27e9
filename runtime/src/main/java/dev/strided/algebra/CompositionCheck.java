package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.List;

/**
 * Checks a composition result against its definition, {@code R(i) = A(B(i))}, at the points where a
 * wrong result shows first: one and {@code s−1} steps along each leaf of {@code R}.
 *
 * <p>Why: C++'s stride-divisibility test is weak (it is meant for static strides that divide), so it
 * admits a few layouts whose composition is not {@code A(B(i))} — e.g. {@code (6,4):(1,30) ∘ 6:4}
 * would give {@code (2,3):(4,30)} where {@code A(B(2)) = 32}, not 30. CuTe computes that silently;
 * Strided refuses it. The check costs two evaluations per leaf.
 */
final class CompositionCheck {
  private CompositionCheck() {}

  static void verify(Layout a, Layout b, Layout r) {
    for (IntTuple.Int d : b.stride().flatten()) {
      if (d.value() < 0) {
        return; // B(i) may leave A's domain: the definition does not apply point by point
      }
    }
    List<IntTuple.Int> extents = r.shape().flatten();
    long step = 1;
    for (IntTuple.Int extent : extents) {
      int s = extent.value();
      if (s > 1) {
        check(a, b, r, step);
        check(a, b, r, step * (s - 1));
      }
      step *= s;
    }
  }

  private static void check(Layout a, Layout b, Layout r, long i) {
    if (i >= r.size()) {
      return;
    }
    int point = (int) i;
    int expected = a.index(b.index(point));
    int actual = r.index(point);
    if (expected != actual) {
      throw new IllegalArgumentException("composition " + a + " o " + b + " is not exact: the "
          + "divisibility test admits it, but the result " + r + " maps " + point + " to " + actual
          + " where A(B(" + point + ")) = " + expected + "; B's strides must divide A's modes "
          + "(CuTe C++ computes this case silently)");
    }
  }
}
