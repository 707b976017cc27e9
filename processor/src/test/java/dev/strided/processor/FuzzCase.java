package dev.strided.processor;

import dev.strided.processor.reading.LayoutRequest;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * One fuzzed {@code @Layout}: its three strings and its flags.
 *
 * @param shape the shape attribute
 * @param stride the stride attribute, {@code ""} when omitted
 * @param name the name attribute, {@code ""} when omitted
 * @param rowMajor {@code order = ROW_MAJOR}
 * @param longIndex {@code indexType = LONG}
 * @param injective {@code injective = true}
 * @param compact {@code compact = true}
 */
record FuzzCase(String shape, String stride, String name, boolean rowMajor, boolean longIndex,
    boolean injective, boolean compact) {

  /** The annotation as the processor's reader would produce it (not repeated, no mirror). */
  LayoutRequest request(TypeElement type) {
    return new LayoutRequest(type, null, shape, stride, "", List.of(), List.of(), List.of(), rowMajor,
        name, longIndex, injective, compact, false, false, 0, Map.of());
  }

  /** The same case under another generated name. */
  FuzzCase withName(String newName) {
    return new FuzzCase(shape, stride, newName, rowMajor, longIndex, injective, compact);
  }

  /**
   * The flags as source: {@code order = ..., indexType = ..., injective = ..., compact = ...}
   * ({@code ROW_MAJOR} only without a stride, where it is not a warning).
   */
  String flagSource() {
    return "order = Layout.Order." + (rowMajor && stride.isEmpty() ? "ROW_MAJOR" : "COLUMN_MAJOR")
        + ", indexType = Layout.IndexType." + (longIndex ? "LONG" : "INT")
        + ", injective = " + injective + ", compact = " + compact;
  }

  /** A Java string literal holding {@code text}, safe for any characters. */
  static String literal(String text) {
    StringBuilder sb = new StringBuilder("\"");
    for (char ch : text.toCharArray()) {
      switch (ch) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        default -> {
          if (ch < 0x20 || ch >= 0x7f) {
            sb.append(String.format("\\u%04x", (int) ch));
          } else {
            sb.append(ch);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
