package dev.strided.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A value in generated index code: a literal times a product of fields, already folded.
 *
 * <pre>{@code
 * new Operand(3, List.of("N")).isOne();   // false; prints "3 * N"
 * new Operand(6, List.of()).isLiteral();  // true;  prints "6"
 * }</pre>
 *
 * @param constant the folded static factor
 * @param fields the names of the generated fields multiplied in, in order
 */
public record Operand(long constant, List<String> fields) {
  /** Copies the fields. */
  public Operand {
    fields = List.copyOf(fields);
  }

  /** A literal. */
  public static Operand literal(long value) {
    return new Operand(value, List.of());
  }

  /** One field. */
  public static Operand field(String name) {
    return new Operand(1, List.of(name));
  }

  /** True when there is no field. */
  public boolean isLiteral() {
    return fields.isEmpty();
  }

  /** True for the literal 1. */
  public boolean isOne() {
    return isLiteral() && constant == 1;
  }

  /** True for the literal 0. */
  boolean isZero() {
    return isLiteral() && constant == 0;
  }

  /** True when printing needs more than one factor (so it needs parentheses after / or %). */
  boolean isProduct() {
    return fields.size() + (constant == 1 && !fields.isEmpty() ? 0 : 1) > 1;
  }

  /**
   * The product.
   *
   * @param other the other factor
   * @return {@code this * other}, constants folded
   */
  Operand times(Operand other) {
    List<String> all = new ArrayList<>(fields);
    all.addAll(other.fields);
    return new Operand(Math.multiplyExact(constant, other.constant), all);
  }

  /** The same value with a positive constant (for a term written as a subtraction). */
  public Operand negate() {
    return new Operand(-constant, fields);
  }
}
