package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * Masked tiles and names in tilers: one error each for what is refused or malformed (tag, line,
 * caret), the warning for {@code masked} where nothing overhangs, and the facts about names that
 * {@code of(...)} checks.
 */
class MaskedErrorsTest {
  private static final String GMEM = "@Layout(name = \"GmemC\", shape = \"(M,N)\", "
      + "order = Layout.Order.ROW_MAJOR)";

  @Test
  void aStaticOverhangSaysThatMaskedAcceptsIt() {
    Compile.assertOneError(Compile.layout("of = \"zipped_divide((12,8), (5,4))\""), 4,
        "[strided:algebra] of \"zipped_divide((12,8), (5,4))\" is refused: _5 does "
            + "not divide _12, so the last tile would overhang; add masked = true to accept tiles "
            + "that overhang.\n    zipped_divide((12,8), (5,4))\n    ^");
  }

  @Test
  void aTileOfNamesNamesTheFactAboutNamesOrMasked() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (BM,BN))\")"), 4,
        "[strided:algebra] of \"zipped_divide(GmemC, (BM,BN))\" is refused: M is not known to be "
            + "a multiple of BM (whether BM divides M depends on the names, in "
            + "zipped_divide); add assume = \"M % BM == 0\", or masked = true to accept tiles "
            + "that overhang.\n    zipped_divide(GmemC, (BM,BN))\n    ^");
  }

  @Test
  void aSourceWhoseIdentityDividesOtherwiseIsOneAlgebraError() {
    // (_3,_4):(_1,_3) coalesces to _12:_1, which 5 tiles with an overhang; its identity layout
    // (_3,_4):(@0,@1) does not coalesce, and 3 does not divide 5. ((2,M):(1,2) was the case while
    // names coalesced by their facts; as C++'s ints, (_2,M) stays two modes there too.)
    Compile.assertOneError(Compile.tile("@Layout(name = \"Nest\", shape = \"((3,4),N)\")",
            "@Layout(name = \"Tiles\", of = \"zipped_divide(Nest, (5,_))\", masked = true)"), 4,
        "[strided:algebra] of \"zipped_divide(Nest, (5,_))\" is masked, but where its "
            + "coordinates lie in Nest is not derived: on the identity layout of Nest the "
            + "algebra refuses: logical divide (_3,_4):(@0,@1) / _5: composition", 
        "\n    zipped_divide(Nest, (5,_))\n    ^");
  }

  @Test
  void aReservedNameInATilerIsOneNameError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (c0,4))\", masked = true)"), 4,
        "[strided:name] the name 'c0' in of is reserved", "\n    (c0,4)\n     ^");
  }

  @Test
  void aLayoutWithNamesInsideATupleTilerIsOneSyntaxError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (BM:1,_))\", masked = true)"), 4,
        "[strided:syntax] of \"zipped_divide(GmemC, (BM:1,_))\" does not parse: a tiler with "
            + "names is a layout, such as (BM,BN):(1,BM), or a tuple of extents and _, such as "
            + "(BM,_); a layout inside a tuple takes numbers only.\n"
            + "    zipped_divide(GmemC, (BM:1,_))\n                          ^");
  }

  @Test
  void aFactAboutANameNoLayoutUsesIsOneAssumeError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (BM,BN))\", "
                + "assume = {\"M % BK == 0\"})"), 4,
        "[strided:assume] assume \"M % BK == 0\" is about BK, which is not a name of this "
            + "layout (its names are M, N, BM, BN).");
  }

  @Test
  void aMalformedFactAboutNamesIsOneAssumeError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (BM,BN))\", "
                + "assume = {\"M % BM = 0\"})"), 4,
        "[strided:assume] assume \"M % BM = 0\" is not a fact: ", "\n    M % BM = 0\n           ^");
  }

  @Test
  void aMaskedLayoutIsInjectiveExactlyWhenItsSourceIs() {
    Compile.assertOneError(Compile.tile(
            "@Layout(name = \"Tiles\", of = \"zipped_divide((M,N):(1,1), (8,4))\", masked = true, "
                + "injective = true)"), 3,
        "[strided:injective] the in-bounds part of masked layout "
            + "((_8,_4),(ceil_div(M,_8),ceil_div(N,_4))):((_1,_1),(_8,_4)) is injective exactly "
            + "when (M,N):(1,1) is, and layout (M,N):(_1,_1) is not injective when M = 2, N = 2: "
            + "coordinates (1,0) and (0,1) both map to index 1.");
  }

  @Test
  void aConditionOnARoundedTileCountThatDependsIsOneRequireError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", masked = true, "
                + "require = \"size(CtaC, 1) >= 4\")"), 4,
        "[strided:require] require \"size(CtaC, 1) >= 4\" depends on ceil_div(M,_128), a rounded "
            + "tile count; this version checks such a condition only when javac decides it, and "
            + "here it depends on the names.\n    size(CtaC, 1) >= 4\n    ^");
  }

  @Test
  void maskedWhereNoTileOverhangsIsAWarningOnMasked() {
    Compilation c = Compile.allowingWarnings(Compile.layout(
        "of = \"zipped_divide((8,8), (4,4))\"", "masked = true"));
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[strided:ignored] masked = true has no effect: no tile "
        + "of zipped_divide((8,8), (4,4)) overhangs the layout it divides (every division is "
        + "exact), so there is no inBounds to generate; remove it.").inFile(
            Compile.layout("of = \"zipped_divide((8,8), (4,4))\"", "masked = true")).onLine(5);
  }

  @Test
  void theInBoundsPartSpeaksInRequireAndTheFactsAboutNamesAreChecked() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(GMEM,
        "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (BM,BN))\", masked = true, "
            + "compact = true, assume = \"N % BN == 0\", require = {\"size(CtaC) == size(GmemC)\","
            + " \"rank(CtaC) == 2\"})"));
    assertThat(c).succeededWithoutWarnings();
    Method of = new GeneratedClasses(c).loadClass("com.acme.CtaC").getMethod("of", int.class,
        int.class, int.class, int.class);
    of.invoke(null, 10, 12, 4, 6);
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> of.invoke(null, 10, 12, 4, 5));
    assertEquals(IllegalArgumentException.class, e.getCause().getClass());
    assertEquals("N = 12 does not satisfy assume \"N % BN == 0\" of layout "
        + "((BM,BN),(ceil_div(M,BM),(N/BN))):((N,_1),(BM*N,BN))", e.getCause().getMessage());
  }
}
