package dev.strided;

import dev.strided.core.Expression;
import dev.strided.core.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * A derived-layout expression written as CuTe C++ (the function names are CuTe's own): the oracle of
 * {@link DeriveTest}. Each literal is written as what its argument is in C++.
 */
final class ExpressionCxx {
  private ExpressionCxx() {}

  static String of(Expression e) {
    if (e instanceof Expression.Swizzled sw) {
      return "composition(Swizzle<" + sw.bits() + "," + sw.base() + "," + sw.shift() + ">{}, "
          + of(sw.layout()) + ")";
    }
    if (e instanceof Expression.Literal l) {
      return CuteCxx.layout(Layout.parse(l.text()));
    }
    Expression.Call call = (Expression.Call) e;
    List<Expression> args = call.arguments();
    Operation op = call.operation();
    if (op == Operation.GET) {
      List<String> path = new ArrayList<>();
      for (Expression i : args.subList(1, args.size())) {
        path.add(((Expression.Literal) i).text().replace("_", ""));
      }
      return "get<" + String.join(",", path) + ">(" + of(args.get(0)) + ")";
    }
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      Expression a = args.get(i);
      if (op == Operation.MAKE_LAYOUT && a instanceof Expression.Literal l && !l.text().contains(":")) {
        parts.add(shape(l.text()));   // make_layout(shape[, stride])
      } else {
        parts.add(i == 0 || !(a instanceof Expression.Literal l) ? of(a)
            : i == 2 && op == Operation.TILE_TO_SHAPE ? order(l.text()) : second(op, l.text()));
      }
    }
    return op.cuteName() + "(" + String.join(", ", parts) + ")";
  }

  private static String shape(String text) {
    IntTuple t = IntTuple.parse(text);
    return t instanceof IntTuple.Int i ? CuteCxx.integer(i) : CuteCxx.tuple(t, "make_shape");
  }

  /**
   * tile_to_shape's order: {@code Step<_2,_1>} as C++'s {@code Step<_2,_1>{}}, a tuple
   * {@code (2,_1)} as {@code make_tuple(int(2), Int<1>{})}.
   */
  static String order(String text) {
    String t = text.strip();
    if (t.startsWith("Step")) {
      return t.endsWith("{}") ? t : t + "{}";
    }
    return CuteCxx.tuple(IntTuple.parse(t), "make_tuple");
  }

  /** A literal second argument: a tiler, a shape or a layout, as the operation takes it. */
  private static String second(Operation op, String text) {
    return switch (op) {
      case COALESCE, COMPLEMENT, TILE_TO_SHAPE -> shape(text);
      case BLOCKED_PRODUCT, RAKED_PRODUCT, MAKE_LAYOUT -> CuteCxx.layout(Layout.parse(text));
      default -> CuteCxx.tiler(Tiler.parse(text));
    };
  }
}
