package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.testing.compile.Compilation;
import dev.strided.Layout;
import org.junit.jupiter.api.Test;

/** {@link GeneratedIndexCheck} accepts the layout a class was generated from and nothing else. */
class GeneratedIndexCheckTest {
  @Test
  void agreesWithItsOwnLayoutAndNamesTheFirstDifference() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(
        "@Layout(name = \"Nested\", shape = \"(2,(3,2))\", stride = \"(3,(1,6))\")"));
    assertThat(c).succeededWithoutWarnings();
    Class<?> nested = new GeneratedClasses(c).loadClass("com.acme.Nested");
    assertNull(GeneratedIndexCheck.disagreement(nested, Layout.parse("(2,(3,2)):(3,(1,6))")));
    // the same shape, column-major: index(1) is 1, not 3
    assertEquals("index(1) or checkedIndex(1) is not 1",
        GeneratedIndexCheck.disagreement(nested, Layout.parse("(2,(3,2)):(1,(2,6))")));
    assertEquals("index overloads take [1, 2, 3] ints, expected [1, 3]",
        GeneratedIndexCheck.disagreement(nested, Layout.parse("(2,3,2):(3,1,6)")));
    assertEquals("RANK, SIZE or COSIZE differ from 2, 12, 13",
        GeneratedIndexCheck.disagreement(nested, Layout.parse("(2,(3,2)):(3,(1,7))")));
  }
}
