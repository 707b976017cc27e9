package dev.strided;


/** Law predicates shared by the vector tests and the property tests. */
final class LawsCheck {
  private LawsCheck() {}

  /** {@code a(r(i)) == i} for every {@code i < size(r)}. */
  static boolean isRightInverse(Layout a, Layout r) {
    for (int i = 0; i < r.size(); i++) {
      if (a.index(r.index(i)) != i) {
        return false;
      }
    }
    return true;
  }

  /** {@code a(l(a(i))) == a(i)} for every {@code i < size(a)}. */
  static boolean isLeftInverse(Layout a, Layout l) {
    for (int i = 0; i < a.size(); i++) {
      if (a.index(l.index(a.index(i))) != a.index(i)) {
        return false;
      }
    }
    return true;
  }

  /** No two coordinates share an index. */
  static boolean isInjective(Layout a) {
    java.util.BitSet seen = new java.util.BitSet();
    int min = 0;
    for (int i = 0; i < a.size(); i++) {
      min = Math.min(min, a.index(i));
    }
    for (int i = 0; i < a.size(); i++) {
      int v = a.index(i) - min;
      if (seen.get(v)) {
        return false;
      }
      seen.set(v);
    }
    return true;
  }

  /**
   * CuTe's complement precondition, stated independently: after {@code filter()}, taking modes by
   * increasing stride, each stride is at least the span (stride × extent) of the one before, so
   * there is room for a hole of at least 1 between them.
   */
  static boolean isComplementable(Layout a) {
    Layout f = a.filter();
    java.util.List<dev.strided.IntTuple.Int> s = f.shape().flatten();
    java.util.List<dev.strided.IntTuple.Int> d = f.stride().flatten();
    Integer[] order = new Integer[s.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, java.util.Comparator.comparingInt(i -> d.get(i).value()));
    long span = 1;
    for (int i : order) {
      if (s.get(i).value() == 1) {
        continue;
      }
      if (d.get(i).value() < span) {
        return false;
      }
      span = (long) d.get(i).value() * s.get(i).value();
    }
    return true;
  }
}
