package dev.strided.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random facts about the names M, N (extents) and S (a stride name), symbols over them, and bindings
 * that satisfy the facts, drawn from a window of multiples around the bounds.
 */
final class RandomFacts {
  static final List<String> NAMES = List.of("M", "N", "S");
  private static final long[] MODULI = {2, 3, 4, 8, 64, 128};
  private static final long[] LOWER = {1, 2, 3, 16, 64};
  private static final long[] UPPER = {4, 16, 64, 100, 4096};
  private static final long[] COEFFICIENTS = {-3, -2, -1, 1, 1, 1, 2, 3, 4, 6, 64, 128};
  static final long[] CONSTANTS = {-4, 1, 2, 3, 4, 8, 64, 128, 256};
  private static final int WINDOW = 300;

  private RandomFacts() {}

  /** Facts on the given names; M and N are extents. */
  static Facts facts(Random r, List<String> names, boolean upperBounds) {
    Facts f = Facts.none().withExtents(names.stream().filter(n -> !n.equals("S")).toList());
    for (String n : names) {
      if (r.nextInt(3) == 0) {
        f = f.with(new Fact(n, Fact.Relation.MULTIPLE_OF, pick(r, MODULI)));
      }
      if (r.nextInt(4) == 0) {
        f = f.with(new Fact(n, Fact.Relation.AT_LEAST, pick(r, LOWER)));
      }
      if (upperBounds && r.nextInt(4) == 0) {
        f = f.with(new Fact(n, Fact.Relation.AT_MOST, pick(r, UPPER)));
      }
    }
    return f;
  }

  /** A static symbol now and then, else a coefficient times up to three names. */
  static Symbol symbol(Random r, List<String> names) {
    if (r.nextInt(6) == 0) {
      return Symbol.constant(pick(r, CONSTANTS));
    }
    List<String> factors = new ArrayList<>();
    int count = 1 + r.nextInt(names.size() == 1 ? 1 : 3);
    for (int i = 0; i < count; i++) {
      factors.add(names.get(r.nextInt(names.size())));
    }
    return new Symbol(pick(r, COEFFICIENTS), factors);
  }

  static long pick(Random r, long[] from) {
    return from[r.nextInt(from.length)];
  }

  /**
   * Bindings satisfying the facts: each name independently its lowest or highest allowed multiple
   * within the window, 0 when allowed, or a random one; null when the facts allow no value of a name.
   */
  static List<Map<String, Long>> bindings(Random r, Facts facts, List<String> names, int count) {
    Map<String, long[]> range = new HashMap<>();
    for (String n : names) {
      long m = facts.modulus(n);
      long lo = facts.lowerBound(n).isPresent()
          ? -Math.floorDiv(-facts.lowerBound(n).getAsLong(), m)
          : -WINDOW;
      long hi = facts.upperBound(n).isPresent()
          ? Math.floorDiv(facts.upperBound(n).getAsLong(), m)
          : lo + 2 * WINDOW;
      if (lo > hi) {
        return null;
      }
      range.put(n, new long[] {lo, Math.min(hi, lo + 2 * WINDOW)});
    }
    List<Map<String, Long>> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Map<String, Long> b = new HashMap<>();
      for (String n : names) {
        long[] t = range.get(n);
        long pickT = switch (r.nextInt(4)) {
          case 0 -> t[0];
          case 1 -> t[1];
          case 2 -> t[0] <= 0 && 0 <= t[1] ? 0 : t[0] + 1 <= t[1] ? t[0] + 1 : t[0];
          default -> t[0] + r.nextInt((int) (t[1] - t[0] + 1));
        };
        b.put(n, pickT * facts.modulus(n));
      }
      out.add(b);
    }
    return out;
  }
}
