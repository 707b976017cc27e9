package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code make_ordered_layout(shape, order)} and {@code make_layout_like(layout)}: compact
 * layouts whose modes are laid out in a given order. Each leaf of the order covers the part of the
 * shape at its place; that part is compact column-major, starting at the product of the extents of
 * every part with a smaller order (equal orders start at the same stride, as in C++). A static order
 * counts by its value; a dynamic one (or a name) counts as larger than every static one, dynamic ones
 * ordered left to right.
 *
 * <pre>{@code
 * OrderedLayouts.ordered(dom, shape, order);   // (2,2,2,2) in order (0,2,3,1): (2,2,2,2):(1,4,8,2)
 * OrderedLayouts.like(dom, layout);            // (2,3,4,5):(_0,42,_1,_0) gives strides (_0,4,_1,_0)
 * }</pre>
 */
public final class OrderedLayouts {
  private OrderedLayouts() {}

  /**
   * {@code make_ordered_layout(shape, order)}; the order is a tuple like the shape's, or coarser (a
   * leaf of the order for a whole sub-shape).
   *
   * <pre>{@code OrderedLayouts.ordered(dom, shape, order);   // ((2,_3),4) in order (_1,_0): ((4,8),_1)}</pre>
   */
  public static <T, L> Pair<T> ordered(Domain<T, L> dom, T shape, T order) {
    return new Pair<>(shape, strides(dom, shape, order, "make_ordered_layout"));
  }

  /**
   * {@code make_layout_like(layout)}: the compact layout of the same shape whose modes are in the
   * order of the layout's strides; a static stride {@code _0} stays {@code _0}.
   *
   * <pre>{@code OrderedLayouts.like(dom, layout);   // (2,(3,_4)):(_8,(_1,_16)) gives (2,(3,_4)):(3,(_1,6))}</pre>
   */
  public static <T, L> Pair<T> like(Domain<T, L> dom, Pair<T> layout) {
    T filtered = withoutStaticZeros(dom, layout.shape(), layout.stride());
    return new Pair<>(layout.shape(), strides(dom, filtered, layout.stride(), "make_layout_like"));
  }

  /** The shape with {@code _1} where the stride is a static 0 (CuTe's {@code filter_zeros}). */
  private static <T, L> T withoutStaticZeros(Domain<T, L> dom, T shape, T stride) {
    if (dom.isLeaf(shape)) {
      L d = dom.leaf(stride);
      return dom.isStatic(d) && dom.isZero(d).holds() ? dom.ofLeaf(dom.constant(1)) : shape;
    }
    List<T> s = dom.elements(shape);
    List<T> d = dom.elements(stride);
    List<T> out = new ArrayList<>(s.size());
    for (int i = 0; i < s.size(); i++) {
      out.add(withoutStaticZeros(dom, s.get(i), d.get(i)));
    }
    return dom.tuple(out);
  }

  /** CuTe's {@code compact_order(shape, order)}. */
  private static <T, L> T strides(Domain<T, L> dom, T shape, T order, String operation) {
    List<T> parts = new ArrayList<>();
    List<L> orders = new ArrayList<>();
    split(dom, shape, order, parts, orders, shape, order, operation);
    long max = 0;
    for (L o : orders) {
      if (dom.isStatic(o)) {
        max = Math.max(max, dom.valueOf(o));
      }
    }
    long[] rank = new long[orders.size()];
    List<L> sizes = new ArrayList<>(parts.size());
    for (int j = 0; j < rank.length; j++) {
      L o = orders.get(j);
      rank[j] = dom.isStatic(o) ? dom.valueOf(o) : max + 1 + j;
      sizes.add(Pairs.size(dom, parts.get(j)));
    }
    List<T> strides = new ArrayList<>(parts.size());
    for (int j = 0; j < rank.length; j++) {
      L start = dom.constant(1);
      for (int k = 0; k < rank.length; k++) {
        if (rank[k] < rank[j]) {
          start = dom.times(start, sizes.get(k));
        }
      }
      strides.add(CompactStrides.compactLeft(dom, parts.get(j), start));
    }
    return rebuild(dom, order, strides.iterator());
  }

  /** The sub-shapes at the order's leaves, in order, and those leaves. */
  private static <T, L> void split(Domain<T, L> dom, T shape, T order, List<T> parts,
      List<L> orders, T wholeShape, T wholeOrder, String operation) {
    if (dom.isLeaf(order)) {
      parts.add(shape);
      orders.add(dom.leaf(order));
      return;
    }
    List<T> o = dom.elements(order);
    if (dom.isLeaf(shape) || dom.elements(shape).size() != o.size()) {
      throw new AlgebraException(operation + ": the order " + Pairs.print(dom, wholeOrder)
          + " does not fit the shape " + Pairs.print(dom, wholeShape) + ": where the order has "
          + o.size() + " modes the shape has " + Pairs.print(dom, shape)
          + " (an order is a tuple like the shape, or a number for a whole sub-shape)");
    }
    List<T> s = dom.elements(shape);
    for (int i = 0; i < o.size(); i++) {
      split(dom, s.get(i), o.get(i), parts, orders, wholeShape, wholeOrder, operation);
    }
  }

  private static <T, L> T rebuild(Domain<T, L> dom, T order, java.util.Iterator<T> strides) {
    if (dom.isLeaf(order)) {
      return strides.next();
    }
    List<T> out = new ArrayList<>();
    for (T e : dom.elements(order)) {
      out.add(rebuild(dom, e, strides));
    }
    return dom.tuple(out);
  }
}
