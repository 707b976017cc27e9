package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * Mistakes a CuTe user makes, each one error that names the input and says what to do — never
 * advice that changes the problem.
 */
class MistakesThatTeachTest {
  /**
   * {@code zipped_divide} of {@code (128,8)} by {@code (8,128)}: CuTe C++ (g++, the shared
   * headers) accepts it silently and prints {@code ((_8,_128),(_16,_1)):((_1,_128),(_8,_0))}: one
   * tile along mode 1 that reaches 120 columns past the layout. Not one tile fits, so this is no
   * overhang: the swap is named, {@code masked} is not offered.
   */
  @Test
  void aTilerWithItsModesSwappedNamesTheSwap() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"A\", shape = \"(128,8)\")",
            "@Layout(name = \"T\", of = \"zipped_divide(A, (8,128))\")"), 4,
        "[strided:algebra] of \"zipped_divide(A, (8,128))\" is refused: tile mode 1 (128) is "
            + "larger than the layout's mode 1 (8), so not one tile fits in it: a mistake, not an "
            + "overhang to round up or mask; its modes 0 and 1 look swapped: the tiler (_128,_8) "
            + "fits.\n    zipped_divide(A, (8,128))\n    ^");
  }

  @Test
  void aTilerWithItsModesSwappedIsRefusedWhenMaskedToo() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"A\", shape = \"(128,8)\")",
            "@Layout(name = \"T\", of = \"zipped_divide(A, (8,128))\", masked = true)"), 4,
        "[strided:algebra] of \"zipped_divide(A, (8,128))\" is refused: tile mode 1 (128) is "
            + "larger than the layout's mode 1 (8), so not one tile fits in it",
        "look swapped: the tiler (_128,_8) fits.\n");
  }

  @Test
  void aTileLargerThanItsModeWithNoSwapThatFitsSaysWhatFits() {
    Compile.assertOneError(Compile.layout("of = \"logical_divide((12,8), (4,16))\""), 4,
        "[strided:algebra] of \"logical_divide((12,8), (4,16))\" is refused: tile mode 1 (16) is "
            + "larger than the layout's mode 1 (8), so not one tile fits in it: a mistake, not an "
            + "overhang to round up or mask; a tile fits when each of its modes is at most the "
            + "layout's.");
  }

  @Test
  void aLayoutTileLargerThanTheWholeLayoutIsRefusedAsSuch() {
    Compile.assertOneError(Compile.layout("of = \"zipped_divide((4,2), 4:4)\"", "masked = true"),
        4, "[strided:algebra] of \"zipped_divide((4,2), 4:4)\" is refused: the tile (_4:_4 "
            + "spanning 13) is larger than the layout (_4,_2):(_1,_4) (size 8), so not one tile "
            + "fits in it");
  }

  @Test
  void aTileThatDoesNotDivideItsModeStillOffersMaskedWithoutTheInternalComplement() {
    Compile.assertOneError(Compile.layout("of = \"zipped_divide((12,8), (5,4))\""), 4,
        "[strided:algebra] of \"zipped_divide((12,8), (5,4))\" is refused: _5 does not divide "
            + "_12, so the last tile would overhang; add masked = true to accept tiles that "
            + "overhang.");
  }

  @Test
  void anUnknownNameCloseToAKnownOneGetsDidYouMean() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"GmemC\", shape = \"(M,N)\")",
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GemmC, (128,64))\", masked = true)"), 4,
        "[strided:reference] of \"zipped_divide(GemmC, (128,64))\" refers to GemmC, which is not "
            + "the generated name of a @Layout on Tile nor of another type in package com.acme "
            + "(did you mean GmemC?).");
  }

  @Test
  void anUnknownNameFarFromEveryKnownOneGetsNoGuess() {
    Compile.assertOneError(Compile.tile("@Layout(name = \"GmemC\", shape = \"(M,N)\")",
            "@Layout(name = \"CtaC\", of = \"zipped_divide(Smem, (128,64))\", masked = true)"), 4,
        "refers to Smem, which is not the generated name of a @Layout on Tile nor of another type "
            + "in package com.acme.\n");
  }

  /**
   * The generated {@code index} is folded arithmetic without checks: {@code index(-1, 0)} of
   * {@code (4,8):(1,4)} is {@code -1·1 + 0·4 = -1}, where the runtime's {@code Layout.index}
   * refuses the negative coordinate; the Javadoc of {@code index} says so, and
   * {@code checkedIndex} says the coordinate is negative, not merely out of range.
   */
  @Test
  void aNegativeCoordinateIsDocumentedOnIndexAndNamedByCheckedIndex() throws Exception {
    Compilation c = Compile.withProcessor(Compile.layout("shape = \"(4,8)\""));
    assertThat(c).succeeded();
    Class<?> tile = new GeneratedClasses(c).loadClass("com.acme.TileLayout");
    assertEquals(-1, tile.getMethod("index", int.class, int.class).invoke(null, -1, 0));
    Method checked = tile.getMethod("checkedIndex", int.class, int.class);
    InvocationTargetException negative = assertThrows(InvocationTargetException.class,
        () -> checked.invoke(null, -1, 0));
    assertInstanceOf(IndexOutOfBoundsException.class, negative.getCause());
    assertEquals("coordinate -1 of mode 0 is negative; coordinates start at 0",
        negative.getCause().getMessage());
    InvocationTargetException past = assertThrows(InvocationTargetException.class,
        () -> checked.invoke(null, 0, 8));
    assertEquals("coordinate 8 of mode 1 is out of range [0, 8)", past.getCause().getMessage());
    String source = c.generatedSourceFile("com.acme.TileLayout").orElseThrow().getCharContent(true)
        .toString();
    assertTrue(source.contains("A negative coordinate, or one past its extent, is not refused"),
        source);
  }
}
