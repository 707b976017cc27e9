package dev.strided.core;

import java.util.ArrayList;
import java.util.List;

/** Values on the core's own {@link Tree}: leaves are {@link Val}s, parsed from {@code "(_2,3)"}. */
final class ToyDomain extends ValueArithmetic<ToyDomain.Val> implements Domain<Tree<ToyDomain.Val>, ToyDomain.Val> {
  record Val(int value, boolean isStatic) {}

  ToyDomain(Policy policy) {
    super(policy);
  }

  @Override
  protected int value(Val leaf) {
    return leaf.value();
  }

  @Override
  public boolean isStatic(Val leaf) {
    return leaf.isStatic();
  }

  @Override
  protected Val make(int value, boolean isStatic) {
    return new Val(value, isStatic);
  }

  @Override
  public boolean isLeaf(Tree<Val> tree) {
    return tree instanceof Tree.Leaf;
  }

  @Override
  public Val leaf(Tree<Val> tree) {
    return ((Tree.Leaf<Val>) tree).value();
  }

  @Override
  public List<Tree<Val>> elements(Tree<Val> tuple) {
    return ((Tree.Node<Val>) tuple).elements();
  }

  @Override
  public Tree<Val> ofLeaf(Val leaf) {
    return new Tree.Leaf<>(leaf);
  }

  @Override
  public Tree<Val> tuple(List<Tree<Val>> elements) {
    return new Tree.Node<>(elements);
  }

  /** {@code "(_2,(3,_4))"}: {@code _N} static, {@code N} dynamic. */
  Tree<Val> parse(String text) {
    int[] at = {0};
    Tree<Val> t = parse(text, at);
    if (at[0] != text.length()) {
      throw new IllegalArgumentException("trailing text in " + text);
    }
    return t;
  }

  private Tree<Val> parse(String text, int[] at) {
    if (text.charAt(at[0]) == '(') {
      List<Tree<Val>> elements = new ArrayList<>();
      do {
        at[0]++;
        elements.add(parse(text, at));
      } while (text.charAt(at[0]) == ',');
      at[0]++;
      return new Tree.Node<>(elements);
    }
    boolean isStatic = text.charAt(at[0]) == '_';
    int start = isStatic ? ++at[0] : at[0];
    while (at[0] < text.length() && (Character.isDigit(text.charAt(at[0]))
        || text.charAt(at[0]) == '-')) {
      at[0]++;
    }
    return new Tree.Leaf<>(new Val(Integer.parseInt(text.substring(start, at[0])), isStatic));
  }

  Pair<Tree<Val>> layout(String text) {
    int colon = text.indexOf(':');
    return new Pair<>(parse(text.substring(0, colon)), parse(text.substring(colon + 1)));
  }

  String print(Pair<Tree<Val>> p) {
    return Pairs.print(this, p);
  }
}
