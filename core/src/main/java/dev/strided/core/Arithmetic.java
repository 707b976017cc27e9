package dev.strided.core;

import java.util.List;

/**
 * The leaf arithmetic every rule of layout semantics is written over: the only code that looks inside
 * a leaf. Two instances: values (a static or dynamic {@code int}, exact, overflow is an
 * {@link IllegalArgumentException}) in the runtime, and symbolic integers (a coefficient times names,
 * with the facts known about the names) in the processor.
 *
 * <p>Results follow CuTe's static rule: static exactly when every operand is static. Decisions answer
 * {@link Decision#YES}, {@link Decision#NO} or, on symbolic leaves only, "depends on the names".
 *
 * @param <L> the leaf type
 */
public interface Arithmetic<L> {
  /** A static leaf ({@code _N}). */
  L constant(long value);

  /** True when the leaf is known when the layout is written (printed {@code _N}). */
  boolean isStatic(L leaf);

  /** The canonical print form: {@code _6}, {@code 6}, {@code M}, {@code _2*M}. */
  String print(L leaf);

  L times(L a, L b);

  /** {@code a / b}, where the caller has decided that it is exact or wants C++'s truncation. */
  L quotient(L a, L b);

  /** CuTe's {@code ceil_div} of positive leaves, {@code (a + b - 1) / b}. */
  L ceilDiv(L a, L b);

  L abs(L a);

  /** −1, 0 or 1, static when {@code a} is. */
  L signum(L a);

  Decision isOne(L a);

  Decision isZero(L a);

  Decision isNegative(L a);

  /** Whether {@code d} divides {@code n} ({@code n % d == 0}); {@code d} is not 0. */
  Decision divides(L d, L n);

  Decision equal(L a, L b);

  /** Whether {@code a < b}. */
  Decision less(L a, L b);

  /** What an operation does where C++ rounds a quotient up (its tiles overhang the layout). */
  Policy policy();

  /**
   * Whether CuTe C++ knows this leaf when it compiles, so that its type-level decisions
   * ({@code is_constant}, a coalesce's merge, which strides an inverse reads) see its value: a
   * static leaf; a dynamic one (a run-time value, a name, a constant computed from a name such as
   * {@code M/M}) takes part as a run-time integer does, whatever its value or the facts (SPEC 3).
   *
   * <pre>{@code dom.isKnownStatically(dom.constant(4));   // true}</pre>
   */
  default boolean isKnownStatically(L leaf) {
    return isStatic(leaf);
  }

  /**
   * CuTe's {@code is_constant<v, L>}: whether the leaf is known statically to be {@code v}. A
   * dynamic value leaf of value {@code v} answers NO, as C++'s {@code int} does.
   *
   * <pre>{@code dom.isConstant(dom.constant(1), 1);   // YES}</pre>
   */
  default Decision isConstant(L a, long v) {
    if (!isKnownStatically(a)) {
      return Decision.NO;
    }
    return v == 1 ? isOne(a) : v == 0 ? isZero(a) : equal(a, constant(v));
  }

  /**
   * Whether {@code a == b} is known statically (CuTe's {@code is_constant<a::value, B>} with both
   * known): the test by which a right inverse takes a mode.
   *
   * <pre>{@code dom.equalsStatically(dom.constant(2), dom.constant(2));   // YES}</pre>
   */
  default Decision equalsStatically(L a, L b) {
    return isKnownStatically(a) && isKnownStatically(b) ? equal(a, b) : Decision.NO;
  }

  /**
   * CuTe's merge test in {@code coalesce}: the extent of the mode being merged into is known
   * statically ({@code intoKnown}), and {@code s·d == next} is a compile-time true (a static 0
   * factor makes the product {@code _0} whatever the other factor is).
   *
   * <pre>{@code
   * dom.joinsStatically(dom.constant(2), dom.constant(3), dom.constant(6), true);   // YES
   * }</pre>
   */
  default Decision joinsStatically(L s, L d, L next, boolean intoKnown) {
    boolean product = isKnownStatically(s) && isKnownStatically(d)
        || isConstant(s, 0).holds() || isConstant(d, 0).holds();
    return intoKnown && product && isKnownStatically(next)
        ? productEquals(s, d, next) : Decision.NO;
  }

  /**
   * Whether {@code a·b == c}, decided without computing a product that may not fit (values: in
   * {@code long}). Coalescing asks it of every pair of adjacent modes.
   *
   * <pre>{@code dom.productEquals(dom.constant(2), dom.constant(3), dom.constant(6));   // YES}</pre>
   */
  default Decision productEquals(L a, L b, L c) {
    return equal(times(a, b), c);
  }

  /**
   * CuTe's {@code cosize} of flat modes, {@code 1 + Σ (s−1)·|d|}, static when every leaf is; an
   * arithmetic without sums (symbolic leaves) refuses it.
   *
   * <pre>{@code dom.cosize(List.of(dom.constant(4)), List.of(dom.constant(2)));   // _7}</pre>
   */
  default L cosize(List<L> extents, List<L> strides) {
    throw new AlgebraException("cosize: a sum of leaves is not a leaf of this arithmetic");
  }

  /**
   * The value of a leaf that has one (every value leaf, a symbolic constant); the exactness probe of
   * composition evaluates on these. A leaf with names is refused.
   *
   * <pre>{@code dom.valueOf(dom.constant(6));   // 6}</pre>
   */
  default long valueOf(L leaf) {
    throw new AlgebraException("the leaf " + print(leaf) + " has no value");
  }

  /**
   * Whether {@link #valueOf} answers for this leaf: every value leaf, a symbol without names.
   *
   * <pre>{@code dom.hasValue(dom.constant(6));   // true}</pre>
   */
  default boolean hasValue(L leaf) {
    return false;
  }
}
