package dev.strided.core;

/** The refusal of an operation that failed inside another: the outer context prefixed, the cause kept. */
final class Refusals {
  private Refusals() {}

  /** {@code prefix + e.getMessage()}, keeping the fact that would prove the inner condition. */
  static AlgebraException within(String prefix, IllegalArgumentException e) {
    AlgebraException wrapped = new AlgebraException(prefix + e.getMessage(),
        e instanceof AlgebraException inner ? inner.wouldProve() : null);
    wrapped.initCause(e);
    return wrapped;
  }
}
