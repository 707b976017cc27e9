package dev.strided.processor.derivation;

import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.model.SymbolicTuple;
import java.util.List;

/**
 * The [strided:limit] rule on what is read, before any work that grows with it: text length and
 * nesting are checked before parsing, so a megabyte of text is refused at once. (The limits on
 * what is generated, on every layout, written or derived, are checking's {@code Limits}.)
 *
 * <table>
 *   <caption>Limits on the text</caption>
 *   <tr><th>what</th><th>at most</th><th>why</th></tr>
 *   <tr><td>shape, stride, of, assume or require text</td><td>{@value #TEXT} characters</td>
 *     <td>refused before parsing; a string constant holds 65,535 bytes</td></tr>
 *   <tr><td>tuple nesting</td><td>{@value #NESTING} levels</td><td>the runtime parser's
 *     limit</td></tr>
 *   <tr><td>leaves</td><td>{@value #LEAVES}</td><td>a method has 255 parameter slots:
 *     {@code this}, {@value #NAMES} names and {@value #LEAVES} coordinates, even as {@code long}s,
 *     still fit</td></tr>
 *   <tr><td>distinct names</td><td>{@value #NAMES}</td><td>the same</td></tr>
 * </table>
 *
 * <pre>{@code
 * TextLimits.text("(2,3)", "shape");   // fine
 * TextLimits.text("(".repeat(65) + "2" + ")".repeat(65), "shape");
 * // [strided:limit] shape nests tuples more than 64 levels deep, the most the processor accepts.
 * }</pre>
 */
public final class TextLimits {
  /** Characters in a shape or stride text. */
  static final int TEXT = 4096;
  /** Levels of parentheses. */
  static final int NESTING = Notation.MAX_NESTING;
  /** Leaves of the shape (so of the stride). */
  static final int LEAVES = 64;
  /** Distinct dynamic names in shape and stride together. */
  static final int NAMES = 64;

  private TextLimits() {}

  /**
   * Length and nesting of a shape or stride text, before it is parsed.
   *
   * @param text the attribute value
   * @param attribute {@code "shape"} or {@code "stride"}
   * @throws LayoutRejected if the text is too long or nests too deep
   */
  public static void text(String text, String attribute) throws LayoutRejected {
    if (text.length() > TEXT) {
      throw reject(attribute + " has " + text.length() + " characters, more than the " + TEXT
          + " a shape or stride may have; split the layout or use names for long values.",
          attribute);
    }
    int depth = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(' && ++depth > NESTING) {
        throw reject(attribute + " nests tuples more than " + NESTING + " levels deep, the most "
            + "the processor accepts.\n" + NotationError.caret(text, i), attribute);
      } else if (c == ')') {
        depth--;
      }
    }
  }

  /**
   * The number of leaves of a parsed shape.
   *
   * @param shape the shape
   * @param text its text, for the caret under the first leaf too many
   * @throws LayoutRejected if it has more than {@link #LEAVES}
   */
  static void leaves(SymbolicTuple shape, String text) throws LayoutRejected {
    List<SymbolicTuple.Leaf> leaves = shape.leaves();
    if (leaves.size() > LEAVES) {
      throw reject("shape has " + leaves.size() + " leaves, more than the " + LEAVES
          + " a generated class can take as coordinates.\n"
          + NotationError.caret(text, leaves.get(LEAVES).position()), "shape");
    }
  }

  /**
   * Called before a new dynamic name is added to those already found.
   *
   * @param found how many distinct names came before
   * @param text the attribute text
   * @param position the new name's offset
   * @param attribute where it is written
   * @throws LayoutRejected if it would be one name too many
   */
  static void oneMoreName(int found, String text, int position, String attribute)
      throws LayoutRejected {
    if (found >= NAMES) {
      throw reject("the layout has more than " + NAMES + " distinct names, the most a generated "
          + "factory can take as parameters; this is name " + (found + 1) + ".\n"
          + NotationError.caret(text, position), attribute);
    }
  }

  private static LayoutRejected reject(String message, String attribute) {
    return new LayoutRejected(new Diagnostic(Tag.LIMIT, message, attribute));
  }
}
