package dev.strided.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Prints the {@code index} overloads, their kernel forms {@code indexOf(names..., coordinates...)}
 * (layouts with names only) and their {@code checkedIndex} twins of a {@link LayoutModel}: folded
 * sums of literals and fields, no decisions. Coordinates are at least 0, so a division or remainder
 * by a power-of-two literal prints as {@code >>>} or {@code &}.
 *
 * <pre>{@code
 * // Term(c1, divisor 3, modulus 4, stride 2) prints "(c1 / 3 & 3) * 2"
 * // Term(c1, divisor 8, modulus 4, stride 2) prints "(c1 >>> 3 & 3) * 2"
 * }</pre>
 */
final class IndexCodeWriter {
  /** The kernel forms' name: {@code index} with the names first could clash with a leaf form. */
  static final String KERNEL_NAME = "indexOf";
  /** The private helper of the checked twins. */
  static final String CHECK = "$checkCoordinate";
  private static final ClassName OUT_OF_BOUNDS = ClassName.get(IndexOutOfBoundsException.class);

  private final LayoutModel model;
  private final Map<String, LayoutModel.Field> fieldByName = new HashMap<>();

  IndexCodeWriter(LayoutModel model) {
    this.model = model;
    if (!model.isStatic()) {
      for (LayoutModel.Field f : model.dynamics().fields()) {
        fieldByName.put(f.name(), f);
      }
    }
  }

  /** Every overload, 1-D first, then the kernel forms, the checked twins and their helper. */
  List<MethodSpec> methods() {
    List<MethodSpec> out = new ArrayList<>();
    for (LayoutModel.IndexMethod m : model.methods()) {
      out.add(index(m));
    }
    if (!model.isStatic()) {
      for (LayoutModel.IndexMethod m : model.methods()) {
        out.add(kernel(m));
      }
    }
    for (LayoutModel.IndexMethod m : model.methods()) {
      out.add(checked(m));
    }
    out.add(checkHelper());
    return out;
  }

  private TypeName valueType() {
    return model.longIndex() ? TypeName.LONG : TypeName.INT;
  }

  private MethodSpec.Builder start(String name, LayoutModel.IndexMethod m, boolean isStatic) {
    MethodSpec.Builder b = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
        .returns(valueType());
    if (isStatic) {
      b.addModifiers(Modifier.STATIC);
    }
    for (String p : m.parameters()) {
      b.addParameter(TypeName.INT, p);
    }
    return b;
  }

  private MethodSpec index(LayoutModel.IndexMethod m) {
    return start("index", m, model.isStatic()).addJavadoc(doc(m, false))
        .addStatement("return $L", sum(m.terms(), false)).build();
  }

  private MethodSpec kernel(LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = MethodSpec.methodBuilder(KERNEL_NAME)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(valueType());
    for (String n : model.dynamics().parameters()) {
      b.addParameter(TypeName.INT, n);
    }
    for (String p : m.parameters()) {
      b.addParameter(TypeName.INT, p);
    }
    return b.addJavadoc("Kernel form of {@code index($L)}: the names first, as {@code of($L)} takes "
            + "them, then the coordinates.\nStatic, allocation-free and call-free, for GPU Java "
            + "kernels; the names are not checked (pass values {@code of} accepts).\n",
            String.join(", ", m.parameters()), String.join(", ", model.dynamics().parameters()))
        .addStatement("return $L", sum(m.terms(), true)).build();
  }

  private MethodSpec checked(LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = start("checkedIndex", m, model.isStatic()).addJavadoc(doc(m, true));
    for (LayoutModel.Bound bound : m.bounds()) {
      b.addStatement("$L($L, $L, $S)", CHECK, bound.coordinate(), operand(bound.extent(), false),
          bound.what());
    }
    return b.addStatement("return index($L)", String.join(", ", m.parameters())).build();
  }

  /** One helper for every checked twin: the message is built only when it throws. */
  private MethodSpec checkHelper() {
    return MethodSpec.methodBuilder(CHECK).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(TypeName.INT, "c").addParameter(TypeName.LONG, "extent")
        .addParameter(ClassName.get(String.class), "what")
        .beginControlFlow("if (c < 0 || c >= extent)")
        .addStatement("throw new $T($S + c + $S + what + $S + extent + $S)", OUT_OF_BOUNDS,
            "coordinate ", " of ", " is out of range [0, ", ")")
        .endControlFlow().build();
  }

  private CodeBlock doc(LayoutModel.IndexMethod m, boolean checked) {
    String what = switch (m.form()) {
      case "1-D" -> "a 1-D coordinate, split colexicographically over the layout";
      case "mode" -> "one coordinate per top-level mode, split colexicographically over its leaves";
      default -> "one coordinate per leaf, in flattened order";
    };
    CodeBlock.Builder b = CodeBlock.builder().add("The index of $L.\n", what);
    if (checked) {
      b.add("Like {@code index}, after checking every coordinate.\n");
    } else {
      b.add("Unchecked: coordinates must be at least 0; beyond its extent the last leaf of a split "
          + "extends (as in CuTe).\n");
    }
    b.add("\n");
    for (String p : m.parameters()) {
      b.add("@param $L a coordinate\n", p);
    }
    b.add("@return the index\n");
    if (checked) {
      b.add("@throws $T if a coordinate is outside its mode's extent\n", OUT_OF_BOUNDS);
    }
    return b.build();
  }

  /** The sum of the terms; {@code 0} when there is none. */
  private String sum(List<LayoutModel.Term> terms, boolean kernel) {
    if (terms.isEmpty()) {
      return model.longIndex() ? "0L" : "0";
    }
    StringBuilder sb = new StringBuilder();
    for (LayoutModel.Term t : terms) {
      boolean negative = t.stride().constant() < 0;
      Operand magnitude = negative ? t.stride().negate() : t.stride();
      sb.append(sb.length() == 0 ? (negative ? "-" : "") : (negative ? " - " : " + "));
      sb.append(coordinate(t, kernel));
      if (!magnitude.isOne()) {
        sb.append(" * ").append(operand(magnitude, kernel));
      }
    }
    return sb.toString();
  }

  private String coordinate(LayoutModel.Term t, boolean kernel) {
    String e = t.coordinate();
    boolean split = t.divisor() != null || t.modulus() != null;
    if (t.divisor() != null) {
      int shift = log2(t.divisor());
      // a mask after a shift needs no parentheses, a % would bind first
      String shifted = t.modulus() == null || log2(t.modulus()) > 0 ? e + " >>> " + shift
          : "(" + e + " >>> " + shift + ")";
      e = shift > 0 ? shifted : e + " / " + paren(t.divisor(), kernel);
    }
    if (t.modulus() != null) {
      e += log2(t.modulus()) > 0 ? " & " + (t.modulus().constant() - 1)
          : " % " + paren(t.modulus(), kernel);
    }
    if (split) {
      e = "(" + e + ")";
    }
    boolean alreadyLong = t.divisor() != null && !t.divisor().isLiteral()
        || t.modulus() != null && !t.modulus().isLiteral();
    return model.longIndex() && !alreadyLong ? "(long) " + e : e;
  }

  /** k when the operand is the literal 2^k with 0 < k < 31 (an int shift or mask), else 0. */
  private static int log2(Operand o) {
    long v = o.constant();
    boolean power = o.isLiteral() && v > 1 && v <= (1L << 30) && Long.bitCount(v) == 1;
    return power ? Long.numberOfTrailingZeros(v) : 0;
  }

  /**
   * A literal (with {@code L} when it needs a long) or a product of fields.
   *
   * @param o the operand
   * @return e.g. {@code 6}, {@code LD_TN} or {@code 2 * M}
   */
  String operand(Operand o) {
    return operand(o, false);
  }

  /** In a kernel form a field's value is printed as its product of names (int arithmetic wraps). */
  private String operand(Operand o, boolean kernel) {
    if (o.isLiteral()) {
      return literal(o.constant());
    }
    long constant = o.constant();
    List<String> factors = new ArrayList<>();
    for (String field : o.fields()) {
      if (kernel) {
        LayoutModel.Field f = fieldByName.get(field);
        constant *= f.coefficient();
        factors.addAll(f.parameters());
      } else {
        factors.add(field);
      }
    }
    if (kernel && !model.longIndex()) {
      constant = (int) constant;
    }
    String names = String.join(" * ", factors);
    if (kernel && model.longIndex()) {
      return constant == 1 ? "(long) " + names : constant + "L * " + names;
    }
    return constant == 1 ? names : literal(constant) + " * " + names;
  }

  /**
   * A Java literal for a value: with {@code L} when it does not fit in an int.
   *
   * @param value the value
   * @return e.g. {@code 6} or {@code 4294967296L}
   */
  static String literal(long value) {
    boolean wide = value > Integer.MAX_VALUE || value < Integer.MIN_VALUE;
    return value + (wide ? "L" : "");
  }

  /** The operand, in parentheses when it prints as more than one factor. */
  private String paren(Operand o, boolean kernel) {
    String s = operand(o, kernel);
    return s.contains(" * ") ? "(" + s + ")" : s;
  }

  /**
   * The operand, in parentheses when it is a product.
   *
   * @param o the operand
   * @return e.g. {@code M} or {@code (M * N)}
   */
  String paren(Operand o) {
    return paren(o, false);
  }
}
