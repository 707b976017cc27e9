package dev.strided.core;

import java.util.List;

/**
 * Counterexamples read off the strides of value leaves too many to enumerate: why they are not
 * injective (a stride 0, two equal |strides|) or not compact (where the compactness chain of
 * {@link Injectivity#compact} stopped). Coordinates are per-leaf digits.
 *
 * <pre>{@code
 * // (2048,1024):(1,0): leaf 1 walks in place
 * StrideWitness.collision(new long[] {2048, 1024}, new long[] {1, 0});
 * // Witness[kind=SHARED, a=[0, 0], b=[0, 1], index=0]
 * }</pre>
 */
public final class StrideWitness {
  private StrideWitness() {}

  /** What a witness shows. */
  public enum Kind {
    /** Coordinates a and b both map to {@code index}. */
    SHARED,
    /** Coordinate a maps to {@code index}, below 0. */
    OUTSIDE,
    /** No coordinate maps to {@code index}, below the size. */
    MISSING
  }

  /**
   * A counterexample.
   *
   * @param kind what it shows
   * @param a the first coordinate (all 0 for {@link Kind#MISSING})
   * @param b the second coordinate ({@link Kind#SHARED} only, else all 0)
   * @param index the index
   */
  public record Witness(Kind kind, List<Long> a, List<Long> b, long index) {
    /** Copies the coordinates. */
    public Witness {
      a = List.copyOf(a);
      b = List.copyOf(b);
    }
  }

  /**
   * Two coordinates that share an index, when a stride is 0 or two strides are equal in absolute
   * value (leaves of extent 1 aside).
   *
   * <pre>{@code
   * StrideWitness.collision(new long[] {4, 4}, new long[] {8, -8});
   * // Witness[kind=SHARED, a=[0, 0], b=[1, 1], index=0]: 8 - 8 = 0
   * }</pre>
   *
   * @param s leaf extents
   * @param d leaf strides
   * @return the witness, or null when neither applies
   */
  public static Witness collision(long[] s, long[] d) {
    for (int k = 0; k < s.length; k++) {
      if (s[k] > 1 && d[k] == 0) {
        return shared(s.length, new int[] {}, new int[] {k}, 0);
      }
    }
    for (int j = 0; j < s.length; j++) {
      for (int k = j + 1; k < s.length; k++) {
        if (s[j] > 1 && s[k] > 1 && Math.abs(d[j]) == Math.abs(d[k])) {
          return d[j] == d[k] ? shared(s.length, new int[] {j}, new int[] {k}, d[j])
              : shared(s.length, new int[] {}, new int[] {j, k}, 0);
        }
      }
    }
    return null;
  }

  /**
   * Why leaves are not compact, from the first leaf outside the failed chain: a negative stride
   * reaches below 0, a stride 0 repeats index 0, a stride below the chain's bound {@code q} is
   * reached by the chain's leaves too; otherwise index q is missed.
   *
   * <pre>{@code
   * // (2,3):(1,4): the chain [0] needed stride 2 next; 4 is not below it, so 2 is missed
   * StrideWitness.notCompact(new long[] {2, 3}, new long[] {1, 4}, List.of(0), 2);
   * // Witness[kind=MISSING, a=[0, 0], b=[0, 0], index=2]
   * }</pre>
   *
   * @param s leaf extents
   * @param d leaf strides
   * @param order the chain's leaves, in chain order
   * @param q the bound after them (the stride the next leaf needed)
   * @return the witness
   */
  public static Witness notCompact(long[] s, long[] d, List<Integer> order, long q) {
    long[] none = new long[s.length];
    for (int k = 0; k < s.length; k++) {
      if (s[k] == 1 || order.contains(k)) {
        continue;
      }
      if (d[k] < 0) {
        long[] a = new long[s.length];
        a[k] = 1;
        return new Witness(Kind.OUTSIDE, boxed(a), boxed(none), d[k]);
      }
      if (d[k] == 0) {
        return shared(s.length, new int[] {}, new int[] {k}, 0);
      }
      if (d[k] < q) {
        // the chain's strides are its mixed radix: index d[k] < q is reached by its digits there
        long[] radix = new long[order.size()];
        for (int i = 0; i < radix.length; i++) {
          radix[i] = s[order.get(i)];
        }
        long[] digits = Colex.digits(radix, d[k]);
        long[] b = new long[s.length];
        for (int i = 0; i < radix.length; i++) {
          b[order.get(i)] = digits[i];
        }
        long[] a = new long[s.length];
        a[k] = 1;
        return new Witness(Kind.SHARED, boxed(b), boxed(a), d[k]);
      }
    }
    return new Witness(Kind.MISSING, boxed(none), boxed(none), q);
  }

  private static Witness shared(int leaves, int[] onesA, int[] onesB, long index) {
    long[] a = new long[leaves];
    long[] b = new long[leaves];
    for (int k : onesA) {
      a[k] = 1;
    }
    for (int k : onesB) {
      b[k] = 1;
    }
    return new Witness(Kind.SHARED, boxed(a), boxed(b), index);
  }

  private static List<Long> boxed(long[] values) {
    Long[] out = new Long[values.length];
    for (int k = 0; k < out.length; k++) {
      out[k] = values[k];
    }
    return List.of(out);
  }
}
