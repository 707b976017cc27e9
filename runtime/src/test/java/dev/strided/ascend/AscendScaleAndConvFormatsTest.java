package dev.strided.ascend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.IntTuple;
import dev.strided.Layout;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Te's MX scale forms (C0 = 2, fp8_e8m0_t pairs) and CANN's convolution formats by name: every
 * coordinate indexes where the format's definition puts it, ragged channel counts included.
 * Scale forms, from Te's public frame-layout definitions: ScaleAND ((1,m),(1,n)):((0,n),(0,1)),
 * ScaleADN ((1,m),(2,n/2)):((0,2),(1,2m)), ScaleBND ((2,m/2),(1,n)):((1,2n),(0,2)), ScaleBDN
 * ((1,m),(1,n)):((0,1),(0,m)). Convolution formats, from CANN's format guide: NCHW and NHWC store
 * in the order their names spell; NC1HWC0 is NCHW reshaped to [N, C1, C0, H, W] and transposed to
 * [N, C1, H, W, C0], C1 = ⌈C/C0⌉ with the last group padded.
 */
class AscendScaleAndConvFormatsTest {
  @Property(tries = 100)
  void scaleFormsFollowTheirDefinitions(@ForAll @IntRange(min = 1, max = 30) int halfM,
      @ForAll @IntRange(min = 1, max = 30) int halfN) {
    int m = 2 * halfM;
    int n = 2 * halfN;
    String extents = "(" + m + "," + n + ")";
    Layout and = Layout.derive("ScaleAND<fp8_e8m0_t>" + extents);
    Layout adn = Layout.derive("ScaleADN" + extents);
    Layout bnd = Layout.derive("ScaleBND<fp8_e8m0_t,2>" + extents);
    Layout bdn = Layout.derive("ScaleBDN" + extents);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        assertEquals(i * n + j, and.index(i, j));
        // a row's scale pairs (j, j+1) adjacent, pairs column-major
        assertEquals(2 * i + j % 2 + j / 2 * 2 * m, adn.index(i, j));
        // a column's scale pairs (i, i+1) adjacent, pairs row-major
        assertEquals(i % 2 + i / 2 * 2 * n + 2 * j, bnd.index(i, j));
        assertEquals(i + j * m, bdn.index(i, j));
      }
    }
  }

  @Property(tries = 100)
  void convolutionFormatsFollowTheirDefinitions(@ForAll @IntRange(min = 1, max = 3) int n,
      @ForAll @IntRange(min = 1, max = 40) int c, @ForAll @IntRange(min = 1, max = 4) int h,
      @ForAll @IntRange(min = 1, max = 4) int w, @ForAll boolean int8) {
    String type = int8 ? "int8_t" : "half_t";
    int c0 = int8 ? 32 : 16;
    int c1 = (c + c0 - 1) / c0;
    String extents = "<" + type + ">(" + n + "," + c + "," + h + "," + w + ")";
    Layout nchw = Layout.derive("NCHW" + extents);
    Layout nhwc = Layout.derive("NHWC" + extents);
    Layout nc1hwc0 = Layout.derive("NC1HWC0" + extents);
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < c; b++) {
        for (int y = 0; y < h; y++) {
          for (int x = 0; x < w; x++) {
            assertEquals(((a * c + b) * h + y) * w + x, nchw.index(a, b, y, x));
            assertEquals(((a * h + y) * w + x) * c + b, nhwc.index(a, b, y, x));
            // [N, C1, H, W, C0] row-major at (a, b / C0, y, x, b % C0)
            assertEquals((((a * c1 + b / c0) * h + y) * w + x) * c0 + b % c0,
                nc1hwc0.index(IntTuple.parse("(" + a + "," + b + "," + y + "," + x + ")")));
          }
        }
      }
    }
  }

  @Test
  void valuesOfTeUnitFacts() {
    // Te's frame-layout tests: ScaleADN(32,16)'s column mode is (2,8), ScaleBND(16,32)'s row mode
    assertEquals("((1,32),(2,8)):((0,2),(1,64))",
        Layout.derive("ScaleADN(32,16)").toString().replace("_", ""));
    assertEquals("((2,8),(1,32)):((1,64),(0,2))",
        Layout.derive("ScaleBND(16,32)").toString().replace("_", ""));
    // NC1HWC0 of 20 half channels: two groups of 16, the second padded
    assertEquals("(1,(16,2),2,3):(192,(1,96),48,16)",
        Layout.derive("NC1HWC0<half_t>(1,20,2,3)").toString().replace("_", ""));
  }

  @Test
  void scalePairsMustBeWhole() {
    IllegalArgumentException odd = assertThrows(IllegalArgumentException.class,
        () -> Layout.derive("ScaleADN(4,5)"));
    assertTrue(odd.getMessage().contains("n = 5 is not a multiple of C0 = 2"), odd.getMessage());
    IllegalArgumentException c0 = assertThrows(IllegalArgumentException.class,
        () -> Layout.derive("ScaleAND<fp8_e8m0_t,4>(4,4)"));
    assertTrue(c0.getMessage().contains("C0 = 2, not 4"), c0.getMessage());
    IllegalArgumentException arity = assertThrows(IllegalArgumentException.class,
        () -> Layout.derive("NCHW(2,3)"));
    assertTrue(arity.getMessage().contains("(N, C, H, W)"), arity.getMessage());
  }
}
