package dev.strided.cli;

import dev.strided.NotationException;

/**
 * A refusal of an option's value as the one line {@code strided: --opt "value": what is wrong}: a
 * parse error names the offset in the value instead of drawing a caret under it.
 *
 * <pre>{@code
 * InputLine.of("--tv", "(4,2", e);   // strided: --tv "(4,2": expected ',' or ')' ... (at offset 4)
 * }</pre>
 */
final class InputLine {
  private InputLine() {}

  /**
   * The line.
   *
   * @param option the option whose value is refused
   * @param value the value as typed
   * @param e the refusal
   */
  static String of(String option, String value, IllegalArgumentException e) {
    String what = e instanceof NotationException n
        ? n.problem() + " (at offset " + n.position()
            + (n.text().equals(value) ? "" : " of \"" + n.text() + "\"") + ")"
        : firstLine(e.getMessage());
    return TerminalText.escape("strided: " + option + " \"" + value + "\": " + what);
  }

  /** A message's first line: a caret display, should one come through, is left off. */
  static String firstLine(String message) {
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
