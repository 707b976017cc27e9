package dev.strided.processor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A constant times a product of names: the value of one leaf of an annotation's shape or stride.
 *
 * <pre>{@code
 * Monomial.name("M").times(Monomial.constant(2));   // 2*M: coefficient 2, names [M]
 * Monomial.constant(6).isStatic();                   // true
 * }</pre>
 *
 * @param coefficient the constant factor
 * @param names the dynamic factors, sorted, with repetition ({@code M*M} is {@code [M, M]})
 */
record Monomial(long coefficient, List<String> names) {
  /** Copies and sorts the names. */
  Monomial {
    List<String> sorted = coefficient == 0 ? new ArrayList<>() : new ArrayList<>(names);
    Collections.sort(sorted);
    names = List.copyOf(sorted);
  }

  /**
   * A static value.
   *
   * @param value the value
   * @return {@code value}
   */
  static Monomial constant(long value) {
    return new Monomial(value, List.of());
  }

  /**
   * A dynamic name.
   *
   * @param name the identifier
   * @return {@code 1*name}
   */
  static Monomial name(String name) {
    return new Monomial(1, List.of(name));
  }

  /**
   * The product.
   *
   * @param other the other factor
   * @return {@code this * other}
   * @throws ArithmeticException if the coefficient overflows a long
   */
  Monomial times(Monomial other) {
    List<String> all = new ArrayList<>(names);
    all.addAll(other.names);
    return new Monomial(Math.multiplyExact(coefficient, other.coefficient), all);
  }

  /** True for the static value 0. */
  boolean isZero() {
    return coefficient == 0;
  }

  /** True when there are no names. */
  boolean isStatic() {
    return names.isEmpty();
  }

  /**
   * The value under a binding of the names.
   *
   * @param binding a value for every name
   * @return the exact value
   * @throws ArithmeticException on long overflow
   */
  long evaluate(Map<String, Long> binding) {
    long v = coefficient;
    for (String n : names) {
      v = Math.multiplyExact(v, binding.get(n));
    }
    return v;
  }

  /**
   * Whether {@code this} divides {@code other} as monomials: every name of this occurs in other at
   * least as often. Coefficients are not compared.
   *
   * @param other the candidate multiple
   * @return the names of {@code other} left over, or null if some name of this is missing there
   */
  List<String> namesLeftIn(Monomial other) {
    List<String> rest = new ArrayList<>(other.names);
    for (String n : names) {
      if (!rest.remove(n)) {
        return null;
      }
    }
    return rest;
  }

  /** Source-like form: {@code 6}, {@code M}, {@code 2*M*N}, {@code -M}. */
  @Override
  public String toString() {
    return print("");
  }

  /** Canonical print form: {@code _6}, {@code M}, {@code _2*M*N}. */
  String canonical() {
    return print("_");
  }

  private String print(String staticMark) {
    if (names.isEmpty()) {
      return staticMark + coefficient;
    }
    String product = String.join("*", names);
    if (coefficient == 1) {
      return product;
    }
    return coefficient == -1 ? "-" + product : staticMark + coefficient + "*" + product;
  }
}
