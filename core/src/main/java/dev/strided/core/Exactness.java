package dev.strided.core;

/**
 * The refusal of a composition piece that is not {@code A(B(i))}.
 *
 * <p>{@link Composition} flags the first integer mode {@code s:d} of B that fails the strict
 * divisibility condition (a {@link Suspect}); such a piece differs from {@code A(d·j)} at
 * {@code j = ⌈n/r⌉} unless A's stride there is 0, so this scans {@code j = 1 .. s−1} for the first
 * difference and refuses with it. A piece that agrees at every {@code j} (possible only through a
 * stride-0 mode of A) is the composition by definition and is kept. Only points inside A's domain
 * count: beyond it (a negative {@code d} included) CuTe's extension stands.
 * Both sides are evaluated on values (colexicographic, the last mode unbounded); symbolic leaves are
 * refused before, where the condition depends on the names.
 */
final class Exactness {
  private Exactness() {}

  /** The mode of B at fault: its extent and stride, and the 1-D index of B where it counts 1. */
  record Suspect<L>(L extent, L stride, L step) {}

  /** {@code aShape}, {@code aStride}: A coalesced, from index {@code from} on (Coalesce.fold's). */
  static <T, L> void refuseIfInexact(Domain<T, L> dom, Pair<T> a, Pair<T> b, Pair<T> r,
      L[] aShape, L[] aStride, int from, Suspect<L> suspect) {
    long[] rShape = values(dom, Pairs.leaves(dom, r.shape()), 0);
    long[] rStride = values(dom, Pairs.leaves(dom, r.stride()), 0);
    long[] shape = values(dom, aShape, from);
    long[] stride = values(dom, aStride, from);
    long extent = dom.valueOf(suspect.extent());
    long step = dom.valueOf(suspect.step());
    long bStride = dom.valueOf(suspect.stride());
    L aSize = Pairs.size(dom, a.shape());
    long size = dom.hasValue(aSize) ? dom.valueOf(aSize) : Long.MAX_VALUE;
    for (long j = 1; j < extent; j++) {
      long point = j * step;
      if (j * bStride < 0 || j * bStride >= size) {
        continue; // outside A's domain the definition asks nothing
      }
      long expected = colex(shape, stride, j * bStride);
      long actual = colex(rShape, rStride, point);
      if (expected != actual) {
        throw new AlgebraException("composition " + Pairs.print(dom, a) + " o "
            + Pairs.print(dom, b) + " is not exact: the result " + Pairs.print(dom, r) + " maps "
            + point + " to " + actual + " where A(B(" + point + ")) = " + expected
            + ", because B's mode " + extent + ":" + bStride + " reaches past a mode of the"
            + " coalesced A " + Pairs.print(dom, Coalesce.coalesce(dom, a)) + " whose extent its "
            + "stride does not divide (CuTe C++ computes this case silently)");
      }
    }
  }

  /** The largest B that {@link #refuseIfInexactWhole} evaluates point by point. */
  private static final long SMALL = 1 << 16;

  /**
   * A mode that passed {@link #refuseIfInexact} only through a stride-0 mode of A does not put its
   * coordinates on A's digits as the walk says, so the carry criterion does not apply to its sums
   * with B's other modes: a B of at most {@value #SMALL} coordinates is evaluated point by point (on
   * A's domain), a larger one is refused as not decided (docs/exactness.md, "What is left out").
   */
  static <T, L> void refuseIfInexactWhole(Domain<T, L> dom, Carries.Digits<T, L> digits,
      Suspect<L> suspect) {
    L bSize = Pairs.size(dom, digits.b().shape());
    L aSize = Pairs.size(dom, digits.a().shape());
    if (!dom.hasValue(bSize) || !dom.hasValue(aSize) || dom.valueOf(bSize) > SMALL) {
      throw new AlgebraException("composition " + Pairs.print(dom, digits.a()) + " o "
          + Pairs.print(dom, digits.b()) + " is not known to be exact: B's mode "
          + dom.print(suspect.extent()) + ":" + dom.print(suspect.stride()) + " is exact alone only"
          + " through a stride-0 mode of A, and Strided does not decide its sums with B's other"
          + " modes beyond " + SMALL + " coordinates or with names");
    }
    long[] shape = values(dom, digits.extents(), digits.from());
    long[] stride = values(dom, digits.strides(), digits.from());
    long size = dom.valueOf(aSize);
    for (long c = 0; c < dom.valueOf(bSize); c++) {
      long x = evaluate(dom, digits.b(), c);
      if (x >= 0 && x < size && evaluate(dom, digits.r(), c) != colex(shape, stride, x)) {
        throw Carries.refusal(dom, digits, c, "B's mode " + dom.print(suspect.extent()) + ":"
            + dom.print(suspect.stride()) + " is exact alone only through a stride-0 mode of A, and"
            + " its sums with B's other modes carry there");
      }
    }
  }

  /**
   * Whether {@code r} is {@code A(B(c))} at every coordinate {@code c} of B that B maps into A's
   * domain, evaluated point by point; false where a size has no value or B has more than
   * {@value #SMALL} coordinates (not decided).
   */
  static <T, L> boolean agreesOnDomain(Domain<T, L> dom, Pair<T> a, Pair<T> b, Pair<T> r) {
    L bSize = Pairs.size(dom, b.shape());
    L aSize = Pairs.size(dom, a.shape());
    if (!dom.hasValue(bSize) || !dom.hasValue(aSize) || dom.valueOf(bSize) > SMALL
        || !hasValues(dom, a) || !hasValues(dom, b) || !hasValues(dom, r)) {
      return false;
    }
    long size = dom.valueOf(aSize);
    for (long c = 0; c < dom.valueOf(bSize); c++) {
      long x = evaluate(dom, b, c);
      if (x >= 0 && x < size && evaluate(dom, r, c) != evaluate(dom, a, x)) {
        return false;
      }
    }
    return true;
  }

  private static <T, L> boolean hasValues(Domain<T, L> dom, Pair<T> p) {
    for (L leaf : Pairs.leaves(dom, p.shape())) {
      if (!dom.hasValue(leaf)) {
        return false;
      }
    }
    for (L leaf : Pairs.leaves(dom, p.stride())) {
      if (!dom.hasValue(leaf)) {
        return false;
      }
    }
    return true;
  }

  /** The refusal where whether {@code |d|} and an extent of A divide each other depends on names. */
  static <T, L> AlgebraException notExact(Domain<T, L> dom, Pair<T> a, Pair<T> b, L stride,
      L extent, Decision undecided) {
    return new AlgebraException("composition " + Pairs.print(dom, a) + " o " + Pairs.print(dom, b)
        + " is not known to be exact: whether the stride " + dom.print(stride) + " of B and the"
        + " extent " + dom.print(extent) + " of the coalesced A divide each other depends on the"
        + " names", undecided.wouldProve());
  }

  /** A layout's index of a 1-D coordinate of its own, on values. */
  static <T, L> long evaluate(Domain<T, L> dom, Pair<T> layout, long point) {
    return colex(values(dom, Pairs.leaves(dom, layout.shape()), 0),
        values(dom, Pairs.leaves(dom, layout.stride()), 0), point);
  }

  static <T, L> long[] values(Domain<T, L> dom, L[] leaves, int from) {
    long[] out = new long[leaves.length - from];
    for (int k = from; k < leaves.length; k++) {
      // composition's coalesce_x leaves A's last extent out: it is unbounded here anyway
      out[k - from] = leaves[k] == null ? 0 : dom.valueOf(leaves[k]);
    }
    return out;
  }

  /** The index of a 1-D coordinate: colexicographic, the last mode unbounded, truncating. */
  static long colex(long[] shape, long[] stride, long x) {
    long sum = 0;
    int last = shape.length - 1;
    for (int k = 0; k < last; k++) {
      sum += (x % shape[k]) * stride[k];
      x /= shape[k];
    }
    return sum + x * stride[last];
  }
}
