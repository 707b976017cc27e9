package dev.strided.core;

import java.util.List;

/**
 * A {@code @Layout(require = ...)} condition: two integer expressions compared,
 * {@code size(ThrC, 0) == 128}, {@code M % 8 == 0}, {@code cosize(SmemA) <= 16384}.
 *
 * <pre>
 * condition := operand comparison operand          comparison: == != <= < >= >
 * operand   := factor ('%' factor)*
 * factor    := integer | name | query '(' layout (',' integer)* ')'
 * query     := size | cosize | capacity | rank | depth
 * </pre>
 *
 * <pre>{@code
 * Condition c = Condition.parse("size(ThrC, 0) == 128");
 * c.comparison();   // EQUAL
 * }</pre>
 *
 * @param left the left operand
 * @param comparison how the two compare
 * @param right the right operand
 */
public record Condition(Operand left, Comparison comparison, Operand right) {
  /** The six comparisons, by their Java spelling. */
  public enum Comparison {
    EQUAL("=="), NOT_EQUAL("!="), AT_MOST("<="), LESS("<"), AT_LEAST(">="), GREATER(">");

    private final String symbol;

    Comparison(String symbol) {
      this.symbol = symbol;
    }

    public String symbol() {
      return symbol;
    }

    /** Whether {@code a comparison b} holds. */
    public boolean test(long a, long b) {
      return switch (this) {
        case EQUAL -> a == b;
        case NOT_EQUAL -> a != b;
        case AT_MOST -> a <= b;
        case LESS -> a < b;
        case AT_LEAST -> a >= b;
        case GREATER -> a > b;
      };
    }
  }

  /** The properties of a layout a condition can ask for. */
  public enum Query { SIZE, COSIZE, CAPACITY, RANK, DEPTH }

  /** An integer-valued part of a condition; {@link #position()} is its offset in the text. */
  public sealed interface Operand permits Constant, Name, Property, Remainder {
    int position();
  }

  /** A literal integer. */
  public record Constant(long value, int position) implements Operand {}

  /** A dynamic name of the layouts in scope. */
  public record Name(String name, int position) implements Operand {}

  /** {@code size(X, 0, 1)}: a query of the layout named {@code layout} (or of its mode at {@code path}). */
  public record Property(Query query, String layout, List<Integer> path, int position)
      implements Operand {
    /** Copies the path. */
    public Property {
      path = List.copyOf(path);
    }
  }

  /** {@code a % b}; its position is {@code a}'s. */
  public record Remainder(Operand dividend, Operand divisor, int position) implements Operand {}

  /**
   * Parses a condition.
   *
   * @param text the condition, not null
   * @return its syntax tree
   * @throws NotationError with a caret if it does not parse
   */
  public static Condition parse(String text) {
    return new ConditionParser(text).parseWhole();
  }
}
