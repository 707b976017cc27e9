package dev.strided;

import static dev.strided.IntTupleDomain.layout;
import static dev.strided.IntTupleDomain.pair;

import dev.strided.core.Coalesce;
import dev.strided.core.CompactStrides;
import dev.strided.core.Complement;
import dev.strided.core.Composition;
import dev.strided.core.Divide;
import dev.strided.core.LeftInverse;
import dev.strided.core.MaxCommonVector;
import dev.strided.core.ModeEdits;
import dev.strided.core.Nullspace;
import dev.strided.core.OrderedLayouts;
import dev.strided.core.Product;
import dev.strided.core.Recast;
import dev.strided.core.RightInverse;
import dev.strided.core.TileToShape;
import dev.strided.core.Tiling;
import java.util.ArrayList;
import java.util.List;

/**
 * A CuTe layout: a function from coordinates to indices given by a shape and a congruent stride.
 * {@code index = Σ coordinate_leaf × stride_leaf}.
 *
 * <pre>{@code
 * Layout l = Layout.parse("(2,(2,2)):(4,(2,1))");
 * l.size();            // 8
 * l.index(1, 3);       // 4 + 3 = 7 (mode 1's coordinate 3 splits into (1,1))
 * l.get(1);            // (2,2):(2,1)
 * System.out.print(l.printLayout());
 * }</pre>
 *
 * <p>Construction checks that shape and stride are congruent, that every extent is at least 1 and that
 * size, cosize and capacity fit in an int; every index of an in-range coordinate then fits too. Calls
 * with coordinates out of range follow CuTe (the last mode extends) and throw rather than overflow.
 * Immutable and thread-safe; equal by value ({@code _3} equals {@code 3}). The hot path
 * ({@link #index(int)}) does not allocate.
 */
public final class Layout implements Tiler {
  private static final IntTupleDomain DOMAIN = IntTupleDomain.INSTANCE;

  private final IntTuple shape;
  private final IntTuple stride;
  private final FlatLeaves leaves;
  // the unrolled index forms, built on the first index call (the algebra builds many layouts it
  // never indexes); UnrolledIndex.NONE when too large. Racy but safe: their fields are final.
  private UnrolledIndex unrolledModes;
  private UnrolledIndex unrolledOneD;

  private Layout(IntTuple shape, IntTuple stride) {
    this.shape = shape;
    this.stride = stride;
    this.leaves = new FlatLeaves(shape, stride);
  }

  /**
   * Parses CuTe's print form {@code shape:stride}; without {@code :stride} the layout is
   * column-major. {@code _N} is static, {@code N} dynamic; names are rejected (they belong in
   * {@code @Layout}).
   *
   * @param text e.g. {@code "(_2,(_3,_4)):(_1,(_2,_6))"}
   * @return the layout
   * @throws IllegalArgumentException if the text does not parse (with a caret), the sides are not
   *     congruent, an extent is below 1, or size/cosize/capacity do not fit in an int
   */
  public static Layout parse(String text) {
    return LayoutText.parse(text);
  }

  /**
   * The layout with this shape and stride.
   *
   * @param shape extents, each at least 1
   * @param stride congruent with {@code shape}
   * @return the layout
   * @throws IllegalArgumentException if either is null, the two are not congruent, an extent is
   *     below 1, or size/cosize/capacity do not fit in an int
   */
  public static Layout of(IntTuple shape, IntTuple stride) {
    return new Layout(Values.nonNull(shape, "shape"), Values.nonNull(stride, "stride"));
  }

  /**
   * CuTe's LayoutLeft: each leaf's stride is the product of the extents before it;
   * {@code (2,(3,4))} gets {@code (_1,(2,6))}. A static extent {@code _1} gets stride {@code _0}.
   *
   * @param shape the shape
   * @return the compact column-major layout
   */
  public static Layout columnMajor(IntTuple shape) {
    Extents.check(Values.nonNull(shape, "shape"));
    checkCompactProduct(shape.flatten(), false);
    return new Layout(shape, CompactStrides.compactLeft(DOMAIN, shape));
  }

  /**
   * CuTe's LayoutRight: each leaf's stride is the product of the extents after it;
   * {@code (2,(3,4))} gets {@code (12,(4,_1))}. A static extent {@code _1} gets stride {@code _0}.
   *
   * @param shape the shape
   * @return the compact row-major layout
   */
  public static Layout rowMajor(IntTuple shape) {
    Extents.check(Values.nonNull(shape, "shape"));
    checkCompactProduct(shape.flatten(), true);
    return new Layout(shape, CompactStrides.compactRight(DOMAIN, shape));
  }

  /**
   * Refuses a running product of compact strides that leaves int in the runtime's words ("the
   * product (65536 * 32768) is ..."), before the core's arithmetic would in its own.
   */
  private static void checkCompactProduct(List<IntTuple.Int> extents, boolean fromRight) {
    int running = 1;
    for (int k = 0; k < extents.size(); k++) {
      int extent = extents.get(fromRight ? extents.size() - 1 - k : k).value();
      running = Values.multiply(running, extent, "product");
    }
  }

  /**
   * Number of top-level modes.
   *
   * <pre>{@code Layout.parse("(2,(2,2)):(4,(2,1))").rank();   // 2}</pre>
   */
  public int rank() {
    return shape.rank();
  }

  /**
   * Depth of the shape (0 for an integer).
   *
   * <pre>{@code Layout.parse("(2,(2,2)):(4,(2,1))").depth();   // 2}</pre>
   */
  public int depth() {
    return shape.depth();
  }

  /**
   * Number of coordinates: the product of the extents.
   *
   * <pre>{@code Layout.parse("(2,(2,2)):(4,(2,1))").size();   // 8}</pre>
   */
  public int size() {
    return leaves.size;
  }

  /** {@code 1 + Σ (s−1)·|d|} over leaves: the span of indices it touches (CuTe C++). */
  public int cosize() {
    return leaves.cosize;
  }

  /** {@code max s·|d|} over leaves (Ascend C's {@code Capacity()}): 16 for {@code (4,2):(4,1)}. */
  public int capacity() {
    return leaves.capacity;
  }

  /**
   * The shape. Ascend C's {@code layout.GetShape()} / {@code Get<0>(layout)}; CuTe's
   * {@code get<i>(layout)} is {@link #get(int...)} (a sub-layout) instead.
   */
  public IntTuple shape() {
    return shape;
  }

  /** The stride. Ascend C's {@code layout.GetStride()} / {@code Get<1>(layout)}. */
  public IntTuple stride() {
    return stride;
  }

  /**
   * The sub-layout at a mode path (CuTe's {@code get<i...>(layout)}, also {@code layout<i...>()}):
   * {@code get(1)} of {@code (2,(2,2)):(4,(2,1))} is {@code (2,2):(2,1)}. Ascend C's
   * {@code Get<0>}/{@code Get<1>} are not this: they are {@link #shape()} and {@link #stride()}.
   *
   * @param path mode indices, outermost first
   * @return the sub-layout
   */
  public Layout get(int... path) {
    Values.nonNull(path, "path");
    return path.length == 0 ? this : new Layout(shape.get(path), stride.get(path));
  }

  /**
   * Rank of the mode at {@code path}.
   *
   * @param path mode indices
   * @return its rank
   */
  public int rank(int... path) {
    return shape.get(path).rank();
  }

  /**
   * Depth of the mode at {@code path}.
   *
   * @param path mode indices
   * @return its depth
   */
  public int depth(int... path) {
    return shape.get(path).depth();
  }

  /**
   * Size of the mode at {@code path}.
   *
   * @param path mode indices
   * @return its size
   */
  public int size(int... path) {
    return shape.get(path).size();
  }

  /**
   * Cosize of the sub-layout at {@code path}: {@code get(path).cosize()}.
   *
   * <pre>{@code
   * Layout.parse("(4,(2,3)):(4,(1,8))").cosize(1);   // 1 + 1*1 + 2*8 = 18
   * }</pre>
   *
   * @param path mode indices, outermost first
   * @return its cosize
   * @throws IllegalArgumentException if the path is null or out of range
   */
  public int cosize(int... path) {
    return get(path).cosize();
  }

  /**
   * Capacity of the sub-layout at {@code path}, as Ascend C's {@code Capacity<I...>()} (which
   * selects the sub-layout first): {@code get(path).capacity()}.
   *
   * <pre>{@code
   * Layout.parse("(4,(2,3)):(4,(1,8))").capacity(1);   // max(2*1, 3*8) = 24
   * }</pre>
   *
   * @param path mode indices, outermost first
   * @return its capacity
   * @throws IllegalArgumentException if the path is null or out of range
   */
  public int capacity(int... path) {
    return get(path).capacity();
  }

  /**
   * Shape of the mode at {@code path}.
   *
   * @param path mode indices
   * @return its shape
   */
  public IntTuple shape(int... path) {
    return shape.get(path);
  }

  /**
   * Stride of the mode at {@code path}.
   *
   * @param path mode indices
   * @return its stride
   */
  public IntTuple stride(int... path) {
    return stride.get(path);
  }

  /**
   * Number of leaves of the shape.
   *
   * <pre>{@code Layout.parse("(2,(2,2)):(4,(2,1))").leafCount();   // 3}</pre>
   */
  public int leafCount() {
    return leaves.extent.length;
  }

  /**
   * Whether no two coordinates share an index. Exact for any strides (negative, zero, overlapping):
   * decided from the strides when they are nested, else by enumerating the indices.
   *
   * <pre>{@code
   * Layout.parse("(4,2):(4,1)").isInjective();   // true
   * Layout.parse("(2,2):(1,1)").isInjective();   // false: (1,0) and (0,1) both give 1
   * }</pre>
   *
   * @return true when the layout is one-to-one on {@code [0, size())}
   * @throws IllegalArgumentException if deciding it needs an enumeration over a span above 2^28
   *     (strides that are not nested, such as {@code (3,2):(2,3)} scaled far up)
   */
  public boolean isInjective() {
    return Injectivity.isInjective(this, leaves);
  }

  /**
   * Whether the indices are exactly {@code 0 .. size()-1}, each once (a bijection onto its size):
   * sorted by stride, every stride is the product of the smaller leaves' extents.
   *
   * <pre>{@code
   * Layout.parse("(2,(2,2)):(4,(2,1))").isCompact();   // true
   * Layout.parse("(4,2):(4,1)").isCompact();           // false: 2, 3, 6, ... are holes
   * }</pre>
   *
   * @return true for a compact layout (implies {@link #isInjective()})
   */
  public boolean isCompact() {
    return Injectivity.isCompact(leaves);
  }

  /**
   * The index of a 1-D coordinate, split colexicographically over the leaves; for {@code i ≥ size()}
   * the last mode extends (CuTe). Allocation-free.
   *
   * @param i a coordinate, at least 0
   * @return the index
   * @throws IllegalArgumentException if {@code i < 0} or the index does not fit in an int
   */
  public int index(int i) {
    UnrolledIndex u = unrolledOneD;
    if (u == null) {
      u = leaves.unrolledOneD();
      unrolledOneD = u;
    }
    if (i >= 0 && i < u.limit0) {
      return u.index(i);
    }
    FlatLeaves f = leaves;
    if (i >= 0 && i < f.size) {
      return f.oneD(i);
    }
    return Indexing.oneD(i, f, this);
  }

  /**
   * The index of a hierarchical coordinate. An integer given for a tuple mode is split
   * colexicographically over that mode.
   *
   * @param coord a coordinate weakly congruent with the shape, e.g. {@code (1,(0,2))} or {@code (1,2)}
   * @return the index
   * @throws IllegalArgumentException if the coordinate is null, does not match the shape's profile,
   *     is negative, or the index does not fit in an int
   */
  public int index(IntTuple coord) {
    return Indexing.hierarchical(Values.nonNull(coord, "coord"), this);
  }

  /**
   * The index of one coordinate per top-level mode, or one per leaf (whichever count matches).
   *
   * @param coords {@code rank()} or {@code leafCount()} non-negative coordinates
   * @return the index
   * @throws IllegalArgumentException if the count matches neither, or a coordinate is negative
   */
  public int index(int... coords) {
    FlatLeaves f = leaves;
    int[] modeSize = f.modeSize;
    if (Values.nonNull(coords, "coords").length == modeSize.length) {
      int idx = 0;
      for (int m = 0; m < coords.length; m++) {
        int c = coords[m];
        if (c < 0 || c >= modeSize[m]) {
          return Indexing.perMode(coords, f, this);
        }
        idx += f.mode(m, c);
      }
      return idx;
    }
    if (coords.length == f.extent.length) {
      int idx = 0;
      for (int k = 0; k < coords.length; k++) {
        if (coords[k] < 0 || coords[k] >= f.extent[k]) {
          return Indexing.perLeaf(coords, f, this);
        }
        idx += coords[k] * f.stride[k];
      }
      return idx;
    }
    throw Bounds.wrongCount(coords.length, this);
  }

  /**
   * {@link #index(int...)} for two coordinates, without the varargs array: one per top-level mode
   * of a rank-2 layout, or one per leaf of a layout with two leaves.
   *
   * <pre>{@code
   * Layout.parse("(4,(2,3)):(1,(4,8))").index(3, 5);   // 3 + 1*4 + 2*8 = 23
   * }</pre>
   *
   * @param c0 the first coordinate
   * @param c1 the second coordinate
   * @return the index
   * @throws IllegalArgumentException as {@link #index(int...)}
   */
  public int index(int c0, int c1) {
    UnrolledIndex u = unrolledModes();
    if (u.rank == 2 && (c0 | c1) >= 0 && c0 < u.limit0 && c1 < u.limit1) {
      return u.index(c0, c1);
    }
    FlatLeaves f = leaves;
    int[] modeSize = f.modeSize;
    if (modeSize.length == 2 && c0 >= 0 && c0 < modeSize[0] && c1 >= 0 && c1 < modeSize[1]) {
      return f.mode(0, c0) + f.mode(1, c1);
    }
    return index(new int[] {c0, c1});
  }

  /**
   * {@link #index(int...)} for three coordinates, without the varargs array.
   *
   * <pre>{@code
   * Layout.parse("(2,3,4):(1,2,6)").index(1, 2, 3);   // 1 + 4 + 18 = 23
   * }</pre>
   *
   * @param c0 the first coordinate
   * @param c1 the second coordinate
   * @param c2 the third coordinate
   * @return the index
   * @throws IllegalArgumentException as {@link #index(int...)}
   */
  public int index(int c0, int c1, int c2) {
    UnrolledIndex u = unrolledModes();
    if (u.rank == 3 && (c0 | c1 | c2) >= 0 && c0 < u.limit0 && c1 < u.limit1
        && c2 < u.limit2) {
      return u.index(c0, c1, c2);
    }
    FlatLeaves f = leaves;
    int[] modeSize = f.modeSize;
    if (modeSize.length == 3 && c0 >= 0 && c0 < modeSize[0] && c1 >= 0 && c1 < modeSize[1]
        && c2 >= 0 && c2 < modeSize[2]) {
      return f.mode(0, c0) + f.mode(1, c1) + f.mode(2, c2);
    }
    return index(new int[] {c0, c1, c2});
  }

  /**
   * {@link #index(int)} after checking {@code 0 <= i < size()}: no extension past the last mode.
   *
   * <pre>{@code
   * Layout.parse("(2,3):(1,2)").checkedIndex(5);   // 5
   * Layout.parse("(2,3):(1,2)").checkedIndex(6);   // IndexOutOfBoundsException: coordinate 6 of
   *                                                //   the layout (2,3):(1,2) ... its size is 6
   * }</pre>
   *
   * @param i a coordinate
   * @return the index
   * @throws IndexOutOfBoundsException if {@code i} is negative or at least {@code size()}
   */
  public int checkedIndex(int i) {
    Bounds.checkOneD(i, this);
    return index(i);
  }

  /**
   * {@link #index(int...)} after checking every coordinate against its mode's size (one per mode)
   * or its leaf's extent (one per leaf).
   *
   * <pre>{@code
   * Layout.parse("(2,(3,4)):(1,(2,6))").checkedIndex(1, 11);   // 1 + 2*2 + 3*6 = 23
   * Layout.parse("(2,(3,4)):(1,(2,6))").checkedIndex(1, 12);   // IndexOutOfBoundsException:
   *     // coordinate 12 of mode 1 of (2,(3,4)):(1,(2,6)) is out of range: its extent is 12
   * }</pre>
   *
   * @param coords {@code rank()} or {@code leafCount()} coordinates
   * @return the index
   * @throws IndexOutOfBoundsException if a coordinate is negative or past its extent
   * @throws IllegalArgumentException if {@code coords} is null or the count matches neither
   */
  public int checkedIndex(int... coords) {
    Bounds.checkFlat(Values.nonNull(coords, "coords"), leaves, this);
    return index(coords);
  }

  /**
   * {@link #checkedIndex(int...)} for two coordinates, without the varargs array.
   *
   * <pre>{@code
   * Layout.parse("(4,(2,3)):(1,(4,8))").checkedIndex(3, 5);   // 23
   * }</pre>
   *
   * @param c0 the first coordinate
   * @param c1 the second coordinate
   * @return the index
   * @throws IndexOutOfBoundsException as {@link #checkedIndex(int...)}
   */
  public int checkedIndex(int c0, int c1) {
    int[] modeSize = leaves.modeSize;
    if (modeSize.length == 2 && c0 >= 0 && c0 < modeSize[0] && c1 >= 0 && c1 < modeSize[1]) {
      return index(c0, c1);
    }
    return checkedIndex(new int[] {c0, c1});
  }

  /**
   * {@link #checkedIndex(int...)} for three coordinates, without the varargs array.
   *
   * <pre>{@code
   * Layout.parse("(2,3,4):(1,2,6)").checkedIndex(1, 2, 3);   // 23
   * }</pre>
   *
   * @param c0 the first coordinate
   * @param c1 the second coordinate
   * @param c2 the third coordinate
   * @return the index
   * @throws IndexOutOfBoundsException as {@link #checkedIndex(int...)}
   */
  public int checkedIndex(int c0, int c1, int c2) {
    return checkedIndex(new int[] {c0, c1, c2});
  }

  /**
   * {@link #index(IntTuple)} after checking every coordinate: an integer for a leaf is below the
   * leaf's extent, an integer for a tuple mode below the mode's size.
   *
   * <pre>{@code
   * Layout.parse("(2,(3,4)):(1,(2,6))").checkedIndex(IntTuple.parse("(1,(2,3))"));   // 23
   * }</pre>
   *
   * @param coord a coordinate weakly congruent with the shape
   * @return the index
   * @throws IndexOutOfBoundsException if a coordinate is negative or past its extent
   * @throws IllegalArgumentException if the coordinate is null or does not match the shape
   */
  public int checkedIndex(IntTuple coord) {
    Bounds.checkTuple(Values.nonNull(coord, "coord"), this);
    return index(coord);
  }

  private UnrolledIndex unrolledModes() {
    UnrolledIndex u = unrolledModes;
    if (u == null) {
      u = leaves.unrolledModes();
      unrolledModes = u;
    }
    return u;
  }

  /**
   * The natural hierarchical coordinate of a 1-D coordinate (inverse of the colexicographic split);
   * for {@code i ≥ size()} the last leaf takes the unreduced quotient (CuTe C++).
   *
   * @param i a coordinate, at least 0
   * @return a coordinate congruent with the shape, dynamic leaves
   */
  public IntTuple coord(int i) {
    if (i < 0) {
      throw new IllegalArgumentException("coordinate " + i + " is negative; coordinates start at 0");
    }
    return Indexing.coord(shape, i, leaves);
  }

  /**
   * CuTe's {@code print_layout} table of a rank-2 layout, character for character.
   *
   * @return the layout on one line, then a grid of indices, rows = mode 0, columns = mode 1
   * @throws IllegalArgumentException if the rank is not 2, or the table would have more than 4096
   *     cells or 256 columns (checked before any table is built)
   */
  public String printLayout() {
    return LayoutPrinter.table(this);
  }

  // ---- layout algebra (written once in dev.strided.core, on IntTupleDomain) ----
  // CuTe C++ semantics; a result leaf is static when every leaf it comes from is static, so a fully
  // static layout gives exactly CuTe's result. Preconditions are checked on values, always, and fail
  // with an IllegalArgumentException naming the condition and the values.

  /**
   * CuTe's {@code coalesce}: the same function on {@code [0, size)} with the fewest modes, depth at
   * most 1. Extent-1 modes vanish; {@code s0:d0} followed by {@code s1:d1} merge when
   * {@code s0·d0 = d1}.
   *
   * <pre>{@code Layout.parse("(_2,(_1,_6)):(_1,(_6,_2))").coalesce();   // _12:_1}</pre>
   *
   * @return the coalesced layout
   */
  public Layout coalesce() {
    return layout(Coalesce.coalesce(DOMAIN, pair(this)));
  }

  /**
   * Coalesces by mode: where {@code profile} has an integer, that sub-layout is coalesced; modes past
   * the profile's rank are kept.
   *
   * <pre>{@code Layout.parse("((2,3),(4,5)):((1,2),(6,24))").coalesce(IntTuple.parse("(1,1)"));
   * // (6,20):(1,6)}</pre>
   *
   * @param profile an integer (coalesce all) or a tuple of at most {@code rank()} modes
   * @return the layout coalesced at the profile's leaves
   * @throws IllegalArgumentException if the profile has more modes than the layout
   */
  public Layout coalesce(IntTuple profile) {
    return layout(Coalesce.coalesce(DOMAIN, pair(this),
        nonNull(profile, "coalesce: the profile")));
  }

  /**
   * CuTe's {@code filter}: drops stride-0 and extent-1 modes, then coalesces ({@code _1:_0} if
   * nothing is left).
   *
   * <pre>{@code Layout.parse("(2,3,4):(1,0,2)").filter();   // 8:1}</pre>
   *
   * @return the filtered layout
   */
  public Layout filter() {
    return layout(Coalesce.filter(DOMAIN, pair(this)));
  }

  /**
   * CuTe's {@code composition}: {@code R(c) = this(B(c))} for each coordinate {@code c} of B, shaped
   * like B. A by-mode tiler composes mode by mode and drops the modes it does not reach (as C++).
   *
   * <pre>{@code Layout.parse("(6,2):(8,2)").compose(Layout.parse("(4,3):(3,1)"));
   * // ((2,2),3):((24,2),8)}</pre>
   *
   * @param tiler a layout, an extent, {@code _}, or a by-mode tuple of those
   * @return {@code this ∘ tiler}
   * @throws IllegalArgumentException if the stride or shape divisibility condition fails, or a
   *     by-mode tiler has more modes than this layout
   */
  public Layout compose(Tiler tiler) {
    return layout(Composition.compose(DOMAIN, pair(this), tiling(tiler, "composition")));
  }

  /**
   * CuTe's {@code complement(L)}: cotarget = cosize of {@code filter()} (static when that is).
   *
   * <pre>{@code Layout.parse("(_2,_2):(_1,_6)").complement();   // _3:_2}</pre>
   *
   * @return the complement
   * @throws IllegalArgumentException if the layout is not injective or has a negative stride
   */
  public Layout complement() {
    return layout(Complement.complement(DOMAIN, pair(this)));
  }

  /**
   * CuTe's {@code complement(L, cotarget)} with a dynamic cotarget: the ordered layout C of the
   * indices {@code (L, C)} needs to cover {@code [0, cotarget)} without repeating.
   *
   * <pre>{@code Layout.parse("4:2").complement(24);   // (2,3):(_1,8)}</pre>
   *
   * @param cotarget at least 1
   * @return the complement
   * @throws IllegalArgumentException if the layout is not injective, has a negative stride, or the
   *     cotarget is below 1
   */
  public Layout complement(int cotarget) {
    return complement(IntTuple.of(cotarget));
  }

  /**
   * {@code complement} with an IntTuple cotarget: a static one ({@code _24}) keeps the result static;
   * a shape ({@code (4,6)}) is divided mode by mode as CuTe does inside {@code logical_divide}.
   *
   * @param cotarget an integer or a shape, extents at least 1
   * @return the complement
   * @throws IllegalArgumentException as {@link #complement(int)}
   */
  public Layout complement(IntTuple cotarget) {
    return layout(Complement.complement(DOMAIN, pair(this),
        nonNull(cotarget, "complement: the cotarget")));
  }

  /**
   * CuTe's {@code right_inverse}: the largest R with {@code index(R.index(i)) == i} for
   * {@code i < R.size()}.
   *
   * <pre>{@code Layout.parse("(_4,_2):(_2,_1)").rightInverse();   // (_2,_4):(_4,_1)}</pre>
   *
   * @return a right inverse ({@code _1:_0} when none is larger)
   */
  public Layout rightInverse() {
    return layout(RightInverse.rightInverse(DOMAIN, pair(this)));
  }

  /**
   * CuTe's {@code left_inverse}: L with {@code index(L.index(index(i))) == index(i)} for
   * {@code i < size()}.
   *
   * <pre>{@code Layout.parse("(_2,_2):(_2,_1)").leftInverse();   // (_2,_2):(_2,_1)}</pre>
   *
   * @return a left inverse
   * @throws IllegalArgumentException if a stride is not a multiple of the span of the smaller ones
   *     (the left inverse divisibility condition) or is negative
   */
  public Layout leftInverse() {
    return layout(LeftInverse.leftInverse(DOMAIN, pair(this)));
  }

  /**
   * CuTe's {@code logical_divide}: {@code this ∘ (B, complement(B, shape(coalesce())))}, mode 0 a tile,
   * mode 1 the tiles; a by-mode tiler divides mode by mode and keeps the other modes.
   *
   * <p>A tile that does not divide its mode rounds the tile count up, as CuTe's {@code ceil_div}:
   * the last tile overhangs the layout (an {@code IdentityTensor}'s {@code inBounds} guards it).
   * So does a tile larger than the whole mode — one tile, mostly outside, as in CuTe, since a
   * run-time problem smaller than a tile is a valid one: {@code (_128,_8)} divided by
   * {@code (_8,_128)} is {@code ((_8,_128),(_16,_1)):((_1,_128),(_8,_0))}, and a tiler with its
   * modes swapped goes unnoticed here. In {@code @Layout(of = ...)} javac refuses an overhang
   * unless {@code masked = true}, and a tile larger than a whole static mode always.
   *
   * <pre>{@code Layout.parse("(4,2,3):(2,1,8)").logicalDivide(Layout.parse("4:2"));
   * // ((2,2),(2,3)):((4,1),(2,8))}</pre>
   *
   * @param tiler a layout, an extent, {@code _}, or a by-mode tuple
   * @return the divided layout
   * @throws IllegalArgumentException if the composition's divisibility conditions fail, the tiler is
   *     not injective, or has more modes than this layout
   */
  public Layout logicalDivide(Tiler tiler) {
    return layout(Divide.logical(DOMAIN, pair(this), tiling(tiler, "logical divide")));
  }

  /**
   * CuTe's {@code zipped_divide}: {@code ((tile modes...),(rest modes...))}.
   *
   * @param tiler the tiler
   * @return the divided layout, rank 2
   * @throws IllegalArgumentException as {@link #logicalDivide}
   */
  public Layout zippedDivide(Tiler tiler) {
    return layout(Divide.zipped(DOMAIN, pair(this), tiling(tiler, "zipped divide")));
  }

  /**
   * CuTe's {@code tiled_divide}: {@code ((tile modes...),rest modes...)}.
   *
   * @param tiler the tiler
   * @return the divided layout
   * @throws IllegalArgumentException as {@link #logicalDivide}
   */
  public Layout tiledDivide(Tiler tiler) {
    return layout(Divide.tiled(DOMAIN, pair(this), tiling(tiler, "tiled divide")));
  }

  /**
   * CuTe's {@code flat_divide}: {@code (tile modes...,rest modes...)}.
   *
   * @param tiler the tiler
   * @return the divided layout
   * @throws IllegalArgumentException as {@link #logicalDivide}
   */
  public Layout flatDivide(Tiler tiler) {
    return layout(Divide.flat(DOMAIN, pair(this), tiling(tiler, "flat divide")));
  }

  /**
   * CuTe's {@code logical_product}: {@code (this, complement(this, size·cosize(B)) ∘ B)}: mode 0 is
   * this layout, mode 1 lays copies of it out as B says.
   *
   * <pre>{@code Layout.parse("(2,2):(4,1)").logicalProduct(Layout.parse("6:1"));
   * // ((2,2),(2,3)):((4,1),(2,8))}</pre>
   *
   * @param tiler a layout, an extent, {@code _}, or a by-mode tuple
   * @return the product
   * @throws IllegalArgumentException if this layout is not injective, or a divisibility condition
   *     of the composition fails
   */
  public Layout logicalProduct(Tiler tiler) {
    return layout(Product.logical(DOMAIN, pair(this), tiling(tiler, "logical product")));
  }

  /**
   * CuTe's {@code zipped_product}: {@code ((block modes...),(product modes...))}.
   *
   * @param tiler the tiler
   * @return the product
   * @throws IllegalArgumentException as {@link #logicalProduct}
   */
  public Layout zippedProduct(Tiler tiler) {
    return layout(Product.zipped(DOMAIN, pair(this), tiling(tiler, "zipped product")));
  }

  /**
   * CuTe's {@code tiled_product}: {@code ((block modes...),product modes...)}.
   *
   * @param tiler the tiler
   * @return the product
   * @throws IllegalArgumentException as {@link #logicalProduct}
   */
  public Layout tiledProduct(Tiler tiler) {
    return layout(Product.tiled(DOMAIN, pair(this), tiling(tiler, "tiled product")));
  }

  /**
   * CuTe's {@code flat_product}: {@code (block modes...,product modes...)}.
   *
   * @param tiler the tiler
   * @return the product
   * @throws IllegalArgumentException as {@link #logicalProduct}
   */
  public Layout flatProduct(Tiler tiler) {
    return layout(Product.flat(DOMAIN, pair(this), tiling(tiler, "flat product")));
  }

  /**
   * CuTe's {@code blocked_product}: mode i is {@code (this_i, tile_i)} — the block repeated as
   * {@code tiler} says, the block's own coordinates innermost.
   *
   * <pre>{@code Layout.parse("(_2,_2):(_1,_2)").blockedProduct(Layout.parse("(_2,_3):(_1,_2)"));
   * // ((_2,_2),(_2,_3)):((_1,_4),(_2,_8))}</pre>
   *
   * @param tiler the layout of the blocks
   * @return the product, rank {@code max(rank(), tiler.rank())}
   * @throws IllegalArgumentException as {@link #logicalProduct}
   */
  public Layout blockedProduct(Layout tiler) {
    return layout(Product.blocked(DOMAIN, pair(this),
        pair(nonNull(tiler, "blocked product: the tiler"))));
  }

  /**
   * CuTe's {@code raked_product}: mode i is {@code (tile_i, this_i)} — the blocks interleaved.
   *
   * <pre>{@code Layout.parse("(_2,_2):(_1,_2)").rakedProduct(Layout.parse("(_2,_3):(_1,_2)"));
   * // ((_2,_2),(_3,_2)):((_4,_1),(_8,_2))}</pre>
   *
   * @param tiler the layout of the blocks
   * @return the product, rank {@code max(rank(), tiler.rank())}
   * @throws IllegalArgumentException as {@link #logicalProduct}
   */
  public Layout rakedProduct(Layout tiler) {
    return layout(Product.raked(DOMAIN, pair(this),
        pair(nonNull(tiler, "raked product: the tiler"))));
  }

  /**
   * CuTe's {@code tile_to_shape}: this layout as a block, repeated column-major until it covers
   * {@code target} — {@code blockedProduct} with the compact layout of the repeats
   * {@code ceil(target_i / size(block_i))}, the block padded with {@code _1:_0} modes to the target's
   * rank. As in C++, a static target must be a multiple of the block mode by mode; with dynamic
   * extents the last block may overhang (C++'s {@code ceil_div}).
   *
   * <pre>{@code Layout.parse("(_2,_2):(_1,_2)").tileToShape(IntTuple.parse("(_4,_6)"));
   * // ((_2,_2),(_2,_3)):((_1,_4),(_2,_8))}</pre>
   *
   * @param target the shape to cover, of rank at least this layout's
   * @return the tiled layout, congruent to {@code (block_i, repeats_i)} per mode
   * @throws IllegalArgumentException if the block has more modes than the target, or a static
   *     target's mode is not a multiple of the block's
   */
  public Layout tileToShape(IntTuple target) {
    return layout(TileToShape.of(DOMAIN, pair(this), nonNull(target, "tile_to_shape: the target")));
  }

  /**
   * CuTe's {@code tile_to_shape(block, target, order)}: as {@link #tileToShape(IntTuple)}, but the
   * repeats are laid out by {@code make_ordered_layout(repeats, order)}, so the block is repeated
   * along the mode of the smallest order first — {@code (_2,_1,_3)} (C++'s {@code Step<_2,_1,_3>})
   * fills mode 1, then mode 0, then mode 2. As in C++, equal orders start at the same stride, and a
   * dynamic order counts as larger than every static one, dynamic ones left to right (its value is
   * not read); one integer is column-major.
   *
   * <pre>{@code Layout.parse("(_2,_2):(_1,_2)").tileToShape(IntTuple.parse("(_4,_6)"), IntTuple.parse("(_2,_1)"));
   * // ((_2,_2),(_2,_3)):((_1,_12),(_2,_4))}</pre>
   *
   * @param target the shape to cover, of rank at least this layout's
   * @param order one integer, or a flat tuple of integers with the target's rank
   * @return the tiled layout, congruent to {@code (block_i, repeats_i)} per mode
   * @throws IllegalArgumentException as {@link #tileToShape(IntTuple)}, or if the order is nested
   *     or its rank is not the target's
   */
  public Layout tileToShape(IntTuple target, IntTuple order) {
    return layout(TileToShape.of(DOMAIN, pair(this), nonNull(target, "tile_to_shape: the target"),
        nonNull(order, "tile_to_shape: the order")));
  }

  /**
   * Evaluates a derived-layout expression — what {@code @Layout(of = ...)} takes — on values: CuTe's
   * function names ({@code composition}, {@code coalesce}, {@code filter}, {@code complement},
   * {@code right_inverse}, {@code left_inverse}, the four divides, the six products,
   * {@code make_layout}, {@code tile_to_shape}, {@code get}, {@code select}, {@code take},
   * {@code append}, {@code prepend}, {@code replace}, {@code group}, {@code flatten},
   * {@code make_ordered_layout}, {@code make_layout_like}, {@code upcast}, {@code downcast},
   * {@code local_tile}) over inline layouts, tilers, shapes and integers in run-time notation
   * ({@code 8} dynamic, {@code _8} static). CuTe's template arguments may be written as such
   * ({@code select<0,2>(L)}) or after the first argument ({@code select(L, 0, 2)}). Ascend C's
   * frame formats are layouts by name, Te's ({@code ND}, {@code DN}, {@code NDExt},
   * {@code DNExt}, {@code NZ}, {@code ZN}, {@code ZZ}, {@code NN}) or CATLASS's ({@code zN},
   * {@code nZ}, {@code zZ}, {@code nN}, {@code L0C}, {@code PaddingRowMajor},
   * {@code PaddingColumnMajor}): {@code NZ<half_t>(m,n)}, {@code NZ<half_t,16>(m,n)} with C0 given.
   *
   * <pre>{@code Layout.derive("zipped_divide((_8,_8):(_1,_8), (_2,_4))");
   * // ((_2,_4),(_4,_2)):((_1,_8),(_2,_32))
   * Layout.derive("NZ<half_t>(_32,_64)");   // ((_16,_2),(_16,_4)):((_16,_256),(_1,_512))}</pre>
   *
   * @param expression the expression
   * @return the derived layout
   * @throws NotationException (an {@link IllegalArgumentException}) with a caret under the operation
   *     or argument at fault: a syntax error, an operation the algebra refuses, or a swizzle (use
   *     {@link SwizzledLayout#derive})
   */
  public static Layout derive(String expression) {
    var result = LayoutExpressions.evaluate(expression);
    if (result.swizzle() != null) {
      throw new NotationException(expression, result.swizzle().position(), "a swizzled expression "
          + "derives a SwizzledLayout: use SwizzledLayout.derive");
    }
    return IntTupleDomain.layout(result.layout());
  }

  /**
   * CuTe's {@code make_layout(layouts...)}: the given layouts as modes.
   *
   * <pre>{@code Layout.concat(Layout.parse("4:1"), Layout.parse("(2,3):(4,8)"));
   * // (4,(2,3)):(1,(4,8))}</pre>
   *
   * @param layouts at least one layout (one gives a rank-1 tuple such as {@code (4):(1)})
   * @return the concatenation
   */
  public static Layout concat(Layout... layouts) {
    Values.nonNull(layouts, "layouts");
    if (layouts.length == 0) {
      throw new IllegalArgumentException("concat needs at least one layout");
    }
    List<IntTuple> shapes = new ArrayList<>(layouts.length);
    List<IntTuple> strides = new ArrayList<>(layouts.length);
    for (Layout l : layouts) {
      nonNull(l, "concat: the tiler");
      shapes.add(l.shape);
      strides.add(l.stride);
    }
    return new Layout(new IntTuple.Tuple(shapes), new IntTuple.Tuple(strides));
  }

  /**
   * CuTe's {@code slice}: the modes marked {@link IntTuple#ALL} ({@code _}) in a coordinate, as a
   * layout (a tuple of the kept modes in order; the layout itself for a lone {@code ALL};
   * {@code ():()} when nothing is kept). An integer for a tuple mode fixes the whole mode.
   *
   * <pre>{@code Layout.parse("(4,3,8):(128,2,2)").slice(IntTuple.of(IntTuple.of(0), IntTuple.ALL,
   *     IntTuple.of(5)));   // (3):(2)}</pre>
   *
   * @param coord a coordinate whose leaves are integers or {@code ALL}
   * @return the sliced layout
   * @throws IllegalArgumentException if the coordinate does not fit the shape
   */
  public Layout slice(IntTuple coord) {
    return sliceAndOffset(coord).layout();
  }

  /**
   * {@link #slice(IntTuple)} of a coordinate in print form, {@code _} for {@code ALL}.
   *
   * <pre>{@code Layout.parse("(4,3,8):(128,2,2)").slice("(0,_,5)");   // (3):(2)}</pre>
   *
   * @param coord a coordinate in print form with {@code _}, e.g. {@code "(_,(1,_))"}
   * @return the sliced layout
   * @throws NotationException if the coordinate does not parse or does not fit the shape, with a
   *     caret under the part at fault
   */
  public Layout slice(String coord) {
    return sliceAndOffset(coord).layout();
  }

  /**
   * The index of the fixed part of a slice coordinate ({@code ALL} read as 0).
   *
   * <pre>{@code Layout.parse("(4,3,8):(128,2,2)").sliceOffset(IntTuple.of(IntTuple.of(0),
   *     IntTuple.ALL, IntTuple.of(5)));   // 10}</pre>
   *
   * @param coord a coordinate whose leaves are integers or {@code ALL}
   * @return the offset
   * @throws IllegalArgumentException as {@link #slice(IntTuple)}
   */
  public int sliceOffset(IntTuple coord) {
    return sliceAndOffset(coord).offset();
  }

  /**
   * {@link #sliceOffset(IntTuple)} of a coordinate in print form.
   *
   * <pre>{@code Layout.parse("(4,3,8):(128,2,2)").sliceOffset("(0,_,5)");   // 10}</pre>
   *
   * @param coord a coordinate with {@code _}
   * @return the offset
   * @throws NotationException as {@link #slice(String)}
   */
  public int sliceOffset(String coord) {
    return sliceAndOffset(coord).offset();
  }

  /**
   * CuTe's {@code slice_and_offset}: the slice and its offset at once, so that
   * {@code index(c) == offset + slice.index(kept coordinates)}.
   *
   * <pre>{@code Layout.parse("(4,3,8):(128,2,2)").sliceAndOffset(IntTuple.of(IntTuple.ALL,
   *     IntTuple.of(1), IntTuple.ALL));   // (4,8):(128,2) at 2}</pre>
   *
   * @param coord a coordinate whose leaves are integers or {@code ALL}
   * @return the sliced layout and the offset
   * @throws IllegalArgumentException as {@link #slice(IntTuple)}
   */
  public SlicedLayout sliceAndOffset(IntTuple coord) {
    return Slice.slice(this, coord);
  }

  /**
   * {@link #sliceAndOffset(IntTuple)} of a coordinate in print form.
   *
   * <pre>{@code Layout.parse("(4,3,8):(128,2,2)").sliceAndOffset("(_,1,_)");   // (4,8):(128,2) at 2}</pre>
   *
   * @param coord a coordinate with {@code _}
   * @return the sliced layout and the offset
   * @throws NotationException as {@link #slice(String)}
   */
  public SlicedLayout sliceAndOffset(String coord) {
    try {
      return Slice.slice(this, coord);
    } catch (dev.strided.core.NotationError e) {
      throw new NotationException(e);
    }
  }

  /**
   * CuTe's {@code nullspace}: the coordinates this layout sends to 0, as a layout of its stride-0
   * leaves ({@code _1:_0} if there is none).
   *
   * <pre>{@code Layout.parse("(_2,_3,_4):(_1,_0,_0)").nullspace();   // (_3,_4):(_2,_6)}</pre>
   *
   * @return N with {@code index(N.index(i)) == 0} for {@code i < N.size()}
   */
  public Layout nullspace() {
    return layout(Nullspace.nullspace(DOMAIN, pair(this)));
  }

  /**
   * CuTe's {@code max_common_vector}: how many leading elements of {@code other}'s codomain this
   * layout also reaches contiguously and in the same order (a safe vector width for a copy).
   *
   * <pre>{@code Layout.parse("(_8,_4):(_1,_8)").maxCommonVector(Layout.parse("(_8,_4):(_1,_16)"));
   * // 8}</pre>
   *
   * @param other the other layout
   * @return at least 1
   * @throws IllegalArgumentException if the composition with other's right inverse fails
   */
  public int maxCommonVector(Layout other) {
    return MaxCommonVector.of(DOMAIN, pair(this),
        pair(nonNull(other, "max common vector: the tiler"))).value();
  }

  /**
   * CuTe's {@code upcast<N>}: the layout in units of N elements.
   *
   * <pre>{@code Layout.parse("(_8,_4):(_1,_8)").upcast(2);   // (_4,_4):(_1,_4)}</pre>
   *
   * @param n the factor, at least 1
   * @return the upcast layout
   * @throws IllegalArgumentException if a non-zero stride neither divides nor is a multiple of n
   */
  public Layout upcast(int n) {
    return layout(Recast.upcast(DOMAIN, pair(this), n));
  }

  /**
   * CuTe's {@code downcast<N>}: the layout in units of 1/N element.
   *
   * <pre>{@code Layout.parse("(_4,_4):(_1,_4)").downcast(2);   // (_8,_4):(_1,_8)}</pre>
   *
   * @param n the factor, at least 1
   * @return the downcast layout
   * @throws IllegalArgumentException if no leaf has stride 1 (as C++; a stride -1 alone does not do)
   */
  public Layout downcast(int n) {
    return layout(Recast.downcast(DOMAIN, pair(this), n));
  }

  // ---- CuTe's operations on a layout as a tuple of modes ----

  /**
   * CuTe's {@code select<i...>}: the modes at the given indices, in that order (repeats allowed),
   * as a tuple; an integer layout is its own mode 0.
   *
   * <pre>{@code Layout.parse("(2,3,4):(1,2,6)").select(2, 0);   // (4,2):(6,1)}</pre>
   *
   * @param modes at least one index, each from 0 to {@code rank() - 1}
   * @return the selected modes
   * @throws IllegalArgumentException if there is no index or one is out of range
   */
  public Layout select(int... modes) {
    List<Integer> indices = new ArrayList<>();
    for (int m : nonNull(modes, "select: the mode indices")) {
      indices.add(m);
    }
    return layout(ModeEdits.select(DOMAIN, pair(this), indices));
  }

  /**
   * CuTe's {@code take<begin,end>}: modes {@code begin} to {@code end - 1}, as a tuple.
   *
   * <pre>{@code Layout.parse("(2,3,4):(1,2,6)").take(1, 3);   // (3,4):(2,6)}</pre>
   *
   * @param begin the first mode kept
   * @param end one past the last mode kept; {@code 0 <= begin < end <= rank()}
   * @return the modes in the range
   * @throws IllegalArgumentException if the range is empty or out of range
   */
  public Layout take(int begin, int end) {
    return layout(ModeEdits.take(DOMAIN, pair(this), begin, end));
  }

  /**
   * CuTe's {@code append(layout, x)}: this layout's modes, then {@code x} as one more mode.
   *
   * <pre>{@code Layout.parse("8:2").append(Layout.parse("(2,2):(1,16)"));   // (8,(2,2)):(2,(1,16))}</pre>
   *
   * @param mode the mode to add
   * @return a tuple of {@code rank() + 1} modes
   */
  public Layout append(Layout mode) {
    return layout(ModeEdits.append(DOMAIN, pair(this), pair(nonNull(mode, "append: the mode"))));
  }

  /**
   * CuTe's {@code prepend(layout, x)}: {@code x} as a new mode 0, then this layout's modes.
   *
   * <pre>{@code Layout.parse("(3,4):(2,6)").prepend(Layout.parse("_1:_0"));   // (_1,3,4):(_0,2,6)}</pre>
   *
   * @param mode the mode to add (CuTe's default is {@code _1:_0})
   * @return a tuple of {@code rank() + 1} modes
   */
  public Layout prepend(Layout mode) {
    return layout(ModeEdits.prepend(DOMAIN, pair(this), pair(nonNull(mode, "prepend: the mode"))));
  }

  /**
   * CuTe's {@code replace<i>(layout, x)}: mode {@code i} replaced by {@code x} (of an integer
   * layout, {@code x} itself); as in C++, {@code i == rank()} of a tuple adds {@code x} as a last
   * mode.
   *
   * <pre>{@code Layout.parse("(2,3):(1,2)").replace(1, Layout.parse("4:8"));   // (2,4):(1,8)}</pre>
   *
   * @param mode the index of the mode to replace, from 0 to {@code rank() - 1} (or {@code rank()})
   * @param replacement the new mode
   * @return the layout with the mode replaced
   * @throws IllegalArgumentException if the index is out of range
   */
  public Layout replace(int mode, Layout replacement) {
    return layout(ModeEdits.replace(DOMAIN, pair(this), mode,
        pair(nonNull(replacement, "replace: the replacement"))));
  }

  /**
   * CuTe's {@code group<begin,end>}: modes {@code begin} to {@code end - 1} become one mode (no
   * change when {@code begin == end}); {@code end} -1 means {@code rank()}. An integer layout is a
   * tuple of one mode here, as in C++.
   *
   * <pre>{@code Layout.parse("(2,3,4):(1,2,6)").group(0, 2);   // ((2,3),4):((1,2),6)}</pre>
   *
   * @param begin the first mode grouped
   * @param end one past the last; {@code 0 <= begin <= end <= rank()}, or -1
   * @return the grouped layout
   * @throws IllegalArgumentException if the range is out of range
   */
  public Layout group(int begin, int end) {
    return layout(ModeEdits.group(DOMAIN, pair(this), begin, end));
  }

  /**
   * CuTe's {@code flatten}: every leaf a mode, depth at most 1 (an integer layout is unchanged).
   *
   * <pre>{@code Layout.parse("(2,(3,4)):(1,(2,6))").flatten();   // (2,3,4):(1,2,6)}</pre>
   *
   * @return the flat layout
   */
  public Layout flatten() {
    return layout(ModeEdits.flatten(DOMAIN, pair(this)));
  }

  /**
   * CuTe's {@code make_ordered_layout(shape, order)}: the compact layout whose modes are laid out in
   * the given order, the smallest order innermost (equal orders share a start). A static order
   * ({@code _2}) counts by its value; a dynamic one ({@code 2}) as larger than every static one,
   * dynamic ones left to right, as in C++.
   *
   * <pre>{@code Layout.ordered(IntTuple.parse("(_2,_2,_2,_2)"), IntTuple.parse("(_0,_2,_3,_1)"));
   * // (_2,_2,_2,_2):(_1,_4,_8,_2)}</pre>
   *
   * @param shape the shape
   * @param order like the shape, or coarser (one order for a whole sub-shape)
   * @return the ordered compact layout
   * @throws IllegalArgumentException if the order does not fit the shape
   */
  public static Layout ordered(IntTuple shape, IntTuple order) {
    Extents.check(nonNull(shape, "make_ordered_layout: the shape"));
    return layout(OrderedLayouts.ordered(DOMAIN, shape,
        nonNull(order, "make_ordered_layout: the order")));
  }

  /**
   * CuTe's {@code make_layout_like}: the compact layout of this shape whose modes are in the order
   * of this layout's strides; a static stride {@code _0} stays {@code _0}.
   *
   * <pre>{@code Layout.parse("(2,(3,_4)):(_8,(_1,_16))").compactLike();   // (2,(3,_4)):(3,(_1,6))}</pre>
   *
   * @return the compact layout like this one
   */
  public Layout compactLike() {
    return layout(OrderedLayouts.like(DOMAIN, pair(this)));
  }

  /**
   * Throws unless {@code 0 <= c < extent}: the check of a generated class's {@code checkedIndex},
   * one call per coordinate, for hand-written index functions too.
   *
   * <pre>{@code
   * Layout.checkCoordinate(3, 4, "mode 1");    // returns
   * Layout.checkCoordinate(4, 4, "mode 1");    // IndexOutOfBoundsException:
   *     // coordinate 4 of mode 1 is out of range [0, 4)
   * Layout.checkCoordinate(-1, 4, "mode 1");   // IndexOutOfBoundsException:
   *     // coordinate -1 of mode 1 is negative; coordinates start at 0
   * }</pre>
   *
   * @param c the coordinate
   * @param extent its mode's (or leaf's) extent
   * @param what which coordinate, for the message: {@code "mode (1,0)"}, {@code "the layout"}
   * @throws IndexOutOfBoundsException if {@code c} is negative or at least {@code extent}
   * @throws IllegalArgumentException if {@code what} is null
   */
  public static void checkCoordinate(int c, long extent, String what) {
    Values.nonNull(what, "what");
    if (c < 0 || c >= extent) {
      throw new IndexOutOfBoundsException("coordinate " + c + " of " + what + (c < 0
          ? " is negative; coordinates start at 0" : " is out of range [0, " + extent + ")"));
    }
  }

  /**
   * Throws unless {@code value}, bound to the name {@code name} of the layout printed as
   * {@code layout}, is at least 1: the extent check of a generated {@code of(...)}, which calls it
   * once per name that is an extent.
   *
   * <pre>{@code
   * Layout.checkExtent(4, "N", "(M,N):(_1,ld)");   // returns
   * Layout.checkExtent(0, "N", "(M,N):(_1,ld)");   // IllegalArgumentException:
   *     // N = 0 must be at least 1: it is an extent of layout (M,N):(_1,ld)
   * }</pre>
   *
   * @param value the value bound to the name
   * @param name the name
   * @param layout the layout, as its message prints it
   * @throws IllegalArgumentException if {@code value} is below 1, or an argument is null
   */
  public static void checkExtent(int value, String name, String layout) {
    BindingChecks.extent(value, name, layout);
  }

  /**
   * Throws unless {@code value}, a quantity of the layout printed as {@code layout} for the values
   * of its names, fits in an int: the check a generated int-indexed {@code of(...)} makes of its
   * size, cosize, capacity and field values.
   *
   * <pre>{@code
   * Layout.checkFitsInt(6L, "size", "(M,N):(_1,M)", "M, N", new int[] {2, 3});   // returns
   * Layout.checkFitsInt(4_000_000_000L, "size", "(M,N):(_1,M)", "M, N",
   *     new int[] {40_000, 100_000});   // IllegalArgumentException: M = 40000, N = 100000: the
   *     // size 4000000000 of layout (M,N):(_1,M) does not fit in int (use @Layout(indexType = LONG))
   * }</pre>
   *
   * @param value the quantity, computed exactly
   * @param quantity what it is, e.g. {@code "size"}
   * @param layout the layout, as its message prints it
   * @param names the names it depends on, separated by {@code ", "}
   * @param values their values, in that order
   * @throws IllegalArgumentException if {@code value} does not fit in an int, an argument is null,
   *     or (when it throws) the names and the values are not as many
   */
  public static void checkFitsInt(long value, String quantity, String layout, String names,
      int[] values) {
    BindingChecks.fitsInt(value, quantity, layout, names, values);
  }

  /**
   * The exception of a generated {@code of(...)} whose exact long arithmetic overflowed, naming the
   * values of the names.
   *
   * <pre>{@code
   * Layout.beyondLong("(M,N,K):(_1,M,M*N)", "M, N, K", new int[] {1 << 30, 1 << 30, 1 << 30},
   *     new ArithmeticException("long overflow")).getMessage();
   *     // "M = 1073741824, N = 1073741824, K = 1073741824: a size, cosize, capacity or value of
   *     //  layout (M,N,K):(_1,M,M*N) exceeds the range of long"
   * }</pre>
   *
   * @param layout the layout, as the message prints it
   * @param names the names, separated by {@code ", "}
   * @param values their values, in that order
   * @param cause the overflow
   * @return the exception, for the caller to throw
   * @throws IllegalArgumentException if an argument is null, or the names and the values are not
   *     as many
   */
  public static IllegalArgumentException beyondLong(String layout, String names, int[] values,
      ArithmeticException cause) {
    return BindingChecks.beyondLong(layout, names, values, cause);
  }

  /** {@code what} is "operation: the argument", the start of the message when it is null. */
  private static <T> T nonNull(T argument, String what) {
    if (argument == null) {
      throw new IllegalArgumentException(what + " must not be null");
    }
    return argument;
  }

  private static Tiling<IntTuple, IntTuple.Int> tiling(Tiler tiler, String operation) {
    return IntTupleDomain.tiling(nonNull(tiler, operation + ": the tiler"));
  }

  /** Canonical print form: {@code (_2,(_3,_4)):(_1,(_2,_6))}. */
  @Override
  public String toString() {
    return shape + ":" + stride;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Layout other && shape.equals(other.shape) && stride.equals(other.stride);
  }

  @Override
  public int hashCode() {
    return 31 * shape.hashCode() + stride.hashCode();
  }
}
