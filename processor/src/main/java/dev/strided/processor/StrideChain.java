package dev.strided.processor;

import dev.strided.core.Symbol;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Symbolic proofs of compactness and injectivity that hold for every binding of the names (extent
 * names are at least 1): the leaves, taken in a suitable order, must form a mixed-radix number system.
 *
 * <ul>
 *   <li>compact: some leaf has stride 1, the next has stride = the first's extent, and so on — each
 *       stride is exactly the product of the extents before it in that order ({@code (M,N):(N,1)});
 *   <li>injective: each stride, in absolute value, is at least the product Q of (|stride| × extent)
 *       of the leaf before it ({@code (M,N):(1,2*M)}, {@code (4,8):(1,5)}): then the span of the
 *       earlier leaves is below Q and no two coordinates meet.
 * </ul>
 * Leaves of static extent 1 are ignored. Failing a proof does not mean the property fails.
 *
 * <pre>{@code
 * StrideChain.compact(List.of(M, N), List.of(N, ONE)).proven();   // true
 * }</pre>
 */
final class StrideChain {
  private StrideChain() {}

  /**
   * How far the chain got.
   *
   * @param proven whether every leaf joined the chain
   * @param order the leaf indices in chain order (those that joined)
   * @param next the product of the chain so far: the stride the next leaf needed
   */
  record Outcome(boolean proven, List<Integer> order, Symbol next) {
    /** Copies the order. */
    Outcome {
      order = List.copyOf(order);
    }
  }

  /**
   * The compactness proof.
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @return the outcome
   */
  static Outcome compact(List<Symbol> extents, List<Symbol> strides) {
    List<Integer> remaining = nonTrivial(extents);
    List<Integer> order = new ArrayList<>();
    Symbol q = Symbol.constant(1);
    try {
      while (!remaining.isEmpty()) {
        Integer found = null;
        for (Integer k : remaining) {
          if (strides.get(k).equals(q)) {
            found = k;
            break;
          }
        }
        if (found == null) {
          return new Outcome(false, order, q);
        }
        remaining.remove(found);
        order.add(found);
        q = q.times(extents.get(found));
      }
    } catch (ArithmeticException e) {
      return new Outcome(false, order, q);
    }
    return new Outcome(true, order, q);
  }

  /**
   * The injectivity proof.
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @param isExtentName which names are extents (at least 1)
   * @return the outcome
   */
  static Outcome injective(
      List<Symbol> extents, List<Symbol> strides, Predicate<String> isExtentName) {
    List<Integer> remaining = nonTrivial(extents);
    List<Integer> order = new ArrayList<>();
    Symbol q = Symbol.constant(1);
    try {
      while (!remaining.isEmpty()) {
        Integer pick = null;
        for (Integer k : remaining) {
          if (atLeast(strides.get(k), q, isExtentName)
              && (pick == null || atLeast(strides.get(pick), strides.get(k), isExtentName))) {
            pick = k;
          }
        }
        if (pick == null) {
          return new Outcome(false, order, q);
        }
        remaining.remove(pick);
        order.add(pick);
        Symbol d = strides.get(pick);
        q = new Symbol(Math.absExact(d.coefficient()), d.names()).times(extents.get(pick));
      }
    } catch (ArithmeticException e) {
      return new Outcome(false, order, q);
    }
    return new Outcome(true, order, q);
  }

  /** |a| ≥ b for every binding, b having a positive coefficient and only extent names. */
  private static boolean atLeast(Symbol a, Symbol b, Predicate<String> isExtentName) {
    List<String> rest = b.namesLeftIn(a);
    if (rest == null || Math.abs(a.coefficient()) < b.coefficient() || a.coefficient() == 0) {
      return false;
    }
    for (String n : a.names()) {
      if (!isExtentName.test(n)) {
        return false;
      }
    }
    return true;
  }

  private static List<Integer> nonTrivial(List<Symbol> extents) {
    List<Integer> out = new ArrayList<>();
    for (int k = 0; k < extents.size(); k++) {
      if (!extents.get(k).equals(Symbol.constant(1))) {
        out.add(k);
      }
    }
    return out;
  }
}
