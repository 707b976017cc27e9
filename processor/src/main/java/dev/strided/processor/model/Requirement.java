package dev.strided.processor.model;

import dev.strided.core.Condition;

/**
 * A {@code require} condition that depends on the names, so that {@code of(...)} checks it: two
 * sides, each {@code numerator / divisor % modulus} over {@code of(...)}'s parameters.
 *
 * <pre>{@code
 * // require = "size(CtaC, 1) >= 4" on CtaC (M/_128, N/_64 rest modes): left M*N/8192, right 4
 * }</pre>
 *
 * @param text the condition as written
 * @param left the left side
 * @param comparison how the sides compare
 * @param right the right side
 */
public record Requirement(String text, Side left, Condition.Comparison comparison, Side right) {
  /**
   * One side.
   *
   * @param text as written, e.g. {@code size(CtaC, 1)}
   * @param numerator a product of parameters and a constant
   * @param divisor what the product is divided by, exactly (1 for none)
   * @param modulus the remainder taken after, or 0 for none
   */
  public record Side(String text, Exact numerator, long divisor, long modulus) {
    /** True for an integer as written: its value needs no mention in a message. */
    public boolean isConstant() {
      return numerator instanceof Exact.Lit && divisor == 1 && modulus == 0;
    }
  }
}
