package dev.strided.render;

/** Escaping of text for XML/HTML content and attribute values. */
final class Xml {
  private Xml() {}

  /**
   * Escapes {@code & < > " '} and replaces control characters (not allowed in XML 1.0) by spaces.
   *
   * @param text any text, e.g. a layout's print form
   * @return the text safe inside an element or a double- or single-quoted attribute
   */
  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 16);
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c < 0x20 || c == 0x7f ? ' ' : c);
      }
    }
    return sb.toString();
  }
}
