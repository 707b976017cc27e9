package dev.strided.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.strided.processor.tma.SharedMemoryPlans;
import dev.strided.processor.tma.SmemRequest;
import javax.lang.model.element.Modifier;

/**
 * The class generated for a checked {@code @SharedMemory}: {@code BYTES}, the launch's dynamic
 * shared memory, and {@code OFFSET_<tile>}, each tile's offset in bytes.
 *
 * <pre>{@code
 * JavaFile f = SharedMemoryClassWriter.write(plan, "com.acme");
 * // public final class GemmSmem { public static final int BYTES = 197632; ... }
 * }</pre>
 */
public final class SharedMemoryClassWriter {
  private SharedMemoryClassWriter() {}

  /**
   * The generated class.
   *
   * <pre>{@code SharedMemoryClassWriter.write(plan, "com.acme").typeSpec().name();   // "GemmSmem"}</pre>
   *
   * @param plan the checked plan
   * @param packageName the annotated type's package
   * @return the source file, with the annotated type as its only originating element
   */
  public static JavaFile write(SharedMemoryPlans.Plan plan, String packageName) {
    SmemRequest r = plan.request();
    TypeSpec.Builder type = TypeSpec.classBuilder(r.name())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addOriginatingElement(r.type())
        .addJavadoc("The shared memory {@code $L} of {@code @SharedMemory} on {@link $T}: $L.\n",
            r.name(), ClassName.get(r.type()), String.join(", ", plan.parts()))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addField(constant("BYTES", plan.struct().bytes(),
            "The struct's size in bytes, the launch's dynamic shared memory.\n"));
    for (int i = 0; i < r.tiles().size(); i++) {
      type.addField(constant("OFFSET_" + r.tiles().get(i), plan.struct().offsets().get(i),
          "The tile's offset in bytes.\n"));
    }
    return JavaFile.builder(packageName, type.build()).skipJavaLangImports(true).build();
  }

  private static FieldSpec constant(String name, long value, String doc) {
    return FieldSpec.builder(TypeName.INT, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("$L", Math.toIntExact(value)).addJavadoc(doc).build();
  }
}
