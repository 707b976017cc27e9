package dev.strided;

import dev.strided.core.Fact;

/**
 * The checks a generated {@code of(...)} makes of the values bound to a layout's names, behind
 * {@link Layout#checkExtent}, {@link Layout#checkFitsInt} and {@link Layout#beyondLong}: the
 * generated classes call these instead of each carrying its own comparisons and messages.
 * {@code BindingChecks.bindings("M, N", new int[] {3, 5})} is {@code "M = 3, N = 5"}.
 */
final class BindingChecks {
  private BindingChecks() {}

  static void extent(int value, String name, String layout) {
    Values.nonNull(name, "name");
    Values.nonNull(layout, "layout");
    if (value < 1) {
      throw new IllegalArgumentException(name + " = " + value + " must be at least 1: it is an"
          + " extent of layout " + layout);
    }
  }

  static void holds(Fact fact, int value, int byValue, String layout) {
    if (!fact.holds(value, byValue)) {
      throw new IllegalArgumentException(fact.name() + " = " + value + " does not satisfy assume \""
          + fact + "\" of layout " + layout);
    }
  }

  static void fitsInt(long value, String quantity, String layout, String names, int[] values) {
    Values.nonNull(quantity, "quantity");
    Values.nonNull(layout, "layout");
    Values.nonNull(names, "names");
    Values.nonNull(values, "values");
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(bindings(names, values) + ": the " + quantity + " "
          + value + " of layout " + layout
          + " does not fit in int (use @Layout(indexType = LONG))");
    }
  }

  static IllegalArgumentException beyondLong(String layout, String names, int[] values,
      ArithmeticException cause) {
    Values.nonNull(layout, "layout");
    Values.nonNull(cause, "cause");
    return new IllegalArgumentException(bindings(names, values) + ": a size,"
        + " cosize, capacity or value of layout " + layout + " exceeds the range of long", cause);
  }

  /** {@code "M = 3, N = 5"}: the names, comma-separated, with their values. */
  static String bindings(String names, int[] values) {
    Values.nonNull(names, "names");
    Values.nonNull(values, "values");
    String[] split = names.isEmpty() ? new String[0] : names.split(", ");
    if (split.length != values.length) {
      throw new IllegalArgumentException("names \"" + names + "\" are " + split.length
          + " but values are " + values.length);
    }
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < split.length; i++) {
      b.append(i == 0 ? "" : ", ").append(split[i]).append(" = ").append(values[i]);
    }
    return b.toString();
  }
}
