package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.core.Expression.Call;
import dev.strided.core.Expression.Literal;
import dev.strided.core.Expression.Reference;
import dev.strided.core.Expression.Swizzled;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExpressionTest {
  @Test
  void callsReferencesAndLiteralsKeepTheirOffsets() {
    Expression e = Expression.parse("zipped_divide(GmemC, (128,64))");
    Call call = assertInstanceOf(Call.class, e);
    assertEquals(Operation.ZIPPED_DIVIDE, call.operation());
    assertEquals(List.of(new Reference("GmemC", 14), new Literal("(128,64)", 21)), call.arguments());
  }

  @Test
  void aSwizzleComposesWithTheExpressionAfterO() {
    Expression e = Expression.parse("tile_to_shape(Sw<3,3,3> o (8,64):(64,1), (128,64))");
    Call call = assertInstanceOf(Call.class, e);
    Swizzled sw = assertInstanceOf(Swizzled.class, call.arguments().get(0));
    assertEquals(List.of(3, 3, 3), List.of(sw.bits(), sw.base(), sw.shift()));
    assertEquals(new Literal("(8,64):(64,1)", 26), sw.layout());
    assertEquals(new Literal("(128,64)", 41), call.arguments().get(1));
  }

  @Test
  void namesInLiteralsQualifiedReferencesAndNesting() {
    Call outer = assertInstanceOf(Call.class,
        Expression.parse("make_layout(com.acme.Tiles.GmemA, coalesce(M:1), get(X, 1, 0))"));
    assertEquals(new Reference("com.acme.Tiles.GmemA", 12), outer.arguments().get(0));
    Call inner = assertInstanceOf(Call.class, outer.arguments().get(1));
    assertEquals(new Literal("M:1", 43), inner.arguments().get(0));
    Call get = assertInstanceOf(Call.class, outer.arguments().get(2));
    assertEquals(List.of(new Reference("X", 53), new Literal("1", 56), new Literal("0", 59)),
        get.arguments());
  }

  @Test
  void byModeTilersWithBlanksAndLayoutsAreOneLiteral() {
    Call call = assertInstanceOf(Call.class, Expression.parse("logical_divide(A, (_, 4:2) )"));
    assertEquals(new Literal("(_, 4:2)", 18), call.arguments().get(1));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "zip_divide(A, 4)|0|'zip_divide' is not an operation; expected one of composition, coalesce,",
      "composition(A)|0|composition takes 2 arguments, not 1",
      "get(A)|0|get takes at least 2 arguments, not 1",
      "coalesce(A, (2,2), 1)|0|coalesce takes 1 or 2 arguments, not 3",
      "zipped_divide(A, (2,3)|22|expected ',' or ')' (unclosed '(' of zipped_divide)",
      "zipped_divide(A, 4|18|expected ',' or ')' (unclosed '(' of zipped_divide)",
      "Sw<3,3,33> o A|7|the swizzle's S is 33; it must be from 0 to 31",
      "Sw<3,3,3> A|10|expected 'o' (composition) after Sw<3,3,3> but found 'A'",
      "A B|2|unexpected 'B' after the end of the expression",
      "composition(A, )|15|expected an operation, a layout name or a literal but found ')'",
  })
  void badExpressionsNameTheProblemAtItsOffset(String text, int offset, String problem) {
    NotationError e = assertThrows(NotationError.class, () -> Expression.parse(text));
    assertEquals(offset, e.position(), e.getMessage());
    assertEquals(true, e.problem().startsWith(problem), e.problem());
  }

  @Test
  void deepNestingIsAnErrorNotAStackOverflow() {
    String deep = "coalesce(".repeat(200) + "A" + ")".repeat(200);
    NotationError e = assertThrows(NotationError.class, () -> Expression.parse(deep));
    assertEquals("the expression nests deeper than 64 levels", e.problem());
  }
}
