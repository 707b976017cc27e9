package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A divide's tile larger than the whole static extent it divides. CuTe C++ accepts it silently
 * (one tile, most of it outside the layout: {@code zipped_divide} of {@code (_128,_8)} by
 * {@code (_8,_128)} is {@code ((_8,_128),(_16,_1))}); where tiles are declared (annotations), not
 * one tile fits, so it is a mistake — most often a tiler with its modes swapped — and no overhang
 * that rounding or masking makes right: refused under {@link Policy#REFUSE_OVERHANG} and
 * {@link Policy#MASKED}, naming the mode and the swap that fits. The runtime ({@link
 * Policy#ROUND_UP}) keeps C++'s result: there a problem smaller than one tile is a valid one.
 *
 * <pre>{@code TileFit.check(dom, (128,8):(1,128), (8,128));   // refused: tile mode 1 (128) is larger than ...}</pre>
 */
final class TileFit {
  /** No static span or extent: nothing to compare. */
  private static final long UNKNOWN = -1;

  private TileFit() {}

  /**
   * Refuses a by-mode tiler one of whose modes spans more than the whole static size of the
   * layout's mode it divides.
   *
   * <pre>{@code TileFit.check(dom, (128,8):(1,128), (8,128));   // refused, (128,8) named as the swap}</pre>
   */
  static <T, L> void check(Domain<T, L> dom, Pair<T> a, Tiling.ByMode<T, L> tiler) {
    if (dom.policy() == Policy.ROUND_UP) {
      return;
    }
    List<Tiling<T, L>> modes = tiler.modes();
    long[] span = new long[modes.size()];
    long[] extent = new long[modes.size()];
    for (int i = 0; i < span.length; i++) {
      span[i] = span(dom, modes.get(i));
      extent[i] = value(dom, Pairs.size(dom, Pairs.mode(dom, a, i).shape()));
    }
    for (int i = 0; i < span.length; i++) {
      if (larger(span[i], extent[i])) {
        throw new AlgebraException("tile mode " + i + " (" + tile(dom, modes.get(i), span[i])
            + ") is larger than the layout's mode " + i + " (" + extent[i] + "), so not one tile "
            + "fits in it: a mistake, not an overhang to round up or mask" + swap(dom, modes, span,
            extent, i));
      }
    }
  }

  /**
   * Refuses a layout or extent tile that spans more than the whole static size of the layout.
   *
   * <pre>{@code TileFit.check(dom, 8:1, 16:1);   // refused: the tile (16) is larger than the layout (8)}</pre>
   */
  static <T, L> void check(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tile) {
    if (dom.policy() == Policy.ROUND_UP) {
      return;
    }
    long span = span(dom, tile);
    long size = value(dom, Pairs.size(dom, a.shape()));
    if (larger(span, size)) {
      throw new AlgebraException("the tile (" + tile(dom, tile, span) + ") is larger than the "
          + "layout " + Pairs.print(dom, a) + " (size " + size + "), so not one tile fits in it: "
          + "a mistake, not an overhang to round up or mask");
    }
  }

  private static boolean larger(long span, long extent) {
    return span != UNKNOWN && extent != UNKNOWN && span > extent;
  }

  /** {@code "; its modes 0 and 1 look swapped: (128,8) fits"}, when exchanging two modes fits. */
  private static <T, L> String swap(Domain<T, L> dom, List<Tiling<T, L>> modes, long[] span,
      long[] extent, int i) {
    for (int j = 0; j < span.length; j++) {
      if (j != i && !larger(span[j], extent[i]) && !larger(span[i], extent[j])
          && span[j] != UNKNOWN && extent[j] != UNKNOWN) {
        List<Tiling<T, L>> swapped = new ArrayList<>(modes);
        swapped.set(i, modes.get(j));
        swapped.set(j, modes.get(i));
        return "; its modes " + Math.min(i, j) + " and " + Math.max(i, j) + " look swapped: the "
            + "tiler " + Pairs.print(dom, new Tiling.ByMode<>(swapped)) + " fits";
      }
    }
    return "; a tile fits when each of its modes is at most the layout's";
  }

  /** {@code 128} for an extent, {@code 4:4 spanning 13} for a layout whose span is not its size. */
  private static <T, L> String tile(Domain<T, L> dom, Tiling<T, L> t, long span) {
    if (t instanceof Tiling.Extent<T, L> e) {
      return String.valueOf(dom.valueOf(e.extent()));
    }
    return Pairs.print(dom, t) + " spanning " + span;
  }

  /** The extent one whole tile needs (its cosize), or {@link #UNKNOWN}. */
  private static <T, L> long span(Domain<T, L> dom, Tiling<T, L> t) {
    if (t instanceof Tiling.Extent<T, L> e) {
      return value(dom, e.extent());
    }
    if (!(t instanceof Tiling.Of<T, L> of)) {
      return UNKNOWN;
    }
    L[] shape = Pairs.leaves(dom, of.layout().shape());
    L[] stride = Pairs.leaves(dom, of.layout().stride());
    try {
      long span = 1;
      for (int k = 0; k < shape.length; k++) {
        long s = value(dom, shape[k]);
        if (s == UNKNOWN || !dom.isStatic(stride[k]) || !dom.hasValue(stride[k])) {
          return UNKNOWN;
        }
        long d = Math.absExact(dom.valueOf(stride[k]));
        span = Math.addExact(span, Math.multiplyExact(s - 1, d));
      }
      return span;
    } catch (ArithmeticException e) {
      return UNKNOWN;
    }
  }

  /** A static extent's value (at least 1), or {@link #UNKNOWN}. */
  private static <L> long value(Arithmetic<L> dom, L leaf) {
    return dom.isStatic(leaf) && dom.hasValue(leaf) ? dom.valueOf(leaf) : UNKNOWN;
  }
}
