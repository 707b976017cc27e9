package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * Two layouts of one size over a common flat shape: the coarsest list of extents on which each
 * layout has a single stride per mode, so that element {@code i} (colexicographic over these
 * extents) is at {@code Σ c_k·src_k} in the source and {@code Σ c_k·dst_k} in the destination.
 * Found with the algebra: the source, coalesced, composed with the compact layout of the coalesced
 * destination's leaves refines them where the source breaks them; the destination composed with the
 * compact layout of that refinement reads its strides. Extent-1 modes are dropped.
 *
 * <pre>{@code JointModes.of(Layout.parse("(4,8):(8,1)"), Layout.parse("(4,8):(1,4)"));
 * // extents [4, 8], src strides [8, 1], dst strides [1, 4]}</pre>
 *
 * @param extents the extents, innermost (fastest in the 1-D coordinate) first
 * @param src the source's stride of each
 * @param dst the destination's stride of each
 */
record JointModes(int[] extents, int[] src, int[] dst) {

  /**
   * The joint modes, or null when a composition is refused (the two layouts split the 1-D
   * coordinate at places that do not divide each other, as {@code (2,3)} and {@code (3,2)}).
   */
  static JointModes of(Layout source, Layout destination) {
    Layout s = ValueLayouts.of(source).coalesce();
    Layout d = ValueLayouts.of(destination).coalesce();
    Layout sOverD;
    Layout dOverJoint;
    try {
      sOverD = s.compose(Layout.columnMajor(IntTuple.of(d.shape().flatten().toArray(IntTuple[]::new))));
      IntTuple joint = IntTuple.of(sOverD.shape().flatten().toArray(IntTuple[]::new));
      dOverJoint = d.compose(Layout.columnMajor(joint));
    } catch (IllegalArgumentException refused) {
      return null;
    }
    List<IntTuple.Int> extents = sOverD.shape().flatten();
    List<IntTuple.Int> srcStrides = sOverD.stride().flatten();
    List<IntTuple.Int> dstExtents = dOverJoint.shape().flatten();
    List<IntTuple.Int> dstStrides = dOverJoint.stride().flatten();
    if (!values(extents).equals(values(dstExtents))) {
      return null;
    }
    List<int[]> kept = new ArrayList<>();
    for (int k = 0; k < extents.size(); k++) {
      if (extents.get(k).value() != 1) {
        kept.add(new int[] {extents.get(k).value(), srcStrides.get(k).value(),
            dstStrides.get(k).value()});
      }
    }
    int[] e = new int[kept.size()];
    int[] ss = new int[kept.size()];
    int[] ds = new int[kept.size()];
    for (int k = 0; k < kept.size(); k++) {
      e[k] = kept.get(k)[0];
      ss[k] = kept.get(k)[1];
      ds[k] = kept.get(k)[2];
    }
    return new JointModes(e, ss, ds);
  }

  private static List<Integer> values(List<IntTuple.Int> leaves) {
    List<Integer> out = new ArrayList<>();
    for (IntTuple.Int leaf : leaves) {
      if (leaf.value() != 1) {
        out.add(leaf.value());
      }
    }
    return out;
  }

  /** The first mode whose source and destination strides are both {@code stride}, or -1. */
  int bothAt(int stride) {
    for (int k = 0; k < extents.length; k++) {
      if (src[k] == stride && dst[k] == stride) {
        return k;
      }
    }
    return -1;
  }

  /** The first mode whose stride in {@code strides} is 1, or -1. */
  static int unitIn(int[] strides) {
    for (int k = 0; k < strides.length; k++) {
      if (strides[k] == 1) {
        return k;
      }
    }
    return -1;
  }
}
