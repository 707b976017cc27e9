package dev.strided.core;

import java.util.List;

/**
 * What a layout is composed with, divided by or multiplied by (CuTe's tiler): {@link Keep}
 * ({@code _}), an {@link Extent} {@code n} (the layout {@code n:1}), a layout ({@link Of}) or a
 * {@link ByMode} tuple of tilings applied to the leading modes one by one.
 *
 * <pre>{@code
 * Tiling<Tree<Long>, Long> t = new Tiling.ByMode<>(List.of(new Tiling.Extent<>(4L), new Tiling.Keep<>()));
 * }</pre>
 *
 * @param <T> the tree type
 * @param <L> the leaf type
 */
public sealed interface Tiling<T, L>
    permits Tiling.Keep, Tiling.Extent, Tiling.Of, Tiling.ByMode {
  /** {@code _}: the mode stays as it is. */
  record Keep<T, L>() implements Tiling<T, L> {}

  /**
   * The compact layout {@code n:1}.
   *
   * @param extent at least 1
   */
  record Extent<T, L>(L extent) implements Tiling<T, L> {}

  /**
   * A layout.
   *
   * @param layout its shape and stride
   */
  record Of<T, L>(Pair<T> layout) implements Tiling<T, L> {}

  /**
   * Tilings of the leading modes, in order.
   *
   * @param modes one per mode
   */
  record ByMode<T, L>(List<Tiling<T, L>> modes) implements Tiling<T, L> {
    /** Copies the list. */
    public ByMode {
      modes = List.copyOf(modes);
    }
  }
}
