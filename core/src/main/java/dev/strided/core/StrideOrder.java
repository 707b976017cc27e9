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
    return byStride(dom, stride, operation, leaf -> true);
  }

  /** The modes whose stride {@code takes}, in stride order (C++ sorts a filtered sequence). */
  static <L> int[] byStride(Arithmetic<L> dom, L[] stride, String operation,
      java.util.function.Predicate<L> takes) {
    int[] order = new int[stride.length];
    int n = 0;
    for (int i = 0; i < stride.length; i++) {
      if (takes.test(stride[i])) {
        order[n++] = i;
      }
    }
    order = java.util.Arrays.copyOf(order, n);
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
