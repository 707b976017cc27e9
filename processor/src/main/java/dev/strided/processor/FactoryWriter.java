package dev.strided.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Prints the dynamic part of a generated class: the fields, the private constructor, the checking
 * {@code of(...)} factory and the {@code size()}, {@code cosize()}, {@code capacity()} observers.
 *
 * <pre>{@code
 * // (M,N):(1,ld) gives fields M, N, ld and of(int M, int N, int ld)
 * }</pre>
 */
final class FactoryWriter {
  private static final ClassName IAE = ClassName.get(IllegalArgumentException.class);

  private final LayoutModel model;
  private final LayoutModel.Dynamics dyn;
  private final OperandCode operands;
  private final TypeName valueType;
  /** The private helper that builds the factory's exceptions. */
  private final String rejected;
  /** The factory's locals: one per checked quantity, and the caught overflow. */
  private final List<String> locals = new ArrayList<>();
  private final String overflow;

  /**
   * A writer for one generated class with names.
   *
   * @param model the model, not static
   * @param operands its operand printer
   * @param names the class's names, from which the helper's and the locals' names are taken
   */
  FactoryWriter(LayoutModel model, OperandCode operands, NameAllocator names) {
    this.model = model;
    this.dyn = model.dynamics();
    this.operands = operands;
    this.valueType = model.longIndex() ? TypeName.LONG : TypeName.INT;
    this.rejected = names.newName("$rejected");
    for (int i = 0; i < dyn.checks().size(); i++) {
      locals.add(names.newName("$check" + i));
    }
    this.overflow = names.newName("$overflow");
  }

  /** One private final field per dynamic leaf value. */
  List<FieldSpec> fields() {
    List<FieldSpec> out = new ArrayList<>();
    for (LayoutModel.Field f : dyn.fields()) {
      out.add(FieldSpec.builder(valueType, f.name(), Modifier.PRIVATE, Modifier.FINAL).build());
    }
    return out;
  }

  /** The private constructor: stores every field's value. */
  MethodSpec constructor() {
    MethodSpec.Builder b = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
    for (String p : dyn.parameters()) {
      b.addParameter(TypeName.INT, p);
    }
    for (LayoutModel.Field f : dyn.fields()) {
      List<CodeBlock> factors = new ArrayList<>();
      List<String> names = f.parameters();
      if (f.coefficient() != 1 || names.isEmpty()) {
        factors.add(CodeBlock.of(model.longIndex() ? "$LL" : "$L", f.coefficient()));
      } else if (model.longIndex()) {
        factors.add(CodeBlock.of("(long) $N", names.get(0)));
        names = names.subList(1, names.size());
      }
      for (String n : names) {
        factors.add(CodeBlock.of("$N", n));
      }
      b.addStatement("this.$N = $L", f.name(), CodeBlock.join(factors, " * "));
    }
    return b.build();
  }

  /** {@code of(...)}: extents at least 1, every checked quantity within the index type. */
  MethodSpec factory(ClassName self) {
    MethodSpec.Builder b = MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self)
        .addJavadoc("The layout for these values of its names.\n\n");
    for (String p : dyn.parameters()) {
      b.addParameter(TypeName.INT, p);
      b.addJavadoc("@param $L $L\n", p, dyn.extentParameters().contains(p)
          ? "an extent, at least 1" : "a stride value");
    }
    b.addJavadoc("@return the layout\n@throws $T if an extent is below 1 or a size, cosize, "
        + "capacity or value does not fit in $L\n", IAE, model.longIndex() ? "long" : "int");
    for (String p : dyn.extentParameters()) {
      b.beginControlFlow("if ($N < 1)", p);
      b.addStatement("throw $N($S + $N + $S, $S, null)", rejected, p + " = ", p,
          " must be at least 1: it is an extent", "");
      b.endControlFlow();
    }
    List<LayoutModel.FitCheck> checks = dyn.checks();
    boolean mayOverflow = checks.stream().anyMatch(c -> mayOverflow(c.value()));
    if (mayOverflow) {
      for (String local : locals) {
        b.addStatement("long $N", local);
      }
      b.beginControlFlow("try");
    }
    for (int i = 0; i < checks.size(); i++) {
      b.addStatement(mayOverflow ? "$N = $L" : "long $N = $L", locals.get(i),
          exact(checks.get(i).value()));
    }
    if (mayOverflow) {
      b.nextControlFlow("catch ($T $N)", ArithmeticException.class, overflow);
      b.addStatement("throw $N($L + $S, $S, $N)", rejected, bindings(dyn.parameters()),
          ": a size, cosize, capacity or value", " exceeds the range of long", overflow);
      b.endControlFlow();
    }
    if (!model.longIndex()) {
      for (int i = 0; i < checks.size(); i++) {
        LayoutModel.FitCheck c = checks.get(i);
        String local = locals.get(i);
        CodeBlock test = c.signed()
            ? CodeBlock.of("$N < $T.MIN_VALUE || $N > $T.MAX_VALUE", local, Integer.class,
                local, Integer.class)
            : CodeBlock.of("$N > $T.MAX_VALUE", local, Integer.class);
        b.beginControlFlow("if ($L)", test);
        b.addStatement("throw $N($L + $S + $N, $S, null)", rejected, bindings(c.parameters()),
            ": the " + c.quantity() + " ", local,
            " does not fit in int (use @Layout(indexType = LONG))");
        b.endControlFlow();
      }
    }
    List<CodeBlock> arguments = dyn.parameters().stream().map(p -> CodeBlock.of("$N", p)).toList();
    return b.addStatement("return new $T($L)", self, CodeBlock.join(arguments, ", ")).build();
  }

  /**
   * The one place the factory's messages name the layout ({@code head of layout X tail}), so no
   * check repeats its text.
   */
  MethodSpec rejected() {
    ClassName string = ClassName.get(String.class);
    return MethodSpec.methodBuilder(rejected).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(IAE).addParameter(string, "head").addParameter(string, "tail")
        .addParameter(ClassName.get(Throwable.class), "cause")
        .addStatement("return new $T(head + $S + tail, cause)", IAE,
            " of layout " + model.canonical())
        .build();
  }

  /** {@code size()}, {@code cosize()}, {@code capacity()}. */
  List<MethodSpec> observers() {
    CodeBlock.Builder cosize = CodeBlock.builder()
        .add("$L", OperandCode.literal(1 + dyn.cosizeConstant()));
    for (LayoutModel.Span s : dyn.cosizeSpans()) {
      Operand extent = s.extent();
      boolean one = extent.isLiteral() && extent.constant() - 1 == 1;
      CodeBlock extentLess = extent.isLiteral() ? OperandCode.literal(extent.constant() - 1)
          : CodeBlock.of("($L - 1)", operands.of(extent));
      cosize.add(" + $L", times(extentLess, one, s));
    }
    CodeBlock capacity = dyn.capacityConstant() > 0 || dyn.capacitySpans().isEmpty()
        ? OperandCode.literal(dyn.capacityConstant()) : null;
    for (LayoutModel.Span s : dyn.capacitySpans()) {
      CodeBlock term = times(operands.of(s.extent()), s.extent().isOne(), s);
      capacity = capacity == null ? term : CodeBlock.of("$T.max($L, $L)", Math.class, capacity, term);
    }
    return List.of(
        observer("size", "The number of coordinates: the product of the extents.",
            operands.of(dyn.size())),
        observer("cosize", "{@code 1 + Σ (extent-1)·|stride|} over the leaves: the span of "
            + "indices the layout touches.", cosize.build()),
        observer("capacity", "{@code max extent·|stride|} over the leaves (Ascend C's "
            + "{@code Capacity()}).", capacity));
  }

  /** {@code extent * |stride|}, a factor 1 left out. */
  private CodeBlock times(CodeBlock extent, boolean extentIsOne, LayoutModel.Span s) {
    CodeBlock stride = s.abs() ? CodeBlock.of("$T.abs($L)", Math.class, operands.of(s.stride()))
        : operands.of(s.stride());
    if (s.stride().isOne()) {
      return extent;
    }
    return extentIsOne ? stride : CodeBlock.of("$L * $L", extent, stride);
  }

  private MethodSpec observer(String name, String doc, CodeBlock body) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(valueType)
        .addJavadoc("$L\n\n@return the $L\n", doc, name).addStatement("return $L", body).build();
  }

  private static CodeBlock bindings(List<String> params) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < params.size(); i++) {
      b.add(i == 0 ? "$S + $N" : " + $S + $N", (i == 0 ? "" : ", ") + params.get(i) + " = ",
          params.get(i));
    }
    return params.isEmpty() ? CodeBlock.of("$S", "") : b.build();
  }

  /**
   * Exact long arithmetic; int parameters widen at the call. Where {@link Exact#bound} proves that
   * no intermediate result overflows (two int factors, sums of such terms), plain long operators
   * replace the {@code Math.*Exact} calls, which javac must resolve among overloads one by one.
   */
  static CodeBlock exact(Exact e) {
    boolean plain = Exact.bound(e) < Long.MAX_VALUE;
    if (e instanceof Exact.Lit l) {
      return CodeBlock.of("$LL", l.value());
    }
    if (e instanceof Exact.Param p) {
      return CodeBlock.of("(long) $N", p.name());
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
      return CodeBlock.of(plain ? "$T.abs($L)" : "$T.absExact($L)", Math.class, exact(a.value()));
    }
    return CodeBlock.of("($L - 1L)", exact(((Exact.Dec) e).value()));
  }

  /** Whether {@link #exact} prints a call that can throw {@link ArithmeticException}. */
  static boolean mayOverflow(Exact e) {
    return Exact.bound(e) == Long.MAX_VALUE;
  }

  /** Plain long operators; only a sum inside a product needs parentheses. */
  private static CodeBlock join(String op, List<Exact> parts) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < parts.size(); i++) {
      Exact part = parts.get(i);
      boolean wrap = op.equals(" * ") && part instanceof Exact.Sum;
      b.add((i == 0 ? "" : op) + (wrap ? "($L)" : "$L"), exact(part));
    }
    return b.build();
  }

  private static CodeBlock fold(String op, List<Exact> parts) {
    CodeBlock acc = exact(parts.get(0));
    for (int i = 1; i < parts.size(); i++) {
      acc = CodeBlock.of("$T.$N($L, $L)", Math.class, op, acc, exact(parts.get(i)));
    }
    return acc;
  }
}
