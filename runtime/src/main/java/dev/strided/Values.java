package dev.strided;

import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Quote;
import java.util.ArrayList;
import java.util.List;

/**
 * Checked int arithmetic, the parser as the runtime calls it (its errors as
 * {@link NotationException}s) and the conversion of syntax trees into values. Package-private.
 */
final class Values {
  private Values() {}

  /** The text as a message quotes it: {@link Quote#abbreviate}. */
  static String abbreviate(String text) {
    return Quote.abbreviate(text);
  }

  /** Throws an IllegalArgumentException naming the parameter when {@code value} is null. */
  static <T> T nonNull(T value, String parameter) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    return value;
  }

  static int multiply(int a, int b, String what) {
    return multiply(a, b, what, "");
  }

  /** {@code a * b}; the message names {@code what + of}, built only on overflow (hot paths). */
  static int multiply(int a, int b, String what, Object of) {
    long product = (long) a * b;
    if (product != (int) product) {
      throw doesNotFit(what + of + " (" + a + " * " + b + ")", product);
    }
    return (int) product;
  }

  static int toInt(long value, String what) {
    if (value != (int) value) {
      throw doesNotFit(what, value);
    }
    return (int) value;
  }

  private static IllegalArgumentException doesNotFit(String what, long value) {
    return new IllegalArgumentException(
        "the " + what + " is " + value + ", which does not fit in an int");
  }

  /** {@link Notation#parseTuple}, its error rethrown as the runtime's {@link NotationException}. */
  static Notation.Term parseTuple(String text) {
    try {
      return Notation.parseTuple(text);
    } catch (NotationError e) {
      throw new NotationException(e);
    }
  }

  /** {@link Notation#parseLayout}, its error rethrown as the runtime's {@link NotationException}. */
  static Notation.LayoutTerms parseLayout(String text) {
    try {
      return Notation.parseLayout(text);
    } catch (NotationError e) {
      throw new NotationException(e);
    }
  }

  /** The refusal of {@code _} where an integer is needed, naming the operation. */
  static IllegalArgumentException notAnInteger(String operation) {
    return new IllegalArgumentException(operation + ": _ (IntTuple.ALL) keeps a mode in a slice "
        + "coordinate and is not an integer; shapes, strides and index coordinates hold integers");
  }

  /** {@code tuple}, refused when it holds {@code _} anywhere ({@code what} names its use). */
  static IntTuple integers(IntTuple tuple, String what) {
    if (tuple == IntTuple.ALL) {
      throw notAnInteger(what);
    }
    if (tuple instanceof IntTuple.Tuple t) {
      for (IntTuple e : t.elements()) {
        integers(e, what);
      }
    }
    return tuple;
  }

  /** Converts a parsed term into values; names and '_' are errors anchored at their position. */
  static IntTuple fromTerm(Notation.Term term, String text) {
    return fromTerm(term, text, false);
  }

  /** A slice coordinate: {@link #fromTerm}, '_' read as {@link IntTuple#ALL}. */
  static IntTuple coordinate(String text) {
    return fromTerm(parseTuple(Values.nonNull(text, "the slice coordinate")), text, true);
  }

  private static IntTuple fromTerm(Notation.Term term, String text, boolean blanks) {
    if (term instanceof Notation.Group g) {
      List<IntTuple> elements = new ArrayList<>(g.elements().size());
      for (Notation.Term e : g.elements()) {
        elements.add(fromTerm(e, text, blanks));
      }
      return new IntTuple.Tuple(elements);
    }
    if (blanks && term instanceof Notation.Blank) {
      return IntTuple.ALL;
    }
    return leaf(term, text);
  }

  private static IntTuple.Int leaf(Notation.Term term, String text) {
    if (term instanceof Notation.Number n) {
      if (n.value() < Integer.MIN_VALUE || n.value() > Integer.MAX_VALUE) {
        throw new NotationException(text, n.position(),
            "the value " + n.value() + " does not fit in an int");
      }
      return new IntTuple.Int((int) n.value(), n.isStatic());
    }
    if (term instanceof Notation.Product p) {
      IntTuple.Int acc = null;
      for (Notation.Term f : p.factors()) {
        IntTuple.Int v = leaf(f, text);
        if (acc == null) {
          acc = v;
        } else {
          long product = (long) acc.value() * v.value();
          if (product < Integer.MIN_VALUE || product > Integer.MAX_VALUE) {
            throw new NotationException(text, p.position(),
                "the product " + product + " does not fit in an int");
          }
          acc = new IntTuple.Int((int) product, acc.isStatic() && v.isStatic());
        }
      }
      return acc;
    }
    if (term instanceof Notation.Name n) {
      throw new NotationException(text, n.position(), "the name '" + abbreviate(n.identifier())
          + "' has no value here: runtime layouts hold numbers (names belong in @Layout)");
    }
    throw new NotationException(text, term.position(),
        "'_' (keep this mode) is not an integer; it is only allowed in tilers and slices (read a"
        + " slice or tile coordinate such as (3,1,_) with IntTuple.parseCoordinate)");
  }
}
