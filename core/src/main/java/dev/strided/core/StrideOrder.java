package dev.strided.core;

/**
 * Orders modes by stride exactly as CuTe's {@code SortByKey} does, ties included: an exchange sort
 * (for each position, swap in any later element that is smaller). It is not stable, and the order of
 * equal strides decides which mode an inverse picks, so it is reproduced rather than replaced by a
 * stable sort. Works on an index array; ranks are small. Where which stride is smaller depends on the
 * names, the operation is refused.
 */
final class StrideOrder {
  private StrideOrder() {}

  static <L> int[] byStride(Arithmetic<L> dom, L[] stride, String operation) {
    int n = stride.length;
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (Undecided.holds(dom, dom.less(stride[order[j]], stride[order[i]]), operation,
            "%s < %s", stride[order[j]], stride[order[i]])) {
          int t = order[i];
          order[i] = order[j];
          order[j] = t;
        }
      }
    }
    return order;
  }
}
