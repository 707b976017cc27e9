package dev.strided.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.Operand;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Prints the observers of a generated class with names: {@code size()}, {@code cosize()} and
 * {@code capacity()}, folded sums and products of its fields.
 *
 * <pre>{@code
 * // (M,N):(1,ld): size() { return M * N; }, cosize() { return 1 + (M - 1) + (N - 1) * Math.abs(ld); }
 * }</pre>
 */
final class ObserverWriter {
  private final LayoutModel.Dynamics dyn;
  private final OperandCode operands;
  private final TypeName valueType;

  /**
   * A writer for one generated class with names.
   *
   * @param model the model, not static
   * @param operands its operand printer
   */
  ObserverWriter(LayoutModel model, OperandCode operands) {
    this.dyn = model.dynamics();
    this.operands = operands;
    this.valueType = model.longIndex() ? TypeName.LONG : TypeName.INT;
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
        observer("size", "The size: the number of coordinates, the product of the extents.",
            operands.of(dyn.size())),
        observer("cosize", "The cosize, {@code 1 + sum((extent-1) * |stride|)} over the leaves: "
            + "the span of indices the layout touches.", cosize.build()),
        observer("capacity", "The capacity, {@code max(extent * |stride|)} over the leaves (Ascend "
            + "C's {@code Capacity()}).", capacity));
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
        .addJavadoc("$L\n", doc).addStatement("return $L", body).build();
  }
}
