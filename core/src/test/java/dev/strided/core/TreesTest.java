package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The walks every tree type shares, on the core's tree and on a tree seen through its tuples. */
class TreesTest {
  private static Tree<Long> leaf(long v) {
    return new Tree.Leaf<>(v);
  }

  @SafeVarargs
  private static Tree<Long> node(Tree<Long>... elements) {
    return new Tree.Node<>(List.of(elements));
  }

  private static final Tree<Long> T = node(leaf(2), node(leaf(3), leaf(4)), node());

  @Test
  void mapKeepsTheProfile() {
    assertEquals(node(leaf(20), node(leaf(30), leaf(40)), node()), T.map(v -> v * 10));
  }

  @Test
  void mapTurnsOneTreeTypeIntoAnother() {
    Trees<Object, Object> lists = Trees.tuples(t -> t instanceof List, t -> (List<Object>) t,
        parts -> parts);
    Object nested = List.of(2L, List.of(3L, 4L), List.of());
    assertEquals(T, lists.map(nested, new Tree.Access<Long>(), v -> (Long) v));
    assertEquals(nested, new Tree.Access<Long>().map(T, lists, v -> v));
  }

  @Test
  void printJoinsWithTheGivenMarks() {
    assertEquals("(2,(3,4),())", T.toString());
    assertEquals("f[<2> f[<3> <4>] f[]]",
        new Tree.Access<Long>().print(T, v -> "<" + v + ">", "f[", " ", "]"));
  }

  @Test
  void depthCountsNestedTuples() {
    Tree.Access<Long> trees = new Tree.Access<>();
    assertEquals(0, trees.depth(leaf(1)));
    assertEquals(1, trees.depth(node()));
    assertEquals(2, trees.depth(T));
  }
}
