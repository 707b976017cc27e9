package dev.strided.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Walking, building and printing {@link Pair}s and trees over a {@link Domain}, without copies. */
final class Pairs {
  private Pairs() {}

  /** An array of leaves; only ever read as {@code L[]} inside generic code (erased to Object[]). */
  @SuppressWarnings("unchecked")
  static <L> L[] newLeaves(int n) {
    return (L[]) new Object[n];
  }

  static <T, L> int rank(Domain<T, L> dom, T tree) {
    return dom.isLeaf(tree) ? 1 : dom.elements(tree).size();
  }

  static <T, L> int rank(Domain<T, L> dom, Pair<T> p) {
    return rank(dom, p.shape());
  }

  static <T, L> boolean isTuple(Domain<T, L> dom, Pair<T> p) {
    return !dom.isLeaf(p.shape());
  }

  /** Element {@code i} of a tuple; a leaf is its own element 0. */
  static <T, L> T get(Domain<T, L> dom, T tree, int i) {
    return dom.isLeaf(tree) ? tree : dom.elements(tree).get(i);
  }

  /** Mode {@code i}; an integer layout is its own mode 0. */
  static <T, L> Pair<T> mode(Domain<T, L> dom, Pair<T> p, int i) {
    return new Pair<>(get(dom, p.shape(), i), get(dom, p.stride(), i));
  }

  static <T, L> List<Pair<T>> modes(Domain<T, L> dom, Pair<T> p) {
    int rank = rank(dom, p);
    List<Pair<T>> modes = new ArrayList<>(rank);
    for (int i = 0; i < rank; i++) {
      modes.add(mode(dom, p, i));
    }
    return modes;
  }

  /** CuTe's {@code make_layout(l0, l1, ...)}: a tuple of the modes (rank 1 stays a tuple). */
  static <T, L> Pair<T> concat(Domain<T, L> dom, List<Pair<T>> modes) {
    Object[] s = new Object[modes.size()];
    Object[] d = new Object[modes.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = modes.get(i).shape();
      d[i] = modes.get(i).stride();
    }
    return new Pair<>(tuple(dom, s), tuple(dom, d));
  }

  /** A tuple of the elements; an immutable list, which a client's tree may keep without a copy. */
  @SuppressWarnings("unchecked")
  private static <T, L> T tuple(Domain<T, L> dom, Object[] elements) {
    return dom.tuple((List<T>) List.of(elements));
  }

  static <T, L> Pair<T> concat(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    return new Pair<>(dom.tuple(List.of(a.shape(), b.shape())),
        dom.tuple(List.of(a.stride(), b.stride())));
  }

  /** A flat layout of {@code shape/stride[from..to)}: a leaf pair for one mode, else tuples. */
  static <T, L> Pair<T> flat(Domain<T, L> dom, L[] shape, L[] stride, int from, int to) {
    if (to - from == 1) {
      return new Pair<>(dom.ofLeaf(shape[from]), dom.ofLeaf(stride[from]));
    }
    return new Pair<>(tupleOf(dom, shape, from, to), tupleOf(dom, stride, from, to));
  }

  static <T, L> T tupleOf(Domain<T, L> dom, L[] leaves, int from, int to) {
    Object[] elements = new Object[to - from];
    for (int k = from; k < to; k++) {
      elements[k - from] = dom.ofLeaf(leaves[k]);
    }
    return tuple(dom, elements);
  }

  /** The leaves in depth-first order, in a fresh array (which the algebra may edit in place). */
  static <T, L> L[] leaves(Domain<T, L> dom, T tree) {
    List<L> leaves = dom.leaves(tree);
    return leaves.toArray(newLeaves(leaves.size()));
  }

  /** The product of the leaves, static when all are (CuTe's {@code size}). */
  static <T, L> L size(Domain<T, L> dom, T tree) {
    if (dom.isLeaf(tree)) {
      return dom.leaf(tree);
    }
    L product = dom.constant(1);
    for (L leaf : leaves(dom, tree)) {
      product = dom.times(product, leaf);
    }
    return product;
  }

  static <T, L> List<L> asList(L[] leaves, int from, int to) {
    return Arrays.asList(leaves).subList(from, to);
  }

  /** The canonical print form of a tree: {@code (_2,(3,M))}, a rank-1 tuple as {@code (8)}. */
  static <T, L> String print(Domain<T, L> dom, T tree) {
    if (dom.isLeaf(tree)) {
      return dom.print(dom.leaf(tree));
    }
    StringBuilder b = new StringBuilder("(");
    List<T> elements = dom.elements(tree);
    for (int i = 0; i < elements.size(); i++) {
      b.append(i == 0 ? "" : ",").append(print(dom, elements.get(i)));
    }
    return b.append(')').toString();
  }

  /** {@code shape:stride}. */
  static <T, L> String print(Domain<T, L> dom, Pair<T> p) {
    return print(dom, p.shape()) + ":" + print(dom, p.stride());
  }

  /** A tiling as the runtime's {@code Tiler} prints it: {@code (4:1,_,8)}. */
  static <T, L> String print(Domain<T, L> dom, Tiling<T, L> t) {
    if (t instanceof Tiling.Keep) {
      return "_";
    }
    if (t instanceof Tiling.Extent<T, L> e) {
      return dom.print(e.extent());
    }
    if (t instanceof Tiling.Of<T, L> of) {
      return print(dom, of.layout());
    }
    StringBuilder b = new StringBuilder("(");
    List<Tiling<T, L>> modes = ((Tiling.ByMode<T, L>) t).modes();
    for (int i = 0; i < modes.size(); i++) {
      b.append(i == 0 ? "" : ",").append(print(dom, modes.get(i)));
    }
    return b.append(')').toString();
  }
}
