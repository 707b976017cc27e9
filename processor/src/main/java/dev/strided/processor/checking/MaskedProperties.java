package dev.strided.processor.checking;

import dev.strided.core.Colex;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LeafValues;
import dev.strided.processor.model.Mask;
import dev.strided.processor.model.SwizzledIndices;
import dev.strided.processor.model.SymbolicTuple;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The [strided:injective] and [strided:compact] rules of a masked layout, which speak of its
 * in-bounds part: no two coordinates in bounds share an index; the indices of the coordinates in
 * bounds are exactly {@code 0..n-1}. A static layout of at most
 * {@link LeafValues#ENUMERATION_LIMIT} coordinates is decided by enumeration. With names, the
 * in-bounds part of one divide of the source is the source's coordinates, one onto one, so it has
 * the source's properties; a mode of one divide ({@code get}) has its injectivity; others are not
 * decided.
 *
 * <pre>{@code
 * // zipped_divide((M,N):(1,1), (8,4)), masked, injective = true:
 * // [strided:injective] ... the in-bounds part of a masked layout is injective exactly when (M,N):(_1,_1) is: ...
 * }</pre>
 */
final class MaskedProperties {
  private MaskedProperties() {}

  static void check(CheckedLayout layout, boolean injective, boolean compact)
      throws LayoutRejected {
    if (!injective && !compact) {
      return;
    }
    LeafValues v = LeafValues.of(layout);
    if (layout.isStatic() && v.size() <= LeafValues.ENUMERATION_LIMIT) {
      enumerate(layout, v, injective, compact);
      return;
    }
    Mask mask = layout.mask();
    boolean decided = mask.reach() == Mask.Reach.ALL
        || mask.reach() == Mask.Reach.DISTINCT && !compact;
    if (!decided) {
      throw new LayoutRejected(new Diagnostic(compact ? Tag.COMPACT : Tag.INJECTIVE, "cannot "
          + "prove that the in-bounds part of masked layout " + layout.text() + " is "
          + (compact ? "compact" : "injective") + ": the processor proves it of one divide of "
          + mask.source() + (compact ? "" : " or a mode of one") + ", whose coordinates in bounds "
          + "are " + mask.source() + "'s" + (compact ? "" : " (some of them)") + ".", "of"));
    }
    try {
      PropertyChecks.demand(mask.origin(), injective, compact);
    } catch (LayoutRejected e) {
      Diagnostic d = e.diagnostic();
      throw new LayoutRejected(new Diagnostic(d.tag(), "the in-bounds part of masked layout "
          + layout.text() + " is " + d.tag().id() + " exactly when " + mask.source() + " is, "
          + "and " + d.message(), "of"));
    }
  }

  /** Every coordinate in bounds, its index and whether another one had it. */
  private static void enumerate(CheckedLayout layout, LeafValues v, boolean injective,
      boolean compact) throws LayoutRejected {
    long[] extents = v.extents(Map.of());
    long[] strides = v.strides(Map.of());
    List<Mask.Bound> bounds = layout.mask().bounds();
    Map<Long, Long> first = new HashMap<>();
    long size = v.size();
    for (long c = 0; c < size; c++) {
      long[] digits = Colex.digits(extents, c);
      if (!inBounds(bounds, digits)) {
        continue;
      }
      long index = layout.swizzle() == null ? dot(digits, strides)
          : SwizzledIndices.index(layout.swizzle(), extents, strides, c);
      Long other = first.putIfAbsent(index, c);
      if (other != null && (injective || compact)) {
        throw new LayoutRejected(new Diagnostic(injective ? Tag.INJECTIVE : Tag.COMPACT,
            "the in-bounds part of masked layout " + layout.text() + " is not "
            + (injective ? "injective" : "compact") + ": coordinates "
            + LeafValues.coordinate(layout, Colex.digits(extents, other)) + " and "
            + LeafValues.coordinate(layout, digits) + " both map to index " + index + ".", "of"));
      }
    }
    if (compact) {
      for (long i = 0; i < first.size(); i++) {
        if (!first.containsKey(i)) {
          throw new LayoutRejected(new Diagnostic(Tag.COMPACT, "the in-bounds part of masked "
              + "layout " + layout.text() + " is not compact: index " + i + " is never reached, "
              + "but its " + first.size() + " coordinates in bounds would reach exactly 0.."
              + (first.size() - 1) + ".", "of"));
        }
      }
    }
  }

  private static boolean inBounds(List<Mask.Bound> bounds, long[] digits) {
    for (Mask.Bound b : bounds) {
      List<SymbolicTuple.Leaf> c = b.coefficients().leaves();
      long x = 0;
      for (int l = 0; l < digits.length; l++) {
        x += digits[l] * c.get(l).value().coefficient();
      }
      if (x < 0 || x >= b.extent().coefficient()) {
        return false;
      }
    }
    return true;
  }

  private static long dot(long[] digits, long[] strides) {
    long sum = 0;
    for (int l = 0; l < digits.length; l++) {
      sum += digits[l] * strides[l];
    }
    return sum;
  }
}
