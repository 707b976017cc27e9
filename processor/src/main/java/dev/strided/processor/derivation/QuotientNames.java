package dev.strided.processor.derivation;

import dev.strided.core.Facts;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.processor.model.Bindings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rewrites a derived layout whose leaves divide names ({@code M/128}, proven exact from
 * {@code M % 128 == 0}) into quotient names: each such name {@code M} with modulus {@code m} becomes
 * {@code m * M_divm} in every leaf, so every leaf is a product of names again, and the checks, the
 * model and the writers work as for a written layout ({@link Bindings}).
 *
 * <pre>{@code
 * // ((_128,_64),(M/_128,N/_64)):((N,_1),(_128*N,_64)) with M % 128 == 0, N % 64 == 0 becomes
 * // ((_128,_64),(M_div128,N_div64)):((_64*N_div64,_1),(_8192*N_div64,_64))
 * }</pre>
 */
final class QuotientNames {
  private final Map<String, Bindings.Quotient> byParameter = new LinkedHashMap<>();

  /**
   * The quotient names a layout needs: a name with a modulus above 1 that some leaf divides.
   *
   * @param leaves every leaf of the shape and the stride
   * @param facts what {@code assume} says
   * @param parameters {@code of(...)}'s names, which a quotient name must not repeat
   */
  QuotientNames(List<Symbol> leaves, Facts facts, List<String> parameters) {
    List<String> taken = new ArrayList<>(parameters);
    for (Symbol leaf : leaves) {
      if (leaf.divisor() == 1) {
        continue;
      }
      for (String name : leaf.names()) {
        long m = facts.modulus(name);
        if (m > 1 && !byParameter.containsKey(name)) {
          String q = name + "_div" + m;
          while (taken.contains(q)) {
            q += "_";
          }
          taken.add(q);
          byParameter.put(name, new Bindings.Quotient(q, name, m));
        }
      }
    }
  }

  /** The quotients, in order of first use. */
  List<Bindings.Quotient> quotients() {
    return List.copyOf(byParameter.values());
  }

  /**
   * A tree with every name that has a quotient replaced by {@code modulus * quotient}.
   *
   * @param t a shape or stride
   * @return the rewritten tree
   * @throws ArithmeticException if a leaf is still a fraction, or a coefficient overflows
   */
  Tree<Symbol> rewrite(Tree<Symbol> t) {
    return t.map(this::rewrite);
  }

  /**
   * The name the layout uses for a parameter.
   *
   * @param parameter one of {@code of(...)}'s names
   * @return its quotient name, or the parameter itself
   */
  String nameOf(String parameter) {
    Bindings.Quotient q = byParameter.get(parameter);
    return q == null ? parameter : q.name();
  }

  private Symbol rewrite(Symbol s) {
    long numerator = s.coefficient();
    List<String> names = new ArrayList<>();
    for (String n : s.names()) {
      Bindings.Quotient q = byParameter.get(n);
      if (q == null) {
        names.add(n);
      } else {
        numerator = Math.multiplyExact(numerator, q.divisor());
        names.add(q.name());
      }
    }
    Symbol out = new Symbol(numerator, s.divisor(), names, s.dynamic());
    if (out.divisor() != 1) {
      throw new ArithmeticException("the leaf " + s + " is not a multiple of a name");
    }
    return out;
  }
}
