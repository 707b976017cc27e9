package dev.strided.processor.planning;

import dev.strided.core.Symbol;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.Mask;
import dev.strided.processor.model.SymbolicTuple;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides the {@code inBounds} overloads of a masked layout: for each leaf of its source, where a
 * coordinate lands is the index function of the layout's shape with that leaf's coefficients as
 * strides, planned by {@link IndexPlan} as the layout's own index (so every overload splits its
 * coordinates the same way), and compared with the leaf's extent. A leaf that no coordinate can
 * reach beyond (static coefficients and extents whose largest landing is below the extent) has no
 * check.
 *
 * <pre>{@code
 * // zipped_divide((M,N):(N,1), (128,64)), masked: inBounds(c0, c1) is
 * //   (c0 & 127) + (c1 % M_ceil128) * 128 < M && (c0 >>> 7) + (c1 / M_ceil128) * 64 < N
 * }</pre>
 */
final class MaskPlan {
  private MaskPlan() {}

  /**
   * The overloads.
   *
   * @param layout the masked layout
   * @param operands the operand converter (its fields hold the mask's dynamic values too)
   * @return the masking, one overload per index overload
   */
  static LayoutModel.Masking plan(CheckedLayout layout, Operands operands) {
    Mask mask = layout.mask();
    List<List<LayoutModel.IndexMethod>> landings = new ArrayList<>();
    List<Mask.Bound> reachable = new ArrayList<>();
    for (Mask.Bound b : mask.bounds()) {
      if (canLeave(layout.shape(), b)) {
        CheckedLayout component = new CheckedLayout(layout.request(), layout.shape(),
            b.coefficients(), layout.names(), layout.bindings(), null);
        landings.add(IndexPlan.plan(component, operands));
        reachable.add(b);
      }
    }
    List<LayoutModel.InBoundsMethod> methods = new ArrayList<>();
    List<LayoutModel.IndexMethod> index = IndexPlan.plan(layout, operands);
    for (int form = 0; form < index.size(); form++) {
      List<LayoutModel.Within> checks = new ArrayList<>();
      for (int j = 0; j < reachable.size(); j++) {
        Mask.Bound b = reachable.get(j);
        checks.add(new LayoutModel.Within(landings.get(j).get(form).terms(),
            operands.of(b.extent()), mayBeNegative(b), b.what()));
      }
      LayoutModel.IndexMethod m = index.get(form);
      methods.add(new LayoutModel.InBoundsMethod(m.form(), m.parameters(), checks));
    }
    List<Symbol> extents = new ArrayList<>();
    mask.bounds().forEach(b -> extents.add(b.extent()));
    return new LayoutModel.Masking(mask.source(),
        SymbolicTuple.rebuild(mask.origin().shape(), extents), methods);
  }

  /** False when every landing is provably below the extent: {@code Σ (s-1)·c < extent}, static. */
  private static boolean canLeave(SymbolicTuple shape, Mask.Bound b) {
    List<SymbolicTuple.Leaf> extents = shape.leaves();
    List<SymbolicTuple.Leaf> coefficients = b.coefficients().leaves();
    if (!b.extent().isConstant()) {
      return true;
    }
    long largest = 0;
    for (int l = 0; l < extents.size(); l++) {
      Symbol c = coefficients.get(l).value();
      Symbol s = extents.get(l).value();
      if (c.isZero()) {
        continue;
      }
      if (!c.isConstant() || !s.isConstant() || c.coefficient() < 0) {
        return true;
      }
      try {
        largest = Math.addExact(largest, Math.multiplyExact(s.coefficient() - 1, c.coefficient()));
      } catch (ArithmeticException e) {
        return true;
      }
    }
    return largest >= b.extent().coefficient();
  }

  private static boolean mayBeNegative(Mask.Bound b) {
    return b.coefficients().leaves().stream()
        .anyMatch(l -> !l.value().isConstant() || l.value().coefficient() < 0);
  }
}
