package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.core.Quote;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * CuTe's {@code local_tile}, {@code local_partition} and thread-value partitions, built from a
 * zipped divide or a composition and a slice of the tensor's layout, as CuTe builds them
 * ({@code inner_partition} and {@code outer_partition} in {@code cute/tensor_impl.hpp}); the
 * {@link Step} forms dice the tiler, coordinate or thread layout first.
 *
 * <pre>{@code Partitions.localTile(DataLayout.of(Layout.parse("(_8,_16):(_16,_1)"), 0),
 *     Tiler.parse("(_4,_8)"), IntTuple.of(IntTuple.of(1), IntTuple.ALL));   // (_4,_8,_2):(_16,_1,_8) at 64}</pre>
 */
final class Partitions {
  private Partitions() {}

  /**
   * The zipped divide by {@code tiler}, sliced at {@code coord} in the rest mode: a tuple coordinate
   * gets trailing {@code _} up to the rest mode's rank and its {@code _} modes come after the tile's
   * modes; an integer indexes the rest mode 1-D.
   */
  static <P extends TensorLayout<P>> P localTile(P tensor, Tiler tiler, IntTuple coord) {
    if (coord == null) {
      throw new IllegalArgumentException("the tile coordinate must not be null");
    }
    int rank = tensor.shape().rank();
    if (tiler instanceof Tiler.ByMode byMode && byMode.rank() > rank) {
      throw new IllegalArgumentException("the tiler " + tiler + " has " + byMode.rank()
          + " modes, more than the rank " + rank + " of the tensor: for a CTA tiler of more modes"
          + " (such as (BLK_M,BLK_N,BLK_K) on an (M,K) operand) pass a Step that drops the others,"
          + " localTile(tiler, \"(1,0,_)\", Step.of(Step._1, Step.X, Step._1)), CuTe's "
          + "local_tile(t, tiler, make_coord(1,0,_), Step<_1,X,_1>{})");
    }
    P zipped = tensor.divide(Division.ZIPPED, tiler);
    IntTuple tiles = zipped.shape().get(1);
    checkInside(coord, tiles, coord, zipped);
    IntTuple rest = coord instanceof IntTuple.Tuple t ? padded(t.elements(), tiles.rank()) : coord;
    return zipped.slice(IntTuple.of(blanks(zipped.shape().get(0).rank()), rest));
  }

  /** CuTe's {@code local_tile(tensor, tiler, coord, step)}: the tiler and coordinate diced first. */
  static <P extends TensorLayout<P>> P localTile(P tensor, Tiler tiler, IntTuple coord,
      Step step) {
    Tiler diced = Dice.tiler(nonNull(step, "the step"), nonNull(tiler, "the tiler"));
    return localTile(tensor, diced, Dice.tuple(step, nonNull(coord, "the tile coordinate"),
        "the tile coordinate"));
  }

  /**
   * The elements of thread {@code thread} when the tensor is split among {@code size(threads)}
   * threads laid out by the compact layout {@code threads}: its tile mode sliced at the thread's
   * coordinate in {@code threads}.
   */
  static <P extends TensorLayout<P>> P localPartition(P tensor, Layout threads, int thread) {
    checkThreads(threads, thread);
    return outerPartition(tensor, threads, thread);
  }

  /**
   * CuTe's {@code local_partition(tensor, threads, thread, step)}: the thread layout diced by the
   * step, the thread's coordinate taken in the diced layout.
   */
  static <P extends TensorLayout<P>> P localPartition(P tensor, Layout threads, int thread,
      Step step) {
    checkThreads(threads, thread);
    return outerPartition(tensor, Dice.layout(nonNull(step, "the step"), threads), thread);
  }

  /**
   * The values of thread {@code thread} under a thread-value layout {@code (thread, value) ->
   * element}: the tensor composed with {@code tv}, sliced at {@code (thread, _)}.
   */
  static <P extends TensorLayout<P>> P partition(P tensor, Layout tv, int thread) {
    if (tv == null) {
      throw new IllegalArgumentException("the thread-value layout must not be null");
    }
    if (tv.rank() != 2) {
      throw new IllegalArgumentException("a thread-value layout has the two modes (thread, value); "
          + Quote.abbreviate(tv.toString()) + " has " + tv.rank());
    }
    if (thread < 0 || thread >= tv.size(0)) {
      throw new IllegalArgumentException("thread " + thread + " is outside the thread-value layout "
          + Quote.abbreviate(tv.toString()) + " of " + tv.size(0) + " threads (0 to "
          + (tv.size(0) - 1) + ")");
    }
    IndexRange range = IndexRange.of(tv);
    int size = tensor.shape().size();
    if (range.min() < 0 || range.max() >= size) {
      throw new IllegalArgumentException("the thread-value layout " + Quote.abbreviate(tv.toString())
          + " reaches the elements " + range.min() + " to " + range.max() + ", outside the "
          + size + " elements of the tensor");
    }
    return tensor.compose(tv).slice(IntTuple.of(IntTuple.of(thread), IntTuple.ALL));
  }

  private static void checkThreads(Layout threads, int thread) {
    if (threads == null) {
      throw new IllegalArgumentException("the thread layout must not be null");
    }
    if (thread < 0 || thread >= threads.size()) {
      throw new IllegalArgumentException("thread " + thread + " is outside the thread layout "
          + Quote.abbreviate(threads.toString()) + " of " + threads.size() + " threads (0 to "
          + (threads.size() - 1) + ")");
    }
    if (!threads.isCompact()) {
      throw new IllegalArgumentException("the thread layout " + Quote.abbreviate(threads.toString())
          + " is not compact: localPartition needs each thread 0 to " + (threads.size() - 1)
          + " to be the index of exactly one coordinate");
    }
  }

  /**
   * CuTe's {@code outer_partition(tensor, product_each(shape(threads)), threads.get_flat_coord(t))}:
   * the zipped divide by the threads' mode sizes, its tile mode sliced at the thread's coordinate.
   */
  private static <P extends TensorLayout<P>> P outerPartition(P tensor, Layout threads,
      int thread) {
    IntTuple modeSizes = threads.shape().productEach();
    // CuTe's product_each wraps an integer shape: the tiler is by-mode even for one mode
    Tiler tiler = Tiler.of(modeSizes instanceof IntTuple.Int n ? IntTuple.of(n) : modeSizes);
    P zipped = tensor.divide(Division.ZIPPED, tiler);
    IntTuple coord = flatCoord(threads, thread);
    IntTuple tile = coord instanceof IntTuple.Tuple t
        ? padded(t.elements(), zipped.shape().get(0).rank()) : coord;
    return zipped.slice(IntTuple.of(tile, blanks(zipped.shape().get(1).rank())));
  }

  /**
   * CuTe's {@code get_flat_coord}: leaf by leaf {@code (index / stride) % extent} ({@code 0} on an
   * extent 1, static when the extent is), each mode's leaves folded into its 1-D coordinate; right
   * for a compact layout and for the modes diced from one.
   */
  static IntTuple flatCoord(Layout threads, int index) {
    if (threads.shape() instanceof IntTuple.Int) {
      return leafCoord(index, threads.shape(), threads.stride());
    }
    List<IntTuple> modes = new ArrayList<>();
    for (int m = 0; m < threads.rank(); m++) {
      List<IntTuple.Int> extents = threads.shape(m).flatten();
      List<IntTuple.Int> strides = threads.stride(m).flatten();
      long value = 0;
      long below = 1;
      boolean isStatic = true;
      for (int k = 0; k < extents.size(); k++) {
        IntTuple.Int c = leafCoord(index, extents.get(k), strides.get(k));
        value += c.value() * below;
        below *= extents.get(k).value();
        isStatic &= c.isStatic();
      }
      modes.add(new IntTuple.Int((int) value, isStatic));
    }
    return new IntTuple.Tuple(modes);
  }

  private static IntTuple.Int leafCoord(int index, IntTuple extent, IntTuple stride) {
    IntTuple.Int s = (IntTuple.Int) extent;
    if (s.value() == 1) {
      return new IntTuple.Int(0, s.isStatic());
    }
    return IntTuple.of(index / ((IntTuple.Int) stride).value() % s.value());
  }

  /** Each integer of {@code c} below the size of the mode of {@code tiles} it addresses. */
  private static void checkInside(IntTuple c, IntTuple tiles, IntTuple coord, Object zipped) {
    if (c instanceof IntTuple.Int n && (n.value() < 0 || n.value() >= tiles.size())) {
      throw new IllegalArgumentException("the tile coordinate " + coord + " is outside the tiles of "
          + Quote.abbreviate(zipped.toString()) + ": its " + n.value() + " addresses a mode of "
          + tiles.size() + " tiles, " + tiles);
    }
    if (c instanceof IntTuple.Tuple g) {
      if (!(tiles instanceof IntTuple.Tuple t) || g.rank() > t.rank()) {
        throw new IllegalArgumentException("the tile coordinate " + coord + " does not fit the "
            + "tiles of " + Quote.abbreviate(zipped.toString()) + ": its " + g + " addresses"
            + " the mode " + tiles + " of rank " + tiles.rank());
      }
      for (int i = 0; i < g.rank(); i++) {
        checkInside(g.elements().get(i), t.elements().get(i), coord, zipped);
      }
    }
  }

  /** The elements, then {@code _} up to {@code rank}: CuTe's {@code append<R>(coord, _)}. */
  private static IntTuple padded(List<IntTuple> elements, int rank) {
    List<IntTuple> parts = new ArrayList<>(elements);
    while (parts.size() < rank) {
      parts.add(IntTuple.ALL);
    }
    return new IntTuple.Tuple(parts);
  }

  /** CuTe's {@code repeat<R>(_)}: {@code _} for one mode, else a tuple of them. */
  private static IntTuple blanks(int rank) {
    return rank == 1 ? IntTuple.ALL : new IntTuple.Tuple(Collections.nCopies(rank, IntTuple.ALL));
  }

  private static <T> T nonNull(T value, String what) {
    if (value == null) {
      throw new IllegalArgumentException(what + " must not be null");
    }
    return value;
  }
}
