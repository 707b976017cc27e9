package dev.strided.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the runtime's tests cannot reach: the rules of the value arithmetic on another leaf type, the
 * refusal of overhanging tiles, and decisions that depend on the names.
 */
class CoreAlgebraTest {
  private final ToyDomain cxx = new ToyDomain(Policy.ROUND_UP);
  private final ToyDomain exact = new ToyDomain(Policy.REFUSE_OVERHANG);
  private final NamedLeaves named = new NamedLeaves();

  @Test
  void resultsAreStaticOnlyWhenEveryOperandIs() {
    ToyDomain.Val three = new ToyDomain.Val(3, false);
    ToyDomain.Val staticTwo = new ToyDomain.Val(2, true);
    assertFalse(cxx.isStatic(cxx.times(staticTwo, three)));
    assertTrue(cxx.isStatic(cxx.times(staticTwo, cxx.constant(5))));
    assertSame(three, cxx.times(cxx.constant(1), three));
    assertSame(three, cxx.quotient(three, cxx.constant(1)));
    assertEquals("_6", cxx.print(cxx.times(staticTwo, cxx.constant(3))));
  }

  @Test
  void valuesDecideWithTheSharedConstants() {
    assertSame(Decision.YES, cxx.divides(cxx.constant(4), cxx.constant(12)));
    assertSame(Decision.NO, cxx.less(cxx.constant(4), cxx.constant(2)));
    assertSame(Decision.NO, cxx.productEquals(cxx.constant(65536), cxx.constant(65536),
        cxx.constant(0)));
  }

  @Test
  void anOverflowNamesTheOperationAndTheValue() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> cxx.times(new ToyDomain.Val(65536, true), new ToyDomain.Val(65536, false)));
    assertEquals("the product _65536 * 65536 is 4294967296, which does not fit in an int",
        e.getMessage());
  }

  @Test
  void anOverhangingTileIsRoundedUpOrRefusedByPolicy() {
    // 12 elements in tiles of 5: C++ rounds up to 3 tiles, the last one overhanging
    assertEquals("(_5,_3):(_1,_5)",
        cxx.print(Divide.logical(cxx, cxx.layout("_12:_1"), new Tiling.Extent<>(cxx.constant(5)))));
    AlgebraException e = assertThrows(AlgebraException.class,
        () -> Divide.logical(exact, exact.layout("_12:_1"), new Tiling.Extent<>(exact.constant(5))));
    assertTrue(e.getMessage().contains("overhang"), e.getMessage());
    assertEquals("(_4,_3):(_1,_4)", exact.print(
        Divide.logical(exact, exact.layout("_12:_1"), new Tiling.Extent<>(exact.constant(4)))));
  }

  @Test
  void aTupleCotargetCarriesWholeCopiesWithoutOverhang() {
    // (12,8):(1,24) by 24: a tile covers two whole 12s, and 4 tiles fill the 8
    assertEquals("((_12,_2),_4):((_1,_24),_48)", exact.print(Divide.logical(exact,
        exact.layout("(_12,_8):(_1,_24)"), new Tiling.Extent<>(exact.constant(24)))));
  }

  @Test
  void coalesceKeepsModesWhoseMergeDependsOnTheNames() {
    Pair<Tree<ToyDomain.Val>> p = new Pair<>(
        new Tree.Node<>(List.of(new Tree.Leaf<>(NamedLeaves.M), new Tree.Leaf<>(cxx.constant(4)))),
        new Tree.Node<>(List.of(new Tree.Leaf<>(cxx.constant(1)), new Tree.Leaf<>(NamedLeaves.M))));
    assertEquals("(M,_4):(_1,M)", Pairs.print(named, Coalesce.coalesce(named, p)));
  }

  @Test
  void compositionRefusesWhatDependsOnTheNamesWithTheFactThatWouldDecideIt() {
    Pair<Tree<ToyDomain.Val>> a = new Pair<>(
        new Tree.Node<>(List.of(new Tree.Leaf<>(NamedLeaves.M), new Tree.Leaf<>(cxx.constant(4)))),
        new Tree.Node<>(List.of(new Tree.Leaf<>(cxx.constant(1)), new Tree.Leaf<>(NamedLeaves.M))));
    AlgebraException e = assertThrows(AlgebraException.class,
        () -> Composition.compose(named, a, new Tiling.Extent<>(cxx.constant(8))));
    assertEquals(NamedLeaves.FACT, e.wouldProve());
    assertTrue(e.getMessage().startsWith("composition: whether "), e.getMessage());
    assertTrue(e.getMessage().contains("M"), e.getMessage());
  }
}
