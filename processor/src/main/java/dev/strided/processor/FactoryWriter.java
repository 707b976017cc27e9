package dev.strided.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
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
  /** The private helper that builds the factory's exceptions. */
  static final String REJECTED = "$rejected";
  private static final ClassName IAE = ClassName.get(IllegalArgumentException.class);

  private final LayoutModel model;
  private final LayoutModel.Dynamics dyn;
  private final IndexCodeWriter printer;
  private final TypeName valueType;

  FactoryWriter(LayoutModel model, IndexCodeWriter printer) {
    this.model = model;
    this.dyn = model.dynamics();
    this.printer = printer;
    this.valueType = model.longIndex() ? TypeName.LONG : TypeName.INT;
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
      List<String> factors = new ArrayList<>();
      if (f.coefficient() != 1 || f.parameters().isEmpty()) {
        factors.add(f.coefficient() + (model.longIndex() ? "L" : ""));
      } else if (model.longIndex()) {
        factors.add("(long) " + f.parameters().get(0));
        f = new LayoutModel.Field(f.name(), 1, f.parameters().subList(1, f.parameters().size()));
      }
      factors.addAll(f.parameters());
      b.addStatement("this.$L = $L", f.name(), String.join(" * ", factors));
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
      b.beginControlFlow("if ($L < 1)", p);
      b.addStatement("throw $L($S + $L + $S, $S, null)", REJECTED, p + " = ", p,
          " must be at least 1: it is an extent", "");
      b.endControlFlow();
    }
    List<LayoutModel.FitCheck> checks = dyn.checks();
    boolean mayOverflow = checks.stream().anyMatch(c -> mayOverflow(c.value()));
    if (mayOverflow) {
      for (int i = 0; i < checks.size(); i++) {
        b.addStatement("long $L", local(i));
      }
      b.beginControlFlow("try");
    }
    for (int i = 0; i < checks.size(); i++) {
      b.addStatement(mayOverflow ? "$L = $L" : "long $L = $L", local(i),
          exact(checks.get(i).value()));
    }
    if (mayOverflow) {
      b.nextControlFlow("catch ($T $$overflow)", ArithmeticException.class);
      b.addStatement("throw $L($L + $S, $S, $$overflow)", REJECTED, bindings(dyn.parameters()),
          ": a size, cosize, capacity or value", " exceeds the range of long");
      b.endControlFlow();
    }
    if (!model.longIndex()) {
      for (int i = 0; i < checks.size(); i++) {
        LayoutModel.FitCheck c = checks.get(i);
        CodeBlock test = c.signed()
            ? CodeBlock.of("$L < $T.MIN_VALUE || $L > $T.MAX_VALUE", local(i), Integer.class,
                local(i), Integer.class)
            : CodeBlock.of("$L > $T.MAX_VALUE", local(i), Integer.class);
        b.beginControlFlow("if ($L)", test);
        b.addStatement("throw $L($L + $S + $L, $S, null)", REJECTED, bindings(c.parameters()),
            ": the " + c.quantity() + " ", local(i),
            " does not fit in int (use @Layout(indexType = LONG))");
        b.endControlFlow();
      }
    }
    return b.addStatement("return new $T($L)", self, String.join(", ", dyn.parameters())).build();
  }

  /**
   * The one place the factory's messages name the layout ({@code head of layout X tail}), so no
   * check repeats its text.
   */
  MethodSpec rejected() {
    ClassName string = ClassName.get(String.class);
    return MethodSpec.methodBuilder(REJECTED).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(IAE).addParameter(string, "head").addParameter(string, "tail")
        .addParameter(ClassName.get(Throwable.class), "cause")
        .addStatement("return new $T(head + $S + tail, cause)", IAE,
            " of layout " + model.canonical())
        .build();
  }

  /** {@code size()}, {@code cosize()}, {@code capacity()}. */
  List<MethodSpec> observers() {
    CodeBlock.Builder cosize = CodeBlock.builder()
        .add("$L", IndexCodeWriter.literal(1 + dyn.cosizeConstant()));
    for (LayoutModel.Span s : dyn.cosizeSpans()) {
      String extentLess = s.extent().isLiteral() ? IndexCodeWriter.literal(s.extent().constant() - 1)
          : "(" + printer.operand(s.extent()) + " - 1)";
      cosize.add(" + $L", times(extentLess, s));
    }
    CodeBlock capacity = dyn.capacityConstant() > 0 || dyn.capacitySpans().isEmpty()
        ? CodeBlock.of("$L", IndexCodeWriter.literal(dyn.capacityConstant())) : null;
    for (LayoutModel.Span s : dyn.capacitySpans()) {
      CodeBlock term = times(printer.operand(s.extent()), s);
      capacity = capacity == null ? term : CodeBlock.of("$T.max($L, $L)", Math.class, capacity, term);
    }
    return List.of(
        observer("size", "The number of coordinates: the product of the extents.",
            CodeBlock.of("$L", printer.operand(dyn.size()))),
        observer("cosize", "{@code 1 + Σ (extent-1)·|stride|} over the leaves: the span of "
            + "indices the layout touches.", cosize.build()),
        observer("capacity", "{@code max extent·|stride|} over the leaves (Ascend C's "
            + "{@code Capacity()}).", capacity));
  }

  private CodeBlock times(String extent, LayoutModel.Span s) {
    CodeBlock stride = s.abs() ? CodeBlock.of("$T.abs($L)", Math.class, printer.operand(s.stride()))
        : CodeBlock.of("$L", printer.operand(s.stride()));
    if (s.stride().isOne()) {
      return CodeBlock.of("$L", extent);
    }
    return extent.equals("1") ? stride : CodeBlock.of("$L * $L", extent, stride);
  }

  private MethodSpec observer(String name, String doc, CodeBlock body) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(valueType)
        .addJavadoc("$L\n\n@return the $L\n", doc, name).addStatement("return $L", body).build();
  }

  private static String local(int i) {
    return "$check" + i;
  }

  private static CodeBlock bindings(List<String> params) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < params.size(); i++) {
      b.add(i == 0 ? "$S + $L" : " + $S + $L", (i == 0 ? "" : ", ") + params.get(i) + " = ",
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
      return CodeBlock.of("(long) $L", p.name());
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
      acc = CodeBlock.of("$T.$L($L, $L)", Math.class, op, acc, exact(parts.get(i)));
    }
    return acc;
  }
}
