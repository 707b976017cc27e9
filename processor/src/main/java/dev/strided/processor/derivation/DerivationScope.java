package dev.strided.processor.derivation;

import dev.strided.Swizzle;
import dev.strided.core.Derivation;
import dev.strided.core.Expression;
import dev.strided.core.GmmaLayoutAtom;
import dev.strided.core.Pair;
import dev.strided.core.Symbol;
import dev.strided.core.Tiling;
import dev.strided.core.Tree;
import dev.strided.processor.model.CheckedLayout;
import java.util.Map;

/**
 * The references and literals of one expression, for the core's {@link Derivation}.
 *
 * <pre>{@code
 * Derivation.evaluate(dom, expression, new DerivationScope(used, literals));
 * }</pre>
 *
 * @param used the layouts the references name, by name
 * @param literals what the literals mean
 */
record DerivationScope(Map<String, DerivationSource> used, DerivationLiterals literals)
    implements Derivation.Context<Tree<Symbol>, Symbol> {
  @Override
  public Pair<Tree<Symbol>> layout(Expression.Reference reference) {
    return used.get(reference.name()).layout();
  }

  /** The swizzle of a referenced swizzled layout, which it keeps when used by name. */
  @Override
  public Expression.Swizzled swizzle(Expression.Reference reference) {
    CheckedLayout named = used.get(reference.name()).checked();
    GmmaLayoutAtom atom = named.swizzleAtom();
    Swizzle sw = named.swizzle();
    if (sw == null && atom != null) {   // an INTER atom: CuTe's type holds a swizzle of no bits
      sw = new Swizzle(0, atom.elementBase(), atom.shift());
    }
    return sw == null ? null : new Expression.Swizzled(sw.bits(), sw.base(), sw.shift(), reference,
        reference.position(), atom);
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
