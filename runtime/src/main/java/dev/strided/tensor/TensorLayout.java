package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Tiler;

/**
 * What a tensor's views transform: its layout and where the layout starts (an offset into an array,
 * or an identity tensor's origin coordinate). Each operation returns the view's, computed by
 * {@link dev.strided.Layout}'s own operations; {@link Partitions} builds CuTe's tiles and partitions
 * from these four.
 *
 * <pre>{@code DataLayout.of(Layout.parse("(4,8):(8,1)"), 0).slice(IntTuple.parseCoordinate("(_,3)"));
 * // (4):(8) at 3}</pre>
 *
 * @param <P> the implementing type
 */
interface TensorLayout<P extends TensorLayout<P>> {
  /** The shape of the layout. */
  IntTuple shape();

  /** CuTe's {@code composition(layout, tiler)}, the start unchanged. */
  P compose(Tiler tiler);

  /** One of the divides, the start unchanged. */
  P divide(Division division, Tiler tiler);

  /**
   * CuTe's {@code tensor(coord)} with {@code _}: the kept modes, the start moved to the fixed
   * coordinates.
   */
  P slice(IntTuple coord);
}
