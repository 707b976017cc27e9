package dev.strided.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.strided.core.NamedQuotient;
import dev.strided.processor.model.Bindings;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.Operand;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints an {@link Operand} of a generated class: a literal, or a product of its fields; in a
 * kernel form (no instance) each field is replaced by its product of names.
 *
 * <pre>{@code
 * // fields MN = M * N; Operand(2, [MN]) prints "2 * MN", in a kernel form "2 * M * N"
 * }</pre>
 */
final class OperandCode {
  private final boolean longIndex;
  private final Map<String, LayoutModel.Field> fieldByName = new HashMap<>();
  private final Map<String, Bindings.Quotient> quotientByName = new HashMap<>();
  /** Derived names by Java name, and by the core's name (which their definitions use). */
  private final Map<String, Bindings.Derived> derivedByName = new HashMap<>();
  private final Map<String, Bindings.Derived> derivedByCoreName = new HashMap<>();

  OperandCode(LayoutModel model) {
    this.longIndex = model.longIndex();
    if (!model.isStatic()) {
      for (LayoutModel.Field f : model.dynamics().fields()) {
        fieldByName.put(f.name(), f);
      }
      for (Bindings.Quotient q : model.dynamics().quotients()) {
        quotientByName.put(q.name(), q);
      }
      for (Bindings.Derived d : model.dynamics().derived()) {
        derivedByName.put(d.name(), d);
        derivedByCoreName.put(d.definition().name(), d);
      }
    }
  }

  /**
   * A name of the layout in {@code of(...)}'s parameters: the parameter itself, or the quotient
   * it stands for. The division is exact ({@code of(...)} checked the fact first), so a power of
   * two is an arithmetic shift even for a negative stride name.
   *
   * <pre>{@code
   * // quotient M_div128 of M: name("M_div128") prints "(M >> 7)", name("N") prints "N"
   * }</pre>
   *
   * @param name a name of the layout
   * @return its value's code
   */
  CodeBlock name(String name) {
    Bindings.Derived derived = derivedByName.get(name);
    if (derived != null) {
      return derived(derived.definition());
    }
    Bindings.Quotient q = quotientByName.get(name);
    if (q == null) {
      return CodeBlock.of("$N", name);
    }
    long d = q.divisor();
    return Long.bitCount(d) == 1
        ? CodeBlock.of("($N >> $L)", q.parameter(), Long.numberOfTrailingZeros(d))
        : CodeBlock.of("($N / $L)", q.parameter(), literal(d));
  }

  /**
   * A derived name's value from the parameters, in int arithmetic that cannot overflow: its
   * dividend is an extent (at least 1, checked first by {@code of(...)}), so {@code ceil_div(X, k)}
   * is {@code (X - 1) / k + 1}, a shift for a power of two.
   *
   * <pre>{@code
   * // ceil_div(M,_128) prints "((M - 1 >> 7) + 1)", ceil_div(M,BM) "((M - 1) / BM + 1)",
   * // (M/BM) "(M / BM)"
   * }</pre>
   */
  private CodeBlock derived(NamedQuotient q) {
    CodeBlock dividend = coreName(q.dividend().names().get(0));
    if (q.divisor().isConstant()) {
      long k = q.divisor().coefficient();
      if (!q.roundsUp()) {
        return CodeBlock.of("($L / $L)", dividend, literal(k));
      }
      return Long.bitCount(k) == 1
          ? CodeBlock.of("(($L - 1 >> $L) + 1)", dividend, Long.numberOfTrailingZeros(k))
          : CodeBlock.of("(($L - 1) / $L + 1)", dividend, literal(k));
    }
    CodeBlock divisor = coreName(q.divisor().names().get(0));
    return q.roundsUp() ? CodeBlock.of("(($L - 1) / $L + 1)", dividend, divisor)
        : CodeBlock.of("($L / $L)", dividend, divisor);
  }

  /** A name of a definition: a parameter, or the core's name of an earlier derived name. */
  private CodeBlock coreName(String name) {
    Bindings.Derived d = derivedByCoreName.get(name);
    return d == null ? CodeBlock.of("$N", name) : derived(d.definition());
  }

  /**
   * A Java literal for a value: with {@code L} when it does not fit in an int.
   *
   * <pre>{@code
   * OperandCode.literal(6);            // 6
   * OperandCode.literal(1L << 32);     // 4294967296L
   * }</pre>
   *
   * @param value the value
   * @return the literal
   */
  static CodeBlock literal(long value) {
    boolean wide = value > Integer.MAX_VALUE || value < Integer.MIN_VALUE;
    return CodeBlock.of(wide ? "$LL" : "$L", value);
  }

  /**
   * The operand in an instance member: a literal or a product of fields.
   *
   * @param o the operand
   * @return e.g. {@code 6}, {@code LD_TN} or {@code 2 * M}
   */
  CodeBlock of(Operand o) {
    return factors(o, false).code();
  }

  /**
   * The operand, in parentheses when it prints as more than one factor (after {@code /} or
   * {@code %}).
   *
   * @param o the operand
   * @param kernel whether the fields are replaced by their names (a kernel form)
   * @return e.g. {@code M} or {@code (M * N)}
   */
  CodeBlock parenthesized(Operand o, boolean kernel) {
    Factors f = factors(o, kernel);
    return f.isProduct() ? CodeBlock.of("($L)", f.code()) : f.code();
  }

  /**
   * The operand.
   *
   * @param o the operand
   * @param kernel whether the fields are replaced by their names (a kernel form)
   * @return its code
   */
  CodeBlock of(Operand o, boolean kernel) {
    return factors(o, kernel).code();
  }

  /**
   * A literal, or {@code constant * names} where a constant 1 is left out; in a kernel form the
   * names are the layout's, printed in the parameters ({@link #name}).
   */
  private record Factors(boolean isLiteral, long constant, List<CodeBlock> names,
      boolean widened) {
    boolean isProduct() {
      return !isLiteral && (constant != 1 || names.size() > 1);
    }

    CodeBlock code() {
      if (isLiteral) {
        return OperandCode.literal(constant);
      }
      CodeBlock.Builder b = CodeBlock.builder();
      if (widened && constant == 1) {
        b.add("(long) ");
      } else if (widened) {
        b.add("$LL * ", constant);
      } else if (constant != 1) {
        b.add("$L * ", OperandCode.literal(constant));
      }
      for (int i = 0; i < names.size(); i++) {
        b.add(i == 0 ? "$L" : " * $L", names.get(i));
      }
      return b.build();
    }
  }

  /** In a kernel form a field's value is its product of names (int arithmetic wraps). */
  private Factors factors(Operand o, boolean kernel) {
    if (o.isLiteral()) {
      return new Factors(true, o.constant(), List.of(), false);
    }
    if (!kernel) {
      List<CodeBlock> fields = new ArrayList<>();
      o.fields().forEach(f -> fields.add(CodeBlock.of("$N", f)));
      return new Factors(false, o.constant(), fields, false);
    }
    long constant = o.constant();
    List<CodeBlock> names = new ArrayList<>();
    for (String field : o.fields()) {
      LayoutModel.Field f = fieldByName.get(field);
      constant *= f.coefficient();
      f.parameters().forEach(n -> names.add(name(n)));
    }
    return longIndex ? new Factors(false, constant, names, true)
        : new Factors(false, (int) constant, names, false);
  }
}
