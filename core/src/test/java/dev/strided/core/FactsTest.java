package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class FactsTest {
  @Test
  void multiplesCombineAndTheTighterBoundWins() {
    Facts f = Facts.none()
        .with(new Fact("M", Fact.Relation.MULTIPLE_OF, 4))
        .with(new Fact("M", Fact.Relation.MULTIPLE_OF, 6))
        .with(new Fact("M", Fact.Relation.AT_LEAST, 8))
        .with(new Fact("M", Fact.Relation.AT_LEAST, 2))
        .with(new Fact("M", Fact.Relation.AT_MOST, 4096))
        .with(new Fact("M", Fact.Relation.AT_MOST, 100));
    assertEquals(12, f.modulus("M"));
    assertEquals(OptionalLong.of(8), f.lowerBound("M"));
    assertEquals(OptionalLong.of(100), f.upperBound("M"));
    assertEquals(1, f.modulus("N"));
    assertEquals(OptionalLong.empty(), f.lowerBound("N"));
  }

  @Test
  void extentsAreAtLeastOneAndStrideNamesHaveNoSign() {
    Facts f = Facts.none().withExtents(List.of("M"));
    assertEquals(OptionalLong.of(1), f.lowerBound("M"));
    assertEquals(OptionalLong.empty(), f.lowerBound("S"));
    assertEquals("[M >= 1]", f.facts().toString());
  }

  @Test
  void allowsChecksEveryFact() {
    Facts f = Facts.none().withExtents(List.of("M"))
        .with(new Fact("M", Fact.Relation.MULTIPLE_OF, 128));
    assertTrue(f.allows(Map.of("M", 256L)));
    assertFalse(f.allows(Map.of("M", 0L)));
    assertFalse(f.allows(Map.of("M", 100L)));
  }

  @Test
  void refusesANonPositiveOrOverflowingModulus() {
    IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
        () -> Facts.none().with(new Fact("M", Fact.Relation.MULTIPLE_OF, 0)));
    assertEquals("The modulus of 'M % 0 == 0' must be positive.", zero.getMessage());
    Facts big = Facts.none().with(new Fact("M", Fact.Relation.MULTIPLE_OF, (1L << 62) - 1));
    assertThrows(IllegalArgumentException.class,
        () -> big.with(new Fact("M", Fact.Relation.MULTIPLE_OF, 1L << 40)));
  }
}
