package dev.strided.processor.model;

import dev.strided.core.Quantities;
import dev.strided.core.QuantityAlgebra;
import dev.strided.core.Symbol;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The processor's quantities ({@link Quantities} over symbol leaves): the {@link Exact} expression
 * the generated {@code of(...)} checks, and its constant part. The constant of a size is its value
 * when every name is 1; of a cosize or capacity, the part of the leaves without names (the other
 * terms are at least 0): the lower bounds that javac checks, exact for static layouts.
 *
 * <pre>{@code
 * // (M,4):(1,M)
 * ExactQuantity c = Quantities.cosize(ExactQuantity.algebra(n -> true), extents, strides);
 * c.exact();      // 1 + (M - 1) * 1 + 3 * M  as Sum(Lit 1, Dec(M), Mul(Lit 3, M))
 * c.constant();   // 1
 * }</pre>
 */
public final class ExactQuantity {
  private enum Kind { LEAF, PRODUCT, SUM, MAX }

  private final Kind kind;
  private final List<Exact> parts;
  private final long constant;
  private final boolean overflowed;

  private ExactQuantity(Kind kind, List<Exact> parts, long constant, boolean overflowed) {
    this.kind = kind;
    this.parts = parts;
    this.constant = constant;
    this.overflowed = overflowed;
  }

  /**
   * The algebra.
   *
   * @param isExtentName which names are extents (at least 1): a stride of such names with a
   *     positive coefficient needs no absolute value
   * @return the algebra
   */
  public static QuantityAlgebra<Symbol, ExactQuantity> algebra(Predicate<String> isExtentName) {
    return new Algebra(isExtentName);
  }

  /**
   * The expression: a product without factors 1, a sum whose first term is the constant, a
   * maximum whose last value is the constant (dropped when 0).
   *
   * @return the expression
   */
  public Exact exact() {
    return switch (kind) {
      case LEAF -> parts.get(0);
      case PRODUCT -> Exact.mul(parts);
      case SUM -> {
        List<Exact> terms = new ArrayList<>(List.of(new Exact.Lit(constant)));
        terms.addAll(parts);
        yield new Exact.Sum(terms);
      }
      case MAX -> {
        List<Exact> values = new ArrayList<>(parts);
        values.add(new Exact.Lit(constant));
        yield Exact.max(values);
      }
    };
  }

  /**
   * The constant part (see the class comment).
   *
   * @return the constant
   * @throws ArithmeticException when it exceeds the range of long
   */
  public long constant() {
    if (overflowed) {
      throw new ArithmeticException("long overflow");
    }
    return constant;
  }

  /**
   * Whether a dynamic stride is positive for every binding: a positive coefficient times extent
   * names only.
   *
   * <pre>{@code
   * ExactQuantity.knownPositive(Symbol.name("M"), n -> n.equals("M"));   // true
   * }</pre>
   *
   * @param stride the stride
   * @param isExtentName which names are extents (at least 1)
   * @return whether it needs no absolute value
   */
  public static boolean knownPositive(Symbol stride, Predicate<String> isExtentName) {
    return stride.coefficient() > 0 && stride.names().stream().allMatch(isExtentName);
  }

  private boolean isLiteral() {
    for (Exact p : parts) {
      if (!(p instanceof Exact.Lit)) {
        return false;
      }
    }
    return true;
  }

  private static ExactQuantity leaf(Exact e, long atOnes) {
    return new ExactQuantity(Kind.LEAF, List.of(e), atOnes, false);
  }

  private static final class Algebra implements QuantityAlgebra<Symbol, ExactQuantity> {
    private final Predicate<String> isExtentName;

    Algebra(Predicate<String> isExtentName) {
      this.isExtentName = isExtentName;
    }

    @Override
    public ExactQuantity zero() {
      return new ExactQuantity(Kind.MAX, List.of(), 0, false);
    }

    @Override
    public ExactQuantity one() {
      return leaf(new Exact.Lit(1), 1);
    }

    @Override
    public ExactQuantity of(Symbol leaf) {
      return leaf(Exact.of(leaf), leaf.coefficient());
    }

    @Override
    public ExactQuantity minusOne(Symbol extent) {
      long c = extent.coefficient();
      return leaf(extent.isConstant() ? new Exact.Lit(c - 1) : new Exact.Dec(Exact.of(extent)),
          c - 1);
    }

    @Override
    public ExactQuantity magnitude(Symbol stride) {
      if (stride.isConstant()) {
        long span = Math.absExact(stride.coefficient());
        return leaf(new Exact.Lit(span), span);
      }
      Exact d = Exact.of(stride);
      return leaf(knownPositive(stride, isExtentName) ? d : new Exact.Abs(d),
          Math.abs(stride.coefficient()));
    }

    @Override
    public ExactQuantity times(ExactQuantity product, ExactQuantity factor) {
      List<Exact> factors = new ArrayList<>(product.parts);
      factors.addAll(factor.parts);
      boolean overflowed = product.overflowed || factor.overflowed;
      long value = 0;
      try {
        value = Math.multiplyExact(product.constant, factor.constant);
      } catch (ArithmeticException e) {
        overflowed = true;
      }
      return new ExactQuantity(Kind.PRODUCT, factors, value, overflowed);
    }

    @Override
    public ExactQuantity plus(ExactQuantity sum, ExactQuantity term) {
      List<Exact> terms = new ArrayList<>(sum.kind == Kind.SUM ? sum.parts : List.of());
      if (!term.isLiteral()) {
        terms.add(term.exact());
        return new ExactQuantity(Kind.SUM, terms, sum.constant, sum.overflowed);
      }
      boolean overflowed = sum.overflowed || term.overflowed;
      long value = 0;
      try {
        value = Math.addExact(sum.constant, term.constant);
      } catch (ArithmeticException e) {
        overflowed = true;
      }
      return new ExactQuantity(Kind.SUM, terms, value, overflowed);
    }

    @Override
    public ExactQuantity max(ExactQuantity maximum, ExactQuantity value) {
      List<Exact> values = new ArrayList<>(maximum.parts);
      if (!value.isLiteral()) {
        values.add(value.exact());
        return new ExactQuantity(Kind.MAX, values, maximum.constant, maximum.overflowed);
      }
      return new ExactQuantity(Kind.MAX, values, Math.max(maximum.constant, value.constant),
          maximum.overflowed || value.overflowed);
    }
  }
}
