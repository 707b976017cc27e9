package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SymbolicArithmeticTest {
  private static final Symbol M = Symbol.name("M");
  private static final Symbol N = Symbol.name("N");
  private static final Symbol S = Symbol.name("S");

  private static SymbolicArithmetic knowing(Fact... facts) {
    Facts f = Facts.none().withExtents(List.of("M", "N"));
    for (Fact fact : facts) {
      f = f.with(fact);
    }
    return new SymbolicArithmetic(f, Policy.REFUSE_OVERHANG);
  }

  private static Fact multiple(String name, long k) {
    return new Fact(name, Fact.Relation.MULTIPLE_OF, k);
  }

  private static Symbol c(long v) {
    return Symbol.constant(v);
  }

  private static Symbol times(long c, String... names) {
    return new Symbol(c, List.of(names));
  }

  @Test
  void quotientsOfTheSameNamesCompareByTheirRatio() {
    SymbolicArithmetic a = knowing(multiple("M", 8));
    Symbol eighth = new Symbol(1, 8, List.of("M"));
    Symbol half = new Symbol(1, 2, List.of("M"));
    // M >= 8: M/8 < M/2 for every such M, and they are never equal
    assertEquals(Decision.YES, a.less(eighth, half));
    assertEquals(Decision.NO, a.less(half, eighth));
    assertEquals(Decision.NO, a.equal(eighth, half));
    // (M/4) / (M/4) = 1, and M/2 / M/8 = 4, both run-time ints in C++ (printed 1 and 4)
    Symbol quarter = new Symbol(1, 4, List.of("M"));
    assertEquals(Symbol.dynamicConstant(1), a.quotient(quarter, quarter));
    assertEquals("4", a.quotient(half, eighth).canonical());
  }

  @Test
  void ceilDivByAProvenMultipleIsOne() {
    // 2 divides M, M >= 1, so 0 < 2 <= M: ceil_div(2, M) = 1 (C++'s shape_div case b % a == 0)
    assertEquals(Symbol.dynamicConstant(1), knowing(multiple("M", 8)).ceilDiv(c(2), M));
    AlgebraException refused = assertThrows(AlgebraException.class,
        () -> knowing().ceilDiv(c(2), M));
    assertEquals("M % 2 == 0", refused.wouldProve().toString());
  }

  @Test
  void dividesIsProvenFromCoefficientsAndMultiples() {
    Decision d = knowing().divides(c(128), times(2, "M"));
    assertEquals(Answer.DEPENDS, d.answer());
    assertEquals("M % 64 == 0", d.wouldProve().toString());
    assertEquals("M % 64 == 0",
        knowing(multiple("M", 32)).divides(c(128), times(2, "M")).wouldProve().toString());
    assertEquals(Decision.YES, knowing(multiple("M", 64)).divides(c(128), times(2, "M")));
    assertEquals(Decision.YES, knowing(multiple("N", 64)).divides(c(128), times(2, "M", "N")));
    assertEquals(Decision.NO, knowing().divides(c(3), c(2)));
    assertEquals(Decision.YES, knowing().divides(M, times(6, "M", "N")));
    assertEquals(Decision.NO, knowing().divides(times(4, "M"), times(6, "M")));
    assertEquals(Decision.NO, knowing(multiple("M", 4)).divides(M, c(6)));
    assertNull(knowing().divides(M, c(128)).wouldProve());
    assertEquals(Decision.NO, knowing(new Fact("M", Fact.Relation.AT_MOST, 100)).divides(c(128), M));
  }

  @Test
  void orderComesFromBounds() {
    assertEquals(Decision.YES, knowing(new Fact("M", Fact.Relation.AT_MOST, 32)).less(M, c(64)));
    assertEquals(Decision.NO, knowing(new Fact("M", Fact.Relation.AT_LEAST, 64)).less(M, c(64)));
    assertEquals("M <= 63", knowing().less(M, c(64)).wouldProve().toString());
    assertEquals("M <= 31", knowing().less(times(2, "M"), c(64)).wouldProve().toString());
    assertEquals("S >= 1", knowing().less(c(0), S).wouldProve().toString());
    assertEquals(Decision.YES, knowing().less(c(0), M));
    assertEquals(Decision.YES, knowing().less(M, times(2, "M")));
    assertEquals("S >= 1", knowing().less(S, times(2, "S")).wouldProve().toString());
    assertNull(knowing().less(times(2, "S"), S).wouldProve());
  }

  @Test
  void oneZeroAndSign() {
    assertEquals("M <= 1", knowing().isOne(M).wouldProve().toString());
    assertEquals(Decision.NO, knowing(new Fact("M", Fact.Relation.AT_LEAST, 2)).isOne(M));
    assertEquals(Decision.NO, knowing(multiple("S", 2)).isOne(S));
    assertEquals(Decision.YES, knowing(new Fact("M", Fact.Relation.AT_MOST, 1)).isOne(M));
    assertEquals(Decision.NO, knowing().isZero(times(3, "M", "N")));
    assertEquals(Decision.depends(null), knowing().isZero(S));
    assertEquals(Decision.YES, knowing().isNegative(times(-1, "M")));
    assertEquals(Decision.depends(null), knowing().isNegative(S));
    assertEquals("S >= 1", knowing().isNegative(times(-2, "S")).wouldProve().toString());
  }

  @Test
  void equalityFromStructureBoundsAndMultiples() {
    assertEquals(Decision.YES, knowing().equal(times(2, "N", "M"), times(2, "M", "N")));
    assertEquals(Decision.NO, knowing().equal(times(2, "M"), c(3)));
    assertEquals(Decision.NO, knowing().equal(times(2, "M"), times(3, "M")));
    assertEquals(Decision.YES,
        knowing(multiple("M", 128), new Fact("M", Fact.Relation.AT_MOST, 128)).equal(M, c(128)));
    assertEquals("M <= 1", knowing().equal(M, c(1)).wouldProve().toString());
    assertEquals("M <= 64", knowing(new Fact("M", Fact.Relation.AT_LEAST, 64))
        .equal(times(2, "M"), c(128)).wouldProve().toString());
  }

  @Test
  void quotientsAreSymbolsWithADivisorWhereNeeded() {
    SymbolicArithmetic a = knowing();
    assertEquals("M/128", a.quotient(M, c(128)).toString());
    assertEquals("M/_128", a.print(a.quotient(M, c(128))));
    assertEquals("2*M", a.quotient(times(256, "M"), c(128)).toString());
    assertEquals("3*M/2", a.quotient(times(6, "M", "N"), times(4, "N")).toString());
    assertEquals("-M/2", a.quotient(M, c(-2)).toString());
    assertEquals(c(-3), a.quotient(c(-7), c(2)));
    AlgebraException e = assertThrows(AlgebraException.class, () -> a.quotient(c(128), M));
    assertEquals("the quotient 128 / M is not a product of names", e.getMessage());
  }

  @Test
  void ceilDivIsExactOrRefusedWithTheFactThatWouldMakeItExact() {
    AlgebraException e = assertThrows(AlgebraException.class, () -> knowing().ceilDiv(M, c(128)));
    assertEquals("M % 128 == 0", e.wouldProve().toString());
    assertEquals("M/128", knowing(multiple("M", 128)).ceilDiv(M, c(128)).toString());
    assertEquals(c(3), knowing().ceilDiv(c(12), c(5)));
    assertSame(M, knowing().ceilDiv(M, c(1)));
  }

  @Test
  void absAndSignumWhereTheSignIsKnown() {
    assertEquals(times(2, "M"), knowing().abs(times(-2, "M")));
    assertEquals("S >= 1",
        assertThrows(AlgebraException.class, () -> knowing().abs(S)).wouldProve().toString());
    Symbol tile = new Symbol(1, 128, List.of("M"));
    assertEquals("M >= 128",
        assertThrows(AlgebraException.class, () -> knowing().signum(tile)).wouldProve().toString());
    assertEquals(Symbol.dynamicConstant(1), knowing(multiple("M", 128)).signum(tile));
    assertEquals("-1", knowing().signum(times(-1, "M")).canonical());
  }

  @Test
  void productsThatOverflowAreRefusedAndOneIsShared() {
    SymbolicArithmetic a = knowing();
    assertThrows(AlgebraException.class, () -> a.times(times(1L << 40, "M"), c(1L << 40)));
    assertSame(M, a.times(c(1), M));
    assertSame(M, a.times(M, c(1)));
    assertEquals(Policy.REFUSE_OVERHANG, a.policy());
    assertEquals(Policy.ROUND_UP, new SymbolicArithmetic(Facts.none(), Policy.ROUND_UP).policy());
  }

  @Test
  void theDomainWalksTheCoreTree() {
    SymbolicDomain dom = new SymbolicDomain(Facts.none(), Policy.REFUSE_OVERHANG);
    Tree<Symbol> shape = dom.tuple(List.of(dom.ofLeaf(M), dom.tuple(List.of(dom.ofLeaf(c(4))))));
    assertEquals("(M,(4))", shape.toString());
    assertEquals(false, dom.isLeaf(shape));
    Tree<Symbol> inner = dom.elements(shape).get(1);
    assertEquals(c(4), dom.leaf(dom.elements(inner).get(0)));
    assertEquals(Answer.DEPENDS, dom.isZero(S).answer());
  }
}
