package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.core.Expression;
import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link Layout#derive} and {@link SwizzledLayout#derive} against the same expressions in CuTe C++. */
class DeriveTest {
  private static final List<String> EXPRESSIONS = List.of(
      "zipped_divide((_8,_8):(_1,_8), (_2,_4))",
      "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))",
      "logical_product((_2,_2):(_1,_2), (_3,_4):(_1,_3))",
      "coalesce(make_layout(_4:_1, _2:_4))",
      "coalesce((_2,(_2,_2)):(_1,(_2,_4)), (_1,_1))",
      "complement((_4,_2):(_1,_16), _64)",
      "right_inverse(filter((_4,_2,_2):(_2,_0,_1)))",
      "left_inverse((_4,_2):(_2,_1))",
      "tiled_divide(tile_to_shape((_2,_2):(_1,_2), (_8,_8)), (_4,_4))",
      "get(zipped_divide((_8,_8):(_1,_8), (_2,_4)), _1)",
      "get(logical_divide((_8,(_2,_4)):(_1,(_8,_16)), (_2,_)), _1, _0)",
      "flat_product((_2,_2):(_1,_2), (_3,_2):(_2,_1))",
      "raked_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
      "blocked_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
      "flat_divide((_8,_8):(_8,_1), (_4:_2,_2))",
      "zipped_product((_2,_2):(_1,_2), (_2,_3):(_1,_2))",
      "make_layout((_128,_8))",
      "make_layout(_8)",
      "make_layout((_4,(_2,_3)), (_6,(_3,_1)))",
      "make_layout((_4,_2):(_2,_1))",
      "make_layout(_4:_2, (_2,_2):(_1,_8))",
      "zipped_divide(make_layout((_16,_8)), (_4,_4))",
      "tile_to_shape((_2,_3):(_3,_1), (_6,_9,_2), Step<_2,_1,_3>)",
      "tile_to_shape((_4,_2):(_2,_1), ((_2,_4),16), (_2,_1))");

  private static final List<String> SWIZZLED = List.of(
      "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_128,_64))",
      "Sw<2,0,2> o logical_divide((_4,_4):(_4,_1), (_2,_2))",
      "zipped_divide(Sw<3,3,3> o (_8,_64):(_64,_1), (_4,_16))",
      "get(tile_to_shape(Sw<2,1,3> o (_4,_32):(_32,_1), (_16,_32)), _1)",
      "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_128,_128), Step<_2,_1>{})");

  @Test
  void derivesWhatCuteComputes() throws Exception {
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    List<String> expected = new ArrayList<>();
    for (String e : EXPRESSIONS) {
      main.append("  print(").append(ExpressionCxx.of(Expression.parse(e))).append(");")
          .append(" print(\"\\n\");\n");
      expected.add(Layout.derive(e).toString());
    }
    for (String e : SWIZZLED) {
      main.append("  print(").append(ExpressionCxx.of(Expression.parse(e))).append(");")
          .append(" print(\"\\n\");\n");
      expected.add(SwizzledLayout.derive(e).toString());
    }
    assertEquals(expected, cxxLines(main));
  }

  /** The lines {@code main}'s statements print, compiled with g++ against CuTe and run. */
  private static List<String> cxxLines(StringBuilder main) throws Exception {
    main.append("}\n");
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(main.toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      return List.of(run.program().output().split("\n"));
    }
  }

  /**
   * Compositions whose B reaches past A's size, through a mode of dynamic extent 1: C++ extends A's
   * last mode by that mode's stride (a static _1 gets _0, a dynamic 1 keeps it), and so must the
   * runtime, whose decisions on values once gave these modes the stride 0 (a different function
   * from C++'s and from the generated class of the same expression with names bound to 1).
   */
  private static final List<String> PAST_A_DYNAMIC_ONE = List.of(
      "composition(tiled_divide(((_4,1),1):((_1,_4),4), _4), (_2,_4):(_4,_1))",
      "composition(complement(_4:_1, 4), _3:_1)",
      "composition(zipped_divide((8,8):(8,1), (4,8)), (_32,_4):(_1,_32))",
      "composition(logical_product((_56,_1):(_1,_-3), 1:1), (_2,_2):(_56,_1))");

  @Test
  void extendsPastADynamicExtentOneAsCuteDoes() throws Exception {
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    List<String> expected = new ArrayList<>();
    for (String e : PAST_A_DYNAMIC_ONE) {
      main.append("  { auto r = ").append(ExpressionCxx.of(Expression.parse(e))).append(";\n")
          .append("    for (int i = 0; i < int(size(r)); ++i) printf(\"%d \", int(r(i)));")
          .append(" printf(\"\\n\"); }\n");
      Layout r = Layout.derive(e);
      StringBuilder indices = new StringBuilder();
      for (int i = 0; i < r.size(); i++) {
        indices.append(r.index(i)).append(' ');
      }
      expected.add(indices.toString());
    }
    assertEquals(cxxLines(main), expected);
    // the first case's index past A: C++ gives 4 where the stride-0 extension gave 0
    assertEquals(4, Layout.derive(PAST_A_DYNAMIC_ONE.get(0)).index(1));
  }

  @Test
  void aPlainExpressionIsAlsoASwizzledLayoutWithTheIdentitySwizzle() {
    String e = "zipped_divide((_8,_8):(_1,_8), (_2,_4))";
    assertEquals(Layout.derive(e).toString(), SwizzledLayout.derive(e).toString());
  }

  /** CuTe's spellings of one swizzled layout, with and without the printed offset, are one layout. */
  @Test
  void everySpellingOfASwizzledLayoutParses() {
    String printed = "Sw<3,4,3> o _0 o (8,64):(64,1)";
    for (String spelling : List.of("Sw<3,4,3> o (8,64):(64,1)", "Swizzle<3,4,3> o (8,64):(64,1)",
        "Swizzle<3,4,3>{} o _0 o (8,64):(64,1)", "composition(Swizzle<3,4,3>{}, (8,64):(64,1))",
        "composition(Swizzle<3,4,3>, (8,64):(64,1))", "composition(Sw<3,4,3>, (8,64):(64,1))")) {
      assertEquals(printed, SwizzledLayout.parse(spelling).toString(), spelling);
      assertEquals(printed, SwizzledLayout.derive(spelling).toString(), spelling);
    }
    assertEquals(144, SwizzledLayout.parse("Swizzle<3,4,3> o 0 o (8,64):(64,1)").index(2, 0));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "zipped_divide(GmemC, (2,4))|14|'GmemC' names a layout, but a run-time expression has no "
          + "layouts to refer to; write it inline, such as (8,8):(1,8)",
      "coalesce((2,3):(1), _1)|15|shape and stride differ in rank",
      "get((_2,_3):(_1,_2), _2)|21|get: mode 2 of (_2,_3):(_1,_2) does not exist (its rank is 2)",
      "Sw<3,3,3> o _8:_1|0|a swizzled expression derives a SwizzledLayout: use SwizzledLayout.derive",
      "composition((_6,_4):(_1,_30), _6:_4)|0|composition (_6,_4):(_1,_30) o _6:_4 is not exact",
      "make_layout((_4,_2), (_2,_1,_1))|21|make_layout(shape, stride): the stride (_2,_1,_1) does "
          + "not fit the shape (_4,_2)",
      "make_layout(_4:_1, (_2,_2))|12|make_layout takes a shape, a shape and a stride, or layouts",
      "right_inverse(Sw<3,3,3> o (_8,_8):(_8,_1))|0|right_inverse cannot take a swizzled layout",
      "select((_2,_3):(_1,_2), _2)|0|select: mode 2 of (_2,_3):(_1,_2) does not exist (its rank "
          + "is 2, so a mode index is from 0 to 1)",
      "take((_2,_3):(_1,_2), 1)|0|take takes 3 arguments, not 2",
      "group((_2,_3):(_1,_2), 2, 1)|0|group(2, 1) of (_2,_3):(_1,_2): the range must satisfy 0 <= "
          + "begin <= end <= 2",
      "replace(_8:_1, 1, _2:_1)|0|replace: mode 1 of _8:_1 does not exist",
      "make_ordered_layout((_2,_3), (_0,_1,_2))|0|make_ordered_layout: the order (_0,_1,_2) does "
          + "not fit the shape (_2,_3)",
      "local_tile((_16,_8):(_1,_16), (_4,_2), (bx,by))|40|local_tile takes a coordinate of "
          + "integers and _ here",
      "local_tile((_16,_8):(_1,_16), (_4,_2,_2), (_0,_0), Step<_1,X>)|0|local_tile: the projection "
          + "has 2 modes, so the tiler must be a tuple of 2 modes",
      "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)|12|CuTe prints smem_ptr[16b] for a "
          + "swizzle applied to a pointer: there Sw<3,4,3> acts on the byte addresses of 16-bit "
          + "elements; on element offsets, which a derived layout's swizzle acts on, that is "
          + "Sw<3,3,3>; write Sw<3,3,3> o (_8,_64):(_64,_1)",
      "Sw<3,3,3> o _8 o (_8,_64):(_64,_1)|12|the offset _8 after Sw<3,3,3> o is not 0",
      "append<3>((_2,_3):(_1,_2))|6|append takes no template arguments here",
      "tile_to_shape(_2:_1, (_4,_6), make_layout(_2))|30|tile_to_shape's order is a mode order "
          + "(such as Step<_2,_1,_3> or (_2,_1,_3)), not a layout expression",
      "tile_to_shape(_2:_1, (_4,_6), Step<_2,X>)|38|tile_to_shape's order needs an integer for "
          + "every mode of the target (such as Step<_2,_1,_3> or (_2,_1,_3)); X and _ drop or keep",
      "tile_to_shape(_2:_1, (_4,_6), (_,_1))|31|tile_to_shape's order needs an integer for every",
      "tile_to_shape(_2:_1, (_4,_6), (_2,m))|34|tile_to_shape's order is integers (such as "
          + "Step<_2,_1,_3> or (_2,_1,_3)); a name or a product stands for a run-time extent",
      "tile_to_shape(_2:_1, (_4,_6), ((_2,_1),_3))|31|tile_to_shape's order is flat, one integer "
          + "for each mode of the target",
      "tile_to_shape(_2:_1, (_4,_6), Step<_2,,_1>)|38|tile_to_shape's order does not parse: "
          + "expected a number",
      "tile_to_shape(_2:_1, (_4,_6), Step<_1,_2,_3>)|30|tile_to_shape: the order (_1,_2,_3) has 3 "
          + "modes and the target (_4,_6) has 2; an order has one integer for each mode of the "
          + "target",
      "tile_to_shape(_2:_1, (_4,_6), (_2,_1), _3)|0|tile_to_shape takes 2 or 3 arguments, not 4",
  })
  void refusalsPointAtThePartAtFault(String expression, int offset, String problem) {
    NotationException e = assertThrows(NotationException.class, () -> Layout.derive(expression));
    assertEquals(offset, e.position(), e.getMessage());
    assertTrue(e.problem().startsWith(problem == null ? "" : problem), e.getMessage());
  }
}
