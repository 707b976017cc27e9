package dev.strided.cli;

import dev.strided.cli.TensorExpression.Piece;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Brackets and commas of a {@link TensorExpression}: {@code ( )} nest, and so do the {@code < >} of
 * a swizzle {@code Sw<3,0,3>}, whose commas separate no arguments.
 *
 * <pre>{@code TensorSyntax.split("Sw<1,0,1> o _0 o (2,2):(2,1), (_,1)", 0);   // two pieces}</pre>
 */
final class TensorSyntax {
  private TensorSyntax() {}

  /**
   * Refuses the first bracket that closes nothing, closes the wrong kind, or is never closed.
   *
   * @throws IllegalArgumentException naming the bracket and its offset
   */
  static void checkBrackets(String text) {
    Deque<Integer> open = new ArrayDeque<>();
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c == '(' || c == '<') {
        open.push(k);
      } else if (c == ')' || c == '>') {
        char expected = c == ')' ? '(' : '<';
        if (open.isEmpty() || text.charAt(open.peek()) != expected) {
          throw new IllegalArgumentException("'" + c + "' at offset " + k + " closes "
              + (open.isEmpty() ? "nothing" : "the '" + text.charAt(open.peek()) + "' at offset "
              + open.peek()));
        }
        open.pop();
      }
    }
    if (!open.isEmpty()) {
      int first = open.peekLast();
      throw new IllegalArgumentException("the '" + text.charAt(first) + "' at offset " + first
          + " is never closed");
    }
  }

  /** The offset of the bracket that closes the one at {@code open} (brackets checked before). */
  static int closing(String text, int open) {
    int depth = 0;
    for (int k = open; k < text.length(); k++) {
      char c = text.charAt(k);
      depth += c == '(' || c == '<' ? 1 : c == ')' || c == '>' ? -1 : 0;
      if (depth == 0) {
        return k;
      }
    }
    throw new IllegalStateException("unbalanced brackets passed the check: " + text);
  }

  /**
   * The comma-separated pieces of {@code text} at bracket depth 0, each stripped of surrounding
   * space, with its offset in the whole ({@code text} starts at {@code offset}).
   *
   * @throws IllegalArgumentException if a piece is empty
   */
  static List<Piece> split(String text, int offset) {
    List<Piece> pieces = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int k = 0; k <= text.length(); k++) {
      char c = k < text.length() ? text.charAt(k) : ',';
      depth += c == '(' || c == '<' ? 1 : c == ')' || c == '>' ? -1 : 0;
      if (c == ',' && depth == 0) {
        pieces.add(stripped(text.substring(start, k), offset + start));
        start = k + 1;
      }
    }
    return pieces;
  }

  private static Piece stripped(String text, int offset) {
    String s = text.strip();
    if (s.isEmpty()) {
      throw new IllegalArgumentException("an argument is missing at offset " + offset);
    }
    return new Piece(s, offset + text.indexOf(s.charAt(0)));
  }
}
