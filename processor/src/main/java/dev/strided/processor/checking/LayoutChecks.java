package dev.strided.processor.checking;

import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LeafValues;

/**
 * The rules every layout meets, written or derived, once derivation has made it, in this order:
 * its printed size ({@link Limits}), overflow ({@link Overflow}), and the number of coordinates of
 * a swizzled layout, whose indices the generated class enumerates. A layout that another one uses
 * meets them too, before it is used.
 *
 * <pre>{@code
 * LayoutChecks.check(layout);   // or LayoutRejected with the first rule's error
 * }</pre>
 */
public final class LayoutChecks {
  private LayoutChecks() {}

  /**
   * Checks the layout.
   *
   * @param layout a written or derived layout
   * @throws LayoutRejected with the first fault
   */
  public static void check(CheckedLayout layout) throws LayoutRejected {
    Limits.printed(layout.shape(), layout.stride(), layout.request().strideAttribute());
    Overflow.check(layout);
    long size = LeafValues.of(layout).size();
    if (layout.swizzle() != null && size > LeafValues.ENUMERATION_LIMIT) {
      throw new LayoutRejected(new Diagnostic(Tag.LIMIT, "of \"" + layout.request().of()
          + "\" is a swizzled layout of " + size + " coordinates; this version generates swizzled "
          + "layouts of at most " + LeafValues.ENUMERATION_LIMIT + ", whose indices it "
          + "enumerates.", "of"));
    }
  }
}
