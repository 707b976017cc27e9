package dev.strided.atom;

import dev.strided.IntTuple;
import dev.strided.Layout;

/**
 * The register layouts CuTe gives a thread's fragments: {@code make_fragment_like} for the A and B
 * operands, plain column-major for the accumulators.
 *
 * <pre>{@code Fragments.like(Layout.parse("((_2,_2),_2,_4):((_0,_64),_8,_256)"));
 * // ((_2,_2),_2,_4):((_0,_1),_2,_4)}</pre>
 */
final class Fragments {
  private Fragments() {}

  /**
   * CuTe's {@code make_fragment_like(layout)}: with a static shape of rank 2 or more, mode 0
   * column-major (its stride-0 leaves kept at 0, so a broadcast value is held once) tiled by the
   * other modes compact in the order of their strides; otherwise the column-major layout of the
   * shape.
   */
  static Layout like(Layout layout) {
    int rank = layout.rank();
    if (rank < 2 || !layout.shape().isStatic()) {
      return Layout.columnMajor(layout.shape());
    }
    Layout first = layout.get(0);
    Layout block = Layout.of(first.shape(),
        Layout.columnMajor(zerosAsOne(first.stride(), first.shape())).stride());
    Layout rest = layout.take(1, rank);
    return block.tiledProduct(Layout.ordered(rest.shape(), rest.stride()));
  }

  /** CuTe's {@code filter_zeros(stride, shape)}: the shape, each leaf of static stride 0 made {@code _1}. */
  private static IntTuple zerosAsOne(IntTuple stride, IntTuple shape) {
    if (stride instanceof IntTuple.Int s) {
      return s.isStatic() && s.value() == 0 ? ones(shape) : shape;
    }
    IntTuple.Tuple strides = (IntTuple.Tuple) stride;
    IntTuple[] out = new IntTuple[strides.rank()];
    for (int i = 0; i < out.length; i++) {
      out[i] = zerosAsOne(strides.get(i), shape.get(i));
    }
    return IntTuple.of(out);
  }

  private static IntTuple ones(IntTuple shape) {
    if (shape instanceof IntTuple.Int) {
      return IntTuple.ofStatic(1);
    }
    IntTuple[] out = new IntTuple[shape.rank()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ones(shape.get(i));
    }
    return IntTuple.of(out);
  }
}
