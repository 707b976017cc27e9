package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.core.Quote;
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

  /** The tuple view of one kind of tree. */
  private interface Trees<T> {
    boolean isTuple(T tree);

    List<T> elements(T tuple);

    T tuple(List<T> elements);
  }

  private static final Trees<IntTuple> TUPLES = new Trees<>() {
    @Override
    public boolean isTuple(IntTuple tree) {
      return tree instanceof IntTuple.Tuple;
    }

    @Override
    public List<IntTuple> elements(IntTuple tuple) {
      return ((IntTuple.Tuple) tuple).elements();
    }

    @Override
    public IntTuple tuple(List<IntTuple> elements) {
      return new IntTuple.Tuple(elements);
    }
  };

  private static final Trees<Tiler> TILERS = new Trees<>() {
    @Override
    public boolean isTuple(Tiler tree) {
      return tree instanceof Tiler.ByMode;
    }

    @Override
    public List<Tiler> elements(Tiler tuple) {
      return ((Tiler.ByMode) tuple).modes();
    }

    @Override
    public Tiler tuple(List<Tiler> elements) {
      return new Tiler.ByMode(elements);
    }
  };

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

  private static <T> T dice(Trees<T> trees, Step step, T tree, String what) {
    if (step == Step._1) {
      return tree;
    }
    List<T> kept = new ArrayList<>();
    if (step instanceof Step.Modes m) {
      spliceModes(trees, m, tree, kept, step, what);
    }
    return trees.tuple(kept);
  }

  /** The kept parts of {@code tree} under the step's modes, appended to {@code kept}. */
  private static <T> void spliceModes(Trees<T> trees, Step.Modes m, T tree, List<T> kept,
      Step whole, String what) {
    if (!trees.isTuple(tree) || trees.elements(tree).size() != m.rank()) {
      throw new IllegalArgumentException("the step " + whole + " does not fit " + what + ": its "
          + m + " has " + m.rank() + " modes but meets " + Quote.abbreviate(tree.toString())
          + (trees.isTuple(tree) ? " of rank " + trees.elements(tree).size()
              : ", which is not a tuple"));
    }
    List<T> elements = trees.elements(tree);
    for (int i = 0; i < m.rank(); i++) {
      Step s = m.modes().get(i);
      if (s == Step._1) {
        kept.add(elements.get(i));
      } else if (s instanceof Step.Modes nested) {
        spliceModes(trees, nested, elements.get(i), kept, whole, what);
      }
    }
  }
}
