package dev.strided.processor.checking;

import dev.strided.core.Injectivity;
import dev.strided.core.Symbol;
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
 * StrideChain.compact(List.of(M, N), List.of(N, ONE)).proven();   // true (core Injectivity)
 * }</pre>
 */
public final class StrideChain {
  private StrideChain() {}

  /**
   * The compactness proof.
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @return the chain: its order and the stride the next leaf needed
   */
  public static Injectivity.Chain<Symbol> compact(List<Symbol> extents, List<Symbol> strides) {
    return Injectivity.compact(extents, strides, new Rule(name -> false));
  }

  /**
   * The injectivity proof.
   *
   * @param extents leaf extents
   * @param strides leaf strides
   * @param isExtentName which names are extents (at least 1)
   * @return the chain
   */
  public static Injectivity.Chain<Symbol> injective(
      List<Symbol> extents, List<Symbol> strides, Predicate<String> isExtentName) {
    return Injectivity.injective(extents, strides, new Rule(isExtentName));
  }

  /** The chain on symbols; the injectivity bound is the product |stride| × extent. */
  private record Rule(Predicate<String> isExtentName)
      implements Injectivity.ChainRule<Symbol, Symbol> {
    @Override
    public boolean isOne(Symbol extent) {
      return extent.isConstant() && extent.coefficient() == 1;
    }

    @Override
    public Symbol one() {
      return Symbol.constant(1);
    }

    @Override
    public boolean equalsBound(Symbol stride, Symbol bound) {
      return stride.equals(bound);
    }

    @Override
    public Symbol times(Symbol bound, Symbol extent) {
      return bound.times(extent);
    }

    @Override
    public boolean reaches(Symbol stride, Symbol bound) {
      return atLeast(stride, bound);
    }

    /** |a| ≥ b for every binding, b having a positive coefficient and only extent names. */
    @Override
    public boolean atLeast(Symbol a, Symbol b) {
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

    @Override
    public Symbol past(Symbol bound, Symbol extent, Symbol stride) {
      return new Symbol(Math.absExact(stride.coefficient()), stride.names()).times(extent);
    }
  }
}
