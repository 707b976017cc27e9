package dev.strided.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.Operand;
import dev.strided.processor.model.TensorElement;
import dev.strided.tensor.FloatTensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Prints the typed views of {@code @Layout(tensors = ...)}: per element type a nested final class
 * ({@code FloatView}) whose {@code get} and {@code set} are {@code data[offset + index]} with the
 * index overloads' own folded expressions inlined, and the {@code view(array, offset)} factory.
 * A view of a layout with names copies the fields its expressions read, so they are its own final
 * fields: no call to the layout, nor a read through it, remains.
 *
 * <pre>{@code
 * // (M,N):(1,ld), tensors = float.class: GemmA.FloatView with fields data, offset, tensor, ld and
 * //   public float get(int c0, int c1) { return data[offset + c0 + c1 * ld]; }
 * }</pre>
 */
final class ViewWriter {
  private static final String TENSOR_PACKAGE = FloatTensor.class.getPackageName();
  private static final ClassName IAE = ClassName.get(IllegalArgumentException.class);

  private final LayoutModel model;
  private final ClassName self;
  private final IndexCodeWriter index;
  /** The view's own fields and parameters, named apart from the layout's fields and coordinates. */
  private final String data;
  private final String offset;
  private final String tensor;
  private final String layout;
  private final String value;
  /** The layout's fields that the index expressions read, in the layout's order. */
  private final List<String> fields;

  /**
   * A writer for the views of one generated class.
   *
   * @param model the model, with at least one element type
   * @param self the generated class
   * @param index its index writer, whose expressions the views inline
   * @param names the class's names; the views' are taken after every other writer's
   */
  ViewWriter(LayoutModel model, ClassName self, IndexCodeWriter index, MemberNames names) {
    this.model = model;
    this.self = self;
    this.index = index;
    this.data = names.newName("data");
    this.offset = names.newName("offset");
    this.tensor = names.newName("tensor");
    this.layout = names.newName("layout");
    this.value = names.newName("value");
    this.fields = indexFields(model);
  }

  private static List<String> indexFields(LayoutModel model) {
    Set<String> read = new HashSet<>();
    for (LayoutModel.IndexMethod m : model.methods()) {
      for (LayoutModel.Term t : m.terms()) {
        for (Operand o : Arrays.asList(t.divisor(), t.modulus(), t.stride())) {
          if (o != null) {
            read.addAll(o.fields());
          }
        }
      }
    }
    List<String> out = new ArrayList<>();
    if (!model.isStatic()) {
      model.dynamics().fields().stream().map(LayoutModel.Field::name).filter(read::contains)
          .forEach(out::add);
    }
    return out;
  }

  /** One {@code view(array, offset)} factory per element type. */
  List<MethodSpec> factories() {
    List<MethodSpec> out = new ArrayList<>();
    for (TensorElement e : model.tensors()) {
      MethodSpec.Builder b = MethodSpec.methodBuilder("view").addModifiers(Modifier.PUBLIC)
          .returns(viewType(e)).addParameter(array(e), "data").addParameter(TypeName.INT, "offset")
          .addJavadoc("The layout over {@code data} from {@code offset}: element {@code c} of the "
              + "view is {@code data[offset + index(c)]}.\n\n@param data the array\n@param offset "
              + "where index 0 lies in the array\n@return the view\n@throws $T if {@code data} is "
              + "null or the layout at {@code offset} reaches outside it, as {@link $T#of($L[], "
              + "int, $T)}\n", IAE, tensorType(e), e.javaName(), runtimeLayout());
      if (model.isStatic()) {
        b.addModifiers(Modifier.STATIC).addStatement("return new $T(data, offset)", viewType(e));
      } else {
        b.addStatement("return new $T(this, data, offset)", viewType(e));
      }
      out.add(b.build());
    }
    return out;
  }

  /** One nested view class per element type. */
  List<TypeSpec> views() {
    List<TypeSpec> out = new ArrayList<>();
    for (TensorElement e : model.tensors()) {
      out.add(view(e));
    }
    return out;
  }

  private TypeSpec view(TensorElement e) {
    TypeSpec.Builder type = TypeSpec.classBuilder(e.viewName())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("A {@code $L[]} seen through the layout: element {@code c} is "
            + "{@code data[offset + index(c)]}, each {@code get} and {@code set} the folded "
            + "{@link $T#index index} expression on the array (no call, no allocation). "
            + "Coordinates are not checked, as by {@code index}: an access outside the array is "
            + "the JVM's bare {@code ArrayIndexOutOfBoundsException} (no handler, so the bytecode "
            + "stays one array access, as GPU kernels need); {@link #tensor()} has the checked "
            + "accessors, which name the coordinate, its mode and the extent, and the algebra.\n",
            e.javaName(), self)
        .addField(FieldSpec.builder(array(e), data, Modifier.PRIVATE, Modifier.FINAL).build())
        .addField(FieldSpec.builder(TypeName.INT, offset, Modifier.PRIVATE, Modifier.FINAL).build())
        .addField(FieldSpec.builder(tensorType(e), tensor, Modifier.PRIVATE, Modifier.FINAL)
            .build());
    for (String f : fields) {
      type.addField(FieldSpec.builder(TypeName.INT, f, Modifier.PRIVATE, Modifier.FINAL).build());
    }
    type.addMethod(constructor(e));
    for (LayoutModel.IndexMethod m : model.methods()) {
      type.addMethod(get(e, m));
    }
    for (LayoutModel.IndexMethod m : model.methods()) {
      type.addMethod(set(e, m));
    }
    type.addMethod(observer("data", array(e), data, "The array, shared with the tensor."));
    type.addMethod(observer("offset", TypeName.INT, offset, "Where index 0 lies in the array."));
    type.addMethod(observer("tensor", tensorType(e), tensor,
        "The runtime tensor over the same array, offset and layout, for the algebra."));
    return type.build();
  }

  /** Checks the array through the runtime tensor's construction, then copies the fields. */
  private MethodSpec constructor(TensorElement e) {
    MethodSpec.Builder b = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
    if (model.isStatic()) {
      b.addParameter(array(e), data).addParameter(TypeName.INT, offset)
          .addStatement("this.$N = $T.of($N, $N, LAYOUT)", tensor, tensorType(e), data, offset);
    } else {
      b.addParameter(self, layout).addParameter(array(e), data).addParameter(TypeName.INT, offset)
          .addStatement("this.$N = $T.of($N, $N, $N.layout())", tensor, tensorType(e), data,
              offset, layout);
    }
    b.addStatement("this.$N = $N", data, data).addStatement("this.$N = $N", offset, offset);
    for (String f : fields) {
      b.addStatement("this.$N = $N.$N", f, layout, f);
    }
    return b.build();
  }

  private MethodSpec get(TensorElement e, LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = coordinates(MethodSpec.methodBuilder("get"), m).returns(element(e))
        .addJavadoc("The element at {@link $T#index($L)}, unchecked.\n\n$L@return the element\n",
            self, signature(m), parameterDocs(m));
    CodeBlock at = element(m, b);
    return b.addStatement("return $L", at).build();
  }

  private MethodSpec set(TensorElement e, LayoutModel.IndexMethod m) {
    MethodSpec.Builder b = coordinates(MethodSpec.methodBuilder("set"), m)
        .addParameter(element(e), value)
        .addJavadoc("Sets the element at {@link $T#index($L)}, unchecked.\n\n$L@param $L the new "
            + "element\n", self, signature(m), parameterDocs(m), value);
    CodeBlock at = element(m, b);
    return b.addStatement("$L = $N", at, value).build();
  }

  /** {@code data[offset + index]}, a swizzle's local added to the body first. */
  private CodeBlock element(LayoutModel.IndexMethod m, MethodSpec.Builder body) {
    CodeBlock index = this.index.value(m, body);
    return model.swizzle() == null ? CodeBlock.of("$N[$N + $L]", data, offset, index)
        : CodeBlock.of("$N[$N + ($L)]", data, offset, index);
  }

  private static MethodSpec.Builder coordinates(MethodSpec.Builder b, LayoutModel.IndexMethod m) {
    b.addModifiers(Modifier.PUBLIC);
    for (String p : m.parameters()) {
      b.addParameter(TypeName.INT, p);
    }
    return b;
  }

  private static MethodSpec observer(String name, TypeName type, String field, String doc) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(type)
        .addJavadoc("$L\n\n@return the $L\n", doc, name).addStatement("return $N", field).build();
  }

  private static String parameterDocs(LayoutModel.IndexMethod m) {
    StringBuilder b = new StringBuilder();
    for (String p : m.parameters()) {
      b.append("@param ").append(p).append(" a coordinate\n");
    }
    return b.toString();
  }

  private static String signature(LayoutModel.IndexMethod m) {
    return String.join(", ", Collections.nCopies(m.parameters().size(), "int"));
  }

  private ClassName runtimeLayout() {
    return ClassName.get(model.swizzle() == null ? Layout.class : SwizzledLayout.class);
  }

  private ClassName viewType(TensorElement e) {
    return self.nestedClass(e.viewName());
  }

  private static ClassName tensorType(TensorElement e) {
    return ClassName.get(TENSOR_PACKAGE, e.tensorName());
  }

  private static TypeName element(TensorElement e) {
    return switch (e) {
      case FLOAT -> TypeName.FLOAT;
      case DOUBLE -> TypeName.DOUBLE;
      case INT -> TypeName.INT;
      case LONG -> TypeName.LONG;
    };
  }

  private static ArrayTypeName array(TensorElement e) {
    return ArrayTypeName.of(element(e));
  }
}
