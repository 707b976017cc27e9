package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import jdk.incubator.vector.FloatVector;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The transposing copy's vector paths leave every array as {@link FloatTensor#copyTo} does: tiles of
 * larger tensors, offsets, padded leading dimensions, swizzled destinations, 3-D permutes and
 * strided sources, on extents that are and are not multiples of the vector length; and the named
 * cases take the transpose path.
 */
class TransposeCopyPropertiesTest {
  private static final int L = FloatVector.SPECIES_PREFERRED.length();

  @Test
  void theNamedCasesTakeTheTransposePath() {
    String[][] pairs = {
        {"(4096,4096):(4096,1)", "(4096,4096):(1,4096)"},
        {"(64,64):(4096,1)", "(64,64):(1,64)"},
        {"(100,37):(41,1)", "(100,37):(1,103)"},
        {"(8,16,32):(512,32,1)", "(8,16,32):(1,256,8)"},
        {"(64,64):(64,1)", "(64,64):(1,64)"}};
    for (String[] pair : pairs) {
      assertEquals(CopyPlan.Inner.TRANSPOSE,
          Copy.plan(Layout.parse(pair[0]), Layout.parse(pair[1])).inner(), pair[0] + " -> " + pair[1]);
    }
  }

  @Property(tries = 300)
  void aPaddedOffsetTransposeEqualsCopyTo(@ForAll long seed) {
    Random r = new Random(seed);
    int rows = extent(r);
    int cols = extent(r);
    int ldSrc = cols + (r.nextBoolean() ? 0 : r.nextInt(40));
    int ldDst = rows + (r.nextBoolean() ? 0 : r.nextInt(40));
    Layout src = Layout.of(shape(rows, cols), shape(ldSrc, 1));
    Layout dst = Layout.of(shape(rows, cols), shape(1, ldDst));
    check(src, r.nextInt(50), dst, r.nextInt(50), null);
  }

  /** A panel's short destination-contiguous mode: the register tiles where vectors are 16 lanes. */
  @Property(tries = 200)
  void aPanelTransposeEqualsCopyTo(@ForAll long seed) {
    Random r = new Random(seed);
    int rows = r.nextBoolean() ? L * (1 + r.nextInt(2)) : 1 + r.nextInt(2 * L);
    int cols = extent(r);
    Layout src = Layout.of(shape(rows, cols), shape(cols + r.nextInt(40), 1));
    Layout dst = Layout.of(shape(rows, cols), shape(1, rows + r.nextInt(3)));
    check(src, r.nextInt(50), dst, r.nextInt(50), null);
  }

  @Property(tries = 200)
  void aSwizzledDestinationEqualsCopyTo(@ForAll long seed) {
    Random r = new Random(seed);
    int rows = extent(r);
    int cols = extent(r);
    int bits = 1 + r.nextInt(3);
    int base = r.nextInt(5);
    Swizzle swizzle = new Swizzle(bits, base, bits + r.nextInt(3));
    Layout src = Layout.of(shape(rows, cols), shape(cols + r.nextInt(3), 1));
    Layout dst = Layout.of(shape(rows, cols), shape(1, rows + r.nextInt(3)));
    check(src, r.nextInt(20), dst, r.nextInt(20), swizzle);
  }

  @Property(tries = 200)
  void aPermuteOfThreeModesEqualsCopyTo(@ForAll long seed) {
    Random r = new Random(seed);
    int[] extents = {1 + r.nextInt(24), 1 + r.nextInt(24), 1 + r.nextInt(40)};
    check(permuted(extents, r), r.nextInt(30), permuted(extents, r), r.nextInt(30), null);
  }

  @Property(tries = 200)
  void aStridedSourceIntoAContiguousDestinationEqualsCopyTo(@ForAll long seed) {
    Random r = new Random(seed);
    int n = extent(r);
    int m = 1 + r.nextInt(5);
    int step = 2 + r.nextInt(4);
    Layout src = Layout.of(shape(n, m), shape(step, n * step + r.nextInt(3)));
    Layout dst = Layout.of(shape(n, m), shape(1, n));
    check(src, r.nextInt(10), dst, r.nextInt(10), null);
  }

  /** An extent: a multiple of the vector length, one off, or anything up to 300. */
  private static int extent(Random r) {
    int kind = r.nextInt(3);
    int multiple = L * (1 + r.nextInt(300 / L));
    return kind == 0 ? multiple : kind == 1 ? multiple + (r.nextBoolean() ? 1 : -1) : 1 + r.nextInt(300);
  }

  /** The extents compact in a random order of the modes, sometimes with a gap after a mode. */
  private static Layout permuted(int[] extents, Random r) {
    List<Integer> order = new ArrayList<>(List.of(0, 1, 2));
    Collections.shuffle(order, r);
    int[] strides = new int[3];
    int running = 1;
    for (int mode : order) {
      strides[mode] = running;
      running = running * extents[mode] + (r.nextInt(3) == 0 ? r.nextInt(4) : 0);
    }
    return Layout.of(IntTuple.of(IntTuple.of(extents[0]), IntTuple.of(extents[1]),
        IntTuple.of(extents[2])), IntTuple.of(IntTuple.of(strides[0]), IntTuple.of(strides[1]),
        IntTuple.of(strides[2])));
  }

  private static void check(Layout src, int srcOffset, Layout dst, int dstOffset, Swizzle swizzle) {
    float[] from = CopyPropertiesTest.iota(srcOffset + (int) IndexRange.of(src).max() + 1);
    int span = dstOffset + (int) IndexRange.of(dst).max() + 1;
    if (swizzle != null) {
      int group = 1 << (swizzle.bits() + swizzle.base() + Math.abs(swizzle.shift()));
      span = (span + group - 1) / group * group + group;
    }
    float[] expected = new float[span];
    java.util.Arrays.fill(expected, -1f);
    float[] actual = expected.clone();
    FloatTensor source = FloatTensor.of(from, srcOffset, src);
    FloatTensor want = swizzle == null ? FloatTensor.of(expected, dstOffset, dst)
        : FloatTensor.of(expected, dstOffset, swizzle.compose(dst));
    FloatTensor got = swizzle == null ? FloatTensor.of(actual, dstOffset, dst)
        : FloatTensor.of(actual, dstOffset, swizzle.compose(dst));
    source.copyTo(want);
    Copy.copy(source, got);
    assertArrayEquals(expected, actual, () -> src + " at " + srcOffset + " -> " + got);
  }

  private static IntTuple shape(int a, int b) {
    return IntTuple.of(IntTuple.of(a), IntTuple.of(b));
  }
}
