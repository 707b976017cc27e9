package dev.strided.processor;

import dev.strided.core.Symbol;
import java.util.List;
import java.util.Map;

/**
 * Counterexamples for static layouts too big to enumerate, read off the strides.
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
    long[] s = coefficients(v.extentList());
    long[] d = coefficients(v.strideList());
    for (int k = 0; k < s.length; k++) {
      if (s[k] > 1 && d[k] == 0) {
        return pair(layout, s.length, new int[] {}, new int[] {k}, 0);
      }
    }
    for (int j = 0; j < s.length; j++) {
      for (int k = j + 1; k < s.length; k++) {
        if (s[j] > 1 && s[k] > 1 && Math.abs(d[j]) == Math.abs(d[k])) {
          return d[j] == d[k] ? pair(layout, s.length, new int[] {j}, new int[] {k}, d[j])
              : pair(layout, s.length, new int[] {}, new int[] {j, k}, 0);
        }
      }
    }
    return null;
  }

  /**
   * Why a big static layout is not compact, given where the mixed-radix chain stopped.
   *
   * @param layout a static layout
   * @param v its leaves
   * @param chain the failed chain
   * @return the evidence
   */
  static String compact(CheckedLayout layout, LeafValues v, StrideChain.Outcome chain) {
    long[] s = coefficients(v.extentList());
    long[] d = coefficients(v.strideList());
    long q = chain.next().coefficient();
    long size = v.size();
    for (int k = 0; k < s.length; k++) {
      if (s[k] == 1 || chain.order().contains(k)) {
        continue;
      }
      if (d[k] < 0) {
        long[] digits = new long[s.length];
        digits[k] = 1;
        return "coordinate " + LeafValues.coordinate(layout, digits) + " maps to index " + d[k]
            + ", outside 0.." + (size - 1);
      }
      if (d[k] == 0) {
        return pair(layout, s.length, new int[] {}, new int[] {k}, 0);
      }
      if (d[k] < q) {
        long[] a = new long[s.length];
        a[k] = 1;
        long[] b = new long[s.length];
        for (int j : chain.order()) {
          b[j] = d[k] / d[j] % s[j];
        }
        return "coordinates " + LeafValues.coordinate(layout, b) + " and "
            + LeafValues.coordinate(layout, a) + " both map to index " + d[k];
      }
    }
    return "index " + q + " is never reached, but a compact layout of size " + size
        + " reaches exactly 0.." + (size - 1);
  }

  private static String pair(CheckedLayout layout, int leaves, int[] onesA, int[] onesB,
      long index) {
    long[] a = new long[leaves];
    long[] b = new long[leaves];
    for (int k : onesA) {
      a[k] = 1;
    }
    for (int k : onesB) {
      b[k] = 1;
    }
    return "coordinates " + LeafValues.coordinate(layout, a) + " and "
        + LeafValues.coordinate(layout, b) + " both map to index " + index;
  }

  private static long[] coefficients(List<Symbol> values) {
    long[] out = new long[values.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = values.get(k).coefficient();
    }
    return out;
  }
}
