package dev.strided;

import dev.strided.core.NotationError;

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
 * <pre>{@code
 * try {
 *   IntTuple.parse("(2,(3,4)");
 * } catch (NotationException e) {
 *   e.position();  // 8, the end
 *   e.problem();   // "expected ',' or ')' (unclosed '(' at offset 0)"
 * }
 * }</pre>
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String text;
  private final int position;
  private final String problem;

  /** The parser's error, as the runtime reports it (same message). */
  NotationException(NotationError error) {
    super(error.getMessage());
    this.text = error.text();
    this.position = error.position();
    this.problem = error.problem();
  }

  /** A runtime check on parsed text: the problem at {@code position}, caret and all. */
  NotationException(String text, int position, String problem) {
    this(new NotationError(text, position, problem));
  }

  /**
   * The text that did not parse.
   *
   * <pre>{@code
   * try {
   *   Layout.parse("(2,3:(1,2)");
   * } catch (NotationException e) {
   *   e.text();       // "(2,3:(1,2)"
   *   e.position();   // 4, the ':'
   *   e.problem();    // "expected ',' or ')' but found ':'"
   * }
   * }</pre>
   */
  public String text() {
    return text;
  }

  /**
   * Offset of the offending character (may equal the text's length: the end); an example at
   * {@link #text()}.
   */
  public int position() {
    return position;
  }

  /** What is wrong, without the quoted text, e.g. {@code "expected ',' or ')'"}. */
  public String problem() {
    return problem;
  }
}
