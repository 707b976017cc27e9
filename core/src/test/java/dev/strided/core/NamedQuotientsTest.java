package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Quotients the symbolic arithmetic names: exact ones by a name a fact divides ({@code M % BM ==
 * 0}), rounded ones ({@code ceil_div}) under {@link Policy#ROUND_UP}; and the cosize of a mixed
 * radix with names.
 */
class NamedQuotientsTest {
  private static final Symbol M = Symbol.name("M");
  private static final Symbol BM = Symbol.name("BM");

  private static Facts extents(String... names) {
    return Facts.none().withExtents(List.of(names));
  }

  @Test
  void aMultipleOfANameIsDividedByItAndNamesTheQuotient() {
    Facts f = extents("M", "BM", "N").with(Fact.multipleOf("M", "BM"));
    SymbolicArithmetic a = new SymbolicArithmetic(f, Policy.REFUSE_OVERHANG);
    assertEquals(Decision.YES, a.divides(BM, M));
    assertEquals(Decision.YES, a.divides(BM, new Symbol(2, List.of("M", "N"))));
    Symbol q = a.quotient(new Symbol(2, List.of("M", "N")), BM);
    assertEquals("_2*(M/BM)*N", q.canonical());
    NamedQuotient named = a.facts().quotient("(M/BM)");
    assertEquals(new NamedQuotient(M, BM, false), named);
    // a positive multiple over a positive divisor is at least 1
    assertEquals(Decision.NO, a.isZero(Symbol.name("(M/BM)")));
    assertEquals(Decision.NO, a.less(Symbol.name("(M/BM)"), Symbol.constant(1)));
  }

  @Test
  void withoutTheFactTheDivisionNamesTheFactThatWouldProveIt() {
    SymbolicArithmetic a = new SymbolicArithmetic(extents("M", "BM"), Policy.REFUSE_OVERHANG);
    Decision d = a.divides(BM, M);
    assertTrue(d.depends());
    assertEquals(Fact.multipleOf("M", "BM"), d.wouldProve());
    assertThrows(AlgebraException.class, () -> a.quotient(M, BM));
  }

  @Test
  void multiplesOfNamesAreTransitiveAndCarryModuli() {
    Facts f = Facts.none().with(Fact.multipleOf("M", "BM")).with(Fact.multipleOf("BM", "BK"))
        .with(new Fact("BK", Fact.Relation.MULTIPLE_OF, 16));
    assertTrue(f.isMultipleOf("M", "BK"));
    assertFalse(f.isMultipleOf("BK", "M"));
    assertEquals(16, f.modulus("M"));
    assertTrue(f.allows(Map.of("M", 64L, "BM", 32L, "BK", 16L)));
    assertFalse(f.allows(Map.of("M", 48L, "BM", 32L, "BK", 16L)));
  }

  @Test
  void ceilDivRoundsUpIntoANamedQuotientOnlyUnderRoundUp() {
    SymbolicArithmetic refuse = new SymbolicArithmetic(extents("M"), Policy.REFUSE_OVERHANG);
    assertThrows(AlgebraException.class, () -> refuse.ceilDiv(M, Symbol.constant(128)));
    SymbolicArithmetic round = new SymbolicArithmetic(extents("M"), Policy.ROUND_UP);
    Symbol q = round.ceilDiv(new Symbol(8, List.of("M")), Symbol.constant(128));
    // in lowest terms: ceil(8M / 128) = ceil(M / 16)
    assertEquals("ceil_div(M,_16)", q.canonical());
    NamedQuotient named = round.facts().quotient(q.names().get(0));
    for (long m = 1; m < 100; m++) {
      assertEquals((8 * m + 127) / 128, named.evaluate(Map.of("M", m)), "M = " + m);
    }
    assertEquals(Decision.NO, round.isZero(q));
    // an exact division stays a product of names
    SymbolicArithmetic exact = new SymbolicArithmetic(
        extents("M").with(new Fact("M", Fact.Relation.MULTIPLE_OF, 128)), Policy.ROUND_UP);
    assertEquals("M/_128", exact.ceilDiv(M, Symbol.constant(128)).canonical());
  }

  @Test
  void ceilDivOfADividendNeverAboveTheDivisorIsOne() {
    SymbolicArithmetic a = new SymbolicArithmetic(
        extents("M").with(new Fact("M", Fact.Relation.AT_MOST, 100)), Policy.ROUND_UP);
    // C++'s ceil_div of an int is an int: a dynamic 1
    assertEquals(Symbol.dynamicConstant(1), a.ceilDiv(M, Symbol.constant(128)));
    assertTrue(a.facts().quotients().isEmpty());
  }

  @Test
  void theRangeOfARoundedQuotientFollowsItsDividend() {
    SymbolicArithmetic a = new SymbolicArithmetic(
        extents("M").with(new Fact("M", Fact.Relation.AT_MOST, 1000)), Policy.ROUND_UP);
    Symbol q = a.ceilDiv(M, Symbol.constant(128));
    // ceil(1000 / 128) = 8
    assertEquals(Decision.YES, a.less(q, Symbol.constant(9)));
    assertTrue(a.less(q, Symbol.constant(8)).depends());
  }

  @Test
  void theCosizeOfAMixedRadixWithNamesIsItsLastSpan() {
    SymbolicArithmetic a = new SymbolicArithmetic(extents("MB", "NB"), Policy.REFUSE_OVERHANG);
    Symbol mb = Symbol.name("MB");
    Symbol nb = Symbol.name("NB");
    assertEquals(new Symbol(1, List.of("MB", "NB")),
        a.cosize(List.of(mb, nb), List.of(Symbol.constant(1), mb)));
    assertEquals(new Symbol(4, List.of("MB", "NB")), a.cosize(List.of(Symbol.constant(4), nb, mb),
        List.of(Symbol.constant(1), new Symbol(4, List.of("MB")), Symbol.constant(4))));
    AlgebraException gap = assertThrows(AlgebraException.class,
        () -> a.cosize(List.of(mb, nb), List.of(Symbol.constant(1), new Symbol(2, List.of("MB")))));
    assertTrue(gap.getMessage().contains("is a sum of names"), gap.getMessage());
  }
}
