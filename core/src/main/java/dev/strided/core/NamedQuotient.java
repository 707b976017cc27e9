package dev.strided.core;

/**
 * A quotient that no product of names expresses, given a name of its own by the symbolic arithmetic:
 * CuTe's {@code ceil_div(a, b)} where a tile may overhang ({@link Policy#ROUND_UP}), or an exact
 * {@code a / b} by a name that a fact says {@code a} is a multiple of ({@code M % BM == 0}). The
 * name is a function of the definition, so two derivations that divide alike share it; it is no Java
 * identifier, so it never clashes with a name of a layout.
 *
 * <pre>{@code
 * new NamedQuotient(Symbol.name("M"), Symbol.constant(128), true).name();   // "ceil_div(M,_128)"
 * new NamedQuotient(Symbol.name("M"), Symbol.name("BM"), false).name();     // "(M/BM)"
 * }</pre>
 *
 * @param dividend the positive dividend
 * @param divisor the positive divisor
 * @param roundsUp true for {@code ceil_div(dividend, divisor)}, false for an exact quotient
 */
public record NamedQuotient(Symbol dividend, Symbol divisor, boolean roundsUp) {
  /**
   * The name leaves use for this quotient.
   *
   * <pre>{@code new NamedQuotient(Symbol.name("N"), Symbol.constant(64), true).name();   // "ceil_div(N,_64)"}</pre>
   *
   * @return {@code ceil_div(a,b)} or {@code (a/b)}, in canonical print form
   */
  public String name() {
    String a = dividend.canonical();
    String b = divisor.canonical();
    return roundsUp ? "ceil_div(" + a + "," + b + ")" : "(" + a + "/" + b + ")";
  }

  /**
   * Its value under a binding of the names it is defined in.
   *
   * <pre>{@code
   * new NamedQuotient(Symbol.name("M"), Symbol.constant(128), true).evaluate(Map.of("M", 129L));   // 2
   * }</pre>
   *
   * @param binding a value for each name of the dividend and the divisor (positive)
   * @return {@code ceil(a / b)}, or {@code a / b}
   */
  public long evaluate(java.util.Map<String, Long> binding) {
    long a = dividend.evaluate(binding);
    long b = divisor.evaluate(binding);
    return roundsUp ? Math.floorDiv(a - 1, b) + 1 : a / b;
  }
}
