package dev.strided.processor.derivation;

import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import java.util.List;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;

/**
 * The [strided:name] rule for the dynamic names inside a shape or stride: each becomes a parameter
 * and a field of the generated class, so it must be a Java identifier that the generated code does
 * not already use; and the [strided:limit] on how many there are.
 *
 * <pre>{@code
 * List<String> names = new ArrayList<>();
 * DynamicNames.collect(Notation.parseTuple("(M,(N,M))"), "(M,(N,M))", "shape", names);  // [M, N]
 * }</pre>
 */
public final class DynamicNames {
  /**
   * Identifiers the generated code uses for its own members and coordinates, the simple names of
   * the types it refers to, and the first segments of the packages it may name in full (a
   * parameter {@code java} would hide {@code java.lang.Math}).
   */
  private static final Pattern RESERVED =
      Pattern.compile("c|c[0-9]+|RANK|DEPTH|SIZE|COSIZE|CAPACITY|LAYOUT|[$].*|Math|Integer|Long"
          + "|Layout|IntTuple|IllegalArgumentException|IndexOutOfBoundsException"
          + "|ArithmeticException|java|javax|dev");

  private DynamicNames() {}

  /**
   * Checks the names of a parsed text and adds the new ones, in order of first appearance.
   *
   * @param term the parsed text
   * @param text the text
   * @param attribute {@code "shape"}, {@code "stride"}, or {@code "of"} for a literal of a derivation
   * @param names the names found so far (shape first), added to
   * @throws LayoutRejected for a keyword, a reserved name, or one name too many
   */
  public static void collect(Notation.Term term, String text, String attribute, List<String> names)
      throws LayoutRejected {
    if (term instanceof Notation.Group g) {
      for (Notation.Term e : g.elements()) {
        collect(e, text, attribute, names);
      }
    } else if (term instanceof Notation.Product p) {
      for (Notation.Term f : p.factors()) {
        collect(f, text, attribute, names);
      }
    } else if (term instanceof Notation.Name n) {
      String id = n.identifier();
      if (SourceVersion.isKeyword(id) || id.equals("_")) {
        throw reject("the name '" + id + "' in " + attribute + " is a Java keyword, so it cannot "
            + "be a parameter of the generated factory.", text, n.position(), attribute);
      }
      if (RESERVED.matcher(id).matches()) {
        throw reject("the name '" + id + "' in " + attribute + " is reserved: the generated class "
            + "uses it (coordinates c, c0, c1, ..., constants RANK, DEPTH, SIZE, COSIZE, CAPACITY, "
            + "LAYOUT, names starting with $, the types it refers to and the packages java, javax "
            + "and dev); rename it.", text, n.position(), attribute);
      }
      if (!names.contains(id)) {
        TextLimits.oneMoreName(names.size(), text, n.position(), attribute);
        names.add(id);
      }
    }
  }

  /**
   * Called where the parser stopped: a character that javac ignores inside identifiers (a soft
   * hyphen, a zero-width joiner) right after a name would make the generated name differ from the
   * written one, so it is a name error rather than a stray character.
   *
   * @param text the attribute text
   * @param at where the parser stopped
   * @param attribute the attribute
   * @throws LayoutRejected when that is the case
   */
  static void ignorableInName(String text, int at, String attribute) throws LayoutRejected {
    if (at >= text.length() || !Character.isIdentifierIgnorable(text.codePointAt(at))) {
      return;
    }
    int start = at;
    while (start > 0 && Character.isJavaIdentifierPart(text.charAt(start - 1))) {
      start--;
    }
    if (start == at || !Character.isJavaIdentifierStart(text.codePointAt(start))) {
      return;
    }
    throw reject("the name '" + text.substring(start, at) + "' in " + attribute
        + " is followed by " + codePoint(text.codePointAt(at)) + ", which javac ignores inside "
        + "identifiers, so the name would not be what it looks like; remove it.", text, at,
        attribute);
  }

  /** {@code U+00AD}. */
  public static String codePoint(int c) {
    return String.format("U+%04X", c);
  }

  private static LayoutRejected reject(String message, String text, int at, String attribute) {
    return new LayoutRejected(new Diagnostic(Tag.NAME,
        message + "\n" + NotationError.caret(text, at), attribute));
  }
}
