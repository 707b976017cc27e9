package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random layouts for the property tests: nested shapes of rank ≤ 4 and depth ≤ 3 with small extents
 * (size ≤ 256), and strides of every kind — column-major, row-major, compact in a random order,
 * gapped, with zeros, random (often not injective) and with negative entries. Static or dynamic.
 */
final class RandomAlgebraLayouts {
  enum Kind { COL, ROW, ORDERED, GAPPED, ZEROS, RANDOM, NEGATIVE }

  private RandomAlgebraLayouts() {}

  static Layout any(Random r) {
    return of(r, Kind.values()[r.nextInt(Kind.values().length)], r.nextBoolean());
  }

  /** Injective layouts whose strides nest divisibly, so complements exist and cover. */
  static Layout nested(Random r) {
    return of(r, r.nextBoolean() ? Kind.ORDERED : Kind.GAPPED, r.nextBoolean());
  }

  static Layout of(Random r, Kind kind, boolean isStatic) {
    int[] budget = {256};
    IntTuple shape = shape(r, 0, budget, isStatic);
    List<IntTuple.Int> leaves = shape.flatten();
    int n = leaves.size();
    int[] stride = new int[n];
    switch (kind) {
      case COL, ROW -> {
        int running = 1;
        for (int k = 0; k < n; k++) {
          int at = kind == Kind.COL ? k : n - 1 - k;
          stride[at] = running;
          running *= leaves.get(at).value();
        }
      }
      case ORDERED, GAPPED -> {
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          order.add(k);
        }
        java.util.Collections.shuffle(order, r);
        long running = kind == Kind.GAPPED ? 1 + r.nextInt(3) : 1;
        for (int at : order) {
          stride[at] = (int) running;
          // gaps only while the stride is small: extent-1 leaves are unbounded in number, and an
          // unbounded product of gaps overflowed the capacity (found by a random seed)
          int gap = kind == Kind.GAPPED && running < (1 << 12) ? 1 + r.nextInt(3) : 1;
          running *= leaves.get(at).value() * gap;
        }
      }
      case ZEROS -> {
        int running = 1;
        for (int k = 0; k < n; k++) {
          stride[k] = r.nextInt(3) == 0 ? 0 : running;
          running *= leaves.get(k).value();
        }
      }
      case RANDOM -> {
        for (int k = 0; k < n; k++) {
          stride[k] = r.nextInt(33);
        }
      }
      case NEGATIVE -> {
        int running = 1;
        for (int k = 0; k < n; k++) {
          stride[k] = r.nextBoolean() ? -running : running;
          running *= leaves.get(k).value();
        }
      }
      default -> throw new AssertionError(kind);
    }
    IntTuple.Int[] strides = new IntTuple.Int[n];
    for (int k = 0; k < n; k++) {
      strides[k] = new IntTuple.Int(stride[k], isStatic);
    }
    return Layout.of(shape, rebuild(shape, strides, new int[1]));
  }

  private static IntTuple shape(Random r, int depth, int[] budget, boolean isStatic) {
    if (depth > 0 && (depth >= 3 || r.nextInt(3) > 0)) {
      int max = Math.max(1, Math.min(6, budget[0]));
      int e = 1 + r.nextInt(max);
      budget[0] = Math.max(1, budget[0] / e);
      return new IntTuple.Int(e, isStatic);
    }
    int rank = 1 + r.nextInt(depth == 0 ? 4 : 3);
    if (depth == 0 && rank == 1 && r.nextBoolean()) {
      return shape(r, 1, budget, isStatic);
    }
    List<IntTuple> elements = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      elements.add(shape(r, depth + 1, budget, isStatic));
    }
    return new IntTuple.Tuple(elements);
  }

  static IntTuple rebuild(IntTuple shape, IntTuple.Int[] leaves, int[] next) {
    if (shape instanceof IntTuple.Int) {
      return leaves[next[0]++];
    }
    List<IntTuple> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) shape).elements()) {
      parts.add(rebuild(e, leaves, next));
    }
    return new IntTuple.Tuple(parts);
  }

  /** The same values with every leaf static (or every leaf dynamic). */
  static Layout withStatic(Layout l, boolean isStatic) {
    return Layout.of(restamp(l.shape(), isStatic), restamp(l.stride(), isStatic));
  }

  private static IntTuple restamp(IntTuple t, boolean isStatic) {
    IntTuple.Int[] leaves = t.flatten().stream()
        .map(i -> new IntTuple.Int(i.value(), isStatic)).toArray(IntTuple.Int[]::new);
    return rebuild(t, leaves, new int[1]);
  }
}
