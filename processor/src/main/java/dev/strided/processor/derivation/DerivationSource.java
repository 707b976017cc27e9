package dev.strided.processor.derivation;

import dev.strided.core.Pair;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;

/**
 * A layout a derivation uses, by reference: in its parameters' names (the core's names of its
 * derived quotients included), how they are bound, and the checked layout itself.
 *
 * <pre>{@code
 * // GmemC (M,N):(N,1): layout (M,N):(N,_1), bindings of(M, N)
 * }</pre>
 *
 * @param layout the shape and stride in the parameters' names
 * @param bindings how its names are bound
 * @param checked the layout as checked
 */
record DerivationSource(Pair<Tree<Symbol>> layout, Bindings bindings, CheckedLayout checked) {
  /** The source of a checked layout. */
  static DerivationSource of(CheckedLayout checked) {
    Bindings b = checked.bindings();
    return new DerivationSource(new Pair<>(checked.shape().tree().map(b::inParameters),
        checked.stride().tree().map(b::inParameters)), b, checked);
  }
}
