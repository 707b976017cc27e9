package dev.strided.core;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What a layout with names is checked for once its names have values, written once over a
 * {@link QuantityAlgebra} of {@link Symbol} leaves: every dynamic leaf value that is not a name
 * alone, then the size, cosize and capacity, each with the names it depends on. The processor
 * prints them as the expressions of a generated {@code of(...)}; the runtime evaluates them.
 *
 * <pre>{@code
 * // (M,N):(_1,_4*M)
 * List<Symbol> s = List.of(Symbol.name("M"), Symbol.name("N"));
 * List<Symbol> d = List.of(Symbol.constant(1), new Symbol(4, List.of("M")));
 * FitChecks.of(LongQuantities.exact(v -> v.evaluate(Map.of("M", 3L, "N", 5L))), s, d,
 *     FitChecks.dynamicValues(List.of(s, d)), List.of("M", "N"), n -> true);
 * // [value 4*M = 12 (M), size 15 (M, N), cosize 51 (M, N), capacity 60 (M, N)]
 * }</pre>
 */
public final class FitChecks {
  /** What a check is of. */
  public enum Quantity {
    /** A dynamic leaf value other than a name alone. */
    VALUE,
    /** The product of the extents. */
    SIZE,
    /** One past the largest index. */
    COSIZE,
    /** The largest {@code extent * |stride|}. */
    CAPACITY;

    /** The word a message uses: {@code "size"}. */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * One check.
   *
   * @param quantity what it is of
   * @param leaf the leaf value for {@link Quantity#VALUE}, else null
   * @param value the quantity in the algebra
   * @param names the names it depends on, each once
   * @param <Q> the algebra's quantities
   */
  public record Check<Q>(Quantity quantity, Symbol leaf, Q value, List<String> names) {
    /** Copies the names. */
    public Check {
      names = List.copyOf(names);
    }
  }

  private FitChecks() {}

  /**
   * The distinct leaf values with names, in the order of the lists and their leaves.
   *
   * <pre>{@code
   * FitChecks.dynamicValues(List.of(List.of(Symbol.name("M"), Symbol.constant(4)),
   *     List.of(Symbol.constant(1), Symbol.name("M"))));   // [M]
   * }</pre>
   *
   * @param leaves lists of leaves (shape, stride, further values)
   * @return the values
   */
  public static List<Symbol> dynamicValues(List<List<Symbol>> leaves) {
    Set<Symbol> out = new LinkedHashSet<>();
    for (List<Symbol> list : leaves) {
      for (Symbol s : list) {
        if (!s.isConstant()) {
          out.add(s);
        }
      }
    }
    return List.copyOf(out);
  }

  /**
   * The names of the leaves in order of first appearance (a product's names as it keeps them,
   * sorted).
   *
   * <pre>{@code
   * FitChecks.names(List.of(Symbol.name("N"), new Symbol(2, List.of("M", "K"))));   // [N, K, M]
   * }</pre>
   *
   * @param leaves the leaves
   * @return the names, each once
   */
  public static List<String> names(List<Symbol> leaves) {
    Set<String> out = new LinkedHashSet<>();
    for (Symbol s : leaves) {
      out.addAll(s.names());
    }
    return List.copyOf(out);
  }

  /**
   * The checks, in the order a factory makes them.
   *
   * @param q the algebra
   * @param extents the flattened extents
   * @param strides the flattened strides, as many
   * @param values the distinct dynamic values ({@link #dynamicValues})
   * @param names every name of the layout, in the order messages list them
   * @param isExtentName which names are extents (those the size depends on)
   * @param <Q> the algebra's quantities
   * @return the checks: values, then size, cosize and capacity
   */
  public static <Q> List<Check<Q>> of(QuantityAlgebra<Symbol, Q> q, List<Symbol> extents,
      List<Symbol> strides, List<Symbol> values, List<String> names,
      Predicate<String> isExtentName) {
    List<Check<Q>> out = new ArrayList<>();
    for (Symbol v : values) {
      if (v.coefficient() != 1 || v.names().size() > 1) {
        out.add(new Check<>(Quantity.VALUE, v, q.of(v), new ArrayList<>(new LinkedHashSet<>(
            v.names()))));
      }
    }
    out.add(new Check<>(Quantity.SIZE, null, Quantities.size(q, extents),
        names.stream().filter(isExtentName).toList()));
    out.add(new Check<>(Quantity.COSIZE, null, Quantities.cosize(q, extents, strides), names));
    out.add(new Check<>(Quantity.CAPACITY, null, Quantities.capacity(q, extents, strides),
        names));
    return out;
  }
}
