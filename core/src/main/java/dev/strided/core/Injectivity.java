package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a layout's leaves give every coordinate its own index (injective), and every index of
 * {@code 0 .. size-1} exactly once (compact), decided two ways.
 *
 * <ul>
 *   <li>The stride chain, a proof on leaves of any type: taken in a suitable order, the leaves
 *       form a mixed-radix number system. Compact: some leaf has stride 1, the next stride is that
 *       leaf's extent, and so on, each stride exactly the product of the extents before it.
 *       Injective: each |stride| reaches a bound past every index of the leaves before it (how the
 *       bound grows is the client's: the exact span on values, a product on symbols). Leaves of
 *       extent 1 are ignored. A chain that does not close proves nothing either way.
 *   <li>Enumeration on values ({@link IndexEnumeration}): every index computed exactly, with
 *       witnesses.
 * </ul>
 *
 * <pre>{@code
 * // (4,8):(1,5): 5 >= 4, the span of the first leaf, so injective; not compact (5 != 4)
 * Injectivity.injective(extents, strides, rule).proven();   // true
 * Injectivity.compact(extents, strides, rule).proven();     // false
 * }</pre>
 */
public final class Injectivity {
  private Injectivity() {}

  /**
   * The decisions of the chain. An {@link ArithmeticException} from any of them (a bound beyond
   * the leaf's range) ends the chain unproven.
   *
   * @param <L> the leaf type
   * @param <Q> the bound type
   */
  public interface ChainRule<L, Q> {
    /** Whether a leaf of this extent is ignored. */
    boolean isOne(L extent);

    /** The bound before any leaf: 1. */
    Q one();

    /** Compact: whether {@code stride == bound}. */
    boolean equalsBound(L stride, Q bound);

    /** Compact: the bound after a leaf joins, {@code bound · extent}. */
    Q times(Q bound, L extent);

    /** Injective: whether {@code |stride| >= bound}, for every value of the names. */
    boolean reaches(L stride, Q bound);

    /** Injective: whether {@code |a| >= |b|}, to prefer the smaller of two strides. */
    boolean atLeast(L a, L b);

    /** Injective: the bound after a leaf of this extent and stride joins. */
    Q past(Q bound, L extent, L stride);
  }

  /**
   * How far a chain got.
   *
   * @param proven whether every leaf (of extent other than 1) joined
   * @param order the leaves that joined, in chain order
   * @param next the bound after them: what the next leaf's stride needed
   * @param <Q> the bound type
   */
  public record Chain<Q>(boolean proven, List<Integer> order, Q next) {
    /** Copies the order. */
    public Chain {
      order = List.copyOf(order);
    }
  }

  /**
   * The compactness chain: each stride, in turn, equals the product of the extents before it.
   *
   * <pre>{@code
   * Injectivity.compact(List.of(4L, 3L), List.of(3L, 1L), rule).order();   // [1, 0]
   * }</pre>
   *
   * @param extents the leaf extents
   * @param strides the leaf strides, as many
   * @param rule the decisions
   * @return the chain; for values, proven exactly when the leaves are compact
   */
  public static <L, Q> Chain<Q> compact(List<L> extents, List<L> strides, ChainRule<L, Q> rule) {
    List<Integer> remaining = nonTrivial(extents, rule);
    List<Integer> order = new ArrayList<>();
    Q bound = rule.one();
    try {
      while (!remaining.isEmpty()) {
        Integer found = null;
        for (Integer k : remaining) {
          if (rule.equalsBound(strides.get(k), bound)) {
            found = k;
            break;
          }
        }
        if (found == null) {
          return new Chain<>(false, order, bound);
        }
        remaining.remove(found);
        order.add(found);
        bound = rule.times(bound, extents.get(found));
      }
    } catch (ArithmeticException e) {
      return new Chain<>(false, order, bound);
    }
    return new Chain<>(true, order, bound);
  }

  /**
   * The injectivity chain: repeatedly the smallest stride that reaches the bound joins.
   *
   * <pre>{@code
   * Injectivity.injective(List.of(2L, 2L), List.of(1L, 1L), rule).proven();   // false
   * }</pre>
   *
   * @param extents the leaf extents
   * @param strides the leaf strides, as many
   * @param rule the decisions
   * @return the chain; proven means injective
   */
  public static <L, Q> Chain<Q> injective(List<L> extents, List<L> strides,
      ChainRule<L, Q> rule) {
    List<Integer> remaining = nonTrivial(extents, rule);
    List<Integer> order = new ArrayList<>();
    Q bound = rule.one();
    try {
      while (!remaining.isEmpty()) {
        Integer pick = null;
        for (Integer k : remaining) {
          if (rule.reaches(strides.get(k), bound)
              && (pick == null || rule.atLeast(strides.get(pick), strides.get(k)))) {
            pick = k;
          }
        }
        if (pick == null) {
          return new Chain<>(false, order, bound);
        }
        remaining.remove(pick);
        order.add(pick);
        bound = rule.past(bound, extents.get(pick), strides.get(pick));
      }
    } catch (ArithmeticException e) {
      return new Chain<>(false, order, bound);
    }
    return new Chain<>(true, order, bound);
  }

  private static <L> List<Integer> nonTrivial(List<L> extents, ChainRule<L, ?> rule) {
    List<Integer> out = new ArrayList<>();
    for (int k = 0; k < extents.size(); k++) {
      if (!rule.isOne(extents.get(k))) {
        out.add(k);
      }
    }
    return out;
  }
}
