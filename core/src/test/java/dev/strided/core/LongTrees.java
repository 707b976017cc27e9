package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/** Core trees of longs read from text (numbers only), and the view the core's algorithms take. */
enum LongTrees implements Trees<Tree<Long>, Long> {
  INSTANCE;

  /** {@code "(2,(3,4))"} as a tree. */
  static Tree<Long> parse(String text) {
    return of(Notation.parseTuple(text));
  }

  private static Tree<Long> of(Notation.Term term) {
    if (term instanceof Notation.Group g) {
      List<Tree<Long>> elements = new ArrayList<>();
      for (Notation.Term e : g.elements()) {
        elements.add(of(e));
      }
      return new Tree.Node<>(elements);
    }
    return new Tree.Leaf<>(((Notation.Number) term).value());
  }

  @Override
  public boolean isLeaf(Tree<Long> tree) {
    return tree instanceof Tree.Leaf;
  }

  @Override
  public Long leaf(Tree<Long> tree) {
    return ((Tree.Leaf<Long>) tree).value();
  }

  @Override
  public List<Tree<Long>> elements(Tree<Long> tuple) {
    return ((Tree.Node<Long>) tuple).elements();
  }

  @Override
  public Tree<Long> ofLeaf(Long leaf) {
    return new Tree.Leaf<>(leaf);
  }

  @Override
  public Tree<Long> tuple(List<Tree<Long>> elements) {
    return new Tree.Node<>(elements);
  }
}
