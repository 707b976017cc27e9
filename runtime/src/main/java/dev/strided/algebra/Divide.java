package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;

/**
 * CuTe's {@code logical_divide} and its zipped, tiled and flat variants.
 *
 * <p>{@code logicalDivide(A, B) = A ∘ (B, complement(B, shape(coalesce(A))))}: mode 0 walks one
 * tile, mode 1 walks the tiles. A by-mode tiler divides mode by mode and keeps the modes it does not
 * reach; {@code _} keeps a mode; an extent {@code n} divides by {@code n:1}.
 */
final class Divide {
  private Divide() {}

  static Pair logical(Pair a, Tiler tiler) {
    if (tiler instanceof Tiler.Keep) {
      return a;
    }
    if (tiler instanceof Tiler.ByMode byMode) {
      if (byMode.rank() > a.rank()) {
        throw new IllegalArgumentException("logical divide: the tiler " + tiler + " has "
            + byMode.rank() + " modes, more than the rank " + a.rank() + " of " + a);
      }
      IntTuple[] outS = new IntTuple[a.rank()];
      IntTuple[] outD = new IntTuple[a.rank()];
      for (int i = 0; i < outS.length; i++) {
        Pair mode = i < byMode.rank() ? logical(a.mode(i), byMode.modes().get(i)) : a.mode(i);
        outS[i] = mode.shape();
        outD[i] = mode.stride();
      }
      return Pair.of(outS, outD);
    }
    Pair b = tiler instanceof Tiler.Extent n ? columnMajor(n.extent()) : Pair.of((Layout) tiler);
    IntTuple.Int[] aShape = Ints.leaves(a.shape());
    IntTuple.Int[] aStride = Ints.leaves(a.stride());
    IntTuple cotarget = Coalesce.coalescedShape(aShape, aStride);
    Pair complement = Complement.complement(b, cotarget);
    try {
      return Composition.compose(a, aShape, aStride, Pair.concat(b, complement));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("logical divide " + a + " / " + tiler + ": "
          + e.getMessage(), e);
    }
  }

  /** {@code n:1} (CuTe's LayoutLeft of one extent; a static {@code _1} gets stride {@code _0}). */
  private static Pair columnMajor(IntTuple.Int n) {
    return new Pair(n, n.isStatic() && n.value() == 1 ? Ints.S0 : Ints.S1);
  }

  static Pair zipped(Pair a, Tiler tiler) {
    return Regroup.zip2By(logical(a, tiler), tiler, new Regroup.Operation("zipped divide", a, tiler));
  }

  static Pair tiled(Pair a, Tiler tiler) {
    return Regroup.unpackRest(zipped(a, tiler));
  }

  static Pair flat(Pair a, Tiler tiler) {
    return Regroup.unpackBoth(zipped(a, tiler));
  }
}
