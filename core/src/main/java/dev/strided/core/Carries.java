package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The refusal of a composition whose modes of B, each exact alone, do not add up in A.
 *
 * <p>The walk puts each integer mode {@code s:d} of B on digits of the coalesced A (its modes
 * {@code a_j:e_j} read as a mixed radix): a {@link Piece} per digit, coordinates {@code step·t} for
 * {@code t < extent}. The result is {@code R(c) = Σ_j S_j·e_j} with {@code S_j} the sum of the pieces'
 * digits at {@code j}; {@code A(B(c))} reads the same digits after carrying. So R is A∘B on A's domain
 * exactly when no coordinate {@code c} with {@code 0 ≤ B(c) < size A} carries at a cost: with
 * non-negative strides, when the largest digits of the modes meeting at a digit {@code j} sum below
 * {@code a_j} (for every {@code j} below A's last digit); with strides of both signs, a walk over the
 * digits with the carry as its state ({@link SignedCarries}). {@code docs/exactness.md} proves both.
 */
final class Carries {
  private Carries() {}

  /**
   * Where one integer mode of B puts its coordinates in the coalesced A: on digit {@code digit}
   * (counted from A's first coalesced mode), the values {@code step·t}, {@code t < extent}.
   */
  record Piece<L>(int digit, L step, L extent) {}

  /**
   * An integer mode {@code extent:stride} of B with a nonzero stride, its coordinate 1 at B's 1-D
   * index {@code at}, and its pieces in the order of its own colexicographic split.
   */
  record Walked<L>(L extent, L stride, L at, boolean negative, List<Piece<L>> pieces) {}

  /** The coalesced A as digits: extents of all but the last ({@code extents[from..last)}), strides. */
  record Digits<T, L>(Pair<T> a, Pair<T> b, Pair<T> r, L[] extents, L[] strides, int from) {
    int count() {
      return strides.length - from;
    }

    L extent(int j) {
      return extents[from + j];
    }
  }

  static <T, L> void refuseIfCarrying(Domain<T, L> dom, Digits<T, L> digits, List<Walked<L>> modes) {
    if (modes.size() < 2) {
      return;
    }
    L size = Pairs.size(dom, digits.a().shape());
    L below = dom.constant(1);
    for (int j = 0; j < digits.count() - 1; j++) {
      below = dom.times(below, digits.extent(j));
      if (dom.less(below, size).fails()) {
        break; // a carry out of digit j leaves A's domain, where the definition asks nothing
      }
      List<Walked<L>> meeting = new ArrayList<>();
      for (Walked<L> m : modes) {
        if (!m.negative() && pieceAt(m, j) != null) {
          meeting.add(m);
        }
      }
      if (meeting.size() >= 2) {
        requireBelowExtent(dom, digits, j, meeting);
      }
    }
    boolean negative = modes.stream().anyMatch(Walked::negative);
    boolean positive = modes.stream().anyMatch(m -> !m.negative());
    if (negative && positive) {
      SignedCarries.refuseIfCarrying(dom, digits, modes, size);
    }
  }

  static <L> Piece<L> pieceAt(Walked<L> mode, int digit) {
    for (Piece<L> p : mode.pieces()) {
      if (p.digit() == digit) {
        return p;
      }
    }
    return null;
  }

  /** The digits of {@code meeting} at {@code j} never reach {@code a_j}, or the refusal. */
  private static <T, L> void requireBelowExtent(Domain<T, L> dom, Digits<T, L> digits, int j,
      List<Walked<L>> meeting) {
    L extent = digits.extent(j);
    if (allValues(dom, meeting, j)) {
      long largest = 0;
      for (Walked<L> m : meeting) {
        Piece<L> p = pieceAt(m, j);
        largest = saturatedAdd(largest,
            saturatedTimes(dom.valueOf(p.step()), dom.valueOf(p.extent()) - 1));
      }
      Decision fits = dom.hasValue(extent) ? Decision.of(largest < dom.valueOf(extent))
          : dom.less(dom.constant(largest), extent);
      if (fits.holds()) {
        return;
      }
      if (fits.fails() && dom.hasValue(extent)) {
        throw overflowAt(dom, digits, j, meeting);
      }
      throw notKnown(dom, digits, j, meeting, fits);
    }
    Decision chain = chained(dom, meeting, j, extent);
    if (!chain.holds()) {
      throw notKnown(dom, digits, j, meeting, chain);
    }
  }

  /**
   * With names: the pieces at {@code j}, in the order given, each start at or past where the one
   * before ends ({@code step_{i+1} ≥ step_i·extent_i}) and the last ends within {@code a_j}; their
   * largest digits then sum to at most {@code step_L·extent_L − step_1 < a_j}.
   */
  private static <L> Decision chained(Arithmetic<L> dom, List<Walked<L>> meeting, int j, L extent) {
    List<Piece<L>> pieces = new ArrayList<>();
    for (Walked<L> m : meeting) {
      pieces.add(pieceAt(m, j));
    }
    pieces.sort((x, y) -> dom.less(x.step(), y.step()).holds() ? -1
        : dom.less(y.step(), x.step()).holds() ? 1 : 0);
    for (int i = 0; i + 1 < pieces.size(); i++) {
      Piece<L> p = pieces.get(i);
      Decision overlaps = dom.less(pieces.get(i + 1).step(), dom.times(p.step(), p.extent()));
      if (!overlaps.fails()) {
        return overlaps.not();
      }
    }
    Piece<L> last = pieces.get(pieces.size() - 1);
    return dom.less(extent, dom.times(last.step(), last.extent())).not();
  }

  private static <L> boolean allValues(Arithmetic<L> dom, List<Walked<L>> meeting, int j) {
    for (Walked<L> m : meeting) {
      Piece<L> p = pieceAt(m, j);
      if (!dom.hasValue(p.step()) || !dom.hasValue(p.extent()) || !dom.hasValue(m.at())
          || !dom.hasValue(m.stride())) {
        return false;
      }
    }
    return true;
  }

  /**
   * The first modes of {@code meeting} whose largest digits at {@code j} reach {@code a_j}, each at
   * the coordinate that puts its largest digit there and 0 elsewhere: one carry into digit
   * {@code j+1}, which coalesced A's strides make visible.
   */
  private static <T, L> AlgebraException overflowAt(Domain<T, L> dom, Digits<T, L> digits, int j,
      List<Walked<L>> meeting) {
    long extent = dom.valueOf(digits.extent(j));
    long sum = 0;
    long point = 0;
    List<Walked<L>> used = new ArrayList<>();
    for (Walked<L> m : meeting) {
      Piece<L> p = pieceAt(m, j);
      long weight = 1;
      for (Piece<L> q : m.pieces()) {
        if (q == p) {
          break;
        }
        weight *= dom.valueOf(q.extent());
      }
      long top = dom.valueOf(p.extent()) - 1;
      point += top * weight * dom.valueOf(m.at());
      sum += top * dom.valueOf(p.step());
      used.add(m);
      if (sum >= extent) {
        break;
      }
    }
    return refusal(dom, digits, point, "B's modes " + printModes(dom, used)
        + ", each exact alone, meet in mode " + j + " of the coalesced A "
        + Pairs.print(dom, Coalesce.coalesce(dom, digits.a())) + ", where their coordinates add up"
        + " past its extent " + extent);
  }

  /** The refusal naming {@code point}, a 1-D coordinate of B, with both sides evaluated there. */
  static <T, L> AlgebraException refusal(Domain<T, L> dom, Digits<T, L> digits, long point,
      String because) {
    long bOf = Exactness.evaluate(dom, digits.b(), point);
    long expected = Exactness.colex(Exactness.values(dom, digits.extents(), digits.from()),
        Exactness.values(dom, digits.strides(), digits.from()), bOf);
    long actual = Exactness.evaluate(dom, digits.r(), point);
    return new AlgebraException("composition " + Pairs.print(dom, digits.a()) + " o "
        + Pairs.print(dom, digits.b()) + " is not exact: the result " + Pairs.print(dom, digits.r())
        + " maps " + point + " to " + actual + " where A(B(" + point + ")) = " + expected
        + ", because " + because + " (CuTe C++ computes this case silently)");
  }

  private static <T, L> AlgebraException notKnown(Domain<T, L> dom, Digits<T, L> digits, int j,
      List<Walked<L>> meeting, Decision undecided) {
    return new AlgebraException("composition " + Pairs.print(dom, digits.a()) + " o "
        + Pairs.print(dom, digits.b()) + " is not known to be exact: B's modes "
        + printModes(dom, meeting) + " meet in mode " + j + " of the coalesced A "
        + Pairs.print(dom, Coalesce.coalesce(dom, digits.a())) + ", and whether their coordinates"
        + " there stay below its extent " + dom.print(digits.extent(j)) + " depends on the names",
        undecided.wouldProve());
  }

  static <L> String printModes(Arithmetic<L> dom, List<Walked<L>> modes) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < modes.size(); i++) {
      Walked<L> m = modes.get(i);
      out.append(i == 0 ? "" : i + 1 == modes.size() ? " and " : ", ")
          .append(dom.print(m.extent())).append(':').append(dom.print(m.stride()));
    }
    return out.toString();
  }

  private static long saturatedAdd(long x, long y) {
    long sum = x + y;
    return ((x ^ sum) & (y ^ sum)) < 0 ? Long.MAX_VALUE : sum;
  }

  private static long saturatedTimes(long x, long y) {
    long hi = Math.multiplyHigh(x, y);
    long lo = x * y;
    return (hi == 0 && lo >= 0) ? lo : Long.MAX_VALUE;
  }
}
