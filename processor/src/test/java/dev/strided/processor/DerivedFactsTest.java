package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * {@code assume} and {@code require}: one error per mistake on its attribute's line, conditions
 * decided at javac time when the values allow, else checked by {@code of(...)}.
 */
class DerivedFactsTest {
  private static final String GMEM = "@Layout(name = \"GmemC\", shape = \"(M,N)\", "
      + "order = Layout.Order.ROW_MAJOR)";
  private static final String BLOCK = "@Layout(name = \"BlockC\", shape = \"(128,64)\", "
      + "order = Layout.Order.ROW_MAJOR)";

  @Test
  void anUnprovenDivisionNamesTheFactThatWouldProveIt() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\")"), 4,
        "[strided:algebra] of \"zipped_divide(GmemC, (128,64))\" is refused: M is not known to "
            + "be a multiple of 128 (whether _128 divides M depends on the names, in "
            + "zipped_divide); add assume = \"M % 128 == 0\", or masked = true to accept tiles "
            + "that overhang.",
        "\n    zipped_divide(GmemC, (128,64))\n    ^");
  }

  @Test
  void aMalformedFactIsOneAssumeError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", "
                + "assume = {\"M % 128 = 0\", \"N % 64 == 0\"})"), 4,
        "[strided:assume] assume \"M % 128 = 0\" is not a fact: ");
  }

  @Test
  void aFactAboutAnotherNameIsOneAssumeError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", "
                + "assume = {\"K % 128 == 0\"})"), 4,
        "[strided:assume] assume \"K % 128 == 0\" is about K, which is not a name of this layout "
            + "(its names are M, N).");
  }

  @Test
  void contradictoryFactsAreOneAssumeError() {
    Compile.assertOneError(Compile.tile(GMEM,
            "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", "
                + "assume = {\"M % 128 == 0\", \"M <= 100\", \"N % 64 == 0\"})"), 4,
        "[strided:assume] assume leaves M no value: no M >= 1 is a multiple of 128 and is at "
            + "most 100.");
  }

  @Test
  void aWrittenLayoutsFactsAreCheckedByOf() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Rows\", shape = \"(M,N)\", assume = \"M % 4 == 0\")"));
    assertThat(c).succeededWithoutWarnings();
    Method of = new GeneratedClasses(c).loadClass("com.acme.Rows").getMethod("of", int.class,
        int.class);
    of.invoke(null, 8, 3);
    assertEquals("M = 6 does not satisfy assume \"M % 4 == 0\" of layout (M,N):(_1,M)",
        rejection(of, 6, 3));
    // through the runtime: the facts follow the layout's text, no comparison or helper of its own
    String source = c.generatedSourceFile("com.acme.Rows").orElseThrow().getCharContent(true)
        .toString();
    assertTrue(source.contains(
        "NamedLayout NAMED = NamedLayout.parse(\"(M,N):(_1,M)\", \"M % 4 == 0\");"), source);
    assertFalse(source.contains("$rejected"), source);
  }

  @Test
  void aStaticConditionThatHoldsCompiles() {
    assertThat(Compile.withProcessor(Compile.tile(BLOCK,
        "@Layout(name = \"ThrC\", of = \"zipped_divide(BlockC, (16,8))\", compact = true, "
            + "require = {\"size(ThrC, 0) == 128\", \"rank(ThrC) == 2\", \"depth(ThrC) == 2\", "
            + "\"cosize(BlockC) % 1024 == 0\"})"))).succeededWithoutWarnings();
  }

  @Test
  void aStaticConditionThatFailsIsOneRequireErrorWithBothValues() {
    Compile.assertOneError(Compile.tile(BLOCK,
            "@Layout(name = \"ThrC\", of = \"zipped_divide(BlockC, (16,8))\", "
                + "require = {\"size(ThrC, 0) == size(ThrC, 1)\"})"), 4,
        "[strided:require] require \"size(ThrC, 0) == size(ThrC, 1)\" does not hold: "
            + "size(ThrC, 0) is 128 and size(ThrC, 1) is 64.\n"
            + "    size(ThrC, 0) == size(ThrC, 1)\n    ^");
  }

  @Test
  void aConditionOnAnUnknownLayoutIsOneRequireError() {
    Compile.assertOneError(Compile.tile(BLOCK,
            "@Layout(name = \"ThrC\", of = \"zipped_divide(BlockC, (16,8))\", "
                + "require = \"size(Thr) == 128\")"), 4,
        "[strided:require] require \"size(Thr) == 128\" uses Thr, which is not the generated "
            + "name of a @Layout on Tile.");
  }

  @Test
  void conditionsTheFactsDecideNeedNoCheck() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(GMEM,
        "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", "
            + "assume = {\"M % 128 == 0\", \"N % 64 == 0\"}, "
            + "require = {\"M % 64 == 0\", \"size(CtaC, 0) == 8192\", "
            + "\"size(CtaC) == size(GmemC)\", \"M >= 128\"})"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.CtaC").contentsAsUtf8String()
        .doesNotContain("require");
  }

  @Test
  void aConditionThatDoesNotParseIsOneSyntaxError() {
    Compile.assertOneError(Compile.tile(BLOCK,
            "@Layout(name = \"ThrC\", of = \"zipped_divide(BlockC, (16,8))\", "
                + "require = \"size(ThrC) == 2 * 64\")"), 4,
        "[strided:syntax] require \"size(ThrC) == 2 * 64\" does not parse: ");
  }

  @Test
  void aConditionThatDependsIsCheckedByOf() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(GMEM,
        "@Layout(name = \"CtaC\", of = \"zipped_divide(GmemC, (128,64))\", "
            + "assume = {\"M % 128 == 0\", \"N % 64 == 0\"}, "
            + "require = {\"size(CtaC, 1) >= 4\", \"N % 128 == 0\"})"));
    assertThat(c).succeededWithoutWarnings();
    Method of = new GeneratedClasses(c).loadClass("com.acme.CtaC").getMethod("of", int.class,
        int.class);
    of.invoke(null, 256, 128);
    String head = "require \"size(CtaC, 1) >= 4\" does not hold: size(CtaC, 1) is 2 of layout ";
    assertEquals(head, rejection(of, 128, 128).substring(0, head.length()));
    String odd = "require \"N % 128 == 0\" does not hold: N % 128 is 64 of layout ";
    assertEquals(odd, rejection(of, 512, 192).substring(0, odd.length()));
  }

  private static String rejection(Method of, int m, int n) {
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> of.invoke(null, m, n));
    assertEquals(IllegalArgumentException.class, e.getCause().getClass());
    return e.getCause().getMessage();
  }
}
