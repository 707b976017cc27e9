package dev.strided.core;

/**
 * A fact about one name, in the grammar of {@code @Layout(assume = ...)}: {@code M % 128 == 0},
 * {@code M >= 1}, {@code M <= 4096}.
 *
 * <pre>{@code
 * new Fact("M", Fact.Relation.MULTIPLE_OF, 128).toString();   // "M % 128 == 0"
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

  @Override
  public String toString() {
    return switch (relation) {
      case MULTIPLE_OF -> name + " % " + literal + " == 0";
      case AT_LEAST -> name + " >= " + literal;
      case AT_MOST -> name + " <= " + literal;
    };
  }
}
