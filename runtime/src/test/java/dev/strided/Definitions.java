package dev.strided;


/**
 * Whether a result (C++'s, printed) is what composition, logical divide and logical product are
 * defined as, mode by mode ({@link CompositionDefinition}): {@code A∘B};
 * {@code A∘(B, complement(B, shape(coalesce(A))))}; {@code (A, complement(A, size(A)·cosize(B))∘B)}.
 * A by-mode tiler applies per mode, {@code _} keeps a mode. Complements are the runtime's (held to
 * C++'s by the vectors); where the runtime has none, nothing can be shown and the answer is true.
 */
final class Definitions {
  private Definitions() {}

  static boolean composes(Layout a, Tiler t, Layout r) {
    if (t instanceof Tiler.ByMode byMode) {
      for (int i = 0; i < byMode.rank(); i++) {
        if (!composes(a.get(i), byMode.modes().get(i), r.get(i))) {
          return false;
        }
      }
      return true;
    }
    return t instanceof Tiler.Keep || CompositionDefinition.holds(a, layout(t), r);
  }

  static boolean divides(Layout a, Tiler t, Layout r) {
    if (t instanceof Tiler.ByMode byMode) {
      for (int i = 0; i < byMode.rank(); i++) {
        if (!divides(a.get(i), byMode.modes().get(i), r.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (t instanceof Tiler.Keep) {
      return true;
    }
    Layout b = layout(t);
    try {
      Layout whole = Layout.concat(b, b.complement(a.coalesce().shape()));
      return CompositionDefinition.holds(a, whole, r);
    } catch (IllegalArgumentException e) {
      return true;
    }
  }

  static boolean multiplies(Layout a, Tiler t, Layout r) {
    if (t instanceof Tiler.ByMode byMode) {
      for (int i = 0; i < byMode.rank(); i++) {
        if (!multiplies(a.get(i), byMode.modes().get(i), r.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (t instanceof Tiler.Keep) {
      return true;
    }
    Layout b = layout(t);
    try {
      Layout c = a.complement(IntTuple.ofStatic(a.size() * b.cosize()));
      return CompositionDefinition.holds(c, b, r.get(1));
    } catch (IllegalArgumentException e) {
      return true;
    }
  }

  private static Layout layout(Tiler t) {
    return t instanceof Tiler.Extent n ? Layout.columnMajor(n.extent()) : (Layout) t;
  }
}
