package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code dice(step, t)}, written once for every tree: the parts of a tree that a step marks
 * kept, those marked dropped left out, the kept parts of a nested step joining the enclosing tuple.
 * A step is a tree of marks ({@code true} keeps, {@code false} drops); a step of r modes must meet
 * a tuple of r modes (CuTe's {@code static_assert}), else {@link Misfit} says where it did not.
 *
 * <pre>{@code
 * Tree<Boolean> step = new Tree.Node<>(List.of(new Tree.Leaf<>(true), new Tree.Leaf<>(false),
 *     new Tree.Leaf<>(true)));
 * Dice.dice(trees, step, tiler);   // the tiler (32,64,4) gives (32,4)
 * }</pre>
 */
public final class Dice {
  private Dice() {}

  /** A step of some modes met a part of the tree that is not a tuple of as many modes. */
  public static final class Misfit extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Tree<Boolean> step;
    private final transient Object part;

    Misfit(Tree<Boolean> step, Object part) {
      super(null, null, false, false);
      this.step = step;
      this.part = part;
    }

    /** The (nested) step that did not fit. */
    public Tree.Node<Boolean> step() {
      return (Tree.Node<Boolean>) step;
    }

    /** The part of the tree it met, of the caller's tree type. */
    public Object part() {
      return part;
    }
  }

  /**
   * The kept parts of {@code tree}: the tree itself for a kept mark, an empty tuple for a dropped
   * one, else the kept modes in order as one tuple.
   *
   * <pre>{@code Dice.dice(trees, step, tiler);   // step (_1,X,_1) on (32,64,4) gives (32,4)}</pre>
   *
   * @throws Misfit where a step of r modes meets a part that is not a tuple of r modes
   */
  public static <T> T dice(Trees<T, ?> trees, Tree<Boolean> step, T tree) {
    if (step instanceof Tree.Leaf<Boolean> mark) {
      return mark.value() ? tree : trees.tuple(List.of());
    }
    List<T> kept = new ArrayList<>();
    splice(trees, (Tree.Node<Boolean>) step, tree, kept);
    return trees.tuple(kept);
  }

  private static <T> void splice(Trees<T, ?> trees, Tree.Node<Boolean> step, T tree,
      List<T> kept) {
    List<Tree<Boolean>> marks = step.elements();
    if (trees.isLeaf(tree) || trees.elements(tree).size() != marks.size()) {
      throw new Misfit(step, tree);
    }
    List<T> elements = trees.elements(tree);
    for (int i = 0; i < marks.size(); i++) {
      Tree<Boolean> mark = marks.get(i);
      if (mark instanceof Tree.Node<Boolean> nested) {
        splice(trees, nested, elements.get(i), kept);
      } else if (((Tree.Leaf<Boolean>) mark).value()) {
        kept.add(elements.get(i));
      }
    }
  }
}
