package dev.strided.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.strided.processor.model.LayoutModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Prints the {@code inBounds} overloads of a masked layout, their kernel forms
 * {@code inBoundsOf(names..., coordinates...)} (layouts with names only), and the checks its
 * {@code checkedIndex} twins make after the extents: each a conjunction of folded landings below
 * the source's extents, printed as the index functions are.
 *
 * <pre>{@code
 * // public boolean inBounds(int c0, int c1) {
 * //   return (c0 & 127) + (c1 % M_ceil128) * 128 < M && (c0 >>> 7) + (c1 / M_ceil128) * 64 < N;
 * // }
 * }</pre>
 */
final class InBoundsWriter {
  /** The kernel forms' name, as {@code indexOf} is {@code index}'s. */
  static final String KERNEL_NAME = "inBoundsOf";
  private static final ClassName OUT_OF_BOUNDS = ClassName.get(IndexOutOfBoundsException.class);

  private final LayoutModel model;
  private final IndexCodeWriter index;
  private final OperandCode operands;
  private final String check;

  InBoundsWriter(LayoutModel model, IndexCodeWriter index, OperandCode operands,
      MemberNames names) {
    this.model = model;
    this.index = index;
    this.operands = operands;
    this.check = names.newName("$checkInBounds");
  }

  /** The overloads, then their kernel forms. */
  List<MethodSpec> methods() {
    List<MethodSpec> out = new ArrayList<>();
    for (LayoutModel.InBoundsMethod m : model.masking().methods()) {
      MethodSpec.Builder b = MethodSpec.methodBuilder("inBounds").addModifiers(Modifier.PUBLIC)
          .returns(TypeName.BOOLEAN);
      if (model.isStatic()) {
        b.addModifiers(Modifier.STATIC);
      }
      m.parameters().forEach(p -> b.addParameter(TypeName.INT, p));
      b.addJavadoc("Whether the coordinates, as {@link #index($L)} takes them, lie inside $L "
          + "(false exactly in the overhang of its last tiles): CuTe's {@code elem_less} on the "
          + "identity tensor of $L, divided as this layout is.\n", signature(m),
          model.masking().source(), model.masking().source());
      out.add(b.addStatement("return $L", conjunction(m, false)).build());
    }
    if (!model.isStatic()) {
      for (LayoutModel.InBoundsMethod m : model.masking().methods()) {
        MethodSpec.Builder b = MethodSpec.methodBuilder(KERNEL_NAME)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(TypeName.BOOLEAN);
        model.dynamics().parameters().forEach(n -> b.addParameter(TypeName.INT, n));
        m.parameters().forEach(p -> b.addParameter(TypeName.INT, p));
        out.add(b.addJavadoc("Static {@link #inBounds($L)}: the names first, as {@code of($L)} "
                + "takes them (not checked here), then the coordinates.\n", signature(m),
                String.join(", ", model.dynamics().parameters()))
            .addStatement("return $L", conjunction(m, true)).build());
      }
    }
    return out;
  }

  /** The overhang checks of the {@code checkedIndex} twin of the index overload {@code form}. */
  void checks(MethodSpec.Builder b, int form) {
    for (LayoutModel.Within w : model.masking().methods().get(form).checks()) {
      b.addStatement("$N($L, $L, $S)", check, index.sum(w.terms(), false),
          operands.of(w.extent()), w.what());
    }
  }

  /** The helper of the checks: the message is built only when it throws. */
  MethodSpec helper() {
    return MethodSpec.methodBuilder(check).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(TypeName.LONG, "x").addParameter(TypeName.LONG, "extent")
        .addParameter(ClassName.get(String.class), "what")
        .beginControlFlow("if (x < 0 || x >= extent)")
        .addStatement("throw new $T($S + x + $S + what + $S + extent + $S)", OUT_OF_BOUNDS,
            "the coordinates land at ", " in ", ", outside its extent ",
            ": they are in the overhang of a masked tile (see inBounds)")
        .endControlFlow().build();
  }

  private CodeBlock conjunction(LayoutModel.InBoundsMethod m, boolean kernel) {
    if (m.checks().isEmpty()) {
      return CodeBlock.of("true");
    }
    List<CodeBlock> parts = new ArrayList<>();
    for (LayoutModel.Within w : m.checks()) {
      CodeBlock landing = index.sum(w.terms(), kernel);
      CodeBlock extent = operands.of(w.extent(), kernel);
      parts.add(w.mayBeNegative()
          ? CodeBlock.of("$L >= 0 && $L < $L", landing, landing, extent)
          : CodeBlock.of("$L < $L", landing, extent));
    }
    return CodeBlock.join(parts, " && ");
  }

  private static String signature(LayoutModel.InBoundsMethod m) {
    return String.join(", ", Collections.nCopies(m.parameters().size(), "int"));
  }
}
