package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code local_tile(x, tiler, coord[, Step<...>])} as a layout: {@code zipped_divide(x, tiler)}
 * sliced by {@code (_..., coord)} — the tile's modes, then the modes of the tiles that the
 * coordinate keeps with {@code _} (a coordinate shorter than the tiles' rank keeps the rest). The
 * projection {@code Step<_1,X,_1>} first drops the tiler's and the coordinate's modes marked
 * {@code X}, as C++'s {@code dice}. The tile's layout is the same for every tile; which tile the
 * coordinate picks moves only the tile's offset, which a layout does not hold, so the coordinate
 * takes integers and {@code _} only.
 *
 * <pre>{@code
 * // (16,8,4):(1,16,128) by (4,2,2) at (1,2,_) projected by Step<_1,X,_1>: (4,2,4,4):(1,16,32,128)
 * LocalTile.of(dom, a, tiler, Notation.parseTuple("(1,2,_)"), LocalTile.projection("Step<_1,X,_1>"));
 * }</pre>
 */
public final class LocalTile {
  private LocalTile() {}

  /** Why a tile coordinate is integers and {@code _} only. */
  static final String NAMED_COORDINATE = "local_tile takes a coordinate of integers and _ here, "
      + "such as (0,0,_): the tile's layout is the same for every tile, and which tile a "
      + "coordinate picks (such as blockIdx) moves only its offset, which a layout does not hold";

  /**
   * The modes a projection keeps, read from CuTe's {@code Step<...>} (or {@code Step<...>{}}): true
   * for an integer, false for {@code X}.
   *
   * <pre>{@code LocalTile.projection("Step<_1,X,_1>{}");   // [true, false, true]}</pre>
   */
  public static List<Boolean> projection(String text) {
    String t = text.strip();
    if (t.endsWith("{}")) {
      t = t.substring(0, t.length() - 2).stripTrailing();
    }
    if (!t.startsWith("Step") || !t.substring(4).stripLeading().startsWith("<")
        || !t.endsWith(">")) {
      throw new AlgebraException("local_tile's projection is " + text + "; expected CuTe's "
          + "Step<...> with _1 for a mode to keep and X for one to drop, such as Step<_1,X,_1>");
    }
    String inside = t.substring(t.indexOf('<') + 1, t.length() - 1);
    List<Boolean> keep = new ArrayList<>();
    for (String part : inside.split(",", -1)) {
      String p = part.strip();
      if (p.equals("X") || p.equals("Underscore")) {
        keep.add(false);
      } else if (p.matches("_?-?\\d+")) {
        keep.add(true);
      } else {
        throw new AlgebraException("local_tile's projection " + text + " has the mode '" + p
            + "'; each mode is _1 (keep) or X (drop), and a projection is flat");
      }
    }
    return keep;
  }

  /** A coordinate literal, parsed; a name in it is refused at its place. */
  static Notation.Term coordinate(Expression.Literal l) {
    Notation.Term coord;
    try {
      coord = Notation.parseTuple(l.text());
    } catch (NotationError err) {
      throw new Derivation.Refused(l.position() + err.position(), "local_tile's coordinate does "
          + "not parse: " + err.problem(), null, err);
    }
    checkNoNames(coord, l.position());
    return coord;
  }

  private static void checkNoNames(Notation.Term t, int offset) {
    if (t instanceof Notation.Group g) {
      g.elements().forEach(e -> checkNoNames(e, offset));
    } else if (t instanceof Notation.Name || t instanceof Notation.Product) {
      throw new Derivation.Refused(offset + t.position(), NAMED_COORDINATE, null, null);
    }
  }

  /**
   * The layout of one tile of {@code a}.
   *
   * @param coord which tiles: integers and {@code _}, nested like the tiles' modes
   * @param projection the modes kept ({@link #projection}), or null for none
   */
  public static <T, L> Pair<T> of(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler,
      Notation.Term coord, List<Boolean> projection) {
    Tiling<T, L> diced = tiler;
    Notation.Term at = coord;
    if (projection != null) {
      diced = dice(dom, projection, tiler);
      at = dice(projection, coord);
    }
    Pair<T> zipped = Divide.zipped(dom, a, diced);
    Pair<T> tile = Pairs.mode(dom, zipped, 0);
    Pair<T> rest = Pairs.mode(dom, zipped, 1);
    List<Pair<T>> kept = new ArrayList<>();
    if (Pairs.rank(dom, tile) == 1) {
      kept.add(tile);
    } else {
      kept.addAll(Pairs.modes(dom, tile));
    }
    if (at instanceof Notation.Group g) {
      int rank = Pairs.rank(dom, rest);
      if (g.elements().size() > rank) {
        throw new AlgebraException("local_tile: the coordinate has " + g.elements().size()
            + " modes, more than the " + rank + " modes of the tiles " + Pairs.print(dom, rest));
      }
      for (int i = 0; i < rank; i++) {
        Notation.Term e = i < g.elements().size() ? g.elements().get(i) : new Notation.Blank(0);
        slice(dom, e, Pairs.mode(dom, rest, i), kept);
      }
    } else if (at instanceof Notation.Blank) {
      kept.add(rest);
    } else {
      checkInteger(at);
    }
    return Pairs.concat(dom, kept);
  }

  /** CuTe's {@code lift_slice}: the modes a coordinate keeps, flattened into {@code kept}. */
  private static <T, L> void slice(Domain<T, L> dom, Notation.Term c, Pair<T> mode,
      List<Pair<T>> kept) {
    if (c instanceof Notation.Blank) {
      kept.add(mode);
    } else if (c instanceof Notation.Group g) {
      if (!Pairs.isTuple(dom, mode) || Pairs.rank(dom, mode) != g.elements().size()) {
        throw new AlgebraException("local_tile: a coordinate of " + g.elements().size()
            + " modes is given for the tiles' mode " + Pairs.print(dom, mode)
            + ", which has " + (Pairs.isTuple(dom, mode) ? Pairs.rank(dom, mode) + " modes"
            : "one (an integer or _ addresses it)"));
      }
      for (int i = 0; i < g.elements().size(); i++) {
        slice(dom, g.elements().get(i), Pairs.mode(dom, mode, i), kept);
      }
    } else {
      checkInteger(c);
    }
  }

  private static void checkInteger(Notation.Term c) {
    if (c instanceof Notation.Number n) {
      if (n.value() < 0) {
        throw new AlgebraException("local_tile: the tile coordinate " + n.value()
            + " is negative; a tile coordinate is at least 0");
      }
      return;
    }
    throw new AlgebraException(NAMED_COORDINATE);
  }

  private static <T, L> Tiling<T, L> dice(Domain<T, L> dom, List<Boolean> keep,
      Tiling<T, L> tiler) {
    try {
      return Dice.dice(Trees.<Tiling<T, L>>tuples(t -> t instanceof Tiling.ByMode,
          t -> ((Tiling.ByMode<T, L>) t).modes(), Tiling.ByMode::new), step(keep), tiler);
    } catch (Dice.Misfit e) {
      throw new AlgebraException("local_tile: the projection has " + keep.size()
          + " modes, so the tiler must be a tuple of " + keep.size() + " modes; it is "
          + Pairs.print(dom, tiler));
    }
  }

  private static Notation.Term dice(List<Boolean> keep, Notation.Term coord) {
    try {
      return Dice.dice(Trees.<Notation.Term>tuples(t -> t instanceof Notation.Group,
          t -> ((Notation.Group) t).elements(),
          modes -> new Notation.Group(modes, coord.position())), step(keep), coord);
    } catch (Dice.Misfit e) {
      throw new AlgebraException("local_tile: the projection has " + keep.size()
          + " modes, so the coordinate must be a tuple of " + keep.size() + " modes, such as "
          + "(0,0,_)");
    }
  }

  /** A flat projection as a step of marks. */
  private static Tree<Boolean> step(List<Boolean> keep) {
    List<Tree<Boolean>> marks = new ArrayList<>();
    keep.forEach(k -> marks.add(new Tree.Leaf<>(k)));
    return new Tree.Node<>(marks);
  }
}
