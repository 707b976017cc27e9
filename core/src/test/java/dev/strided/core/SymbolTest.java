package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SymbolTest {
  @Test
  void printsAsTheProcessorAlwaysHas() {
    Symbol twoMN = new Symbol(2, List.of("N", "M"));
    assertEquals("2*M*N", twoMN.toString());
    assertEquals("_2*M*N", twoMN.canonical());
    assertEquals("-M", new Symbol(-1, List.of("M")).toString());
    assertEquals("-M", new Symbol(-1, List.of("M")).canonical());
    assertEquals("_6", Symbol.constant(6).canonical());
    assertEquals("6", Symbol.constant(6).toString());
    assertEquals("M*M", Symbol.name("M").times(Symbol.name("M")).toString());
  }

  @Test
  void zeroForgetsItsNames() {
    Symbol zero = Symbol.name("M").times(Symbol.constant(0));
    assertTrue(zero.isZero());
    assertTrue(zero.isConstant());
    assertEquals(Symbol.constant(0), zero);
  }

  @Test
  void aDynamicConstantKeepsItsKindThroughProducts() {
    Symbol one = Symbol.dynamicConstant(1);
    assertTrue(one.isConstant());
    assertFalse(one.isStatic());
    assertEquals("1", one.canonical());
    assertNotEquals(Symbol.constant(1), one);
    // C++: int * _4 is an int 4; _0 * int is _0; a name is dynamic whatever its coefficient
    assertEquals("4", one.times(Symbol.constant(4)).canonical());
    assertEquals(Symbol.constant(0), one.times(Symbol.constant(0)));
    assertEquals("0", one.times(Symbol.dynamicConstant(0)).canonical());
    assertFalse(Symbol.name("M").isStatic());
  }

  @Test
  void aDivisorIsKeptInLowestTerms() {
    Symbol m = new Symbol(2, 256, List.of("M"));
    assertEquals(1, m.coefficient());
    assertEquals(128, m.divisor());
    assertEquals("M/128", m.toString());
    assertEquals("M/_128", m.canonical());
    assertEquals(Symbol.name("M"), m.times(Symbol.constant(128)));
    assertEquals(new Symbol(3, 64, List.of("M")), m.times(Symbol.constant(6)));
    assertEquals(4, m.evaluate(Map.of("M", 512L)));
  }

  @Test
  void refusesAStaticFractionAndANonPositiveDivisor() {
    assertThrows(IllegalArgumentException.class, () -> new Symbol(3, 2, List.of()));
    assertThrows(IllegalArgumentException.class, () -> new Symbol(3, 0, List.of("M")));
  }

  @Test
  void overflowIsAnArithmeticException() {
    Symbol big = Symbol.constant(Long.MAX_VALUE / 2);
    assertThrows(ArithmeticException.class, () -> big.times(Symbol.constant(3)));
    assertThrows(ArithmeticException.class,
        () -> Symbol.name("M").times(big).evaluate(Map.of("M", 3L)));
  }

  @Test
  void namesLeftInIsMonomialDivisionOfTheNames() {
    Symbol mmn = new Symbol(4, List.of("M", "N", "M"));
    assertEquals(List.of("M", "N"), Symbol.name("M").namesLeftIn(mmn));
    assertNull(Symbol.name("K").namesLeftIn(mmn));
  }
}
