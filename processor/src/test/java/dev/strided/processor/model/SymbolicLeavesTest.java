package dev.strided.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.core.Answer;
import dev.strided.core.Decision;
import dev.strided.core.Facts;
import dev.strided.core.Notation;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicArithmetic;
import dev.strided.core.Tree;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** An annotation's tuples as the core's trees, and the facts its shape gives its names. */
class SymbolicLeavesTest {
  private static SymbolicTuple leaf(Symbol value) {
    return new SymbolicTuple(new Tree.Leaf<>(new SymbolicTuple.Leaf(value, 0)));
  }

  private static SymbolicTuple node(SymbolicTuple... elements) {
    return new SymbolicTuple(new Tree.Node<>(
        Arrays.stream(elements).map(SymbolicTuple::located).toList()));
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
  void aWrittenTupleKeepsWhereEachLeafIsAndPrintsAsWritten() {
    String text = "(2*M, (3,K))";
    SymbolicTuple t = SymbolicTuple.of(Notation.parseTuple(text), text);
    assertEquals(List.of(1, 7, 9), t.leaves().stream().map(SymbolicTuple.Leaf::position).toList());
    assertEquals("(2*M,(3,K))", t.toString());
    assertEquals("(_2*M,(_3,K))", t.canonical());
    assertEquals(2, t.modes().size());
    assertEquals("(3,K)", t.modes().get(1).toString());
    assertEquals(2, t.depth());
    SymbolicTuple rebuilt = SymbolicTuple.rebuild(t, List.of(Symbol.name("A"), Symbol.name("B"),
        Symbol.constant(4)));
    assertEquals("(A,(B,4))", rebuilt.toString());
    assertEquals(List.of(1, 7, 9),
        rebuilt.leaves().stream().map(SymbolicTuple.Leaf::position).toList());
    SymbolicTuple one = SymbolicTuple.of(Notation.parseTuple("8"), "8");
    assertEquals(List.of(one), one.modes());
    assertEquals(0, one.depth());
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
