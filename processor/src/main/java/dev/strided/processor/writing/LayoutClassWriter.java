package dev.strided.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.core.GmmaLayoutAtom;
import dev.strided.core.Symbol;
import dev.strided.core.Trees;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.SymbolicTuple;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Prints a {@link LayoutModel} as a Java source file: the class, its Javadoc, constants, and the
 * members of {@link IndexCodeWriter}, {@link FactoryWriter} and {@link ViewWriter}.
 * Deterministic: no dates.
 *
 * <pre>{@code
 * JavaFile file = LayoutClassWriter.write(model, false);
 * file.writeTo(processingEnv.getFiler());
 * }</pre>
 */
public final class LayoutClassWriter {
  static final String PROCESSOR = "dev.strided.processor.LayoutProcessor";
  private static final ClassName LAYOUT = ClassName.get(Layout.class);
  private static final ClassName SWIZZLED_LAYOUT = ClassName.get(SwizzledLayout.class);
  private static final ClassName INT_TUPLE = ClassName.get(IntTuple.class);
  /** Generated {@code IntTuple} expressions as a tree type the core's map builds. */
  private static final Trees<CodeBlock, CodeBlock> INT_TUPLE_CODE = Trees.tuples(code -> false,
      code -> List.of(), LayoutClassWriter::intTupleOf);
  /** JavaPoet's specs are immutable: the members every class has the same are built once. */
  private static final AnnotationSpec GENERATED = AnnotationSpec.builder(
      ClassName.get("javax.annotation.processing", "Generated")).addMember("value", "$S", PROCESSOR)
      .build();
  private static final MethodSpec PRIVATE_CONSTRUCTOR =
      MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build();

  private LayoutClassWriter() {}

  /**
   * The source file.
   *
   * @param model the model
   * @param importJavaLang whether to import the java.lang types the class uses by name: needed
   *     where a type of the package has the same simple name (checking decides)
   * @return the file, with the annotated type as originating element
   */
  public static JavaFile write(LayoutModel model, boolean importJavaLang) {
    ClassName self = ClassName.get(model.packageName(), model.simpleName());
    TypeName value = model.longIndex() ? TypeName.LONG : TypeName.INT;
    MemberNames names = modelNames(model);
    OperandCode operands = new OperandCode(model);
    IndexCodeWriter index = new IndexCodeWriter(model, operands, names);
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addOriginatingElement(model.origin())
        .addAnnotation(GENERATED)
        .addJavadoc("$L", classDoc(model));
    type.addField(constant(TypeName.INT, "RANK", model.rank(), "Number of top-level modes."));
    type.addField(constant(TypeName.INT, "DEPTH", model.depth(), "Nesting depth of the shape."));
    if (model.isStatic()) {
      LayoutModel.Statics s = model.statics();
      type.addField(constant(value, "SIZE", s.size(), "Number of coordinates."));
      type.addField(constant(value, "COSIZE", s.cosize(), model.swizzle() == null
          ? "{@code 1 + sum((extent-1) * |stride|)}: the span of indices the layout touches."
          : "One more than the largest swizzled index: the span of indices the layout touches."));
      type.addField(constant(value, "CAPACITY", s.capacity(),
          "{@code max(extent * |stride|)} (Ascend C's {@code Capacity()})."));
      ClassName runtime = model.swizzle() == null ? LAYOUT : SWIZZLED_LAYOUT;
      if (s.runtimeCompatible()) {
        type.addField(FieldSpec.builder(runtime, "LAYOUT", Modifier.PRIVATE, Modifier.STATIC,
            Modifier.FINAL).initializer("$T.parse($S)", runtime, model.canonical()).build());
      }
      type.addMethod(PRIVATE_CONSTRUCTOR);
      type.addMethods(index.methods());
      if (s.runtimeCompatible()) {
        type.addMethod(MethodSpec.methodBuilder("layout")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(runtime)
            .addJavadoc("The same layout as a runtime value.\n")
            .addStatement("return LAYOUT").build());
      }
    } else {
      FactoryWriter factory = new FactoryWriter(model, operands, names);
      type.addFields(factory.fields());
      type.addMethod(factory.constructor());
      type.addMethod(factory.factory(self));
      type.addMethods(factory.rejected());
      type.addMethods(new ObserverWriter(model, operands).observers());
      type.addMethods(index.methods());
      String narrow = names.newName("narrow");
      type.addMethod(runtimeLayout(model, narrow, factory.boundLayout()));
      if (model.longIndex()) {
        type.addMethod(narrow(narrow));
      }
    }
    if (!model.tensors().isEmpty()) {
      ViewWriter views = new ViewWriter(model, self, index, names);
      type.addMethods(views.factories());
      type.addTypes(views.views());
    }
    return JavaFile.builder(model.packageName(), type.build())
        .skipJavaLangImports(!importJavaLang).build();
  }

  /**
   * The names the model gives (names, fields, coordinates): the writers' helpers and locals are
   * allocated after them and so never clash with them.
   */
  private static MemberNames modelNames(LayoutModel model) {
    Set<String> taken = new LinkedHashSet<>();
    if (!model.isStatic()) {
      taken.addAll(model.dynamics().parameters());
      for (LayoutModel.Field f : model.dynamics().fields()) {
        taken.add(f.name());
      }
    }
    for (LayoutModel.IndexMethod m : model.methods()) {
      taken.addAll(m.parameters());
    }
    MemberNames names = new MemberNames();
    taken.forEach(names::newName);
    return names;
  }

  private static FieldSpec constant(TypeName type, String name, long value, String doc) {
    CodeBlock literal = CodeBlock.of(type.equals(TypeName.LONG) ? "$LL" : "$L", value);
    return FieldSpec.builder(type, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L", doc + "\n").initializer(literal).build();
  }

  /**
   * The class description, one string: JavaPoet prints a {@code $L} of it as one piece, where a
   * format of many parts costs a parse and a print call per part.
   */
  private static String classDoc(LayoutModel model) {
    StringBuilder b = new StringBuilder("Index functions of the layout {@code ")
        .append(model.canonical()).append("}, generated from {@link ")
        .append(model.origin().getQualifiedName()).append("}.\n");
    if (!model.derivation().isEmpty()) {
      b.append("\n<p>Derived by the layout algebra from <code>").append(escape(model.derivation()))
          .append("</code>.\n");
    }
    if (model.swizzleAtom() != null && model.swizzle() != null) {
      b.append("\n<p>The swizzle ").append(model.swizzle()).append(" acts on element offsets; CuTe's ")
          .append(escape(model.swizzleAtom().cuteName())).append(" swizzles byte addresses instead "
              + "(it prints {@code Sw<").append(model.swizzle().bits()).append(',')
          .append(GmmaLayoutAtom.BYTE_BASE).append(',')
          .append(model.swizzle().shift()).append("> o smem_ptr[")
          .append(model.swizzleAtom().element().bits()).append("b](unset) o ...}), the same map.\n");
    }
    if (model.table() != null) {
      b.append("\n<pre>\n").append(escape(model.table())).append("</pre>\n");
    } else {
      b.append("\n<p>No table of indices: ").append(model.tableNote()).append(".\n");
    }
    b.append("\n<p>").append(constants(model)).append("\n");
    LayoutModel.Proofs p = model.proofs();
    b.append("Proven at build time").append(model.isStatic() ? "" : " for every binding")
        .append(model.masking() == null ? "" : ", of the coordinates in bounds").append(": ")
        .append(p.injective() ? "injective" : "injectivity not proven").append(", ")
        .append(p.compact() ? "compact" : "compactness not proven").append(".\n");
    if (model.masking() != null) {
      String source = model.masking().source();
      b.append("\n<p>Masked: the last tiles may overhang ").append(source).append(" (their counts "
          + "are rounded up, as CuTe's {@code ceil_div}); {@code inBounds} tells the coordinates "
          + "inside ").append(source).append(", {@code checkedIndex} throws outside it, and the "
          + "{@code index} functions compute an index there too (guard every access with "
          + "{@code inBounds}).\n");
    }
    b.append("\n<p>Coordinates must be at least 0 ({@code >>>} and {@code &} divide by powers of "
        + "two). A negative coordinate, or one past its extent, is not refused by {@code index}, "
        + "which computes the sum as written (beyond its extent the last leaf of a split extends, "
        + "as in CuTe; a negative coordinate gives no index of the layout, where "
        + "{@code dev.strided.Layout.index} throws); {@code checkedIndex} refuses both.\n");
    if (model.isStatic()) {
      b.append("\n<p>Every member is static; the index functions are folded sums of literals.\n");
      if (!model.statics().runtimeCompatible()) {
        b.append("There is no {@code layout()}: the runtime {@code dev.strided.Layout} is "
            + "int-valued and this layout does not fit in an int.\n");
      }
    } else {
      String names = String.join(", ", model.dynamics().parameters());
      b.append("\n<p>Bind the names with {@code of(").append(names).append(")}. The static {@code ")
          .append(IndexCodeWriter.KERNEL_NAME).append("(").append(names).append(", coordinates...)}"
          + " compute the same without an instance, allocation or call, for GPU Java kernels, and "
          + "do not check the names.\n");
      if (model.masking() != null) {
        b.append("So do the static {@code ").append(InBoundsWriter.KERNEL_NAME).append("(")
            .append(names).append(", coordinates...)} for {@code inBounds}.\n");
      }
    }
    return b.toString();
  }

  /** The constants' values, so the class description shows them. */
  private static String constants(LayoutModel model) {
    String text = "{@code RANK} = " + model.rank() + ", {@code DEPTH} = " + model.depth();
    if (model.isStatic()) {
      LayoutModel.Statics s = model.statics();
      text += ", {@code SIZE} = " + s.size() + ", {@code COSIZE} = " + s.cosize()
          + ", {@code CAPACITY} = " + s.capacity();
    }
    return text + ".";
  }

  /** {@code layout()}: the bound named layout, or its tuples built leaf by leaf. */
  private static MethodSpec runtimeLayout(LayoutModel model, String narrow, CodeBlock bound) {
    LayoutModel.Dynamics d = model.dynamics();
    CodeBlock body = bound != null ? bound : CodeBlock.of("$T.of($L, $L)", LAYOUT,
        tuple(d.shape(), model, narrow), tuple(d.stride(), model, narrow));
    return MethodSpec.methodBuilder("layout").addModifiers(Modifier.PUBLIC).returns(LAYOUT)
        .addJavadoc("The same layout as a runtime value, built on each call (an "
            + "{@code IllegalArgumentException} if a value does not fit in the runtime's int).\n")
        .addStatement("return $L", body)
        .build();
  }

  private static CodeBlock intTupleOf(List<CodeBlock> elements) {
    CodeBlock.Builder b = CodeBlock.builder().add("$T.of(", INT_TUPLE);
    for (int i = 0; i < elements.size(); i++) {
      b.add(i == 0 ? "$L" : ", $L", elements.get(i));
    }
    return b.add(")").build();
  }

  private static CodeBlock tuple(SymbolicTuple t, LayoutModel model, String narrow) {
    return SymbolicTuple.TREES.map(t.located(), INT_TUPLE_CODE,
        leaf -> leaf(leaf.value(), model, narrow));
  }

  private static CodeBlock leaf(Symbol v, LayoutModel model, String narrow) {
    if (v.isConstant()) {
      long c = v.coefficient();
      boolean fits = c >= Integer.MIN_VALUE && c <= Integer.MAX_VALUE;
      // a dynamic constant (M/M) is folded, and stays dynamic in the runtime layout as in C++
      String of = v.isStatic() ? "ofStatic" : "of";
      // only a long layout can hold a static value beyond int; layout() then throws, as documented
      return fits ? CodeBlock.of("$T.$L($L)", INT_TUPLE, of, c)
          : CodeBlock.of("$T.$L($N($LL))", INT_TUPLE, of, narrow, c);
    }
    String field = model.dynamics().fieldOf().get(v);
    return model.longIndex() ? CodeBlock.of("$T.of($N($N))", INT_TUPLE, narrow, field)
        : CodeBlock.of("$T.of($N)", INT_TUPLE, field);
  }

  private static MethodSpec narrow(String name) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(TypeName.INT).addParameter(TypeName.LONG, "value")
        .beginControlFlow("if (value < $T.MIN_VALUE || value > $T.MAX_VALUE)", Integer.class,
            Integer.class)
        .addStatement("throw new $T($S + value + $S)", IllegalArgumentException.class, "the value ",
            " does not fit in an int, which the runtime dev.strided.Layout needs")
        .endControlFlow()
        .addStatement("return (int) value").build();
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("@", "&#64;");
  }
}
