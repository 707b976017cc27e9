package dev.strided.core;

/**
 * The answer of the leaf arithmetic to a condition: yes, no, or "depends on the names" together with
 * the fact that would make it yes when one would ({@code wouldProve}, else null).
 *
 * <p>Values only ever decide {@link #YES} or {@link #NO}, shared constants, so the value path never
 * allocates a decision.
 *
 * <pre>{@code
 * Decision.of(12 % 4 == 0).holds();                              // true
 * Decision.depends(new Fact("M", Fact.Relation.MULTIPLE_OF, 128)).answer();   // DEPENDS
 * }</pre>
 *
 * @param answer yes, no or depends
 * @param wouldProve for {@link Answer#DEPENDS}: a fact that would decide yes, or null
 */
public record Decision(Answer answer, Fact wouldProve) {
  public static final Decision YES = new Decision(Answer.YES, null);
  public static final Decision NO = new Decision(Answer.NO, null);

  /** The decision of a condition evaluated on values. */
  public static Decision of(boolean holds) {
    return holds ? YES : NO;
  }

  /** Undecided; {@code wouldProve} (may be null) is the fact that would decide yes. */
  public static Decision depends(Fact wouldProve) {
    return new Decision(Answer.DEPENDS, wouldProve);
  }

  /** True only for a proven yes. */
  public boolean holds() {
    return answer == Answer.YES;
  }

  /** True only for a proven no. */
  public boolean fails() {
    return answer == Answer.NO;
  }

  /** True when the names decide. */
  public boolean depends() {
    return answer == Answer.DEPENDS;
  }

  /** Yes when this is no and no when it is yes; depends stays depends (without a fact). */
  public Decision not() {
    return switch (answer) {
      case YES -> NO;
      case NO -> YES;
      case DEPENDS -> depends(null);
    };
  }
}
