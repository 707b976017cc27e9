package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strided.core.Condition.Comparison;
import dev.strided.core.Condition.Constant;
import dev.strided.core.Condition.Name;
import dev.strided.core.Condition.Property;
import dev.strided.core.Condition.Query;
import dev.strided.core.Condition.Remainder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConditionTest {
  @Test
  void queriesOfLayoutsAndTheirModes() {
    assertEquals(new Condition(new Property(Query.SIZE, "ThrC", List.of(0), 0), Comparison.EQUAL,
            new Constant(128, 17)),
        Condition.parse("size(ThrC, 0) == 128"));
    assertEquals(new Condition(new Property(Query.COSIZE, "a.B", List.of(), 0), Comparison.AT_MOST,
            new Remainder(new Name("M", 15), new Constant(7, 19), 15)),
        Condition.parse("cosize(a.B) <= M % 7"));
  }

  @Test
  void everyComparisonIsReadAndTested() {
    for (Comparison c : Comparison.values()) {
      assertEquals(c, Condition.parse("M " + c.symbol() + " 4").comparison());
    }
    assertEquals(List.of(true, false, true, false, true, false),
        List.of(Comparison.EQUAL.test(3, 3), Comparison.NOT_EQUAL.test(3, 3),
            Comparison.AT_MOST.test(3, 3), Comparison.LESS.test(3, 3),
            Comparison.AT_LEAST.test(3, 3), Comparison.GREATER.test(3, 3)));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "size(T) = 4|8|expected a comparison (==, !=, <=, <, >=, >) but found '='",
      "volume(T) == 4|0|'volume' is not a query; expected size, cosize, capacity, rank or depth",
      "cosize(T, 0) == 4|0|cosize(...) takes only a layout; mode indices are for size(...)",
      "size(4) == 4|5|size(...) takes a layout's generated name first but found '4'",
      "size(T, x) == 4|8|expected a mode index (0, 1, ...) but found 'x'",
      "size(T == 4|7|expected ',' or ')' (unclosed '(' of size) but found '='",
      "M == 4 4|7|unexpected '4' after the end of the condition",
      "M == |4|expected a number, a name or a query such as size(X)",
  })
  void badConditionsNameTheProblemAtItsOffset(String text, int offset, String problem) {
    NotationError e = assertThrows(NotationError.class, () -> Condition.parse(text));
    assertEquals(offset, e.position(), e.getMessage());
    assertEquals(problem, e.problem());
  }

  @Test
  void factsAreTheFourShapesOfAssume() {
    assertEquals(new Fact("M", Fact.Relation.MULTIPLE_OF, 128), Fact.parse("M % 128 == 0"));
    assertEquals(Fact.multipleOf("M", "BM"), Fact.parse("M % BM == 0"));
    assertEquals("M % BM == 0", Fact.parse("M%BM==0").toString());
    assertEquals(new Fact("N", Fact.Relation.AT_LEAST, 64), Fact.parse("N>=64"));
    assertEquals(new Fact("K", Fact.Relation.AT_MOST, 4096), Fact.parse("K <= 4096"));
    assertEquals("M % 128 == 0", Fact.parse("M%128==0").toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "M % 128 == 1|0|a fact is X % k == 0, X % Y == 0, X >= k or X <= k (X and Y names, k a positive literal)",
      "M < 4|0|a fact is X % k == 0, X % Y == 0, X >= k or X <= k (X and Y names, k a positive literal)",
      "M >= 0|0|a fact is X % k == 0, X % Y == 0, X >= k or X <= k (X and Y names, k a positive literal)",
      "4 <= M|0|a fact is X % k == 0, X % Y == 0, X >= k or X <= k (X and Y names, k a positive literal)",
      "M % 0 == 0|4|the modulus must be at least 1",
  })
  void malformedFactsSayWhatAFactIs(String text, int offset, String problem) {
    NotationError e = assertThrows(NotationError.class, () -> Fact.parse(text));
    assertEquals(offset, e.position());
    assertEquals(problem, e.problem());
  }
}
