package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
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
 */
final class Product {
  private Product() {}

  static Pair logical(Pair a, Tiler tiler) {
    if (tiler instanceof Tiler.Keep) {
      return a;
    }
    if (tiler instanceof Tiler.ByMode byMode) {
      if (byMode.rank() > a.rank()) {
        throw new IllegalArgumentException("logical product: the tiler " + tiler + " has "
            + byMode.rank() + " modes, more than the rank " + a.rank() + " of " + a);
      }
      List<Pair> modes = new ArrayList<>(a.rank());
      for (int i = 0; i < a.rank(); i++) {
        modes.add(i < byMode.rank() ? logical(a.mode(i), byMode.modes().get(i)) : a.mode(i));
      }
      return Pair.concat(modes);
    }
    Layout b = tiler instanceof Tiler.Extent n ? Layout.columnMajor(n.extent()) : (Layout) tiler;
    return logical(a, b);
  }

  private static Pair logical(Pair a, Layout b) {
    IntTuple.Int cosize = Ints.of(b.cosize(), b.shape().isStatic() && b.stride().isStatic(),
        "cosize");
    IntTuple.Int cotarget = Ints.times(Ints.size(a.shape()), cosize);
    Pair complement;
    if (cosize.value() == 1 && hasNegativeStride(a)) {
      requireInjectiveAsCxxSees(a);
      complement = new Pair(Ints.S1, Ints.S0);
    } else {
      complement = Complement.complement(a, cotarget);
    }
    try {
      return Pair.concat(a, Composition.compose(complement, Pair.of(b)));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("logical product " + a + " x " + b + ": " + e.getMessage(),
          e);
    }
  }

  /**
   * A tiler of cosize 1 sends every coordinate to 0, so it needs no complement of A: composed with
   * {@code _1:_0} it keeps its stride-0 modes (as C++, which computes a complement of a negative
   * stride that is not a layout, e.g. {@code (_-1,_0):(_1,_-56)} for {@code _56:_-1}, and never reads
   * it there) and gets stride 0 on its extent-1 modes (where C++ copies a stride of that complement).
   */
  /**
   * C++ still computes that complement and static_asserts "Non-injective Layout detected" when a
   * step of its sort (the smallest remaining stride over the span so far, truncated) is 0; the same
   * steps here, on the filtered A.
   */
  private static void requireInjectiveAsCxxSees(Pair a) {
    Pair f = Coalesce.filter(a).toPair();
    List<IntTuple.Int> shape = new ArrayList<>(f.shape().flatten());
    List<IntTuple.Int> stride = new ArrayList<>(f.stride().flatten());
    if (stride.size() == 1 && stride.get(0).value() == 0) {
      return;
    }
    long span = 1;
    while (!stride.isEmpty()) {
      int at = 0;
      for (int k = 1; k < stride.size(); k++) {
        at = stride.get(k).value() < stride.get(at).value() ? k : at;
      }
      long min = stride.get(at).value();
      if (min / span == 0) {
        throw new IllegalArgumentException("logical product " + a + ": the tiler needs no "
            + "complement of A, but CuTe C++ computes one and finds A not injective there (its step:"
            + " the stride " + min + " over the span " + span + " of the modes before it truncates"
            + " to 0)");
      }
      span = min * shape.get(at).value();
      shape.remove(at);
      stride.remove(at);
    }
  }

  private static boolean hasNegativeStride(Pair a) {
    for (IntTuple.Int d : Ints.leaves(a.stride())) {
      if (d.value() < 0) {
        return true;
      }
    }
    return false;
  }

  static Pair zipped(Pair a, Tiler tiler) {
    return Regroup.zip2By(logical(a, tiler), tiler, new Regroup.Operation("zipped product", a, tiler));
  }

  static Pair tiled(Pair a, Tiler tiler) {
    return Regroup.unpackRest(zipped(a, tiler));
  }

  static Pair flat(Pair a, Tiler tiler) {
    return Regroup.unpackBoth(zipped(a, tiler));
  }

  static Pair blocked(Pair a, Layout b) {
    Pair product = padded(a, b);
    return Regroup.zip(product.mode(0), product.mode(1), new Regroup.Operation("blocked product", a, b));
  }

  static Pair raked(Pair a, Layout b) {
    Pair product = padded(a, b);
    return Regroup.zip(product.mode(1), product.mode(0), new Regroup.Operation("raked product", a, b));
  }

  private static Pair padded(Pair a, Layout b) {
    int rank = Math.max(a.rank(), b.rank());
    Pair pb = pad(Pair.of(b), rank);
    return logical(pad(a, rank), pb.toLayout());
  }

  /** CuTe's {@code append<R>(layout)}: extra {@code _1:_0} modes up to rank R. */
  private static Pair pad(Pair layout, int rank) {
    if (layout.rank() >= rank) {
      return layout;
    }
    List<Pair> modes = new ArrayList<>(layout.modes());
    while (modes.size() < rank) {
      modes.add(new Pair(Ints.S1, Ints.S0));
    }
    return Pair.concat(modes);
  }
}
