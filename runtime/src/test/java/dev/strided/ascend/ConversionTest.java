package dev.strided.ascend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.Layout;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The Cube path's conversions as proven compositions: the index map sends each element's source
 * index to the index the destination format gives it (the formats' formulas of issue 48, written
 * out here), ragged extents included; mismatched formats, matrices and types are refused.
 */
class ConversionTest {
  private static final String[] TYPES = {"half_t", "float", "int8_t"};
  private static final int[] C0 = {16, 8, 32};

  @Property(tries = 120)
  void everyElementLandsWhereTheDestinationPutsIt(@ForAll @IntRange(min = 1, max = 48) int m,
      @ForAll @IntRange(min = 1, max = 3) int blocks, @ForAll @IntRange(min = 0, max = 2) int t,
      @ForAll @IntRange(min = 0, max = 4) int which) {
    int c0 = C0[t];
    int n = blocks * Math.max(c0, 16);
    Conversion conversion = Conversion.values()[which];
    String[] formats = switch (conversion) {
      case ND2NZ -> new String[] {"ND", "NZ"};
      case DN2NZ -> new String[] {"DN", "NZ"};
      case ND2ZN -> new String[] {"NDExt", "ZN"};
      case NZ2ZN -> new String[] {"NZ", "ZN"};
      case ZN2NZ -> new String[] {"ZN", "NZ"};
    };
    String args = "<" + TYPES[t] + ">(" + m + "," + n + ")";
    Optional<Layout> map = conversion.prove(formats[0] + args, formats[1] + args);
    // whole fractals on both sides: the map is one layout; else it may be, and the proof checked
    // every element by itself
    assertTrue(map.isPresent() || m % 32 != 0, conversion + " " + args);
    if (map.isEmpty()) {
      return;
    }
    Layout source = Layout.derive(formats[0] + args);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        assertEquals(formula(formats[1], c0, m, n, i, j), map.get().index(source.index(i, j)),
            conversion + args + " at (" + i + "," + j + ")");
      }
    }
  }

  @Test
  void raggedColumnsAreProvenElementByElement() {
    // 20 columns of half are not whole 16-column fractals: no single layout maps them
    assertFalse(Conversion.ND2NZ.prove("ND<half_t>(32,20)", "NZ<half_t>(32,20)").isPresent());
    Layout whole = Conversion.ND2NZ.prove("ND<half_t>(32,64)", "NZ<half_t>(32,64)").orElseThrow();
    assertEquals(32 * 64, whole.size());
    // element (1,0): ND index 64, NZ index C0 = 16; element (0,16): ND 16, NZ C0·al16(32) = 512
    assertEquals(16, whole.index(64));
    assertEquals(512, whole.index(16));
  }

  @Test
  void refusesTheWrongSourceFormatNamingTheRightConversion() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Conversion.ND2NZ.prove("DN<half_t>(32,64)", "NZ<half_t>(32,64)"));
    assertTrue(e.getMessage().contains("nd2nz reads ND or NDExt, but its source is Te's "
        + "DN<half_t>; use dn2nz"), e.getMessage());
  }

  @Test
  void refusesTheWrongDestinationFormat() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Conversion.NZ2ZN.prove("NZ<half_t>(32,64)", "ZZ<half_t>(32,64)"));
    assertTrue(e.getMessage().contains("nz2zn writes ZN, but its destination is Te's ZZ<half_t>"),
        e.getMessage());
  }

  @Test
  void refusesDifferentMatrices() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Conversion.ND2NZ.prove("ND<half_t>(32,64)", "NZ<half_t>(32,48)"));
    assertTrue(e.getMessage().contains("does not cover the same matrix: the source has 64 columns,"
        + " the destination 48"), e.getMessage());
    IllegalArgumentException types = assertThrows(IllegalArgumentException.class,
        () -> Conversion.ND2NZ.prove("ND<half_t>(32,64)", "NZ<float>(32,64)"));
    assertTrue(types.getMessage().contains("the source holds half_t, the destination float"),
        types.getMessage());
  }

  @Test
  void refusesWhatIsNotAMatrixFrameFormat() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Conversion.ND2NZ.prove("(32,64):(64,1)", "NZ<half_t>(32,64)"));
    assertTrue(e.getMessage().contains("is not a matrix frame format"), e.getMessage());
  }

  /** The destination formats' formulas, FRACTAL = 16. */
  private static int formula(String format, int c0, int m, int n, int i, int j) {
    return switch (format) {
      // ((16,⌈m/16⌉),(C0,⌈n/C0⌉)):((C0,16·C0),(1,C0·al16(m)))
      case "NZ" -> i % 16 * c0 + i / 16 * 16 * c0 + j % c0 + j / c0 * c0 * roundUp(m, 16);
      // ((C0,⌈m/C0⌉),(16,⌈n/16⌉)):((1,C0·al16(n)),(C0,16·C0))
      case "ZN" -> i % c0 + i / c0 * c0 * roundUp(n, 16) + j % 16 * c0 + j / 16 * 16 * c0;
      default -> throw new IllegalArgumentException(format);
    };
  }

  private static int roundUp(int x, int k) {
    return (x + k - 1) / k * k;
  }
}
