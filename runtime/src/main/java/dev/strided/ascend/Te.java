package dev.strided.ascend;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * Ascend C Te's accessors ({@code AscendC::Te}) where they mean something other than CuTe's, on
 * Strided's layouts: {@code depth} counts leaves; {@code Shape}, {@code Stride} and
 * {@code Capacity<I...>} select top-level modes; {@code Rank} and {@code Size<I...>} follow a
 * nested path; {@code Get<I...>} indexes the (shape, stride) pair; {@code MakeLayout(shape)} is
 * row-major for a flat shape and blocked column-major for a nested one. {@link Layout}'s own
 * methods keep CuTe's meanings; each accessor here is made of them.
 *
 * <pre>{@code
 * Layout l = Layout.parse("((2,3),(4,5)):((1,8),(2,24))");
 * Te.depth(l);        // 4, where CuTe's depth is 2
 * Te.shape(l, 1, 0);  // ((4,5),(2,3))
 * Te.size(l, 1, 0);   // 4
 * }</pre>
 */
public final class Te {
  private Te() {}

  /**
   * Te's {@code depth}: an integer is 1, a tuple the sum of its elements' (the leaves), where
   * CuTe's {@link Layout#depth()} counts nesting.
   *
   * <pre>{@code Te.depth(IntTuple.parse("(4,2)"));   // 2}</pre>
   *
   * @param tuple a shape or stride
   * @return its number of leaves
   */
  public static int depth(IntTuple tuple) {
    return tuple.flatten().size();
  }

  /**
   * Te's {@code depth} of a layout: that of its shape.
   *
   * <pre>{@code Te.depth(Layout.derive("NZ<half_t>(32,64)"));   // 4}</pre>
   *
   * @param layout the layout
   * @return its shape's number of leaves
   */
  public static int depth(Layout layout) {
    return depth(layout.shape());
  }

  /**
   * Te's {@code Shape<I...>}: the top-level modes {@code modes} of the shape, in that order; one
   * mode is that mode itself.
   *
   * <pre>{@code Te.shape(Layout.parse("((2,3),(4,5)):((1,8),(2,24))"), 1, 0);   // ((4,5),(2,3))}</pre>
   *
   * @param layout the layout
   * @param modes top-level mode indices, at least one
   * @return the selected shape
   * @throws IllegalArgumentException naming a mode that does not exist
   */
  public static IntTuple shape(Layout layout, int... modes) {
    return selected(layout, "Shape", modes).shape();
  }

  /**
   * Te's {@code Stride<I...>}: the top-level modes {@code modes} of the stride, in that order; one
   * mode is that mode itself.
   *
   * <pre>{@code Te.stride(Layout.parse("((2,3),(4,5)):((1,8),(2,24))"), 1, 0);   // ((2,24),(1,8))}</pre>
   *
   * @param layout the layout
   * @param modes top-level mode indices, at least one
   * @return the selected stride
   * @throws IllegalArgumentException naming a mode that does not exist
   */
  public static IntTuple stride(Layout layout, int... modes) {
    return selected(layout, "Stride", modes).stride();
  }

  /**
   * Te's {@code Capacity()}: the largest extent × stride over the leaves, which is not CuTe's
   * cosize.
   *
   * <pre>{@code
   * Te.capacity(Layout.parse("(3,4):(7,1)"));   // 21 (cosize 18)
   * Te.capacity(Layout.parse("(4,3):(1,3)"));   // 9 (cosize 10)
   * }</pre>
   *
   * @param layout the layout
   * @return max over leaves of extent × |stride|
   */
  public static int capacity(Layout layout) {
    return layout.capacity();
  }

  /**
   * Te's {@code Capacity<I...>}: the capacity of the top-level modes {@code modes}.
   *
   * <pre>{@code Te.capacity(Layout.parse("((2,3),(4,5)):((1,8),(2,24))"), 0);   // 24}</pre>
   *
   * @param layout the layout
   * @param modes top-level mode indices, at least one
   * @return max over the selected leaves of extent × |stride|
   * @throws IllegalArgumentException naming a mode that does not exist
   */
  public static int capacity(Layout layout, int... modes) {
    return selected(layout, "Capacity", modes).capacity();
  }

  /**
   * Te's {@code Rank<I...>}: the rank of the mode at a nested path (CuTe's {@code rank(path)}).
   *
   * <pre>{@code Te.rank(Layout.parse("((2,3),(4,5)):((1,8),(2,24))"), 1);   // 2}</pre>
   *
   * @param layout the layout
   * @param path mode indices, outermost first
   * @return the rank there
   */
  public static int rank(Layout layout, int... path) {
    return layout.rank(path);
  }

  /**
   * Te's {@code Size<I...>}: the size of the mode at a nested path (CuTe's {@code size(path)}).
   *
   * <pre>{@code Te.size(Layout.parse("((2,3),(4,5)):((1,8),(2,24))"), 1, 0);   // 4}</pre>
   *
   * @param layout the layout
   * @param path mode indices, outermost first
   * @return the size there
   */
  public static int size(Layout layout, int... path) {
    return layout.size(path);
  }

  /**
   * Te's {@code Get<I...>}: the first index picks the shape (0) or the stride (1) of the layout,
   * the rest follow a path into it.
   *
   * <pre>{@code Te.get(Layout.parse("((2,3),(4,5)):((1,8),(2,24))"), 1, 0);   // (1,8)}</pre>
   *
   * @param layout the layout
   * @param part 0 for the shape, 1 for the stride
   * @param path mode indices into it, outermost first
   * @return the tuple there
   * @throws IllegalArgumentException when {@code part} is neither 0 nor 1, or the path leaves it
   */
  public static IntTuple get(Layout layout, int part, int... path) {
    if (part != 0 && part != 1) {
      throw new IllegalArgumentException("Get<" + part + ", ...> of " + layout + ": a layout is "
          + "the pair (shape, stride), so the first index is 0 or 1");
    }
    return (part == 0 ? layout.shape() : layout.stride()).get(path);
  }

  /**
   * Te's {@code MakeLayout(shape)}: row-major for a flat shape; for a shape whose every mode is a
   * pair, blocked column-major — the inner extents column-major, then the blocks column-major
   * (CuTe's {@code blocked_product} of the two).
   *
   * <pre>{@code
   * Te.makeLayout(IntTuple.parse("(2,3,4)"));            // (2,3,4):(12,4,_1)
   * Te.makeLayout(IntTuple.parse("((_2,_3),(_4,_5))"));  // ((_2,_3),(_4,_5)):((_1,_8),(_2,_24))
   * }</pre>
   *
   * @param shape a flat shape, or one of pairs
   * @return Te's layout of it
   * @throws IllegalArgumentException naming the shape when it is neither
   */
  public static Layout makeLayout(IntTuple shape) {
    if (shape.flatten().size() == shape.rank() || !(shape instanceof IntTuple.Tuple modes)) {
      return Layout.rowMajor(shape);
    }
    List<IntTuple> inner = new ArrayList<>();
    List<IntTuple> blocks = new ArrayList<>();
    for (IntTuple mode : modes.elements()) {
      if (mode.rank() != 2 || mode.depth() != 1) {
        throw new IllegalArgumentException("MakeLayout(" + shape + "): Te's blocked layout takes "
            + "a flat shape or one whose every mode is a pair of integers, such as ((2,3),(4,5)); "
            + "mode " + mode + " is not");
      }
      inner.add(mode.get(0));
      blocks.add(mode.get(1));
    }
    // column-major over (inner..., blocks...), regrouped as (inner_i, block_i): the blocked layout
    // with the modes as written, whatever the integers' kinds
    List<IntTuple> flat = new ArrayList<>(inner);
    flat.addAll(blocks);
    List<IntTuple> strides = ((IntTuple.Tuple) Layout.columnMajor(
        IntTuple.of(flat.toArray(IntTuple[]::new))).stride()).elements();
    int n = inner.size();
    IntTuple[] shapeModes = new IntTuple[n];
    IntTuple[] strideModes = new IntTuple[n];
    for (int i = 0; i < n; i++) {
      shapeModes[i] = IntTuple.of(inner.get(i), blocks.get(i));
      strideModes[i] = IntTuple.of(strides.get(i), strides.get(n + i));
    }
    return Layout.of(IntTuple.of(shapeModes), IntTuple.of(strideModes));
  }

  /**
   * Te's {@code Crd2Idx(coord, layout)}: the index of a coordinate, which may be flat (one integer
   * per top-level mode) or hierarchical.
   *
   * <pre>{@code
   * Layout nz = Layout.derive("NZ<half_t>(32,64)");
   * Te.crd2Idx(IntTuple.parse("(17,20)"), nz);          // 788
   * Te.crd2Idx(IntTuple.parse("((1,1),(4,1))"), nz);    // 788
   * }</pre>
   *
   * @param coord the coordinate
   * @param layout the layout
   * @return its index
   */
  public static int crd2Idx(IntTuple coord, Layout layout) {
    return layout.index(coord);
  }

  /** The layout of the top-level modes, one mode itself, several as a tuple. */
  private static Layout selected(Layout layout, String accessor, int... modes) {
    if (modes.length == 0) {
      throw new IllegalArgumentException(accessor + "<I...> of " + layout + " takes at least one "
          + "mode index");
    }
    for (int m : modes) {
      if (m < 0 || m >= layout.rank()) {
        throw new IllegalArgumentException(accessor + "<" + m + "> of " + layout + ": mode " + m
            + " does not exist (its rank is " + layout.rank() + ")");
      }
    }
    return modes.length == 1 ? layout.get(modes[0]) : layout.select(modes);
  }
}
