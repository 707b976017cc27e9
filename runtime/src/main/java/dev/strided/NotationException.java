package dev.strided;

/**
 * A layout or tuple text that does not parse, with the position of the offending character.
 *
 * <p>The message quotes the text and puts a caret under the character at fault:
 *
 * <pre>
 * "(2,(3,4)" at the end: expected ',' or ')' (unclosed '(' at offset 0)
 *   (2,(3,4)
 *           ^
 * </pre>
 *
 * <p>The annotation processor reuses {@link #problem()} and {@link #position()} to anchor its own
 * {@code [strided:syntax]} errors.
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String text;
  private final int position;
  private final String problem;

  /**
   * Creates the exception.
   *
   * @param text the whole text that was being parsed
   * @param position offset (0-based) of the offending character; {@code text.length()} for "at end"
   * @param problem what is wrong, as a sentence fragment, e.g. {@code "expected ',' or ')'"}
   */
  public NotationException(String text, int position, String problem) {
    super(format(Values.nonNull(text, "text"), position, Values.nonNull(problem, "problem")));
    this.text = text;
    this.position = position;
    this.problem = problem;
  }

  /** The text that did not parse. */
  public String text() {
    return text;
  }

  /** Offset of the offending character (may equal the text's length: the end). */
  public int position() {
    return position;
  }

  /** What is wrong, without the quoted text, e.g. {@code "expected ',' or ')'"}. */
  public String problem() {
    return problem;
  }

  /** Longest text quoted whole; a longer one is quoted around the caret. */
  private static final int WHOLE_TEXT = 160;
  /** Characters shown either side of the caret in a longer text. */
  private static final int EXCERPT_RADIUS = 60;

  /**
   * The two-line excerpt: the text (for a text over 160 characters, the 60 either side of
   * {@code position}, with {@code ...} where it was cut) and a caret under
   * {@code position}.
   *
   * @param text the text
   * @param position the offset to mark
   * @return {@code "  text\n  ^"} with the caret aligned (control characters shown as spaces)
   */
  public static String caret(String text, int position) {
    Values.nonNull(text, "text");
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
}
