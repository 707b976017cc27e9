package dev.strided;

import dev.strided.core.Congruence;
import dev.strided.core.ModePath;
import dev.strided.core.Notation;
import java.util.List;
import java.util.Optional;

/**
 * {@link Layout#parse}: the text to values, every error a {@link NotationException} with a caret at
 * the term at fault (the bad extent, the first incongruent stride, the side whose values overflow).
 */
final class LayoutText {
  private LayoutText() {}

  static Layout parse(String text) {
    Notation.LayoutTerms terms = Values.parseLayout(text);
    IntTuple shape = Values.fromTerm(terms.shape(), text);
    Optional<ModePath.Located<IntTuple>> bad = Extents.firstBad(shape);
    if (bad.isPresent()) {
      throw new NotationException(text, termAt(terms.shape(), bad.get().path().modes()).position(),
          Extents.problem(bad.get()));
    }
    try {
      return terms.stride() == null ? Layout.columnMajor(shape) : withStride(text, terms, shape);
    } catch (NotationException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      // overflow of size, cosize or capacity: point at the side that carries the values
      int at = terms.stride() == null ? 0 : terms.stride().position();
      throw new NotationException(text, at, e.getMessage());
    }
  }

  private static Layout withStride(String text, Notation.LayoutTerms terms, IntTuple shape) {
    IntTuple stride = Values.fromTerm(terms.stride(), text);
    Optional<Congruence.Mismatch> mismatch =
        Congruence.find(IntTupleDomain.INSTANCE, shape, stride);
    if (mismatch.isPresent()) {
      int at = termAt(terms.stride(), mismatch.get().path().modes()).position();
      throw new NotationException(text, at, mismatch.get().message());
    }
    return Layout.of(shape, stride);
  }

  private static Notation.Term termAt(Notation.Term term, List<Integer> path) {
    Notation.Term t = term;
    for (int i : path) {
      t = ((Notation.Group) t).elements().get(i);
    }
    return t;
  }
}
