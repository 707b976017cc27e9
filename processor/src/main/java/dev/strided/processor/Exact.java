package dev.strided.processor;

import java.util.List;

/**
 * An expression the generated {@code of(...)} evaluates with exact long arithmetic
 * ({@code Math.multiplyExact} and friends) to check a size, cosize, capacity or value against the
 * index type before any field is set.
 *
 * <pre>{@code
 * new Exact.Mul(List.of(new Exact.Param("M"), new Exact.Param("N")));
 * // Math.multiplyExact((long) M, (long) N)
 * }</pre>
 */
sealed interface Exact {
  /**
   * A literal.
   *
   * @param value the value
   */
  record Lit(long value) implements Exact {}

  /**
   * A factory parameter.
   *
   * @param name the parameter
   */
  record Param(String name) implements Exact {}

  /**
   * A product.
   *
   * @param factors two or more factors
   */
  record Mul(List<Exact> factors) implements Exact {
    /** Copies the factors. */
    public Mul {
      factors = List.copyOf(factors);
    }
  }

  /**
   * A sum.
   *
   * @param terms two or more terms
   */
  record Sum(List<Exact> terms) implements Exact {
    /** Copies the terms. */
    public Sum {
      terms = List.copyOf(terms);
    }
  }

  /**
   * The largest of several values.
   *
   * @param values two or more values
   */
  record Max(List<Exact> values) implements Exact {
    /** Copies the values. */
    public Max {
      values = List.copyOf(values);
    }
  }

  /**
   * The absolute value.
   *
   * @param value the operand
   */
  record Abs(Exact value) implements Exact {}

  /**
   * {@code value - 1} (of an extent, so it cannot overflow).
   *
   * @param value the operand
   */
  record Dec(Exact value) implements Exact {}

  /**
   * A product without factors 1.
   *
   * @param factors the factors
   * @return their product
   */
  static Exact mul(List<Exact> factors) {
    List<Exact> kept = new java.util.ArrayList<>();
    for (Exact f : factors) {
      if (!(f instanceof Lit l && l.value() == 1)) {
        kept.add(f);
      }
    }
    return kept.isEmpty() ? new Lit(1) : kept.size() == 1 ? kept.get(0) : new Mul(kept);
  }

  /**
   * A maximum without literals 0 (the values are non-negative).
   *
   * @param values the values
   * @return their maximum
   */
  static Exact max(List<Exact> values) {
    List<Exact> kept = new java.util.ArrayList<>();
    for (Exact v : values) {
      if (!(v instanceof Lit l && l.value() == 0)) {
        kept.add(v);
      }
    }
    return kept.isEmpty() ? new Lit(0) : kept.size() == 1 ? kept.get(0) : new Max(kept);
  }

  /**
   * The value of a monomial in terms of the parameters.
   *
   * @param m the monomial
   * @return a literal, a parameter or a product
   */
  static Exact of(Monomial m) {
    if (m.isStatic()) {
      return new Lit(m.coefficient());
    }
    List<Exact> factors = new java.util.ArrayList<>();
    if (m.coefficient() != 1) {
      factors.add(new Lit(m.coefficient()));
    }
    for (String n : m.names()) {
      factors.add(new Param(n));
    }
    return factors.size() == 1 ? factors.get(0) : new Mul(factors);
  }
}
