package dev.strided.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A symbolic integer: a constant times a product of names, over a positive divisor. The value of one
 * leaf of an annotation's shape or stride ({@code 6}, {@code M}, {@code 2*M*N}), or of a derived
 * layout ({@code M/128}).
 *
 * <p>Kept in lowest terms: the coefficient and the divisor share no factor, and a symbol without
 * names has divisor 1 (a constant is an integer).
 *
 * <p>Whether a leaf is static is kept apart from its value, as C++ keeps {@code Int<N>} apart from
 * {@code int}: a symbol with names is dynamic, and so is a constant computed from a dynamic one
 * ({@code M/M}, or {@code min(M,_128)} where the facts say {@code M >= 128}): a <em>dynamic
 * constant</em>, printed without {@code _} ({@code 1}, {@code 128}), which C++ holds in an
 * {@code int}.
 *
 * <pre>{@code
 * Symbol.name("M").times(Symbol.constant(2));          // 2*M: coefficient 2, names [M]
 * Symbol.constant(6).isStatic();                        // true
 * new Symbol(2, 256, List.of("M")).toString();          // "M/128"
 * }</pre>
 *
 * @param coefficient the constant factor of the numerator
 * @param divisor the positive constant the product is divided by (1 for every leaf a user writes)
 * @param names the dynamic factors, sorted, with repetition ({@code M*M} is {@code [M, M]})
 * @param dynamic whether C++ holds the leaf in a run-time integer: true whenever there are names
 */
public record Symbol(long coefficient, long divisor, List<String> names, boolean dynamic) {
  /**
   * Sorts the names and reduces the fraction.
   *
   * <pre>{@code
   * new Symbol(4, 8, List.of("N", "M"));   // M*N/2
   * }</pre>
   *
   * @throws IllegalArgumentException if the divisor is not positive, or names are empty and the
   *     divisor does not divide the coefficient
   */
  public Symbol {
    dynamic = dynamic || coefficient != 0 && !names.isEmpty();
    if (divisor <= 0) {
      throw new IllegalArgumentException(
          "The divisor of a symbol must be positive, not " + divisor + ".");
    }
    List<String> sorted = coefficient == 0 ? new ArrayList<>() : new ArrayList<>(names);
    Collections.sort(sorted);
    names = List.copyOf(sorted);
    long g = gcd(coefficient, divisor);
    coefficient /= g;
    divisor /= g;
    if (names.isEmpty() && divisor != 1) {
      throw new IllegalArgumentException(
          "A symbol without names must be an integer, not " + coefficient + "/" + divisor + ".");
    }
  }

  /**
   * A symbol that is dynamic exactly when it has names (a 0 times names is a static 0).
   *
   * <pre>{@code
   * new Symbol(2, 256, List.of("M")).toString();   // "M/128"
   * }</pre>
   *
   * @param coefficient the constant factor of the numerator
   * @param divisor the positive divisor
   * @param names the dynamic factors
   */
  public Symbol(long coefficient, long divisor, List<String> names) {
    this(coefficient, divisor, names, false);
  }

  /**
   * A symbol with divisor 1.
   *
   * <pre>{@code
   * new Symbol(3, List.of("M")).toString();   // "3*M"
   * }</pre>
   *
   * @param coefficient the constant factor
   * @param names the dynamic factors
   */
  public Symbol(long coefficient, List<String> names) {
    this(coefficient, 1, names);
  }

  /**
   * A static value.
   *
   * <pre>{@code
   * Symbol.constant(6).canonical();   // "_6"
   * }</pre>
   *
   * @param value the value
   * @return {@code value}
   */
  public static Symbol constant(long value) {
    return new Symbol(value, 1, List.of());
  }

  /**
   * A dynamic constant: a value C++ computes at run time although the facts fix it.
   *
   * <pre>{@code
   * Symbol.dynamicConstant(1).canonical();   // "1"
   * }</pre>
   *
   * @param value the value
   * @return {@code value}, dynamic
   */
  public static Symbol dynamicConstant(long value) {
    return new Symbol(value, 1, List.of(), true);
  }

  /**
   * The same value, dynamic.
   *
   * <pre>{@code
   * Symbol.constant(4).asDynamic().isStatic();   // false
   * }</pre>
   *
   * @return this, or this value held at run time
   */
  public Symbol asDynamic() {
    return dynamic ? this : new Symbol(coefficient, divisor, names, true);
  }

  /**
   * A dynamic name.
   *
   * <pre>{@code
   * Symbol.name("M").toString();   // "M"
   * }</pre>
   *
   * @param name the identifier
   * @return {@code 1*name}
   */
  public static Symbol name(String name) {
    return new Symbol(1, 1, List.of(name));
  }

  /**
   * The value of one leaf of CuTe's print form: a number (static or not, the value alone), a name,
   * or a product of them.
   *
   * <pre>{@code
   * Symbol.of(Notation.parseTuple("_256*MB"), "_256*MB");   // 256*MB
   * }</pre>
   *
   * @param term a leaf of {@link Notation}'s tree
   * @param text the text it came from, for the error
   * @return its value
   * @throws NotationError if the term is a lone {@code _} or a tuple
   * @throws ArithmeticException if a product's coefficient overflows a long
   */
  public static Symbol of(Notation.Term term, String text) {
    if (term instanceof Notation.Number n) {
      return constant(n.value());
    }
    if (term instanceof Notation.Name n) {
      return name(n.identifier());
    }
    if (term instanceof Notation.Product p) {
      Symbol acc = constant(1);
      for (Notation.Term f : p.factors()) {
        acc = acc.times(of(f, text));
      }
      return acc;
    }
    throw new NotationError(text, term.position(), term instanceof Notation.Blank
        ? "'_' alone is not a value; write a number such as 4 (or _4) or a name"
        : "a tuple is not a value; write a number such as 4 (or _4) or a name");
  }

  /**
   * The product.
   *
   * <pre>{@code
   * Symbol.name("M").times(Symbol.name("N")).times(Symbol.constant(-1));   // -M*N
   * }</pre>
   *
   * @param other the other factor
   * @return {@code this * other}
   * A static 0 factor makes a static 0 (CuTe's {@code _0 * int}); otherwise the product is dynamic
   * when a factor is.
   *
   * @throws ArithmeticException if the coefficient or divisor overflows a long
   */
  public Symbol times(Symbol other) {
    List<String> all = new ArrayList<>(names);
    all.addAll(other.names);
    long g1 = gcd(coefficient, other.divisor);
    long g2 = gcd(other.coefficient, divisor);
    boolean staticZero = isZero() && !dynamic || other.isZero() && !other.dynamic;
    return new Symbol(
        Math.multiplyExact(coefficient / g1, other.coefficient / g2),
        Math.multiplyExact(divisor / g2, other.divisor / g1),
        all, !staticZero && (dynamic || other.dynamic));
  }

  /**
   * True for the static value 0.
   *
   * <pre>{@code
   * Symbol.constant(0).isZero();   // true
   * }</pre>
   */
  public boolean isZero() {
    return coefficient == 0;
  }

  /**
   * True when there are no names: the symbol has a value, static or a dynamic constant.
   *
   * <pre>{@code
   * Symbol.dynamicConstant(1).isConstant();   // true
   * }</pre>
   */
  public boolean isConstant() {
    return names.isEmpty();
  }

  /**
   * True when C++ knows the leaf when it compiles ({@code Int<N>}): no names, not a dynamic
   * constant.
   *
   * <pre>{@code
   * Symbol.name("M").isStatic();   // false
   * }</pre>
   */
  public boolean isStatic() {
    return !dynamic;
  }

  /**
   * The value under a binding of the names: the product, then divided by the divisor as Java's
   * {@code /} does (what generated code computes).
   *
   * <pre>{@code
   * new Symbol(2, List.of("M")).evaluate(Map.of("M", 5L));   // 10
   * }</pre>
   *
   * @param binding a value for every name
   * @return the value
   * @throws ArithmeticException on long overflow
   */
  public long evaluate(Map<String, Long> binding) {
    long v = coefficient;
    for (String n : names) {
      v = Math.multiplyExact(v, binding.get(n));
    }
    return v / divisor;
  }

  /**
   * Whether the names of {@code this} divide those of {@code other}: every name of this occurs in
   * other at least as often. Coefficients and divisors are not compared.
   *
   * <pre>{@code
   * Symbol.name("M").namesLeftIn(new Symbol(4, List.of("M", "N")));   // [N]
   * }</pre>
   *
   * @param other the candidate multiple
   * @return the names of {@code other} left over, or null if some name of this is missing there
   */
  public List<String> namesLeftIn(Symbol other) {
    List<String> rest = new ArrayList<>(other.names);
    for (String n : names) {
      if (!rest.remove(n)) {
        return null;
      }
    }
    return rest;
  }

  /**
   * Source-like form: {@code 6}, {@code M}, {@code 2*M*N}, {@code -M}, {@code M/128}.
   *
   * <pre>{@code
   * new Symbol(-1, List.of("M")).toString();   // "-M"
   * }</pre>
   */
  @Override
  public String toString() {
    return print("");
  }

  /**
   * Canonical print form: {@code _6}, {@code M}, {@code _2*M*N}, {@code M/_128}.
   *
   * <pre>{@code
   * new Symbol(2, List.of("M", "N")).canonical();   // "_2*M*N"
   * }</pre>
   */
  public String canonical() {
    return print("_");
  }

  private String print(String staticMark) {
    if (names.isEmpty()) {
      return (dynamic ? "" : staticMark) + coefficient;
    }
    String product = String.join("*", names);
    String numerator;
    if (coefficient == 1) {
      numerator = product;
    } else {
      numerator = coefficient == -1 ? "-" + product : staticMark + coefficient + "*" + product;
    }
    return divisor == 1 ? numerator : numerator + "/" + staticMark + divisor;
  }

  private static long gcd(long a, long b) {
    long x = Math.abs(a);
    long y = b;
    while (y != 0) {
      long t = x % y;
      x = y;
      y = t;
    }
    return x == 0 ? 1 : x;
  }
}
