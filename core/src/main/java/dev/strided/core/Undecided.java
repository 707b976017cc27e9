package dev.strided.core;

/**
 * The refusal of a decision that depends on the names (symbolic leaves only; values always decide):
 * an {@link AlgebraException} naming the operation, the condition with the leaves printed, and the
 * fact that would decide it. An empty operation is one the user did not write (the complement
 * inside a divide): its messages start with the condition.
 */
final class Undecided {
  private Undecided() {}

  /**
   * {@code decision.holds()}, or the refusal when it depends.
   *
   * @param condition with {@code %s} for {@code a} and {@code b}, e.g. {@code "%s divides %s"}
   */
  static <L> boolean holds(Arithmetic<L> dom, Decision decision, String operation,
      String condition, L a, L b) {
    if (decision.depends()) {
      throw refusal(dom, decision, operation, condition, a, b);
    }
    return decision.holds();
  }

  /** {@link #holds} of a condition on one leaf. */
  static <L> boolean holds(Arithmetic<L> dom, Decision decision, String operation,
      String condition, L a) {
    return holds(dom, decision, operation, condition, a, a);
  }

  private static <L> AlgebraException refusal(Arithmetic<L> dom, Decision decision,
      String operation, String condition, L a, L b) {
    String what = String.format(condition, dom.print(a), dom.print(b));
    Fact fact = decision.wouldProve();
    return new AlgebraException(prefix(operation) + "whether " + what + " depends on the names"
        + (fact == null ? "" : "; it would hold if " + fact), fact);
  }

  /**
   * CuTe's {@code ceil_div(a, b)} where a tile may overhang: rounded up under
   * {@link Policy#ROUND_UP}, refused unless exact under {@link Policy#REFUSE_OVERHANG}.
   */
  static <L> L ceilDiv(Arithmetic<L> dom, L a, L b, String operation) {
    if (dom.policy() == Policy.REFUSE_OVERHANG) {
      Decision exact = dom.divides(b, a);
      if (!holds(dom, exact, operation, "%2$s divides %1$s", a, b)) {
        throw new AlgebraException(prefix(operation) + dom.print(b) + " does not divide "
            + dom.print(a) + ", so the last tile would overhang");
      }
      return dom.quotient(a, b);
    }
    return dom.ceilDiv(a, b);
  }

  /** {@code "operation: "}; nothing for an empty operation (one the user did not write). */
  private static String prefix(String operation) {
    return operation.isEmpty() ? "" : operation + ": ";
  }
}
