package dev.strided.core;

import dev.strided.core.Condition.Comparison;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The parser behind {@link Condition#parse} and {@link Fact#parse}. */
final class ConditionParser {
  private final TextCursor in;

  ConditionParser(String text) {
    if (text == null) {
      throw new IllegalArgumentException(
          "cannot parse a null condition: give one such as \"size(ThrC, 0) == 128\"");
    }
    this.in = new TextCursor(text);
  }

  Condition parseWhole() {
    Condition.Operand left = operand();
    in.skipSpace();
    int at = in.pos;
    Comparison comparison = comparison();
    if (comparison == null) {
      throw in.error(at, "expected a comparison (==, !=, <=, <, >=, >)" + in.found());
    }
    Condition.Operand right = operand();
    in.skipSpace();
    if (!in.atEnd()) {
      throw in.error(in.pos, "unexpected " + Notation.describe(in.text, in.pos)
          + " after the end of the condition");
    }
    return new Condition(left, comparison, right);
  }

  private Comparison comparison() {
    for (String symbol : new String[] {"==", "!=", "<=", ">=", "<", ">"}) {
      if (in.text.startsWith(symbol, in.pos)) {
        in.pos += symbol.length();
        for (Comparison c : Comparison.values()) {
          if (c.symbol().equals(symbol)) {
            return c;
          }
        }
      }
    }
    return null;
  }

  private Condition.Operand operand() {
    Condition.Operand left = factor();
    in.skipSpace();
    while (in.at('%')) {
      in.pos++;
      left = new Condition.Remainder(left, factor(), left.position());
      in.skipSpace();
    }
    return left;
  }

  private Condition.Operand factor() {
    in.skipSpace();
    int start = in.pos;
    if (in.atDigit()) {
      return new Condition.Constant(in.number(), start);
    }
    if (!in.atIdentifierStart()) {
      throw in.error(start, "expected a number, a name or a query such as size(X)" + in.found());
    }
    String name = in.identifier();
    in.skipSpace();
    if (!in.at('(')) {
      return new Condition.Name(name, start);
    }
    Condition.Query query = query(name, start);
    in.pos++;
    in.skipSpace();
    if (!in.atIdentifierStart()) {
      throw in.error(in.pos, name + "(...) takes a layout's generated name first" + in.found());
    }
    String layout = in.qualifiedName();
    List<Integer> path = new ArrayList<>();
    in.skipSpace();
    while (in.at(',')) {
      in.pos++;
      in.skipSpace();
      int at = in.pos;
      if (!in.atDigit()) {
        throw in.error(at, "expected a mode index (0, 1, ...)" + in.found());
      }
      long index = in.number();
      if (index > Integer.MAX_VALUE) {
        throw in.error(at, "the mode index " + index + " is out of range");
      }
      path.add((int) index);
      in.skipSpace();
    }
    if (!in.at(')')) {
      throw in.error(in.pos, "expected ',' or ')' (unclosed '(' of " + name + ")" + in.found());
    }
    in.pos++;
    if (!path.isEmpty() && query != Condition.Query.SIZE) {
      throw in.error(start, name + "(...) takes only a layout; mode indices are for size(...)");
    }
    return new Condition.Property(query, layout, path, start);
  }

  private Condition.Query query(String name, int at) {
    for (Condition.Query q : Condition.Query.values()) {
      if (q.name().toLowerCase(Locale.ROOT).equals(name)) {
        return q;
      }
    }
    throw in.error(at, "'" + name + "' is not a query; expected size, cosize, capacity, rank or depth");
  }
}
