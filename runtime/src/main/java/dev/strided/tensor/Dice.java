package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.core.Quote;
import dev.strided.core.Tree;
import dev.strided.core.Trees;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code dice(step, t)}: the parts of a tiler, coordinate or layout whose step mark is
 * {@link Step#_1}, those marked {@link Step#X} dropped; a nested step's kept parts join the
 * enclosing tuple. A step of rank r needs a tuple of rank r where it meets one (CuTe's
 * {@code static_assert}); a layout is diced in its shape and stride alike.
 *
 * <pre>{@code Dice.tiler(Step.of(Step._1, Step.X, Step._1), Tiler.of(32, 64, 4));   // (32,4)}</pre>
 */
final class Dice {
  private Dice() {}

  private static final Trees<IntTuple, IntTuple> TUPLES = Trees.tuples(
      t -> t instanceof IntTuple.Tuple, t -> ((IntTuple.Tuple) t).elements(), IntTuple.Tuple::new);

  private static final Trees<Tiler, Tiler> TILERS = Trees.tuples(
      t -> t instanceof Tiler.ByMode, t -> ((Tiler.ByMode) t).modes(), Tiler.ByMode::new);

  /** A coordinate (or shape) diced; {@code what} names it in a refusal. */
  static IntTuple tuple(Step step, IntTuple tuple, String what) {
    return dice(TUPLES, step, tuple, what);
  }

  /** A tiler diced: by mode, or a layout's shape and stride; refused when nothing is kept. */
  static Tiler tiler(Step step, Tiler tiler) {
    Tiler diced = tiler instanceof Layout l && step instanceof Step.Modes
        ? layout(step, l) : dice(TILERS, step, tiler, "the tiler");
    if (diced instanceof Tiler.ByMode b && b.rank() == 0) {
      throw keepsNothing(step, "the tiler " + Quote.abbreviate(tiler.toString()));
    }
    return diced;
  }

  /** A layout diced in its shape and stride; refused when nothing is kept. */
  static Layout layout(Step step, Layout layout) {
    String what = "the layout " + Quote.abbreviate(layout.toString());
    Layout diced = Layout.of(dice(TUPLES, step, layout.shape(), what),
        dice(TUPLES, step, layout.stride(), what));
    if (diced.shape() instanceof IntTuple.Tuple t && t.rank() == 0) {
      throw keepsNothing(step, what);
    }
    return diced;
  }

  private static IllegalArgumentException keepsNothing(Step step, String what) {
    return new IllegalArgumentException("the step " + step + " keeps no mode of " + what
        + ": mark at least one mode _1");
  }

  private static <T> T dice(Trees<T, T> trees, Step step, T tree, String what) {
    try {
      return dev.strided.core.Dice.dice(trees, marks(step), tree);
    } catch (dev.strided.core.Dice.Misfit e) {
      Step.Modes m = (Step.Modes) step(e.step());
      @SuppressWarnings("unchecked")
      T part = (T) e.part();
      throw new IllegalArgumentException("the step " + step + " does not fit " + what + ": its "
          + m + " has " + m.rank() + " modes but meets " + Quote.abbreviate(part.toString())
          + (trees.isLeaf(part) ? ", which is not a tuple"
              : " of rank " + trees.elements(part).size()));
    }
  }

  /** A step as the core's tree of marks: true keeps a mode. */
  private static Tree<Boolean> marks(Step step) {
    if (step instanceof Step.Modes m) {
      List<Tree<Boolean>> modes = new ArrayList<>();
      m.modes().forEach(s -> modes.add(marks(s)));
      return new Tree.Node<>(modes);
    }
    return new Tree.Leaf<>(step == Step._1);
  }

  private static Step step(Tree<Boolean> marks) {
    if (marks instanceof Tree.Node<Boolean> n) {
      List<Step> modes = new ArrayList<>();
      n.elements().forEach(e -> modes.add(step(e)));
      return new Step.Modes(modes);
    }
    return ((Tree.Leaf<Boolean>) marks).value() ? Step._1 : Step.X;
  }
}
