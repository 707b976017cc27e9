package dev.strided.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.strided.Layout;
import dev.strided.NamedLayout;
import dev.strided.core.Fact;
import dev.strided.core.Symbol;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.Requirement;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Prints the dynamic part of a generated class: the fields, the private constructor and the
 * checking {@code of(...)} factory ({@link ObserverWriter} prints {@code size()} and the like).
 *
 * <pre>{@code
 * // (M,N):(1,ld) gives fields M, N, ld and of(int M, int N, int ld)
 * }</pre>
 */
final class FactoryWriter {
  private static final ClassName IAE = ClassName.get(IllegalArgumentException.class);
  private static final ClassName LAYOUT = ClassName.get(Layout.class);
  private static final ClassName NAMED_LAYOUT = ClassName.get(NamedLayout.class);

  private final LayoutModel model;
  private final LayoutModel.Dynamics dyn;
  private final OperandCode operands;
  private final ExactCode exact;
  private final TypeName valueType;
  /** The private helper that builds the factory's exceptions. */
  private final String rejected;
  /** The factory's locals: one per checked quantity, and the caught overflow. */
  private final List<String> locals = new ArrayList<>();
  private final String overflow;
  /** The static {@code NamedLayout} that checks the names, or null when {@code of} prints them. */
  private final String named;

  /**
   * A writer for one generated class with names.
   *
   * @param model the model, not static
   * @param operands its operand printer
   * @param names the class's names, from which the helper's and the locals' names are taken
   */
  FactoryWriter(LayoutModel model, OperandCode operands, MemberNames names) {
    this.model = model;
    this.dyn = model.dynamics();
    this.operands = operands;
    this.exact = new ExactCode(operands::name);
    this.valueType = model.longIndex() ? TypeName.LONG : TypeName.INT;
    this.rejected = names.newName("$rejected");
    for (int i = 0; dyn.named() == null && i < dyn.checks().size(); i++) {
      locals.add(names.newName("$check" + i)); // printed checks only
    }
    this.overflow = names.newName("$overflow");
    this.named = dyn.named() == null ? null : names.newName("NAMED");
  }

  /** One private final field per dynamic leaf value, after the static {@code NamedLayout}. */
  List<FieldSpec> fields() {
    List<FieldSpec> out = new ArrayList<>();
    if (named != null) {
      CodeBlock.Builder parse = CodeBlock.builder().add("$T.parse($S", NAMED_LAYOUT, dyn.named());
      for (Fact f : dyn.facts()) {
        parse.add(", $S", f.toString());
      }
      out.add(FieldSpec.builder(NAMED_LAYOUT, named, Modifier.PRIVATE, Modifier.STATIC,
          Modifier.FINAL).initializer(parse.add(")").build()).build());
    }
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
        factors.add(CodeBlock.of("(long) $L", operands.name(names.get(0))));
        names = names.subList(1, names.size());
      }
      for (String n : names) {
        factors.add(operands.name(n));
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
    b.addJavadoc("@return the layout\n@throws $T if an extent is below 1$L or a size, cosize, "
        + "capacity or value does not fit in $L\n", IAE,
        dyn.facts().isEmpty() ? "" : ", an assumed fact does not hold",
        model.longIndex() ? "long" : "int");
    if (named != null) {
      b.addStatement("$N.checkFitsInt($L)", named, arguments());
      requirements(b);
      return b.addStatement("return new $T($L)", self, arguments()).build();
    }
    for (String p : dyn.extentParameters()) {
      b.addStatement("$T.checkExtent($N, $S, $S)", LAYOUT, p, p, model.canonical());
    }
    for (Fact fact : dyn.facts()) {
      b.beginControlFlow("if ($L)", broken(fact));
      b.addStatement("throw $N($S + $N + $S, $S, null)", rejected, fact.name() + " = ",
          fact.name(), " does not satisfy assume \"" + fact + "\"", "");
      b.endControlFlow();
    }
    List<LayoutModel.FitCheck> checks = dyn.checks();
    boolean mayOverflow = checks.stream().anyMatch(c -> ExactCode.mayOverflow(c.value()));
    if (mayOverflow) {
      // the values are computed first, all in one try, so that an overflow names every binding
      for (String local : locals) {
        b.addStatement("long $N", local);
      }
      b.beginControlFlow("try");
      for (int i = 0; i < checks.size(); i++) {
        b.addStatement("$N = $L", locals.get(i), exact.of(checks.get(i).value()));
      }
      b.nextControlFlow("catch ($T $N)", ArithmeticException.class, overflow);
      b.addStatement("throw $T.beyondLong($S, $L, $N)", LAYOUT, model.canonical(),
          namesAndValues(dyn.parameters()), overflow);
      b.endControlFlow();
    }
    if (!model.longIndex()) {
      for (int i = 0; i < checks.size(); i++) {
        LayoutModel.FitCheck c = checks.get(i);
        CodeBlock value = mayOverflow ? CodeBlock.of("$N", locals.get(i)) : exact.of(c.value());
        b.addStatement("$T.checkFitsInt($L, $S, $S, $L)", LAYOUT, value, c.quantity(),
            model.canonical(), namesAndValues(c.parameters()));
      }
    }
    requirements(b);
    return b.addStatement("return new $T($L)", self, arguments()).build();
  }

  /**
   * {@code NAMED.bind(M, N, ld)}, the body of {@code layout()} where the runtime checks the names
   * and every one is a field; null otherwise.
   */
  CodeBlock boundLayout() {
    if (named == null) {
      return null;
    }
    for (String p : dyn.parameters()) {
      if (!p.equals(dyn.fieldOf().get(Symbol.name(p)))) {
        return null;
      }
    }
    return CodeBlock.of("$N.bind($L)", named, arguments());
  }

  /** The parameters, in order, as arguments. */
  private CodeBlock arguments() {
    return CodeBlock.join(dyn.parameters().stream().map(p -> CodeBlock.of("$N", p)).toList(),
        ", ");
  }

  /** The {@code require} conditions that depend on the names, after every value is known to fit. */
  private void requirements(MethodSpec.Builder b) {
    List<Requirement> all = dyn.requirements();
    boolean mayOverflow = all.stream().anyMatch(r -> ExactCode.mayOverflow(r.left().numerator())
        || ExactCode.mayOverflow(r.right().numerator()));
    if (mayOverflow) {
      b.beginControlFlow("try");
    }
    for (Requirement r : all) {
      CodeBlock left = side(r.left());
      CodeBlock right = side(r.right());
      b.beginControlFlow("if (!($L $L $L))", left, r.comparison().symbol(), right);
      CodeBlock.Builder message = CodeBlock.builder()
          .add("$S + $L", "require \"" + r.text() + "\" does not hold: " + r.left().text()
              + " is ", left);
      if (!r.right().isConstant()) {
        message.add(" + $S + $L", " and " + r.right().text() + " is ", right);
      }
      b.addStatement("throw $N($L, $S, null)", rejected, message.build(), "");
      b.endControlFlow();
    }
    if (mayOverflow) {
      b.nextControlFlow("catch ($T $N)", ArithmeticException.class, overflow);
      b.addStatement("throw $N($L + $S, $S, $N)", rejected, bindings(dyn.parameters()),
          ": a value of a require condition", " exceeds the range of long", overflow);
      b.endControlFlow();
    }
  }

  /** {@code numerator / divisor}, then its remainder, in long arithmetic. */
  private CodeBlock side(Requirement.Side s) {
    CodeBlock code = exact.of(s.numerator());
    if (s.divisor() != 1) {
      code = CodeBlock.of("($L) / $LL", code, s.divisor());
    }
    return s.modulus() == 0 ? code : CodeBlock.of("$T.floorMod($L, $LL)", Math.class, code,
        s.modulus());
  }

  /**
   * The test that a fact fails: the quotients computed after it are exact. A name divides only
   * when it is not 0 (an extent is at least 1, checked before).
   */
  private CodeBlock broken(Fact fact) {
    CodeBlock k = OperandCode.literal(fact.literal());
    return switch (fact.relation()) {
      case MULTIPLE_OF -> CodeBlock.of("$N % $L != 0", fact.name(), k);
      case AT_LEAST -> CodeBlock.of("$N < $L", fact.name(), k);
      case AT_MOST -> CodeBlock.of("$N > $L", fact.name(), k);
      case MULTIPLE_OF_NAME -> dyn.extentParameters().contains(fact.by())
          ? CodeBlock.of("$N % $N != 0", fact.name(), fact.by())
          : CodeBlock.of("$N == 0 || $N % $N != 0", fact.by(), fact.name(), fact.by());
    };
  }

  /**
   * The one place the messages of the factory's {@code assume} and {@code require} checks name the
   * layout ({@code head of layout X tail}), so no check repeats its text; none without such checks
   * or where {@code NamedLayout} checks the facts (the runtime words the others).
   */
  List<MethodSpec> rejected() {
    if ((named != null || dyn.facts().isEmpty()) && dyn.requirements().isEmpty()) {
      return List.of();
    }
    ClassName string = ClassName.get(String.class);
    return List.of(MethodSpec.methodBuilder(rejected)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(IAE).addParameter(string, "head").addParameter(string, "tail")
        .addParameter(ClassName.get(Throwable.class), "cause")
        .addStatement("return new $T(head + $S + tail, cause)", IAE,
            " of layout " + model.canonical())
        .build());
  }

  /** The arguments {@code "M, N", new int[] {M, N}} of the runtime's checks. */
  private static CodeBlock namesAndValues(List<String> params) {
    List<CodeBlock> values = params.stream().map(p -> CodeBlock.of("$N", p)).toList();
    return CodeBlock.of("$S, new int[] {$L}", String.join(", ", params),
        CodeBlock.join(values, ", "));
  }

  private static CodeBlock bindings(List<String> params) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < params.size(); i++) {
      b.add(i == 0 ? "$S + $N" : " + $S + $N", (i == 0 ? "" : ", ") + params.get(i) + " = ",
          params.get(i));
    }
    return params.isEmpty() ? CodeBlock.of("$S", "") : b.build();
  }
}
