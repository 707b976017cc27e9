package dev.strided.core;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link Carries} where B has strides of both signs: its modes' digits at a digit {@code j} of A sum
 * to a set {@code T_j} (a negative mode subtracts), the digits are independent of each other, and
 * a coordinate is exact when carrying {@code S} into A's digits costs nothing. A walk from the lowest
 * digit up keeps, per carry into the next digit, up to two distinct costs so far
 * ({@code Σ carry_{j+1}·(a_j·e_j − e_{j+1})}): two distinct costs prove a nonzero one, one cost is
 * kept exactly. At the last digit only sums that land inside A's domain count. A nonzero cost there
 * is a coordinate where the result differs from A∘B, rebuilt from the digits it chose.
 */
final class SignedCarries {
  /** The largest digit-sum range this decides (a larger one is refused as too large). */
  private static final long LIMIT = 1L << 22;

  private SignedCarries() {}

  /** The choices so far: the sum {@code s} at this digit, and the digits below. */
  private record Chain(long s, Chain below) {}

  private record Cost(long cost, Chain chain) {}

  static <T, L> void refuseIfCarrying(Domain<T, L> dom, Carries.Digits<T, L> digits,
      List<Carries.Walked<L>> modes, L size) {
    if (!allValues(dom, digits, modes) || !dom.hasValue(size)) {
      throw new AlgebraException("composition " + Pairs.print(dom, digits.a()) + " o "
          + Pairs.print(dom, digits.b()) + " is not known to be exact: B has strides of both signs"
          + " and names, and Strided decides such sums on values only");
    }
    int count = digits.count();
    long[] extent = new long[count];
    long[] stride = Exactness.values(dom, digits.strides(), digits.from());
    long below = 1;
    for (int j = 0; j < count - 1; j++) {
      extent[j] = dom.valueOf(digits.extent(j));
      below *= extent[j];
    }
    extent[count - 1] = dom.valueOf(size) / below;
    List<List<BitSet>> layers = new ArrayList<>();
    long[] low = new long[count];
    for (int j = 0; j < count; j++) {
      low[j] = lowest(dom, modes, j);
      layers.add(sums(dom, digits, modes, j, low[j]));
    }
    Map<Long, List<Cost>> states = new HashMap<>();
    states.put(0L, List.of(new Cost(0, null)));
    for (int j = 0; j < count; j++) {
      BitSet sums = last(layers.get(j));
      Map<Long, List<Cost>> next = new HashMap<>();
      for (Map.Entry<Long, List<Cost>> state : states.entrySet()) {
        long carry = state.getKey();
        for (int k = sums.nextSetBit(0); k >= 0; k = sums.nextSetBit(k + 1)) {
          long s = low[j] + k;
          long v = s + carry;
          if (j == count - 1) {
            if (v >= 0 && v < extent[j]) {
              for (Cost c : state.getValue()) {
                if (c.cost() != 0) {
                  throw refusal(dom, digits, modes, layers, low, new Chain(s, c.chain()));
                }
              }
            }
            continue;
          }
          long out = Math.floorDiv(v, extent[j]);
          long step = out * (extent[j] * stride[j] - stride[j + 1]);
          List<Cost> kept = next.computeIfAbsent(out, x -> new ArrayList<>(2));
          for (Cost c : state.getValue()) {
            keep(kept, new Cost(c.cost() + step, new Chain(s, c.chain())));
          }
        }
      }
      states = next;
    }
  }

  /** Keeps up to two distinct costs: two prove a nonzero one whatever the rest of the walk adds. */
  private static void keep(List<Cost> kept, Cost c) {
    if (kept.size() < 2 && (kept.isEmpty() || kept.get(0).cost() != c.cost())) {
      kept.add(c);
    }
  }

  private static <L> long lowest(Arithmetic<L> dom, List<Carries.Walked<L>> modes, int j) {
    long low = 0;
    for (Carries.Walked<L> m : modes) {
      Carries.Piece<L> p = Carries.pieceAt(m, j);
      if (p != null && m.negative()) {
        low -= dom.valueOf(p.step()) * (dom.valueOf(p.extent()) - 1);
      }
    }
    return low;
  }

  /** The digit sums at {@code j} after each mode's piece there, as positions {@code sum − low}. */
  private static <T, L> List<BitSet> sums(Domain<T, L> dom, Carries.Digits<T, L> digits,
      List<Carries.Walked<L>> modes, int j, long low) {
    long span = -low;
    for (Carries.Walked<L> m : modes) {
      Carries.Piece<L> p = Carries.pieceAt(m, j);
      if (p != null && !m.negative()) {
        span += dom.valueOf(p.step()) * (dom.valueOf(p.extent()) - 1);
      }
    }
    if (span >= LIMIT) {
      throw new AlgebraException("composition " + Pairs.print(dom, digits.a()) + " o "
          + Pairs.print(dom, digits.b()) + " is not known to be exact: B has strides of both signs"
          + " whose sums in mode " + j + " of the coalesced A span " + span + " values, more than"
          + " the " + LIMIT + " Strided decides");
    }
    int n = (int) span + 1;
    List<BitSet> out = new ArrayList<>();
    BitSet current = new BitSet(n);
    current.set((int) -low);
    out.add(current);
    for (Carries.Walked<L> m : modes) {
      Carries.Piece<L> p = Carries.pieceAt(m, j);
      if (p != null) {
        current = dilate(current, n, (int) dom.valueOf(p.step()), dom.valueOf(p.extent()),
            m.negative());
      }
      out.add(current);
    }
    return out;
  }

  /**
   * {@code {x + t·step : x ∈ in, t < extent}} ({@code x − t·step} when {@code down}) in
   * {@code [0, n)}, in one pass per residue of {@code step}: a position is reached when the last set
   * position of its residue chain, on the side it comes from, is fewer than {@code extent} steps away.
   */
  private static BitSet dilate(BitSet in, int n, int step, long extent, boolean down) {
    BitSet out = new BitSet(n);
    for (int r = 0; r < Math.min(step, n); r++) {
      long lastSet = -extent;
      for (int k = 0; k * (long) step + r < n; k++) {
        int x = down ? n - 1 - r - k * step : r + k * step;
        if (in.get(x)) {
          lastSet = k;
        }
        if (k - lastSet < extent) {
          out.set(x);
        }
      }
    }
    return out;
  }

  private static BitSet last(List<BitSet> layers) {
    return layers.get(layers.size() - 1);
  }

  /** Splits each digit's sum back into the modes' digits, and those into B's 1-D coordinate. */
  private static <T, L> AlgebraException refusal(Domain<T, L> dom, Carries.Digits<T, L> digits,
      List<Carries.Walked<L>> modes, List<List<BitSet>> layers, long[] low, Chain top) {
    long[][] digit = new long[modes.size()][digits.count()];
    Chain c = top;
    for (int j = digits.count() - 1; j >= 0; j--, c = c.below()) {
      long rest = c.s() - low[j];
      List<BitSet> layer = layers.get(j);
      for (int i = modes.size() - 1; i >= 0; i--) {
        Carries.Piece<L> p = Carries.pieceAt(modes.get(i), j);
        if (p == null) {
          continue;
        }
        long step = dom.valueOf(p.step()) * (modes.get(i).negative() ? -1 : 1);
        long t = 0;
        while (!layer.get(i).get((int) (rest - t * step))) {
          t++;
        }
        digit[i][j] = t;
        rest -= t * step;
      }
    }
    long point = 0;
    for (int i = 0; i < modes.size(); i++) {
      long weight = 1;
      long coordinate = 0;
      for (Carries.Piece<L> p : modes.get(i).pieces()) {
        coordinate += digit[i][p.digit()] * weight;
        weight *= dom.valueOf(p.extent());
      }
      point += coordinate * dom.valueOf(modes.get(i).at());
    }
    return Carries.refusal(dom, digits, point, "B's modes " + Carries.printModes(dom, modes)
        + " have strides of both signs, and at this coordinate the negative ones borrow from or"
        + " the positive ones carry into a mode of the coalesced A "
        + Pairs.print(dom, Coalesce.coalesce(dom, digits.a())));
  }

  private static <T, L> boolean allValues(Domain<T, L> dom, Carries.Digits<T, L> digits,
      List<Carries.Walked<L>> modes) {
    for (int j = 0; j < digits.count() - 1; j++) {
      if (!dom.hasValue(digits.extent(j))) {
        return false;
      }
    }
    for (int j = 0; j < digits.count(); j++) {
      if (!dom.hasValue(digits.strides()[digits.from() + j])) {
        return false;
      }
    }
    for (Carries.Walked<L> m : modes) {
      if (!dom.hasValue(m.at())) {
        return false;
      }
      for (Carries.Piece<L> p : m.pieces()) {
        if (!dom.hasValue(p.step()) || !dom.hasValue(p.extent())) {
          return false;
        }
      }
    }
    return true;
  }
}
