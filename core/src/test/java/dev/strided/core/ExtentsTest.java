package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExtentsTest {
  @Test
  void theFirstLeafBelowOneWithItsPath() {
    ModePath.Located<Tree<Long>> bad = first("(2,(3,0),-1)").orElseThrow();
    assertEquals("0", bad.tree().toString());
    assertEquals(ModePath.of(1, 1), bad.path());
    assertEquals(ModePath.TOP, first("-4").orElseThrow().path());
  }

  @Test
  void extentsOfAtLeastOneAreFine() {
    assertTrue(first("(1,(3,4))").isEmpty());
    assertTrue(first("7").isEmpty());
  }

  @Test
  void thePredicateDecidesAndIsAskedInFlattenedOrderUntilTheFirstBadLeaf() {
    List<Long> asked = new ArrayList<>();
    Optional<ModePath.Located<Tree<Long>>> bad = Extents.firstBelowOne(LongTrees.INSTANCE,
        LongTrees.parse("((5,6),7,8)"), v -> asked.add(v) && v == 7);
    assertEquals(ModePath.of(1), bad.orElseThrow().path());
    assertEquals(List.of(5L, 6L, 7L), asked);
  }

  private static Optional<ModePath.Located<Tree<Long>>> first(String shape) {
    return Extents.firstBelowOne(LongTrees.INSTANCE, LongTrees.parse(shape), v -> v < 1);
  }
}
