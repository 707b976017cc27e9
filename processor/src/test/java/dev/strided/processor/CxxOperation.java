package dev.strided.processor;

/**
 * The operations of {@code vectors/cute-cxx-static.jsonl}: the field that holds each one's C++
 * outcome, the CuTe function an {@code of} expression calls, and what its second argument is.
 */
enum CxxOperation {
  COALESCE("coalesce", "coalesce", Argument.NONE),
  /** {@code coalesce(L, (_1,_1,...))}: one coalesced mode per top-level mode. */
  COALESCE_BY_MODE("coalesce_by_mode", "coalesce", Argument.PROFILE),
  FILTER("filter", "filter", Argument.NONE),
  /** One case per cotarget the entry lists. */
  COMPLEMENT("complement", "complement", Argument.COTARGET),
  RIGHT_INVERSE("right_inverse", "right_inverse", Argument.NONE),
  LEFT_INVERSE("left_inverse", "left_inverse", Argument.NONE),
  COMPOSITION("composition", "composition", Argument.RHS),
  LOGICAL_DIVIDE("logical_divide", "logical_divide", Argument.TILER),
  ZIPPED_DIVIDE("zipped_divide", "zipped_divide", Argument.TILER),
  TILED_DIVIDE("tiled_divide", "tiled_divide", Argument.TILER),
  FLAT_DIVIDE("flat_divide", "flat_divide", Argument.TILER),
  LOGICAL_PRODUCT("logical_product", "logical_product", Argument.TILER),
  ZIPPED_PRODUCT("zipped_product", "zipped_product", Argument.TILER),
  TILED_PRODUCT("tiled_product", "tiled_product", Argument.TILER),
  FLAT_PRODUCT("flat_product", "flat_product", Argument.TILER),
  BLOCKED_PRODUCT("blocked_product", "blocked_product", Argument.TILER),
  RAKED_PRODUCT("raked_product", "raked_product", Argument.TILER);

  /** What follows the input layout in the call. */
  enum Argument {
    NONE,
    /** {@code (1,1,...)}, one 1 per top-level mode of the input. */
    PROFILE,
    /** The entry's integer {@code cotarget}. */
    COTARGET,
    /** The entry's {@code rhs} layout. */
    RHS,
    /** The entry's {@code tiler} layout. */
    TILER
  }

  private final String field;
  private final String function;
  private final Argument argument;

  CxxOperation(String field, String function, Argument argument) {
    this.field = field;
    this.function = function;
    this.argument = argument;
  }

  /** The vector field with this operation's outcome. */
  String field() {
    return field;
  }

  /** The CuTe function name an {@code of} expression calls. */
  String function() {
    return function;
  }

  Argument argument() {
    return argument;
  }

  boolean isDivide() {
    return field.endsWith("_divide");
  }

  boolean isProduct() {
    return field.endsWith("_product");
  }

  /** The generated-name part for this operation: {@code ZippedDivide}. */
  String camelName() {
    StringBuilder b = new StringBuilder();
    for (String word : field.split("_")) {
      b.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
    }
    return b.toString();
  }
}
