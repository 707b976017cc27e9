package dev.strided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.testing.CuteCompiler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Layout#tileToShape} against CuTe C++'s {@code tile_to_shape}, compiled with g++. */
class TileToShapeTest {
  /** Block layout, target shape. */
  private static final String[][] CASES = {
      {"(_2,_2):(_1,_2)", "(_4,_6)"},
      {"(_8,_64):(_64,_1)", "(_128,_64)"},
      {"_4:_1", "(_8,_6)"},
      {"((_2,_2),_4):((_1,_8),_2)", "(_8,_8)"},
      {"(_2,_3):(_3,_1)", "(_6,_9,_2)"},
      {"(_4,_2):(_2,_1)", "((_2,_4),_8)"},
      {"(_2,_2):(_1,_2)", "(4,6)"},
      {"(_2,_2):(_1,_2)", "(5,6)"},
  };

  /**
   * An integer block and target: C++'s blocked product zips two integer layouts into
   * {@code ((_4,(_3))):((_1,(_4)))}, Strided's into {@code ((_4,_3)):((_1,_4))} (the rank-1 nesting
   * of the runtime's blocked product); the same leaves in the same order, so the same function.
   */
  private static final String[] INTEGER_CASE = {"_4:_1", "_12"};

  /** Where C++ stops with a static_assert, and the runtime's message. */
  private static final String[][] REFUSED = {
      {"(_2,_2):(_1,_2)", "(_5,_6)", "block shape does not divide the target shape",
          "tile_to_shape((_2,_2):(_1,_2), (_5,_6)): the target's mode 0 of size _5 is not a "
              + "multiple of _2, the size of the block's mode 0 (the last tile would overhang the "
              + "target)"},
      {"(_2,_2,_2):(_1,_2,_4)", "(_4,_4)", "Rank of layout must be <= rank of target shape",
          "tile_to_shape((_2,_2,_2):(_1,_2,_4), (_4,_4)): the block has rank 3, more than the rank"
              + " 2 of the target shape"},
  };

  @Test
  void equalsCuteOnEveryCase() throws Exception {
    StringBuilder main = new StringBuilder("int main() {\n  using namespace cute;\n");
    List<String> expected = new ArrayList<>();
    for (String[] c : CASES) {
      Layout block = Layout.parse(c[0]);
      IntTuple target = IntTuple.parse(c[1]);
      main.append("  print(tile_to_shape(").append(CuteCxx.layout(block)).append(", ")
          .append(CuteCxx.tuple(target, "make_shape")).append(")); print(\"\\n\");\n");
      expected.add(block.tileToShape(target).toString());
    }
    Layout integerBlock = Layout.parse(INTEGER_CASE[0]);
    IntTuple integerTarget = IntTuple.parse(INTEGER_CASE[1]);
    main.append("  print(tile_to_shape(").append(CuteCxx.layout(integerBlock)).append(", ")
        .append(CuteCxx.integer((IntTuple.Int) integerTarget)).append(")); print(\"\\n\");\n");
    main.append("}\n");
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      CuteCompiler.Run run = gpp.compileAndRun(List.of(main.toString())).get(0);
      assertTrue(run.compile().ok(), run.compile().output());
      List<String> printed = List.of(run.program().output().split("\n"));
      assertEquals(expected, printed.subList(0, expected.size()));
      Layout cxx = Layout.parse(printed.get(expected.size()));
      Layout ours = integerBlock.tileToShape(integerTarget);
      assertEquals(cxx.shape().flatten(), ours.shape().flatten());
      assertEquals(cxx.stride().flatten(), ours.stride().flatten());
    }
  }

  @Test
  void refusesWhatCuteRefuses() throws Exception {
    List<String> programs = new ArrayList<>();
    for (String[] c : REFUSED) {
      programs.add("int main() { using namespace cute; print(tile_to_shape("
          + CuteCxx.layout(Layout.parse(c[0])) + ", "
          + CuteCxx.tuple(IntTuple.parse(c[1]), "make_shape") + ")); }\n");
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Layout.parse(c[0]).tileToShape(IntTuple.parse(c[1])));
      assertEquals(c[3], e.getMessage());
    }
    try (CuteCompiler gpp = CuteCompiler.openOrSkip()) {
      List<CuteCompiler.Run> runs = gpp.compileAndRun(programs);
      for (int i = 0; i < REFUSED.length; i++) {
        assertFalse(runs.get(i).compile().ok(), REFUSED[i][0] + " " + REFUSED[i][1]);
        assertTrue(runs.get(i).compile().output().contains(REFUSED[i][2]),
            runs.get(i).compile().output());
      }
    }
  }

  /**
   * Block, target, order and CuTe's print of {@code tile_to_shape} with that order (g++ on the
   * shared headers, the order as {@code Step<...>{}} or {@code make_tuple(...)}).
   */
  private static final String[][] ORDERED = {
      // Step<_2,_1>: the block repeats along mode 1 first
      {"(_2,_2):(_1,_2)", "(_4,_6)", "(_2,_1)", "((_2,_2),(_2,_3)):((_1,_12),(_2,_4))"},
      {"(_2,_2):(_1,_2)", "(4,6)", "(_2,_1)", "((_2,2),(_2,3)):((_1,12),(_2,_4))"},
      // make_tuple(2,1): dynamic orders are not read, they come after static ones, left to right
      {"(_2,_2):(_1,_2)", "(_4,_6)", "(2,1)", "((_2,_2),(_2,_3)):((_1,_4),(_2,_8))"},
      // one integer: the whole grid in one part, column-major
      {"(_2,_2):(_1,_2)", "(_4,_6)", "_1", "((_2,_2),(_2,_3)):((_1,_4),(_2,_8))"},
      // Step<_2,_2,_1>: equal orders start at the same stride, so the tiles of modes 0 and 1 overlap
      {"(_2,_2):(_1,_2)", "(_4,_6,_2)", "(_2,_2,_1)",
          "((_2,_2),(_2,_3),(_1,_2)):((_1,_8),(_2,_8),(_0,_4))"},
  };

  @Test
  void anOrderRepeatsTheBlockAlongItsSmallestModeFirst() {
    for (String[] c : ORDERED) {
      Layout block = Layout.parse(c[0]);
      assertEquals(c[3], block.tileToShape(IntTuple.parse(c[1]), IntTuple.parse(c[2])).toString(),
          String.join(" ", c));
      assertEquals(c[3], Layout.derive("tile_to_shape(" + c[0] + ", " + c[1] + ", " + c[2] + ")")
          .toString(), String.join(" ", c));
    }
    // GMMA::Layout_MN_SW128_Atom<bfloat16_t> to (128,128,2) by Step<_2,_1,_3>, as an MN-major B:
    // CuTe prints Sw<3,4,3> o smem_ptr[16b](unset) o ((_64,_2),(_8,_16),(_1,_2)):((_1,_8192),
    // (_64,_512),(_0,_16384)), whose swizzle on byte addresses is Sw<3,3,3> on element offsets
    assertEquals("Sw<3,3,3> o _0 o ((_64,_2),(_8,_16),(_1,_2)):((_1,_8192),(_64,_512),(_0,_16384))",
        SwizzledLayout.derive("tile_to_shape(GMMA::Layout_MN_SW128_Atom<bfloat16_t>, "
            + "(_128,_128,_2), Step<_2,_1,_3>)").toString());
  }

  @Test
  void aBadOrderIsRefusedNamingIt() {
    Layout block = Layout.parse("(_2,_2):(_1,_2)");
    IntTuple target = IntTuple.parse("(_4,_6)");
    assertEquals("tile_to_shape: the order (_2,_1,_3) has 3 modes and the target (_4,_6) has 2; an "
        + "order has one integer for each mode of the target", assertThrows(
            IllegalArgumentException.class,
            () -> block.tileToShape(target, IntTuple.parse("(_2,_1,_3)"))).getMessage());
    assertEquals("tile_to_shape: the order ((_2,_1),_3) is not flat; it has one integer for each "
        + "mode of the target (_4,_6)", assertThrows(IllegalArgumentException.class,
            () -> block.tileToShape(target, IntTuple.parse("((_2,_1),_3)"))).getMessage());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> block.tileToShape(target, null));
    assertTrue(e.getMessage().contains("tile_to_shape: the order"), e.getMessage());
  }

  @Test
  void theTargetIsNotNull() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("(_2,_2):(_1,_2)").tileToShape(null));
    assertTrue(e.getMessage().contains("tile_to_shape: the target"), e.getMessage());
  }
}
