package dev.strided.core;

/**
 * What {@link Quantities} needs to compute with: a quantity type {@code Q} built from leaves. The
 * runtime's quantities are exact {@code long}s; the processor's are the checks the generated
 * factory evaluates, with their constant parts.
 *
 * <pre>{@code
 * QuantityAlgebra<Long, Long> longs = new QuantityAlgebra<>() {
 *   public Long zero() { return 0L; }
 *   public Long one() { return 1L; }
 *   public Long of(Long leaf) { return leaf; }
 *   public Long minusOne(Long leaf) { return leaf - 1; }
 *   public Long magnitude(Long leaf) { return Math.abs(leaf); }
 *   public Long plus(Long a, Long b) { return a + b; }
 *   public Long times(Long a, Long b) { return a * b; }
 *   public Long max(Long a, Long b) { return Math.max(a, b); }
 * };
 * Quantities.size(longs, List.of(2L, 3L));   // 6
 * }</pre>
 *
 * @param <L> the leaf type
 * @param <Q> the quantity type
 */
public interface QuantityAlgebra<L, Q> {
  /** The capacity of no leaves. */
  Q zero();

  /** The size of no leaves, and the {@code 1 +} of a cosize. */
  Q one();

  /** A leaf's value (an extent). */
  Q of(L leaf);

  /** An extent less one (at least 0, since extents are at least 1). */
  Q minusOne(L extent);

  /** A stride's absolute value. */
  Q magnitude(L stride);

  /** A running sum plus a term. */
  Q plus(Q sum, Q term);

  /** A running product times a factor. */
  Q times(Q product, Q factor);

  /** The larger of a running maximum and a value (quantities here are never negative). */
  Q max(Q maximum, Q value);
}
