package dev.strided.processor.derivation;

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
import dev.strided.processor.Diagnostic;
import dev.strided.processor.LayoutRejected;
import dev.strided.processor.Tag;
import dev.strided.processor.checking.Assumptions;
import dev.strided.processor.checking.LayoutChecks;
import dev.strided.processor.checking.Limits;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.reading.LayoutDirectory;
import dev.strided.processor.reading.LayoutRequest;
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
public final class DerivedLayouts {
  private final LayoutReferences references;
  /** The layouts being derived, innermost last, as package-qualified generated names. */
  private final List<String> visiting = new ArrayList<>();

  /** A layout a derivation uses, in its parameters' names, and how they are bound. */
  private record Source(Pair<Tree<Symbol>> layout, Bindings bindings) {}

  private DerivedLayouts(LayoutDirectory directory) {
    this.references = new LayoutReferences(directory);
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

  /**
   * A written layout's checks, or a derived one's.
   *
   * @param request any annotation
   * @param siblings every {@code @Layout} of its type
   * @param directory the layouts of other types
   * @return the checked layout
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  public static CheckedLayout writtenOrDerived(LayoutRequest request, List<LayoutRequest> siblings,
      LayoutDirectory directory) throws LayoutRejected {
    return request.of().isEmpty() ? LayoutChecks.check(request)
        : check(request, siblings, directory);
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
    visiting.add(references.qualified(request));
    DerivationLiterals literals = new DerivationLiterals(request);
    try {
      Map<String, Source> used = new HashMap<>();
      List<String> parameters = new ArrayList<>();
      List<String> extents = new ArrayList<>();
      List<Fact> inherited = new ArrayList<>();
      collect(expression, new LayoutReferences.Found(request, siblings), literals, used, parameters, extents,
          inherited);
      List<Fact> facts = Assumptions.parse(request, parameters, extents, inherited);
      Facts known = Assumptions.of(extents, facts);
      Derivation.Result<Tree<Symbol>> result = evaluate(request, expression, known,
          new Scope(used, literals));
      Swizzle swizzle = DerivedResult.swizzle(request, result.swizzle(), parameters);
      return DerivedResult.checked(request, result.layout(), new Bindings(parameters, extents, facts, List.of(),
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
      case MULTIPLE_OF -> "a multiple of " + fact.literal();
      case AT_LEAST -> "at least " + fact.literal();
      case AT_MOST -> "at most " + fact.literal();
      case MULTIPLE_OF_NAME -> "a multiple of " + fact.by();
    };
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

  /** The references of an expression in reading order: their names, extents and facts. */
  private void collect(Expression e, LayoutReferences.Found from, DerivationLiterals literals,
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

  private Source source(Expression.Reference reference, LayoutReferences.Found from,
      DerivationLiterals literals) {
    String name = reference.name();
    LayoutReferences.Found found = references.find(name, from);
    if (found == null) {
      String pkg = references.packageOf(from.request());
      throw literals.fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is "
          + "not the generated name of a @Layout on " + from.request().type().getSimpleName()
          + (name.contains(".") ? " nor of a type in package " + name.substring(0,
              name.lastIndexOf('.')) : " nor of another type in " + (pkg.isEmpty()
              ? "the unnamed package" : "package " + pkg)));
    }
    String key = references.qualified(found.request());
    if (visiting.contains(key)) {
      List<String> path = new ArrayList<>();
      for (String v : visiting.subList(visiting.indexOf(key), visiting.size())) {
        path.add(v.substring(v.lastIndexOf('.') + 1));
      }
      path.add(key.substring(key.lastIndexOf('.') + 1));
      Cycle cycle = new Cycle(key, String.join(" -> ", path));
      if (!key.equals(references.qualified(from.request()))) {
        throw cycle;
      }
      throw literals.fail(Tag.REFERENCE, reference.position(), cycle.problem(name));
    }
    LayoutRequest sibling = found.request();
    CheckedLayout checked;
    try {
      checked = sibling.of().isEmpty() ? LayoutChecks.check(sibling)
          : derive(sibling, found.siblings()); // one derivation, so a cycle is seen
    } catch (LayoutRejected e) {
      throw literals.fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is "
          + "not a valid layout (its own error is reported on it)");
    } catch (Cycle cycle) {
      if (!cycle.start.equals(references.qualified(from.request()))) {
        throw cycle;
      }
      throw literals.fail(Tag.REFERENCE, reference.position(), cycle.problem(name));
    }
    Bindings b = checked.bindings();
    return new Source(new Pair<>(checked.shape().tree().map(b::inParameters),
        checked.stride().tree().map(b::inParameters)), b);
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


}
