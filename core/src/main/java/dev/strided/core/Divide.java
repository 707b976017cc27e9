package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code logical_divide} and its zipped, tiled and flat variants.
 *
 * <p>{@code logicalDivide(A, B) = A ∘ (B, complement(B, shape(coalesce(A))))}: mode 0 walks one
 * tile, mode 1 walks the tiles. A by-mode tiler divides mode by mode and keeps the modes it does not
 * reach; {@code _} keeps a mode; an extent {@code n} divides by {@code n:1}.
 *
 * <pre>{@code Divide.logical(dom, a, tiler);   // (4,2,3):(2,1,8) / 4:2 = ((2,2),(2,3)):((4,1),(2,8))}</pre>
 */
public final class Divide {
  private Divide() {}

  /**
   * {@code logical_divide(a, tiler)}.
   *
   * <pre>{@code Divide.logical(dom, a, tiler);   // (4,2,3):(2,1,8) / 4:2 = ((2,2),(2,3)):((4,1),(2,8))}</pre>
   */
  public static <T, L> Pair<T> logical(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    if (tiler instanceof Tiling.Keep) {
      return a;
    }
    if (tiler instanceof Tiling.ByMode<T, L> byMode) {
      int rank = Pairs.rank(dom, a);
      int tiled = byMode.modes().size();
      if (tiled > rank) {
        throw new AlgebraException("logical divide: the tiler " + Pairs.print(dom, tiler) + " has "
            + tiled + " modes, more than the rank " + rank + " of " + Pairs.print(dom, a));
      }
      TileFit.check(dom, a, byMode);
      List<Pair<T>> modes = new ArrayList<>(rank);
      for (int i = 0; i < rank; i++) {
        Pair<T> mode = Pairs.mode(dom, a, i);
        modes.add(i < tiled ? logical(dom, mode, byMode.modes().get(i)) : mode);
      }
      return Pairs.concat(dom, modes);
    }
    TileFit.check(dom, a, tiler);
    Pair<T> b = Product.layoutOf(dom, tiler);
    L[] aShape = Pairs.leaves(dom, a.shape());
    L[] aStride = Pairs.leaves(dom, a.stride());
    T cotarget = Coalesce.coalescedShape(dom, aShape, aStride);
    Pair<T> complement = Complement.forDivide(dom, b, cotarget);
    try {
      return Composition.compose(dom, a, aShape, aStride, Pairs.concat(dom, b, complement));
    } catch (IllegalArgumentException e) {
      throw Refusals.within("logical divide " + Pairs.print(dom, a) + " / "
          + Pairs.print(dom, tiler) + ": ", e);
    }
  }

  /**
   * {@code zipped_divide(a, tiler)}: {@code ((tile modes...),(rest modes...))}.
   *
   * <pre>{@code Divide.zipped(dom, a, tiler);   // (8,8):(8,1) by (4,8) gives ((4,8),(2,1)):((8,1),(32,8))}</pre>
   */
  public static <T, L> Pair<T> zipped(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    return Regroup.zip2By(dom, logical(dom, a, tiler), tiler,
        new Regroup.Operation<>("zipped divide", dom, a, tiler));
  }

  /**
   * {@code tiled_divide(a, tiler)}: {@code ((tile modes...),rest modes...)}.
   *
   * <pre>{@code Divide.tiled(dom, a, tiler);   // (8,8):(8,1) by (4,8) gives ((4,8),2,1):((8,1),32,8)}</pre>
   */
  public static <T, L> Pair<T> tiled(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    return Regroup.unpackRest(dom, zipped(dom, a, tiler));
  }

  /**
   * {@code flat_divide(a, tiler)}: {@code (tile modes...,rest modes...)}.
   *
   * <pre>{@code Divide.flat(dom, a, tiler);   // (8,8):(8,1) by (4,8) gives (4,8,2,1):(8,1,32,8)}</pre>
   */
  public static <T, L> Pair<T> flat(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    return Regroup.unpackBoth(dom, zipped(dom, a, tiler));
  }
}
