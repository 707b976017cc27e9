package dev.strided.core;

import java.util.EnumSet;
import java.util.Set;

/**
 * What an operation does with a swizzled first operand {@code Sw<B,M,S> o L}, as CuTe's
 * {@code ComposedLayout} overloads do: most apply to {@code L} and keep the swizzle outside,
 * {@code complement} is {@code L}'s alone, and the rest are refused with a sentence naming the
 * operation (CuTe has no overload for them, or its result is not a swizzle after a layout).
 *
 * <pre>{@code
 * SwizzledOperand.keeps(Operation.ZIPPED_DIVIDE);   // true: Sw o zipped_divide(L, tiler)
 * SwizzledOperand.keeps(Operation.RIGHT_INVERSE);   // false: refused
 * }</pre>
 */
final class SwizzledOperand {
  private SwizzledOperand() {}

  private static final Set<Operation> KEEPS = EnumSet.of(Operation.COMPOSITION,
      Operation.COALESCE, Operation.LOGICAL_DIVIDE, Operation.ZIPPED_DIVIDE,
      Operation.TILED_DIVIDE, Operation.FLAT_DIVIDE, Operation.LOGICAL_PRODUCT,
      Operation.ZIPPED_PRODUCT, Operation.TILED_PRODUCT, Operation.FLAT_PRODUCT,
      Operation.BLOCKED_PRODUCT, Operation.RAKED_PRODUCT, Operation.TILE_TO_SHAPE, Operation.GET,
      Operation.TAKE, Operation.FLATTEN, Operation.APPEND, Operation.GROUP);

  /** Whether the operation applies to the layout inside the swizzle and keeps the swizzle. */
  static boolean keeps(Operation operation) {
    return KEEPS.contains(operation);
  }

  /** Why an operation that does not keep the swizzle refuses a swizzled first operand. */
  static String refusal(Operation operation) {
    String name = operation.cuteName();
    String why = switch (operation) {
      case RIGHT_INVERSE, LEFT_INVERSE -> "its result is the layout's inverse composed with the "
          + "swizzle's, a swizzle inside a layout, which a swizzled layout (Sw<B,M,S> o L) cannot "
          + "hold";
      case FILTER -> "CuTe filters a swizzled layout only by a target profile; filter the layout "
          + "before it is swizzled";
      default -> "CuTe has no " + name + " of a swizzled layout";
    };
    return name + " cannot take a swizzled layout: " + why;
  }

  /** Why a swizzle cannot be applied to a swizzled layout. */
  static String twice() {
    return "a swizzled layout cannot be swizzled again: a layout holds one swizzle "
        + "(Sw<B,M,S> o L); write the swizzle once, on the plain layout";
  }

  /** Why a swizzled layout cannot be an operand other than the first. */
  static String notFirst(String where) {
    return "a swizzled layout cannot be " + where + ": a swizzle is kept only on the first "
        + "operand of an operation (Sw<B,M,S> o L, then the operation applies to L)";
  }
}
