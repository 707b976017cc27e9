package dev.strided.processor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.core.Congruence;
import dev.strided.core.Notation;
import dev.strided.core.NotationError;
import dev.strided.core.Trees;
import dev.strided.processor.checking.GeneratedNames;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.CheckedLayout;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Runs a {@link FuzzCase} through the processor's pipeline in process, and judges the outcome with
 * an oracle built on the runtime's parser and layouts (not on the processor's own classes): the
 * error must be the one the first faulty attribute deserves, and static layouts must be accepted
 * exactly when the runtime accepts them and has the demanded properties.
 */
final class FrontEnd {
  static final Set<String> TAGS = Set.of("syntax", "rank", "depth", "extent", "overflow", "name",
      "injective", "compact", "limit");
  private static final TypeElement TYPE = FakeType.named("fuzz.Kernel");

  private FrontEnd() {}

  /**
   * The pipeline's answer: an error, or the generated file.
   *
   * @param error the one error, or null
   * @param output the generated class, or null
   */
  record Outcome(Diagnostic error, LayoutPipeline.Output output) {
    String summary() {
      return error == null ? "ok" : error.tag().id() + "@" + error.attribute();
    }
  }

  /** Name check, validation, generation and printing: any exception escapes. */
  static Outcome run(FuzzCase c) {
    return run(c, true);
  }

  /**
   * Name check and validation, then, when {@code generate}, the model and the printed source
   * (JavaPoet's building and printing cost most of the time).
   */
  static Outcome run(FuzzCase c, boolean generate) {
    try {
      if (!c.name().isEmpty()) {
        GeneratedNames.checkExplicit(c.name());
      }
      CheckedLayout layout = LayoutPipeline.validate(c.request(TYPE));
      if (!generate) {
        return new Outcome(null, null);
      }
      LayoutPipeline.Output out = LayoutPipeline.generate(layout, "fuzz", "F");
      if (out.file().toString().isEmpty()) {
        throw new AssertionError("empty source for " + c);
      }
      return new Outcome(null, out);
    } catch (LayoutRejected r) {
      return new Outcome(r.diagnostic(), null);
    }
  }

  /** Asserts the oracle; returns null when satisfied, else what is wrong. */
  static String judge(FuzzCase c, Outcome o) {
    Diagnostic d = o.error();
    if (d != null && (!TAGS.contains(d.tag().id()) || d.attribute() == null
        || d.attribute().equals("stride") && c.stride().isEmpty()
        || d.attribute().equals("name") && c.name().isEmpty())) {
      return "error not on a written attribute: " + d;
    }
    if (!c.name().isEmpty() && FuzzRules.classNameBeyond(c.name())) {
      return expect(d, Set.of("limit"), "name");
    }
    if (!c.name().isEmpty() && !FuzzRules.validClassName(c.name())) {
      return expect(d, Set.of("name"), "name");
    }
    String fault = textFault(c.shape(), "shape", d, List.of());
    if (fault != null) {
      return fault.isEmpty() ? null : fault;
    }
    if (FuzzRules.leaves(term(c.shape())) > FuzzRules.LEAVES) {
      return expect(d, Set.of("limit"), "shape");
    }
    if (!c.stride().isEmpty()) {
      fault = textFault(c.stride(), "stride", d, names(term(c.shape())));
      if (fault != null) {
        return fault.isEmpty() ? null : fault;
      }
      if (Congruence.leaves(TERMS, term(c.shape()), term(c.stride())) < 0) {
        return expect(d, Set.of("rank", "depth"), "stride");
      }
    }
    if (FuzzRules.hasExtentBelowOne(term(c.shape()))) {
      return expect(d, Set.of("extent"), "shape");
    }
    if (d != null && d.tag().id().equals("limit")) {
      return d.attribute().equals(c.stride().isEmpty() ? "shape" : "stride")
          && FuzzRules.couldPrintBeyond(c) ? null : "unexpected " + d.text();
    }
    if (d != null && d.tag().id().equals("overflow")) {
      return staticDifferential(c, d);
    }
    if (d != null && !(d.tag().id().equals("injective") && c.injective()
        || d.tag().id().equals("compact") && c.compact()) || d != null && !d.attribute().equals("stride")) {
      return "unexpected " + d.text();
    }
    return staticDifferential(c, d);
  }

  /** "" when the outcome is a correct error for this attribute, null when the text is fine. */
  private static String textFault(String text, String attribute, Diagnostic d,
      List<String> namesBefore) {
    if (FuzzRules.textBeyond(text)) {
      String r = expect(d, Set.of("limit"), attribute);
      return r == null ? "" : r;
    }
    if (text.isEmpty() && attribute.equals("shape")) {
      // no shape at all: "@Layout needs a shape ... or a derivation" (no text to put a caret under)
      String r = expect(d, Set.of("syntax"), attribute);
      return r == null ? "" : r;
    }
    Notation.Term t;
    try {
      t = Notation.parseTuple(text);
    } catch (NotationError e) {
      if (FuzzRules.ignorableAfterName(text, e.position())) {
        String r = expect(d, Set.of("name"), attribute);
        return r == null ? "" : r;
      }
      String r = expect(d, Set.of("syntax"), attribute);
      if (r == null && !d.message().contains(NotationError.caret(text, e.position()))) {
        return "syntax error without the caret at " + e.position() + ": " + d.text();
      }
      return r == null ? "" : r;
    }
    Set<String> faults = new HashSet<>();
    scan(t, faults);
    if (FuzzRules.distinctNames(namesBefore, names(t)) > FuzzRules.NAMES) {
      faults.add("limit");
    }
    // a reserved name may come before the name too many: judged below like any name error
    if (!faults.isEmpty() && !(faults.contains("limit") && isNameError(d, attribute))) {
      String r = expect(d, faults, attribute);
      return r == null ? "" : r;
    }
    if (isNameError(d, attribute)) {
      String quoted = d.message().replaceFirst("(?s)^the name '([^']*)'.*", "$1");
      return names(t).contains(quoted) ? "" : "name error for a name not in " + attribute + ": "
          + d.text();
    }
    return null;
  }

  private static boolean isNameError(Diagnostic d, String attribute) {
    return d != null && d.tag().id().equals("name") && d.attribute().equals(attribute);
  }

  /** Blanks (syntax), numeric products beyond long (overflow), keywords (name). */
  private static void scan(Notation.Term t, Set<String> faults) {
    if (t instanceof Notation.Group g) {
      g.elements().forEach(e -> scan(e, faults));
    } else if (t instanceof Notation.Blank) {
      faults.add("syntax");
    } else if (t instanceof Notation.Product p) {
      long v = 1;
      for (Notation.Term f : p.factors()) {
        if (f instanceof Notation.Number n) {
          try {
            v = Math.multiplyExact(v, n.value());
          } catch (ArithmeticException e) {
            faults.add("overflow");
          }
        }
        scan(f, faults);
      }
    } else if (t instanceof Notation.Name n && (SourceVersion.isKeyword(n.identifier())
        || n.identifier().equals("_"))) {
      if (faults.isEmpty()) {
        faults.add("name");
      }
    }
  }

  private static String expect(Diagnostic d, Set<String> tags, String attribute) {
    if (d == null || !tags.contains(d.tag().id()) || !d.attribute().equals(attribute)) {
      return "expected " + tags + " on " + attribute + " but got "
          + (d == null ? "no error" : d.text() + " on " + d.attribute());
    }
    return null;
  }

  /**
   * For layouts without names: accepted exactly when the runtime builds the layout (int) and it has
   * the demanded properties (small sizes).
   */
  private static String staticDifferential(FuzzCase c, Diagnostic d) {
    if (!names(term(c.shape())).isEmpty() || !names(term(c.stride())).isEmpty()) {
      return null;
    }
    Layout runtime;
    try {
      runtime = runtime(c, Map.of());
    } catch (IllegalArgumentException | ArithmeticException e) {
      if (d == null || !d.tag().id().equals("overflow")) {
        return c.longIndex() ? null : "runtime rejects (" + e.getMessage() + ") but got "
            + (d == null ? "no error" : d.text());
      }
      return null;
    }
    if (d != null && d.tag().id().equals("overflow")) {
      return "runtime accepts " + runtime + " but got " + d.text();
    }
    if (runtime.size() > 4096 || c.stride().isEmpty()) {
      return null;
    }
    Set<Integer> seen = new HashSet<>();
    boolean injective = true;
    for (int i = 0; i < runtime.size(); i++) {
      injective &= seen.add(runtime.index(i));
    }
    boolean compact = injective;
    for (int i = 0; compact && i < runtime.size(); i++) {
      compact = seen.contains(i);
    }
    String expected = c.injective() && !injective ? "injective"
        : c.compact() && !compact ? "compact" : null;
    String got = d == null ? null : d.tag().id();
    return java.util.Objects.equals(expected, got) ? null
        : "properties of " + runtime + ": expected " + expected + " but got " + got;
  }

  /** The runtime layout of a case whose names are bound (numbers static, names dynamic). */
  static Layout runtime(FuzzCase c, Map<String, Integer> binding) {
    IntTuple shape = value(term(c.shape()), binding);
    if (!c.stride().isEmpty()) {
      return Layout.of(shape, value(term(c.stride()), binding));
    }
    return c.rowMajor() ? Layout.rowMajor(shape) : Layout.columnMajor(shape);
  }

  /** The names of a case in order of first appearance (shape, then stride). */
  static List<String> names(FuzzCase c) {
    LinkedHashSet<String> all = new LinkedHashSet<>(names(term(c.shape())));
    if (!c.stride().isEmpty()) {
      all.addAll(names(term(c.stride())));
    }
    return new ArrayList<>(all);
  }

  /** The names in the shape (extents, bound to at least 1). */
  static Set<String> extentNames(FuzzCase c) {
    return new HashSet<>(names(term(c.shape())));
  }

  private static IntTuple value(Notation.Term t, Map<String, Integer> binding) {
    if (t instanceof Notation.Group g) {
      List<IntTuple> parts = new ArrayList<>();
      g.elements().forEach(e -> parts.add(value(e, binding)));
      return IntTuple.of(parts.toArray(new IntTuple[0]));
    }
    List<Notation.Term> factors = t instanceof Notation.Product p ? p.factors() : List.of(t);
    long v = 1;
    boolean dynamic = false;
    for (Notation.Term f : factors) {
      if (f instanceof Notation.Name n) {
        v = Math.multiplyExact(v, binding.get(n.identifier()));
        dynamic = true;
      } else {
        v = Math.multiplyExact(v, ((Notation.Number) f).value());
      }
    }
    int i = Math.toIntExact(v);
    return dynamic ? IntTuple.of(i) : IntTuple.ofStatic(i);
  }

  private static Notation.Term term(String text) {
    return text.isEmpty() ? new Notation.Group(List.of(), 0) : Notation.parseTuple(text);
  }

  /** Syntax trees as the core reads trees: every non-group term is a leaf. */
  private static final Trees<Notation.Term, Notation.Term> TERMS = new Trees<>() {
    @Override
    public boolean isLeaf(Notation.Term tree) {
      return !(tree instanceof Notation.Group);
    }

    @Override
    public Notation.Term leaf(Notation.Term tree) {
      return tree;
    }

    @Override
    public List<Notation.Term> elements(Notation.Term tuple) {
      return ((Notation.Group) tuple).elements();
    }

    @Override
    public Notation.Term ofLeaf(Notation.Term leaf) {
      return leaf;
    }

    @Override
    public Notation.Term tuple(List<Notation.Term> elements) {
      return new Notation.Group(elements, 0);
    }
  };

  private static List<String> names(Notation.Term t) {
    List<String> out = new ArrayList<>();
    if (t instanceof Notation.Group g) {
      g.elements().forEach(e -> addAll(out, names(e)));
    } else if (t instanceof Notation.Product p) {
      p.factors().forEach(f -> addAll(out, names(f)));
    } else if (t instanceof Notation.Name n) {
      out.add(n.identifier());
    }
    return out;
  }

  private static void addAll(List<String> out, List<String> more) {
    for (String s : more) {
      if (!out.contains(s)) {
        out.add(s);
      }
    }
  }
}
