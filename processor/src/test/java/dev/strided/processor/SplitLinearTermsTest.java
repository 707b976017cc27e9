package dev.strided.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A coordinate whose mode coalesces into one run of several leaves with a static stride other than
 * ±1 is written split after its first leaf ({@code (c0 & 15) * 16 + (c0 >>> 4) * 256}, the form
 * the hand-written loop uses), so that C2 cannot take a constant added to the coordinate
 * out of the index; a stride-1 run and long indices stay linear. The split is the same function on
 * every int: the expected values are the linear form {@code c0 * 16 + ...} written here, in int
 * arithmetic.
 */
class SplitLinearTermsTest {
  private static final String NZ = "@Layout(name = \"Nz\", shape = \"((16,MB),(16,NB))\","
      + " stride = \"((16,256),(1,256*MB))\")";

  @Test
  void coalescedModeWithAPowerOfTwoFirstLeafIsSplitAfterIt() throws IOException {
    String source = generated(NZ, "com.acme.Nz");
    assertTrue(source.contains(
        "return (c0 & 15) * 16 + (c0 >>> 4) * 256 + (c1 & 15) + (c1 >>> 4) * MB_x256;"), source);
    assertTrue(source.contains(
        "return (c0 & 15) * 16 + (c0 >>> 4) * 256 + (c1 & 15) + (c1 >>> 4) * 256 * MB;"), source);
    // one coordinate per leaf: c0 is one leaf, with nothing to split
    assertTrue(source.contains("return c0 * 16 + c1 * 256 + c2 + c3 * MB_x256;"), source);
    assertFalse(source.contains("return c0 * 16 + (c1 & 15)"), source);
  }

  @Test
  void staticLayoutIsSplitToo() throws IOException {
    String source = generated("@Layout(name = \"NzTile\", shape = \"((16,2),(16,4))\","
        + " stride = \"((16,256),(1,512))\")", "com.acme.NzTile");
    assertTrue(source.contains(
        "return (c0 & 15) * 16 + (c0 >>> 4) * 256 + (c1 & 15) + (c1 >>> 4) * 512;"), source);
  }

  @Test
  void longIndicesStayLinear() throws IOException {
    String source = generated("@Layout(name = \"NzLong\", shape = \"((16,2),(16,4))\","
        + " stride = \"((16,256),(1,512))\", indexType = Layout.IndexType.LONG)",
        "com.acme.NzLong");
    assertTrue(source.contains("return (long) c0 * 16 + (long) (c1 & 15)"), source);
  }

  @Test
  void strideOneRunStaysLinearSoThatALoopOverItKeepsAContiguousAddress() throws IOException {
    String source = generated("@Layout(name = \"Cols\", shape = \"((16,4),8)\","
        + " stride = \"((1,16),64)\")", "com.acme.Cols");
    assertTrue(source.contains("return c0 + c1 * 64;"), source);
  }

  @Test
  void splitIsTheLinearFunctionOnEveryInt() throws Exception {
    Compilation c = Compile.withProcessor(Compile.tile(NZ));
    assertThat(c).succeeded();
    Class<?> type = new GeneratedClasses(c).loadClass("com.acme.Nz");
    Random random = new Random(47);
    for (int trial = 0; trial < 50; trial++) {
      int mb = 1 + random.nextInt(8);
      int nb = 1 + random.nextInt(8);
      Object layout = type.getMethod("of", int.class, int.class).invoke(null, mb, nb);
      Method index = type.getMethod("index", int.class, int.class);
      Method kernel = type.getMethod("indexOf", int.class, int.class, int.class, int.class);
      for (int draw = 0; draw < 40; draw++) {
        // in range, beyond the extent, and any int (negative, near overflow)
        int c0 = switch (draw % 3) {
          case 0 -> random.nextInt(16 * mb);
          case 1 -> 16 * mb + random.nextInt(1 << 20);
          default -> random.nextInt();
        };
        int c1 = random.nextInt(16 * nb);
        int linear = c0 * 16 + c1 % 16 + c1 / 16 * (256 * mb);
        assertEquals(linear, index.invoke(layout, c0, c1), "MB = " + mb + " at " + c0 + ", " + c1);
        assertEquals(linear, kernel.invoke(null, mb, nb, c0, c1));
      }
    }
  }

  private static String generated(String annotation, String name) throws IOException {
    Compilation c = Compile.withProcessor(Compile.tile(annotation));
    assertThat(c).succeeded();
    return c.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
  }
}
