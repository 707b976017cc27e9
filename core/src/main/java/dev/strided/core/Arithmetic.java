package dev.strided.core;

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
}
