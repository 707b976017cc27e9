package dev.strided.core;

import java.util.List;

/**
 * The leaf arithmetic on values: an {@code int} that is static ({@code _N}) or dynamic ({@code N}).
 * A result is static exactly when every operand is (CuTe's rule), a static 1 factor returns the other
 * leaf itself, every operation is exact and refuses a result outside {@code int} with an
 * {@link IllegalArgumentException} ("the product _2 * 3 is ..., which does not fit in an int").
 * Decisions are only the shared {@link Decision#YES} and {@link Decision#NO}.
 *
 * <p>A client supplies its leaf type through three hooks: {@link #value}, {@link #isStatic} and
 * {@link #make}.
 *
 * <pre>{@code
 * ValueArithmetic<Long> dom = ...;              // e.g. leaves as longs, static when even
 * dom.times(dom.constant(1), leaf) == leaf;     // true: a static 1 changes nothing
 * dom.divides(dom.constant(4), dom.constant(12)).holds();   // true
 * }</pre>
 *
 * @param <L> the leaf type
 */
public abstract class ValueArithmetic<L> implements Arithmetic<L> {
  private final Policy policy;
  // racy but safe: a leaf is immutable, and either copy is the same value
  private L staticZero;
  private L staticOne;

  /**
   * An arithmetic on values with the given treatment of overhanging tiles.
   *
   * @param policy {@link Policy#ROUND_UP} for C++'s behaviour
   */
  protected ValueArithmetic(Policy policy) {
    this.policy = policy;
  }

  /** The leaf's value. */
  protected abstract int value(L leaf);

  /** A leaf of this value; {@code isStatic} for {@code _N}. */
  protected abstract L make(int value, boolean isStatic);

  /** {@code value} as a leaf, refused with "the {@code what} is N, which does not fit in an int". */
  private L of(long value, boolean isStatic, String what) {
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the " + what + " is " + value + ", which does not fit in an int");
    }
    return make((int) value, isStatic);
  }

  private boolean isStaticOne(L a) {
    return isStatic(a) && value(a) == 1;
  }

  @Override
  public final L constant(long value) {
    if (value == 0) {
      L zero = staticZero;
      return zero != null ? zero : (staticZero = make(0, true));
    }
    if (value == 1) {
      L one = staticOne;
      return one != null ? one : (staticOne = make(1, true));
    }
    return of(value, true, "constant");
  }

  @Override
  public final String print(L leaf) {
    return isStatic(leaf) ? "_" + value(leaf) : Integer.toString(value(leaf));
  }

  /** CuTe's {@code _0 * int} and {@code int * _0}: a static 0 factor gives {@code _0}. */
  @Override
  public final L times(L a, L b) {
    if (isStatic(a) && value(a) == 0 || isStatic(b) && value(b) == 0) {
      return constant(0);
    }
    if (isStaticOne(a)) {
      return b;
    }
    if (isStaticOne(b)) {
      return a;
    }
    long product = (long) value(a) * value(b);
    if (product != (int) product) {
      of(product, false, "product " + print(a) + " * " + print(b));
    }
    return make((int) product, isStatic(a) && isStatic(b));
  }

  /** Truncating division (C++ {@code /}). */
  @Override
  public final L quotient(L a, L b) {
    if (isStaticOne(b)) {
      return a;
    }
    if (isStatic(a) && value(a) == 0) {
      return a; // CuTe's _0 / int is _0
    }
    return of((long) value(a) / value(b), isStatic(a) && isStatic(b), "quotient");
  }

  @Override
  public final L ceilDiv(L a, L b) {
    return of(((long) value(a) + value(b) - 1) / value(b), isStatic(a) && isStatic(b), "quotient");
  }

  @Override
  public final L abs(L a) {
    return of(Math.abs((long) value(a)), isStatic(a), "absolute value");
  }

  @Override
  public final L signum(L a) {
    return make(Integer.signum(value(a)), isStatic(a));
  }

  @Override
  public final Decision isOne(L a) {
    return Decision.of(value(a) == 1);
  }

  @Override
  public final Decision isZero(L a) {
    return Decision.of(value(a) == 0);
  }

  @Override
  public final Decision isNegative(L a) {
    return Decision.of(value(a) < 0);
  }

  @Override
  public final Decision divides(L d, L n) {
    return Decision.of(value(n) % value(d) == 0);
  }

  @Override
  public final Decision equal(L a, L b) {
    return Decision.of(value(a) == value(b));
  }

  @Override
  public final Decision less(L a, L b) {
    return Decision.of(value(a) < value(b));
  }

  @Override
  public final Decision productEquals(L a, L b, L c) {
    return Decision.of((long) value(a) * value(b) == value(c));
  }

  @Override
  public final L cosize(List<L> extents, List<L> strides) {
    long cosize = 1;
    boolean isStatic = true;
    for (int k = 0; k < extents.size(); k++) {
      L s = extents.get(k);
      L d = strides.get(k);
      cosize += (value(s) - 1L) * Math.abs((long) value(d));
      isStatic &= isStatic(s) && isStatic(d);
    }
    return of(cosize, isStatic, "cosize");
  }

  @Override
  public final long valueOf(L leaf) {
    return value(leaf);
  }

  @Override
  public final boolean hasValue(L leaf) {
    return true;
  }

  @Override
  public final Policy policy() {
    return policy;
  }
}
