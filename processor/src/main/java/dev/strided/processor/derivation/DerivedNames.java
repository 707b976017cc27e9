package dev.strided.processor.derivation;

import dev.strided.core.NamedQuotient;
import dev.strided.core.Symbol;
import dev.strided.core.Tree;
import dev.strided.processor.model.Bindings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Java names for the quotients the core's arithmetic named in a derivation ({@link NamedQuotient}):
 * {@code ceil_div(M,_128)} becomes {@code M_ceil128}, {@code ceil_div(M,BM)} {@code M_ceil_BM},
 * {@code (M/BM)} {@code M_div_BM}; {@code of(...)} computes each from the parameters
 * ({@link Bindings.Derived}). This version computes quotients of one name by a positive constant
 * or by one name.
 *
 * <pre>{@code
 * DerivedNames names = new DerivedNames(facts.quotients(), leaves, List.of("M", "N"));
 * names.rewrite(shape);   // ((_128,_64),(M_ceil128,N_ceil64))
 * }</pre>
 */
final class DerivedNames {
  private final Map<String, Bindings.Derived> byCoreName = new LinkedHashMap<>();

  /**
   * The names a layout needs.
   *
   * @param quotients every quotient the derivation named, in the order it named them
   * @param leaves every leaf of the result (and of what else uses the names)
   * @param taken the names the layout uses already
   * @throws IllegalArgumentException naming a quotient this version does not compute
   */
  DerivedNames(List<NamedQuotient> quotients, List<Symbol> leaves, List<String> taken) {
    List<String> used = new ArrayList<>();
    for (Symbol leaf : leaves) {
      used.addAll(leaf.names());
    }
    List<String> names = new ArrayList<>(taken);
    for (int i = quotients.size() - 1; i >= 0; i--) {
      NamedQuotient q = quotients.get(i);
      if (used.contains(q.name())) {
        used.addAll(q.dividend().names());
        used.addAll(q.divisor().names());
      }
    }
    for (NamedQuotient q : quotients) {
      if (!used.contains(q.name())) {
        continue;
      }
      boolean loneDividend = isLoneName(q.dividend());
      boolean divisor = isLoneName(q.divisor())
          || q.divisor().isConstant() && q.divisor().coefficient() > 1;
      if (!loneDividend || !divisor) {
        throw new IllegalArgumentException("the leaf " + q.name() + " is a quotient of "
            + q.dividend() + " by " + q.divisor() + ", and this version computes quotients of one "
            + "name by a constant or by one name");
      }
      String base = javaName(q.dividend()) + (q.roundsUp() ? "_ceil" : "_div")
          + (q.divisor().isConstant() ? (q.roundsUp() ? "" : "_") + q.divisor().coefficient()
              : "_" + javaName(q.divisor()));
      String name = base;
      while (names.contains(name)) {
        name += "_";
      }
      names.add(name);
      byCoreName.put(q.name(), new Bindings.Derived(name, q));
    }
  }

  /** The derived names, in the order {@code of(...)} computes them. */
  List<Bindings.Derived> derived() {
    return List.copyOf(byCoreName.values());
  }

  /** The Java name of each quotient's core name. */
  Tree<Symbol> rewrite(Tree<Symbol> t) {
    return t.map(this::rewrite);
  }

  /** A symbol with every core quotient name replaced by its Java name. */
  Symbol rewrite(Symbol s) {
    List<String> names = new ArrayList<>();
    for (String n : s.names()) {
      Bindings.Derived d = byCoreName.get(n);
      names.add(d == null ? n : d.name());
    }
    return new Symbol(s.coefficient(), s.divisor(), names, s.dynamic());
  }

  private String javaName(Symbol lone) {
    String n = lone.names().get(0);
    Bindings.Derived d = byCoreName.get(n);
    return d == null ? n : d.name();
  }

  private static boolean isLoneName(Symbol s) {
    return s.names().size() == 1 && s.coefficient() == 1 && s.divisor() == 1;
  }
}
