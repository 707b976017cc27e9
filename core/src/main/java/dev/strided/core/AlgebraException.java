package dev.strided.core;

/**
 * A refused operation of the layout algebra: the runtime's {@link IllegalArgumentException} (its
 * message is the sentence users see), and the processor's {@code [strided:algebra]} error, which also
 * names the fact that would make the condition hold when there is one.
 *
 * <pre>{@code
 * new AlgebraException("zipped_divide: M is not known to be a multiple of 128",
 *     new Fact("M", Fact.Relation.MULTIPLE_OF, 128)).wouldProve();   // M % 128 == 0
 * }</pre>
 */
public final class AlgebraException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient Fact wouldProve;

  /** A refusal whose condition would hold under {@code wouldProve} (null when no fact would do). */
  public AlgebraException(String message, Fact wouldProve) {
    super(message);
    this.wouldProve = wouldProve;
  }

  /** A refusal on values. */
  public AlgebraException(String message) {
    this(message, null);
  }

  /** The fact that would prove the failed condition, or null. */
  public Fact wouldProve() {
    return wouldProve;
  }
}
