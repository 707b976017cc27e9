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
    super(format(text, position, problem));
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

  /**
   * The two-line excerpt: the text and a caret under {@code position}.
   *
   * @param text the text
   * @param position the offset to mark
   * @return {@code "  text\n  ^"} with the caret aligned (control characters shown as spaces)
   */
  public static String caret(String text, int position) {
    String shown = text.replaceAll("[\\p{Cntrl}]", " ");
    return "  " + shown + "\n  " + " ".repeat(Math.max(0, Math.min(position, shown.length()))) + "^";
  }

  private static String format(String text, int position, String problem) {
    String where = position >= text.length() ? "at the end" : "at offset " + position;
    return "\"" + text + "\" " + where + ": " + problem + "\n" + caret(text, position);
  }
}
