package dev.strided.processor.model;

import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A shape or stride of an annotation: a tree whose leaves are {@link Symbol}s, with the offset of
 * each node in the attribute text for carets.
 *
 * <pre>{@code
 * SymbolicTuple t = SymbolicTuple.of(Notation.parseTuple("(2*M,(3,K))"), "(2*M,(3,K))");
 * t.leaves();   // [2*M, 3, K]
 * t.toString(); // "(2*M,(3,K))"
 * t.tree();     // the core's Tree<Symbol> of the same leaves
 * }</pre>
 */
public sealed interface SymbolicTuple permits SymbolicTuple.Leaf, SymbolicTuple.Node {

  /** Offset of the node in its attribute text. */
  int position();

  /**
   * Converts a syntax tree.
   *
   * @param term the parsed term
   * @param text the text it came from (for errors)
   * @return the tree
   */
  static SymbolicTuple of(Notation.Term term, String text) {
    if (term instanceof Notation.Group g) {
      List<SymbolicTuple> elements = new ArrayList<>();
      for (Notation.Term e : g.elements()) {
        elements.add(of(e, text));
      }
      return new Node(elements, g.position());
    }
    return new Leaf(value(term, text), term.position());
  }

  private static Symbol value(Notation.Term term, String text) {
    if (term instanceof Notation.Number n) {
      return Symbol.constant(n.value());
    }
    if (term instanceof Notation.Name n) {
      return Symbol.name(n.identifier());
    }
    if (term instanceof Notation.Product p) {
      Symbol acc = Symbol.constant(1);
      for (Notation.Term f : p.factors()) {
        acc = acc.times(value(f, text));
      }
      return acc;
    }
    throw new NotationError(text, term.position(),
        "'_' alone is not a value; write a number such as 4 (or _4) or a name");
  }

  /** The leaves in flattened (colexicographic mode) order. */
  List<Leaf> leaves();

  /** The elements of a node, or null for a leaf (the shape {@code Congruence.find} expects). */
  static List<SymbolicTuple> children(SymbolicTuple t) {
    return t instanceof Node n ? n.elements() : null;
  }

  /**
   * A tree of the same shape as {@code profile} whose leaves come from {@code values} in order.
   *
   * @param profile the tree to copy
   * @param values one symbol per leaf of {@code profile}
   * @return the new tree (positions copied)
   */
  static SymbolicTuple rebuild(SymbolicTuple profile, List<Symbol> values) {
    int[] next = {0};
    return rebuild(profile, values, next);
  }

  private static SymbolicTuple rebuild(SymbolicTuple t, List<Symbol> values, int[] next) {
    if (t instanceof Leaf l) {
      return new Leaf(values.get(next[0]++), l.position());
    }
    List<SymbolicTuple> parts = new ArrayList<>();
    for (SymbolicTuple e : ((Node) t).elements()) {
      parts.add(rebuild(e, values, next));
    }
    return new Node(parts, t.position());
  }

  /** Canonical print form: {@code (_2,(M,_4))}. */
  String canonical();

  /** The core's tree of the same leaves (without positions), for the core's rules on symbols. */
  Tree<Symbol> tree();

  /**
   * One integer value.
   *
   * @param value the symbol
   * @param position offset in the text
   */
  record Leaf(Symbol value, int position) implements SymbolicTuple {
    @Override
    public List<Leaf> leaves() {
      return List.of(this);
    }

    @Override
    public String canonical() {
      return value.canonical();
    }

    @Override
    public Tree<Symbol> tree() {
      return new Tree.Leaf<>(value);
    }

    @Override
    public String toString() {
      return value.toString();
    }
  }

  /**
   * A tuple.
   *
   * @param elements the elements
   * @param position offset of its {@code (}
   */
  record Node(List<SymbolicTuple> elements, int position) implements SymbolicTuple {
    /** Copies the elements. */
    public Node {
      elements = List.copyOf(elements);
    }

    @Override
    public List<Leaf> leaves() {
      return SymbolicTrees.INSTANCE.leaves(this);
    }

    @Override
    public String canonical() {
      return join(SymbolicTuple::canonical);
    }

    @Override
    public Tree<Symbol> tree() {
      List<Tree<Symbol>> trees = new ArrayList<>();
      for (SymbolicTuple e : elements) {
        trees.add(e.tree());
      }
      return new Tree.Node<>(trees);
    }

    @Override
    public String toString() {
      return join(SymbolicTuple::toString);
    }

    private String join(Function<SymbolicTuple, String> printer) {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < elements.size(); i++) {
        sb.append(i == 0 ? "" : ",").append(printer.apply(elements.get(i)));
      }
      return sb.append(')').toString();
    }
  }
}
