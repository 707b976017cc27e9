package dev.strided.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * CuTe's {@code complement(A, cotarget)}: the ordered layout {@code C} that counts the "holes"
 * around A's image, so that {@code (A, C)} covers {@code [0, cotarget)} (rounded up to whole copies
 * of A's span) without repeating an index.
 *
 * <p>A is filtered (stride-0 and extent-1 modes removed), its modes sorted by stride; each gap
 * {@code d / (previous stride · extent)} becomes a mode, and a last mode counts copies of A up to
 * the cotarget. A stride that lands inside the span of the smaller modes makes a gap of 0: A is not
 * injective (C++ refuses it with a static_assert; here on any input). Negative strides are rejected:
 * C++ (experimental there) yields negative extents. The last mode rounds up as C++'s
 * {@code ceil_div} does ({@code complement(4:2)} is {@code 2:1}), except inside a divide under
 * {@link Policy#REFUSE_OVERHANG}, where rounding up would make the last tile overhang: there it
 * must count whole copies ({@link #forDivide}).
 *
 * <pre>{@code Complement.complement(dom, a);   // (_2,_2):(_1,_6) gives _3:_2}</pre>
 */
public final class Complement {
  private Complement() {}

  /**
   * Whose refusal a message is: {@code complement} as written, or a divide's tiler, whose
   * complement is internal and must not be named to the user.
   */
  private enum Caller {
    COMPLEMENT, DIVIDE;

    /** The prefix of a decision that depends on the names; none inside a divide. */
    String operation() {
      return this == COMPLEMENT ? "complement" : "";
    }

    <T, L> String subject(Domain<T, L> dom, Pair<T> layout) {
      return (this == COMPLEMENT ? "complement of " : "the tiler ") + Pairs.print(dom, layout);
    }
  }

  /**
   * The complement with CuTe's default cotarget: the cosize of the filtered layout.
   *
   * <pre>{@code Complement.complement(dom, a);   // (_2,_2):(_1,_6) gives _3:_2}</pre>
   */
  public static <T, L> Pair<T> complement(Domain<T, L> dom, Pair<T> layout) {
    Coalesce.Flat<L> f = filtered(dom, layout);
    checkStrides(dom, layout, f, Caller.COMPLEMENT);
    int end = f.shape().length;
    L cosize = dom.cosize(Pairs.asList(f.shape(), f.from(), end),
        Pairs.asList(f.stride(), f.from(), end));
    return complement(dom, layout, f, dom.ofLeaf(cosize), false, Caller.COMPLEMENT);
  }

  /**
   * The complement covering {@code cotarget}: an integer, or a shape divided mode by mode as CuTe
   * does inside {@code logical_divide}.
   *
   * <pre>{@code Complement.complement(dom, a, cotarget);   // 4:2 with 24 gives (2,3):(_1,8)}</pre>
   */
  public static <T, L> Pair<T> complement(Domain<T, L> dom, Pair<T> layout, T cotarget) {
    Coalesce.Flat<L> f = filtered(dom, layout);
    checkStrides(dom, layout, f, Caller.COMPLEMENT);
    return complement(dom, layout, f, cotarget, false, Caller.COMPLEMENT);
  }

  /**
   * The complement of a divide's tiler in the divided layout's shape: under
   * {@link Policy#REFUSE_OVERHANG} the tiles must cover the shape exactly.
   *
   * <pre>{@code Complement.forDivide(dom, 5:1, 12);   // refused under REFUSE_OVERHANG: 5 does not divide 12}</pre>
   */
  static <T, L> Pair<T> forDivide(Domain<T, L> dom, Pair<T> tiler, T cotarget) {
    Coalesce.Flat<L> f = filtered(dom, tiler);
    checkStrides(dom, tiler, f, Caller.DIVIDE);
    return complement(dom, tiler, f, cotarget, dom.policy() == Policy.REFUSE_OVERHANG,
        Caller.DIVIDE);
  }

  /**
   * C++'s filter; where it leaves several modes and a dynamic stride (C++ static_asserts "Dynamic-
   * stride complement only for rank-1 layouts"), the filter by value, so the complement is of the
   * function's own runs (docs/exactness.md, dynamic integers).
   */
  private static <T, L> Coalesce.Flat<L> filtered(Domain<T, L> dom, Pair<T> layout) {
    Coalesce.Flat<L> f = Coalesce.filtered(dom, layout);
    boolean typed = f.rank() == 1 || Pairs.asList(f.stride(), f.from(), f.stride().length)
        .stream().allMatch(dom::isKnownStatically);
    return typed ? f : Coalesce.filtered(dom, layout, true);
  }

  private static <T, L> void checkStrides(Domain<T, L> dom, Pair<T> layout, Coalesce.Flat<L> f,
      Caller caller) {
    for (int k = f.from(); k < f.shape().length; k++) {
      L d = f.stride()[k];
      if (Undecided.holds(dom, dom.isNegative(d), caller.operation(), "the stride %s is negative",
          d)) {
        throw new AlgebraException(caller.subject(dom, layout) + ": the stride " + dom.print(d)
            + " is negative; " + (caller == Caller.COMPLEMENT ? "a complement is defined"
                : "a divide is defined") + " only for non-negative strides");
      }
    }
  }

  private static <T, L> Pair<T> complement(Domain<T, L> dom, Pair<T> layout, Coalesce.Flat<L> f,
      T cotarget, boolean exact, Caller caller) {
    String operation = caller.operation();
    L[] cotargetLeaves = Pairs.leaves(dom, cotarget);
    L one = dom.constant(1);
    for (L c : cotargetLeaves) {
      if (Undecided.holds(dom, dom.less(c, one), operation, "%s < %s", c, one)) {
        throw new AlgebraException(caller.subject(dom, layout) + ": the cotarget "
            + Pairs.print(dom, cotarget) + " has an extent " + dom.print(c) + " below 1");
      }
    }
    int r = f.rank();
    if (r == 1 && Undecided.holds(dom, dom.isZero(f.stride()[f.from()]), operation,
        "the stride %s is 0", f.stride()[f.from()])) {
      // make_layout(coalesce(cotarget)); C++ divides by a dynamic stride 0 at run time
      // (docs/exactness.md), Strided takes it as _0
      List<L> rest = shapeCoalesced(dom, Arrays.asList(cotargetLeaves));
      return compactLeft(dom, rest, one, Pairs.newLeaves(0), Pairs.newLeaves(0)).toPair(dom);
    }
    // f's arrays are fresh: the selection below consumes them in place from f.from()
    L[] shape = f.shape();
    L[] stride = f.stride();
    int base = f.from();
    L[] outShape = Pairs.newLeaves(r + 1);
    L[] outStride = Pairs.newLeaves(r + 1);
    outStride[0] = one;
    int left = base + r;
    for (int k = 0; k < r; k++) {
      int min = base;
      for (int j = base + 1; j < left; j++) {
        if (Undecided.holds(dom, dom.less(stride[j], stride[min]), operation, "%s < %s",
            stride[j], stride[min])) {
          min = j;
        }
      }
      // a span that does not divide the next stride is a hole C++ truncates: values only
      Undecided.holds(dom, dom.divides(outStride[k], stride[min]), operation, "%2$s divides %1$s",
          stride[min], outStride[k]);
      L gap = dom.quotient(stride[min], outStride[k]);
      if (Undecided.holds(dom, dom.isZero(gap), operation, "the gap %s is 0", gap)) {
        throw new AlgebraException(caller.subject(dom, layout)
            + ": the layout is not injective: its stride " + dom.print(stride[min])
            + " falls inside the span " + dom.print(outStride[k]) + " of its smaller modes (filtered: "
            + Pairs.print(dom, Coalesce.filter(dom, layout)) + ")");
      }
      outShape[k] = gap;
      outStride[k + 1] = dom.times(stride[min], shape[min]);
      left--;
      System.arraycopy(shape, min + 1, shape, min, left - min);
      System.arraycopy(stride, min + 1, stride, min, left - min);
    }
    List<L> rest = shapeCoalesced(dom,
        Arrays.asList(ceilDiv(dom, cotarget, cotargetLeaves, outStride[r], exact, operation)));
    return compactLeft(dom, rest, outStride[r], Arrays.copyOf(outShape, r),
        Arrays.copyOf(outStride, r)).toPair(dom);
  }

  /**
   * CuTe's {@code coalesce} of a shape: adjacent extents multiply when both are static or both
   * dynamic (both known statically or not, for {@link Arithmetic#isKnownStatically}).
   */
  private static <L> List<L> shapeCoalesced(Arithmetic<L> dom, List<L> extents) {
    List<L> out = new ArrayList<>(extents.size());
    for (L e : extents) {
      int back = out.size() - 1;
      if (back >= 0 && dom.isKnownStatically(out.get(back)) == dom.isKnownStatically(e)) {
        out.set(back, dom.times(out.get(back), e));
      } else {
        out.add(e);
      }
    }
    return out;
  }

  /**
   * The coalesced layout of the modes {@code shape:stride} followed by {@code rest} with CuTe's
   * LayoutLeft strides from {@code start} (a static {@code _1} gets {@code _0}).
   */
  private static <T, L> Coalesce.Flat<L> compactLeft(Domain<T, L> dom, List<L> rest, L start,
      L[] shape, L[] stride) {
    int r = shape.length;
    L[] s = Arrays.copyOf(shape, r + rest.size());
    L[] d = Arrays.copyOf(stride, r + rest.size());
    L current = start;
    for (int i = 0; i < rest.size(); i++) {
      L e = rest.get(i);
      s[r + i] = e;
      boolean staticOne = dom.isStatic(e) && dom.isConstant(e, 1).holds();
      d[r + i] = staticOne ? dom.constant(0) : current;
      current = staticOne ? current : dom.times(current, e);
    }
    return Coalesce.fold(dom, s, d, false);
  }
  /**
   * CuTe's {@code ceil_div(cotarget, d)} on a (possibly tuple) cotarget, as a flat list; with
   * {@code exact}, a division that would round up is refused.
   */
  private static <T, L> L[] ceilDiv(Domain<T, L> dom, T cotarget, L[] leaves, L d,
      boolean exact, String operation) {
    if (dom.isLeaf(cotarget)) {
      L[] one = Pairs.newLeaves(1);
      one[0] = roundedUp(dom, dom.leaf(cotarget), d, exact, operation);
      return one;
    }
    L[] parts = Pairs.newLeaves(leaves.length);
    L rest = d;
    for (int i = 0; i < parts.length; i++) {
      boolean last = i == parts.length - 1;
      // whole spans fill this extent; or a span covers whole copies of it and carries on to the
      // next one: neither overhangs
      boolean fills = exact && dom.divides(rest, leaves[i]).holds();
      boolean carries = !last && exact && !fills
          && Undecided.holds(dom, dom.divides(leaves[i], rest), operation, "%s divides %s",
              leaves[i], rest);
      parts[i] = carries ? dom.ceilDiv(leaves[i], rest)
          : roundedUp(dom, leaves[i], rest, exact, operation);
      if (!last) {
        rest = dom.ceilDiv(rest, leaves[i]);
      }
    }
    return parts;
  }

  private static <L> L roundedUp(Arithmetic<L> dom, L a, L b, boolean exact, String operation) {
    return exact ? Undecided.ceilDiv(dom, a, b, operation) : dom.ceilDiv(a, b);
  }
}
