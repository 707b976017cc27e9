package dev.strided.core;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * CuTe's {@code upcast<N>} and {@code downcast<N>}: the layout of the same memory seen as elements
 * N times wider (upcast) or narrower (downcast). Upcast divides each non-zero stride by N, and a
 * stride smaller than N shrinks its extent instead ({@code shape / ceil(N / |d|)}, stride ±1); each
 * stride must divide N or be a multiple of it (C++'s "Divisibility condition", checked on values
 * here). Downcast multiplies each extent of a stride-±1 leaf by N and every other stride by N; it
 * needs a stride-1 leaf, as C++ ("requires adjacent elements"; a stride −1 alone does not do).
 *
 * <pre>{@code Recast.upcast(dom, a, 2);   // (_8,_4):(_1,_8) gives (_4,_4):(_1,_4)}</pre>
 */
public final class Recast {
  private Recast() {}

  /**
   * {@code upcast<n>(layout)}.
   *
   * <pre>{@code Recast.upcast(dom, a, 2);   // (_8,_4):(_1,_8) gives (_4,_4):(_1,_4)}</pre>
   */
  public static <T, L> Pair<T> upcast(Domain<T, L> dom, Pair<T> layout, int n) {
    checkFactor(n, "upcast");
    String operation = "upcast<" + n + ">";
    L factor = dom.constant(n);
    return map(dom, layout.shape(), layout.stride(), (s, d) -> {
      if (Undecided.holds(dom, dom.isZero(d), operation, "the stride %s is 0", d)) {
        return new Pair<>(dom.ofLeaf(s), dom.ofLeaf(d));
      }
      if (!Undecided.holds(dom, dom.divides(factor, d), operation, "%2$s divides %1$s", d, factor)
          && !Undecided.holds(dom, dom.divides(d, factor), operation, "%s divides %s", d, factor)) {
        throw new AlgebraException(operation + " of " + Pairs.print(dom, layout)
            + ": the divisibility condition fails: the stride " + dom.print(d)
            + " neither divides nor is a multiple of " + n);
      }
      L abs = dom.abs(d);
      return new Pair<>(dom.ofLeaf(dom.ceilDiv(s, dom.ceilDiv(factor, abs))),
          dom.ofLeaf(dom.times(dom.signum(d), dom.ceilDiv(abs, factor))));
    });
  }

  /**
   * {@code downcast<n>(layout)}.
   *
   * <pre>{@code Recast.downcast(dom, a, 2);   // (_4,_4):(_1,_4) gives (_8,_4):(_1,_8)}</pre>
   */
  public static <T, L> Pair<T> downcast(Domain<T, L> dom, Pair<T> layout, int n) {
    checkFactor(n, "downcast");
    String operation = "downcast<" + n + ">";
    // C++ looks for a stride of +1 (has_int1); a stride −1 alone does not count
    boolean adjacent = false;
    for (L d : Pairs.leaves(dom, layout.stride())) {
      adjacent |= Undecided.holds(dom, dom.isOne(d), operation, "the stride %s is 1", d);
    }
    if (!adjacent) {
      throw new AlgebraException(operation + " of " + Pairs.print(dom, layout)
          + " requires adjacent elements: no leaf has stride 1");
    }
    L factor = dom.constant(n);
    return map(dom, layout.shape(), layout.stride(), (s, d) -> Undecided.holds(dom,
        dom.isOne(dom.abs(d)), operation, "the stride %s is 1 or -1", d)
        ? new Pair<>(dom.ofLeaf(dom.times(s, factor)), dom.ofLeaf(d))
        : new Pair<>(dom.ofLeaf(s), dom.ofLeaf(dom.times(d, factor))));
  }

  private static void checkFactor(int n, String operation) {
    if (n < 1) {
      throw new AlgebraException(operation + ": the factor " + n + " must be at least 1");
    }
  }

  private static <T, L> Pair<T> map(Domain<T, L> dom, T shape, T stride,
      BiFunction<L, L, Pair<T>> f) {
    if (dom.isLeaf(shape)) {
      return f.apply(dom.leaf(shape), dom.leaf(stride));
    }
    List<T> s = dom.elements(shape);
    List<T> d = dom.elements(stride);
    List<Pair<T>> modes = new ArrayList<>(s.size());
    for (int i = 0; i < s.size(); i++) {
      modes.add(map(dom, s.get(i), d.get(i), f));
    }
    return Pairs.concat(dom, modes);
  }
}
