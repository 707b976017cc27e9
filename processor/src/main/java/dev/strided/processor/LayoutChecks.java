package dev.strided.processor;

import dev.strided.Congruence;
import dev.strided.Notation;
import dev.strided.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;

/**
 * The rules of SPEC section 7 that read one annotation: syntax, name of a dynamic value, rank, depth,
 * extent and overflow. Each method checks one rule and throws {@link LayoutRejected} with the single
 * error for the first fault; {@link #check} runs them in order, so a fault never cascades.
 *
 * <pre>{@code
 * CheckedLayout layout = LayoutChecks.check(request);  // or LayoutRejected with the error
 * }</pre>
 */
final class LayoutChecks {
  /** Identifiers the generated code uses for its own members and coordinates. */
  private static final Pattern RESERVED =
      Pattern.compile("c|c[0-9]+|RANK|DEPTH|SIZE|COSIZE|CAPACITY|LAYOUT|[$].*|Math|Integer|Long"
          + "|Layout|IntTuple|IllegalArgumentException|IndexOutOfBoundsException"
          + "|ArithmeticException");

  private LayoutChecks() {}

  /**
   * Runs every per-annotation rule.
   *
   * @param request the annotation
   * @return the parsed, congruent layout with its stride filled in
   * @throws LayoutRejected with the first fault
   */
  static CheckedLayout check(LayoutRequest request) throws LayoutRejected {
    List<String> names = new ArrayList<>();
    SymbolicTuple shape = syntax(request.shape(), "shape", names);
    SymbolicTuple stride = null;
    if (!request.stride().isEmpty()) {
      stride = syntax(request.stride(), "stride", names);
    }
    if (stride != null) {
      congruence(shape, stride);
    }
    extents(shape, request.shape());
    if (stride == null) {
      stride = overflowGuard(() -> CompactStride.of(shape, request.rowMajor()), request, "shape");
    }
    CheckedLayout layout = new CheckedLayout(request, shape, stride, names);
    Overflow.check(layout);
    return layout;
  }

  /** [strided:syntax] and [strided:name] for the names inside the text. */
  static SymbolicTuple syntax(String text, String attribute, List<String> names)
      throws LayoutRejected {
    Notation.Term term;
    SymbolicTuple tuple;
    try {
      term = Notation.parseTuple(text);
      tuple = SymbolicTuple.of(term, text);
    } catch (NotationException e) {
      throw new LayoutRejected(new Diagnostic("syntax", attribute + " \"" + text
          + "\" does not parse: " + e.problem() + ".\n" + NotationException.caret(text, e.position()),
          attribute));
    } catch (ArithmeticException e) {
      throw new LayoutRejected(new Diagnostic("overflow", "a product in " + attribute + " \"" + text
          + "\" exceeds the range of long.", attribute));
    }
    collectNames(term, text, attribute, names);
    return tuple;
  }

  private static void collectNames(Notation.Term term, String text, String attribute,
      List<String> names) throws LayoutRejected {
    if (term instanceof Notation.Group g) {
      for (Notation.Term e : g.elements()) {
        collectNames(e, text, attribute, names);
      }
    } else if (term instanceof Notation.Product p) {
      for (Notation.Term f : p.factors()) {
        collectNames(f, text, attribute, names);
      }
    } else if (term instanceof Notation.Name n) {
      String id = n.identifier();
      if (SourceVersion.isKeyword(id, SourceVersion.RELEASE_17) || id.equals("_")) {
        throw new LayoutRejected(new Diagnostic("name", "the name '" + id + "' in " + attribute
            + " is a Java keyword, so it cannot be a parameter of the generated factory.\n"
            + NotationException.caret(text, n.position()), attribute));
      }
      if (RESERVED.matcher(id).matches()) {
        throw new LayoutRejected(new Diagnostic("name", "the name '" + id + "' in " + attribute
            + " is reserved: the generated class uses it (coordinates c, c0, c1, ..., constants "
            + "RANK, DEPTH, SIZE, COSIZE, CAPACITY, LAYOUT, names starting with $ and the types "
            + "it refers to); rename it.\n"
            + NotationException.caret(text, n.position()), attribute));
      }
      if (!names.contains(id)) {
        names.add(id);
      }
    }
  }

  /** [strided:rank] and [strided:depth]: the words of the runtime's {@link Congruence}. */
  static void congruence(SymbolicTuple shape, SymbolicTuple stride) throws LayoutRejected {
    Optional<Congruence.Mismatch> m =
        Congruence.find(shape, stride, SymbolicTuple::children, SymbolicTuple::toString);
    if (m.isPresent()) {
      Congruence.Mismatch mismatch = m.get();
      String tag = mismatch.kind() == Congruence.Kind.RANK ? "rank" : "depth";
      throw new LayoutRejected(new Diagnostic(tag, mismatch.message() + ".\n  shape:  " + shape
          + "\n  stride: " + stride, "stride"));
    }
  }

  /** [strided:extent]: every extent at least 1; a dynamic extent needs a positive coefficient. */
  static void extents(SymbolicTuple shape, String text) throws LayoutRejected {
    List<LeafPath> leaves = LeafPath.of(shape);
    for (LeafPath leaf : leaves) {
      Monomial v = leaf.leaf().value();
      if (v.coefficient() < 1) {
        String why = v.isStatic() ? "" : " for every value of " + String.join("*", v.names());
        throw new LayoutRejected(new Diagnostic("extent", "shape \"" + text + "\" has extent " + v
            + " at " + leaf.where() + ", which is below 1" + why + "; every extent must be at "
            + "least 1.\n" + NotationException.caret(text, leaf.leaf().position()), "shape"));
      }
    }
  }

  /** Wraps a computation whose long arithmetic may overflow into an [strided:overflow] error. */
  static <T> T overflowGuard(java.util.function.Supplier<T> computation, LayoutRequest request,
      String attribute) throws LayoutRejected {
    try {
      return computation.get();
    } catch (ArithmeticException e) {
      throw new LayoutRejected(new Diagnostic("overflow", "layout \"" + request.shape()
          + (request.stride().isEmpty() ? "" : ":" + request.stride())
          + "\" has a size or stride that exceeds the range of long.", attribute));
    }
  }
}
