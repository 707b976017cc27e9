package dev.strided.tensor;

import dev.strided.Layout;
import dev.strided.Tiler;

/**
 * The four divides of a tensor's layout, by the name a message gives each.
 *
 * <pre>{@code Division.ZIPPED.of(Layout.parse("(_8,_8):(_8,_1)"), Tiler.parse("(_4,_2)"));
 * // ((_4,_2),(_2,_4)):((_8,_1),(_32,_2))}</pre>
 */
enum Division {
  LOGICAL("logicalDivide"), ZIPPED("zippedDivide"), TILED("tiledDivide"), FLAT("flatDivide");

  private final String method;

  Division(String method) {
    this.method = method;
  }

  /** The method's name, as a message names the view. */
  String method() {
    return method;
  }

  /** The layout divided by the tiler, with {@link Layout}'s own operation. */
  Layout of(Layout layout, Tiler tiler) {
    return switch (this) {
      case LOGICAL -> layout.logicalDivide(tiler);
      case ZIPPED -> layout.zippedDivide(tiler);
      case TILED -> layout.tiledDivide(tiler);
      case FLAT -> layout.flatDivide(tiler);
    };
  }
}
