package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Random differential cases for CuTe's operations on a layout as a tuple of modes and its compact
 * layouts in an order: {@code select}, {@code take}, {@code append}, {@code prepend},
 * {@code replace}, {@code group}, {@code flatten}, {@code make_ordered_layout},
 * {@code make_layout_like}. Indices are sometimes out of range (both sides must refuse), leaves
 * sometimes dynamic (the order of dynamic strides is C++'s rule).
 */
final class CuteVocabularyCases {
  enum Op { SELECT, TAKE, APPEND, PREPEND, REPLACE, GROUP, FLATTEN, ORDERED, LIKE }

  private CuteVocabularyCases() {}

  static CuteCase draw(int id, Random r) {
    Op op = Op.values()[r.nextInt(Op.values().length)];
    Layout a = RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(7)], true);
    if (r.nextInt(3) == 0) {
      a = someDynamic(a, r);
    }
    Layout l = a;
    String ca = CuteCxx.layout(l);
    int rank = l.rank();
    switch (op) {
      case SELECT -> {
        int[] modes = new int[1 + r.nextInt(3)];
        for (int k = 0; k < modes.length; k++) {
          modes[k] = r.nextInt(rank + (r.nextInt(8) == 0 ? 1 : 0));
        }
        String list = java.util.Arrays.toString(modes).replaceAll("[\\[\\] ]", "");
        return of(id, "select<" + list + ">(" + l + ")", "select<" + list + ">(" + ca + ")",
            () -> l.select(modes));
      }
      case TAKE, GROUP -> {
        boolean take = op == Op.TAKE;
        int b = r.nextInt(rank + 1);
        int e = r.nextInt(6) == 0 ? (take ? b : -1) : b + r.nextInt(rank + 1 - b + 1);
        if (take && e == b && r.nextBoolean()) {
          e = Math.min(rank, b + 1);
        }
        int end = e;
        String name = take ? "take" : "group";
        return of(id, name + "<" + b + "," + end + ">(" + l + ")",
            name + "<" + b + "," + end + ">(" + ca + ")",
            () -> take ? l.take(b, end) : l.group(b, end));
      }
      case APPEND, PREPEND -> {
        boolean append = op == Op.APPEND;
        boolean none = r.nextInt(3) == 0;
        Layout x = none ? Layout.parse("_1:_0") : small(r);
        String name = append ? "append" : "prepend";
        return of(id, name + "(" + l + (none ? "" : ", " + x) + ")",
            name + "(" + ca + (none ? "" : ", " + CuteCxx.layout(x)) + ")",
            () -> append ? l.append(x) : l.prepend(x));
      }
      case REPLACE -> {
        int i = r.nextInt(rank + (r.nextInt(8) == 0 ? 1 : 0));
        Layout x = small(r);
        return of(id, "replace<" + i + ">(" + l + ", " + x + ")",
            "replace<" + i + ">(" + ca + ", " + CuteCxx.layout(x) + ")", () -> l.replace(i, x));
      }
      case FLATTEN -> {
        return of(id, "flatten(" + l + ")", "flatten(" + ca + ")", l::flatten);
      }
      case ORDERED -> {
        IntTuple order = order(l.shape(), r, true);
        return of(id, "make_ordered_layout(" + l.shape() + ", " + order + ")",
            "make_ordered_layout(" + CuteCxx.tuple(l.shape(), "make_shape") + ", "
                + CuteCxx.tuple(order, "make_tuple") + ")", () -> Layout.ordered(l.shape(), order));
      }
      case LIKE -> {
        return of(id, "make_layout_like(" + l + ")", "make_layout_like(" + ca + ")", l::compactLike);
      }
      default -> throw new AssertionError(op);
    }
  }

  private static CuteCase of(int id, String description, String cxx, Supplier<Layout> java) {
    String statement = "show(" + id + ", \"\", " + cxx + ");";
    try {
      return new CuteCase(id, description, statement, java.get().toString(), null, null, null);
    } catch (IllegalArgumentException e) {
      return new CuteCase(id, description, statement, null, e.getMessage(), null, null);
    }
  }

  private static Layout small(Random r) {
    return RandomAlgebraLayouts.of(r, RandomAlgebraLayouts.Kind.values()[r.nextInt(4)], true);
  }

  /**
   * The same values with each non-negative leaf dynamic by a coin. A dynamic negative stride stays
   * static: CuTe's {@code take<0,1>} of the integer layout {@code 4:-1} prints its stride as an
   * unsigned 4294967295 (the same bits), which is C++'s integer type, not its layout.
   */
  private static Layout someDynamic(Layout l, Random r) {
    return Layout.of(restamp(l.shape(), r), restamp(l.stride(), r));
  }

  private static IntTuple restamp(IntTuple t, Random r) {
    if (t instanceof IntTuple.Int i) {
      return r.nextBoolean() && i.value() >= 0 ? IntTuple.of(i.value()) : IntTuple.ofStatic(i.value());
    }
    List<IntTuple> out = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      out.add(restamp(e, r));
    }
    return IntTuple.of(out.toArray(new IntTuple[0]));
  }

  /** An order like the shape (or coarser: one order for a whole tuple mode), small values, some dynamic. */
  private static IntTuple order(IntTuple shape, Random r, boolean top) {
    if (shape instanceof IntTuple.Int || (!top && r.nextInt(3) == 0)) {
      int v = r.nextInt(4);
      return r.nextInt(4) == 0 ? IntTuple.of(v + 40) : IntTuple.ofStatic(v);
    }
    List<IntTuple> out = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) shape).elements()) {
      out.add(order(e, r, false));
    }
    return IntTuple.of(out.toArray(new IntTuple[0]));
  }
}
