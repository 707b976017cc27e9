package dev.strided.processor.derivation;

import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.Fact;
import dev.strided.core.Facts;
import dev.strided.core.Policy;
import dev.strided.core.Symbol;
import dev.strided.core.SymbolicDomain;
import dev.strided.core.Tree;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.diagnostic.Tag;
import dev.strided.processor.reading.LayoutRequest;

/**
 * One evaluation of a derivation's expression by the core's algebra on symbolic leaves, under a
 * {@link Policy}: its result with the facts the arithmetic ended with (the quotients it named), or
 * the {@code [strided:algebra]} error of its refusal.
 *
 * <pre>{@code
 * DerivationRun.Outcome out = DerivationRun.run(expression, known, Policy.ROUND_UP, scope);
 * out.facts().quotients();   // [ceil_div(M,_128), ceil_div(N,_64)]
 * }</pre>
 */
final class DerivationRun {
  private DerivationRun() {}

  /**
   * A derived layout.
   *
   * @param result the layout and its swizzle
   * @param facts the facts, with the quotients the arithmetic named
   * @param policy the policy it was derived under
   */
  record Outcome(Derivation.Result<Tree<Symbol>> result, Facts facts, Policy policy) {}

  /**
   * Evaluates the expression.
   *
   * @param expression the expression
   * @param known the facts about its names
   * @param policy what the algebra does where C++ rounds a tile count up
   * @param context its references and literals
   * @return the outcome
   * @throws Derivation.Refused when the algebra refuses an operation
   */
  static Outcome run(Expression expression, Facts known, Policy policy,
      Derivation.Context<Tree<Symbol>, Symbol> context) {
    SymbolicDomain dom = new SymbolicDomain(known, policy);
    Derivation.Result<Tree<Symbol>> result = Derivation.evaluate(dom, expression, context);
    return new Outcome(result, dom.facts(), policy);
  }

  /**
   * The error of a refusal: the operation, the condition, the fact that would prove it, and,
   * where the refusal is a tile that would overhang, that {@code masked = true} accepts it.
   *
   * @param request the annotation
   * @param e the refusal
   * @param overhang whether the same derivation with rounded tile counts is accepted
   * @return the error
   */
  static LayoutRejected refused(LayoutRequest request, Derivation.Refused e, boolean overhang) {
    Fact fact = e.wouldProve();
    String masked = overhang ? "masked = true to accept tiles that overhang" : "";
    if (fact == null) {
      return DerivationLiterals.rejected(Tag.ALGEBRA, request, e.position(), "is refused: "
          + e.getMessage() + (overhang ? "; add " + masked : ""));
    }
    return DerivationLiterals.rejected(Tag.ALGEBRA, request, e.position(), "is refused: "
        + unknown(fact) + " (" + e.getMessage().replace("; it would hold if " + fact, "")
        + operationAt(request.of(), e.position()) + "); add assume = \"" + fact + "\""
        + (overhang ? ", or " + masked : ""));
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
}
