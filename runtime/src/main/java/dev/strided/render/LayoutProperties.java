package dev.strided.render;

import dev.strided.Layout;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The facts about a layout shown next to its picture. {@code injective} and {@code compact} are found
 * by enumerating every coordinate, so they are exact for any strides (negative, zero, overlapping).
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

  /** The largest size enumerated (2^20 coordinates: a few milliseconds and 4 MiB). */
  public static final int MAX_ENUMERATED = 1 << 20;

  /**
   * Computes the properties of a layout.
   *
   * @param layout a layout of at most {@link #MAX_ENUMERATED} coordinates
   * @return its properties
   * @throws IllegalArgumentException if the layout is null or too large to enumerate
   */
  public static LayoutProperties of(Layout layout) {
    if (layout == null) {
      throw new IllegalArgumentException("cannot describe a null layout");
    }
    int size = layout.size();
    if (size > MAX_ENUMERATED) {
      throw new IllegalArgumentException("layout " + layout + " has size " + size
          + "; injectivity and compactness are checked by enumeration, for at most "
          + MAX_ENUMERATED + " coordinates");
    }
    int[] indices = new int[size];
    for (int i = 0; i < size; i++) {
      indices[i] = layout.index(i);
    }
    Arrays.sort(indices);
    boolean injective = true;
    boolean compact = true;
    for (int k = 0; k < size; k++) {
      if (k > 0 && indices[k] == indices[k - 1]) {
        injective = false;
      }
      if (indices[k] != k) {
        compact = false;
      }
    }
    return new LayoutProperties(layout.toString(), layout.shape().toString(),
        layout.stride().toString(), layout.rank(), layout.depth(), size, layout.cosize(),
        layout.capacity(), injective, compact);
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
