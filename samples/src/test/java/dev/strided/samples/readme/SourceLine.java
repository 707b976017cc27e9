package dev.strided.samples.readme;

/**
 * One line of a Java snippet split into its code and its trailing {@code //} comment, found outside
 * string and character literals, with the line's net bracket depth.
 *
 * <pre>{@code
 * SourceLine.of("s.index(1, 3);  // 7 — why").comment();   // "7 — why"
 * SourceLine.of("f(\"a//b\", (c);").depthChange();         // 1
 * }</pre>
 */
record SourceLine(String code, String comment, int depthChange) {

  /**
   * Splits one line.
   *
   * @param line a line of Java source
   * @return its code (without the comment), the comment text after {@code //} trimmed (or null when
   *     there is none) and the net change of ( [ { depth in the code
   */
  static SourceLine of(String line) {
    int depth = 0;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
        return new SourceLine(line.substring(0, i), line.substring(i + 2).trim(), depth);
      } else if (c == '(' || c == '[' || c == '{') {
        depth++;
      } else if (c == ')' || c == ']' || c == '}') {
        depth--;
      }
    }
    return new SourceLine(line, null, depth);
  }

  /** Whether the line has no code, only blanks or a comment. */
  boolean isBlankCode() {
    return code.isBlank();
  }
}
