package dev.strided.processor.checking;

import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.LeafValues;
import dev.strided.processor.model.Mask;

/**
 * The properties checking proves of every layout, carried on the checked layout so that planning
 * and writing never prove them again: demanded ones have been checked, the others are proven
 * symbolically when they can be. A masked layout's are its in-bounds part's: its source's, as far
 * as its reach keeps them.
 *
 * <pre>{@code
 * ProvenProperties.prove(layout).proofs();   // Proofs[injective=true, compact=true] for (4,8):(1,4)
 * }</pre>
 */
public final class ProvenProperties {
  private ProvenProperties() {}

  /**
   * The layout with what is proven of it.
   *
   * @param layout a layout whose demanded properties have been checked
   * @return the same layout with {@link CheckedLayout#proofs()}
   */
  public static CheckedLayout prove(CheckedLayout layout) {
    return layout.withProofs(of(layout));
  }

  private static LayoutModel.Proofs of(CheckedLayout layout) {
    if (layout.mask() != null) {
      Mask.Reach reach = layout.mask().reach();
      LayoutModel.Proofs source = reach == Mask.Reach.UNKNOWN
          ? new LayoutModel.Proofs(false, false) : of(layout.mask().origin());
      boolean compact = layout.request().compact() || reach == Mask.Reach.ALL && source.compact();
      return new LayoutModel.Proofs(layout.request().injective() || compact
          || source.injective(), compact);
    }
    LeafValues v = LeafValues.of(layout);
    boolean compact = layout.request().compact() || layout.swizzle() == null
        && StrideChain.compact(v.extentList(), v.strideList()).proven();
    boolean injective = layout.request().injective() || compact
        || StrideChain.injective(v.extentList(), v.strideList(), layout::isExtentName).proven();
    return new LayoutModel.Proofs(injective, compact);
  }
}
