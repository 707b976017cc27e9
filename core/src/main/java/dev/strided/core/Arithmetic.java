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
