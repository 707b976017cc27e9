package dev.strided.core;

/**
 * A layout or tuple text that does not parse: the text, the offset of the offending character and
 * the problem. The message quotes the text and puts a caret under the character at fault:
 *
 * <pre>
 * "(2,(3,4)" at the end: expected ',' or ')' (unclosed '(' at offset 0)
 *   (2,(3,4)
 *           ^
 * </pre>
 *
 * <p>The runtime rethrows it as its public {@code NotationException} with the same message; the
 * annotation processor anchors its {@code [strided:syntax]} errors with {@link #problem()},
 * {@link #position()} and {@link #caret}.
 *
 * <pre>{@code
 * new NotationError("(2,3", 4, "expected ',' or ')'").getMessage();
 * // "\"(2,3\" at the end: expected ',' or ')'\n  (2,3\n      ^"
 * }</pre>
 */
public final class NotationError extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Longest text quoted whole; a longer one is quoted around the caret. */
  private static final int WHOLE_TEXT = 160;
  /** Characters shown either side of the caret in a longer text. */
  private static final int EXCERPT_RADIUS = 60;

  private final String text;
  private final int position;
  private final String problem;

  /**
   * Creates the error.
   *
   * <pre>{@code
   * new NotationError("(2,x)", 3, "expected a number").position();  // 3
   * }</pre>
   *
   * @param text the whole text that was being parsed
   * @param position offset (0-based) of the offending character; {@code text.length()} for "at end"
   * @param problem what is wrong, as a sentence fragment, e.g. {@code "expected ',' or ')'"}
   * @throws IllegalArgumentException if {@code text} or {@code problem} is null
   */
  public NotationError(String text, int position, String problem) {
    super(format(nonNull(text, "text"), position, nonNull(problem, "problem")));
    this.text = text;
    this.position = position;
    this.problem = problem;
  }

  /**
   * The text that did not parse.
   *
   * <pre>{@code
   * new NotationError("(2,x)", 3, "expected a number").text();  // "(2,x)"
   * }</pre>
   *
   * @return the text
   */
  public String text() {
    return text;
  }

  /**
   * Offset of the offending character (may equal the text's length: the end).
   *
   * <pre>{@code
   * new NotationError("(2,", 3, "expected a number").position();  // 3, the end
   * }</pre>
   *
   * @return the offset
   */
  public int position() {
    return position;
  }

  /**
   * What is wrong, without the quoted text.
   *
   * <pre>{@code
   * new NotationError("(2,", 3, "expected a number").problem();  // "expected a number"
   * }</pre>
   *
   * @return the problem
   */
  public String problem() {
    return problem;
  }

  /**
   * The two-line excerpt: the text (for a text over 160 characters, the 60 either side of
   * {@code position}, with {@code ...} where it was cut) and a caret under {@code position}.
   *
   * <pre>{@code
   * NotationError.caret("(2,x)", 3);  // "  (2,x)\n     ^"
   * }</pre>
   *
   * @param text the text
   * @param position the offset to mark (clamped to the text)
   * @return {@code "  text\n  ^"} with the caret aligned (control characters shown as spaces)
   * @throws IllegalArgumentException if {@code text} is null
   */
  public static String caret(String text, int position) {
    nonNull(text, "text");
    int at = Math.max(0, Math.min(position, text.length()));
    int from = 0;
    int to = text.length();
    if (text.length() > WHOLE_TEXT) {
      from = Math.max(0, at - EXCERPT_RADIUS);
      to = Math.min(text.length(), at + EXCERPT_RADIUS);
    }
    String before = from > 0 ? "..." : "";
    String shown = before + text.substring(from, to).replaceAll("[\\p{Cntrl}]", " ")
        + (to < text.length() ? "..." : "");
    return "  " + shown + "\n  " + " ".repeat(before.length() + at - from) + "^";
  }

  private static String format(String text, int position, String problem) {
    String where = position >= text.length() ? "at the end" : "at offset " + position;
    String quoted = text.length() > WHOLE_TEXT
        ? "\"" + text.substring(0, EXCERPT_RADIUS) + "...\" (" + text.length() + " characters)"
        : "\"" + text + "\"";
    return quoted + " " + where + ": " + problem + "\n" + caret(text, position);
  }

  private static <T> T nonNull(T value, String parameter) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    return value;
  }
}
