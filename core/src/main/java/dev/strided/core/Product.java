package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code logical_product} and its zipped, tiled, flat, blocked and raked variants.
 *
 * <p>{@code logicalProduct(A, B) = (A, complement(A, size(A)·cosize(B)) ∘ B)}: mode 0 is A itself,
 * mode 1 places copies of A as B says. A by-mode tiler multiplies mode by mode and keeps the modes it
 * does not reach; {@code _} keeps a mode; an extent {@code n} multiplies by {@code n:1}.
 * {@code blocked} and {@code raked} pad both layouts to the same rank with {@code _1:_0} modes and
 * zip the two halves mode by mode (A's block outer-most for raked, inner-most for blocked).
 *
 * <pre>{@code Product.logical(dom, a, tiler);   // (2,2):(4,1) x 6:1 = ((2,2),(2,3)):((4,1),(2,8))}</pre>
 */
public final class Product {
  private Product() {}

  /**
   * {@code logical_product(a, tiler)}.
   *
   * <pre>{@code Product.logical(dom, a, tiler);   // (2,2):(4,1) x 6:1 = ((2,2),(2,3)):((4,1),(2,8))}</pre>
   */
  public static <T, L> Pair<T> logical(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    if (tiler instanceof Tiling.Keep) {
      return a;
    }
    if (tiler instanceof Tiling.ByMode<T, L> byMode) {
      int rank = Pairs.rank(dom, a);
      int tiled = byMode.modes().size();
      if (tiled > rank) {
        throw new AlgebraException("logical product: the tiler " + Pairs.print(dom, tiler)
            + " has " + tiled + " modes, more than the rank " + rank + " of " + Pairs.print(dom, a));
      }
      List<Pair<T>> modes = new ArrayList<>(rank);
      for (int i = 0; i < rank; i++) {
        Pair<T> mode = Pairs.mode(dom, a, i);
        modes.add(i < tiled ? logical(dom, mode, byMode.modes().get(i)) : mode);
      }
      return Pairs.concat(dom, modes);
    }
    return logical(dom, a, layoutOf(dom, tiler));
  }

  /** The layout of an extent tiler ({@code n:1}, CuTe's LayoutLeft) or of a layout tiler. */
  static <T, L> Pair<T> layoutOf(Domain<T, L> dom, Tiling<T, L> tiler) {
    if (tiler instanceof Tiling.Extent<T, L> n) {
      T shape = dom.ofLeaf(n.extent());
      return new Pair<>(shape, CompactStrides.compactLeft(dom, shape));
    }
    return ((Tiling.Of<T, L>) tiler).layout();
  }

  private static <T, L> Pair<T> logical(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    L[] bShape = Pairs.leaves(dom, b.shape());
    L[] bStride = Pairs.leaves(dom, b.stride());
    L cosize = dom.cosize(Pairs.asList(bShape, 0, bShape.length),
        Pairs.asList(bStride, 0, bStride.length));
    L cotarget = dom.times(Pairs.size(dom, a.shape()), cosize);
    Pair<T> unused = new Pair<>(dom.ofLeaf(dom.constant(1)), dom.ofLeaf(dom.constant(0)));
    Pair<T> complement;
    if (needsNoComplement(dom, a, cosize)) {
      requireInjectiveAsCxxSees(dom, a);
      complement = unused;
    } else {
      try {
        complement = Complement.complement(dom, a, dom.ofLeaf(cotarget));
      } catch (AlgebraException refused) {
        // a tiler of cosize 1 reads none of the complement: C++ computes the product wherever its
        // complement asserts nothing at compile time (a dynamic extent in the span: the seeded
        // blocked_product((_2,5,_1):(_11,_5,_1), 1:_0) is ((_2,1),(5,_1),(_1,_1)):((_11,_0),...))
        if (!dom.isOne(cosize).holds()) {
          throw refused;
        }
        requireInjectiveAsCxxSees(dom, a);
        complement = unused;
      }
    }
    try {
      return Pairs.concat(dom, a, Composition.compose(dom, complement, b));
    } catch (IllegalArgumentException e) {
      throw Refusals.within("logical product " + Pairs.print(dom, a) + " x "
          + Pairs.print(dom, b) + ": ", e);
    }
  }

  /**
   * A tiler of cosize 1 sends every coordinate to 0, so it needs no complement of A: composed with
   * {@code _1:_0} it keeps its stride-0 modes (as C++, which computes a complement of a negative
   * stride that is not a layout, e.g. {@code (_-1,_0):(_1,_-56)} for {@code _56:_-1}, and never reads
   * it there) and gets stride 0 on its extent-1 modes (where C++ copies a stride of that complement).
   * C++ still computes that complement and static_asserts "Non-injective Layout detected" when a
   * step of its sort (the smallest remaining stride over the span so far, truncated) is a static 0;
   * the same steps here, on the filtered A when every stride has a value; a step with a dynamic
   * leaf, or a stride with names, is left to the run time, where C++ asserts nothing.
   */
  private static <T, L> void requireInjectiveAsCxxSees(Domain<T, L> dom, Pair<T> a) {
    Coalesce.Flat<L> f = Coalesce.filtered(dom, a);
    List<L> shape = new ArrayList<>(Pairs.asList(f.shape(), f.from(), f.shape().length));
    List<L> stride = new ArrayList<>(Pairs.asList(f.stride(), f.from(), f.stride().length));
    if (stride.size() == 1 && dom.isZero(stride.get(0)).holds()
        || !stride.stream().allMatch(dom::hasValue)) {
      return;
    }
    L span = dom.constant(1);
    // a span of 0 (a dynamic stride 0) is a division C++ makes at run time, past any static check
    while (!stride.isEmpty() && !dom.isZero(span).holds()) {
      int at = 0;
      for (int k = 1; k < stride.size(); k++) {
        at = dom.less(stride.get(k), stride.get(at)).holds() ? k : at;
      }
      L min = stride.get(at);
      if (dom.isConstant(dom.quotient(min, span), 0).holds()) {
        throw new AlgebraException("logical product " + Pairs.print(dom, a) + ": the tiler needs no "
            + "complement of A, but CuTe C++ computes one and finds A not injective there (its step:"
            + " the stride " + dom.valueOf(min) + " over the span " + dom.valueOf(span)
            + " of the modes before it truncates to 0)");
      }
      span = dom.times(min, shape.get(at));
      shape.remove(at);
      stride.remove(at);
    }
  }

  /**
   * Whether the tiler's copies of A are placed without A's complement: only where the complement is
   * not defined (a stride of the filtered A negative, or of a sign that depends on the names) and
   * the tiler does not need it (cosize 1). Elsewhere CuTe's definition applies as written, so its
   * refusals (a negative stride under a tiler that reaches past 0) are the complement's.
   */
  private static <T, L> boolean needsNoComplement(Domain<T, L> dom, Pair<T> a, L cosize) {
    Coalesce.Flat<L> f = Coalesce.filtered(dom, a);
    boolean negative = false;
    L unsigned = null;
    for (int k = f.from(); k < f.stride().length; k++) {
      Decision sign = dom.isNegative(f.stride()[k]);
      negative |= sign.holds();
      unsigned = unsigned == null && sign.depends() ? f.stride()[k] : unsigned;
    }
    if (!negative && unsigned == null) {
      return false;
    }
    if (!negative && !dom.isOne(cosize).holds()) {
      Undecided.holds(dom, dom.isNegative(unsigned), "logical product",
          "the stride %s is negative", unsigned);
    }
    return Undecided.holds(dom, dom.isOne(cosize), "logical product", "the cosize %s is 1", cosize);
  }

  /**
   * {@code zipped_product(a, tiler)}: {@code ((block modes...),(product modes...))}.
   *
   * <pre>{@code Product.zipped(dom, a, tiler);   // (2,2):(4,1) x 6:1 gives ((2,2),(2,3)):((4,1),(2,8))}</pre>
   */
  public static <T, L> Pair<T> zipped(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    return Regroup.zip2By(dom, logical(dom, a, tiler), tiler,
        new Regroup.Operation<>("zipped product", dom, a, tiler));
  }

  /**
   * {@code tiled_product(a, tiler)}: {@code ((block modes...),product modes...)}.
   *
   * <pre>{@code Product.tiled(dom, a, tiler);   // (2,2):(4,1) x 6:1 gives ((2,2),2,3):((4,1),2,8)}</pre>
   */
  public static <T, L> Pair<T> tiled(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    return Regroup.unpackRest(dom, zipped(dom, a, tiler));
  }

  /**
   * {@code flat_product(a, tiler)}: {@code (block modes...,product modes...)}.
   *
   * <pre>{@code Product.flat(dom, a, tiler);   // (2,2):(4,1) x 6:1 gives (2,2,2,3):(4,1,2,8)}</pre>
   */
  public static <T, L> Pair<T> flat(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    return Regroup.unpackBoth(dom, zipped(dom, a, tiler));
  }

  /**
   * {@code blocked_product(a, b)}: mode i is {@code (a_i, b_i)}, the block's coordinates innermost.
   *
   * <pre>{@code Product.blocked(dom, a, b);   // (_2,_2):(_1,_2) x (_2,_3):(_1,_2) = ((_2,_2),(_2,_3)):((_1,_4),(_2,_8))}</pre>
   */
  public static <T, L> Pair<T> blocked(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    Pair<T> product = padded(dom, a, b);
    return Regroup.zip(dom, Pairs.mode(dom, product, 0), Pairs.mode(dom, product, 1),
        new Regroup.Operation<>("blocked product", dom, a, new Tiling.Of<>(b)));
  }

  /**
   * {@code raked_product(a, b)}: mode i is {@code (b_i, a_i)}, the blocks interleaved.
   *
   * <pre>{@code Product.raked(dom, a, b);   // (_2,_2):(_1,_2) x (_2,_3):(_1,_2) = ((_2,_2),(_3,_2)):((_4,_1),(_8,_2))}</pre>
   */
  public static <T, L> Pair<T> raked(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    Pair<T> product = padded(dom, a, b);
    return Regroup.zip(dom, Pairs.mode(dom, product, 1), Pairs.mode(dom, product, 0),
        new Regroup.Operation<>("raked product", dom, a, new Tiling.Of<>(b)));
  }

  private static <T, L> Pair<T> padded(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    int rank = Math.max(Pairs.rank(dom, a), Pairs.rank(dom, b));
    return logical(dom, pad(dom, a, rank), pad(dom, b, rank));
  }

  /** CuTe's {@code append<R>(layout)}: extra {@code _1:_0} modes up to rank R. */
  private static <T, L> Pair<T> pad(Domain<T, L> dom, Pair<T> layout, int rank) {
    if (Pairs.rank(dom, layout) >= rank) {
      return layout;
    }
    List<Pair<T>> modes = new ArrayList<>(Pairs.modes(dom, layout));
    while (modes.size() < rank) {
      modes.add(new Pair<>(dom.ofLeaf(dom.constant(1)), dom.ofLeaf(dom.constant(0))));
    }
    return Pairs.concat(dom, modes);
  }
}
