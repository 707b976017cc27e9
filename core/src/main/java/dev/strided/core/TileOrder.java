package dev.strided.core;

import dev.strided.core.Derivation.Refused;
import java.util.List;

/**
 * The third argument of {@code tile_to_shape(block, target, order)} in an expression: the order in
 * which the block is repeated over the target's modes, written as CuTe writes it,
 * {@code Step<_2,_1,_3>} (or {@code Step<_2,_1,_3>{}}), or as a tuple {@code (_2,_1,_3)} like
 * {@code make_ordered_layout}'s order. It is flat, one integer per mode of the target (or one integer
 * for all of them, as C++ allows); a refusal points at the part of the argument at fault.
 *
 * <pre>{@code
 * TileOrder.asTuple(new Expression.Literal("Step<_2,_1,_3>{}", 30));
 * // Literal "(_2,_1,_3)" at 34: the same characters at the same offsets, read as a shape
 * }</pre>
 */
final class TileOrder {
  private static final String WHAT = "tile_to_shape's order";
  private static final String EXAMPLE = "(such as Step<_2,_1,_3> or (_2,_1,_3))";

  private TileOrder() {}

  /**
   * The order argument as a tuple literal whose characters keep their offsets ({@code Step<...>}'s
   * angle brackets read as parentheses), after checking that it is a flat tuple of integers (or one
   * integer).
   *
   * @throws Refused at the argument, or at the entry at fault
   */
  static Expression.Literal asTuple(Expression argument) {
    if (!(argument instanceof Expression.Literal l)) {
      throw refused(argument.position(), WHAT + " is a mode order " + EXAMPLE
          + ", not a layout expression");
    }
    String text = l.text();
    int offset = l.position();
    if (text.strip().startsWith("Step")) {   // the parser read Step<...> or Step<...>{}
      int open = text.indexOf('<');
      text = "(" + text.substring(open + 1, text.lastIndexOf('>')) + ")";
      offset = l.position() + open;
    }
    Notation.Term order;
    try {
      order = Notation.parseTuple(text);
    } catch (NotationError e) {
      throw new Refused(offset + e.position(), WHAT + " does not parse: " + e.problem(), null, e);
    }
    if (order instanceof Notation.Group g) {
      for (Notation.Term entry : g.elements()) {
        checkEntry(entry, offset);
      }
    } else {
      checkEntry(order, offset);
    }
    return new Expression.Literal(text, offset);
  }

  private static void checkEntry(Notation.Term entry, int offset) {
    int at = offset + entry.position();
    if (entry instanceof Notation.Number) {
      return;
    }
    if (entry instanceof Notation.Group) {
      throw refused(at, WHAT + " is flat, one integer for each mode of the target " + EXAMPLE
          + "; a nested order has no meaning here (the repeats of each mode are one integer)");
    }
    if (entry instanceof Notation.Name n && n.identifier().equals("X")
        || entry instanceof Notation.Blank) {
      throw refused(at, WHAT + " needs an integer for every mode of the target " + EXAMPLE
          + "; X and _ drop or keep modes in a projection, and tile_to_shape drops none");
    }
    throw refused(at, WHAT + " is integers " + EXAMPLE + "; a name or a product stands for a "
        + "run-time extent, not a place in the order");
  }

  /**
   * Checks an evaluated order against the target: one integer (as in C++, the whole grid in one
   * part: column-major), or a flat tuple of integers with as many modes as the target.
   *
   * @return the order
   * @throws AlgebraException naming the order and the target
   */
  static <T, L> T checked(Domain<T, L> dom, T target, T order) {
    int rank = Pairs.rank(dom, target);
    if (dom.isLeaf(order)) {
      return order;
    }
    List<T> entries = dom.elements(order);
    for (T e : entries) {
      if (!dom.isLeaf(e)) {
        throw new AlgebraException("tile_to_shape: the order " + Pairs.print(dom, order)
            + " is not flat; it has one integer for each mode of the target "
            + Pairs.print(dom, target));
      }
    }
    if (entries.size() != rank) {
      throw mismatch(dom, target, order, rank, entries.size());
    }
    return order;
  }

  private static <T, L> AlgebraException mismatch(Domain<T, L> dom, T target, T order, int rank,
      int orderRank) {
    return new AlgebraException("tile_to_shape: the order " + Pairs.print(dom, order) + " has "
        + orderRank + (orderRank == 1 ? " mode" : " modes") + " and the target "
        + Pairs.print(dom, target) + " has " + rank + "; an order has one integer for each mode "
        + "of the target");
  }

  private static Refused refused(int position, String message) {
    return new Refused(position, message, null, null);
  }
}
