package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The cosize of symbolic leaves that form a mixed radix: {@code 1 + Σ (s−1)·d} telescopes to the
 * last extent times its stride when the strides, in order, are 1 and each the extent times the
 * stride before it. The one sum of products of names {@link SymbolicArithmetic} represents, so a
 * tiler with names ({@code (MB,NB):(1,MB)}) has the cosize a product needs.
 *
 * <pre>{@code SymbolChains.cosize(arith, List.of(MB, NB), List.of(constant(1), MB));   // MB*NB}</pre>
 */
final class SymbolChains {
  private SymbolChains() {}

  /** The cosize, refused when the leaves (extent 1 or stride 0 left out) are no such chain. */
  static Symbol cosize(Arithmetic<Symbol> a, List<Symbol> extents, List<Symbol> strides) {
    List<Integer> leaves = new ArrayList<>();
    for (int i = 0; i < extents.size(); i++) {
      if (!a.isOne(extents.get(i)).holds() && !a.isZero(strides.get(i)).holds()) {
        leaves.add(i);
      }
    }
    if (leaves.isEmpty()) {
      return Symbol.dynamicConstant(1); // the leaves have names: C++'s cosize is a run-time 1
    }
    for (int i : leaves) {
      if (!a.isNegative(strides.get(i)).fails() || !a.isZero(strides.get(i)).fails()) {
        throw notAChain(extents.get(i), strides.get(i));
      }
    }
    Symbol span = Symbol.constant(1);
    while (!leaves.isEmpty()) {
      Symbol at = span;
      Integer next = leaves.stream().filter(i -> a.equal(strides.get(i), at).holds()).findFirst()
          .orElse(null);
      if (next == null) {
        int i = leaves.get(0);
        throw notAChain(extents.get(i), strides.get(i));
      }
      leaves.remove(next);
      span = a.times(extents.get(next), strides.get(next));
    }
    return span;
  }

  private static AlgebraException notAChain(Symbol s, Symbol d) {
    return new AlgebraException("the cosize of a layout with the leaves " + s + ":" + d
        + " is a sum of names, which this arithmetic does not represent");
  }
}
