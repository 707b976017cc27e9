package dev.strided.processor.writing.cute;

import dev.strided.core.NamedQuotient;
import dev.strided.core.Symbol;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.SymbolicTuple;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A model whose derived names ({@link Bindings.Derived}: the rounded tile counts of a masked
 * layout, exact quotients by a name) are written as the C++ expressions of the parameters that
 * compute them, as CuTe's own divide does: {@code M_ceil128} is
 * {@code cute::ceil_div(M, cute::Int<128>{})}, {@code M_div_BM} is {@code (M / BM)}.
 *
 * <pre>{@code
 * CuteDerivedNames.inCxx(model).shape();   // ((_128,_64),(cute::ceil_div(M, cute::Int<128>{}),...))
 * }</pre>
 */
final class CuteDerivedNames {
  private CuteDerivedNames() {}

  /** The model with its derived names in C++, itself when it has none. */
  static LayoutModel inCxx(LayoutModel m) {
    if (m.isStatic() || m.dynamics().derived().isEmpty()) {
      return m;
    }
    Map<String, String> cxx = new HashMap<>();
    Map<String, String> byCoreName = new HashMap<>();
    for (Bindings.Derived d : m.dynamics().derived()) {
      String text = text(d.definition(), byCoreName);
      byCoreName.put(d.definition().name(), text);
      cxx.put(d.name(), text);
    }
    LayoutModel.Masking masking = m.masking() == null ? null : new LayoutModel.Masking(
        m.masking().source(), rewrite(m.masking().bounds(), cxx), m.masking().methods());
    return new LayoutModel(m.packageName(), m.simpleName(), m.origin(), m.canonical(),
        m.derivation(), rewrite(m.shape(), cxx), rewrite(m.stride(), cxx), m.swizzle(),
        m.longIndex(), m.rank(), m.depth(), m.statics(), m.dynamics(), m.methods(), m.table(),
        m.tableNote(), m.proofs(), m.tensors(), masking, m.swizzleAtom());
  }

  private static String text(NamedQuotient q, Map<String, String> byCoreName) {
    String dividend = factor(q.dividend(), byCoreName);
    String divisor = factor(q.divisor(), byCoreName);
    return q.roundsUp() ? "cute::ceil_div(" + dividend + ", " + divisor + ")"
        : "(" + dividend + " / " + divisor + ")";
  }

  /** A lone name (a parameter or an earlier quotient) or a static {@code cute::Int<k>{}}. */
  private static String factor(Symbol s, Map<String, String> byCoreName) {
    if (s.isConstant()) {
      return "cute::Int<" + s.coefficient() + ">{}";
    }
    String n = s.names().get(0);
    return byCoreName.getOrDefault(n, n);
  }

  private static SymbolicTuple rewrite(SymbolicTuple t, Map<String, String> cxx) {
    List<Symbol> leaves = new ArrayList<>();
    for (SymbolicTuple.Leaf leaf : t.leaves()) {
      Symbol v = leaf.value();
      List<String> names = new ArrayList<>();
      v.names().forEach(n -> names.add(cxx.getOrDefault(n, n)));
      leaves.add(new Symbol(v.coefficient(), v.divisor(), names, v.dynamic()));
    }
    return SymbolicTuple.rebuild(t, leaves);
  }
}
