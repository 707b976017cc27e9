package dev.strided.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.Operand;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
  private static final ClassName OUT_OF_BOUNDS = ClassName.get(IndexOutOfBoundsException.class);
  private static final ClassName LAYOUT = ClassName.get(Layout.class);

  private final LayoutModel model;
  private final OperandCode operands;
  /** The local holding the index before the swizzle, when there is one. */
  private final String offset;
  /** A masked layout's {@code inBounds} overloads, or null. */
  private final InBoundsWriter inBounds;

  /**
   * A writer for one generated class.
   *
   * @param model the model
   * @param operands its operand printer
   * @param names the class's names, from which a swizzle's local and the masked helper's name are
   *     taken
   */
  IndexCodeWriter(LayoutModel model, OperandCode operands, MemberNames names) {
    this.model = model;
    this.operands = operands;
    this.offset = model.swizzle() == null ? null : names.newName("$offset");
    this.inBounds = model.masking() == null ? null
        : new InBoundsWriter(model, this, operands, names);
  }

  /**
   * Every overload, 1-D first, then the kernel forms, a masked layout's {@code inBounds}
   * overloads and their kernel forms, the checked twins and a masked layout's helper.
   */
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
    if (inBounds != null) {
      out.addAll(inBounds.methods());
    }
    for (int form = 0; form < model.methods().size(); form++) {
      out.add(checked(model.methods().get(form), form));
    }
    if (inBounds != null) {
      out.add(inBounds.helper());
    }
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

  /** The coordinates as arguments: {@code c0, c1}. */
  private static CodeBlock arguments(List<String> names) {
    return CodeBlock.join(names.stream().map(n -> CodeBlock.of("$N", n)).toList(), ", ");
  }

  private MethodSpec index(LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = start("index", m, model.isStatic()).addJavadoc("$L", doc(m));
    return b.addStatement("return $L", value(m, b)).build();
  }

  /**
   * The folded index of an overload, for a method body that has its coordinates as parameters and
   * the class's fields: a swizzled layout first adds the statement of its local to {@code body}.
   * The value is unparenthesized; a swizzle's is an XOR, which binds looser than {@code +}.
   *
   * @param m the overload
   * @param body the method being written
   * @return the index expression
   */
  CodeBlock value(LayoutModel.IndexMethod m, MethodSpec.Builder body) {
    if (model.swizzle() == null) {
      return sum(m.terms(), false);
    }
    body.addStatement("$T $N = $L", valueType(), offset, sum(m.terms(), false));
    return swizzled();
  }

  /** {@code o ^ (o & yyy) >>> S}: CuTe's {@code Swizzle<B,M,S>} on the local, as one expression. */
  private CodeBlock swizzled() {
    Swizzle sw = model.swizzle();
    CodeBlock mask = CodeBlock.of("0x$L", Integer.toHexString(sw.yyyMask()));
    return sw.shift() > 0
        ? CodeBlock.of("$N ^ ($N & $L) >>> $L", offset, offset, mask, sw.shift())
        : CodeBlock.of("$N ^ ($N & $L) << $L", offset, offset, mask, -sw.shift());
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
    return b.addJavadoc("Static {@link #index($L)}: the names first, as {@code of($L)} takes them "
            + "(not checked here), then the coordinates.\n", signature(m),
            arguments(model.dynamics().parameters()))
        .addStatement("return $L", sum(m.terms(), true)).build();
  }

  private MethodSpec checked(LayoutModel.IndexMethod m, int form) {
    MethodSpec.Builder b = start("checkedIndex", m, model.isStatic())
        .addJavadoc("{@link #index($L)}, throwing {@link $T} for a coordinate outside its mode's "
            + "extent$L.\n", signature(m), OUT_OF_BOUNDS,
            inBounds == null ? "" : ", or the coordinates are in the overhang (not {@link "
                + "#inBounds(" + signature(m) + ")})");
    for (LayoutModel.Bound bound : m.bounds()) {
      b.addStatement("$T.checkCoordinate($N, $L, $S)", LAYOUT, bound.coordinate(),
          operands.of(bound.extent()), bound.what());
    }
    if (inBounds != null) {
      inBounds.checks(b, form);
    }
    return b.addStatement("return index($L)", arguments(m.parameters())).build();
  }

  /** The parameter types of an overload, for a {@code {@link}}: {@code int, int}. */
  private static String signature(LayoutModel.IndexMethod m) {
    return String.join(", ", Collections.nCopies(m.parameters().size(), "int"));
  }

  /** The index overload's Javadoc, one string as the class's; its twins link to it. */
  private static String doc(LayoutModel.IndexMethod m) {
    String what = switch (m.form()) {
      case ONE_D -> "a 1-D coordinate, split colexicographically over the layout";
      case PER_MODE -> "one coordinate per top-level mode, split colexicographically over its leaves";
      case PER_LEAF -> "one coordinate per leaf, in flattened order";
    };
    // one line: the class description says what the sum makes of a coordinate outside the layout
    return "The unchecked index of " + what + ".\n";
  }

  /** The sum of the terms; {@code 0} when there is none. */
  CodeBlock sum(List<LayoutModel.Term> terms, boolean kernel) {
    if (terms.isEmpty()) {
      return CodeBlock.of(model.longIndex() ? "0L" : "0");
    }
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < terms.size(); i++) {
      LayoutModel.Term t = terms.get(i);
      boolean negative = t.stride().constant() < 0;
      Operand magnitude = negative ? t.stride().negate() : t.stride();
      b.add(i == 0 ? (negative ? "-" : "") : (negative ? " - " : " + "));
      b.add(coordinate(t, kernel));
      if (!magnitude.isOne()) {
        b.add(" * $L", operands.of(magnitude, kernel));
      }
    }
    return b.build();
  }

  /** {@code (c / d % m)}, a power-of-two literal as a shift or a mask; widened for long indices. */
  private CodeBlock coordinate(LayoutModel.Term t, boolean kernel) {
    CodeBlock e = CodeBlock.of("$N", t.coordinate());
    boolean split = t.divisor() != null || t.modulus() != null;
    if (t.divisor() != null) {
      int shift = log2(t.divisor());
      // a mask after a shift needs no parentheses, a % would bind first
      boolean bare = t.modulus() == null || log2(t.modulus()) > 0;
      e = shift == 0 ? CodeBlock.of("$L / $L", e, operands.parenthesized(t.divisor(), kernel))
          : CodeBlock.of(bare ? "$L >>> $L" : "($L >>> $L)", e, shift);
    }
    if (t.modulus() != null) {
      e = log2(t.modulus()) > 0 ? CodeBlock.of("$L & $L", e, t.modulus().constant() - 1)
          : CodeBlock.of("$L % $L", e, operands.parenthesized(t.modulus(), kernel));
    }
    if (split) {
      e = CodeBlock.of("($L)", e);
    }
    boolean alreadyLong = t.divisor() != null && !t.divisor().isLiteral()
        || t.modulus() != null && !t.modulus().isLiteral();
    return model.longIndex() && !alreadyLong ? CodeBlock.of("(long) $L", e) : e;
  }

  /** k when the operand is the literal 2^k with 0 < k < 31 (an int shift or mask), else 0. */
  private static int log2(Operand o) {
    long v = o.constant();
    boolean power = o.isLiteral() && v > 1 && v <= (1L << 30) && Long.bitCount(v) == 1;
    return power ? Long.numberOfTrailingZeros(v) : 0;
  }
}
