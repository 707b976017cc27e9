package dev.strided.processor.model;

import dev.strided.core.Symbol;
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
public sealed interface Exact {
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
   * The value of a symbol in terms of the parameters.
   *
   * @param m the symbol
   * @return a literal, a parameter or a product
   */
  static Exact of(Symbol m) {
    if (m.isConstant()) {
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

  /**
   * An upper bound on the magnitude of the value and of every intermediate result, given that
   * every parameter is an {@code int}; {@code Long.MAX_VALUE} when the plain long expression might
   * overflow. Example: {@code bound(M * N)} = 2^62, {@code bound(M * N * K)} = {@code Long.MAX_VALUE}.
   *
   * @param e the expression
   * @return the bound, or {@code Long.MAX_VALUE}
   */
  static long bound(Exact e) {
    if (e instanceof Lit l) {
      return l.value() == Long.MIN_VALUE ? Long.MAX_VALUE : Math.abs(l.value());
    }
    if (e instanceof Param) {
      return 1L << 31;
    }
    if (e instanceof Mul m) {
      long b = 1;
      for (Exact f : m.factors()) {
        b = saturated(b, Math.max(1, bound(f)), true);
      }
      return b;
    }
    if (e instanceof Sum s) {
      long b = 0;
      for (Exact t : s.terms()) {
        b = saturated(b, bound(t), false);
      }
      return b;
    }
    if (e instanceof Max m) {
      long b = 0;
      for (Exact v : m.values()) {
        b = Math.max(b, bound(v));
      }
      return b;
    }
    if (e instanceof Abs a) {
      return bound(a.value());
    }
    return saturated(bound(((Dec) e).value()), 1, false);
  }

  private static long saturated(long a, long b, boolean multiply) {
    try {
      return multiply ? Math.multiplyExact(a, b) : Math.addExact(a, b);
    } catch (ArithmeticException overflow) {
      return Long.MAX_VALUE;
    }
  }
}
