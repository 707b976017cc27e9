package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModePathTest {
  @Test
  void pathsPrintAsModesOrTheTopLevel() {
    assertEquals("mode (1,0)", ModePath.of(1, 0).where());
    assertEquals("mode (3)", new ModePath(List.of(3)).where());
    assertEquals("the top level", ModePath.TOP.where());
    assertEquals("the top level", ModePath.of().where());
    assertEquals("(1,0,2)", ModePath.of(1, 0, 2).toString());
  }

  @Test
  void thePathIsACopy() {
    List<Integer> modes = new ArrayList<>(List.of(1, 2));
    ModePath p = new ModePath(modes);
    modes.set(0, 7);
    assertEquals(List.of(1, 2), p.modes());
  }

  @Test
  void everyLeafInFlattenedOrderWithItsPath() {
    Tree<Long> t = LongTrees.parse("(2,(3,(4,5)),6)");
    List<String> found = new ArrayList<>();
    for (ModePath.Located<Tree<Long>> l : ModePath.leaves(LongTrees.INSTANCE, t)) {
      found.add(l.tree() + " at " + l.path().where());
    }
    assertEquals(List.of("2 at mode (0)", "3 at mode (1,0)", "4 at mode (1,1,0)",
        "5 at mode (1,1,1)", "6 at mode (2)"), found);
    assertEquals(List.of("7 at the top level"),
        ModePath.leaves(LongTrees.INSTANCE, LongTrees.parse("7")).stream()
            .map(l -> l.tree() + " at " + l.path().where()).toList());
  }

  @Test
  void theKthLeaf() {
    Tree<Long> t = LongTrees.parse("(2,(3,(4,5)),6)");
    assertEquals(ModePath.of(1, 1, 0), ModePath.ofLeaf(LongTrees.INSTANCE, t, 2));
    assertEquals(ModePath.of(2), ModePath.ofLeaf(LongTrees.INSTANCE, t, 4));
    assertEquals(ModePath.TOP, ModePath.ofLeaf(LongTrees.INSTANCE, LongTrees.parse("7"), 0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ModePath.ofLeaf(LongTrees.INSTANCE, t, 5));
    assertEquals("the tree has no leaf 5", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ModePath.ofLeaf(LongTrees.INSTANCE, t, -1));
  }
}
