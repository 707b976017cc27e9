package dev.strided.core;

import java.util.List;

/**
 * The processor's domain: the core's {@link Tree} of {@link Symbol} leaves, with the symbolic
 * arithmetic of the layout's facts.
 *
 * <pre>{@code
 * SymbolicDomain dom =
 *     new SymbolicDomain(Facts.none().withExtents(List.of("M")), Policy.REFUSE_OVERHANG);
 * Tree<Symbol> shape =
 *     dom.tuple(List.of(dom.ofLeaf(Symbol.name("M")), dom.ofLeaf(Symbol.constant(4))));
 * shape.toString();                         // "(M,4)"
 * dom.isOne(Symbol.name("M")).answer();     // DEPENDS
 * }</pre>
 */
public final class SymbolicDomain extends SymbolicArithmetic
    implements Domain<Tree<Symbol>, Symbol> {
  /**
   * A domain that knows {@code facts}.
   *
   * <pre>{@code
   * SymbolicDomain dom = new SymbolicDomain(Facts.none(), Policy.ROUND_UP);
   * dom.isLeaf(new Tree.Leaf<>(Symbol.constant(2)));   // true
   * }</pre>
   *
   * @param facts what is known about the names
   * @param policy what operations do where C++ rounds a quotient up
   */
  public SymbolicDomain(Facts facts, Policy policy) {
    super(facts, policy);
  }

  @Override
  public boolean isLeaf(Tree<Symbol> tree) {
    return tree instanceof Tree.Leaf;
  }

  @Override
  public Symbol leaf(Tree<Symbol> tree) {
    return ((Tree.Leaf<Symbol>) tree).value();
  }

  @Override
  public List<Tree<Symbol>> elements(Tree<Symbol> tuple) {
    return ((Tree.Node<Symbol>) tuple).elements();
  }

  @Override
  public Tree<Symbol> ofLeaf(Symbol leaf) {
    return new Tree.Leaf<>(leaf);
  }

  @Override
  public Tree<Symbol> tuple(List<Tree<Symbol>> elements) {
    return new Tree.Node<>(elements);
  }
}
