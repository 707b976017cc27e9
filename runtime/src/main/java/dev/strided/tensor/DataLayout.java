package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SlicedLayout;
import dev.strided.Swizzle;
import dev.strided.SwizzledLayout;
import dev.strided.Tiler;
import dev.strided.core.Quote;
import java.util.Arrays;

/**
 * A data tensor's layout, plain or swizzled, and its offset into the array: element {@code c} is
 * {@code data[offset + layout(c)]}. A swizzled layout's views follow CuTe's rule for composed
 * layouts: the operation applies to the inner layout, and a slice's offset goes inside the swizzle
 * (it does not commute with the XOR), so the array offset stays.
 *
 * <pre>{@code DataLayout.of(Layout.parse("(4,8):(8,1)"), 2).index(1, 3);   // 2 + 8 + 3 = 13}</pre>
 */
final class DataLayout implements TensorLayout<DataLayout> {
  /** The layout, or a swizzled layout's inner layout. */
  private final Layout layout;
  /** Null for a plain layout. */
  private final SwizzledLayout swizzled;
  private final int offset;

  private DataLayout(Layout layout, SwizzledLayout swizzled, int offset) {
    this.layout = layout;
    this.swizzled = swizzled;
    this.offset = offset;
  }

  static DataLayout of(Layout layout, int offset) {
    return new DataLayout(nonNull(layout, "layout"), null, offset);
  }

  static DataLayout of(SwizzledLayout layout, int offset) {
    return new DataLayout(nonNull(layout, "layout").layout(), layout, offset);
  }

  /**
   * Refuses an offset and layout that reach outside an array of {@code length} elements, named as
   * {@code array} ({@code "float[12]"}).
   */
  DataLayout checkInside(int length, String array) {
    IndexRange range = indexRange();
    long first = range.min();
    long last = range.max();
    if (first < 0 || last >= length) {
      throw new IllegalArgumentException("the layout " + Quote.abbreviate(toString())
          + " at offset " + offset + " reaches the elements " + first + " to " + last
          + ", outside the " + array + " (indices 0 to " + (length - 1) + ")");
    }
    return this;
  }

  /** The array indices the elements reach: the layout's index range moved by the offset. */
  IndexRange indexRange() {
    return (swizzled == null ? IndexRange.of(layout) : IndexRange.of(swizzled)).plus(offset);
  }

  /** The smallest index the layout reaches, negated: the offset of a new array of its cosize. */
  static int allocationOffset(Layout layout) {
    return (int) -IndexRange.of(nonNull(layout, "layout")).min();
  }

  int offset() {
    return offset;
  }

  Layout layout() {
    if (swizzled != null) {
      throw new IllegalStateException("the tensor's layout " + Quote.abbreviate(toString())
          + " is swizzled: use swizzledLayout()");
    }
    return layout;
  }

  SwizzledLayout swizzledLayout() {
    return swizzled != null ? swizzled : new Swizzle(0, 0, 0).compose(layout);
  }

  boolean isSwizzled() {
    return swizzled != null;
  }

  @Override
  public IntTuple shape() {
    return layout.shape();
  }

  int size() {
    return layout.size();
  }

  int index(int i) {
    return plus(swizzled == null ? layout.index(i) : swizzled.index(i));
  }

  int index(int c0, int c1) {
    return plus(swizzled == null ? layout.index(c0, c1) : swizzled.index(c0, c1));
  }

  int index(int c0, int c1, int c2) {
    return plus(swizzled == null ? layout.index(c0, c1, c2) : swizzled.index(c0, c1, c2));
  }

  int index(int[] coords) {
    return plus(swizzled == null ? layout.index(coords) : swizzled.index(coords));
  }

  int index(IntTuple coord) {
    return plus(swizzled == null ? layout.index(coord) : swizzled.index(coord));
  }

  int checkedIndex(int i) {
    layout.checkedIndex(i);
    return index(i);
  }

  int checkedIndex(int c0, int c1) {
    layout.checkedIndex(c0, c1);
    return index(c0, c1);
  }

  int checkedIndex(int c0, int c1, int c2) {
    layout.checkedIndex(c0, c1, c2);
    return index(c0, c1, c2);
  }

  int checkedIndex(IntTuple coord) {
    layout.checkedIndex(coord);
    return index(coord);
  }

  /**
   * Why element {@code coords} (one 1-D coordinate, one per mode, or one per leaf) lies outside
   * the {@code array} of {@code length} elements, once the array refused it: a coordinate past its
   * mode's extent (named with the mode), or a coordinate inside the shape of a view that overhangs
   * the array. Built only on that exception path, so the accessors' fast path stays one array
   * access.
   */
  IndexOutOfBoundsException outside(String array, int length, int... coords) {
    try {
      if (coords.length == 1) {
        layout.checkedIndex(coords[0]);
      } else {
        layout.checkedIndex(coords);
      }
    } catch (IndexOutOfBoundsException e) {
      return outside(e.getMessage(), array, length, element(coords));
    }
    String coord = coords.length == 1 ? String.valueOf(coords[0])
        : Arrays.toString(coords).replace('[', '(').replace(']', ')').replace(" ", "");
    return overhang(coord, array, length, element(coords));
  }

  /** {@link #outside(String, int, int...)} for a hierarchical coordinate. */
  IndexOutOfBoundsException outside(String array, int length, IntTuple coord) {
    try {
      layout.checkedIndex(coord);
    } catch (IndexOutOfBoundsException e) {
      return outside(e.getMessage(), array, length, index(coord));
    }
    return overhang(coord.toString(), array, length, index(coord));
  }

  private int element(int[] coords) {
    return coords.length == 1 ? index(coords[0]) : index(coords);
  }

  private IndexOutOfBoundsException outside(String why, String array, int length, int element) {
    return new IndexOutOfBoundsException(why + "; unchecked, the access reached element "
        + element + ", outside the " + array + " (indices 0 to " + (length - 1) + ")");
  }

  private IndexOutOfBoundsException overhang(String coord, String array, int length,
      int element) {
    return new IndexOutOfBoundsException("coordinate " + coord + " is inside the shape "
        + layout.shape() + " of the tensor " + Quote.abbreviate(toString()) + " at offset "
        + offset + ", but its element " + element + " is outside the " + array + " (indices 0 to "
        + (length - 1) + "): the tensor is a tile that overhangs the array, as the last tile of a "
        + "divide or localTile that does not divide does; guard each access with an "
        + "IdentityTensor's inBounds");
  }

  @Override
  public DataLayout compose(Tiler tiler) {
    return inner(layout.compose(tiler));
  }

  @Override
  public DataLayout divide(Division division, Tiler tiler) {
    return inner(division.of(layout, tiler));
  }

  @Override
  public DataLayout slice(IntTuple coord) {
    SlicedLayout s = layout.sliceAndOffset(coord);
    if (swizzled == null) {
      return new DataLayout(s.layout(), null, add(offset, s.offset()));
    }
    IntTuple.Int inside = swizzled.offset();
    IntTuple.Int moved = s.offset() == 0 ? inside
        : IntTuple.of(add(inside.value(), s.offset()));
    return new DataLayout(s.layout(),
        new SwizzledLayout(swizzled.swizzle(), moved, s.layout()), offset);
  }

  /** The same offset and swizzle around another inner layout. */
  private DataLayout inner(Layout next) {
    return new DataLayout(next, swizzled == null ? null
        : new SwizzledLayout(swizzled.swizzle(), swizzled.offset(), next), offset);
  }

  private int plus(int index) {
    int sum = offset + index;
    if (((offset ^ sum) & (index ^ sum)) < 0) {
      throw new IllegalArgumentException("the element offset " + offset + " + " + index
          + " of the tensor " + Quote.abbreviate(toString()) + " does not fit in an int");
    }
    return sum;
  }

  private int add(int a, int b) {
    long sum = (long) a + b;
    if (sum != (int) sum) {
      throw new IllegalArgumentException("the offset " + a + " + " + b + " of a slice of the tensor "
          + Quote.abbreviate(toString()) + " does not fit in an int");
    }
    return (int) sum;
  }

  private static <T> T nonNull(T value, String what) {
    if (value == null) {
      throw new IllegalArgumentException("the " + what + " must not be null");
    }
    return value;
  }

  /** The layout as CuTe prints it ({@code Sw<3,4,3> o _0 o (8,64):(64,1)} when swizzled). */
  @Override
  public String toString() {
    return swizzled != null ? swizzled.toString() : layout.toString();
  }
}
