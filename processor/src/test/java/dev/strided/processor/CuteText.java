package dev.strided.processor;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe notation with names as C++ that builds it with run-time names: a number is
 * {@code cute::Int<n>{}} (every number of an annotation is static), a name or a product with one
 * an {@code int} expression, a tuple {@code cute::make_shape(...)} or
 * {@code cute::make_stride(...)}.
 *
 * <pre>{@code
 * CuteText.of("(M,4)", "shape");   // cute::make_shape(M, cute::Int<4>{})
 * CuteText.layout("(4,2):(1,4)");  // cute::make_layout(cute::make_shape(...), ...)
 * }</pre>
 */
final class CuteText {
  private CuteText() {}

  /** A layout {@code shape:stride}. */
  static String layout(String text) {
    int colon = text.indexOf(':');
    return "cute::make_layout(" + of(text.substring(0, colon), "shape") + ", "
        + of(text.substring(colon + 1), "stride") + ")";
  }

  /** A tuple or leaf; {@code kind} names the make_ function of tuples. */
  static String of(String text, String kind) {
    String t = text.trim();
    if (!t.startsWith("(")) {
      if (t.matches("\\d+")) {
        return "cute::Int<" + t + ">{}";
      }
      return "(" + t + ")";
    }
    List<String> parts = new ArrayList<>();
    int depth = 0;
    int start = 1;
    for (int i = 1; i < t.length() - 1; i++) {
      char c = t.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == ',' && depth == 0) {
        parts.add(of(t.substring(start, i), kind));
        start = i + 1;
      }
    }
    parts.add(of(t.substring(start, t.length() - 1), kind));
    return "cute::make_" + kind + "(" + String.join(", ", parts) + ")";
  }
}
