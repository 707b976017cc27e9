package dev.strided.algebra;

import dev.strided.IntTuple;
import dev.strided.IntTuple.Int;

/**
 * Integer leaves under CuTe's static rule: a result is static when every operand is static. Every
 * operation is exact and throws {@link IllegalArgumentException} instead of overflowing.
 */
final class Ints {
  static final Int S0 = IntTuple.ofStatic(0);
  static final Int S1 = IntTuple.ofStatic(1);

  private Ints() {}

  static Int of(long value, boolean isStatic, String what) {
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the " + what + " is " + value + ", which does not fit in an int");
    }
    return new Int((int) value, isStatic);
  }

  /** {@code value} as an int, with {@link #of}'s message when it does not fit. */
  static int fit(long value, String what) {
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      of(value, false, what);
    }
    return (int) value;
  }

  static Int times(Int a, Int b) {
    // a static 1 changes neither the value nor the static flag: share the other leaf
    if (a.isStatic() && a.value() == 1) {
      return b;
    }
    if (b.isStatic() && b.value() == 1) {
      return a;
    }
    long product = (long) a.value() * b.value();
    if (product != (int) product) {
      of(product, false, "product " + a + " * " + b);
    }
    return new Int((int) product, a.isStatic() && b.isStatic());
  }

  /** Truncating division (C++ {@code /}); b is never 0 where the algebra calls it. */
  static Int div(Int a, Int b) {
    if (b.isStatic() && b.value() == 1) {
      return a;
    }
    return of((long) a.value() / b.value(), a.isStatic() && b.isStatic(), "quotient");
  }

  /** CuTe's {@code ceil_div} for positive integers: {@code (a + b - 1) / b}. */
  static Int ceilDiv(Int a, Int b) {
    return of(((long) a.value() + b.value() - 1) / b.value(), a.isStatic() && b.isStatic(),
        "quotient");
  }

  static Int abs(Int a) {
    return of(Math.abs((long) a.value()), a.isStatic(), "absolute value");
  }

  static Int signum(Int a) {
    return new Int(Integer.signum(a.value()), a.isStatic());
  }

  /** The product of all leaves of a tuple, static when all leaves are static (CuTe's size). */
  static Int size(IntTuple t) {
    if (t instanceof Int i) {
      return i;
    }
    Int product = S1;
    for (Int leaf : leaves(t)) {
      product = times(product, leaf);
    }
    return product;
  }

  /** The leaves in depth-first order, walked directly into an array (no intermediate lists). */
  static Int[] leaves(IntTuple t) {
    if (t instanceof Int i) {
      return new Int[] {i};
    }
    Int[] out = new Int[count(t)];
    fill(t, out, 0);
    return out;
  }

  static int count(IntTuple t) {
    if (t instanceof Int) {
      return 1;
    }
    int n = 0;
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      n += count(e);
    }
    return n;
  }

  private static int fill(IntTuple t, Int[] out, int k) {
    if (t instanceof Int i) {
      out[k] = i;
      return k + 1;
    }
    for (IntTuple e : ((IntTuple.Tuple) t).elements()) {
      k = fill(e, out, k);
    }
    return k;
  }
}
