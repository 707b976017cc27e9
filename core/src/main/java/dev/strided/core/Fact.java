package dev.strided.core;

/**
 * A fact about one name, in the grammar of {@code @Layout(assume = ...)}: {@code M % 128 == 0},
 * {@code M >= 1}, {@code M <= 4096}.
 *
 * <pre>{@code
 * new Fact("M", Fact.Relation.MULTIPLE_OF, 128).toString();   // "M % 128 == 0"
 * Fact.parse("N >= 64").relation();                           // AT_LEAST
 * }</pre>
 *
 * @param name the name the fact is about
 * @param relation how the name relates to the literal
 * @param literal a positive literal
 */
public record Fact(String name, Relation relation, long literal) {
  /** The three kinds of fact {@code assume} accepts. */
  public enum Relation {
    /** {@code name % literal == 0}. */
    MULTIPLE_OF,
    /** {@code name >= literal}. */
    AT_LEAST,
    /** {@code name <= literal}. */
    AT_MOST
  }

  /**
   * Parses a fact as {@code @Layout(assume = ...)} writes it.
   *
   * @param text {@code X % k == 0}, {@code X >= k} or {@code X <= k}, X a name, k a positive literal
   * @return the fact
   * @throws NotationError (an {@link IllegalArgumentException}) with a caret if it is not one of these
   */
  public static Fact parse(String text) {
    Condition c = Condition.parse(text);
    int at = c.left().position();
    String shape = "a fact is X % k == 0, X >= k or X <= k (X a name, k a positive literal)";
    if (c.right() instanceof Condition.Constant k) {
      if (c.left() instanceof Condition.Remainder r && r.dividend() instanceof Condition.Name x
          && r.divisor() instanceof Condition.Constant m && c.comparison() == Condition.Comparison.EQUAL
          && k.value() == 0) {
        if (m.value() < 1) {
          throw new NotationError(text, m.position(), "the modulus must be at least 1");
        }
        return new Fact(x.name(), Relation.MULTIPLE_OF, m.value());
      }
      if (c.left() instanceof Condition.Name x && k.value() >= 1) {
        if (c.comparison() == Condition.Comparison.AT_LEAST) {
          return new Fact(x.name(), Relation.AT_LEAST, k.value());
        }
        if (c.comparison() == Condition.Comparison.AT_MOST) {
          return new Fact(x.name(), Relation.AT_MOST, k.value());
        }
      }
    }
    throw new NotationError(text, at, shape);
  }

  @Override
  public String toString() {
    return switch (relation) {
      case MULTIPLE_OF -> name + " % " + literal + " == 0";
      case AT_LEAST -> name + " >= " + literal;
      case AT_MOST -> name + " <= " + literal;
    };
  }
}
