package dev.strided.core;

/**
 * A fact about one name, in the grammar of {@code @Layout(assume = ...)}: {@code M % 128 == 0},
 * {@code M >= 1}, {@code M <= 4096}, {@code M % BM == 0}.
 *
 * <pre>{@code
 * new Fact("M", Fact.Relation.MULTIPLE_OF, 128).toString();   // "M % 128 == 0"
 * Fact.parse("N >= 64").relation();                           // AT_LEAST
 * Fact.parse("M % BM == 0").by();                             // "BM"
 * }</pre>
 *
 * @param name the name the fact is about
 * @param relation how the name relates to the literal (or to {@code by})
 * @param literal a positive literal; 1 for {@link Relation#MULTIPLE_OF_NAME}
 * @param by the name {@code name} is a multiple of, for {@link Relation#MULTIPLE_OF_NAME}; else null
 */
public record Fact(String name, Relation relation, long literal, String by) {
  /** The kinds of fact {@code assume} accepts. */
  public enum Relation {
    /** {@code name % literal == 0}. */
    MULTIPLE_OF,
    /** {@code name >= literal}. */
    AT_LEAST,
    /** {@code name <= literal}. */
    AT_MOST,
    /** {@code name % by == 0}: a multiple of another name. */
    MULTIPLE_OF_NAME
  }

  /**
   * Checks that {@code by} is given exactly for {@link Relation#MULTIPLE_OF_NAME}.
   *
   * @throws IllegalArgumentException if it is missing there or given elsewhere
   */
  public Fact {
    if ((relation == Relation.MULTIPLE_OF_NAME) != (by != null)) {
      throw new IllegalArgumentException("A fact " + name + " " + relation + " names the name it "
          + "is a multiple of exactly when it is MULTIPLE_OF_NAME, not with " + by + ".");
    }
  }

  /**
   * A fact about a name and a literal.
   *
   * <pre>{@code new Fact("M", Fact.Relation.AT_MOST, 64).toString();   // "M <= 64"}</pre>
   *
   * @param name the name
   * @param relation {@code MULTIPLE_OF}, {@code AT_LEAST} or {@code AT_MOST}
   * @param literal the positive literal
   */
  public Fact(String name, Relation relation, long literal) {
    this(name, relation, literal, null);
  }

  /**
   * {@code name % by == 0}.
   *
   * <pre>{@code Fact.multipleOf("M", "BM").toString();   // "M % BM == 0"}</pre>
   *
   * @param name the multiple
   * @param by the name it is a multiple of
   * @return the fact
   */
  public static Fact multipleOf(String name, String by) {
    return new Fact(name, Relation.MULTIPLE_OF_NAME, 1, by);
  }

  /**
   * Parses a fact as {@code @Layout(assume = ...)} writes it.
   *
   * <pre>{@code Fact.parse("M % 128 == 0").literal();   // 128}</pre>
   *
   * @param text {@code X % k == 0}, {@code X % Y == 0}, {@code X >= k} or {@code X <= k}, X and Y
   *     names, k a positive literal
   * @return the fact
   * @throws NotationError (an {@link IllegalArgumentException}) with a caret if it is not one of these
   */
  public static Fact parse(String text) {
    Condition c = Condition.parse(text);
    int at = c.left().position();
    String shape = "a fact is X % k == 0, X % Y == 0, X >= k or X <= k (X and Y names, k a "
        + "positive literal)";
    if (c.right() instanceof Condition.Constant k) {
      if (c.left() instanceof Condition.Remainder r && r.dividend() instanceof Condition.Name x
          && c.comparison() == Condition.Comparison.EQUAL && k.value() == 0) {
        if (r.divisor() instanceof Condition.Name y) {
          return multipleOf(x.name(), y.name());
        }
        if (r.divisor() instanceof Condition.Constant m) {
          if (m.value() < 1) {
            throw new NotationError(text, m.position(), "the modulus must be at least 1");
          }
          return new Fact(x.name(), Relation.MULTIPLE_OF, m.value());
        }
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

  /**
   * Whether the fact holds for these values (a multiple of 0 is no multiple).
   *
   * <pre>{@code
   * Fact.parse("M % 16 == 0").holds(48, 0);   // true
   * Fact.parse("M % BM == 0").holds(48, 0);   // false: BM = 0
   * }</pre>
   *
   * @param value the value of {@link #name}
   * @param byValue the value of {@link #by} for {@link Relation#MULTIPLE_OF_NAME}, else ignored
   * @return whether it holds
   */
  public boolean holds(long value, long byValue) {
    return switch (relation) {
      case MULTIPLE_OF -> value % literal == 0;
      case AT_LEAST -> value >= literal;
      case AT_MOST -> value <= literal;
      case MULTIPLE_OF_NAME -> byValue != 0 && value % byValue == 0;
    };
  }

  @Override
  public String toString() {
    return switch (relation) {
      case MULTIPLE_OF -> name + " % " + literal + " == 0";
      case AT_LEAST -> name + " >= " + literal;
      case AT_MOST -> name + " <= " + literal;
      case MULTIPLE_OF_NAME -> name + " % " + by + " == 0";
    };
  }
}
