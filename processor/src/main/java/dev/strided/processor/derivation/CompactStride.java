package dev.strided.processor.derivation;

import dev.strided.core.Symbol;
import dev.strided.processor.model.SymbolicTuple;
import java.util.List;

/**
 * The compact stride of a symbolic shape, as CuTe's LayoutLeft / LayoutRight: each leaf gets the
 * product of the extents before it (column-major) or after it (row-major); a static extent 1 gets 0.
 *
 * <pre>{@code
 * SymbolicTuple shape = SymbolicTuple.of(Notation.parseTuple("(2,(M,4))"), "(2,(M,4))");
 * CompactStride.of(shape, false);  // (1,(2,2*M))
 * CompactStride.of(shape, true);   // (4*M,(4,1))
 * }</pre>
 */
public final class CompactStride {
  private CompactStride() {}

  /**
   * The compact stride.
   *
   * @param shape the shape
   * @param rowMajor true for LayoutRight
   * @return a stride congruent with {@code shape}
   * @throws ArithmeticException if a running product overflows a long
   */
  public static SymbolicTuple of(SymbolicTuple shape, boolean rowMajor) {
    List<SymbolicTuple.Leaf> leaves = shape.leaves();
    Symbol[] strides = new Symbol[leaves.size()];
    Symbol running = Symbol.constant(1);
    for (int i = 0; i < leaves.size(); i++) {
      int k = rowMajor ? leaves.size() - 1 - i : i;
      Symbol extent = leaves.get(k).value();
      strides[k] = extent.equals(Symbol.constant(1)) ? Symbol.constant(0) : running;
      if (i < leaves.size() - 1) {
        running = running.times(extent);
      }
    }
    return SymbolicTuple.rebuild(shape, List.of(strides));
  }
}
