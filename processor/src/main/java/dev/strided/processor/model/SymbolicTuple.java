package dev.strided.processor.model;

import dev.strided.core.Notation;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.core.Trees;
import java.util.Iterator;
import java.util.List;

/**
 * A shape or stride of an annotation: the core's tree whose leaves are {@link Symbol}s, each with
 * its offset in the attribute text for carets.
 *
 * <pre>{@code
 * SymbolicTuple t = SymbolicTuple.of(Notation.parseTuple("(2*M,(3,K))"), "(2*M,(3,K))");
 * t.leaves();   // [2*M, 3, K]
 * t.toString(); // "(2*M,(3,K))"
 * t.tree();     // the core's Tree<Symbol> of the same leaves
 * }</pre>
 *
 * @param located the tree of symbols with their offsets
 */
public record SymbolicTuple(Tree<SymbolicTuple.Leaf> located) {

  /** How the core's walks read {@link #located}. */
  public static final Trees<Tree<Leaf>, Leaf> TREES = new Tree.Access<>();

  private static final Trees<Notation.Term, Notation.Term> TERMS = Trees.tuples(
      t -> t instanceof Notation.Group, t -> ((Notation.Group) t).elements(),
      parts -> new Notation.Group(parts, 0));

  /**
   * Converts a syntax tree.
   *
   * <pre>{@code SymbolicTuple.of(Notation.parseTuple("(2*M,4)"), "(2*M,4)");   // (2*M,4)}</pre>
   *
   * @param term the parsed term
   * @param text the text it came from (for errors)
   * @return the tree
   */
  public static SymbolicTuple of(Notation.Term term, String text) {
    return new SymbolicTuple(TERMS.map(term, TREES,
        t -> new Leaf(Symbol.of(t, text), t.position())));
  }

  /**
   * A tree that comes from no text (a derived result): every offset is 0.
   *
   * <pre>{@code SymbolicTuple.of(new Tree.Leaf<>(Symbol.name("M")));   // M}</pre>
   *
   * @param tree the symbols
   * @return the tree
   */
  public static SymbolicTuple of(Tree<Symbol> tree) {
    return new SymbolicTuple(tree.map(v -> new Leaf(v, 0)));
  }

  /**
   * The leaves in flattened (colexicographic mode) order.
   *
   * <pre>{@code
   * SymbolicTuple.of(Notation.parseTuple("(2,(M,4))"), "(2,(M,4))").leaves();   // [2, M, 4]
   * }</pre>
   *
   * @return the leaves, a fresh list
   */
  public List<Leaf> leaves() {
    return TREES.leaves(located);
  }

  /**
   * The modes: a tuple's elements, or the integer itself (an integer is its own only mode, as in
   * CuTe); their number is the rank.
   *
   * <pre>{@code
   * SymbolicTuple.of(Notation.parseTuple("(2,(M,4))"), "(2,(M,4))").modes();   // [2, (M,4)]
   * }</pre>
   *
   * @return the modes
   */
  public List<SymbolicTuple> modes() {
    return TREES.isLeaf(located) ? List.of(this)
        : TREES.elements(located).stream().map(SymbolicTuple::new).toList();
  }

  /**
   * How deeply tuples nest: 0 for an integer.
   *
   * <pre>{@code
   * SymbolicTuple.of(Notation.parseTuple("(2,(M,4))"), "(2,(M,4))").depth();   // 2
   * }</pre>
   *
   * @return the depth
   */
  public int depth() {
    return TREES.depth(located);
  }

  /**
   * A tree of the same shape as {@code profile} whose leaves come from {@code values} in order.
   *
   * <pre>{@code
   * SymbolicTuple.rebuild(shape, List.of(Symbol.constant(1), Symbol.name("M")));   // (_1,M)
   * }</pre>
   *
   * @param profile the tree to copy
   * @param values one symbol per leaf of {@code profile}
   * @return the new tree (positions copied)
   */
  public static SymbolicTuple rebuild(SymbolicTuple profile, List<Symbol> values) {
    Iterator<Symbol> next = values.iterator();
    return new SymbolicTuple(profile.located.map(l -> new Leaf(next.next(), l.position())));
  }

  /**
   * Canonical print form.
   *
   * <pre>{@code
   * SymbolicTuple.of(Notation.parseTuple("(2,(M,4))"), "(2,(M,4))").canonical();   // (_2,(M,_4))
   * }</pre>
   *
   * @return the text
   */
  public String canonical() {
    return TREES.print(located, l -> l.value().canonical(), "(", ",", ")");
  }

  /**
   * The core's tree of the same leaves (without positions), for the core's rules on symbols.
   *
   * <pre>{@code SymbolicTuple.of(Notation.parseTuple("(2,M)"), "(2,M)").tree();   // (2,M)}</pre>
   *
   * @return the tree
   */
  public Tree<Symbol> tree() {
    return located.map(Leaf::value);
  }

  @Override
  public String toString() {
    return located.toString();
  }

  /**
   * One integer value and where it is written.
   *
   * @param value the symbol
   * @param position offset in the text
   */
  public record Leaf(Symbol value, int position) {
    @Override
    public String toString() {
      return value.toString();
    }
  }
}
