package dev.strided.render;

import dev.strided.Layout;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The facts about a layout shown next to its picture. {@code injective} and {@code compact} come from
 * {@link Layout#isInjective()} and {@link Layout#isCompact()}: exact for any strides (negative, zero,
 * overlapping).
 *
 * <pre>{@code
 * LayoutProperties p = LayoutProperties.of(Layout.parse("(4,2):(4,1)"));
 * p.size();       // 8
 * p.cosize();     // 14
 * p.capacity();   // 16
 * p.injective();  // true:  indices 0,1,4,5,8,9,12,13 are all different
 * p.compact();    // false: 2, 3, 6, ... are holes
 * }</pre>
 *
 * @param text the layout's print form
 * @param shape the shape's print form
 * @param stride the stride's print form
 * @param rank number of top-level modes
 * @param depth nesting depth of the shape
 * @param size number of coordinates
 * @param cosize {@code 1 + Σ (s−1)·|d|} over leaves
 * @param capacity {@code max s·|d|} over leaves
 * @param injective no two coordinates share an index
 * @param compact the indices are exactly {@code 0 .. size−1}, each once (implies injective)
 */
public record LayoutProperties(String text, String shape, String stride, int rank, int depth,
    int size, int cosize, int capacity, boolean injective, boolean compact) {

  /**
   * The largest size described (2^20 coordinates): these properties sit next to a picture or table,
   * and a larger layout is more than a person can look at.
   */
  public static final int MAX_DESCRIBED = 1 << 20;

  /**
   * Computes the properties of a layout; {@code injective} and {@code compact} are
   * {@link Layout#isInjective()} and {@link Layout#isCompact()}.
   *
   * @param layout a layout of at most {@link #MAX_DESCRIBED} coordinates
   * @return its properties
   * @throws IllegalArgumentException if the layout is null or larger than {@link #MAX_DESCRIBED}
   */
  public static LayoutProperties of(Layout layout) {
    if (layout == null) {
      throw new IllegalArgumentException("cannot describe a null layout");
    }
    if (layout.size() > MAX_DESCRIBED) {
      throw new IllegalArgumentException("layout " + layout + " has size " + layout.size()
          + "; its properties are shown next to a picture or table, for at most " + MAX_DESCRIBED
          + " coordinates (Layout.isInjective() and isCompact() answer for any size)");
    }
    return new LayoutProperties(layout.toString(), layout.shape().toString(),
        layout.stride().toString(), layout.rank(), layout.depth(), layout.size(), layout.cosize(),
        layout.capacity(), layout.isInjective(), layout.isCompact());
  }

  /**
   * The properties by name, in display order: text, shape, stride, rank, depth, size, cosize,
   * capacity, injective, compact.
   *
   * <pre>{@code
   * LayoutProperties.of(Layout.parse("(2,3):(1,2)")).asMap().get("compact");   // "true"
   * }</pre>
   *
   * @return an insertion-ordered map from property name to its printed value
   */
  public Map<String, String> asMap() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("text", text);
    m.put("shape", shape);
    m.put("stride", stride);
    m.put("rank", Integer.toString(rank));
    m.put("depth", Integer.toString(depth));
    m.put("size", Integer.toString(size));
    m.put("cosize", Integer.toString(cosize));
    m.put("capacity", Integer.toString(capacity));
    m.put("injective", Boolean.toString(injective));
    m.put("compact", Boolean.toString(compact));
    return m;
  }

  /**
   * The properties as aligned {@code name  value} lines, one per property, each ending in a newline.
   *
   * <pre>{@code
   * text       (4,2):(4,1)
   * shape      (4,2)
   * ...
   * compact    false
   * }</pre>
   *
   * @return the text block
   */
  public String toText() {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : asMap().entrySet()) {
      sb.append(e.getKey()).append(" ".repeat(11 - e.getKey().length())).append(e.getValue())
          .append('\n');
    }
    return sb.toString();
  }
}
