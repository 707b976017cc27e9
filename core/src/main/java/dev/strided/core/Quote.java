package dev.strided.core;

/**
 * How a message quotes a printed value: whole up to {@value #LENGTH} characters, else its start and
 * end around {@code "..."} and its length, so a 10 MB input does not become a 10 MB message.
 *
 * <pre>{@code
 * Quote.abbreviate("(2,3)");          // "(2,3)"
 * Quote.abbreviate("1".repeat(200));  // 60 ones, "...(200 characters)...", 60 ones
 * }</pre>
 */
public final class Quote {
  /** Longest printed value quoted in full in a message; longer ones are cut in the middle. */
  public static final int LENGTH = 120;

  private Quote() {}

  /**
   * The text as a message quotes it.
   *
   * <pre>{@code
   * Quote.abbreviate("(" + "1,".repeat(99) + "1)").length();  // 143: 120 kept, 23 for the cut
   * }</pre>
   *
   * @param text the printed value, not null
   * @return the text, or its start and end around its length
   */
  public static String abbreviate(String text) {
    if (text.length() <= LENGTH) {
      return text;
    }
    int half = LENGTH / 2;
    return text.substring(0, half) + "...(" + text.length() + " characters)..."
        + text.substring(text.length() - half);
  }
}
