package dev.strided.ascend;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.Layout;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Every coordinate of a frame format by name indexes where issue 48's formula puts it, for random
 * (ragged) extents and element types; CATLASS's names give Te's layouts.
 */
class AscendFramesPropertyTest {
  private static final String[] TYPES = {"half_t", "bfloat16_t", "float", "int8_t", "int32_t",
      "uint8_t"};
  private static final int[] BYTES = {2, 2, 4, 1, 4, 1};

  @Property(tries = 200)
  void everyCoordinateFollowsTheFormula(@ForAll @IntRange(min = 1, max = 70) int m,
      @ForAll @IntRange(min = 1, max = 70) int n, @ForAll @IntRange(min = 0, max = 5) int type) {
    int c0 = 32 / BYTES[type];
    String t = "<" + TYPES[type] + ">(" + m + "," + n + ")";
    for (String format : new String[] {"ND", "DN", "NDExt", "DNExt", "NZ", "ZN", "ZZ"}) {
      Layout layout = Layout.derive(format + t);
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          assertEquals(formula(format, c0, m, n, i, j), layout.index(i, j),
              format + t + " at (" + i + "," + j + ")");
        }
      }
    }
  }

  @Property(tries = 100)
  void nnFollowsTheFormula(@ForAll @IntRange(min = 1, max = 40) int half,
      @ForAll @IntRange(min = 1, max = 70) int n) {
    int m = 2 * half;
    Layout nn = Layout.derive("NN(" + m + "," + n + ")");
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        // ((2,m/2),(16,⌈n/16⌉)):((1,32),(2,16m))
        assertEquals(i % 2 + i / 2 * 32 + j % 16 * 2 + j / 16 * 16 * m, nn.index(i, j));
      }
    }
  }

  @Property(tries = 100)
  void catlassNamesGiveTeLayouts(@ForAll @IntRange(min = 1, max = 70) int m,
      @ForAll @IntRange(min = 1, max = 70) int n, @ForAll @IntRange(min = 0, max = 5) int type) {
    String t = "<" + TYPES[type] + ">(" + m + "," + n + ")";
    assertEquals(Layout.derive("NZ" + t), Layout.derive("zN" + t));
    assertEquals(Layout.derive("ZN" + t), Layout.derive("nZ" + t));
    assertEquals(Layout.derive("ZZ" + t), Layout.derive("zZ" + t));
    assertEquals(Layout.derive("NZ<" + TYPES[type] + ",16>(" + m + "," + n + ")"),
        Layout.derive("L0C" + t));
  }

  /** The layouts as sums over (row i, column j), FRACTAL = 16. */
  private static int formula(String format, int c0, int m, int n, int i, int j) {
    return switch (format) {
      case "ND", "NDExt" -> i * n + j;
      case "DN", "DNExt" -> i + j * m;
      // ((16,⌈m/16⌉),(C0,⌈n/C0⌉)):((C0,16·C0),(1,C0·al16(m)))
      case "NZ" -> i % 16 * c0 + i / 16 * 16 * c0 + j % c0 + j / c0 * c0 * roundUp(m, 16);
      // ((C0,⌈m/C0⌉),(16,⌈n/16⌉)):((1,C0·al16(n)),(C0,16·C0))
      case "ZN" -> i % c0 + i / c0 * c0 * roundUp(n, 16) + j % 16 * c0 + j / 16 * 16 * c0;
      // ((16,⌈m/16⌉),(C0,⌈n/C0⌉)):((C0,16·alC0(n)),(1,16·C0))
      case "ZZ" -> i % 16 * c0 + i / 16 * 16 * roundUp(n, c0) + j % c0 + j / c0 * 16 * c0;
      default -> throw new IllegalArgumentException(format);
    };
  }

  private static int roundUp(int x, int k) {
    return (x + k - 1) / k * k;
  }
}
