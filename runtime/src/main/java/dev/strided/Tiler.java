package dev.strided;

import dev.strided.core.Notation;
import java.util.Arrays;
import java.util.List;

/**
 * What a layout can be composed with, divided by or multiplied by (CuTe's "tiler"): a {@link Layout},
 * an {@link Extent} {@code n} (meaning the layout {@code n:1}), a {@link ByMode} tuple of tilers
 * applied mode by mode, or {@link Keep} ({@code _}: leave this mode alone).
 *
 * <pre>{@code
 * Tiler a = Layout.parse("4:1");                          // a layout is a tiler
 * Tiler b = Tiler.of(4, 8);                               // by mode: 4:1 on mode 0, 8:1 on mode 1
 * Tiler c = Tiler.byMode(Layout.parse("4:1"), Tiler.KEEP, Layout.parse("(2,2):(1,2)"));
 * Tiler d = Tiler.parse("(4:1,_,(2,2):(1,2))");           // c, from text
 * Layout.parse("(8,8):(8,1)").logicalDivide(b);           // ((4,2),(8,1)):((8,32),(1,8))
 * }</pre>
 *
 * <p>Immutable, equal by value.
 */
public sealed interface Tiler permits Layout, Tiler.Extent, Tiler.ByMode, Tiler.Keep {

  /**
   * CuTe's {@code _} in a tiler: the mode is left as it is.
   *
   * <pre>{@code Layout.parse("(8,6):(1,8)").compose(Tiler.byMode(Layout.parse("4:2"), Tiler.KEEP));
   * // (4,6):(2,8): mode 1 kept whole}</pre>
   */
  Keep KEEP = Keep.INSTANCE;

  /**
   * Parses a tiler: a layout ({@code "4:1"}, {@code "(2,2):(1,2)"}), an integer ({@code "4"}, the
   * layout {@code 4:1}), {@code "_"}, or a parenthesized tuple of tilers applied by mode
   * ({@code "(4,8)"}, {@code "(4:1,_,(2,2):(1,2))"}). Integers follow {@link Layout#parse}: {@code _N}
   * is static, {@code N} dynamic. The text form of {@link #of(int...)}, {@link #of(Layout...)} and
   * {@link #byMode}.
   *
   * <pre>{@code Tiler.parse("(4,_)").equals(Tiler.byMode(Tiler.of(IntTuple.of(4)), Tiler.KEEP));   // true}</pre>
   *
   * @param text the tiler text
   * @return the tiler
   * @throws NotationException (an {@link IllegalArgumentException}) with a caret under the problem
   *     if the text is not a tiler
   */
  static Tiler parse(String text) {
    return TilerParser.parse(text);
  }

  /**
   * A by-mode tiler of extents: mode {@code i} of the layout is tiled by {@code extents[i]:1}
   * (dynamic extents, as {@code Tiler.parse("(4,8)")}); one extent gives a by-mode tiler of one mode.
   *
   * <pre>{@code Layout.parse("(8,8):(8,1)").compose(Tiler.of(2, 4));   // (2,4):(8,1)}</pre>
   *
   * @param extents one extent per leading mode, each at least 1
   * @return {@code (e0,e1,...)}
   */
  static ByMode of(int... extents) {
    Values.nonNull(extents, "extents");
    Tiler[] modes = new Tiler[extents.length];
    for (int i = 0; i < modes.length; i++) {
      modes[i] = new Extent(IntTuple.of(extents[i]));
    }
    return byMode(modes);
  }

  /**
   * A by-mode tiler of layouts: mode {@code i} of the layout is tiled by {@code layouts[i]}.
   *
   * <pre>{@code Layout.parse("(8,8):(8,1)").compose(Tiler.of(Layout.parse("2:2"), Layout.parse("4:1")));
   * // (2,4):(16,1)}</pre>
   *
   * @param layouts one layout per leading mode
   * @return {@code (l0,l1,...)}
   */
  static ByMode of(Layout... layouts) {
    return byMode(Values.nonNull(layouts, "layouts"));
  }

  /**
   * A by-mode tiler: mode {@code i} of the layout is tiled by {@code modes[i]}, which may be a
   * layout, an extent, {@link #KEEP} or another by-mode tiler (for a tuple mode).
   *
   * <pre>{@code Tiler.byMode(Tiler.of(4), Tiler.KEEP);   // (4,_)}</pre>
   *
   * @param modes one tiler per leading mode of the layout
   * @return {@code (t0,t1,...)}
   */
  static ByMode byMode(Tiler... modes) {
    return new ByMode(Arrays.asList(Values.nonNull(modes, "modes")));
  }

  /**
   * A shape as a tiler: an integer {@code n} is {@code n:1}, a tuple applies by mode, and
   * {@link IntTuple#ALL} is {@link #KEEP}.
   *
   * <pre>{@code Tiler.of(IntTuple.parse("(_4,_8)"));   // (_4,_8)}</pre>
   *
   * @param shape e.g. {@code (4,8)}
   * @return the tiler ({@code (4,8)} gives {@code ByMode(Extent 4, Extent 8)})
   */
  static Tiler of(IntTuple shape) {
    if (Values.nonNull(shape, "shape") instanceof IntTuple.Int n) {
      return new Extent(n);
    }
    if (shape == IntTuple.ALL) {
      return KEEP;
    }
    List<IntTuple> elements = ((IntTuple.Tuple) shape).elements();
    Tiler[] modes = new Tiler[elements.size()];
    for (int i = 0; i < modes.length; i++) {
      modes[i] = of(elements.get(i));
    }
    return byMode(modes);
  }

  /** How many by-mode levels a tiler nests: 0 for a layout, an extent or {@code _}. */
  private static int byModeNesting(Tiler t) {
    return t instanceof ByMode b
        ? 1 + b.modes().stream().mapToInt(Tiler::byModeNesting).max().orElse(0) : 0;
  }

  /**
   * An extent {@code n}: the compact layout {@code n:1} (CuTe's integral tiler).
   *
   * @param extent at least 1
   */
  record Extent(IntTuple.Int extent) implements Tiler {
    /** Checks that the extent is at least 1. */
    public Extent {
      if (extent == null || extent.value() < 1) {
        throw new IllegalArgumentException("a tiler extent must be at least 1, got " + extent);
      }
    }

    /** The extent as printed: {@code 4} or {@code _4}. */
    @Override
    public String toString() {
      return extent.toString();
    }
  }

  /**
   * A tuple of tilers, applied to the leading modes of a layout one by one.
   *
   * @param modes the tilers, in mode order (no nulls)
   */
  record ByMode(List<Tiler> modes) implements Tiler {
    /** Copies the list. */
    public ByMode {
      Values.nonNull(modes, "modes");
      for (int i = 0; i < modes.size(); i++) {
        if (modes.get(i) == null) {
          throw new IllegalArgumentException("mode " + i + " of a by-mode tiler must not be null");
        }
      }
      modes = List.copyOf(modes);
      int nesting = 1 + modes.stream().mapToInt(Tiler::byModeNesting).max().orElse(0);
      if (nesting > Notation.MAX_NESTING) {
        throw new IllegalArgumentException("a by-mode tiler may nest at most "
            + Notation.MAX_NESTING + " levels (the limit of parsed text); this one would nest "
            + nesting);
      }
    }

    /**
     * Number of modes tiled.
     *
     * <pre>{@code Tiler.of(4, 8).rank();   // 2}</pre>
     */
    public int rank() {
      return modes.size();
    }

    /** {@code (t0,t1,...)}. */
    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < modes.size(); i++) {
        sb.append(i == 0 ? "" : ",").append(modes.get(i));
      }
      return sb.append(')').toString();
    }
  }

  /** CuTe's underscore: the mode is kept as it is. Prints {@code _}. */
  enum Keep implements Tiler {
    /** The only instance. */
    INSTANCE;

    @Override
    public String toString() {
      return "_";
    }
  }
}
