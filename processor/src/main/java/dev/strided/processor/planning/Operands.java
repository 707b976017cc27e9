package dev.strided.processor.planning;

import dev.strided.core.Symbol;
import dev.strided.processor.model.Operand;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns products of leaf values into {@link Operand}s: static factors fold into one literal, a
 * dynamic product that some field already holds becomes that field, other dynamic factors stay
 * their fields.
 *
 * <pre>{@code
 * // fields {M -> "M", M*N -> "M_N"}
 * operands.of(List.of(M, N));                   // Operand(1, [M_N])
 * operands.of(List.of(constant(3), M));         // Operand(3, [M])
 * }</pre>
 */
final class Operands {
  private final Map<Symbol, String> fieldOf;

  /**
   * Creates the converter.
   *
   * @param fieldOf the field holding each dynamic leaf value
   */
  Operands(Map<Symbol, String> fieldOf) {
    this.fieldOf = Map.copyOf(fieldOf);
  }

  /**
   * The product of some leaf values.
   *
   * @param factors leaf values (each static or held by a field)
   * @return the folded operand (the literal 1 for no factors)
   */
  Operand of(List<Symbol> factors) {
    try {
      Symbol product = Symbol.constant(1);
      for (Symbol f : factors) {
        product = product.times(f);
      }
      if (product.isConstant()) {
        return Operand.literal(product.coefficient());
      }
      if (fieldOf.containsKey(product)) {
        return Operand.field(fieldOf.get(product));
      }
    } catch (ArithmeticException e) {
      // fall through to the factor-by-factor form
    }
    long constant = 1;
    List<String> fields = new ArrayList<>();
    for (Symbol f : factors) {
      if (f.isConstant()) {
        constant = Math.multiplyExact(constant, f.coefficient());
      } else {
        fields.add(fieldOf.get(f));
      }
    }
    return new Operand(constant, fields);
  }

  /**
   * One leaf value.
   *
   * @param value the value
   * @return a literal or its field
   */
  Operand of(Symbol value) {
    return of(List.of(value));
  }
}
