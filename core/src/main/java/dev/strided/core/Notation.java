package dev.strided.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Parser of CuTe's print form into a syntax tree, shared by the runtime and the annotation processor.
 *
 * <pre>
 * layout := tuple ':' tuple
 * tuple  := leaf | '(' tuple (',' tuple)* ')'
 * leaf   := int | '_' int | name | leaf '*' leaf | '_'
 * </pre>
 *
 * <p>{@code _N} is a static integer, a plain {@code N} a dynamic one, a Java identifier a symbolic
 * (dynamic) name, and a lone {@code _} the "keep this mode" slot of tilers and slices. Whitespace
 * between tokens is ignored. Each consumer decides what it accepts: the runtime's
 * {@code IntTuple.parse} rejects names and {@code _}, the processor accepts names. Example:
 *
 * <pre>{@code
 * Notation.Term t = Notation.parseTuple("(2*M,(_3,K))");
 * // Group[Product[Number 2, Name M], Group[Number _3, Name K]]
 * }</pre>
 */
public final class Notation {
  /** A node of the syntax tree; {@link #position()} is its offset in the parsed text. */
  public sealed interface Term permits Number, Name, Product, Blank, Group {
    /** Offset of the node's first character in the parsed text. */
    int position();
  }

  /** An integer literal: {@code 4} (dynamic in runtime text) or {@code _4} (static). */
  public record Number(long value, boolean isStatic, int position) implements Term {}

  /** A Java identifier standing for a dynamic integer. */
  public record Name(String identifier, int position) implements Term {}

  /** A product of two or more leaves: {@code 2*M}. */
  public record Product(List<Term> factors, int position) implements Term {
    /** Copies the factors. */
    public Product {
      factors = List.copyOf(factors);
    }
  }

  /** A lone {@code _}: keep this mode (tilers, slices). */
  public record Blank(int position) implements Term {}

  /** A parenthesized tuple {@code (a,b,...)}. */
  public record Group(List<Term> elements, int position) implements Term {
    /** Copies the elements. */
    public Group {
      elements = List.copyOf(elements);
    }
  }

  /** The two sides of a layout text; {@code stride} is null when the text has no {@code ':'}. */
  public record LayoutTerms(Term shape, Term stride) {}

  /** Deepest nesting accepted; deeper texts get an error instead of exhausting the stack. */
  public static final int MAX_NESTING = 64;

  private final String text;
  private int pos;
  private int nesting;

  private Notation(String text) {
    this.text = text;
  }

  /**
   * Parses a tuple such as {@code (2,(3,4))}.
   *
   * <pre>{@code
   * Notation.parseTuple("(2,(_3,M))");  // Group[Number 2, Group[Number _3, Name M]]
   * Notation.parseTuple("(2,3");        // NotationError: "(2,3" at the end: expected ',' or ')' ...
   * }</pre>
   *
   * @param text the text, not null
   * @return the syntax tree
   * @throws NotationError if the text is not one well-formed tuple
   */
  public static Term parseTuple(String text) {
    Notation p = new Notation(requireText(text));
    Term t = p.tuple();
    p.expectEnd();
    return t;
  }

  /**
   * Parses a layout {@code shape:stride}; the stride may be omitted ({@code (2,3)}).
   *
   * <pre>{@code
   * Notation.parseLayout("(2,3):(1,2)").stride();  // Group[Number 1, Number 2]
   * Notation.parseLayout("(2,3)").stride();        // null
   * }</pre>
   *
   * @param text the text, not null
   * @return shape and stride trees (stride null when omitted)
   * @throws NotationError if the text does not parse
   */
  public static LayoutTerms parseLayout(String text) {
    Notation p = new Notation(requireText(text));
    Term shape = p.tuple();
    Term stride = null;
    p.skipSpace();
    if (p.pos < p.text.length() && p.text.charAt(p.pos) == ':') {
      p.pos++;
      stride = p.tuple();
    }
    p.expectEnd();
    return new LayoutTerms(shape, stride);
  }

  private static String requireText(String text) {
    if (text == null) {
      throw new IllegalArgumentException("cannot parse a null text: give a tuple such as \"(2,3)\"");
    }
    return text;
  }

  private Term tuple() {
    skipSpace();
    if (pos < text.length() && text.charAt(pos) == '(') {
      int start = pos++;
      if (++nesting > MAX_NESTING) {
        throw error(start, "tuples nest deeper than " + MAX_NESTING + " levels");
      }
      List<Term> elements = new ArrayList<>();
      skipSpace();
      if (pos < text.length() && text.charAt(pos) == ')') {
        throw error(pos, "an empty tuple '()' is not allowed; expected a number, a name or '('");
      }
      while (true) {
        elements.add(tuple());
        skipSpace();
        if (pos >= text.length()) {
          throw error(pos, "expected ',' or ')' (unclosed '(' at offset " + start + ")");
        }
        char c = text.charAt(pos);
        if (c == ',') {
          pos++;
        } else if (c == ')') {
          pos++;
          nesting--;
          return new Group(elements, start);
        } else {
          throw error(pos, "expected ',' or ')' but found " + describe(text, pos));
        }
      }
    }
    return product();
  }

  private Term product() {
    Term first = leaf();
    skipSpace();
    if (pos >= text.length() || text.charAt(pos) != '*') {
      return first;
    }
    List<Term> factors = new ArrayList<>();
    factors.add(first);
    while (pos < text.length() && text.charAt(pos) == '*') {
      pos++;
      factors.add(leaf());
      skipSpace();
    }
    for (Term f : factors) {
      if (f instanceof Blank) {
        throw error(f.position(), "'_' cannot be a factor of a product");
      }
    }
    return new Product(factors, first.position());
  }

  private Term leaf() {
    skipSpace();
    if (pos >= text.length()) {
      throw error(pos, "expected a number, a name or '('");
    }
    int start = pos;
    char c = text.charAt(pos);
    if (c == '_') {
      pos++;
      if (pos < text.length() && (isDigit(text.charAt(pos)) || text.charAt(pos) == '-')) {
        return number(start, true);
      }
      if (pos < text.length() && Character.isJavaIdentifierPart(text.codePointAt(pos))) {
        pos = start;
        return name();
      }
      return new Blank(start);
    }
    if (c == '-' || isDigit(c)) {
      return number(start, false);
    }
    if (Character.isJavaIdentifierStart(text.codePointAt(pos))) {
      return name();
    }
    throw error(pos, "expected a number, a name or '(' but found " + describe(text, pos));
  }

  private Number number(int start, boolean isStatic) {
    boolean negative = false;
    if (text.charAt(pos) == '-') {
      negative = true;
      pos++;
    }
    int digitsStart = pos;
    long value = 0;
    while (pos < text.length() && isDigit(text.charAt(pos))) {
      int d = text.charAt(pos) - '0';
      if (value > (Long.MAX_VALUE - d) / 10) {
        throw error(digitsStart, "the number is too large (it does not fit in a long)");
      }
      value = value * 10 + d;
      pos++;
    }
    if (pos == digitsStart) {
      throw error(pos, "expected a digit");
    }
    if (pos < text.length() && Character.isJavaIdentifierPart(text.charAt(pos))) {
      throw error(pos, "expected a separator after the number but found " + describe(text, pos));
    }
    return new Number(negative ? -value : value, isStatic, start);
  }

  private Name name() {
    int start = pos;
    pos += Character.charCount(text.codePointAt(pos));
    while (pos < text.length() && Character.isJavaIdentifierPart(text.codePointAt(pos))
        && !Character.isIdentifierIgnorable(text.codePointAt(pos))) {
      pos += Character.charCount(text.codePointAt(pos));
    }
    return new Name(text.substring(start, pos), start);
  }

  private void expectEnd() {
    skipSpace();
    if (pos < text.length()) {
      throw error(pos, "unexpected " + describe(text, pos) + " after the end of the tuple");
    }
  }

  private void skipSpace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  /**
   * The character at {@code pos} as a message shows it: {@code ':'} when it is visible ASCII,
   * {@code '×' (U+00D7, multiplication sign)} when it is visible, {@code U+00A0 (no-break space)}
   * when it cannot be seen (spaces, controls, format characters).
   *
   * <pre>{@code
   * Notation.describe("2:3", 1);       // "':'"
   * Notation.describe("2\u00A03", 1);  // "U+00A0 (no-break space)"
   * }</pre>
   *
   * @param text the text
   * @param pos an offset below {@code text.length()}
   * @return the description
   */
  public static String describe(String text, int pos) {
    int cp = text.codePointAt(pos);
    if (cp > 0x20 && cp < 0x7F) {
      return "'" + (char) cp + "'";
    }
    String name = Character.getName(cp);
    String code = String.format(Locale.ROOT, "U+%04X (%s)", cp,
        name == null ? "unassigned" : name.toLowerCase(Locale.ROOT));
    int type = Character.getType(cp);
    boolean invisible = Character.isWhitespace(cp) || Character.isSpaceChar(cp)
        || type == Character.CONTROL || type == Character.FORMAT || type == Character.SURROGATE
        || type == Character.PRIVATE_USE || type == Character.UNASSIGNED;
    return invisible ? code : "'" + new String(Character.toChars(cp)) + "' " + code;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private NotationError error(int at, String problem) {
    return new NotationError(text, at, problem);
  }
}
