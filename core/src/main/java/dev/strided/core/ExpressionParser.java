package dev.strided.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The recursive-descent parser behind {@link Expression#parse}. */
final class ExpressionParser {
  private final TextCursor in;
  private int nesting;

  ExpressionParser(String text) {
    if (text == null) {
      throw new IllegalArgumentException(
          "cannot parse a null expression: give one such as \"zipped_divide(A, (128,64))\"");
    }
    this.in = new TextCursor(text);
  }

  Expression parseWhole() {
    Expression e = expression();
    in.skipSpace();
    if (!in.atEnd()) {
      throw in.error(in.pos, "unexpected " + Notation.describe(in.text, in.pos)
          + " after the end of the expression");
    }
    return e;
  }

  private Expression expression() {
    in.skipSpace();
    if (in.atEnd()) {
      throw in.error(in.pos, "expected an operation, a layout name or a literal");
    }
    if (++nesting > Notation.MAX_NESTING) {
      throw in.error(in.pos, "the expression nests deeper than " + Notation.MAX_NESTING + " levels");
    }
    Expression e = startsSwizzle() ? swizzled() : term();
    nesting--;
    return e;
  }

  private boolean startsSwizzle() {
    int p = in.pos + 2;
    if (!in.text.startsWith("Sw", in.pos)) {
      return false;
    }
    while (p < in.text.length() && Character.isWhitespace(in.text.charAt(p))) {
      p++;
    }
    return p < in.text.length() && in.text.charAt(p) == '<';
  }

  private Expression swizzled() {
    int start = in.pos;
    in.pos += 2;
    in.expect('<');
    int bits = swizzleParameter("B");
    in.expect(',');
    int base = swizzleParameter("M");
    in.expect(',');
    int shift = swizzleParameter("S");
    in.expect('>');
    in.skipSpace();
    int at = in.pos;
    if (!in.at('o') || (at + 1 < in.text.length()
        && Character.isJavaIdentifierPart(in.text.codePointAt(at + 1)))) {
      throw in.error(at, "expected 'o' (composition) after Sw<" + bits + "," + base + "," + shift
          + ">" + in.found());
    }
    in.pos++;
    return new Expression.Swizzled(bits, base, shift, expression(), start);
  }

  private int swizzleParameter(String name) {
    in.skipSpace();
    int at = in.pos;
    if (!in.atDigit()) {
      throw in.error(at, "expected the swizzle's " + name + " (a number from 0 to 31)" + in.found());
    }
    long v = in.number();
    if (v > 31) {
      throw in.error(at, "the swizzle's " + name + " is " + v + "; it must be from 0 to 31");
    }
    return (int) v;
  }

  private Expression term() {
    int start = in.pos;
    if (in.atIdentifierStart() && !in.at('_')) {
      String name = in.qualifiedName();
      in.skipSpace();
      if (in.at('(')) {
        return call(name, start);
      }
      if (!in.at(':') && !in.at('*')) {
        return new Expression.Reference(name, start);
      }
      in.pos = start;
    }
    return literal();
  }

  private Expression call(String name, int start) {
    Optional<Operation> op = Operation.named(name);
    if (op.isEmpty()) {
      throw in.error(start, "'" + name + "' is not an operation; expected one of "
          + Operation.cuteNames());
    }
    in.pos++;
    List<Expression> arguments = new ArrayList<>();
    while (true) {
      arguments.add(expression());
      in.skipSpace();
      if (in.atEnd()) {
        throw in.error(in.pos, "expected ',' or ')' (unclosed '(' of " + name + ")");
      }
      if (in.at(')')) {
        in.pos++;
        break;
      }
      if (!in.at(',')) {
        throw in.error(in.pos, "expected ',' or ')'" + in.found());
      }
      in.pos++;
    }
    Operation operation = op.get();
    if (arguments.size() < operation.minArguments() || arguments.size() > operation.maxArguments()) {
      throw in.error(start, name + " takes " + operation.arity() + ", not " + arguments.size());
    }
    return new Expression.Call(operation, arguments, start);
  }

  /**
   * CuTe notation running to the next ',' or ')' outside its own parentheses. What it must be (a
   * layout, a tiler, an integer) depends on the argument it is, so its evaluation parses it.
   */
  private Expression literal() {
    int start = in.pos;
    int depth = 0;
    for (; !in.atEnd(); in.pos++) {
      char c = in.text.charAt(in.pos);
      if (c == '(') {
        depth++;
      } else if ((c == ')' || c == ',') && depth == 0) {
        break;
      } else if (c == ')') {
        depth--;
      }
    }
    String literal = in.text.substring(start, in.pos).stripTrailing();
    if (literal.isEmpty()) {
      throw in.error(start, "expected an operation, a layout name or a literal" + in.found());
    }
    return new Expression.Literal(literal, start);
  }
}
