package dev.strided.core;

import java.util.Locale;
import java.util.Optional;

/**
 * The operations a derived layout ({@code @Layout(of = ...)}) may call, under CuTe C++'s function names,
 * with the number of arguments each takes.
 *
 * <pre>{@code
 * Operation.named("zipped_divide");   // Optional[ZIPPED_DIVIDE]
 * Operation.ZIPPED_DIVIDE.cuteName();  // "zipped_divide"
 * }</pre>
 */
public enum Operation {
  COMPOSITION(2, 2),
  COALESCE(1, 2),
  FILTER(1, 1),
  COMPLEMENT(1, 2),
  RIGHT_INVERSE(1, 1),
  LEFT_INVERSE(1, 1),
  LOGICAL_DIVIDE(2, 2),
  ZIPPED_DIVIDE(2, 2),
  TILED_DIVIDE(2, 2),
  FLAT_DIVIDE(2, 2),
  LOGICAL_PRODUCT(2, 2),
  ZIPPED_PRODUCT(2, 2),
  TILED_PRODUCT(2, 2),
  FLAT_PRODUCT(2, 2),
  BLOCKED_PRODUCT(2, 2),
  RAKED_PRODUCT(2, 2),
  /** Concatenation of the arguments as modes. */
  MAKE_LAYOUT(1, Integer.MAX_VALUE),
  /** {@code tile_to_shape(X, target[, order])}, the order as {@code Step<_2,_1,_3>} or a tuple. */
  TILE_TO_SHAPE(2, 3),
  /** {@code get(X, i...)}: a mode of X. */
  GET(2, Integer.MAX_VALUE),
  /** {@code select(X, i...)}: the modes i..., in that order. */
  SELECT(2, Integer.MAX_VALUE),
  /** {@code take(X, begin, end)}: modes begin to end - 1. */
  TAKE(3, 3),
  /** {@code append(X[, Y])}: Y (default {@code _1:_0}) as a last mode. */
  APPEND(1, 2),
  /** {@code prepend(X[, Y])}: Y (default {@code _1:_0}) as a new mode 0. */
  PREPEND(1, 2),
  /** {@code replace(X, i, Y)}: mode i replaced by Y. */
  REPLACE(3, 3),
  /** {@code group(X, begin, end)}: modes begin to end - 1 as one mode. */
  GROUP(3, 3),
  FLATTEN(1, 1),
  /** {@code make_ordered_layout(shape, order)}. */
  MAKE_ORDERED_LAYOUT(2, 2),
  MAKE_LAYOUT_LIKE(1, 1),
  /** {@code upcast(X, n)}, CuTe's {@code upcast<n>(X)}. */
  UPCAST(2, 2),
  /** {@code downcast(X, n)}, CuTe's {@code downcast<n>(X)}. */
  DOWNCAST(2, 2),
  /** {@code local_tile(X, tiler, coord[, Step<...>])}: the layout of one tile. */
  LOCAL_TILE(3, 4);

  private final int minArguments;
  private final int maxArguments;

  Operation(int minArguments, int maxArguments) {
    this.minArguments = minArguments;
    this.maxArguments = maxArguments;
  }

  /** CuTe C++'s name, as written in an expression. */
  public String cuteName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public int minArguments() {
    return minArguments;
  }

  public int maxArguments() {
    return maxArguments;
  }

  /**
   * Whether CuTe writes this operation's integer arguments as template arguments
   * ({@code select<0,2>(X)}), which an expression may do too.
   */
  public boolean takesTemplateArguments() {
    return switch (this) {
      case GET, SELECT, TAKE, REPLACE, GROUP, UPCAST, DOWNCAST -> true;
      default -> false;
    };
  }

  /** The operation written {@code name}, if there is one. */
  public static Optional<Operation> named(String name) {
    for (Operation op : values()) {
      if (op.cuteName().equals(name)) {
        return Optional.of(op);
      }
    }
    return Optional.empty();
  }

  /** Every operation's CuTe name, comma-separated. */
  static String cuteNames() {
    StringBuilder b = new StringBuilder();
    for (Operation op : values()) {
      b.append(b.length() == 0 ? "" : ", ").append(op.cuteName());
    }
    return b.toString();
  }

  /** "1 argument", "1 or 2 arguments", "at least 2 arguments". */
  String arity() {
    if (maxArguments == Integer.MAX_VALUE) {
      return "at least " + minArguments + (minArguments == 1 ? " argument" : " arguments");
    }
    if (minArguments == maxArguments) {
      return minArguments + (minArguments == 1 ? " argument" : " arguments");
    }
    return minArguments + " or " + maxArguments + " arguments";
  }
}
