package dev.strided.processor.checking;

import dev.strided.core.Injectivity;
import dev.strided.core.StrideWitness;
import dev.strided.core.Symbol;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LeafValues;
import java.util.List;

/**
 * The wording of the counterexamples for static layouts too big to enumerate, which core
 * {@link StrideWitness} reads off the strides.
 *
 * <pre>{@code
 * // (2048,1024):(1,0): "coordinates (0,0) and (0,1) both map to index 0"
 * }</pre>
 */
final class StaticEvidence {
  private StaticEvidence() {}

  /**
   * Two colliding coordinates when a stride is 0 or two strides are equal in absolute value.
   *
   * @param layout a static layout
   * @param v its leaves
   * @return the evidence, or null when neither applies
   */
  static String injective(CheckedLayout layout, LeafValues v) {
    StrideWitness.Witness w =
        StrideWitness.collision(coefficients(v.extentList()), coefficients(v.strideList()));
    return w == null ? null : text(layout, v, w);
  }

  /**
   * Why a big static layout is not compact, given where the mixed-radix chain stopped.
   *
   * @param layout a static layout
   * @param v its leaves
   * @param chain the failed chain
   * @return the evidence
   */
  static String compact(CheckedLayout layout, LeafValues v, Injectivity.Chain<Symbol> chain) {
    return text(layout, v, StrideWitness.notCompact(coefficients(v.extentList()),
        coefficients(v.strideList()), chain.order(), chain.next().coefficient()));
  }

  private static String text(CheckedLayout layout, LeafValues v, StrideWitness.Witness w) {
    long size = v.size();
    return switch (w.kind()) {
      case SHARED -> "coordinates " + coordinate(layout, w.a()) + " and "
          + coordinate(layout, w.b()) + " both map to index " + w.index();
      case OUTSIDE -> "coordinate " + coordinate(layout, w.a()) + " maps to index " + w.index()
          + ", outside 0.." + (size - 1);
      case MISSING -> "index " + w.index() + " is never reached, but a compact layout of size "
          + size + " reaches exactly 0.." + (size - 1);
    };
  }

  private static String coordinate(CheckedLayout layout, List<Long> digits) {
    long[] d = new long[digits.size()];
    for (int k = 0; k < d.length; k++) {
      d[k] = digits.get(k);
    }
    return LeafValues.coordinate(layout, d);
  }

  private static long[] coefficients(List<Symbol> values) {
    long[] out = new long[values.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = values.get(k).coefficient();
    }
    return out;
  }
}
