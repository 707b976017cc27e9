package dev.strided.core;

import java.util.List;

/**
 * CANN's convolution data formats as layouts over (n, c, h, w), the order the formats' names
 * share: NCHW and NHWC are the row-major orders their names spell; NC1HWC0 splits the channels
 * into C1 = ⌈C/C0⌉ groups of C0 (the last one padded) and stores N, C1, H, W, C0 row-major, so the
 * channel mode is {@code (C0,C1):(1,H·W·C0)}.
 */
final class ConvFormats {
  private ConvFormats() {}

  /** The layout of {@code pattern} (NCHW, NHWC or NC1HWC0) of extents (N, C, H, W). */
  static <T, L> Pair<T> layout(Domain<T, L> dom, FrameFormat.Pattern pattern, List<L> extents,
      int c0) {
    L n = extents.get(0);
    L c = extents.get(1);
    L h = extents.get(2);
    L w = extents.get(3);
    L one = dom.constant(1);
    L hw = dom.times(h, w);
    return switch (pattern) {
      case NCHW -> flat(dom, extents, List.of(dom.times(c, hw), hw, w, one));
      case NHWC -> flat(dom, extents, List.of(dom.times(hw, c), one, dom.times(w, c), c));
      default -> {
        L k = dom.constant(c0);
        L c1 = dom.ceilDiv(c, k);
        L group = dom.times(hw, k);
        T channels = dom.tuple(List.of(dom.ofLeaf(k), dom.ofLeaf(c1)));
        T channelStrides = dom.tuple(List.of(dom.ofLeaf(one), dom.ofLeaf(group)));
        yield new Pair<>(
            dom.tuple(List.of(dom.ofLeaf(n), channels, dom.ofLeaf(h), dom.ofLeaf(w))),
            dom.tuple(List.of(dom.ofLeaf(dom.times(c1, group)), channelStrides,
                dom.ofLeaf(dom.times(w, k)), dom.ofLeaf(k))));
      }
    };
  }

  private static <T, L> Pair<T> flat(Domain<T, L> dom, List<L> shape, List<L> stride) {
    return new Pair<>(dom.tuple(shape.stream().map(dom::ofLeaf).toList()),
        dom.tuple(stride.stream().map(dom::ofLeaf).toList()));
  }
}
