package dev.strided.processor.checking;

import dev.strided.core.Colex;
import dev.strided.core.IndexEnumeration;
import dev.strided.core.Injectivity;
import dev.strided.core.LongQuantities;
import dev.strided.core.Quantities;
import dev.strided.core.Symbol;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LeafValues;
import dev.strided.processor.model.SwizzledIndices;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The [strided:injective] and [strided:compact] rules.
 *
 * <p>Static layouts of at most {@link LeafValues#ENUMERATION_LIMIT} coordinates are decided exactly by
 * enumeration, with the two colliding coordinates or the first missing index as evidence. Bigger
 * static layouts: compactness is decided exactly by {@link StrideChain} (a layout is compact iff its
 * leaves form a mixed radix); injectivity is proven by the chain or refuted by a stride 0 or two equal
 * |strides|, and otherwise reported as undecidable. Layouts with names must pass the symbolic chain;
 * if not, small bindings (all 2, all 3, distinct primes) are tried for a counterexample, and
 * otherwise the error says the property cannot be proven for every value of the names. A layout whose
 * stride is omitted is compact by construction.
 *
 * <pre>{@code
 * // @Layout(shape = "(2,2)", stride = "(1,1)", injective = true)
 * // [strided:injective] layout (2,2):(1,1) is not injective: coordinates (1,0) and (0,1) both map
 * //   to index 1.
 * }</pre>
 */
public final class PropertyChecks {

  private PropertyChecks() {}

  /**
   * Checks the demanded properties.
   *
   * @param layout the layout (overflow already checked)
   * @throws LayoutRejected when a demanded property fails or cannot be established
   */
  public static void check(CheckedLayout layout) throws LayoutRejected {
    LayoutRequest r = layout.request();
    if (layout.mask() != null) {
      MaskedProperties.check(layout, r.injective(), r.compact());
      return;
    }
    demand(layout, r.injective(), r.compact());
  }

  /**
   * Checks the given properties, whatever the layout's own annotation demands (a masked layout
   * demands them of its source).
   *
   * @param layout the layout (overflow already checked), not masked
   * @param injective whether to check injectivity
   * @param compact whether to check compactness
   * @throws LayoutRejected when a property fails or cannot be established
   */
  static void demand(CheckedLayout layout, boolean injective, boolean compact)
      throws LayoutRejected {
    LayoutRequest r = layout.request();
    if (r.stride().isEmpty() && r.of().isEmpty()) {
      return; // compact strides are compact
    }
    if (injective) {
      injective(layout);
    }
    if (compact) {
      compact(layout);
    }
  }

  private static void injective(CheckedLayout layout) throws LayoutRejected {
    LeafValues v = LeafValues.of(layout);
    if (layout.names().isEmpty() && v.size() <= LeafValues.ENUMERATION_LIMIT) {
      long[] hit = IndexEnumeration.collision(v.extents(Map.of()), v.strides(Map.of()),
          LeafValues.ENUMERATION_LIMIT);
      if (hit != null) {
        throw reject(layout, Tag.INJECTIVE, "is not injective", collision(layout, v, Map.of(), hit));
      }
      return;
    }
    if (StrideChain.injective(v.extentList(), v.strideList(), layout::isExtentName).proven()) {
      return;
    }
    if (layout.names().isEmpty()) {
      String evidence = StaticEvidence.injective(layout, v);
      if (evidence != null) {
        throw reject(layout, Tag.INJECTIVE, "is not injective", evidence);
      }
      throw new LayoutRejected(new Diagnostic(Tag.INJECTIVE, "cannot decide whether layout "
          + layout.text() + " is injective: its size " + v.size() + " exceeds the "
          + LeafValues.ENUMERATION_LIMIT + " coordinates the processor enumerates, and its strides, "
          + "sorted by absolute value, are not each at least the span of the smaller ones.",
          attribute(layout)));
    }
    for (Map<String, Long> binding : bindings(layout)) {
      long[] extents = v.extents(binding);
      long[] strides = v.strides(binding);
      if (extents != null && strides != null) {
        long[] hit = collisionOrNull(extents, strides);
        if (hit != null) {
          throw reject(layout, Tag.INJECTIVE, "is not injective when " + text(layout, binding),
              collision(layout, v, binding, hit));
        }
      }
    }
    throw cannotProve(layout, Tag.INJECTIVE, "each reach the span of the leaves before them "
        + "(as (M,N):(1,M) or (M,N):(1,2*M))");
  }

  private static void compact(CheckedLayout layout) throws LayoutRejected {
    if (layout.swizzle() != null) {
      compactSwizzled(layout);
      return;
    }
    LeafValues v = LeafValues.of(layout);
    if (layout.names().isEmpty() && v.size() <= LeafValues.ENUMERATION_LIMIT) {
      long missing = IndexEnumeration.firstMissing(v.extents(Map.of()), v.strides(Map.of()),
          LeafValues.ENUMERATION_LIMIT);
      if (missing >= 0) {
        throw reject(layout, Tag.COMPACT, "is not compact", missing(v.size(), missing));
      }
      return;
    }
    Injectivity.Chain<Symbol> chain = StrideChain.compact(v.extentList(), v.strideList());
    if (chain.proven()) {
      return;
    }
    if (layout.names().isEmpty()) {
      throw reject(layout, Tag.COMPACT, "is not compact", StaticEvidence.compact(layout, v, chain));
    }
    for (Map<String, Long> binding : bindings(layout)) {
      long[] extents = v.extents(binding);
      long[] strides = v.strides(binding);
      if (extents != null && strides != null) {
        long missing = firstMissingOrMinusOne(extents, strides);
        if (missing >= 0) {
          long size = Quantities.size(LongQuantities.EXACT, LongQuantities.leaves(extents));
          throw reject(layout, Tag.COMPACT, "is not compact when " + text(layout, binding),
              missing(size, missing));
        }
      }
    }
    throw cannotProve(layout, Tag.COMPACT, "are exactly the products of the extents before them "
        + "(as (M,N):(N,1))");
  }

  /** The layout before the swizzle is compact, and the swizzle keeps every index below the size. */
  private static void compactSwizzled(CheckedLayout layout) throws LayoutRejected {
    CheckedLayout plain = new CheckedLayout(layout.request(), layout.shape(), layout.stride(),
        layout.names(), layout.bindings(), null);
    compact(plain);
    LeafValues v = LeafValues.of(layout);
    long c = SwizzledIndices.firstBeyondSize(layout.swizzle(), v);
    if (c >= 0) {
      throw reject(layout, Tag.COMPACT, "is not compact", "coordinate " + c + " maps to index "
          + SwizzledIndices.index(layout.swizzle(), v.extents(Map.of()), v.strides(Map.of()), c)
          + ", beyond the size " + v.size());
    }
  }

  /** A collision under a binding, or null when there is none or an index is beyond long. */
  private static long[] collisionOrNull(long[] extents, long[] strides) {
    try {
      return IndexEnumeration.collision(extents, strides, LeafValues.ENUMERATION_LIMIT);
    } catch (ArithmeticException e) {
      return null;
    }
  }

  /** The first missing index under a binding, or -1 when compact or an index is beyond long. */
  private static long firstMissingOrMinusOne(long[] extents, long[] strides) {
    try {
      return IndexEnumeration.firstMissing(extents, strides, LeafValues.ENUMERATION_LIMIT);
    } catch (ArithmeticException e) {
      return -1;
    }
  }

  /**
   * Small bindings to look for a counterexample: all 2, all 3, distinct primes; derived names
   * (quotients of the parameters) take the values the others give them.
   */
  private static List<Map<String, Long>> bindings(CheckedLayout layout) {
    List<Map<String, Long>> out = new ArrayList<>();
    for (Map<String, Long> free : bindings(layout.bindings().freeNames(layout.names()))) {
      out.add(layout.bindings().completed(free));
    }
    return out;
  }

  private static List<Map<String, Long>> bindings(List<String> names) {
    long[] primes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    List<Map<String, Long>> out = new ArrayList<>();
    for (int kind = 0; kind < 3; kind++) {
      Map<String, Long> b = new LinkedHashMap<>();
      for (int i = 0; i < names.size(); i++) {
        b.put(names.get(i), kind == 0 ? 2L : kind == 1 ? 3L : primes[i % primes.length]);
      }
      out.add(b);
    }
    return out;
  }

  static String collision(CheckedLayout layout, LeafValues v, Map<String, Long> binding,
      long[] oneD) {
    long[] extents = v.extents(binding);
    long[] strides = v.strides(binding);
    long[] a = Colex.digits(extents, oneD[0]);
    long[] b = Colex.digits(extents, oneD[1]);
    long index = 0;
    for (int k = 0; k < a.length; k++) {
      index = Math.addExact(index, Math.multiplyExact(a[k], strides[k]));
    }
    return "coordinates " + LeafValues.coordinate(layout, a) + " and "
        + LeafValues.coordinate(layout, b) + " both map to index " + index;
  }

  private static String missing(long size, long index) {
    return "index " + index + " is never reached, but a compact layout of size " + size
        + " reaches exactly 0.." + (size - 1);
  }

  /** The binding in {@code of(...)}'s names: a quotient {@code M_div128 = 2} is {@code M = 256}. */
  private static String text(CheckedLayout layout, Map<String, Long> binding) {
    List<String> parts = new ArrayList<>();
    binding.forEach((k, val) -> {
      Bindings.Quotient q = layout.bindings().quotient(k);
      if (layout.bindings().derivedNamed(k) == null) {
        parts.add(q == null ? k + " = " + val : q.parameter() + " = " + val * q.divisor());
      }
    });
    return String.join(", ", parts);
  }

  private static LayoutRejected reject(
      CheckedLayout layout, Tag tag, String verdict, String evidence) {
    return new LayoutRejected(new Diagnostic(tag,
        "layout " + layout.text() + " " + verdict + ": " + evidence + ".", attribute(layout)));
  }

  private static LayoutRejected cannotProve(CheckedLayout layout, Tag tag, String form) {
    return new LayoutRejected(new Diagnostic(tag, "cannot prove that layout " + layout.text()
        + " is " + tag.id() + " for every value of "
        + String.join(", ", layout.bindings().parameters())
        + ": the processor proves it only when the strides, taken in some order, " + form
        + ", and small values of the names gave no counterexample.", attribute(layout)));
  }

  /** A derived layout's errors belong to {@code of}. */
  private static String attribute(CheckedLayout layout) {
    return layout.request().of().isEmpty() ? "stride" : "of";
  }
}
