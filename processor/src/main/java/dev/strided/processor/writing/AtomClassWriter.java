package dev.strided.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Tiler;
import dev.strided.atom.CopyAtom;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledCopy;
import dev.strided.atom.TiledMma;
import dev.strided.processor.model.CheckedAtom;
import dev.strided.processor.reading.AtomRequest;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Prints the class of a {@code @TiledMma} ({@code tiledMma()}, {@code a}, {@code b}, {@code c}) or a
 * {@code @TiledCopy} ({@code tiledCopy()}, {@code src}, {@code dst}): the runtime value, rebuilt on
 * each call so that the index functions' class has no initializer, and each thread-value layout
 * folded into straight-line int arithmetic on literals.
 *
 * <pre>{@code
 * JavaFile file = AtomClassWriter.write(checked, "com.acme");
 * // public static int a(int thread, int value) { return (thread & 3) * 32 + (thread >>> 2 & 7) ...; }
 * }</pre>
 */
public final class AtomClassWriter {
  private static final ClassName TILED_MMA = ClassName.get(TiledMma.class);
  private static final ClassName TILED_COPY = ClassName.get(TiledCopy.class);
  private static final ClassName MMA_ATOM = ClassName.get(MmaAtom.class);
  private static final ClassName COPY_ATOM = ClassName.get(CopyAtom.class);
  private static final ClassName LAYOUT = ClassName.get(Layout.class);
  private static final ClassName TILER = ClassName.get(Tiler.class);

  private static final String THREAD = "thread";
  private static final String VALUE = "value";

  private AtomClassWriter() {}

  /**
   * The generated class.
   *
   * @param atom the checked annotation
   * @param packageName the annotated type's package
   * @return the source file, with the annotated type as its only originating element
   */
  public static JavaFile write(CheckedAtom atom, String packageName) {
    AtomRequest r = atom.request();
    TypeSpec.Builder type = TypeSpec.classBuilder(r.name())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addOriginatingElement(r.where().type())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    if (atom instanceof CheckedAtom.Mma m) {
      TiledMma v = m.value();
      type.addJavadoc("The tiled MMA {@code $L} of {@code @TiledMma} on {@link $T}: $L threads.\n",
          r.name(), ClassName.get(r.where().type()), v.size());
      type.addField(threads(v.size()));
      type.addMethod(MethodSpec.methodBuilder("tiledMma")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(TILED_MMA)
          .addJavadoc("The runtime value, built anew on each call.\n\n@return the tiled MMA\n")
          .addStatement("return $L", mmaValue(m)).build());
      type.addMethod(index("a", "A", "(M,K)", v.tvLayoutA()));
      type.addMethod(index("b", "B", "(N,K)", v.tvLayoutB()));
      type.addMethod(index("c", "C", "(M,N)", v.tvLayoutC()));
      if (m.rows() != null) {
        int mask = m.rows().laneXors().stream().mapToInt(Integer::intValue).sum();
        type.addField(constant("THREADS_PER_ROW", m.rows().threadsPerRow(), "The threads that "
            + "share one row of the accumulator (its row groups).\n"));
        type.addField(constant("ROW_LANE_MASK", mask, "The xor distances of the lanes that share "
            + "a row, or-ed: a row reduction shuffles by each bit of it.\n"));
      }
    } else {
      CheckedAtom.Copy c = (CheckedAtom.Copy) atom;
      TiledCopy v = c.value();
      type.addJavadoc("The tiled copy {@code $L} of {@code @TiledCopy} on {@link $T}: $L threads "
          + "over a $L tile.\n", r.name(), ClassName.get(r.where().type()), v.size(), v.tilerMN());
      type.addField(threads(v.size()));
      type.addMethod(MethodSpec.methodBuilder("tiledCopy")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(TILED_COPY)
          .addJavadoc("The runtime value, built anew on each call.\n\n@return the tiled copy\n")
          .addStatement("return $L", copyValue(c, packageName)).build());
      type.addMethod(index("src", "the source", "(M,N)", v.tvLayoutS()));
      type.addMethod(index("dst", "the destination", "(M,N)", v.tvLayoutD()));
    }
    return JavaFile.builder(packageName, type.build()).skipJavaLangImports(true).build();
  }

  private static com.palantir.javapoet.FieldSpec constant(String name, int value, String doc) {
    return com.palantir.javapoet.FieldSpec.builder(TypeName.INT, name, Modifier.PUBLIC,
        Modifier.STATIC, Modifier.FINAL).initializer("$L", value).addJavadoc(doc).build();
  }

  private static com.palantir.javapoet.FieldSpec threads(int size) {
    return com.palantir.javapoet.FieldSpec.builder(TypeName.INT, "THREADS", Modifier.PUBLIC,
        Modifier.STATIC, Modifier.FINAL).initializer("$L", size)
        .addJavadoc("The threads it takes.\n").build();
  }

  private static CodeBlock mmaValue(CheckedAtom.Mma m) {
    CodeBlock atom = CodeBlock.of("$T.of($S)", MMA_ATOM, m.request().atom());
    CodeBlock atoms = CodeBlock.of("$T.parse($S)", LAYOUT, m.atoms());
    return m.permutation().isEmpty() ? CodeBlock.of("$T.of($L, $L)", TILED_MMA, atom, atoms)
        : CodeBlock.of("$T.of($L, $L, $T.parse($S))", TILED_MMA, atom, atoms, TILER,
            m.permutation());
  }

  private static CodeBlock copyValue(CheckedAtom.Copy c, String packageName) {
    AtomRequest.Copy r = c.request();
    CodeBlock atom = CodeBlock.of("$T.of($S, $L)", COPY_ATOM, r.atom(), c.valueBits());
    String[] fors = {r.forA(), r.forB(), r.forC()};
    for (int i = 0; i < 3; i++) {
      if (!fors[i].isEmpty()) {
        return CodeBlock.of("$T.for$L($L, $T.tiledMma())", TILED_COPY, "ABC".charAt(i), atom,
            ClassName.get(packageName, fors[i]));
      }
    }
    return CodeBlock.of("$T.of($L, $T.parse($S), $T.parse($S))", TILED_COPY, atom,
        LAYOUT, c.threads(), LAYOUT, c.values());
  }

  private static MethodSpec index(String name, String operand, String tile, Layout tv) {
    CodeBlock.Builder sum = CodeBlock.builder();
    int terms = terms(sum, THREAD, tv.shape(0), tv.stride(0), 0);
    terms = terms(sum, VALUE, tv.shape(1), tv.stride(1), terms);
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(int.class).addParameter(int.class, THREAD).addParameter(int.class, VALUE)
        .addJavadoc("The index in the column-major $L tile of $L that {@code thread}'s value "
            + "{@code value} holds: the thread-value layout {@code $L}, folded. Arguments out of "
            + "range are not refused.\n\n@param thread the thread, from 0\n@param value the "
            + "value, from 0\n@return the coordinate index\n", tile, operand, tv)
        .addStatement("return $L", terms == 0 ? CodeBlock.of("0") : sum.build()).build();
  }

  /**
   * Appends one mode's terms: per leaf, the coordinate divided by the earlier extents, modulo its
   * own (the last leaf takes the rest), times its stride.
   */
  private static int terms(CodeBlock.Builder sum, String coordinate, IntTuple shape,
      IntTuple stride, int written) {
    List<IntTuple.Int> extents = shape.flatten();
    List<IntTuple.Int> strides = stride.flatten();
    long divisor = 1;
    for (int i = 0; i < extents.size(); i++) {
      int extent = extents.get(i).value();
      int step = strides.get(i).value();
      if (!extents.get(i).isStatic() || !strides.get(i).isStatic()) {
        throw new IllegalStateException("a thread-value layout is dynamic: " + shape + ":" + stride);
      }
      if (extent > 1 && step != 0) {
        CodeBlock leaf = CodeBlock.of("$N", coordinate);
        boolean last = i == extents.size() - 1;
        if (divisor > 1) {
          leaf = Long.bitCount(divisor) == 1
              ? CodeBlock.of("$L >>> $L", leaf, Long.numberOfTrailingZeros(divisor))
              : CodeBlock.of("$L / $L", leaf, divisor);
        }
        if (!last) {
          leaf = Integer.bitCount(extent) == 1 ? CodeBlock.of("$L & $L", leaf, extent - 1)
              : CodeBlock.of("($L) % $L", leaf, extent);
        }
        sum.add(written == 0 ? "" : " + ");
        sum.add(step == 1 ? CodeBlock.of("($L)", leaf) : CodeBlock.of("($L) * $L", leaf, step));
        written++;
      }
      divisor *= extent;
    }
    return written;
  }
}
