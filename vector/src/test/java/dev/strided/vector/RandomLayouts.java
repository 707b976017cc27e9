package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.IndexRange;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random layouts of a given size for the copy and GEMM properties: the size split into one to four
 * leaves grouped into one to three modes (sometimes nested), strides compact in a random leaf
 * order, sometimes gapped, negated or zero (a broadcast mode).
 */
final class RandomLayouts {
  private RandomLayouts() {}

  /** Leaf extents whose product is {@code size}, in random order. */
  static List<Integer> factors(int size, Random r) {
    List<Integer> out = new ArrayList<>();
    int rest = size;
    int leaves = 1 + r.nextInt(4);
    for (int k = 1; k < leaves && rest > 1; k++) {
      List<Integer> divisors = new ArrayList<>();
      for (int d = 2; d <= rest; d++) {
        if (rest % d == 0) {
          divisors.add(d);
        }
      }
      int d = divisors.get(r.nextInt(divisors.size()));
      out.add(d);
      rest /= d;
    }
    out.add(rest);
    Collections.shuffle(out, r);
    return out;
  }

  /** A layout of {@code size} elements; {@code broadcast} allows stride-0 modes. */
  static Layout ofSize(int size, Random r, boolean broadcast) {
    return ofSize(size, r, broadcast, true);
  }

  /** As {@link #ofSize(int, Random, boolean)}; {@code negative} allows negative strides. */
  static Layout ofSize(int size, Random r, boolean broadcast, boolean negative) {
    List<Integer> extents = factors(size, r);
    int[] strides = strides(extents, r, broadcast, negative);
    List<IntTuple> modes = new ArrayList<>();
    int k = 0;
    while (k < extents.size()) {
      int take = Math.min(extents.size() - k, 1 + r.nextInt(2));
      modes.add(mode(extents, strides, k, take, true));
      k += take;
    }
    List<IntTuple> strideModes = new ArrayList<>();
    k = 0;
    for (IntTuple m : modes) {
      int take = m instanceof IntTuple.Tuple t ? t.rank() : 1;
      strideModes.add(mode(extents, strides, k, take, false));
      k += take;
    }
    return Layout.of(IntTuple.of(modes.toArray(IntTuple[]::new)),
        IntTuple.of(strideModes.toArray(IntTuple[]::new)));
  }

  /**
   * A rank-2 layout {@code (rows, cols)}: row- or column-major, padded, or two random (often nested)
   * modes, one above the other's reach.
   */
  static Layout matrix(int rows, int cols, Random r) {
    int kind = r.nextInt(4);
    int pad = r.nextInt(3) == 0 ? 1 + r.nextInt(5) : 0;
    if (kind == 0) {
      return Layout.of(IntTuple.of(IntTuple.of(rows), IntTuple.of(cols)),
          IntTuple.of(IntTuple.of(cols + pad), IntTuple.of(1)));
    }
    if (kind == 1) {
      return Layout.of(IntTuple.of(IntTuple.of(rows), IntTuple.of(cols)),
          IntTuple.of(IntTuple.of(1), IntTuple.of(rows + pad)));
    }
    Layout a = ofSize(rows, r, false);
    Layout b = ofSize(cols, r, false);
    int factorB = kind == 2 ? reach(a) + 1 + pad : 1;
    int factorA = kind == 2 ? 1 : reach(b) + 1 + pad;
    return Layout.of(IntTuple.of(a.shape(), b.shape()),
        IntTuple.of(scaled(a.stride(), factorA), scaled(b.stride(), factorB)));
  }

  private static int reach(Layout l) {
    IndexRange range = IndexRange.of(l);
    return (int) (range.max() - range.min());
  }

  private static IntTuple scaled(IntTuple t, int factor) {
    if (t instanceof IntTuple.Int i) {
      return IntTuple.of(i.value() * factor);
    }
    List<IntTuple> out = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      out.add(scaled(e, factor));
    }
    return IntTuple.of(out.toArray(IntTuple[]::new));
  }

  private static int[] strides(List<Integer> extents, Random r, boolean broadcast,
      boolean negative) {
    List<Integer> order = new ArrayList<>();
    for (int k = 0; k < extents.size(); k++) {
      order.add(k);
    }
    Collections.shuffle(order, r);
    int[] strides = new int[extents.size()];
    int running = 1;
    for (int k : order) {
      boolean zero = broadcast && r.nextInt(5) == 0;
      strides[k] = zero ? 0 : (negative && r.nextInt(6) == 0 ? -running : running);
      running *= zero ? 1 : extents.get(k) * (r.nextInt(4) == 0 ? 2 : 1);
    }
    return strides;
  }

  private static IntTuple mode(List<Integer> extents, int[] strides, int from, int count,
      boolean shape) {
    IntTuple[] leaves = new IntTuple[count];
    for (int k = 0; k < count; k++) {
      leaves[k] = IntTuple.of(shape ? extents.get(from + k) : strides[from + k]);
    }
    return count == 1 ? leaves[0] : IntTuple.of(leaves);
  }
}
