package dev.strided.render;

import dev.strided.IntTuple;
import java.util.ArrayList;
import java.util.List;

/**
 * A shape or stride as CuTe C++ sees it, for {@link CuteHeader}: a tree whose leaves are static
 * integers ({@code cute::Int<N>}) or dynamic ones (an {@code int} literal, or a product of names
 * such as {@code 2 * M}), each either {@code int} or 64-bit wide.
 *
 * <pre>{@code
 * CuteTuple shape = CuteTuple.of(IntTuple.parse("(_4,8)"));
 * CuteTuple stride = CuteTuple.of(IntTuple.parse("(_1,_4)"));
 * new CuteHeader("k.Tile", List.of(), null, shape, stride, "hand-made").text();
 * // ... cute::make_shape(cute::Int<4>{}, 8), cute::make_stride(cute::Int<1>{}, cute::Int<4>{}) ...
 * }</pre>
 */
public sealed interface CuteTuple permits CuteTuple.Int, CuteTuple.Tuple {

  /**
   * The same tuple with runtime values: static leaves stay static, dynamic leaves become literals.
   *
   * <pre>{@code
   * CuteTuple.of(IntTuple.parse("(_2,3)"));
   * // Tuple[[Int[2, [], true, false], Int[3, [], false, false]]]: prints Int<2>{}, 3
   * }</pre>
   *
   * @param tuple a runtime tuple
   * @return the tree, every leaf {@code int}-wide
   */
  static CuteTuple of(IntTuple tuple) {
    if (tuple instanceof IntTuple.Tuple t) {
      List<CuteTuple> elements = new ArrayList<>();
      for (IntTuple e : t.elements()) {
        elements.add(of(e));
      }
      return new Tuple(elements);
    }
    IntTuple.Int leaf = (IntTuple.Int) tuple;
    return new Int(leaf.value(), List.of(), leaf.isStatic(), false);
  }

  /**
   * One integer: {@code coefficient} times the product of {@code names}.
   *
   * <pre>{@code
   * new CuteTuple.Int(2, List.of("M"), false, false);   // prints 2 * M
   * new CuteTuple.Int(8, List.of(), true, true);        // prints cute::C<cute::int64_t(8)>{}
   * }</pre>
   *
   * @param coefficient the constant factor (the whole value when there are no names)
   * @param names the dynamic factors (C++ {@code int} parameters), in print order
   * @param isStatic true for a compile-time constant; then {@code names} is empty
   * @param wide true for a 64-bit value (constants beyond {@code int} are 64-bit anyway)
   */
  record Int(long coefficient, List<String> names, boolean isStatic, boolean wide)
      implements CuteTuple {
    /**
     * Copies the names.
     *
     * @throws IllegalArgumentException if a static integer has names
     */
    public Int {
      names = List.copyOf(names);
      if (isStatic && !names.isEmpty()) {
        throw new IllegalArgumentException("a static integer cannot depend on the names " + names);
      }
    }
  }

  /**
   * A tuple ({@code cute::make_shape} or {@code cute::make_stride} of its elements).
   *
   * <pre>{@code
   * new CuteTuple.Tuple(List.of(CuteTuple.of(IntTuple.parse("_8"))));   // (_8), a rank-1 tuple
   * }</pre>
   *
   * @param elements the elements
   */
  record Tuple(List<CuteTuple> elements) implements CuteTuple {
    /** Copies the elements. */
    public Tuple {
      elements = List.copyOf(elements);
    }
  }
}
