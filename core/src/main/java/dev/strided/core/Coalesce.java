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
    L[] shape = Pairs.leaves(dom, layout.shape());
    L[] stride = Pairs.leaves(dom, layout.stride());
    for (int k = 0; k < shape.length; k++) {
      if (dom.isZero(stride[k]).holds()) {
        shape[k] = dom.constant(1);
      }
    }
    return fold(dom, shape, stride, false);
  }

  /**
   * The back-to-front fold. With {@code freeLast} (CuTe's {@code coalesce_x}, used by composition)
   * the last mode is never dropped or replaced even when its extent is 1, and its extent is left
   * null: composition reads only its stride.
   */
  static <T, L> Flat<L> fold(Domain<T, L> dom, L[] s, L[] d, boolean freeLast) {
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
    for (int i = n - 2; i >= 0; i--) {
      if (dom.isOne(s[i]).holds()) {
        shape[front] = dynamicIf(dom, s[i], shape[front]);
        continue;
      }
      if (front == n - 1 && shape[front] != null && dom.isOne(shape[front]).holds()) {
        shape[front] = dom.times(s[i], shape[front]);
        stride[front] = d[i];
      } else if (dom.productEquals(s[i], d[i], stride[front]).holds()) {
        shape[front] = shape[front] == null ? null : dom.times(s[i], shape[front]);
        stride[front] = d[i];
      } else {
        front--;
        shape[front] = s[i];
        stride[front] = d[i];
      }
    }
    if (front == n - 1 && shape[front] != null && dom.isOne(shape[front]).holds()) {
      shape[front] = dom.isStatic(shape[front]) ? dom.constant(1) : shape[front];
      stride[front] = dom.constant(0);
    }
    return new Flat<>(shape, stride, front);
  }

  /**
   * {@code extent} made dynamic when the dropped extent 1 {@code one} is: a value-decided drop keeps
   * C++'s rule that a size is static only when every extent in it is.
   */
  private static <L> L dynamicIf(Arithmetic<L> dom, L one, L extent) {
    return extent == null || dom.isStatic(one) || !dom.isStatic(extent) ? extent
        : dom.times(one, extent);
  }
}
