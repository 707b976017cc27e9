package dev.strided.cli;

import dev.strided.Layout;
import dev.strided.SwizzledLayout;

/**
 * A layout as {@code show} reads it: CuTe's print form ({@code (4,8):(8,1)}), a swizzled layout's
 * ({@code Sw<3,0,3> o _0 o (8,8):(8,1)}), or an expression the runtime derives
 * ({@code zipped_divide((8,8):(1,8), (2,4))}, {@link SwizzledLayout#derive}).
 *
 * <pre>{@code
 * ShownLayout.of("tile_to_shape(Sw<1,0,1> o (_2,_2):(_2,_1), (_2,4))");   // a Swizzled
 * ShownLayout.of("(4,8):(8,1)");                                         // a Plain
 * }</pre>
 */
sealed interface ShownLayout {
  /** A layout without a swizzle. */
  record Plain(Layout layout) implements ShownLayout {}

  /** A swizzled layout. */
  record Swizzled(SwizzledLayout layout) implements ShownLayout {}

  /**
   * Reads a layout; an expression whose result has no swizzle is {@link Plain}.
   *
   * <pre>{@code ShownLayout.of("Sw<3,0,3> o _0 o (8,8):(8,1)");   // Swizzled[Sw<3,0,3> o _0 o (8,8):(8,1)]}</pre>
   *
   * @param text the layout as typed
   * @throws IllegalArgumentException (a {@link dev.strided.NotationException} with a caret for
   *     text that does not parse) if it is not a layout
   */
  static ShownLayout of(String text) {
    String stripped = text.strip();
    if (isExpression(stripped)) {
      SwizzledLayout derived = SwizzledLayout.derive(stripped);
      return derived.isPlainLayout() ? new Plain(derived.layout()) : new Swizzled(derived);
    }
    return stripped.startsWith("Sw<") ? new Swizzled(SwizzledLayout.parse(text))
        : new Plain(Layout.parse(text));
  }

  /**
   * An expression such as {@code zipped_divide((8,8):(1,8), (2,4))}: it starts with an operation's
   * name (a layout starts with a digit, {@code _} or {@code (}; a swizzled layout's print form with
   * {@code Sw<}).
   */
  private static boolean isExpression(String text) {
    return !text.isEmpty() && Character.isLetter(text.charAt(0)) && !text.startsWith("Sw<");
  }
}
