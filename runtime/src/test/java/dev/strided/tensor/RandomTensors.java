package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random static layouts that CuTe C++ handles exactly (compact in some leaf order, or gapped by
 * whole factors: rank ≤ 3, depth ≤ 2, size 2 to 256) and the arguments of every view for them: slice
 * and tile coordinates inside the shape, by-mode tilers, compact thread layouts and thread-value
 * bijections.
 */
final class RandomTensors {
  private RandomTensors() {}

  static IntTuple shape(Random r) {
    while (true) {
      int rank = 1 + r.nextInt(3);
      List<IntTuple> modes = new ArrayList<>();
      for (int m = 0; m < rank; m++) {
        modes.add(r.nextInt(4) == 0 ? IntTuple.of(extent(r), extent(r)) : extent(r));
      }
      IntTuple shape = rank == 1 && r.nextBoolean() ? modes.get(0) : new IntTuple.Tuple(modes);
      if (shape.size() >= 2 && shape.size() <= 256) {
        return shape;
      }
    }
  }

  private static IntTuple.Int extent(Random r) {
    int[] extents = {1, 2, 2, 3, 4, 4, 5, 6, 8, 8};
    return IntTuple.ofStatic(extents[r.nextInt(extents.length)]);
  }

  /** Compact column-major, row-major or in a shuffled leaf order, sometimes gapped by 2 or 3. */
  static Layout layout(Random r) {
    return layout(shape(r), r, 3);
  }

  /**
   * Extents and strides all powers of two: the layouts CuTe can slice when swizzled (its slice of a
   * swizzled layout folds the swizzle into the strides and needs them so).
   */
  static Layout powerOfTwoLayout(Random r) {
    while (true) {
      IntTuple shape = shape(r);
      if (shape.flatten().stream().allMatch(e -> Integer.bitCount(e.value()) == 1)) {
        return layout(shape, r, 2);
      }
    }
  }

  private static Layout layout(IntTuple shape, Random r, int maxGap) {
    List<IntTuple.Int> extents = shape.flatten();
    List<Integer> order = new ArrayList<>();
    for (int k = 0; k < extents.size(); k++) {
      order.add(k);
    }
    int kind = r.nextInt(4);
    if (kind == 1) {
      Collections.reverse(order);
    } else if (kind >= 2) {
      Collections.shuffle(order, r);
    }
    IntTuple.Int[] strides = new IntTuple.Int[extents.size()];
    int running = 1;
    for (int k : order) {
      strides[k] = IntTuple.ofStatic(extents.get(k).value() == 1 ? 0 : running);
      running *= extents.get(k).value() * (kind == 3 && r.nextBoolean() ? 2 + r.nextInt(maxGap - 1)
          : 1);
    }
    return Layout.of(shape, Tuples.shaped(shape, List.of(strides)));
  }

  /** A coordinate with at least one {@code _}, each integer inside its mode. */
  static String sliceCoord(IntTuple shape, Random r) {
    while (true) {
      String c = coord(shape, r, true);
      if (c.contains("_")) {
        return c;
      }
    }
  }

  private static String coord(IntTuple shape, Random r, boolean top) {
    if (shape instanceof IntTuple.Int n) {
      return r.nextInt(3) == 0 ? "_" : String.valueOf(r.nextInt(n.value()));
    }
    if (!top && r.nextInt(3) == 0) {
      return r.nextBoolean() ? "_" : String.valueOf(r.nextInt(shape.size()));
    }
    List<String> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) shape).elements()) {
      parts.add(coord(e, r, false));
    }
    return "(" + String.join(",", parts) + ")";
  }

  /**
   * A tile coordinate inside the tiles: a tuple of integers and {@code _} for the leading modes, or
   * one integer indexing all tiles.
   */
  static String tileCoord(IntTuple tiles, Random r) {
    if (r.nextInt(4) == 0 || tiles instanceof IntTuple.Int) {
      return String.valueOf(r.nextInt(tiles.size()));
    }
    List<String> parts = new ArrayList<>();
    int modes = 1 + r.nextInt(tiles.rank());
    for (int m = 0; m < modes; m++) {
      parts.add(r.nextInt(3) == 0 ? "_" : String.valueOf(r.nextInt(tiles.get(m).size())));
    }
    return "(" + String.join(",", parts) + ")";
  }

  /**
   * A by-mode tiler for the leading modes: per mode an extent (a divisor of the mode's size, or any
   * up to it, whose last tile overhangs), a small compact layout, or {@code _} where allowed.
   */
  static Tiler byMode(Layout a, Random r, boolean keep, boolean layouts) {
    int rank = 1 + r.nextInt(a.rank());
    List<Tiler> modes = new ArrayList<>();
    for (int m = 0; m < rank; m++) {
      int size = a.size(m);
      int kind = r.nextInt(4);
      if (keep && kind == 0) {
        modes.add(Tiler.Keep.INSTANCE);
      } else if (layouts && kind == 1) {
        int n = divisor(size, r);
        modes.add(Layout.of(IntTuple.ofStatic(n), IntTuple.ofStatic(size % (2 * n) == 0 ? 2 : 1)));
      } else {
        modes.add(new Tiler.Extent(IntTuple.ofStatic(r.nextInt(3) == 0 ? 1 + r.nextInt(size)
            : divisor(size, r))));
      }
    }
    return Tiler.byMode(modes.toArray(new Tiler[0]));
  }

  /** A whole-layout tiler: {@code n:1} or {@code n:2} within the size, or {@code (a,b):(1,a)}. */
  static Layout layoutTiler(Layout a, Random r) {
    int n = divisor(a.size(), r);
    if (r.nextBoolean() || n == 1) {
      return Layout.of(IntTuple.ofStatic(n), IntTuple.ofStatic(a.size() % (2 * n) == 0 ? 2 : 1));
    }
    int first = divisor(n, r);
    return Layout.of(IntTuple.of(IntTuple.ofStatic(first), IntTuple.ofStatic(n / first)),
        IntTuple.of(IntTuple.ofStatic(1), IntTuple.ofStatic(first)));
  }

  /**
   * A compact thread layout for the leading modes of {@code a}, each mode's extent a divisor of the
   * mode's first leaf (so dividing the mode by it is exact).
   */
  static Layout threads(Layout a, Random r) {
    int rank = 1 + r.nextInt(a.rank());
    if (rank == 1 && r.nextBoolean()) {
      return Layout.columnMajor(IntTuple.ofStatic(divisor(a.shape(0).flatten().get(0).value(), r)));
    }
    IntTuple.Int[] extents = new IntTuple.Int[rank];
    for (int m = 0; m < rank; m++) {
      extents[m] = IntTuple.ofStatic(divisor(a.shape(m).flatten().get(0).value(), r));
    }
    IntTuple shape = IntTuple.of(extents);
    return r.nextBoolean() ? Layout.columnMajor(shape) : Layout.rowMajor(shape);
  }

  /**
   * A compact {@code (thread, value)} layout of {@code a}'s elements that a composition with
   * {@code a} takes exactly: the flattened leaves split in two, the threads the first part and the
   * values the rest ({@code (T,V):(1,T)}), or the values first ({@code (T,V):(V,1)}).
   */
  static Layout threadValues(Layout a, Random r) {
    List<IntTuple.Int> leaves = a.shape().flatten();
    int split = r.nextInt(leaves.size() + 1);
    int first = 1;
    for (int k = 0; k < split; k++) {
      first *= leaves.get(k).value();
    }
    int rest = a.size() / first;
    boolean threadsFirst = r.nextBoolean();
    IntTuple.Int t = IntTuple.ofStatic(threadsFirst ? first : rest);
    IntTuple.Int v = IntTuple.ofStatic(threadsFirst ? rest : first);
    return threadsFirst ? Layout.of(IntTuple.of(t, v), IntTuple.of(IntTuple.ofStatic(1), t))
        : Layout.of(IntTuple.of(t, v), IntTuple.of(v, IntTuple.ofStatic(1)));
  }

  static int divisor(int n, Random r) {
    List<Integer> ds = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      if (n % k == 0) {
        ds.add(k);
      }
    }
    return ds.get(r.nextInt(ds.size()));
  }
}
