package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code tile_to_shape(block, target[, order])}: the block repeated over the target shape,
 * column-major or in the given mode order
 * ({@code blocked_product(append<R>(block), make_ordered_layout(ceil_div(target, block shape), order))}).
 *
 * <pre>{@code
 * TileToShape.of(dom, block, target);          // (_2,_2):(_1,_2) to (_4,_6) = ((_2,_2),(_2,_3)):((_1,_4),(_2,_8))
 * TileToShape.of(dom, block, target, order);   // ... in order (_2,_1): ((_2,_2),(_2,_3)):((_1,_12),(_2,_4))
 * }</pre>
 */
public final class TileToShape {
  private static final String OPERATION = "tile_to_shape";

  private TileToShape() {}

  /**
   * {@code tile_to_shape(block, target)}.
   *
   * <pre>{@code TileToShape.of(dom, block, target);   // (_2,_2):(_1,_2) to (_4,_6) = ((_2,_2),(_2,_3)):((_1,_4),(_2,_8))}</pre>
   *
   * @throws AlgebraException if the block has more modes than the target, or a mode's size does
   *     not divide the target's where C++ asserts it (both static) or the policy refuses overhangs
   */
  public static <T, L> Pair<T> of(Domain<T, L> dom, Pair<T> block, T target) {
    return of(dom, block, target, null);
  }

  /**
   * {@code tile_to_shape(block, target, order)}: the repeats laid out by
   * {@code make_ordered_layout(repeats, order)} ({@link OrderedLayouts}), so the block is repeated
   * along the mode of the smallest order first; null is column-major.
   *
   * <pre>{@code TileToShape.of(dom, block, target, order);   // (_2,_2):(_1,_2) to (_4,_6) in order (_2,_1): ((_2,_2),(_2,_3)):((_1,_12),(_2,_4))}</pre>
   *
   * @param order one integer, or a flat tuple of integers with the target's rank; or null
   * @throws AlgebraException as {@link #of(Domain, Pair, Object)}, or if the order is nested or its
   *     rank is not the target's
   */
  public static <T, L> Pair<T> of(Domain<T, L> dom, Pair<T> block, T target, T order) {
    if (order != null) {
      TileOrder.checked(dom, target, order);
    }
    int rank = Pairs.rank(dom, target);
    int blockRank = Pairs.rank(dom, block);
    if (blockRank > rank) {
      throw new AlgebraException(OPERATION + "(" + Pairs.print(dom, block) + ", "
          + Pairs.print(dom, target) + "): the block has rank " + blockRank
          + ", more than the rank " + rank + " of the target shape");
    }
    List<Pair<T>> modes = new ArrayList<>(Pairs.modes(dom, block));
    while (modes.size() < rank) {
      modes.add(new Pair<>(dom.ofLeaf(dom.constant(1)), dom.ofLeaf(dom.constant(0))));
    }
    Pair<T> padded = rank == 1 ? block : Pairs.concat(dom, modes);
    List<T> repeats = new ArrayList<>(rank);
    for (int i = 0; i < rank; i++) {
      L blockSize = Pairs.size(dom, modes.get(i).shape());
      L targetSize = Pairs.size(dom, Pairs.get(dom, target, i));
      repeats.add(dom.ofLeaf(repeats(dom, block, target, i, blockSize, targetSize)));
    }
    T shape = rank == 1 ? repeats.get(0) : dom.tuple(repeats);
    Pair<T> grid = order == null || rank == 1
        ? new Pair<>(shape, CompactStrides.compactLeft(dom, shape))
        : OrderedLayouts.ordered(dom, shape, order);
    return Product.blocked(dom, padded, grid);
  }

  /**
   * {@code ceil_div(target_i, block_i)}, refused where C++ asserts (a static target; C++ does not
   * compile a dynamic block against it) or the policy forbids an overhanging tile.
   */
  private static <T, L> L repeats(Domain<T, L> dom, Pair<T> block, T target, int i, L blockSize,
      L targetSize) {
    Decision divides = dom.divides(blockSize, targetSize);
    boolean cxxAsserts = dom.isStatic(targetSize);
    if (!divides.holds() && (cxxAsserts || dom.policy() == Policy.REFUSE_OVERHANG)) {
      String why = divides.depends() ? " is not known to be a multiple of " : " is not a multiple of ";
      throw new AlgebraException(OPERATION + "(" + Pairs.print(dom, block) + ", "
          + Pairs.print(dom, target) + "): the target's mode " + i + " of size "
          + dom.print(targetSize) + why + dom.print(blockSize) + ", the size of the block's mode "
          + i + (divides.depends() ? "" : " (the last tile would overhang the target)"),
          divides.wouldProve());
    }
    return divides.holds() ? dom.quotient(targetSize, blockSize) : dom.ceilDiv(targetSize, blockSize);
  }
}
