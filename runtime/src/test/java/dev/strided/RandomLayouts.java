package dev.strided;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/** Random nested shapes and layouts for property tests: rank ≤ 4, depth ≤ 3, size ≤ 4096. */
final class RandomLayouts {
  private RandomLayouts() {}

  /** Random layouts with strides of every kind (compact, gapped, zero, negative, random). */
  static Arbitrary<Layout> layouts() {
    return Arbitraries.randomValue(RandomLayouts::layout);
  }

  /** Random shapes, leaves randomly static or dynamic. */
  static Arbitrary<IntTuple> shapes() {
    return Arbitraries.randomValue(RandomLayouts::shape);
  }

  static IntTuple shape(Random r) {
    while (true) {
      IntTuple t = tuple(r, 0, 1 + r.nextInt(3));
      long size = 1;
      for (IntTuple.Int leaf : t.flatten()) {
        size = Math.min(size * leaf.value(), 1L << 20);
      }
      if (size <= 4096) {
        return t;
      }
    }
  }

  static Layout layout(Random r) {
    IntTuple shape = shape(r);
    int kind = r.nextInt(4);
    if (kind == 0) {
      return Layout.columnMajor(shape);
    }
    if (kind == 1) {
      return Layout.rowMajor(shape);
    }
    List<IntTuple.Int> leaves = shape.flatten();
    IntTuple.Int[] strides = new IntTuple.Int[leaves.size()];
    for (int k = 0; k < strides.length; k++) {
      int d = kind == 2 ? r.nextInt(17) : r.nextInt(33) - 16;
      strides[k] = r.nextBoolean() ? IntTuple.ofStatic(d) : IntTuple.of(d);
    }
    return Layout.of(shape, rebuild(shape, strides, new int[] {0}));
  }

  private static IntTuple tuple(Random r, int depth, int maxDepth) {
    if (depth == maxDepth || (depth > 0 && r.nextInt(3) == 0)) {
      int v = 1 + r.nextInt(r.nextInt(4) == 0 ? 8 : 4);
      return r.nextBoolean() ? IntTuple.ofStatic(v) : IntTuple.of(v);
    }
    int rank = 1 + r.nextInt(depth == 0 ? 4 : 3);
    List<IntTuple> elements = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      elements.add(tuple(r, depth + 1, maxDepth));
    }
    return new IntTuple.Tuple(elements);
  }

  /** The same layout with every leaf's static flag flipped to {@code isStatic}. */
  static Layout withStatic(Layout l, boolean isStatic) {
    return Layout.of(restatic(l.shape(), isStatic), restatic(l.stride(), isStatic));
  }

  private static IntTuple restatic(IntTuple t, boolean isStatic) {
    List<IntTuple.Int> leaves = t.flatten();
    IntTuple.Int[] out = new IntTuple.Int[leaves.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = new IntTuple.Int(leaves.get(k).value(), isStatic);
    }
    return rebuild(t, out, new int[] {0});
  }

  /** A tuple shaped like {@code shape} whose leaves are taken from {@code leaves} in order. */
  private static IntTuple rebuild(IntTuple shape, IntTuple.Int[] leaves, int[] next) {
    if (shape instanceof IntTuple.Int) {
      return leaves[next[0]++];
    }
    List<IntTuple> parts = new ArrayList<>();
    for (IntTuple e : ((IntTuple.Tuple) shape).elements()) {
      parts.add(rebuild(e, leaves, next));
    }
    return new IntTuple.Tuple(parts);
  }
}
