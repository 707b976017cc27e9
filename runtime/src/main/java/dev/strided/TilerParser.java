package dev.strided;

import dev.strided.core.Notation;
import java.util.ArrayList;
import java.util.List;

/**
 * Parser behind {@link Tiler#parse}: splits the text at top-level commas and colons and hands layouts
 * and integers to the {@link Notation} parser, re-anchoring its errors in the whole text.
 */
final class TilerParser {
  private final String text;

  private TilerParser(String text) {
    this.text = text;
  }

  static Tiler parse(String text) {
    if (text == null) {
      throw new IllegalArgumentException("cannot parse a null tiler: give one such as \"(4,8)\"");
    }
    return new TilerParser(text).range(0, text.length(), 0);
  }

  private Tiler range(int rangeFrom, int rangeTo, int nesting) {
    int from = rangeFrom;
    int to = rangeTo;
    while (from < to && Character.isWhitespace(text.charAt(from))) {
      from++;
    }
    while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
      to--;
    }
    if (from == to) {
      throw new NotationException(text, from, "a tiler is missing here");
    }
    if (nesting > Notation.MAX_NESTING) {
      throw new NotationException(text, from, "tilers nest deeper than " + Notation.MAX_NESTING
          + " levels");
    }
    if (topLevel(from, to, ':') >= 0) {
      int f = from;
      int t = to;
      return reanchored(f, t, () -> Layout.parse(text.substring(f, t)));
    }
    if (to - from == 1 && text.charAt(from) == '_') {
      return Tiler.Keep.INSTANCE;
    }
    if (text.charAt(from) == '(' && closing(from, to) == to - 1) {
      List<Tiler> modes = new ArrayList<>();
      int start = from + 1;
      for (int comma = topLevel(start, to - 1, ','); comma >= 0;
          comma = topLevel(start, to - 1, ',')) {
        modes.add(range(start, comma, nesting + 1));
        start = comma + 1;
      }
      modes.add(range(start, to - 1, nesting + 1));
      return new Tiler.ByMode(modes);
    }
    return extent(from, to);
  }

  private Tiler extent(int from, int to) {
    IntTuple extent = reanchored(from, to, () -> IntTuple.parse(text.substring(from, to)));
    if (!(extent instanceof IntTuple.Int n) || n.value() < 1) {
      throw new NotationException(text, from, "a tiler extent must be an integer of at least 1, got "
          + Values.abbreviate(extent.toString()));
    }
    return new Tiler.Extent(n);
  }

  private interface Part<T> {
    T parse();
  }

  /** Runs a sub-parser on text[from, to) and moves its error position into the whole text. */
  private <T> T reanchored(int from, int to, Part<T> part) {
    try {
      return part.parse();
    } catch (NotationException e) {
      throw new NotationException(text, from + e.position(), e.problem());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("tiler \"" + Values.abbreviate(text) + "\": "
          + e.getMessage(), e);
    }
  }

  /** Index of the first {@code c} outside parentheses in [from, to), or -1. */
  private int topLevel(int from, int to, char c) {
    int depth = 0;
    for (int i = from; i < to; i++) {
      char ch = text.charAt(i);
      if (ch == '(') {
        depth++;
      } else if (ch == ')') {
        if (--depth < 0) {
          throw new NotationException(text, i, "this ')' closes nothing");
        }
      } else if (ch == c && depth == 0) {
        return i;
      }
    }
    return -1;
  }

  /** Index of the parenthesis closing the one at {@code open}. */
  private int closing(int open, int to) {
    int depth = 0;
    for (int i = open; i < to; i++) {
      char ch = text.charAt(i);
      if (ch == '(') {
        depth++;
      } else if (ch == ')' && --depth == 0) {
        return i;
      }
    }
    throw new NotationException(text, open, "this '(' is never closed");
  }
}
