package dev.strided.processor.checking;

import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.reading.LayoutRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Warnings about a valid annotation that probably does not say what its author meant:
 * [strided:ignored] for {@code order = ROW_MAJOR} next to an explicit stride (the order only
 * chooses the compact stride when none is written) and for {@code masked = true} where no tile
 * overhangs, and [strided:spelling] for a name that appears only in the stride and is one slip away
 * from a shape name.
 *
 * <pre>{@code
 * // @Layout(shape = "(M,N)", stride = "(1,m)")
 * LayoutWarnings.of(layout);
 * // [strided:spelling] m appears only in the stride; did you mean M? ...
 * }</pre>
 */
public final class LayoutWarnings {
  private LayoutWarnings() {}

  /**
   * The warnings of a checked layout, at most one per cause.
   *
   * @param layout the layout, valid
   * @return the warnings, in attribute order
   */
  public static List<Diagnostic> of(CheckedLayout layout) {
    LayoutRequest r = layout.request();
    List<Diagnostic> out = new ArrayList<>();
    if (r.rowMajor() && !r.stride().isEmpty()) {
      out.add(new Diagnostic(Tag.IGNORED, "order = ROW_MAJOR has no effect because stride is "
          + "given: the order only chooses the compact stride when stride is omitted; remove one "
          + "of them.", "order"));
    }
    if (r.masked() && layout.mask() == null) {
      out.add(new Diagnostic(Tag.IGNORED, r.of().isEmpty()
          ? "masked = true has no effect here: only a derived layout (of = ...) has tiles that may "
              + "overhang; remove it."
          : "masked = true has no effect: no tile of " + r.of() + " overhangs the layout it "
              + "divides (every division is exact" + (r.assume().isEmpty() ? "" : " by assume")
              + "), so there is no inBounds to generate; remove it.", "masked"));
    }
    List<String> shapeNames = new ArrayList<>();
    for (String name : layout.names()) {
      if (layout.isExtentName(name)) {
        shapeNames.add(name);
      }
    }
    for (String name : layout.names()) {
      if (layout.isExtentName(name)) {
        continue;
      }
      for (String shapeName : shapeNames) {
        if (looksLike(name, shapeName)) {
          out.add(new Diagnostic(Tag.SPELLING, name + " appears only in the stride; did you mean "
              + shapeName + "? A stride-only name is a separate parameter of the factory.",
              "stride"));
          break;
        }
      }
    }
    return out;
  }

  /**
   * Equal but for case, or, for names of at least three characters, one character replaced,
   * inserted or removed (one-letter names such as {@code K} next to {@code M} are left alone).
   */
  static boolean looksLike(String a, String b) {
    if (a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT))) {
      return true;
    }
    return Math.min(a.length(), b.length()) >= 3 && oneEditApart(a, b);
  }

  private static boolean oneEditApart(String a, String b) {
    if (a.length() > b.length()) {
      return oneEditApart(b, a);
    }
    if (b.length() - a.length() > 1) {
      return false;
    }
    int i = 0;
    while (i < a.length() && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    // same length: a replaced character; b one longer: an inserted one
    String restA = a.substring(a.length() == b.length() ? Math.min(i + 1, a.length()) : i);
    return restA.equals(b.substring(Math.min(i + 1, b.length())));
  }
}
