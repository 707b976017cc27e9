package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code composition(A, B)}: the layout {@code R} with {@code R(c) = A(B(c))} for every
 * coordinate {@code c} of each integer mode of {@code B}, shaped like {@code B}.
 *
 * <p>A is coalesced first (keeping its last mode, CuTe's {@code coalesce_x}); each integer mode
 * {@code s:d} of B then walks A's modes: the stride {@code d} skips whole modes of A, and the extent
 * {@code s} is cut into pieces that fit A's modes. C++ checks the two divisibility conditions only on
 * static integers; here they are checked on values, always:
 * <ul>
 *   <li>stride: the remaining stride of B is a multiple of A's extent, or less than it;</li>
 *   <li>shape: the piece of B that fits into a mode of A divides what remains of B's extent.</li>
 * </ul>
 * C++'s stride condition is weak: a remaining stride {@code r} less than an extent {@code n} that it
 * does not divide is exact only when the rest of B fits inside that mode ({@code (rest−1)·r < n});
 * a negative stride (walked as {@code |r|}, the result negated) must divide every extent it is
 * greater than. Where this strict condition fails the piece is not {@code A(B(i))} (the walk puts the
 * next element at the start of the next mode while {@code A} puts it {@code r·⌈n/r⌉ − n} into this
 * one), so {@link Exactness} looks for the first such {@code i} and refuses with it. Where a check
 * on values refuses what C++ computes unchecked (a condition on a dynamic operand), C++'s result
 * stands if it is {@code A(B(i))} at every point of A's domain, evaluated.
 *
 * <pre>{@code Composition.compose(dom, a, b);   // (6,2):(8,2) o (4,3):(3,1) = ((2,2),3):((24,2),8)}</pre>
 */
public final class Composition<T, L> {
  private static final String OPERATION = "composition";

  private final Domain<T, L> dom;
  private final Pair<T> a;
  private final Pair<T> b;
  private final L[] shape;
  private final L[] stride;
  private final int from;
  private final boolean checksAsCxx;
  private Exactness.Suspect<L> suspect;
  private final List<Carries.Walked<L>> walked = new ArrayList<>();

  /**
   * With A's leaves already walked ({@code fold} only reads them); {@code byValue}: A's modes
   * coalesced by their values (the exactness criterion's digits), else as C++'s types do;
   * {@code checksAsCxx}: the divisibility conditions checked only where C++ checks them, on static
   * operands, else on values always.
   */
  private Composition(Domain<T, L> dom, Pair<T> a, L[] aShape, L[] aStride, Pair<T> b,
      boolean byValue, boolean checksAsCxx) {
    this.dom = dom;
    this.a = a;
    this.b = b;
    this.checksAsCxx = checksAsCxx;
    Coalesce.Flat<L> flat = Coalesce.fold(dom, aShape, aStride, true, byValue);
    this.shape = flat.shape();
    this.stride = flat.stride();
    this.from = flat.from();
  }

  /**
   * {@code a ∘ tiler}; a by-mode tiling composes mode by mode and drops the modes it does not reach.
   *
   * <pre>{@code Composition.compose(dom, a, new Tiling.Extent<>(n));   // a o n:1}</pre>
   */
  public static <T, L> Pair<T> compose(Domain<T, L> dom, Pair<T> a, Tiling<T, L> tiler) {
    if (tiler instanceof Tiling.Keep) {
      return a;
    }
    if (tiler instanceof Tiling.ByMode<T, L> byMode) {
      int rank = Pairs.rank(dom, a);
      if (byMode.modes().size() > rank) {
        throw new AlgebraException("composition: the tiler " + Pairs.print(dom, tiler) + " has "
            + byMode.modes().size() + " modes, more than the rank " + rank + " of "
            + Pairs.print(dom, a));
      }
      List<Pair<T>> modes = new ArrayList<>(byMode.modes().size());
      for (int i = 0; i < byMode.modes().size(); i++) {
        try {
          modes.add(compose(dom, Pairs.mode(dom, a, i), byMode.modes().get(i)));
        } catch (IllegalArgumentException e) {
          throw Refusals.within("composition " + Pairs.print(dom, a) + " o "
              + Pairs.print(dom, tiler) + ", mode " + i + ": ", e);
        }
      }
      return Pairs.concat(dom, modes);
    }
    if (tiler instanceof Tiling.Extent<T, L> n) {
      return compose(dom, a, new Pair<>(dom.ofLeaf(n.extent()), dom.ofLeaf(dom.constant(1))));
    }
    return compose(dom, a, ((Tiling.Of<T, L>) tiler).layout());
  }

  /**
   * {@code a ∘ b} of two layouts.
   *
   * <pre>{@code Composition.compose(dom, a, b);   // (6,2):(8,2) o (4,3):(3,1) = ((2,2),3):((24,2),8)}</pre>
   */
  public static <T, L> Pair<T> compose(Domain<T, L> dom, Pair<T> a, Pair<T> b) {
    return compose(dom, a, Pairs.leaves(dom, a.shape()), Pairs.leaves(dom, a.stride()), b);
  }

  /** {@link #compose(Domain, Pair, Pair)} given A's leaves ({@code aShape}, {@code aStride}), unchanged. */
  static <T, L> Pair<T> compose(Domain<T, L> dom, Pair<T> a, L[] aShape, L[] aStride, Pair<T> b) {
    try {
      return composeChecked(dom, a, aShape, aStride, b);
    } catch (AlgebraException refusal) {
      // C++ checks a divisibility condition only on static operands and computes the rest
      // unchecked: that result stands where it is A(B(i)) at every point of A's domain
      Pair<T> r;
      try {
        r = new Composition<>(dom, a, aShape, aStride, b, false, true)
            .apply(b.shape(), b.stride(), dom.constant(1));
      } catch (AlgebraException asInCxx) {
        throw refusal;
      }
      if (!shapedLike(dom, b.shape(), r.shape()) || !Exactness.agreesOnDomain(dom, a, b, r)) {
        throw refusal;
      }
      return r;
    }
  }

  /** Whether each integer mode of B became a mode of {@code r} of its extent (C++'s may not). */
  private static <T, L> boolean shapedLike(Domain<T, L> dom, T b, T r) {
    if (dom.isLeaf(b)) {
      L bs = dom.leaf(b);
      L rs = Pairs.size(dom, r);
      return dom.hasValue(bs) && dom.hasValue(rs) && dom.valueOf(bs) == dom.valueOf(rs);
    }
    List<T> bs = dom.elements(b);
    List<T> rs = dom.isLeaf(r) ? List.of() : dom.elements(r);
    if (bs.size() != rs.size()) {
      return false;
    }
    for (int i = 0; i < bs.size(); i++) {
      if (!shapedLike(dom, bs.get(i), rs.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static <T, L> Pair<T> composeChecked(Domain<T, L> dom, Pair<T> a, L[] aShape,
      L[] aStride, Pair<T> b) {
    Composition<T, L> typed = new Composition<>(dom, a, aShape, aStride, b, false, false);
    Composition<T, L> byValue = new Composition<>(dom, a, aShape, aStride, b, true, false);
    if (typed.from == byValue.from) {
      return typed.result();
    }
    // C++ keeps modes of A that only dynamic leaves would merge: the result takes its structure
    // from them, and the criterion decides on A's runs by value, whose digits it is about
    AlgebraException byValueRefusal = null;
    try {
      byValue.result();
    } catch (AlgebraException e) {
      byValueRefusal = e;
    }
    Pair<T> r = typed.apply(b.shape(), b.stride(), dom.constant(1));
    // merged by value (stride-0 or extent-1 modes between them), A's modes can fail a divisibility
    // condition C++'s typed walk never meets: its result stands where it is A(B(i)) on A's domain
    if (byValueRefusal != null && !Exactness.agreesOnDomain(dom, a, b, r)) {
      throw byValueRefusal;
    }
    typed.check(r, false);
    return r;
  }

  /** The composition, refused when a piece of it is not {@code A(B(i))}. */
  private Pair<T> result() {
    Pair<T> r = apply(b.shape(), b.stride(), dom.constant(1));
    check(r, true);
    return r;
  }

  /**
   * Refuses {@code r} where a piece is not {@code A(B(i))} (evaluated), and with {@code carries}
   * where B's modes meet in a digit of A (the criterion, which needs A's modes coalesced by value).
   */
  private void check(Pair<T> r, boolean carries) {
    if (suspect != null) {
      Exactness.refuseIfInexact(dom, a, b, r, shape, stride, from, suspect);
      if (walked.size() > 1) {
        Exactness.refuseIfInexactWhole(dom, new Carries.Digits<>(a, b, r, shape, stride, from),
            suspect);
      }
    } else if (carries) {
      Carries.refuseIfCarrying(dom, new Carries.Digits<>(a, b, r, shape, stride, from), walked);
    }
  }

  /** {@code step}: the 1-D index of B at which this mode's coordinate 1 sits. */
  private Pair<T> apply(T rhsShape, T rhsStride, L step) {
    if (!dom.isLeaf(rhsShape)) {
      List<T> ss = dom.elements(rhsShape);
      List<T> ds = dom.elements(rhsStride);
      List<Pair<T>> modes = new ArrayList<>(ss.size());
      for (int i = 0; i < ss.size(); i++) {
        modes.add(apply(ss.get(i), ds.get(i), step));
        step = dom.times(step, Pairs.size(dom, ss.get(i)));
      }
      return Pairs.concat(dom, modes);
    }
    L restShape = dom.leaf(rhsShape);
    L restStride = dom.leaf(rhsStride);
    int last = shape.length - 1;
    // C++ returns B's mode for a static stride _0, and divides by a dynamic 0 at run time
    // (Strided gives the same constant mode, docs/exactness.md)
    if (Undecided.holds(dom, dom.isConstant(restStride, 0), OPERATION, "the stride %s of B is 0",
        restStride) || from != last && Undecided.holds(dom, dom.isZero(restStride), OPERATION,
            "the stride %s of B is 0", restStride)) {
      return new Pair<>(rhsShape, rhsStride);
    }
    List<Carries.Piece<L>> pieces = new ArrayList<>(last - from + 1);
    if (!dom.isOne(restShape).holds()) {
      walked.add(new Carries.Walked<>(restShape, restStride, step,
          Undecided.holds(dom, dom.isNegative(restStride), OPERATION, "the stride %s is negative",
              restStride), pieces));
    }
    if (from == last) {
      pieces.add(new Carries.Piece<>(0, dom.abs(restStride), restShape));  // one digit: no carry
      return new Pair<>(rhsShape, dom.ofLeaf(dom.times(restStride, stride[last])));
    }
    L[] outShape = Pairs.newLeaves(last - from + 1);
    L[] outStride = Pairs.newLeaves(last - from + 1);
    int count = 0;
    L rs = restShape;
    L rd = restStride;
    // a mode of B of extent 1 has one coordinate, 0, whatever its stride (a divide's complement
    // keeps C++'s stride there, which need not meet A's modes): exact, so its stride is checked
    // only where C++ checks every mode's, the stride and A's extent both static
    boolean point = dom.isOne(restShape).holds();
    for (int k = from; k < last; k++) {
      L cs = shape[k];
      if (!point && !checksAsCxx || dom.isStatic(rd) && dom.isStatic(cs)) {
        checkStride(rd, cs, k);
      }
      L abs = dom.abs(rd);
      L nextShape = dom.ceilDiv(cs, abs);
      // an extent that may be 1 is a piece of the exactness checks (a piece of one point never
      // carries); C++'s structure reads only static 1s below
      boolean rsIsOne = dom.isOne(rs).holds();
      if (!rsIsOne && isSuspect(cs, abs, rs, nextShape)) {
        noteSuspect(restShape, restStride, step);
      }
      L nextStride = dom.times(dom.ceilDiv(abs, cs), dom.signum(rd));
      boolean nextIsOne = dom.isOne(nextShape).holds();
      // C++ skips the mode only where an extent is _1 for its type; a dynamic 1 makes a mode 1
      if (!Undecided.holds(dom, dom.isConstant(rs, 1), OPERATION, "the extent %s is 1", rs)
          && !Undecided.holds(dom, dom.isConstant(nextShape, 1), OPERATION,
              "the extent %s is 1", nextShape)) {
        L newShape = min(nextShape, rs);
        if (!checksAsCxx || dom.isStatic(rs) && dom.isStatic(newShape)) {
          checkShape(rs, newShape, k);
        }
        if (!rsIsOne && !nextIsOne) {
          pieces.add(new Carries.Piece<>(k - from, abs, newShape));
        }
        outShape[count] = newShape;
        outStride[count++] = dom.times(rd, stride[k]);
        rs = dom.quotient(rs, newShape);
      }
      rd = nextStride;
    }
    if (!dom.isOne(rs).holds()) {
      pieces.add(new Carries.Piece<>(last - from, dom.abs(rd), rs));
    }
    if (count == 0) {
      return new Pair<>(dom.ofLeaf(rs), dom.ofLeaf(dom.times(rd, stride[last])));
    }
    if (!Undecided.holds(dom, dom.isConstant(rs, 1), OPERATION, "the extent %s is 1", rs)) {
      outShape[count] = rs;
      outStride[count++] = dom.times(rd, stride[last]);
    }
    return Pairs.flat(dom, outShape, outStride, 0, count);
  }

  /**
   * The strict condition fails: {@code |r|} and the extent {@code n} do not divide each other, and
   * the rest {@code s} of B does not fit in the mode ({@code |r| > n} or {@code (s−1)·|r| ≥ n},
   * which is {@code ⌈n/|r|⌉ < s} when {@code |r|} does not divide {@code n}).
   */
  private boolean isSuspect(L cs, L abs, L rs, L ceil) {
    Decision strideDivides = dom.divides(cs, abs);
    Decision extentDivides = dom.divides(abs, cs);
    if (strideDivides.holds() || extentDivides.holds()) {
      return false;
    }
    if (strideDivides.depends() || extentDivides.depends()) {
      throw Exactness.notExact(dom, a, b, abs, cs,
          strideDivides.depends() ? strideDivides : extentDivides);
    }
    return Undecided.holds(dom, dom.less(cs, abs), OPERATION, "%s < %s", cs, abs)
        || Undecided.holds(dom, dom.less(ceil, rs), OPERATION, "%s < %s", ceil, rs);
  }

  /** CuTe's {@code min}, static only when both operands are: the smaller times a 1 of the other's kind. */
  private L min(L x, L y) {
    // 0 < x | y: x <= y, so x is the minimum whichever the names make it
    boolean xSmaller = dividesPositive(x, y) || !dividesPositive(y, x)
        && Undecided.holds(dom, dom.less(x, y), OPERATION, "%s < %s", x, y);
    L smaller = xSmaller ? x : y;
    L other = xSmaller ? y : x;
    return dom.times(smaller, dom.quotient(other, other));
  }

  /** The first integer mode of B that fails the strict condition (one is enough to refuse). */
  private void noteSuspect(L extent, L stride, L step) {
    if (suspect == null) {
      suspect = new Exactness.Suspect<>(extent, stride, step);
    }
  }

  private void checkStride(L restStride, L currShape, int k) {
    if (dividesPositive(restStride, currShape)) {
      return; // 0 < r | n: r < n or r == n, whichever the names make it
    }
    boolean divides = Undecided.holds(dom, dom.divides(currShape, restStride), OPERATION,
        "%2$s divides %1$s", restStride, currShape);
    if (!divides && !Undecided.holds(dom, dom.less(restStride, currShape), OPERATION, "%s < %s",
        restStride, currShape)) {
      throw new AlgebraException("composition " + Pairs.print(dom, a) + " o " + Pairs.print(dom, b)
          + ": the stride divisibility condition fails: the remaining stride "
          + dom.print(restStride) + " of B is neither a multiple of nor less than the extent "
          + dom.print(currShape) + " of mode " + (k - from) + " of the coalesced A " + coalescedA());
    }
  }

  /** Whether {@code 0 < r} divides {@code 0 < n} for every value the facts allow. */
  private boolean dividesPositive(L r, L n) {
    return dom.divides(r, n).holds() && dom.isNegative(r).fails() && dom.isZero(r).fails()
        && dom.isNegative(n).fails() && dom.isZero(n).fails();
  }

  private void checkShape(L restShape, L newShape, int k) {
    if (!Undecided.holds(dom, dom.divides(newShape, restShape), OPERATION, "%2$s divides %1$s",
        restShape, newShape)) {
      throw new AlgebraException("composition " + Pairs.print(dom, a) + " o " + Pairs.print(dom, b)
          + ": the shape divisibility condition fails: the remaining extent " + dom.print(restShape)
          + " of B is not a multiple of " + dom.print(newShape) + ", the part of it that fits mode "
          + (k - from) + " of the coalesced A " + coalescedA());
    }
  }

  private String coalescedA() {
    return Pairs.print(dom, Coalesce.coalesce(dom, a));
  }
}
