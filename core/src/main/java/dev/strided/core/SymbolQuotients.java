package dev.strided.core;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The quotients {@link SymbolicArithmetic} names ({@link NamedQuotient}) where no product of names
 * is the result: an exact division by a name that a fact divides ({@code M / BM} with
 * {@code M % BM == 0}) and a {@code ceil_div} that may round under {@link Policy#ROUND_UP}.
 *
 * <pre>{@code
 * SymbolQuotients.rounded(Symbol.name("M"), Symbol.constant(128), facts, arith::named);
 * // the name ceil_div(M,_128)
 * }</pre>
 */
final class SymbolQuotients {
  private SymbolQuotients() {}

  /**
   * {@code a} and {@code b} with each name of {@code b} missing from {@code a} divided out of a name
   * of {@code a} that is its multiple, as a named quotient ({@code (M/BM)}); null if one is missing.
   *
   * @param named names a quotient (and adds it to the facts)
   */
  static Symbol[] byMultiples(Symbol a, Symbol b, Facts facts,
      Function<NamedQuotient, String> named) {
    if (b.divisor() != 1 || SymbolDecisions.namesLeftByMultiples(b, a, facts) == null) {
      return null;
    }
    List<String> left = new ArrayList<>(a.names());
    List<String> divisorNames = new ArrayList<>();
    List<String> unmatched = new ArrayList<>();
    for (String y : b.names()) {
      if (left.remove(y)) {
        divisorNames.add(y);
      } else {
        unmatched.add(y);
      }
    }
    for (String y : unmatched) {
      String x = left.stream().filter(c -> facts.isMultipleOf(c, y)).findFirst().orElseThrow();
      left.remove(x);
      left.add(named.apply(new NamedQuotient(Symbol.name(x), Symbol.name(y), false)));
    }
    return new Symbol[] {new Symbol(a.coefficient(), a.divisor(), left),
        new Symbol(b.coefficient(), divisorNames)};
  }

  /**
   * {@code ceil_div(a, b)} of positive symbols, named: in lowest terms ({@code ceil_div(8*M, 128)}
   * is {@code ceil_div(M, 16)}), and 1 where {@code a <= b} always.
   *
   * @param named names a quotient (and adds it to the facts)
   */
  static Symbol rounded(Symbol a, Symbol b, Facts facts, Function<NamedQuotient, String> named) {
    if (ValueRange.of(a, facts).notAbove(ValueRange.of(b, facts))) {
      return Symbol.constant(1);
    }
    long g = BigInteger.valueOf(a.coefficient()).gcd(BigInteger.valueOf(b.coefficient()))
        .longValueExact();
    Symbol dividend = new Symbol(a.coefficient() / g, a.divisor(), a.names());
    Symbol divisor = new Symbol(b.coefficient() / g, b.divisor(), b.names());
    if (divisor.equals(Symbol.constant(1))) {
      return dividend;
    }
    return Symbol.name(named.apply(new NamedQuotient(dividend, divisor, true)));
  }
}
