package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The regroupings behind the zipped, tiled, flat, blocked and raked variants: CuTe's
 * {@code zip2_by}, the {@code (_, repeat<R>(_))} slices, and {@code zip}.
 */
final class Regroup {
  private Regroup() {}

  /** Names the operation and its operands, for messages only (printed when an error happens). */
  record Operation<T, L>(String name, Domain<T, L> dom, Pair<T> a, Tiling<T, L> b) {
    String describe() {
      return name + " of " + Pairs.print(dom, a) + " by " + Pairs.print(dom, b);
    }
  }

  /**
   * CuTe's {@code zip2_by(layout, tiler)}: the rank-2 modes (tile, rest) found at the tiler's leaves
   * are gathered into {@code ((tiles...), (rests..., untiled modes...))}. A mode kept by {@code _}
   * goes whole into the rest group, where C++ splits it as if it were a (tile, rest) pair.
   */
  static <T, L> Pair<T> zip2By(Domain<T, L> dom, Pair<T> layout, Tiling<T, L> guide,
      Operation<T, L> operation) {
    if (!(guide instanceof Tiling.ByMode<T, L>)) {
      requirePair(dom, layout, guide, operation);
      return layout;
    }
    List<Pair<T>> tiles = new ArrayList<>();
    List<Pair<T>> rests = new ArrayList<>();
    split(dom, layout, guide, operation, tiles, rests);
    if (tiles.isEmpty()) {
      throw new AlgebraException(operation.describe() + ": the tiler keeps every mode, so there is"
          + " no tile to gather");
    }
    return Pairs.concat(dom, Pairs.concat(dom, tiles), Pairs.concat(dom, rests));
  }

  /** Adds the tile and rest modes of {@code layout} under a by-mode {@code guide}. */
  private static <T, L> void split(Domain<T, L> dom, Pair<T> layout, Tiling<T, L> guide,
      Operation<T, L> operation, List<Pair<T>> tiles, List<Pair<T>> rests) {
    List<Tiling<T, L>> modes = ((Tiling.ByMode<T, L>) guide).modes();
    int rank = Pairs.rank(dom, layout);
    for (int i = 0; i < rank; i++) {
      Pair<T> mode = Pairs.mode(dom, layout, i);
      Tiling<T, L> sub = i < modes.size() ? modes.get(i) : new Tiling.Keep<>();
      if (sub instanceof Tiling.Keep) {
        rests.add(mode);
      } else if (sub instanceof Tiling.ByMode) {
        List<Pair<T>> subTiles = new ArrayList<>();
        List<Pair<T>> subRests = new ArrayList<>();
        split(dom, mode, sub, operation, subTiles, subRests);
        if (!subTiles.isEmpty()) {
          tiles.add(Pairs.concat(dom, subTiles));
        }
        rests.add(Pairs.concat(dom, subRests));
      } else {
        requirePair(dom, mode, sub, operation);
        tiles.add(Pairs.mode(dom, mode, 0));
        rests.add(Pairs.mode(dom, mode, 1));
      }
    }
  }

  private static <T, L> void requirePair(Domain<T, L> dom, Pair<T> layout, Tiling<T, L> guide,
      Operation<T, L> operation) {
    int rank = Pairs.rank(dom, layout);
    if (rank != 2 || !Pairs.isTuple(dom, layout)) {
      throw new AlgebraException(operation.describe() + ": the mode " + Pairs.print(dom, layout)
          + " under the tiler " + Pairs.print(dom, guide) + " has rank " + rank
          + ", but it must be a rank-2 (tile, rest) pair to be split");
    }
  }

  /** {@code result(_, repeat<R1>(_))}: mode 1's own modes become top-level modes. */
  static <T, L> Pair<T> unpackRest(Domain<T, L> dom, Pair<T> zipped) {
    List<Pair<T>> modes = new ArrayList<>();
    modes.add(Pairs.mode(dom, zipped, 0));
    unpack(dom, Pairs.mode(dom, zipped, 1), modes);
    return Pairs.concat(dom, modes);
  }

  /** {@code result(repeat<R0>(_), repeat<R1>(_))}: both modes' own modes become top-level. */
  static <T, L> Pair<T> unpackBoth(Domain<T, L> dom, Pair<T> zipped) {
    List<Pair<T>> modes = new ArrayList<>();
    unpack(dom, Pairs.mode(dom, zipped, 0), modes);
    unpack(dom, Pairs.mode(dom, zipped, 1), modes);
    return Pairs.concat(dom, modes);
  }

  /** A mode of rank 1 stays whole ({@code repeat<1>(_)} is {@code _}); else its modes are spliced. */
  private static <T, L> void unpack(Domain<T, L> dom, Pair<T> mode, List<Pair<T>> into) {
    if (Pairs.rank(dom, mode) == 1) {
      into.add(mode);
    } else {
      into.addAll(Pairs.modes(dom, mode));
    }
  }

  /** CuTe's {@code zip(a, b)} of two layouts: {@code ((a0,b0),(a1,b1),...)}. */
  static <T, L> Pair<T> zip(Domain<T, L> dom, Pair<T> a, Pair<T> b, Operation<T, L> operation) {
    if (!Pairs.isTuple(dom, a)) {
      return Pairs.concat(dom, List.of(Pairs.concat(dom, a, b)));
    }
    int rank = Pairs.rank(dom, a);
    if (Pairs.rank(dom, b) != rank) {
      throw new AlgebraException(operation.describe() + ": mismatched ranks: "
          + Pairs.print(dom, a) + " has rank " + rank + " but " + Pairs.print(dom, b)
          + " has rank " + Pairs.rank(dom, b));
    }
    List<Pair<T>> modes = new ArrayList<>(rank);
    for (int i = 0; i < rank; i++) {
      modes.add(Pairs.concat(dom, Pairs.mode(dom, a, i), Pairs.mode(dom, b, i)));
    }
    return Pairs.concat(dom, modes);
  }
}
