package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Static layouts past the enumeration limit (2048 × 1024 coordinates): the counterexample is read
 * off the strides, and checked here by hand.
 */
class BigStaticEvidenceTest {
  private static void assertError(JavaFileObject source, String text) {
    Compilation c = Compile.withProcessor(source);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining(text).inFile(source).onLine(5);
  }

  private static JavaFileObject layout(String stride, String property) {
    return Compile.tile("@Layout(", "    shape = \"(2048,1024)\",",
        "    stride = \"" + stride + "\",", "    " + property + " = true)");
  }

  @Test
  void aZeroStrideRepeatsIndexZero() {
    assertError(layout("(1,0)", "injective"), "[strided:injective] layout (2048,1024):(1,0) is "
        + "not injective: coordinates (0,0) and (0,1) both map to index 0.");
  }

  @Test
  void oppositeStridesComeBackToZero() {
    // (1,1) -> 2048 - 2048 = 0
    assertError(layout("(2048,-2048)", "injective"), "[strided:injective] layout "
        + "(2048,1024):(2048,-2048) is not injective: coordinates (0,0) and (1,1) both map to "
        + "index 0.");
  }

  @Test
  void aNegativeStrideLeavesTheRange() {
    assertError(layout("(1,-2048)", "compact"), "[strided:compact] layout "
        + "(2048,1024):(1,-2048) is not compact: coordinate (0,1) maps to index -2048, outside "
        + "0..2097151.");
  }

  @Test
  void aStrideInsideTheChainIsReachedTwice() {
    // (0,1) -> 1 * 2 = 2, and (2,0) -> 2 * 1 = 2
    assertError(layout("(1,2)", "compact"), "[strided:compact] layout (2048,1024):(1,2) is not "
        + "compact: coordinates (2,0) and (0,1) both map to index 2.");
  }
}
