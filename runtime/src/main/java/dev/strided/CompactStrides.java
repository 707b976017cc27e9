package dev.strided;

import java.util.ArrayList;
import java.util.List;

/** Compact (column- and row-major) strides of a shape, as CuTe's LayoutLeft/LayoutRight. */
final class CompactStrides {
  private CompactStrides() {}

  static IntTuple columnMajor(IntTuple shape) {
    List<IntTuple.Int> leaves = shape.flatten();
    IntTuple.Int[] strides = new IntTuple.Int[leaves.size()];
    IntTuple.Int running = IntTuple.ofStatic(1);
    for (int k = 0; k < leaves.size(); k++) {
      strides[k] = strideFor(leaves.get(k), running);
      running = running.times(leaves.get(k));
    }
    return rebuild(shape, strides, new int[] {0});
  }

  static IntTuple rowMajor(IntTuple shape) {
    List<IntTuple.Int> leaves = shape.flatten();
    IntTuple.Int[] strides = new IntTuple.Int[leaves.size()];
    IntTuple.Int running = IntTuple.ofStatic(1);
    for (int k = leaves.size() - 1; k >= 0; k--) {
      strides[k] = strideFor(leaves.get(k), running);
      running = running.times(leaves.get(k));
    }
    return rebuild(shape, strides, new int[] {0});
  }

  /** A static extent 1 contributes nothing: CuTe gives it stride _0. */
  private static IntTuple.Int strideFor(IntTuple.Int extent, IntTuple.Int running) {
    return extent.isStatic() && extent.value() == 1 ? IntTuple.ofStatic(0) : running;
  }

  /** A tuple shaped like {@code shape} whose leaves are taken from {@code leaves} in order. */
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
}
