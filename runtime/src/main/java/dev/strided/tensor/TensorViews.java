package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.core.Quote;
import java.util.function.Supplier;

/**
 * What every tensor type has, written once: its shape, the views (each a tensor of the
 * same type over the same storage, its layout transformed by {@link Layout}'s operations) and
 * CuTe's {@code print_tensor}. The per-type classes add element access.
 *
 * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).localTile(Tiler.parse("(_4,_2)"), 1, 1);
 * // (_4,_2):(_8,_1) at offset 34}</pre>
 *
 * @param <S> the tensor type, which the views return
 * @param <P> its layout and start
 */
abstract class TensorViews<S extends TensorViews<S, P>, P extends TensorLayout<P>> {
  /** The layout and where it starts. */
  final P at;

  TensorViews(P at) {
    this.at = at;
  }

  /** A tensor of this type over the same storage with another layout and start. */
  abstract S view(P next);

  /** CuTe's {@code pretty_print} of the element at one coordinate per mode. */
  abstract String elementText(int[] modeCoords);

  /**
   * The number of elements: the layout's size.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,(2,3))")).size();   // 24}</pre>
   */
  public int size() {
    return at.shape().size();
  }

  /**
   * The number of top-level modes.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,(2,3))")).rank();   // 2}</pre>
   */
  public int rank() {
    return at.shape().rank();
  }

  /**
   * The layout's shape.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,(2,3))")).shape();   // (4,(2,3))}</pre>
   */
  public IntTuple shape() {
    return at.shape();
  }

  /**
   * CuTe's {@code tensor(coord)} with {@code _}: the modes marked {@link IntTuple#ALL} as a tensor,
   * the start moved to the fixed coordinates.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,8):(8,1)")).slice(IntTuple.of(IntTuple.ALL, IntTuple.of(3)));
   * // (4):(8) at offset 3}</pre>
   *
   * @param coord a coordinate whose leaves are integers or {@code ALL}, e.g. {@code (_,3)}
   * @throws IllegalArgumentException if it does not fit the shape
   */
  public S slice(IntTuple coord) {
    return view("slice at " + coord, () -> at.slice(coord));
  }

  /**
   * {@link #slice(IntTuple)} of a coordinate in print form, {@code _} for {@code ALL}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,8):(8,1)")).slice("(_,3)");   // (4):(8) at offset 3}</pre>
   *
   * @param coord a coordinate with {@code _}, e.g. {@code "(_,3)"} or {@code "(1,(_,2))"}
   * @throws IllegalArgumentException if it does not parse or does not fit the shape
   */
  public S slice(String coord) {
    return view("slice at " + coord, () -> at.slice(IntTuple.parseCoordinate(coord)));
  }

  /**
   * CuTe's {@code tensor.compose(tiler)}: this tensor's layout composed with {@code tiler}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(8,8):(8,1)")).compose(Tiler.parse("(2,4)"));   // (2,4):(8,1)}</pre>
   *
   * @param tiler a layout, an extent, {@code _} or a by-mode tuple
   * @throws IllegalArgumentException if the composition is refused (its message says why)
   */
  public S compose(Tiler tiler) {
    return view("compose with " + tiler, () -> at.compose(tiler));
  }

  /**
   * CuTe's {@code logical_divide}: mode by mode, a tile and the tiles.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).logicalDivide(Tiler.parse("(_4,_2)"));
   * // ((_4,_2),(_2,_4)):((_8,_32),(_1,_2))}</pre>
   *
   * @param tiler the tiler
   * @throws IllegalArgumentException if the divide is refused (its message says why)
   */
  public S logicalDivide(Tiler tiler) {
    return divide(Division.LOGICAL, tiler);
  }

  /**
   * CuTe's {@code zipped_divide}: {@code ((tile modes),(rest modes))}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).zippedDivide(Tiler.parse("(_4,_2)"));
   * // ((_4,_2),(_2,_4)):((_8,_1),(_32,_2))}</pre>
   *
   * @param tiler the tiler
   * @throws IllegalArgumentException if the divide is refused (its message says why)
   */
  public S zippedDivide(Tiler tiler) {
    return divide(Division.ZIPPED, tiler);
  }

  /**
   * CuTe's {@code tiled_divide}: {@code ((tile modes),rest modes...)}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).tiledDivide(Tiler.parse("(_4,_2)"));
   * // ((_4,_2),_2,_4):((_8,_1),_32,_2)}</pre>
   *
   * @param tiler the tiler
   * @throws IllegalArgumentException if the divide is refused (its message says why)
   */
  public S tiledDivide(Tiler tiler) {
    return divide(Division.TILED, tiler);
  }

  /**
   * CuTe's {@code flat_divide}: {@code (tile modes...,rest modes...)}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).flatDivide(Tiler.parse("(_4,_2)"));
   * // (_4,_2,_2,_4):(_8,_1,_32,_2)}</pre>
   *
   * @param tiler the tiler
   * @throws IllegalArgumentException if the divide is refused (its message says why)
   */
  public S flatDivide(Tiler tiler) {
    return divide(Division.FLAT, tiler);
  }

  /**
   * CuTe's {@code local_tile(tensor, tiler, coord)}: the zipped divide by {@code tiler}, its rest
   * mode sliced at {@code coord}. A tuple coordinate gets trailing {@link IntTuple#ALL}, and the
   * tile modes it keeps with {@code ALL} follow the tile's own at the top level; a single integer
   * indexes the tiles 1-D. The last tile overhangs the tensor where the tiler does not divide it,
   * as in CuTe (an {@link IdentityTensor}'s {@code inBounds} tells which elements are inside).
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_16):(_16,_1)"))
   *     .localTile(Tiler.parse("(_4,_8)"), IntTuple.of(IntTuple.of(1), IntTuple.ALL));
   * // (_4,_8,_2):(_16,_1,_8) at offset 64}</pre>
   *
   * @param tiler the tile
   * @param coord the tile's coordinate among the tiles, with {@code ALL} for modes to keep
   * @throws IllegalArgumentException if the divide is refused, or the coordinate has more modes
   *     than the tiles or lies outside them
   */
  public S localTile(Tiler tiler, IntTuple coord) {
    return view("localTile by " + tiler + " at " + coord,
        () -> Partitions.localTile(at, tiler, coord));
  }

  /**
   * {@link #localTile(Tiler, IntTuple)} of a coordinate in print form, {@code _} for {@code ALL}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_16):(_16,_1)")).localTile(Tiler.parse("(_4,_8)"), "(1,_)");
   * // (_4,_8,_2):(_16,_1,_8) at offset 64}</pre>
   *
   * @param tiler the tile
   * @param coord the tile's coordinate among the tiles, with {@code _} for modes to keep
   * @throws IllegalArgumentException as the typed form, or if the coordinate does not parse
   */
  public S localTile(Tiler tiler, String coord) {
    return view("localTile by " + tiler + " at " + coord,
        () -> Partitions.localTile(at, tiler, tileCoordinate(coord)));
  }

  /**
   * {@link #localTile(Tiler, IntTuple)} at an integer coordinate per mode of the tiles.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).localTile(Tiler.parse("(_4,_2)"), 1, 1);
   * // (_4,_2):(_8,_1) at offset 34}</pre>
   *
   * @param tiler the tile
   * @param coord two or more coordinates (one integer would index the tiles 1-D: use
   *     {@code localTile(tiler, IntTuple.of(5))} for that)
   * @throws IllegalArgumentException as the typed form, or for fewer than two coordinates
   */
  public S localTile(Tiler tiler, int... coord) {
    if (coord == null || coord.length < 2) {
      throw new IllegalArgumentException("localTile(tiler, int...) takes two or more coordinates, "
          + "got " + (coord == null ? "null" : coord.length) + "; a single integer indexes the tiles"
          + " 1-D through localTile(tiler, IntTuple.of(5))");
    }
    IntTuple[] modes = new IntTuple[coord.length];
    for (int i = 0; i < coord.length; i++) {
      modes[i] = IntTuple.of(coord[i]);
    }
    return localTile(tiler, IntTuple.of(modes));
  }

  /**
   * CuTe's {@code local_tile(tensor, tiler, coord, Step<...>{})}: the tiler and the coordinate
   * diced by {@code step} (the modes marked {@link Step#X} dropped), then
   * {@link #localTile(Tiler, IntTuple)}. One CTA tiler and coordinate serve every operand.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_64,_16)"))   // A: (M,K)
   *     .localTile(Tiler.of(32, 8, 4), IntTuple.of(IntTuple.of(1), IntTuple.of(0), IntTuple.ALL),
   *         Step.of(Step._1, Step.X, Step._1));
   * // (32,4,4):(_1,_64,256) at offset 32: M tile 1, every K tile}</pre>
   *
   * @param tiler a by-mode tiler (or a layout) of the step's rank
   * @param coord a tuple coordinate of the step's rank, {@code ALL} for modes to keep
   * @param step one {@code _1} or {@code X} per mode (nested steps for tuple modes)
   * @throws IllegalArgumentException if the step does not fit the tiler or coordinate, keeps no
   *     mode, or the diced local tile is refused
   */
  public S localTile(Tiler tiler, IntTuple coord, Step step) {
    return view("localTile by " + tiler + " at " + coord + " with step " + step,
        () -> Partitions.localTile(at, tiler, coord, step));
  }

  /**
   * {@link #localTile(Tiler, IntTuple, Step)} of CuTe's coordinate text, {@code _} where a mode is
   * kept: {@code local_tile(t, tiler, make_coord(3,1,_), Step<_1,X,_1>{})}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_64,_16)"))   // A: (M,K)
   *     .localTile(Tiler.of(32, 8, 4), "(1,0,_)", Step.of(Step._1, Step.X, Step._1));
   * // (32,4,4):(_1,_64,256) at offset 32, as with IntTuple.of(IntTuple.of(1), IntTuple.of(0), IntTuple.ALL)}</pre>
   *
   * @throws IllegalArgumentException as the typed form, or if the coordinate does not parse
   */
  public S localTile(Tiler tiler, String coord, Step step) {
    return view("localTile by " + tiler + " at " + coord + " with step " + step,
        () -> Partitions.localTile(at, tiler, tileCoordinate(coord), step));
  }

  /**
   * CuTe's {@code local_partition(tensor, threads, thread)}: the tensor split among
   * {@code threads.size()} threads laid out by {@code threads}, the elements of one — the tile mode
   * of the zipped divide by the threads' mode sizes, sliced at the thread's coordinate in
   * {@code threads} (for {@code (8,4):(4,1)}, thread 5 is {@code (1,1)}).
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).localPartition(Layout.parse("(_2,_4):(_4,_1)"), 5);
   * // (_4,_2):(_16,_4) at offset 9}</pre>
   *
   * @param threads a compact layout, thread coordinate to thread index
   * @param thread the thread index
   * @throws IllegalArgumentException if the thread is outside the layout, the layout is not
   *     compact, or the divide by its shape is refused
   */
  public S localPartition(Layout threads, int thread) {
    return view("localPartition among " + threads, () -> Partitions.localPartition(at, threads,
        thread));
  }

  /**
   * CuTe's {@code local_partition(tensor, threads, thread, Step<...>{})}: the thread layout diced by
   * {@code step} (its modes marked {@link Step#X} dropped, in shape and stride), then split as
   * {@link #localPartition(Layout, int)} with the thread's coordinate in the diced layout. One
   * thread layout serves every operand; the threads along a dropped mode share their elements.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_4)"))   // A: (M,K)
   *     .localPartition(Layout.parse("(_2,_4,_1):(_4,_1,_0)"), 5, Step.of(Step._1, Step.X, Step._1));
   * // (_4,_4):(_2,_8) at offset 1: thread 5 is (1,1,0), A's rows 1, 3, 5, 7}</pre>
   *
   * @param threads a compact layout, thread coordinate to thread index, of the step's rank
   * @param thread the thread index, below {@code threads.size()}
   * @param step one {@code _1} or {@code X} per mode of {@code threads}
   * @throws IllegalArgumentException as {@link #localPartition(Layout, int)}, or if the step does
   *     not fit the thread layout or keeps no mode
   */
  public S localPartition(Layout threads, int thread, Step step) {
    return view("localPartition among " + threads + " with step " + step,
        () -> Partitions.localPartition(at, threads, thread, step));
  }

  /**
   * The values of one thread under a thread-value layout {@code (thread, value) -> element}, as
   * CuTe's TiledCopy and TiledMMA partition: this tensor composed with {@code tv}, sliced at
   * {@code (thread, ALL)}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_2,_4)")).partition(Layout.parse("(_4,_2):(_2,_1)"), 1);
   * // (_2):(_1) at offset 2}</pre>
   *
   * @param tv a rank-2 layout whose elements lie in {@code 0 .. size()-1}
   * @param thread the thread, below {@code tv.size(0)}
   * @throws IllegalArgumentException if {@code tv} is not rank 2, reaches outside this tensor, the
   *     thread is outside it, or the composition is refused
   */
  public S partition(Layout tv, int thread) {
    return view("partition by " + tv, () -> Partitions.partition(at, tv, thread));
  }

  /**
   * CuTe's {@code print_tensor} without the pointer: the layout and {@code ":"}, then the elements —
   * one per line for rank 1, rows for rank 2, rank 3 as rank-2 slices between lines of {@code -},
   * rank 4 as rank-3 slices between lines of {@code =} (5 per column); beyond rank 4 the first line
   * only, as CuTe.
   *
   * <pre>{@code IntTensor.of(new int[] {0, 1, 2, 3}, Layout.parse("(_2,_2)")).printTensor();
   * // "(_2,_2):(_1,_2):\n    0    2\n    1    3\n"}</pre>
   */
  public String printTensor() {
    StringBuilder out = new StringBuilder(toString()).append(":\n");
    IntTuple shape = at.shape();
    int rank = shape.rank();
    if (rank == 1) {
      for (int m = 0; m < shape.size(); m++) {
        out.append(elementText(new int[] {m})).append('\n');
      }
    } else if (rank <= 4) {
      int[] extents = new int[4];
      for (int mode = 0; mode < 4; mode++) {
        extents[mode] = mode < rank ? shape.get(mode).size() : 1;
      }
      String dashes = "-".repeat(5 * extents[1]);
      for (int p = 0; p < extents[3]; p++) {
        if (p > 0) {
          out.append("=".repeat(5 * extents[1])).append('\n');
        }
        for (int k = 0; k < extents[2]; k++) {
          if (k > 0) {
            out.append(dashes).append('\n');
          }
          appendRows(out, extents, rank, k, p);
        }
      }
    }
    return out.toString();
  }

  private void appendRows(StringBuilder out, int[] extents, int rank, int k, int p) {
    int[] coords = new int[rank];
    for (int m = 0; m < extents[0]; m++) {
      for (int n = 0; n < extents[1]; n++) {
        int[] all = {m, n, k, p};
        System.arraycopy(all, 0, coords, 0, rank);
        out.append(elementText(coords));
      }
      out.append('\n');
    }
  }

  private static IntTuple tileCoordinate(String text) {
    try {
      return IntTuple.parseCoordinate(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("the tile coordinate: " + e.getMessage(), e);
    }
  }

  private S divide(Division division, Tiler tiler) {
    return view(division.method() + " by " + tiler, () -> at.divide(division, tiler));
  }

  /** The view, a refusal rethrown with the view and this tensor named first. */
  private S view(String what, Supplier<P> next) {
    try {
      return view(next.get());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(what + " of the tensor " + Quote.abbreviate(toString())
          + ": " + e.getMessage(), e);
    }
  }

  /** CuTe's {@code print(tensor)} without the pointer: the layout and where it starts. */
  @Override
  public abstract String toString();
}
