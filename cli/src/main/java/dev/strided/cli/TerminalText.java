package dev.strided.cli;

/**
 * Text made safe to echo on a terminal. Everything the CLI prints passes through {@link #escape},
 * because layouts, file names and error messages quote what the user typed, and a raw ESC or CSI
 * there would be executed by the terminal (colours, cursor moves, a changed window title).
 */
final class TerminalText {
  private TerminalText() {}

  /**
   * Replaces every control character except the line feed, every format character (bidirectional
   * overrides, soft hyphen, ...), line and paragraph separators, the noncharacters FFFE and FFFF and
   * lone surrogates by a visible Java-style escape: backslash, {@code u} and four hex digits. All
   * else is kept, including characters beyond the Basic Multilingual Plane.
   *
   * <pre>{@code
   * String typed = "(2," + (char) 27 + "[31m2)";   // an ESC colour sequence pasted into a layout
   * TerminalText.escape(typed);                    // (2, backslash u001B [31m2): printed, not run
   * }</pre>
   *
   * @param text any text
   * @return the text with the unsafe characters escaped
   */
  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 16);
    for (int k = 0; k < text.length(); ) {
      int codePoint = text.codePointAt(k);
      int end = k + Character.charCount(codePoint);
      if (unsafe(codePoint)) {
        for (; k < end; k++) {
          sb.append(String.format("\\u%04X", (int) text.charAt(k)));
        }
      } else {
        sb.append(text, k, end);
      }
      k = end;
    }
    return sb.toString();
  }

  private static boolean unsafe(int codePoint) {
    if (codePoint == '\n') {
      return false;
    }
    int type = Character.getType(codePoint);
    return type == Character.CONTROL || type == Character.FORMAT || type == Character.SURROGATE
        || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
        || codePoint == 0xFFFE || codePoint == 0xFFFF;
  }
}
