package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checks a factory makes, in order, with the names each depends on. */
class FitChecksTest {
  @Test
  void valuesThenSizeCosizeAndCapacityEachWithItsNames() {
    // (M,N,4):(_1,_4*M,M*N*N): values 4*M and M*N*N (N once), not M or N alone
    List<Symbol> s = List.of(Symbol.name("M"), Symbol.name("N"), Symbol.constant(4));
    List<Symbol> d = List.of(Symbol.constant(1), new Symbol(4, List.of("M")),
        new Symbol(1, List.of("M", "N", "N")));
    Map<String, Long> binding = Map.of("M", 3L, "N", 5L);
    List<FitChecks.Check<Long>> checks = FitChecks.of(
        LongQuantities.exact(v -> v.evaluate(binding)), s, d,
        FitChecks.dynamicValues(List.of(s, d)), List.of("M", "N"), n -> !n.equals("N"));
    assertEquals(List.of(FitChecks.Quantity.VALUE, FitChecks.Quantity.VALUE,
        FitChecks.Quantity.SIZE, FitChecks.Quantity.COSIZE, FitChecks.Quantity.CAPACITY),
        checks.stream().map(FitChecks.Check::quantity).toList());
    assertEquals(List.of(12L, 75L, 60L, 1 + 2 + 4 * 12 + 3 * 75L, 4 * 75L),
        checks.stream().map(FitChecks.Check::value).toList());
    assertEquals(List.of(List.of("M"), List.of("M", "N"), List.of("M"), List.of("M", "N"),
        List.of("M", "N")), checks.stream().map(FitChecks.Check::names).toList());
    assertEquals(new Symbol(4, List.of("M")), checks.get(0).leaf());
    assertNull(checks.get(2).leaf());
    assertEquals("cosize", checks.get(3).quantity().word());
  }

  @Test
  void dynamicValuesAreDistinctAndNamesComeInOrderOfFirstAppearance() {
    Symbol m = Symbol.name("M");
    Symbol twoKn = new Symbol(2, List.of("N", "K"));
    assertEquals(List.of(m, twoKn), FitChecks.dynamicValues(
        List.of(List.of(m, Symbol.constant(2)), List.of(twoKn, m))));
    assertEquals(List.of("M", "K", "N"), FitChecks.names(List.of(m, twoKn, Symbol.name("N"))));
  }
}
