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
    Expression e = SwizzleSyntax.starts(in) ? swizzled() : term();
    nesting--;
    return e;
  }

  private Expression swizzled() {
    SwizzleSyntax.Spec spec = SwizzleSyntax.spec(in);
    int at = in.pos;
    if (!in.at('o') || (at + 1 < in.text.length()
        && Character.isJavaIdentifierPart(in.text.codePointAt(at + 1)))) {
      throw in.error(at, "expected 'o' (composition) after " + spec + in.found()
          + "; a swizzled layout is written " + spec + " o L or composition(" + spec + ", L)");
    }
    in.pos++;
    SwizzleSyntax.afterComposition(in, spec);
    return new Expression.Swizzled(spec.bits(), spec.base(), spec.shift(), expression(),
        spec.position());
  }

  private Expression term() {
    int start = in.pos;
    int atomLength = GmmaLayoutAtom.lengthAt(in.text, start);
    if (atomLength > 0) {
      return gmmaAtom(start, atomLength);
    }
    if (in.atIdentifierStart() && !in.at('_')) {
      String name = in.qualifiedName();
      in.skipSpace();
      if (FrameFormat.isName(name) && (in.at('(') || in.at('<'))) {
        return frame(name, start);
      }
      if (in.at('(')) {
        return call(name, start, List.of());
      }
      if (in.at('<')) {
        return name.equals("Step") ? projection(start) : call(name, start, templateArguments(name));
      }
      if (!in.at(':') && !in.at('*')) {
        return new Expression.Reference(name, start);
      }
      in.pos = start;
    }
    return literal();
  }

  /** A GMMA layout atom by CuTe's name: its swizzle on element offsets after its layout. */
  private Expression gmmaAtom(int start, int length) {
    GmmaLayoutAtom atom;
    try {
      atom = GmmaLayoutAtom.parse(in.text.substring(start, start + length));
    } catch (IllegalArgumentException e) {
      throw in.error(start, e.getMessage());
    }
    in.pos = start + length;
    return new Expression.Swizzled(atom.width().swizzleBits(), atom.elementBase(), atom.shift(),
        new Expression.Literal(atom.notation(), start), start, atom);
  }

  /** {@code NZ<half_t,16>(M,64)}: a frame format, its element type and C0, and its extents. */
  private Expression frame(String name, int start) {
    String element = null;
    int c0 = 0;
    if (in.at('<')) {
      in.pos++;
      in.skipSpace();
      if (!in.atIdentifierStart()) {
        throw in.error(in.pos, "expected the element type of " + name + ", such as half_t"
            + in.found());
      }
      element = in.identifier();
      in.skipSpace();
      if (in.at(',')) {
        in.pos++;
        in.skipSpace();
        if (!in.atDigit()) {
          throw in.error(in.pos, "expected " + name + "'s C0, a number such as 16" + in.found());
        }
        c0 = (int) Math.min(in.number(), Integer.MAX_VALUE);
      }
      in.expect('>');
    }
    FrameFormat format;
    try {
      format = FrameFormat.of(name, element, c0);
    } catch (IllegalArgumentException e) {
      throw in.error(start, e.getMessage());
    }
    in.expect('(');
    List<Expression.Literal> extents = new ArrayList<>();
    while (true) {
      in.skipSpace();
      extents.add((Expression.Literal) literal());
      in.skipSpace();
      if (!in.at(',')) {
        break;
      }
      in.pos++;
    }
    in.expect(')');
    if (extents.size() != format.arity()) {
      throw in.error(start, format.describe() + " takes " + format.arity() + " extents ("
          + format.extentNames() + "), not "
          + extents.size());
    }
    return new Expression.Frame(format, extents, start);
  }

  private Expression call(String name, int start, List<Expression> template) {
    Optional<Operation> op = Operation.named(name);
    if (op.isEmpty()) {
      throw in.error(start, "'" + name + "' is not an operation; expected one of "
          + Operation.cuteNames());
    }
    in.pos++;
    List<Expression> arguments = new ArrayList<>();
    if (op.get() == Operation.COMPOSITION && SwizzleSyntax.starts(in)) {
      Expression swizzled = swizzleArgument(start);
      if (swizzled != null) {
        return swizzled;
      }
    }
    while (true) {
      arguments.add(expression());
      if (arguments.size() == 1) {
        arguments.addAll(template);
      }
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
   * {@code composition(Swizzle<B,M,S>{}, L)}, CuTe's function form of {@code Sw<B,M,S> o L}; null
   * (the cursor back at the argument) when the swizzle is composed inside the first argument.
   */
  private Expression swizzleArgument(int start) {
    int at = in.pos;
    SwizzleSyntax.Spec spec = SwizzleSyntax.spec(in);
    if (!in.at(',')) {
      in.pos = at;
      return null;
    }
    in.pos++;
    Expression layout = expression();
    in.skipSpace();
    if (!in.at(')')) {
      throw in.error(in.pos, "expected ')': composition(" + spec + ", L) takes the swizzle and "
          + "one layout" + in.found());
    }
    in.pos++;
    return new Expression.Swizzled(spec.bits(), spec.base(), spec.shift(), layout, start);
  }

  /**
   * CuTe's template arguments, {@code select<0,2>(L)}: integers, passed after the first argument
   * ({@code select(L, 0, 2)}).
   */
  private List<Expression> templateArguments(String name) {
    int at = in.pos;
    Optional<Operation> op = Operation.named(name);
    if (op.isPresent() && !op.get().takesTemplateArguments()) {
      throw in.error(at, name + " takes no template arguments here"
          + (op.get() == Operation.APPEND || op.get() == Operation.PREPEND
              ? "; " + name + "<N> (to rank N) is written " + name + "(L, X) once per added mode"
              : ""));
    }
    in.pos++;
    List<Expression> values = new ArrayList<>();
    while (true) {
      in.skipSpace();
      int p = in.pos;
      if (in.at('_')) {
        in.pos++;
      }
      if (in.at('-')) {
        in.pos++;
      }
      if (!in.atDigit()) {
        throw in.error(p, "expected an integer template argument of " + name + in.found());
      }
      in.number();
      values.add(new Expression.Literal(in.text.substring(p, in.pos), p));
      in.skipSpace();
      if (in.at('>')) {
        in.pos++;
        break;
      }
      in.expect(',');
    }
    in.skipSpace();
    if (!in.at('(')) {
      throw in.error(in.pos, "expected '(' after " + name + "<...>" + in.found());
    }
    return values;
  }

  /** CuTe's {@code Step<_1,X,_1>} (or with {@code {}}) as a literal, read where it is used. */
  private Expression projection(int start) {
    int close = in.text.indexOf('>', in.pos);
    if (close < 0) {
      throw in.error(in.pos, "expected '>' closing Step<...>");
    }
    in.pos = close + 1;
    in.skipSpace();
    if (in.at('{')) {
      in.pos++;
      in.expect('}');
    }
    return new Expression.Literal(in.text.substring(start, in.pos), start);
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
