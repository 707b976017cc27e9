package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code coalesce}, {@code coalesce(layout, profile)} and {@code filter}.
 *
 * <p>The flattened modes are folded from the last to the first: an extent-1 mode is dropped, and a
 * mode {@code s:d} merges into the mode after it, {@code s':d'}, when {@code s·d = d'}, giving
 * {@code s·s':d}. CuTe C++ merges only static integers; here the values decide, and a merged extent
 * is static only when both extents are (so fully static layouts coalesce exactly as in C++). Where a
 * decision depends on the names, the mode is kept (the function is the same either way).
 *
 * <pre>{@code
 * Coalesce.coalesce(dom, pair);   // (_2,(_1,_6)):(_1,(_6,_2)) gives _12:_1
 * }</pre>
 */
public final class Coalesce {
  private Coalesce() {}

  /** Flat modes, stored in {@code shape/stride[from..length)}. */
  record Flat<L>(L[] shape, L[] stride, int from) {
    int rank() {
      return shape.length - from;
    }

    <T> Pair<T> toPair(Domain<T, L> dom) {
      return Pairs.flat(dom, shape, stride, from, shape.length);
    }
  }

  /**
   * CuTe's {@code coalesce(layout)}.
   *
   * <pre>{@code Coalesce.coalesce(dom, new Pair<>(shape, stride));   // (_2,_6):(_1,_2) gives _12:_1}</pre>
   *
   * @return the same function on {@code [0, size)} with the fewest modes, depth at most 1
   */
  public static <T, L> Pair<T> coalesce(Domain<T, L> dom, Pair<T> layout) {
    return fold(dom, Pairs.leaves(dom, layout.shape()), Pairs.leaves(dom, layout.stride()), false)
        .toPair(dom);
  }

  /** {@code shape(coalesce(layout))} from its leaves (left unchanged), without the stride. */
  static <T, L> T coalescedShape(Domain<T, L> dom, L[] shape, L[] stride) {
    Flat<L> f = fold(dom, shape, stride, false);
    if (f.rank() == 1) {
      return dom.ofLeaf(f.shape()[f.from()]);
    }
    return Pairs.tupleOf(dom, f.shape(), f.from(), f.shape().length);
  }

  /**
   * Coalesces each mode of {@code layout} that the profile reaches by a tuple, and the whole
   * sub-layout where the profile has an integer.
   *
   * <pre>{@code Coalesce.coalesce(dom, pair, profile);   // ((2,3),(4,5)):((1,2),(6,24)) by (1,1): (6,20):(1,6)}</pre>
   *
   * @param profile an integer, or a tuple of at most the layout's rank
   */
  public static <T, L> Pair<T> coalesce(Domain<T, L> dom, Pair<T> layout, T profile) {
    if (dom.isLeaf(profile)) {
      return coalesce(dom, layout);
    }
    List<T> p = dom.elements(profile);
    int rank = Pairs.rank(dom, layout);
    if (p.size() > rank) {
      throw new AlgebraException("coalesce: the profile " + Pairs.print(dom, profile) + " has rank "
          + p.size() + ", more than the rank " + rank + " of " + Pairs.print(dom, layout));
    }
    List<Pair<T>> modes = new ArrayList<>(rank);
    for (int i = 0; i < rank; i++) {
      Pair<T> mode = Pairs.mode(dom, layout, i);
      modes.add(i < p.size() ? coalesce(dom, mode, p.get(i)) : mode);
    }
    return Pairs.concat(dom, modes);
  }

  /**
   * CuTe's {@code filter}: extents of stride-0 modes become {@code _1}, then coalesce.
   *
   * <pre>{@code Coalesce.filter(dom, pair);   // (2,3,4):(1,0,2) gives 8:1}</pre>
   */
  public static <T, L> Pair<T> filter(Domain<T, L> dom, Pair<T> layout) {
    return filtered(dom, layout).toPair(dom);
  }

  static <T, L> Flat<L> filtered(Domain<T, L> dom, Pair<T> layout) {
    return filtered(dom, layout, false);
  }

  /** {@link #filtered(Domain, Pair)}; {@code byValue}: a dynamic 0 stride and 1 extent go too. */
  static <T, L> Flat<L> filtered(Domain<T, L> dom, Pair<T> layout, boolean byValue) {
    L[] shape = Pairs.leaves(dom, layout.shape());
    L[] stride = Pairs.leaves(dom, layout.stride());
    for (int k = 0; k < shape.length; k++) {
      if ((byValue ? dom.isZero(stride[k]) : dom.isConstant(stride[k], 0)).holds()) {
        shape[k] = dom.constant(1);
      }
    }
    return fold(dom, shape, stride, false, byValue);
  }

  /**
   * The back-to-front fold (CuTe's {@code bw_coalesce}). Its decisions are C++'s type-level ones
   * ({@link Arithmetic#isConstant}, {@link Arithmetic#joinsStatically}): only a static {@code _1}
   * is dropped, and modes merge only into a static extent by a compile-time equal product, so a
   * dynamic leaf keeps its mode whatever its value. With {@code freeLast} (CuTe's
   * {@code coalesce_x}, used by composition) the last mode is never dropped or replaced even when
   * its extent is 1, and its extent is left null: composition reads only its stride (C++ puts
   * {@code _2} there for a static {@code _1}, so it counts as static).
   */
  static <T, L> Flat<L> fold(Domain<T, L> dom, L[] s, L[] d, boolean freeLast) {
    return fold(dom, s, d, freeLast, false);
  }

  /**
   * The fold; {@code byValue} decides on the leaves' values instead (a dynamic 1 is dropped, equal
   * products merge): the function's own runs, which composition's exactness criterion reads
   * (docs/exactness.md), never a result's structure.
   */
  static <T, L> Flat<L> fold(Domain<T, L> dom, L[] s, L[] d, boolean freeLast, boolean byValue) {
    int n = s.length;
    if (n == 0) {
      L[] one = Pairs.newLeaves(1);
      L[] zero = Pairs.newLeaves(1);
      one[0] = dom.constant(1);
      zero[0] = dom.constant(0);
      return new Flat<>(one, zero, 0);
    }
    L[] shape = Pairs.newLeaves(n);
    L[] stride = Pairs.newLeaves(n);
    int front = n - 1;
    shape[front] = freeLast ? null : s[n - 1];
    stride[front] = d[n - 1];
    // whether C++ knows the front extent statically (for freeLast, the extent left null)
    boolean frontKnown = dom.isKnownStatically(s[n - 1]);
    for (int i = n - 2; i >= 0; i--) {
      if (isOne(dom, s[i], byValue)) {
        continue;
      }
      if (front == n - 1 && shape[front] != null && isOne(dom, shape[front], byValue)) {
        shape[front] = s[i];
        stride[front] = d[i];
        frontKnown = dom.isKnownStatically(s[i]);
      } else if ((byValue ? dom.productEquals(s[i], d[i], stride[front])
          : dom.joinsStatically(s[i], d[i], stride[front], frontKnown)).holds()) {
        shape[front] = shape[front] == null ? null : dom.times(s[i], shape[front]);
        stride[front] = d[i];
        frontKnown &= dom.isKnownStatically(s[i]);
      } else {
        front--;
        shape[front] = s[i];
        stride[front] = d[i];
        frontKnown = dom.isKnownStatically(s[i]);
      }
    }
    if (front == n - 1 && shape[front] != null && isOne(dom, shape[front], byValue)) {
      shape[front] = dom.constant(1);
      stride[front] = dom.constant(0);
    }
    return new Flat<>(shape, stride, front);
  }

  private static <L> boolean isOne(Arithmetic<L> dom, L extent, boolean byValue) {
    return (byValue ? dom.isOne(extent) : dom.isConstant(extent, 1)).holds();
  }
}
