package dev.strided.processor.model;

import dev.strided.core.Quantities;
import dev.strided.core.Symbol;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The flattened extents and strides of a layout as symbols, evaluated under a binding when needed.
 *
 * <pre>{@code
 * LeafValues v = LeafValues.of(layout);          // (M,4):(1,M)
 * v.extents(Map.of("M", 3L));                    // {3, 4}
 * }</pre>
 *
 * @param extentList the leaf extents
 * @param strideList the leaf strides
 */
public record LeafValues(List<Symbol> extentList, List<Symbol> strideList) {
  /** The most coordinates checking enumerates; bigger layouts are decided from the strides. */
  public static final long ENUMERATION_LIMIT = 1L << 20;

  /** Copies the lists. */
  public LeafValues {
    extentList = List.copyOf(extentList);
    strideList = List.copyOf(strideList);
  }

  /**
   * The leaves of a layout.
   *
   * @param layout the layout
   * @return its leaf values
   */
  public static LeafValues of(CheckedLayout layout) {
    List<Symbol> s = new ArrayList<>();
    List<Symbol> d = new ArrayList<>();
    layout.shape().leaves().forEach(l -> s.add(l.value()));
    layout.stride().leaves().forEach(l -> d.add(l.value()));
    return new LeafValues(s, d);
  }

  /** The size with every name 1 (exact for static layouts; overflow was checked before). */
  public long size() {
    return Quantities.size(ExactQuantity.algebra(name -> true), extentList).constant();
  }

  /**
   * Extents under a binding.
   *
   * @param binding a value per name
   * @return the values, or null if one is below 1 or their product exceeds
   *     {@link #ENUMERATION_LIMIT} (checked before each multiplication, so it cannot wrap)
   */
  public long[] extents(Map<String, Long> binding) {
    long[] out = evaluate(extentList, binding);
    if (out == null) {
      return null;
    }
    long size = 1;
    for (long e : out) {
      if (e < 1 || e > ENUMERATION_LIMIT / size) {
        return null;
      }
      size *= e;
    }
    return out;
  }

  /**
   * Strides under a binding.
   *
   * @param binding a value per name
   * @return the values, or null on overflow
   */
  public long[] strides(Map<String, Long> binding) {
    return evaluate(strideList, binding);
  }

  private static long[] evaluate(List<Symbol> values, Map<String, Long> binding) {
    long[] out = new long[values.size()];
    try {
      for (int k = 0; k < out.length; k++) {
        out[k] = values.get(k).evaluate(binding);
      }
    } catch (ArithmeticException e) {
      return null;
    }
    return out;
  }

  /**
   * A coordinate congruent with the shape, printed: {@code (1,(0,2))}.
   *
   * @param layout the layout (for its profile)
   * @param digits one value per leaf
   * @return the printed coordinate
   */
  public static String coordinate(CheckedLayout layout, long[] digits) {
    List<Symbol> values = new ArrayList<>();
    for (long d : digits) {
      values.add(Symbol.constant(d));
    }
    return SymbolicTuple.rebuild(layout.shape(), values).toString();
  }
}
