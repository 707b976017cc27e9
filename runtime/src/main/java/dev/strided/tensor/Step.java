package dev.strided.tensor;

import java.util.Arrays;
import java.util.List;

/**
 * CuTe's {@code Step<...>} projection for {@code local_tile} and {@code local_partition}: a tuple
 * that marks each mode of a shared tiler, coordinate or thread layout as taking part ({@link #_1})
 * or projected away ({@link #X}), so one CTA tiler {@code (BM,BN,BK)} serves A {@code (M,K)}, B
 * {@code (N,K)} and C {@code (M,N)}. A mode may hold a nested step for a tuple mode; the modes a
 * nested step keeps join the enclosing tuple, as CuTe's {@code dice} splices them.
 *
 * <pre>{@code
 * import static dev.strided.tensor.Step.X;
 * import static dev.strided.tensor.Step._1;
 *
 * Tiler cta = Tiler.of(32, 64, 4);
 * IntTuple at = IntTuple.of(IntTuple.of(1), IntTuple.of(0), IntTuple.ALL);
 * FloatTensor ctaA = a.localTile(cta, at, Step.of(_1, X, _1));   // (32,4,k): A's M and K tiles
 * FloatTensor ctaC = c.localTile(cta, at, Step.of(_1, _1, X));   // (32,64)
 * }</pre>
 */
public sealed interface Step permits Step.Mark, Step.Modes {

  /** CuTe's {@code _1} in a step: the mode takes part. */
  Mark _1 = Mark.TAKES_PART;

  /** CuTe's {@code X} in a step: the mode is projected away. */
  Mark X = Mark.PROJECTED_AWAY;

  /**
   * A step of one mark or nested step per mode, CuTe's {@code Step<...>{}}.
   *
   * <pre>{@code Step.of(Step._1, Step.X, Step._1).toString();   // (_1,X,_1)}</pre>
   *
   * @param modes the marks, in mode order
   * @return the step
   * @throws IllegalArgumentException if {@code modes} or one of them is null
   */
  static Modes of(Step... modes) {
    if (modes == null) {
      throw new IllegalArgumentException("the modes of a step must not be null");
    }
    return new Modes(Arrays.asList(modes));
  }

  /**
   * One mode's mark.
   *
   * <pre>{@code Step.X.toString();   // X}</pre>
   */
  enum Mark implements Step {
    /** {@link #_1}. */
    TAKES_PART,
    /** {@link #X}. */
    PROJECTED_AWAY;

    /** {@code _1} or {@code X}, as written in CuTe. */
    @Override
    public String toString() {
      return this == TAKES_PART ? "_1" : "X";
    }
  }

  /**
   * A tuple of marks and nested steps.
   *
   * <pre>{@code new Step.Modes(List.of(Step._1, Step.X)).rank();   // 2}</pre>
   *
   * @param modes the marks, in mode order (no nulls)
   */
  record Modes(List<Step> modes) implements Step {
    /** Copies the list; refuses nulls. */
    public Modes {
      if (modes == null) {
        throw new IllegalArgumentException("the modes of a step must not be null");
      }
      for (int i = 0; i < modes.size(); i++) {
        if (modes.get(i) == null) {
          throw new IllegalArgumentException("mode " + i + " of a step must not be null: use "
              + "Step._1 or Step.X");
        }
      }
      modes = List.copyOf(modes);
    }

    /**
     * The number of modes.
     *
     * <pre>{@code Step.of(Step._1, Step.X).rank();   // 2}</pre>
     */
    public int rank() {
      return modes.size();
    }

    /** {@code (_1,X,_1)}. */
    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < modes.size(); i++) {
        sb.append(i == 0 ? "" : ",").append(modes.get(i));
      }
      return sb.append(')').toString();
    }
  }
}
