package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Quote;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * CuTe's {@code local_tile}, {@code local_partition} and thread-value partitions, built from a
 * zipped divide or a composition and a slice of the tensor's layout, as CuTe builds them
 * ({@code inner_partition} and {@code outer_partition} in {@code cute/tensor_impl.hpp}).
 *
 * <pre>{@code Partitions.localTile(DataLayout.of(Layout.parse("(_8,_16):(_16,_1)"), 0),
 *     Tiler.parse("(_4,_8)"), "(1,_)");   // (_4,_8,_2):(_16,_1,_8) at 64}</pre>
 */
final class Partitions {
  private Partitions() {}

  /**
   * The zipped divide by {@code tiler}, sliced at {@code coord} in the rest mode: a tuple coordinate
   * gets trailing {@code _} up to the rest mode's rank and its {@code _} modes come after the tile's
   * modes; an integer indexes the rest mode 1-D.
   */
  static <P extends TensorLayout<P>> P localTile(P tensor, Tiler tiler, String coord) {
    Notation.Term term = parse(coord, "the tile coordinate");
    P zipped = tensor.divide(Division.ZIPPED, tiler);
    IntTuple tiles = zipped.shape().get(1);
    checkInside(term, tiles, coord, zipped);
    String rest;
    if (term instanceof Notation.Group g) {
      rest = padded(texts(g), tiles.rank());
    } else {
      rest = text(term);
    }
    return zipped.slice("(" + blanks(zipped.shape().get(0).rank()) + "," + rest + ")");
  }

  /**
   * The elements of thread {@code thread} when the tensor is split among {@code size(threads)}
   * threads laid out by the compact layout {@code threads}: its tile mode sliced at the thread's
   * coordinate in {@code threads}, the coordinate {@code c} with {@code threads(c) == thread}.
   */
  static <P extends TensorLayout<P>> P localPartition(P tensor, Layout threads, int thread) {
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
    IntTuple modeSizes = threads.shape().productEach();
    IntTuple coord = Layout.columnMajor(modeSizes).coord(threads.rightInverse().index(thread));
    // CuTe's product_each wraps an integer shape: the tiler is by-mode even for one mode
    Tiler tiler = Tiler.of(modeSizes instanceof IntTuple.Int n ? IntTuple.of(n) : modeSizes);
    P zipped = tensor.divide(Division.ZIPPED, tiler);
    List<String> parts = new ArrayList<>();
    coord.flatten().forEach(c -> parts.add(String.valueOf(c.value())));
    String tile = coord instanceof IntTuple.Int ? parts.get(0)
        : padded(parts, zipped.shape().get(0).rank());
    return zipped.slice("(" + tile + "," + blanks(zipped.shape().get(1).rank()) + ")");
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
    return tensor.compose(tv).slice("(" + thread + ",_)");
  }

  /** Each integer of {@code term} below the size of the mode of {@code tiles} it addresses. */
  private static void checkInside(Notation.Term term, IntTuple tiles, String coord, Object zipped) {
    if (term instanceof Notation.Number n && (n.value() < 0 || n.value() >= tiles.size())) {
      throw new IllegalArgumentException("the tile coordinate " + coord + " is outside the tiles of "
          + Quote.abbreviate(zipped.toString()) + ": its " + n.value() + " addresses a mode of "
          + tiles.size() + " tiles, " + tiles);
    }
    if (term instanceof Notation.Group g) {
      if (!(tiles instanceof IntTuple.Tuple t) || g.elements().size() > t.rank()) {
        throw new IllegalArgumentException("the tile coordinate " + coord + " does not fit the "
            + "tiles of " + Quote.abbreviate(zipped.toString()) + ": its " + text(g) + " addresses"
            + " the mode " + tiles + " of rank " + tiles.rank());
      }
      for (int i = 0; i < g.elements().size(); i++) {
        checkInside(g.elements().get(i), t.elements().get(i), coord, zipped);
      }
    }
  }

  private static Notation.Term parse(String coord, String what) {
    if (coord == null) {
      throw new IllegalArgumentException(what + " must not be null");
    }
    try {
      return Notation.parseTuple(coord);
    } catch (NotationError e) {
      throw new IllegalArgumentException(what + ": " + e.getMessage(), e);
    }
  }

  /** The parts, then {@code _} up to {@code rank}: CuTe's {@code append<R>(coord, _)}. */
  private static String padded(List<String> elements, int rank) {
    List<String> parts = new ArrayList<>(elements);
    while (parts.size() < rank) {
      parts.add("_");
    }
    return "(" + String.join(",", parts) + ")";
  }

  /** CuTe's {@code repeat<R>(_)}: {@code _} for one mode, else a tuple of them. */
  private static String blanks(int rank) {
    return rank == 1 ? "_" : "(" + String.join(",", Collections.nCopies(rank, "_")) + ")";
  }

  private static String text(Notation.Term t) {
    if (t instanceof Notation.Number n) {
      return (n.isStatic() ? "_" : "") + n.value();
    }
    if (t instanceof Notation.Blank) {
      return "_";
    }
    if (t instanceof Notation.Group g) {
      return padded(texts(g), 0);
    }
    throw new IllegalArgumentException("a tile coordinate holds integers and '_' only");
  }

  private static List<String> texts(Notation.Group g) {
    List<String> parts = new ArrayList<>();
    for (Notation.Term e : g.elements()) {
      parts.add(text(e));
    }
    return parts;
  }
}
