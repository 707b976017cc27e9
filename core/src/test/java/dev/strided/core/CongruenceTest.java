package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class CongruenceTest {
  @Test
  void congruentTreesHaveNoMismatchAndCountTheirLeaves() {
    assertTrue(find("(2,(3,4))", "(1,(2,6))").isEmpty());
    assertEquals(3, leaves("(2,(3,4))", "(1,(2,6))"));
    assertEquals(1, leaves("5", "1"));
  }

  @Test
  void theFirstMismatchDepthFirst() {
    Congruence.Mismatch m = find("((2,3),(4,5))", "((1,2),(3,4,5))").orElseThrow();
    assertEquals(Congruence.Kind.RANK, m.kind());
    assertEquals(ModePath.of(1), m.path());
    assertEquals("(4,5)", m.shape());
    assertEquals("(3,4,5)", m.stride());
    assertEquals("shape and stride differ in rank at mode (1): shape (4,5) has rank 2 but stride "
        + "(3,4,5) has rank 3", m.message());
    assertEquals(-1, leaves("((2,3),(4,5))", "((1,2),(3,4,5))"));
    m = find("((2,3),(4,5))", "((1,(2,9)),(3,4,5))").orElseThrow();
    assertEquals(ModePath.of(0, 1), m.path(), "the first mismatch wins");
  }

  @Test
  void depthMismatchesSayWhichSideHasTheTuple() {
    assertEquals("shape and stride differ in depth at the top level: shape has the tuple (2,3) "
        + "where stride has the integer 1", find("(2,3)", "1").orElseThrow().message());
    assertEquals("shape and stride differ in depth at mode (0): shape has the integer 2 where "
        + "stride has the tuple (1,2)", find("(2,3)", "((1,2),3)").orElseThrow().message());
    assertEquals(-1, leaves("(2,3)", "1"));
    assertEquals(-1, leaves("2", "(1,2)"));
  }

  @Test
  void longSidesAreQuotedAbbreviated() {
    String shape = "(" + "2,".repeat(80) + "2)";
    String stride = "(" + "1,".repeat(81) + "1)";
    String message = find(shape, stride).orElseThrow().message();
    assertEquals("shape and stride differ in rank at the top level: shape "
        + shape.substring(0, 60) + "...(163 characters)..." + shape.substring(103)
        + " has rank 81 but stride " + stride.substring(0, 60) + "...(165 characters)..."
        + stride.substring(105) + " has rank 82", message);
  }

  private static Optional<Congruence.Mismatch> find(String shape, String stride) {
    return Congruence.find(LongTrees.INSTANCE, LongTrees.parse(shape), LongTrees.parse(stride));
  }

  private static int leaves(String shape, String stride) {
    return Congruence.leaves(LongTrees.INSTANCE, LongTrees.parse(shape), LongTrees.parse(stride));
  }
}
