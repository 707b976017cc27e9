package dev.strided.algebra;

import dev.strided.IntTuple.Int;

/**
 * Orders modes by stride value exactly as CuTe's {@code SortByKey} does, ties included: an exchange
 * sort (for each position, swap in any later element that is smaller). It is not stable, and the
 * order of equal strides decides which mode an inverse picks, so it is reproduced rather than
 * replaced by a stable sort. Works on an index array: no boxing; ranks are small.
 */
final class Sorting {
  private Sorting() {}

  static int[] byStride(Int[] stride) {
    int n = stride.length;
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (stride[order[j]].value() < stride[order[i]].value()) {
          int t = order[i];
          order[i] = order[j];
          order[j] = t;
        }
      }
    }
    return order;
  }
}
