package dev.strided.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.core.Answer;
import dev.strided.core.Decision;
import dev.strided.core.Facts;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicArithmetic;
import dev.strided.core.Tree;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** An annotation's tuples as the core's trees, and the facts its shape gives its names. */
class SymbolicLeavesTest {
  private static SymbolicTuple leaf(Symbol value) {
    return new SymbolicTuple.Leaf(value, 0);
  }

  private static SymbolicTuple node(SymbolicTuple... elements) {
    return new SymbolicTuple.Node(List.of(elements), 0);
  }

  @Test
  void aTupleIsTheCoreTreeOfItsLeaves() {
    Symbol m = Symbol.name("M");
    Symbol two = Symbol.constant(2);
    Symbol n = Symbol.name("N");
    SymbolicTuple shape = node(leaf(m), node(leaf(two), leaf(n)));
    Tree<Symbol> expected = new Tree.Node<>(List.of(new Tree.Leaf<>(m),
        new Tree.Node<>(List.of(new Tree.Leaf<>(two), new Tree.Leaf<>(n)))));
    assertEquals(expected, shape.tree());
    assertEquals("(M,(2,N))", shape.tree().toString());
    assertEquals(new Tree.Leaf<>(Symbol.constant(6)), leaf(Symbol.constant(6)).tree());
  }

  @Test
  void extentNamesAreAtLeastOneAndStrideNamesHaveNoSign() {
    SymbolicTuple shape = node(leaf(Symbol.name("M")), leaf(new Symbol(2, List.of("N"))));
    SymbolicTuple stride = node(leaf(Symbol.name("S")), leaf(Symbol.name("M")));
    Facts facts = new CheckedLayout(null, shape, stride, List.of("M", "N", "S")).facts();
    assertEquals(OptionalLong.of(1), facts.lowerBound("M"));
    assertEquals(OptionalLong.of(1), facts.lowerBound("N"));
    assertEquals(OptionalLong.empty(), facts.lowerBound("S"));
    SymbolicArithmetic arith = new SymbolicArithmetic(facts, Policy.REFUSE_OVERHANG);
    assertEquals(Decision.YES, arith.less(Symbol.constant(0), Symbol.name("N")));
    assertEquals(Answer.DEPENDS, arith.less(Symbol.constant(0), Symbol.name("S")).answer());
  }
}
