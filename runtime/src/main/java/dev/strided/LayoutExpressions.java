package dev.strided;

import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.NotationError;
import dev.strided.core.Pair;
import dev.strided.core.Tiling;

/**
 * Derived-layout expressions on values: what {@link Layout#derive} and {@link SwizzledLayout#derive}
 * evaluate with the core's {@link Derivation}. Literals are runtime text ({@code 8} dynamic,
 * {@code _8} static); there are no other layouts to refer to.
 */
final class LayoutExpressions implements Derivation.Context<IntTuple, IntTuple.Int> {
  private final String text;

  private LayoutExpressions(String text) {
    this.text = text;
  }

  /** The derived layout and its swizzle (null when none), or a NotationException with a caret. */
  static Derivation.Result<IntTuple> evaluate(String text) {
    if (text == null) {
      throw new IllegalArgumentException(
          "cannot derive from a null expression: give one such as \"zipped_divide((8,8):(1,8), (2,4))\"");
    }
    try {
      return Derivation.evaluate(IntTupleDomain.INSTANCE, Expression.parse(text),
          new LayoutExpressions(text));
    } catch (NotationError e) {
      throw new NotationException(e);
    } catch (Derivation.Refused e) {
      throw new NotationException(new NotationError(text, e.position(), e.getMessage()));
    }
  }

  @Override
  public Pair<IntTuple> layout(Expression.Reference reference) {
    throw new NotationError(text, reference.position(), "'" + reference.name() + "' names a layout, "
        + "but a run-time expression has no layouts to refer to; write it inline, such as (8,8):(1,8)");
  }

  @Override
  public Pair<IntTuple> layout(Expression.Literal literal) {
    return IntTupleDomain.pair(parsed(literal, () -> Layout.parse(literal.text())));
  }

  @Override
  public Tiling<IntTuple, IntTuple.Int> tiler(Expression.Literal literal) {
    return IntTupleDomain.tiling(parsed(literal, () -> Tiler.parse(literal.text())));
  }

  @Override
  public IntTuple shape(Expression.Literal literal) {
    return parsed(literal, () -> IntTuple.parse(literal.text()));
  }

  /** A literal's parse error, moved to its place in the whole expression. */
  private <T> T parsed(Expression.Literal literal, java.util.function.Supplier<T> parse) {
    try {
      return parse.get();
    } catch (NotationException e) {
      throw new NotationError(text, literal.position() + e.position(), e.problem());
    }
  }
}
