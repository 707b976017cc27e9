package dev.strided.core;

/** A position in a text and the tokens the expression and condition parsers share. */
final class TextCursor {
  final String text;
  int pos;

  TextCursor(String text) {
    this.text = text;
  }

  boolean atEnd() {
    return pos >= text.length();
  }

  /** True when the next character is {@code c}. */
  boolean at(char c) {
    return pos < text.length() && text.charAt(pos) == c;
  }

  void skipSpace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  boolean atIdentifierStart() {
    return pos < text.length() && Character.isJavaIdentifierStart(text.codePointAt(pos));
  }

  boolean atDigit() {
    return pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9';
  }

  String identifier() {
    int start = pos;
    pos += Character.charCount(text.codePointAt(pos));
    while (pos < text.length() && Character.isJavaIdentifierPart(text.codePointAt(pos))) {
      pos += Character.charCount(text.codePointAt(pos));
    }
    return text.substring(start, pos);
  }

  /** {@code a.b.C}: identifiers joined by dots. */
  String qualifiedName() {
    int start = pos;
    identifier();
    while (pos + 1 < text.length() && text.charAt(pos) == '.'
        && Character.isJavaIdentifierStart(text.codePointAt(pos + 1))) {
      pos++;
      identifier();
    }
    return text.substring(start, pos);
  }

  /** Decimal digits at the cursor, which {@link #atDigit} has seen. */
  long number() {
    int start = pos;
    long value = 0;
    while (atDigit()) {
      int d = text.charAt(pos) - '0';
      if (value > (Long.MAX_VALUE - d) / 10) {
        throw error(start, "the number is too large (it does not fit in a long)");
      }
      value = value * 10 + d;
      pos++;
    }
    return value;
  }

  /** Consumes {@code c} after optional space, else fails naming what was found. */
  void expect(char c) {
    skipSpace();
    if (!at(c)) {
      throw error(pos, "expected '" + c + "'" + found());
    }
    pos++;
  }

  /** " but found 'x'" for the character at the cursor, or "" at the end. */
  String found() {
    return atEnd() ? "" : " but found " + Notation.describe(text, pos);
  }

  NotationError error(int at, String problem) {
    return new NotationError(text, at, problem);
  }
}
