package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SlicedLayout;
import dev.strided.Tiler;

/**
 * The layout algebra with CuTe C++ semantics, behind {@link Layout}'s instance methods (prefer those:
 * {@code a.compose(b)} calls {@code LayoutAlgebra.compose(a, b)}).
 *
 * <p>Integers carry CuTe's static flag through the arithmetic: a result leaf is static when every
 * leaf it was computed from is static, so a fully static input gives exactly CuTe C++'s result,
 * {@code _N} included. Where C++ can merge or check only static integers, these methods use the
 * values, so dynamic inputs are merged and checked too; where C++ fails a {@code static_assert}, these
 * methods throw {@link IllegalArgumentException} naming the condition and the values.
 *
 * <pre>{@code
 * LayoutAlgebra.coalesce(Layout.parse("(_2,(_1,_6)):(_1,(_6,_2))"));   // _12:_1
 * LayoutAlgebra.compose(Layout.parse("(6,2):(8,2)"), Layout.parse("(4,3):(3,1)"));
 * // ((2,2),3):((24,2),8)
 * }</pre>
 */
public final class LayoutAlgebra {
  private LayoutAlgebra() {}

  /**
   * See {@link Layout#coalesce()}.
   *
   * @param a the layout
   * @return the coalesced layout
   */
  public static Layout coalesce(Layout a) {
    return Coalesce.coalesce(Pair.of(a)).toLayout();
  }

  /**
   * See {@link Layout#coalesce(IntTuple)}.
   *
   * @param a the layout
   * @param profile where to coalesce
   * @return the layout coalesced at the profile's integers
   */
  public static Layout coalesce(Layout a, IntTuple profile) {
    if (profile == null) {
      throw new IllegalArgumentException("coalesce: the profile must not be null");
    }
    return Coalesce.coalesce(Pair.of(a), profile).toLayout();
  }

  /**
   * See {@link Layout#filter()}.
   *
   * @param a the layout
   * @return the filtered layout
   */
  public static Layout filter(Layout a) {
    return Coalesce.filter(Pair.of(a)).toPair().toLayout();
  }

  /**
   * See {@link Layout#compose(Tiler)}.
   *
   * @param a the outer layout
   * @param b the inner layout or tiler
   * @return {@code a ∘ b}
   */
  public static Layout compose(Layout a, Tiler b) {
    return Composition.compose(Pair.of(a), nonNull(b, "composition")).toLayout();
  }

  /**
   * See {@link Layout#complement()}.
   *
   * @param a the layout
   * @return its complement
   */
  public static Layout complement(Layout a) {
    return Complement.complement(Pair.of(a)).toLayout();
  }

  /**
   * See {@link Layout#complement(IntTuple)}.
   *
   * @param a the layout
   * @param cotarget the codomain to cover: an integer or a shape
   * @return the complement
   */
  public static Layout complement(Layout a, IntTuple cotarget) {
    if (cotarget == null) {
      throw new IllegalArgumentException("complement: the cotarget must not be null");
    }
    return Complement.complement(Pair.of(a), cotarget).toLayout();
  }

  /**
   * See {@link Layout#rightInverse()}.
   *
   * @param a the layout
   * @return a right inverse
   */
  public static Layout rightInverse(Layout a) {
    return RightInverse.rightInverse(Pair.of(a)).toLayout();
  }

  /**
   * See {@link Layout#leftInverse()}.
   *
   * @param a the layout
   * @return a left inverse
   */
  public static Layout leftInverse(Layout a) {
    return LeftInverse.leftInverse(Pair.of(a)).toLayout();
  }

  /**
   * The divide family (see {@link Layout#logicalDivide(Tiler)}).
   *
   * @param a the layout
   * @param t the tiler
   * @return {@code logical_divide(a, t)}
   */
  public static Layout logicalDivide(Layout a, Tiler t) {
    return Divide.logical(Pair.of(a), nonNull(t, "logical divide")).toLayout();
  }

  /**
   * Returns {@code zipped_divide(a, t)}.
   *
   * @param a the layout
   * @param t the tiler
   * @return {@code zipped_divide(a, t)}
   */
  public static Layout zippedDivide(Layout a, Tiler t) {
    return Divide.zipped(Pair.of(a), nonNull(t, "zipped divide")).toLayout();
  }

  /**
   * Returns {@code tiled_divide(a, t)}.
   *
   * @param a the layout
   * @param t the tiler
   * @return {@code tiled_divide(a, t)}
   */
  public static Layout tiledDivide(Layout a, Tiler t) {
    return Divide.tiled(Pair.of(a), nonNull(t, "tiled divide")).toLayout();
  }

  /**
   * Returns {@code flat_divide(a, t)}.
   *
   * @param a the layout
   * @param t the tiler
   * @return {@code flat_divide(a, t)}
   */
  public static Layout flatDivide(Layout a, Tiler t) {
    return Divide.flat(Pair.of(a), nonNull(t, "flat divide")).toLayout();
  }

  /**
   * The product family (see {@link Layout#logicalProduct(Tiler)}).
   *
   * @param a the block
   * @param t the tiler
   * @return {@code logical_product(a, t)}
   */
  public static Layout logicalProduct(Layout a, Tiler t) {
    return Product.logical(Pair.of(a), nonNull(t, "logical product")).toLayout();
  }

  /**
   * Returns {@code zipped_product(a, t)}.
   *
   * @param a the block
   * @param t the tiler
   * @return {@code zipped_product(a, t)}
   */
  public static Layout zippedProduct(Layout a, Tiler t) {
    return Product.zipped(Pair.of(a), nonNull(t, "zipped product")).toLayout();
  }

  /**
   * Returns {@code tiled_product(a, t)}.
   *
   * @param a the block
   * @param t the tiler
   * @return {@code tiled_product(a, t)}
   */
  public static Layout tiledProduct(Layout a, Tiler t) {
    return Product.tiled(Pair.of(a), nonNull(t, "tiled product")).toLayout();
  }

  /**
   * Returns {@code flat_product(a, t)}.
   *
   * @param a the block
   * @param t the tiler
   * @return {@code flat_product(a, t)}
   */
  public static Layout flatProduct(Layout a, Tiler t) {
    return Product.flat(Pair.of(a), nonNull(t, "flat product")).toLayout();
  }

  /**
   * Returns {@code blocked_product(a, b)}.
   *
   * @param a the block
   * @param b the tiler layout
   * @return {@code blocked_product(a, b)}
   */
  public static Layout blockedProduct(Layout a, Layout b) {
    return Product.blocked(Pair.of(a), nonNull(b, "blocked product")).toLayout();
  }

  /**
   * Returns {@code raked_product(a, b)}.
   *
   * @param a the block
   * @param b the tiler layout
   * @return {@code raked_product(a, b)}
   */
  public static Layout rakedProduct(Layout a, Layout b) {
    return Product.raked(Pair.of(a), nonNull(b, "raked product")).toLayout();
  }

  /**
   * CuTe's {@code make_layout(layouts...)}: the layouts as the modes of one layout.
   *
   * @param layouts at least one layout
   * @return {@code (s0,s1,...):(d0,d1,...)}; one layout gives a rank-1 tuple {@code (s0):(d0)}
   */
  public static Layout concat(Layout... layouts) {
    if (layouts == null || layouts.length == 0) {
      throw new IllegalArgumentException("concat needs at least one layout");
    }
    java.util.List<Pair> modes = new java.util.ArrayList<>(layouts.length);
    for (Layout l : layouts) {
      modes.add(Pair.of(nonNull(l, "concat")));
    }
    return Pair.concat(modes).toLayout();
  }

  /**
   * See {@link Layout#sliceAndOffset(String)}.
   *
   * @param a the layout
   * @param coord a coordinate with {@code _} for kept modes, e.g. {@code "(_,2)"}
   * @return the sliced layout and the offset
   */
  public static SlicedLayout slice(Layout a, String coord) {
    return Slice.slice(a, coord);
  }

  /**
   * See {@link Layout#nullspace()}.
   *
   * @param a the layout
   * @return its nullspace
   */
  public static Layout nullspace(Layout a) {
    return Nullspace.nullspace(Pair.of(a)).toLayout();
  }

  /**
   * See {@link Layout#maxCommonVector(Layout)}.
   *
   * @param a one layout
   * @param b the other
   * @return the number of leading elements both lay out contiguously and alike, at least 1
   */
  public static int maxCommonVector(Layout a, Layout b) {
    return MaxCommonVector.of(Pair.of(a), Pair.of(nonNull(b, "max common vector")));
  }

  /**
   * See {@link Layout#upcast(int)}.
   *
   * @param a the layout
   * @param n the factor
   * @return it
   */
  public static Layout upcast(Layout a, int n) {
    return Recast.upcast(Pair.of(a), n).toLayout();
  }

  /**
   * See {@link Layout#downcast(int)}.
   *
   * @param a the layout
   * @param n the factor
   * @return it
   */
  public static Layout downcast(Layout a, int n) {
    return Recast.downcast(Pair.of(a), n).toLayout();
  }

  private static <T> T nonNull(T t, String operation) {
    if (t == null) {
      throw new IllegalArgumentException(operation + ": the tiler must not be null");
    }
    return t;
  }
}
