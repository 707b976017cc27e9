package dev.strided;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CuTe's {@code ComposedLayout<Swizzle, Offset, Layout>}: {@code index(c) = swizzle(offset +
 * layout(c))}. Prints as CuTe does: {@code Sw<3,4,3> o _0 o (8,64):(64,1)}.
 *
 * <pre>{@code
 * SwizzledLayout s = SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)");
 * s.index(2, 0);   // layout index 128; 128 ^ (128 >> 3) = 144
 * s.size();        // 512
 * }</pre>
 *
 * @param swizzle the outer function
 * @param offset added to the layout's index before swizzling
 * @param layout the inner layout
 */
public record SwizzledLayout(Swizzle swizzle, IntTuple.Int offset, Layout layout) {
  private static final Pattern FORM = Pattern.compile(
      "\\s*Sw(?:izzle)?\\s*<\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*>\\s*(?:\\{\\s*}\\s*)?o\\s*(\\S+?)\\s+o\\s+(.+)");

  /** Rejects nulls. */
  public SwizzledLayout {
    if (swizzle == null || offset == null || layout == null) {
      throw new IllegalArgumentException("a swizzled layout needs a swizzle, an offset and a layout");
    }
  }

  /**
   * Evaluates a derived-layout expression that may start with a swizzle,
   * {@code Sw<B,M,S> o expression}, as {@link Layout#derive} does; {@code tile_to_shape} keeps the
   * swizzle of its block. Without a swizzle the result is the layout alone (the identity swizzle).
   *
   * <pre>{@code SwizzledLayout.derive("tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_16,_64))");
   * // Sw<3,3,3> o _0 o ((_8,_2),(_64,_1)):((_64,_512),(_1,_0))}</pre>
   *
   * @param expression the expression
   * @return the swizzled layout, offset {@code _0}
   * @throws NotationException (an {@link IllegalArgumentException}) with a caret under the part at
   *     fault, as {@link Layout#derive}; or if the swizzle's parameters are invalid
   */
  public static SwizzledLayout derive(String expression) {
    var result = LayoutExpressions.evaluate(expression);
    var sw = result.swizzle();
    Swizzle swizzle;
    try {
      swizzle = sw == null ? new Swizzle(0, 0, 0) : new Swizzle(sw.bits(), sw.base(), sw.shift());
    } catch (IllegalArgumentException e) {
      throw new NotationException(expression, sw.position(), e.getMessage());
    }
    return new SwizzledLayout(swizzle, IntTuple.ofStatic(0), IntTupleDomain.layout(result.layout()));
  }

  /**
   * Parses CuTe's print form {@code Sw<B,M,S> o offset o layout}, or any form {@link #derive}
   * takes: {@code Sw<B,M,S> o layout} (offset {@code _0}), {@code Swizzle<B,M,S> o layout},
   * {@code composition(Swizzle<B,M,S>{}, layout)}, or a layout alone (the identity swizzle).
   *
   * <pre>{@code
   * SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)");
   * SwizzledLayout.parse("composition(Swizzle<3,4,3>{}, (8,64):(64,1))");   // the same
   * }</pre>
   *
   * @param text e.g. {@code "Sw<3,4,3> o 32 o (8,64):(64,1)"} or {@code "(8,64):(64,1)"}
   * @return the swizzled layout
   * @throws IllegalArgumentException if the text has no such form, or a part is invalid (with a
   *     caret under it)
   */
  public static SwizzledLayout parse(String text) {
    Matcher m = text == null ? null : FORM.matcher(text);
    if (m == null || !m.matches() || !m.group(4).matches("_?-?\\d+")) {
      return derive(text);
    }
    IntTuple.Int offset = (IntTuple.Int) IntTuple.parse(m.group(4));
    Swizzle sw = new Swizzle(parameter(m.group(1), "B (bits)", text),
        parameter(m.group(2), "M (base)", text), parameter(m.group(3), "S (shift)", text));
    return new SwizzledLayout(sw, offset, Layout.parse(m.group(5).trim()));
  }

  /** A parameter of {@code Sw<B,M,S>}: digits the pattern matched, perhaps too many for an int. */
  private static int parameter(String digits, String name, String text) {
    // more than 11 characters cannot be an int; longer runs would also overflow the long below
    long value = digits.length() > 11 ? Long.MAX_VALUE : Long.parseLong(digits);
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("the swizzle parameter " + name + " of \""
          + Values.abbreviate(text) + "\" is " + Values.abbreviate(digits)
          + ", which does not fit in an int (CuTe's swizzles use at most 31 bits)");
    }
    return (int) value;
  }

  /**
   * Number of coordinates (the inner layout's size).
   *
   * <pre>{@code SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").size();   // 512}</pre>
   */
  public int size() {
    return layout.size();
  }

  /**
   * The shape (the inner layout's).
   *
   * <pre>{@code SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").shape();   // (8,64)}</pre>
   */
  public IntTuple shape() {
    return layout.shape();
  }

  /**
   * The index of a 1-D coordinate.
   *
   * <pre>{@code
   * // 130 is (2,16): 2·64 + 16 = 144, whose bit 7 flips bit 4
   * SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").index(130);   // 128
   * }</pre>
   *
   * @param i a coordinate, at least 0
   * @return {@code swizzle.apply(offset + layout.index(i))}
   */
  public int index(int i) {
    return swizzled(layout.index(i));
  }

  /**
   * The index of one coordinate per mode or per leaf.
   *
   * <pre>{@code SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").index(new int[] {2, 0});   // 144}</pre>
   *
   * @param coords coordinates as {@link Layout#index(int...)} takes them
   * @return the swizzled index
   */
  public int index(int... coords) {
    return swizzled(layout.index(coords));
  }

  /**
   * {@link #index(int...)} for two coordinates, without the varargs array.
   *
   * <pre>{@code
   * SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").index(2, 0);   // 144
   * }</pre>
   *
   * @param c0 the first coordinate
   * @param c1 the second coordinate
   * @return the swizzled index
   */
  public int index(int c0, int c1) {
    return swizzled(layout.index(c0, c1));
  }

  /**
   * {@link #index(int...)} for three coordinates, without the varargs array.
   *
   * <pre>{@code
   * SwizzledLayout.parse("Sw<1,0,1> o _0 o (2,2,2):(1,2,4)").index(1, 1, 0);   // 3 ^ 1 = 2
   * }</pre>
   *
   * @param c0 the first coordinate
   * @param c1 the second coordinate
   * @param c2 the third coordinate
   * @return the swizzled index
   */
  public int index(int c0, int c1, int c2) {
    return swizzled(layout.index(c0, c1, c2));
  }

  /**
   * The index of a hierarchical coordinate.
   *
   * <pre>{@code
   * SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").index(IntTuple.parse("(2,0)"));   // 144
   * }</pre>
   *
   * @param coord as {@link Layout#index(IntTuple)} takes it
   * @return the swizzled index
   */
  public int index(IntTuple coord) {
    return swizzled(layout.index(coord));
  }

  /**
   * CuTe's {@code composition(ComposedLayout, tiler)}: the tiler goes inside, next to the layout.
   *
   * @param tiler as {@link Layout#compose(Tiler)} takes it
   * @return {@code swizzle o offset o (layout ∘ tiler)}
   */
  public SwizzledLayout compose(Tiler tiler) {
    return new SwizzledLayout(swizzle, offset, layout.compose(tiler));
  }

  /**
   * CuTe's {@code print_layout} table of a rank-2 swizzled layout: rows = mode 0, columns = mode 1,
   * each cell the swizzled index. The cell width follows the largest index in the table.
   *
   * <pre>{@code
   * SwizzledLayout.parse("Sw<1,0,1> o _0 o (2,2):(2,1)").printLayout();   // rows 0 1 / 3 2
   * }</pre>
   *
   * @return the table, first line the layout's print form
   * @throws IllegalArgumentException if the inner layout's rank is not 2, or the table would have
   *     more than 4096 cells or 256 columns
   */
  public String printLayout() {
    return LayoutPrinter.table(this);
  }

  private int swizzled(int index) {
    int base = offset.value();
    int sum = base + index;
    if (((base ^ sum) & (index ^ sum)) < 0) {
      throw new IllegalArgumentException("the index " + offset + " + " + index + " in "
          + Values.abbreviate(toString()) + " is " + ((long) base + index)
          + ", which does not fit in an int");
    }
    return swizzle.apply(sum);
  }

  /**
   * CuTe's print form: {@code Sw<3,4,3> o _0 o (8,64):(64,1)}; with no swizzle bits and offset
   * {@code _0} the layout alone, as CuTe's {@code composition(Swizzle<0,M,S>, layout)} is the layout
   * itself: {@code new Swizzle(0, 4, 2).compose(Layout.parse("(_16,_6):(_6,_1)"))} prints
   * {@code (_16,_6):(_6,_1)}.
   */
  @Override
  public String toString() {
    if (isPlainLayout()) {
      return layout.toString();
    }
    return swizzle + " o " + offset + " o " + layout;
  }

  /**
   * Whether this is its layout alone: no swizzle bits and offset {@code _0}, as CuTe's
   * {@code composition(Swizzle<0,M,S>, layout)} is the layout itself (and prints as it).
   *
   * <pre>{@code
   * SwizzledLayout.parse("Sw<0,4,2> o _0 o (_16,_6):(_6,_1)").isPlainLayout();  // true
   * SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)").isPlainLayout();     // false
   * }</pre>
   *
   * @return whether every index is the layout's own
   */
  public boolean isPlainLayout() {
    return swizzle.bits() == 0 && offset.isStatic() && offset.value() == 0;
  }
}
