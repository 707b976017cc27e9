package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link Copy#copy} leaves every array exactly as {@link FloatTensor#copyTo} does, on random
 * layout pairs of one size: plain, swizzled, broadcasting (stride 0) destinations, and source and
 * destination overlapping in one array.
 */
class CopyPropertiesTest {

  @Property(tries = 400)
  void copyEqualsCopyToOnSeparateArrays(@ForAll long seed) {
    Random r = new Random(seed);
    int size = 1 + r.nextInt(r.nextBoolean() ? 64 : 2000);
    Layout src = RandomLayouts.ofSize(size, r, true);
    Layout dst = RandomLayouts.ofSize(size, r, r.nextInt(4) == 0);
    float[] from = iota(span(src) + 7);
    int srcOffset = offsetFor(src, r);
    int dstOffset = offsetFor(dst, r);
    float[] expected = marked(span(dst) + 5);
    float[] actual = expected.clone();
    FloatTensor.of(from, srcOffset, src).copyTo(FloatTensor.of(expected, dstOffset, dst));
    Copy.copy(FloatTensor.of(from, srcOffset, src), FloatTensor.of(actual, dstOffset, dst));
    assertArrayEquals(expected, actual, () -> src + " at " + srcOffset + " -> " + dst + " at "
        + dstOffset);
  }

  @Property(tries = 200)
  void copyEqualsCopyToWithinOneArray(@ForAll long seed) {
    Random r = new Random(seed);
    int size = 1 + r.nextInt(300);
    Layout src = RandomLayouts.ofSize(size, r, true);
    Layout dst = RandomLayouts.ofSize(size, r, true);
    int length = Math.max(span(src), span(dst)) * 2 + 8;
    int srcOffset = offsetFor(src, r) + r.nextInt(length / 2);
    int dstOffset = offsetFor(dst, r) + r.nextInt(length / 2);
    float[] expected = iota(length);
    float[] actual = expected.clone();
    FloatTensor.of(expected, srcOffset, src).copyTo(FloatTensor.of(expected, dstOffset, dst));
    Copy.copy(FloatTensor.of(actual, srcOffset, src), FloatTensor.of(actual, dstOffset, dst));
    assertArrayEquals(expected, actual, () -> src + " at " + srcOffset + " -> " + dst + " at "
        + dstOffset + " in one array");
  }

  @Property(tries = 200)
  void copyEqualsCopyToThroughSwizzles(@ForAll long seed) {
    Random r = new Random(seed);
    int bits = 1 + r.nextInt(3);
    int base = r.nextInt(3);
    int shift = bits + r.nextInt(3);
    int block = 1 << (bits + base + shift);
    int size = block * (1 + r.nextInt(3));
    Layout inner = RandomLayouts.ofSize(size, r, false, false);
    Layout plain = RandomLayouts.ofSize(size, r, false);
    float[] swizzledData = iota(roundUp(span(inner), block) + block);
    float[] expected = marked(span(plain) + 3);
    float[] actual = expected.clone();
    FloatTensor swizzled = FloatTensor.of(swizzledData, 0,
        new Swizzle(bits, base, shift).compose(Layout.of(inner.shape(), inner.stride())));
    int plainOffset = offsetFor(plain, r);
    swizzled.copyTo(FloatTensor.of(expected, plainOffset, plain));
    Copy.copy(swizzled, FloatTensor.of(actual, plainOffset, plain));
    assertArrayEquals(expected, actual, () -> swizzled + " -> " + plain);
    float[] back = marked(swizzledData.length);
    float[] backExpected = back.clone();
    FloatTensor.of(actual, plainOffset, plain).copyTo(FloatTensor.of(backExpected, 0,
        swizzled.swizzledLayout()));
    Copy.copy(FloatTensor.of(actual, plainOffset, plain), FloatTensor.of(back, 0,
        swizzled.swizzledLayout()));
    assertArrayEquals(backExpected, back, () -> plain + " -> " + swizzled);
  }

  /** An offset that puts the smallest index the layout reaches at 0 or a little above. */
  private static int offsetFor(Layout layout, Random r) {
    return (int) -IndexRange.of(layout).min() + r.nextInt(3);
  }

  private static int span(Layout layout) {
    IndexRange range = IndexRange.of(layout);
    return (int) (range.max() - range.min()) + 3;
  }

  private static int roundUp(int n, int block) {
    return (n + block - 1) / block * block;
  }

  static float[] iota(int n) {
    float[] a = new float[n];
    for (int i = 0; i < n; i++) {
      a[i] = i + 1;
    }
    return a;
  }

  private static float[] marked(int n) {
    float[] a = new float[n];
    java.util.Arrays.fill(a, -1f);
    return a;
  }
}
