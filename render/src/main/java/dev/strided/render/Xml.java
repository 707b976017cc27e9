package dev.strided.render;

/** Escaping of text for XML/HTML content and attribute values. */
final class Xml {
  private Xml() {}

  /**
   * Escapes {@code & < > " '}, replaces control characters by spaces and every other character XML 1.0
   * forbids (the noncharacters U+FFFE and U+FFFF, lone surrogates) by U+FFFD, so the document is
   * always well-formed; surrogate pairs (characters beyond the Basic Multilingual Plane) are kept.
   *
   * <pre>{@code
   * Xml.escape("a<b " + (char) 0xFFFE);   // "a&lt;b " followed by the replacement character FFFD
   * }</pre>
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
        default -> {
          if (Character.isHighSurrogate(c) && k + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(k + 1))) {
            sb.append(c).append(text.charAt(++k));
          } else if (Character.isSurrogate(c) || c == 0xFFFE || c == 0xFFFF) {
            sb.append((char) 0xFFFD);
          } else {
            sb.append(Character.isISOControl(c) ? ' ' : c);
          }
        }
      }
    }
    return sb.toString();
  }
}
