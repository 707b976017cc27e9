package dev.strided.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.strided.processor.model.Exact;
import java.util.List;
import java.util.function.Function;

/**
 * Prints an {@link Exact} as the generated {@code of(...)} evaluates it: long arithmetic, exact
 * where it could overflow.
 *
 * <pre>{@code
 * new ExactCode(n -> CodeBlock.of("$N", n)).of(new Exact.Mul(List.of(M, N)));   // (long) M * (long) N
 * }</pre>
 */
final class ExactCode {
  private final Function<String, CodeBlock> name;

  /**
   * A printer.
   *
   * @param name the code of a name of the layout (a parameter, or its quotient)
   */
  ExactCode(Function<String, CodeBlock> name) {
    this.name = name;
  }

  /**
   * Exact long arithmetic; int parameters widen at the call. Where {@link Exact#bound} proves that
   * no intermediate result overflows (two int factors, sums of such terms), plain long operators
   * replace the {@code Math.*Exact} calls, which javac must resolve among overloads one by one.
   */
  CodeBlock of(Exact e) {
    boolean plain = Exact.bound(e) < Long.MAX_VALUE;
    if (e instanceof Exact.Lit l) {
      return CodeBlock.of("$LL", l.value());
    }
    if (e instanceof Exact.Param p) {
      return CodeBlock.of("(long) $L", name.apply(p.name()));
    }
    if (e instanceof Exact.Mul m) {
      return plain ? join(" * ", m.factors()) : fold("multiplyExact", m.factors());
    }
    if (e instanceof Exact.Sum s) {
      return plain ? join(" + ", s.terms()) : fold("addExact", s.terms());
    }
    if (e instanceof Exact.Max m) {
      return fold("max", m.values());
    }
    if (e instanceof Exact.Abs a) {
      return CodeBlock.of(plain ? "$T.abs($L)" : "$T.absExact($L)", Math.class, of(a.value()));
    }
    return CodeBlock.of("($L - 1L)", of(((Exact.Dec) e).value()));
  }

  /** Whether {@link #exact} prints a call that can throw {@link ArithmeticException}. */
  static boolean mayOverflow(Exact e) {
    return Exact.bound(e) == Long.MAX_VALUE;
  }

  /** Plain long operators; only a sum inside a product needs parentheses. */
  private CodeBlock join(String op, List<Exact> parts) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < parts.size(); i++) {
      Exact part = parts.get(i);
      boolean wrap = op.equals(" * ") && part instanceof Exact.Sum;
      b.add((i == 0 ? "" : op) + (wrap ? "($L)" : "$L"), of(part));
    }
    return b.build();
  }

  private CodeBlock fold(String op, List<Exact> parts) {
    CodeBlock acc = of(parts.get(0));
    for (int i = 1; i < parts.size(); i++) {
      acc = CodeBlock.of("$T.$N($L, $L)", Math.class, op, acc, of(parts.get(i)));
    }
    return acc;
  }
}
