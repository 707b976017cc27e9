package dev.strided.samples.readme;

/**
 * What a trailing comment in a README snippet promises: a value ({@code // 8}) or an exception
 * ({@code // throws IllegalArgumentException: is not exact}). Text after " — " (space, em dash,
 * space) is an explanation for the reader and is not compared.
 *
 * <pre>{@code
 * Expectation.parse("7 — mode 1 splits");           // Value("7")
 * Expectation.parse("throws IllegalArgumentException: not exact");
 *                                                  // Throws("IllegalArgumentException", "not exact")
 * }</pre>
 */
sealed interface Expectation {
  /** The note separator: everything after it is prose. */
  String NOTE = " — ";

  /** {@code String.valueOf(result)} must equal {@code text}. */
  record Value(String text) implements Expectation {}

  /**
   * The statement must throw an exception whose simple class name is {@code type} and whose message
   * contains {@code messagePart} (empty: any message).
   */
  record Throws(String type, String messagePart) implements Expectation {}

  /**
   * Reads a comment's text (after {@code //}, trimmed).
   *
   * @param comment e.g. {@code "(_3,_4):(_2,_6)"} or {@code "throws IllegalArgumentException"}
   * @return the expectation it states
   */
  static Expectation parse(String comment) {
    int note = comment.indexOf(NOTE);
    String text = (note < 0 ? comment : comment.substring(0, note)).trim();
    if (!text.startsWith("throws ")) {
      return new Value(text);
    }
    String rest = text.substring("throws ".length()).trim();
    int colon = rest.indexOf(':');
    return colon < 0
        ? new Throws(rest, "")
        : new Throws(rest.substring(0, colon).trim(), rest.substring(colon + 1).trim());
  }
}
