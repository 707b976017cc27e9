package dev.strided.processor.derivation;

import dev.strided.Swizzle;
import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.Fact;
import dev.strided.core.Facts;
import dev.strided.core.NamedQuotient;
import dev.strided.core.NotationError;
import dev.strided.core.Policy;
import dev.strided.processor.diagnostic.Diagnostic;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
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
 * facts allow, with tiles that never overhang unless {@code masked = true} — accepts every
 * operation ([strided:algebra]). Checking then checks the result as a written layout; its names are
 * those of the layouts and literals it uses, in order of first appearance, and it inherits their
 * facts. A masked layout whose tiles overhang gets its bounds from {@link MaskedTwin}.
 *
 * <pre>{@code
 * // @Layout(name = "GmemC", shape = "(M,N)", order = ROW_MAJOR)
 * // @Layout(name = "CtaC", of = "zipped_divide(GmemC, (128,64))", assume = {"M % 128 == 0", "N % 64 == 0"})
 * DerivedLayouts.writtenOrDerived(ctaC, List.of(gmemC, ctaC), LayoutDirectory.NONE, LayoutChecks::check);
 * // ((_128,_64),(M/_128,N/_64)):((N,_1),(_128*N,_64)), of(M, N)
 * }</pre>
 */
public final class DerivedLayouts {
  private final LayoutReferences references;
  private final SourceCheck sourceCheck;
  /** The layouts being derived, innermost last, as package-qualified generated names. */
  private final List<String> visiting = new ArrayList<>();

  private DerivedLayouts(LayoutDirectory directory, SourceCheck sourceCheck) {
    this.references = new LayoutReferences(directory);
    this.sourceCheck = sourceCheck;
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
   * The layout an annotation gives: read as written, or derived.
   *
   * @param request any annotation
   * @param siblings every {@code @Layout} of its type
   * @param directory the layouts of other types
   * @param sourceCheck what a layout that a derivation uses must meet first
   * @return the layout, for checking
   * @throws LayoutRejected with the single error of the first rule that fails
   */
  public static CheckedLayout writtenOrDerived(LayoutRequest request, List<LayoutRequest> siblings,
      LayoutDirectory directory, SourceCheck sourceCheck) throws LayoutRejected {
    return request.of().isEmpty() ? WrittenLayouts.read(request)
        : new DerivedLayouts(directory, sourceCheck).derive(request, siblings);
  }

  private CheckedLayout derive(LayoutRequest request, List<LayoutRequest> siblings)
      throws LayoutRejected {
    if (request.anchor("shape") != null || request.anchor("stride") != null) {
      throw new LayoutRejected(new Diagnostic(Tag.REFERENCE, "of \"" + request.of() + "\" derives "
          + "the whole layout, so this @Layout cannot also give a shape or a stride; remove them or "
          + "remove of.", "of"));
    }
    TextLimits.text(request.of(), "of");
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
      Inputs in = new Inputs();
      collect(expression, new LayoutReferences.Found(request, siblings), literals, in);
      List<Fact> facts = Assumptions.parse(request, in.parameters, in.extents, in.facts);
      Facts known = Assumptions.of(in.extents, facts);
      for (NamedQuotient q : in.quotients) {
        known = known.withQuotient(q);
      }
      DerivationScope scope = new DerivationScope(in.used, literals);
      DerivationRun.Outcome out = outcome(request, expression, known, scope);
      MaskedTwin.Twin twin = out.policy() == Policy.REFUSE_OVERHANG ? null
          : MaskedTwin.of(request, expression, scope, out.facts(), out.result().layout());
      Swizzle swizzle = DerivedResult.swizzle(request, out.result().swizzle(), in.parameters);
      return DerivedResult.checked(request, out.result().layout(), new Bindings(in.parameters,
          in.extents, facts, List.of(), "", List.of()), out.facts(), swizzle, twin)
          .withSwizzleAtom(out.result().swizzle() == null ? null : out.result().swizzle().atom());
    } catch (DerivationLiterals.Rejection e) {
      throw e.rejected;
    } finally {
      visiting.remove(visiting.size() - 1);
    }
  }

  /**
   * The derivation with tiles that never overhang; with {@code masked = true}, where they would
   * (or the source is masked), with C++'s rounded tile counts ({@link Policy#MASKED}: a tile
   * larger than a whole static extent stays refused).
   */
  private static DerivationRun.Outcome outcome(LayoutRequest request, Expression expression,
      Facts known, DerivationScope scope) throws LayoutRejected {
    Expression source = MaskedTwin.source(expression);
    boolean maskedSource = source instanceof Expression.Reference r
        && scope.used().get(r.name()).checked().mask() != null;
    try {
      DerivationRun.Outcome exact =
          DerivationRun.run(expression, known, Policy.REFUSE_OVERHANG, scope);
      if (!request.masked() || !maskedSource) {
        return exact;
      }
    } catch (Derivation.Refused refused) {
      if (!request.masked()) {
        throw DerivationRun.refused(request, refused, roundsUp(expression, known, scope));
      }
    }
    try {
      return DerivationRun.run(expression, known, Policy.MASKED, scope);
    } catch (Derivation.Refused refused) {
      throw DerivationRun.refused(request, refused, false);
    }
  }

  /** Whether the derivation is accepted with rounded tile counts: its refusal is an overhang. */
  private static boolean roundsUp(Expression expression, Facts known, DerivationScope scope) {
    try {
      DerivationRun.run(expression, known, Policy.MASKED, scope);
      return true;
    } catch (Derivation.Refused | DerivationLiterals.Rejection e) {
      return false;
    }
  }

  /** What the references and literals of an expression bring, in reading order. */
  private static final class Inputs {
    final Map<String, DerivationSource> used = new HashMap<>();
    final List<String> parameters = new ArrayList<>();
    final List<String> extents = new ArrayList<>();
    final List<Fact> facts = new ArrayList<>();
    final List<NamedQuotient> quotients = new ArrayList<>();
  }

  /** The references and literals of an expression in reading order: names, extents, facts. */
  private void collect(Expression e, LayoutReferences.Found from, DerivationLiterals literals,
      Inputs in) {
    if (e instanceof Expression.Call call) {
      for (Expression argument : call.arguments()) {
        collect(argument, from, literals, in);
      }
    } else if (e instanceof Expression.Swizzled sw) {
      collect(sw.layout(), from, literals, in);
    } else if (e instanceof Expression.Literal literal) {
      literals.names(literal, in.parameters, in.extents);
    } else if (e instanceof Expression.Frame frame) {
      for (Expression.Literal extent : frame.extents()) {
        literals.names(extent, in.parameters, in.extents);
      }
    } else if (e instanceof Expression.Reference reference
        && !in.used.containsKey(reference.name())) {
      DerivationSource source = source(reference, from, literals);
      in.used.put(reference.name(), source);
      Bindings b = source.bindings();
      addNew(in.parameters, b.parameters());
      addNew(in.extents, b.extentParameters());
      for (Fact f : b.facts()) {
        if (!in.facts.contains(f)) {
          in.facts.add(f);
        }
      }
      for (Bindings.Derived d : b.derived()) {
        in.quotients.add(d.definition());
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

  private static String didYouMean(String closest) {
    return closest == null ? "" : " (did you mean " + closest + "?)";
  }

  private DerivationSource source(Expression.Reference reference, LayoutReferences.Found from,
      DerivationLiterals literals) {
    String name = reference.name();
    LayoutReferences.Found found = references.find(name, from);
    if (found == null) {
      String pkg = references.packageOf(from.request());
      throw literals.fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is "
          + "not the generated name of a @Layout on " + from.request().type().getSimpleName()
          + (name.contains(".") ? " nor of a type in package " + name.substring(0,
              name.lastIndexOf('.')) : " nor of another type in " + (pkg.isEmpty()
              ? "the unnamed package" : "package " + pkg))
          + didYouMean(references.closest(name, from)));
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
      checked = sibling.of().isEmpty() ? WrittenLayouts.read(sibling)
          : derive(sibling, found.siblings()); // one derivation, so a cycle is seen
      sourceCheck.check(checked);
    } catch (LayoutRejected e) {
      throw literals.fail(Tag.REFERENCE, reference.position(), "refers to " + name + ", which is "
          + "not a valid layout (its own error is reported on it)");
    } catch (Cycle cycle) {
      if (!cycle.start.equals(references.qualified(from.request()))) {
        throw cycle;
      }
      throw literals.fail(Tag.REFERENCE, reference.position(), cycle.problem(name));
    }
    return DerivationSource.of(checked);
  }
}
