package dev.strided.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;
import java.util.Random;

/**
 * Flat layouts with static extents for {@link SmallGemm}'s properties, and arrays for them: row- or
 * column-major, padded, the inner stride 1 (mostly), 2 or 3, a stride sometimes negated, strides
 * static or dynamic; a batch mode above a product's reach. Each array has two spare elements
 * before the layout's lowest index and two after its highest. {@link #assertLikeGemm} compares a
 * plan with the general GEMM.
 */
final class SmallLayouts {
  private SmallLayouts() {}

  /** A flat {@code (_rows,_cols)} layout. */
  static Layout matrix(int rows, int cols, Random r) {
    boolean rowMajor = r.nextBoolean();
    int inner = r.nextInt(5) == 0 ? 2 + r.nextInt(2) : 1;
    int pad = r.nextInt(3) == 0 ? 1 + r.nextInt(5) : 0;
    int outer = inner * ((rowMajor ? cols : rows) + pad);
    int rowStride = sign(r) * (rowMajor ? outer : inner);
    int colStride = sign(r) * (rowMajor ? inner : outer);
    boolean staticStrides = r.nextBoolean();
    return Layout.of(IntTuple.of(IntTuple.ofStatic(rows), IntTuple.ofStatic(cols)),
        IntTuple.of(leaf(rowStride, staticStrides), leaf(colStride, staticStrides)));
  }

  /** {@code product} with a batch mode of {@code count} products, each past the one before. */
  static Layout batch(Layout product, int count, Random r) {
    IndexRange range = IndexRange.of(product);
    int step = sign(r) * (int) (range.max() - range.min() + 1 + r.nextInt(3));
    return Layout.of(IntTuple.of(product.shape(0), product.shape(1), IntTuple.of(count)),
        IntTuple.of(product.stride(0), product.stride(1), IntTuple.of(step)));
  }

  private static int sign(Random r) {
    return r.nextInt(8) == 0 ? -1 : 1;
  }

  private static IntTuple leaf(int value, boolean isStatic) {
    return isStatic ? IntTuple.ofStatic(value) : IntTuple.of(value);
  }

  /** The offset of the layout's {@code (0,0)} in its array. */
  static int origin(Layout l) {
    return (int) -IndexRange.of(l).min() + 2;
  }

  /** Elements -4 to 4, whole numbers. */
  static float[] integers(Layout l, Random r) {
    float[] data = new float[length(l)];
    for (int i = 0; i < data.length; i++) {
      data[i] = r.nextInt(9) - 4;
    }
    return data;
  }

  /** Elements in [-1, 1). */
  static float[] reals(Layout l, Random r) {
    float[] data = new float[length(l)];
    for (int i = 0; i < data.length; i++) {
      data[i] = 2 * r.nextFloat() - 1;
    }
    return data;
  }

  private static int length(Layout l) {
    IndexRange range = IndexRange.of(l);
    return (int) (range.max() - range.min()) + 5;
  }

  /**
   * Asserts that {@link SmallGemm} on whole-number arrays for A, B and C (one product, or
   * {@code count} of a batch) gives exactly the general {@link Gemm}'s C, product by product.
   */
  static void assertLikeGemm(Layout la, Layout lb, Layout lc, int count, Random r, String what) {
    float[] a = integers(la, r);
    float[] b = integers(lb, r);
    float[] c = integers(lc, r);
    float[] general = c.clone();
    SmallGemm.of(la, lb, lc).run(a, origin(la), b, origin(lb), c, origin(lc));
    for (int p = 0; p < count; p++) {
      Gemm.gemm(product(a, la, p), product(b, lb, p), product(general, lc, p));
    }
    assertArrayEquals(general, c, what + "A " + la + " B " + lb + " C " + lc);
  }

  /**
   * Product {@code p} of a batch layout (its first two modes at the batch mode's offset), or a
   * layout's one product.
   */
  private static FloatTensor product(float[] data, Layout layout, int p) {
    if (layout.rank() == 2) {
      return FloatTensor.of(data, origin(layout), layout);
    }
    Layout one = Layout.concat(layout.get(0), layout.get(1));
    return FloatTensor.of(data, origin(layout) + layout.get(2).index(p), one);
  }
}
