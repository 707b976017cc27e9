package dev.strided.core;

import java.util.List;

/**
 * A stand-in for symbolic leaves: the toy values, except that the leaf {@code 1000} prints as
 * {@code M} and every decision that reads it depends on the names (would hold if {@code M % 8 == 0}).
 */
final class NamedLeaves implements Domain<Tree<ToyDomain.Val>, ToyDomain.Val> {
  static final Fact FACT = new Fact("M", Fact.Relation.MULTIPLE_OF, 8);
  static final ToyDomain.Val M = new ToyDomain.Val(1000, false);

  private final ToyDomain values = new ToyDomain(Policy.REFUSE_OVERHANG);

  private static boolean named(ToyDomain.Val... leaves) {
    for (ToyDomain.Val v : leaves) {
      if (v.value() == M.value()) {
        return true;
      }
    }
    return false;
  }

  private static Decision decide(Decision onValues, ToyDomain.Val... leaves) {
    return named(leaves) ? Decision.depends(FACT) : onValues;
  }

  @Override public boolean isLeaf(Tree<ToyDomain.Val> tree) { return values.isLeaf(tree); }
  @Override public ToyDomain.Val leaf(Tree<ToyDomain.Val> tree) { return values.leaf(tree); }
  @Override public List<Tree<ToyDomain.Val>> elements(Tree<ToyDomain.Val> t) { return values.elements(t); }
  @Override public Tree<ToyDomain.Val> ofLeaf(ToyDomain.Val leaf) { return values.ofLeaf(leaf); }
  @Override public Tree<ToyDomain.Val> tuple(List<Tree<ToyDomain.Val>> e) { return values.tuple(e); }
  @Override public ToyDomain.Val constant(long value) { return values.constant(value); }
  @Override public boolean isStatic(ToyDomain.Val leaf) { return values.isStatic(leaf); }
  @Override public String print(ToyDomain.Val leaf) { return named(leaf) ? "M" : values.print(leaf); }
  @Override public ToyDomain.Val times(ToyDomain.Val a, ToyDomain.Val b) { return values.times(a, b); }
  @Override public ToyDomain.Val quotient(ToyDomain.Val a, ToyDomain.Val b) { return values.quotient(a, b); }
  @Override public ToyDomain.Val ceilDiv(ToyDomain.Val a, ToyDomain.Val b) { return values.ceilDiv(a, b); }
  @Override public ToyDomain.Val abs(ToyDomain.Val a) { return values.abs(a); }
  @Override public ToyDomain.Val signum(ToyDomain.Val a) { return values.signum(a); }
  @Override public Decision isOne(ToyDomain.Val a) { return decide(values.isOne(a), a); }
  @Override public Decision isZero(ToyDomain.Val a) { return decide(values.isZero(a), a); }
  @Override public Decision isNegative(ToyDomain.Val a) { return decide(values.isNegative(a), a); }
  @Override public Decision divides(ToyDomain.Val d, ToyDomain.Val n) { return decide(values.divides(d, n), d, n); }
  @Override public Decision equal(ToyDomain.Val a, ToyDomain.Val b) { return decide(values.equal(a, b), a, b); }
  @Override public Decision less(ToyDomain.Val a, ToyDomain.Val b) { return decide(values.less(a, b), a, b); }
  @Override public Decision productEquals(ToyDomain.Val a, ToyDomain.Val b, ToyDomain.Val c) {
    return decide(values.productEquals(a, b, c), a, b, c);
  }
  @Override public Policy policy() { return values.policy(); }
}
