package dev.strided.processor;

import dev.strided.Swizzle;
import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.Fact;
import dev.strided.core.Facts;
import dev.strided.core.NotationError;
import dev.strided.core.Pair;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicDomain;
import dev.strided.core.Tiling;
import dev.strided.core.Tree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules of {@code @Layout(of = ...)}: the expression parses ([strided:syntax]), its references
 * name other {@code @Layout}s of the same type without a cycle and {@code of} comes without a shape
 * ([strided:reference]), the {@code assume} facts are about its names ([strided:assume]), and the
 * core's algebra — the runtime's, on symbolic leaves, deciding only what holds for every value the
 * facts allow, with tiles that never overhang — accepts every operation ([strided:algebra]). The
 * result is checked as a written layout would be; its names are those of the layouts it uses, in
 * order of first appearance, and it inherits their facts.
 *
 * <pre>{@code
 * // @Layout(name = "GmemC", shape = "(M,N)", order = ROW_MAJOR)
 * // @Layout(name = "CtaC", of = "zipped_divide(GmemC, (128,64))", assume = {"M % 128 == 0", "N % 64 == 0"})
 * DerivedLayouts.check(ctaC, List.of(gmemC, ctaC));
 * // ((_128,_64),(M/_128,N/_64)):((N,_1),(_128*N,_64)), of(M, N)
 * }</pre>
 */
final class DerivedLayouts {
  private final LayoutDirectory directory;
  /** The layouts being derived, innermost last, as package-qualified generated names. */
  private final List<String> visiting = new ArrayList<>();

  /** A layout a derivation uses, in its parameters' names, and how they are bound. */
  private record Source(Pair<Tree<Symbol>> layout, Bindings bindings) {}

  private DerivedLayouts(LayoutDirectory directory) {
    this.directory = directory;
  }

  /**
   * A cycle found below the layout it starts from: it passes through the derivations in between,
   * so the error is the start's, at its own reference.
   */
  private static final class Cycle extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String start;
    final String path;

    Cycle(String start, String path) {
      super(null, null, false, false);
      this.start = start;
      this.path = path;
    }

    String problem(String name) {
      return "refers to " + name + ", which is derived from this layout: " + path;
    }
  }

  /** A layout a reference names, and the other {@code @Layout}s of its type. */
  private record Found(LayoutRequest request, List<LayoutRequest> siblings) {}

  /**
   * The checked layout a derivation gives.
   *
   * @param request an annotation with {@code of}
   * @param siblings every {@code @Layout} of the same type, {@code request} included
   * @param directory the layouts of other types that references may name
   * @return the derived layout, checked
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  static CheckedLayout check(LayoutRequest request, List<LayoutRequest> siblings,
      LayoutDirectory directory) throws LayoutRejected {
    return new DerivedLayouts(directory).derive(request, siblings);
  }

  private CheckedLayout derive(LayoutRequest request, List<LayoutRequest> siblings)
      throws LayoutRejected {
    if (request.anchor("shape") != null || request.anchor("stride") != null) {
      throw new LayoutRejected(new Diagnostic(Tag.REFERENCE, "of \"" + request.of() + "\" derives "
          + "the whole layout, so this @Layout cannot also give a shape or a stride; remove them or "
          + "remove of.", "of"));
    }
    Limits.text(request.of(), "of");
    Expression expression;
    try {
      expression = Expression.parse(request.of());
    } catch (NotationError e) {
      throw DerivationLiterals.rejected(Tag.SYNTAX, request, e.position(),
          "does not parse: " + e.problem());
    }
    visiting.add(qualified(request));
    DerivationLiterals literals = new DerivationLiterals(request);
    try {
      Map<String, Source> used = new HashMap<>();
      List<String> parameters = new ArrayList<>();
      List<String> extents = new ArrayList<>();
      List<Fact> inherited = new ArrayList<>();
      collect(expression, new Found(request, siblings), literals, used, parameters, extents,
          inherited);
      List<Fact> facts = Assumptions.parse(request, parameters, extents, inherited);
      Facts known = Assumptions.of(extents, facts);
      Derivation.Result<Tree<Symbol>> result = evaluate(request, expression, known,
          new Scope(used, literals));
      Swizzle swizzle = swizzle(request, result.swizzle(), parameters);
      return checked(request, result.layout(), new Bindings(parameters, extents, facts, List.of(),
          "", List.of()), known, swizzle);
    } catch (DerivationLiterals.Rejection e) {
      throw e.rejected;
    } finally {
      visiting.remove(visiting.size() - 1);
    }
  }

  private static Derivation.Result<Tree<Symbol>> evaluate(LayoutRequest request,
      Expression expression, Facts known, Scope scope) throws LayoutRejected {
    try {
      return Derivation.evaluate(new SymbolicDomain(known, Policy.REFUSE_OVERHANG), expression,
          scope);
    } catch (Derivation.Refused e) {
      Fact fact = e.wouldProve();
      if (fact == null) {
        throw DerivationLiterals.rejected(Tag.ALGEBRA, request, e.position(),
            "is refused: " + e.getMessage());
      }
      throw DerivationLiterals.rejected(Tag.ALGEBRA, request, e.position(), "is refused: "
          + unknown(fact) + " (" + e.getMessage().replace("; it would hold if " + fact, "")
          + operationAt(request.of(), e.position()) + "); add assume = \"" + fact + "\"");
    }
  }

  /** What the facts do not say, as a sentence: {@code M is not known to be a multiple of 128}. */
  private static String unknown(Fact fact) {
    return fact.name() + " is not known to be " + switch (fact.relation()) {
      case MULTIPLE_OF -> "a multiple of ";
      case AT_LEAST -> "at least ";
      case AT_MOST -> "at most ";
    } + fact.literal();
  }

  /** {@code ", in zipped_divide"}: the operation written at the refused position, if any. */
  private static String operationAt(String of, int position) {
    int end = position;
    while (end < of.length() && (Character.isLetterOrDigit(of.charAt(end))
        || of.charAt(end) == '_')) {
      end++;
    }
    return end == position ? "" : ", in " + of.substring(position, end);
  }

  /** The swizzle of {@code Sw<B,M,S> o X}, or null without one (or with no bits, a no-op). */
  private static Swizzle swizzle(LayoutRequest request, Expression.Swizzled sw,
      List<String> parameters) {
    if (sw == null || sw.bits() == 0) {
      return null;
    }
    if (!parameters.isEmpty()) {
      throw new DerivationLiterals.Rejection(DerivationLiterals.rejected(Tag.ALGEBRA, request,
          sw.position(), "is a swizzled layout with the names " + String.join(", ", parameters)
          + ", which this version does not generate (a swizzled layout must be static)"));
    }
    try {
      return new Swizzle(sw.bits(), sw.base(), sw.shift());
    } catch (IllegalArgumentException e) {
      throw new DerivationLiterals.Rejection(DerivationLiterals.rejected(Tag.ALGEBRA, request,
          sw.position(), "has an invalid swizzle: " + e.getMessage()));
    }
  }

  /** The references of an expression in reading order: their names, extents and facts. */
  private void collect(Expression e, Found from, DerivationLiterals literals,
      Map<String, Source> used, List<String> parameters, List<String> extents,
      List<Fact> facts) {
    if (e instanceof Expression.Call call) {
      for (Expression argument : call.arguments()) {
        collect(argument, from, literals, used, parameters, extents, facts);
      }
    } else if (e instanceof Expression.Swizzled sw) {
      collect(sw.layout(), from, literals, used, parameters, extents, facts);
    } else if (e instanceof Expression.Reference reference && !used.containsKey(reference.name())) {
      Source source = source(reference, from, literals);
      used.put(reference.name(), source);
      Bindings b = source.bindings();
      addNew(parameters, b.parameters());
      addNew(extents, b.extentParameters());
      for (Fact f : b.facts()) {
        if (!facts.contains(f)) {
          facts.add(f);
        }
      }
    }
  }

  private static void addNew(List<String> to, List<String> names) {
    for (String n : names) {
      if (!to.contains(n)) {
        to.add(n);
      }
    }
  }

  private Source source(Expression.Reference reference, Found from,
      DerivationLiterals literals) {
    String name = reference.name();
    Found found = find(name, from);
    if (found == null) {
      String pkg = directory.packageOf(from.request().type());
      throw literals.fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is "
          + "not the generated name of a @Layout on " + from.request().type().getSimpleName()
          + (name.contains(".") ? " nor of a type in package " + name.substring(0,
              name.lastIndexOf('.')) : " nor of another type in " + (pkg.isEmpty()
              ? "the unnamed package" : "package " + pkg)));
    }
    String key = qualified(found.request());
    if (visiting.contains(key)) {
      List<String> path = new ArrayList<>();
      for (String v : visiting.subList(visiting.indexOf(key), visiting.size())) {
        path.add(v.substring(v.lastIndexOf('.') + 1));
      }
      path.add(key.substring(key.lastIndexOf('.') + 1));
      Cycle cycle = new Cycle(key, String.join(" -> ", path));
      if (!key.equals(qualified(from.request()))) {
        throw cycle;
      }
      throw literals.fail(Tag.REFERENCE, reference.position(), cycle.problem(name));
    }
    LayoutRequest sibling = found.request();
    CheckedLayout checked;
    try {
      checked = sibling.of().isEmpty() ? LayoutChecks.check(sibling)
          : derive(sibling, found.siblings());
    } catch (LayoutRejected e) {
      throw literals.fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is "
          + "not a valid layout (its own error is reported on it)");
    } catch (Cycle cycle) {
      if (!cycle.start.equals(qualified(from.request()))) {
        throw cycle;
      }
      throw literals.fail(Tag.REFERENCE, reference.position(), cycle.problem(name));
    }
    Bindings b = checked.bindings();
    return new Source(new Pair<>(inParameters(checked.shape().tree(), b),
        inParameters(checked.stride().tree(), b)), b);
  }

  /**
   * The {@code @Layout} a reference names: one of the same type by generated name, else one of
   * another type of the same package, or of the package a qualified name gives.
   */
  private Found find(String name, Found from) {
    int dot = name.lastIndexOf('.');
    String simple = name.substring(dot + 1);
    String own = directory.packageOf(from.request().type());
    String pkg = dot < 0 ? own : name.substring(0, dot);
    if (pkg.equals(own)) {
      for (LayoutRequest sibling : from.siblings()) {
        if (GeneratedNames.simpleName(sibling).equals(simple)) {
          return new Found(sibling, from.siblings());
        }
      }
    }
    for (List<LayoutRequest> type : directory.layoutsIn(pkg)) {
      for (LayoutRequest other : type) {
        if (GeneratedNames.simpleName(other).equals(simple)) {
          return new Found(other, type);
        }
      }
    }
    return null;
  }

  private String qualified(LayoutRequest request) {
    String pkg = directory.packageOf(request.type());
    return (pkg.isEmpty() ? "" : pkg + ".") + GeneratedNames.simpleName(request);
  }

  /** Quotient names back to divisions of the parameters ({@code M_div128} is {@code M/_128}). */
  private static Tree<Symbol> inParameters(Tree<Symbol> t, Bindings b) {
    if (t instanceof Tree.Leaf<Symbol> leaf) {
      return new Tree.Leaf<>(b.inParameters(leaf.value()));
    }
    List<Tree<Symbol>> elements = new ArrayList<>();
    for (Tree<Symbol> e : ((Tree.Node<Symbol>) t).elements()) {
      elements.add(inParameters(e, b));
    }
    return new Tree.Node<>(elements);
  }

  /** The result in quotient names, checked as a written layout. */
  private static CheckedLayout checked(LayoutRequest request, Pair<Tree<Symbol>> result,
      Bindings partial, Facts known, Swizzle swizzle) throws LayoutRejected {
    SymbolicTuple shown = tuple(result.shape());
    SymbolicTuple shownStride = tuple(result.stride());
    List<Symbol> leaves = new ArrayList<>();
    shown.leaves().forEach(l -> leaves.add(l.value()));
    shownStride.leaves().forEach(l -> leaves.add(l.value()));
    QuotientNames quotients = new QuotientNames(leaves, known, partial.parameters());
    SymbolicTuple shape;
    SymbolicTuple stride;
    try {
      shape = tuple(quotients.rewrite(result.shape()));
      stride = tuple(quotients.rewrite(result.stride()));
    } catch (ArithmeticException e) {
      throw new LayoutRejected(new Diagnostic(Tag.ALGEBRA, "of \"" + request.of() + "\" gives "
          + shown.canonical() + ":" + shownStride.canonical() + ", whose leaves this version "
          + "cannot compute exactly from the names (" + e.getMessage() + ").", "of"));
    }
    Limits.printed(shape, stride, "of");
    Bindings bindings = new Bindings(partial.parameters(), partial.extentParameters(),
        partial.facts(), quotients.quotients(), (swizzle == null ? "" : swizzle + " o _0 o ")
        + shown.canonical() + ":" + shownStride.canonical(), List.of());
    List<String> names = new ArrayList<>();
    for (String p : bindings.parameters()) {
      String n = quotients.quotients().stream().filter(q -> q.parameter().equals(p))
          .map(Bindings.Quotient::name).findFirst().orElse(p);
      if (leavesOf(shape, stride).stream().anyMatch(leaf -> leaf.names().contains(n))) {
        names.add(n);
      }
    }
    CheckedLayout layout = new CheckedLayout(request, shape, stride, names, bindings, swizzle);
    Overflow.check(layout);
    long size = LeafValues.of(layout).size();
    if (swizzle != null && size > PropertyChecks.ENUMERATION_LIMIT) {
      throw new LayoutRejected(new Diagnostic(Tag.LIMIT, "of \"" + request.of() + "\" is a "
          + "swizzled layout of " + size + " coordinates; this version generates swizzled "
          + "layouts of at most " + PropertyChecks.ENUMERATION_LIMIT + ", whose indices it "
          + "enumerates.", "of"));
    }
    return layout;
  }

  private static List<Symbol> leavesOf(SymbolicTuple shape, SymbolicTuple stride) {
    List<Symbol> out = new ArrayList<>();
    shape.leaves().forEach(l -> out.add(l.value()));
    stride.leaves().forEach(l -> out.add(l.value()));
    return out;
  }

  /** The references and literals of one expression. */
  private record Scope(Map<String, Source> used, DerivationLiterals literals)
      implements Derivation.Context<Tree<Symbol>, Symbol> {
    @Override
    public Pair<Tree<Symbol>> layout(Expression.Reference reference) {
      return used.get(reference.name()).layout();
    }

    @Override
    public Pair<Tree<Symbol>> layout(Expression.Literal literal) {
      return literals.layout(literal);
    }

    @Override
    public Tiling<Tree<Symbol>, Symbol> tiler(Expression.Literal literal) {
      return literals.tiler(literal);
    }

    @Override
    public Tree<Symbol> shape(Expression.Literal literal) {
      return literals.shape(literal);
    }
  }

  /** A result tree as a checked layout's tuple; every node is anchored on {@code of}. */
  private static SymbolicTuple tuple(Tree<Symbol> t) {
    if (t instanceof Tree.Leaf<Symbol> leaf) {
      return new SymbolicTuple.Leaf(leaf.value(), 0);
    }
    List<SymbolicTuple> elements = new ArrayList<>();
    for (Tree<Symbol> e : ((Tree.Node<Symbol>) t).elements()) {
      elements.add(tuple(e));
    }
    return new SymbolicTuple.Node(elements, 0);
  }
}
