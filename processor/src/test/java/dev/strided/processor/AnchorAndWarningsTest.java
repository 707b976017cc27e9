package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors of repeated annotations land on the right line next to an unrelated {@code Layout}; the
 * processor's warnings (one compilation each: tag, text, line, exactly one warning); and the
 * syntax error of a whole layout written as the shape.
 */
class AnchorAndWarningsTest {
  private static void assertOneWarning(JavaFileObject source, int line, String text) {
    Compilation c = Compile.allowingWarnings(source);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining(text).inFile(source).onLine(line);
  }

  @Test
  void anUnrelatedAnnotationNamedLayoutDoesNotMoveTheError() {
    // before: TreeAnchor matched by simple name and put the error on the first @Layout(...)
    JavaFileObject other = JavaFileObjects.forSourceLines("q.Layout",
        "package q;", "public @interface Layout {}");
    JavaFileObject tile = Compile.tile("@q.Layout", "@Layout(name = \"A\", shape = \"(2,3)\")",
        "@Layout(", "    name = \"B\",", "    shape = \"(2,0)\")");
    Compilation c = Compile.withProcessor(other, tile);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[strided:extent] shape \"(2,0)\" has extent 0 at mode (1)")
        .inFile(tile).onLine(7);
  }

  @Test
  void rowMajorNextToAStrideIsAWarningOnOrder() {
    // before: silently ignored
    assertOneWarning(Compile.layout("shape = \"(2,3)\"", "order = Layout.Order.ROW_MAJOR",
        "stride = \"(3,1)\""), 5, "[strided:ignored] order = ROW_MAJOR has no effect because "
        + "stride is given: the order only chooses the compact stride when stride is omitted; "
        + "remove one of them.");
  }

  @Test
  void aStrideOnlyNameThatDiffersFromAShapeNameByCase() {
    // before: accepted silently, with m a third parameter of the factory
    assertOneWarning(Compile.layout("shape = \"(M,N)\"", "stride = \"(1,m)\""), 5,
        "[strided:spelling] m appears only in the stride; did you mean M? A stride-only name is a "
            + "separate parameter of the factory.");
  }

  @Test
  void aStrideOnlyNameOneLetterAwayFromALongerShapeName() {
    assertOneWarning(Compile.layout("shape = \"(rows,cols)\"", "stride = \"(1,row)\""), 5,
        "[strided:spelling] row appears only in the stride; did you mean rows?");
  }

  @Test
  void usualStrideNamesAreNoMisspellings() {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"A\", shape = \"(M,N)\", stride = \"(1,ld)\")",
        "@Layout(name = \"B\", shape = \"(M,N)\", stride = \"(1,K)\")",
        "@Layout(name = \"C\", shape = \"(rows,cols)\", stride = \"(1,pitch)\")"));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void aWholeLayoutAsTheShapeSuggestsTheStrideAttribute() {
    Compile.assertOneError(Compile.layout("shape = \"(8,4):(1,8)\""), 4,
        "[strided:syntax] shape \"(8,4):(1,8)\" does not parse: unexpected ':' after the end of "
            + "the tuple; the stride goes in its own attribute: shape = \"(8,4)\", "
            + "stride = \"(1,8)\".\n    (8,4):(1,8)\n         ^");
  }
}
