package dev.strided.algebra;

import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.List;

/**
 * The regroupings behind the zipped, tiled, flat, blocked and raked variants: CuTe's
 * {@code zip2_by}, the {@code (_, repeat<R>(_))} slices, and {@code zip}.
 */
final class Regroup {
  private Regroup() {}

  /** Names the operation and its operands, for messages only (built when an error happens). */
  record Operation(String name, Object a, Object b) {
    String describe() {
      return name + " of " + a + " by " + b;
    }
  }

  /**
   * CuTe's {@code zip2_by(layout, tiler)}: the rank-2 modes (tile, rest) found at the tiler's leaves
   * are gathered into {@code ((tiles...), (rests..., untiled modes...))}.
   */
  static Pair zip2By(Pair layout, Tiler guide, Operation operation) {
    if (!(guide instanceof Tiler.ByMode byMode)) {
      if (layout.rank() != 2 || !layout.isTuple()) {
        throw new IllegalArgumentException(operation.describe() + ": the mode " + layout + " under the tiler "
            + guide + " has rank " + layout.rank() + ", but it must be a rank-2 (tile, rest) pair"
            + " to be split (a '_' keeps a mode unsplit, so it needs a rank-2 mode)");
      }
      return layout;
    }
    List<Pair> tiles = new ArrayList<>();
    List<Pair> rests = new ArrayList<>();
    for (int i = 0; i < byMode.rank(); i++) {
      Pair split = zip2By(layout.mode(i), byMode.modes().get(i), operation);
      tiles.add(split.mode(0));
      rests.add(split.mode(1));
    }
    for (int i = byMode.rank(); i < layout.rank(); i++) {
      rests.add(layout.mode(i));
    }
    return Pair.concat(Pair.concat(tiles), Pair.concat(rests));
  }

  /** {@code result(_, repeat<R1>(_))}: mode 1's own modes become top-level modes. */
  static Pair unpackRest(Pair zipped) {
    List<Pair> modes = new ArrayList<>();
    modes.add(zipped.mode(0));
    unpack(zipped.mode(1), modes);
    return Pair.concat(modes);
  }

  /** {@code result(repeat<R0>(_), repeat<R1>(_))}: both modes' own modes become top-level. */
  static Pair unpackBoth(Pair zipped) {
    List<Pair> modes = new ArrayList<>();
    unpack(zipped.mode(0), modes);
    unpack(zipped.mode(1), modes);
    return Pair.concat(modes);
  }

  /** A mode of rank 1 stays whole ({@code repeat<1>(_)} is {@code _}); else its modes are spliced. */
  private static void unpack(Pair mode, List<Pair> into) {
    if (mode.rank() == 1) {
      into.add(mode);
    } else {
      into.addAll(mode.modes());
    }
  }

  /** CuTe's {@code zip(a, b)} of two layouts: {@code ((a0,b0),(a1,b1),...)}. */
  static Pair zip(Pair a, Pair b, Operation operation) {
    if (!a.isTuple()) {
      return Pair.concat(List.of(Pair.concat(a, b)));
    }
    if (b.rank() != a.rank()) {
      throw new IllegalArgumentException(operation.describe() + ": mismatched ranks: " + a + " has rank "
          + a.rank() + " but " + b + " has rank " + b.rank());
    }
    List<Pair> modes = new ArrayList<>(a.rank());
    for (int i = 0; i < a.rank(); i++) {
      modes.add(Pair.concat(a.mode(i), b.mode(i)));
    }
    return Pair.concat(modes);
  }
}
