package dev.strided.processor.checking;

import dev.strided.core.Condition;
import dev.strided.core.Symbol;
import dev.strided.processor.diagnostic.LayoutRejected;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.Exact;
import dev.strided.processor.model.Mask;
import dev.strided.processor.model.Operand;
import dev.strided.processor.model.Requirement;
import dev.strided.processor.model.SymbolicTuple;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of a {@code require} condition, evaluated: a symbolic value in {@code of(...)}'s names
 * (with the divisors of a derived layout, {@code M/_128}), optionally a remainder by an integer.
 *
 * <pre>{@code
 * // size(CtaC, 1) of ((_128,_64),(M/_128,N/_64)):... is M*N/8192
 * }</pre>
 *
 * @param text the operand as written
 * @param value its value (before the remainder)
 * @param modulus the integer it is reduced by, or 0
 */
record RequireValue(String text, Symbol value, long modulus) {
  /**
   * Evaluates an operand.
   *
   * @param operand the parsed operand
   * @param r the rule, for the layouts in scope and the errors
   * @return its value
   * @throws LayoutRejected if it names an unknown layout, mode or name
   */
  static RequireValue of(Condition.Operand operand, Requirements r) throws LayoutRejected {
    if (operand instanceof Condition.Constant c) {
      return new RequireValue(Long.toString(c.value()), Symbol.constant(c.value()), 0);
    }
    if (operand instanceof Condition.Name n) {
      if (!r.parameters().contains(n.name())) {
        throw r.reject("uses " + n.name() + ", which is not a name of this layout ("
            + Bindings.namesText(r.parameters()) + ")", n.position());
      }
      return new RequireValue(n.name(), Symbol.name(n.name()), 0);
    }
    if (operand instanceof Condition.Remainder rem) {
      RequireValue a = of(rem.dividend(), r);
      RequireValue b = of(rem.divisor(), r);
      if (!b.value().isConstant() || b.modulus() != 0 || a.modulus() != 0
          || b.value().coefficient() < 1) {
        throw r.reject("takes a remainder by " + b.text() + "; this version reduces only by a "
            + "positive integer, once", rem.position());
      }
      long k = b.value().coefficient();
      String text = a.text() + " % " + k;
      if (a.value().isConstant()) {
        return new RequireValue(text, Symbol.constant(Math.floorMod(a.value().coefficient(), k)),
            0);
      }
      return new RequireValue(text, a.value(), k);
    }
    return property((Condition.Property) operand, r);
  }

  private static RequireValue property(Condition.Property p, Requirements r)
      throws LayoutRejected {
    CheckedLayout x = r.layoutNamed(p.layout(), p.position());
    SymbolicTuple shape = x.shape();
    SymbolicTuple stride = x.stride();
    StringBuilder text = new StringBuilder(p.query().name().toLowerCase(java.util.Locale.ROOT))
        .append('(').append(p.layout());
    for (int i : p.path()) {
      text.append(", ").append(i);
      List<SymbolicTuple> modes = shape.modes();
      if (i < 0 || i >= modes.size()) {
        throw r.reject("asks for mode " + i + " of " + p.layout() + ", which has " + modes.size()
            + (modes.size() == 1 ? " mode" : " modes"), p.position());
      }
      shape = modes.get(i);
      stride = stride.modes().get(i);
    }
    String shown = text.append(')').toString();
    boolean inBounds = x.mask() != null && p.path().isEmpty()
        && (p.query() == Condition.Query.SIZE || p.query() == Condition.Query.COSIZE);
    if (inBounds) {
      // a masked layout's size and cosize are its in-bounds part's: for one divide, the source's
      if (x.mask().reach() != Mask.Reach.ALL) {
        throw r.reject("uses the " + p.query().name().toLowerCase(java.util.Locale.ROOT) + " of "
            + "masked " + p.layout() + ", which speaks of its in-bounds part: the processor knows "
            + "it for one divide of its source only", p.position());
      }
      x = x.mask().origin();
      shape = x.shape();
      stride = x.stride();
    }
    return switch (p.query()) {
      case RANK -> new RequireValue(shown, Symbol.constant(shape.modes().size()), 0);
      case DEPTH -> new RequireValue(shown, Symbol.constant(shape.depth()), 0);
      case SIZE -> new RequireValue(shown, size(x, shape, p, r), 0);
      default -> new RequireValue(shown, staticQuantity(x, shape, stride, p, r), 0);
    };
  }

  private static Symbol size(CheckedLayout x, SymbolicTuple shape, Condition.Property p,
      Requirements r) throws LayoutRejected {
    Symbol size = Symbol.constant(1);
    for (SymbolicTuple.Leaf leaf : shape.leaves()) {
      size = size.times(x.bindings().inParameters(leaf.value()));
    }
    for (String n : size.names()) {
      Bindings.Derived d = derivedCalled(x, n);
      if (d != null) {
        r.define(d.definition());
      } else if (!r.parameters().contains(n)) {
        throw r.reject("uses the size of " + p.layout() + ", which depends on " + n
            + ", not a name of this layout", p.position());
      }
    }
    return size;
  }

  /** The derived name of {@code x} whose quotient the core calls {@code coreName}, or null. */
  private static Bindings.Derived derivedCalled(CheckedLayout x, String coreName) {
    for (Bindings.Derived d : x.bindings().derived()) {
      if (d.definition().name().equals(coreName)) {
        return d;
      }
    }
    return null;
  }

  private static Symbol staticQuantity(CheckedLayout x, SymbolicTuple shape, SymbolicTuple stride,
      Condition.Property p, Requirements r) throws LayoutRejected {
    List<Symbol> extents = new ArrayList<>();
    List<Symbol> strides = new ArrayList<>();
    shape.leaves().forEach(l -> extents.add(l.value()));
    stride.leaves().forEach(l -> strides.add(l.value()));
    if (!(extents.stream().allMatch(Symbol::isConstant)
        && strides.stream().allMatch(Symbol::isConstant))) {
      throw r.reject("uses the " + p.query().name().toLowerCase(java.util.Locale.ROOT) + " of "
          + p.layout() + ", which depends on the names; this version decides a cosize or a "
          + "capacity only when it is static", p.position());
    }
    return Symbol.constant(Requirements.quantity(p.query(), extents, strides));
  }


  boolean isConstant() {
    return text.equals(Long.toString(value.coefficient())) && value.isConstant() && modulus == 0;
  }

  /** {@code size(ThrC, 0) is 64}. */
  String described() {
    return text + " is " + (modulus == 0 ? value : "(" + value + ") % " + modulus);
  }

  /** The run-time form. */
  Requirement.Side side() {
    return new Requirement.Side(text, Exact.of(new Symbol(value.coefficient(), value.names())),
        value.divisor(), modulus);
  }
}
