package dev.strided.render;

import dev.strided.IntTuple;
import dev.strided.core.Tree;
import dev.strided.core.Trees;
import java.util.List;
import java.util.Objects;

/**
 * A shape or stride as CuTe C++ sees it, for {@link CuteHeader}: the core's tree whose leaves are
 * static integers ({@code cute::Int<N>}) or dynamic ones (an {@code int} literal, or a product of
 * names such as {@code 2 * M}), each either {@code int} or 64-bit wide.
 *
 * <pre>{@code
 * CuteTuple shape = CuteTuple.of(IntTuple.parse("(_4,8)"));
 * CuteTuple stride = CuteTuple.of(IntTuple.parse("(_1,_4)"));
 * new CuteHeader("k.Tile", List.of(), null, shape, stride, "hand-made").text();
 * // ... cute::make_shape(cute::Int<4>{}, 8), cute::make_stride(cute::Int<1>{}, cute::Int<4>{}) ...
 * }</pre>
 *
 * @param tree the tree of integers
 */
public record CuteTuple(Tree<CuteTuple.Int> tree) {

  /** The runtime's tuples as the core reads them. */
  private static final Trees<IntTuple, IntTuple> INT_TUPLES = Trees.tuples(
      t -> t instanceof IntTuple.Tuple, t -> ((IntTuple.Tuple) t).elements(), IntTuple.Tuple::new);

  /** Checks the tree is there. */
  public CuteTuple {
    Objects.requireNonNull(tree, "tree");
  }

  /**
   * The same tuple with runtime values: static leaves stay static, dynamic leaves become literals.
   *
   * <pre>{@code
   * CuteTuple.of(IntTuple.parse("(_2,3)"));
   * // (Int[2, [], true, false],Int[3, [], false, false]): prints Int<2>{}, 3
   * }</pre>
   *
   * @param tuple a runtime tuple
   * @return the tree, every leaf {@code int}-wide
   */
  public static CuteTuple of(IntTuple tuple) {
    return new CuteTuple(INT_TUPLES.map(tuple, new Tree.Access<>(),
        leaf -> Int.of((IntTuple.Int) leaf)));
  }

  /**
   * One integer as a tuple of rank 0 (a shape or stride that is a single integer).
   *
   * <pre>{@code CuteTuple.leaf(new CuteTuple.Int(8, List.of(), true, false));   // _8}</pre>
   *
   * @param value the integer
   * @return the tree of one leaf
   */
  public static CuteTuple leaf(Int value) {
    return new CuteTuple(new Tree.Leaf<>(value));
  }

  /**
   * A tuple ({@code cute::make_shape} or {@code cute::make_stride} of its elements).
   *
   * <pre>{@code
   * CuteTuple.tuple(List.of(CuteTuple.of(IntTuple.parse("_8"))));   // (_8), a rank-1 tuple
   * }</pre>
   *
   * @param elements the elements
   * @return the tuple
   */
  public static CuteTuple tuple(List<CuteTuple> elements) {
    return new CuteTuple(new Tree.Node<>(elements.stream().map(CuteTuple::tree).toList()));
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
  public record Int(long coefficient, List<String> names, boolean isStatic, boolean wide) {
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

    /**
     * A runtime integer: static stays static, dynamic becomes a literal; {@code int}-wide.
     *
     * <pre>{@code CuteTuple.Int.of(IntTuple.ofStatic(0));   // Int[0, [], true, false]: cute::Int<0>{}}</pre>
     *
     * @param value the runtime integer
     * @return the integer
     */
    public static Int of(IntTuple.Int value) {
      return new Int(value.value(), List.of(), value.isStatic(), false);
    }
  }
}
