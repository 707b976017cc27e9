package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SwizzledLayout;
import java.util.Optional;

/**
 * CuTe's {@code Tensor} over an array of {@code float}: the array, an offset into it and a layout,
 * element {@code c} being {@code data[offset + layout(c)]}. Views ({@link #slice}, the divides,
 * {@link #localTile}, {@link #localPartition}, {@link #partition}) share the array. The five
 * element types have one source: {@code DoubleTensor}, {@code IntTensor}, {@code LongTensor} and
 * {@code ShortTensor} are generated from {@code FloatTensor.java} at build time.
 *
 * <pre>{@code
 * FloatTensor t = FloatTensor.of(new float[64], Layout.parse("(_8,_8):(_8,_1)"));
 * t.set(5, 3, 7);
 * t.localTile(Tiler.parse("(_4,_4)"), 1, 0).get(1, 3);   // 7
 * }</pre>
 *
 * <p>Construction checks once that the layout stays inside the array; {@code get} and {@code set}
 * then index without checks, as CuTe ({@code checkedGet}/{@code checkedSet} check each mode). A
 * view is not checked: a tile that overhangs its parent is valid, and reading the overhang is what
 * an {@link IdentityTensor}'s {@code inBounds} guards. An access whose element falls outside the
 * array throws {@link IndexOutOfBoundsException} with a sentence: the coordinate, its mode and the
 * mode's extent, or, for a coordinate inside the shape of a tile that overhangs the array, that the
 * tile overhangs (the sentence is built after the array's own check fails, so {@code get} stays
 * one array access). Not thread-safe for writes, as an array.
 *
 * <pre>{@code
 * FloatTensor.allocate(Layout.parse("(_4,_8):(_8,_1)")).get(0, 9);
 * // IndexOutOfBoundsException: coordinate 9 of mode 1 of (_4,_8):(_8,_1) is out of range: ...
 * }</pre>
 */
public final class FloatTensor extends TensorViews<FloatTensor, DataLayout> {
  private final float[] data;
  private final ElementKind values;

  private FloatTensor(float[] data, DataLayout at) {
    this(data, at, null);
  }

  private FloatTensor(float[] data, DataLayout at, ElementKind values) {
    super(at);
    this.data = data;
    this.values = values;
  }

  /**
   * The tensor over {@code data} from index 0.
   *
   * <pre>{@code FloatTensor.of(new float[6], Layout.parse("(2,3)")).size();   // 6}</pre>
   *
   * @throws IllegalArgumentException if an argument is null or the layout reaches outside the array
   */
  public static FloatTensor of(float[] data, Layout layout) {
    return of(data, 0, layout);
  }

  /**
   * The tensor over {@code data} from {@code offset}; a negative stride may reach below it.
   *
   * <pre>{@code FloatTensor.of(new float[8], 3, Layout.parse("(4,2):(-1,4)")).size();   // 8: elements 0 to 7}</pre>
   *
   * @throws IllegalArgumentException if an argument is null or the layout at {@code offset} reaches
   *     outside the array
   */
  public static FloatTensor of(float[] data, int offset, Layout layout) {
    return new FloatTensor(data, DataLayout.of(layout, offset).checkInside(length(data),
        "float[" + data.length + "]"));
  }

  /**
   * The tensor over {@code data} from {@code offset} through a swizzled layout.
   *
   * <pre>{@code FloatTensor.of(new float[512], 0, SwizzledLayout.parse("Sw<3,4,3> o _0 o (8,64):(64,1)")).size();   // 512}</pre>
   *
   * @throws IllegalArgumentException if an argument is null or the layout at {@code offset} reaches
   *     outside the array
   */
  public static FloatTensor of(float[] data, int offset, SwizzledLayout layout) {
    return new FloatTensor(data, DataLayout.of(layout, offset).checkInside(length(data),
        "float[" + data.length + "]"));
  }

  /**
   * CuTe's {@code make_tensor<float>(layout)}: a new zeroed array of the layout's cosize, the offset
   * where the smallest index lands on element 0 (0 unless a stride is negative).
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,2):(4,1)")).data().length;   // 14}</pre>
   *
   * @throws IllegalArgumentException if the layout is null
   */
  public static FloatTensor allocate(Layout layout) {
    int offset = DataLayout.allocationOffset(layout);
    return new FloatTensor(new float[layout.cosize()], DataLayout.of(layout, offset));
  }

  /**
   * CuTe's {@code make_tensor_like(tensor)}: a new zeroed tensor of this one's shape, with CuTe's
   * {@code make_layout_like} of its layout (compact, its strides ordered as this one's), sharing
   * nothing with it.
   *
   * <pre>{@code
   * FloatTensor t = FloatTensor.allocate(Layout.parse("(_2,(_3,_4)):(_12,(_4,_1))"));
   * t.like().layout();   // (_2,(_3,_4)):(_12,(_4,_1))
   * }</pre>
   *
   * @return the new tensor
   */
  public FloatTensor like() {
    return allocate(layout().compactLike()).holdingOrNot(values);
  }

  /**
   * CuTe's {@code make_tensor_like<T>(tensor)}: {@link #like()}, its elements standing for values of
   * {@code type} — the fragment a kernel converts an accumulator into before a copy of narrower
   * values.
   *
   * <pre>{@code
   * FloatTensor acc = FloatTensor.allocate(Layout.parse("(_2,_2)")).holding(dev.strided.atom.ValueType.FLOAT);
   * acc.like(dev.strided.atom.ValueType.HALF_T).valueType();   // Optional[HALF_T]
   * }</pre>
   *
   * @throws IllegalArgumentException if the type is null
   */
  public FloatTensor like(ElementKind type) {
    return like().holding(type);
  }

  /**
   * This tensor, the same array and layout, its elements standing for values of {@code type}:
   * CuTe's tensor {@code value_type}. A copy that retiles the tensor
   * ({@code TiledCopy.retileS/retileD}) refuses one whose value width differs from its own.
   * {@code TiledMma.partitionFragmentA/B/C} set it to the MMA's operand type; views keep it.
   *
   * <pre>{@code
   * FloatTensor.allocate(Layout.parse("(_4)")).holding(dev.strided.atom.ValueType.BFLOAT16_T).valueType();
   * // Optional[BFLOAT16_T]
   * }</pre>
   *
   * @throws IllegalArgumentException if the type is null
   */
  public FloatTensor holding(ElementKind type) {
    if (type == null) {
      throw new IllegalArgumentException("the value type must not be null");
    }
    return new FloatTensor(data, at, type);
  }

  /**
   * The value type the elements stand for ({@link #holding}), empty where nothing said it.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_4)")).valueType();   // Optional.empty}</pre>
   */
  public Optional<ElementKind> valueType() {
    return Optional.ofNullable(values);
  }

  private FloatTensor holdingOrNot(ElementKind type) {
    return type == null ? this : holding(type);
  }

  private static int length(float[] data) {
    if (data == null) {
      throw new IllegalArgumentException("the data array must not be null");
    }
    return data.length;
  }

  /**
   * The array, shared with every view.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).data().length;   // 6}</pre>
   */
  public float[] data() {
    return data;
  }

  /**
   * Where coordinate 0 of the layout lies in the array.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,8):(8,1)")).slice("(_,3)").offset();   // 3}</pre>
   */
  public int offset() {
    return at.offset();
  }

  /**
   * The layout.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(4,8):(8,1)")).slice("(1,_)").layout();   // (8):(1)}</pre>
   *
   * @throws IllegalStateException if the layout is swizzled ({@link #swizzledLayout()} has it)
   */
  public Layout layout() {
    return at.layout();
  }

  /**
   * The layout with its swizzle; a plain layout as the identity swizzle, printed as the layout.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).swizzledLayout();   // (2,3):(_1,2)}</pre>
   */
  public SwizzledLayout swizzledLayout() {
    return at.swizzledLayout();
  }

  /**
   * The smallest and largest array index of the elements: where this tensor can meet another over
   * the same array.
   *
   * <pre>{@code FloatTensor.of(new float[12], 3, Layout.parse("(4,2):(-1,8)")).indexRange();   // [0, 11]}</pre>
   */
  public IndexRange indexRange() {
    return at.indexRange();
  }

  /**
   * Whether the layout is swizzled.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).isSwizzled();   // false}</pre>
   */
  public boolean isSwizzled() {
    return at.isSwizzled();
  }

  /**
   * CuTe's {@code tensor(i)}: the element at a 1-D coordinate, unchecked.
   *
   * <pre>{@code FloatTensor.of(new float[] {5, 6, 7, 8}, Layout.parse("(2,2):(2,1)")).get(1);   // 7}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public float get(int i) {
    try {
      return data[at.index(i)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(i);
    }
  }

  /**
   * The element at one coordinate per mode (or per leaf), unchecked.
   *
   * <pre>{@code FloatTensor.of(new float[] {5, 6, 7, 8}, Layout.parse("(2,2):(2,1)")).get(0, 1);   // 6}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public float get(int c0, int c1) {
    try {
      return data[at.index(c0, c1)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1);
    }
  }

  /**
   * The element at three coordinates (one per mode or per leaf), unchecked.
   *
   * <pre>{@code FloatTensor.of(new float[8], Layout.parse("(2,2,2)")).get(1, 1, 1);   // 0}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public float get(int c0, int c1, int c2) {
    try {
      return data[at.index(c0, c1, c2)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1, c2);
    }
  }

  /**
   * The element at a hierarchical coordinate, unchecked.
   *
   * <pre>{@code FloatTensor.of(new float[] {5, 6, 7, 8}, Layout.parse("(2,2)")).get(IntTuple.parse("(1,1)"));   // 8}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public float get(IntTuple coord) {
    try {
      return data[at.index(coord)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(coord);
    }
  }

  /**
   * Sets the element at a 1-D coordinate, unchecked.
   *
   * <pre>{@code FloatTensor t = FloatTensor.allocate(Layout.parse("4:2")); t.set(3, 9); t.data()[6];   // 9}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public void set(int i, float value) {
    try {
      data[at.index(i)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(i);
    }
  }

  /**
   * Sets the element at one coordinate per mode (or per leaf), unchecked.
   *
   * <pre>{@code FloatTensor t = FloatTensor.allocate(Layout.parse("(2,2)")); t.set(1, 1, 9); t.data()[3];   // 9}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public void set(int c0, int c1, float value) {
    try {
      data[at.index(c0, c1)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1);
    }
  }

  /**
   * Sets the element at three coordinates, unchecked.
   *
   * <pre>{@code FloatTensor t = FloatTensor.allocate(Layout.parse("(2,2,2)")); t.set(1, 0, 1, 9); t.data()[5];   // 9}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public void set(int c0, int c1, int c2, float value) {
    try {
      data[at.index(c0, c1, c2)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1, c2);
    }
  }

  /**
   * Sets the element at a hierarchical coordinate, unchecked.
   *
   * <pre>{@code FloatTensor t = FloatTensor.allocate(Layout.parse("(2,2)")); t.set(IntTuple.parse("(0,1)"), 9); t.data()[2];   // 9}</pre>
   *
   * @throws IndexOutOfBoundsException if the element falls outside the array, naming the
   *     coordinate and its mode
   */
  public void set(IntTuple coord, float value) {
    try {
      data[at.index(coord)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(coord);
    }
  }

  /**
   * {@link #get(int)} after checking {@code 0 <= i < size()}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).checkedGet(6);   // IndexOutOfBoundsException: ... its size is 6}</pre>
   *
   * @throws IndexOutOfBoundsException if {@code i} is outside the tensor, or the tensor is a tile
   *     that overhangs the array there
   */
  public float checkedGet(int i) {
    try {
      return data[at.checkedIndex(i)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(i);
    }
  }

  /**
   * {@link #get(int, int)} after checking each coordinate against its mode.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).checkedGet(0, 3);   // IndexOutOfBoundsException: coordinate 3 of mode 1 ...}</pre>
   *
   * @throws IndexOutOfBoundsException naming the mode whose extent a coordinate is outside, or
   *     saying that the tensor is a tile that overhangs the array there
   * @throws IllegalArgumentException if the tensor has neither two modes nor two leaves
   */
  public float checkedGet(int c0, int c1) {
    try {
      return data[at.checkedIndex(c0, c1)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1);
    }
  }

  /**
   * {@link #get(int, int, int)} after checking each coordinate against its mode.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,2,2)")).checkedGet(0, 0, 2);   // IndexOutOfBoundsException: coordinate 2 of mode 2 ...}</pre>
   *
   * @throws IndexOutOfBoundsException naming the mode whose extent a coordinate is outside, or
   *     saying that the tensor is a tile that overhangs the array there
   * @throws IllegalArgumentException if the tensor has neither three modes nor three leaves
   */
  public float checkedGet(int c0, int c1, int c2) {
    try {
      return data[at.checkedIndex(c0, c1, c2)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1, c2);
    }
  }

  /**
   * {@link #get(IntTuple)} after checking each integer against its mode.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,(2,2))")).checkedGet(IntTuple.parse("(0,(2,0))"));   // IndexOutOfBoundsException: ... mode (1,0) ...}</pre>
   *
   * @throws IndexOutOfBoundsException naming the mode whose extent a coordinate is outside, or
   *     saying that the tensor is a tile that overhangs the array there
   * @throws IllegalArgumentException if the coordinate does not match the shape
   */
  public float checkedGet(IntTuple coord) {
    try {
      return data[at.checkedIndex(coord)];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(coord);
    }
  }

  /**
   * {@link #set(int, float)} after checking {@code 0 <= i < size()}.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).checkedSet(-1, 9);   // IndexOutOfBoundsException}</pre>
   *
   * @throws IndexOutOfBoundsException if {@code i} is outside the tensor, or the tensor is a tile
   *     that overhangs the array there
   */
  public void checkedSet(int i, float value) {
    try {
      data[at.checkedIndex(i)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(i);
    }
  }

  /**
   * {@link #set(int, int, float)} after checking each coordinate against its mode.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,3)")).checkedSet(2, 0, 9);   // IndexOutOfBoundsException: coordinate 2 of mode 0 ...}</pre>
   *
   * @throws IndexOutOfBoundsException naming the mode whose extent a coordinate is outside, or
   *     saying that the tensor is a tile that overhangs the array there
   * @throws IllegalArgumentException if the tensor has neither two modes nor two leaves
   */
  public void checkedSet(int c0, int c1, float value) {
    try {
      data[at.checkedIndex(c0, c1)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1);
    }
  }

  /**
   * {@link #set(int, int, int, float)} after checking each coordinate against its mode.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,2,2)")).checkedSet(0, 2, 0, 9);   // IndexOutOfBoundsException: coordinate 2 of mode 1 ...}</pre>
   *
   * @throws IndexOutOfBoundsException naming the mode whose extent a coordinate is outside, or
   *     saying that the tensor is a tile that overhangs the array there
   * @throws IllegalArgumentException if the tensor has neither three modes nor three leaves
   */
  public void checkedSet(int c0, int c1, int c2, float value) {
    try {
      data[at.checkedIndex(c0, c1, c2)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(c0, c1, c2);
    }
  }

  /**
   * {@link #set(IntTuple, float)} after checking each integer against its mode.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(2,2)")).checkedSet(IntTuple.parse("(0,2)"), 9);   // IndexOutOfBoundsException: coordinate 2 of mode 1 ...}</pre>
   *
   * @throws IndexOutOfBoundsException naming the mode whose extent a coordinate is outside, or
   *     saying that the tensor is a tile that overhangs the array there
   * @throws IllegalArgumentException if the coordinate does not match the shape
   */
  public void checkedSet(IntTuple coord, float value) {
    try {
      data[at.checkedIndex(coord)] = value;
    } catch (ArrayIndexOutOfBoundsException e) {
      throw outside(coord);
    }
  }

  /**
   * CuTe's {@code copy(src, dst)}: element {@code i} of this tensor to element {@code i} of
   * {@code dst}, for every 1-D coordinate {@code i}, in order.
   *
   * <pre>{@code FloatTensor a = FloatTensor.of(new float[] {1, 2, 3, 4}, Layout.parse("(2,2)")); FloatTensor b = FloatTensor.allocate(Layout.parse("(2,2):(2,1)")); a.copyTo(b); b.data()[1];   // 3}</pre>
   *
   * @throws IllegalArgumentException if {@code dst} is null or its size differs
   */
  public void copyTo(FloatTensor dst) {
    if (dst == null || dst.size() != size()) {
      throw new IllegalArgumentException("copyTo needs a destination of the same size: this tensor "
          + this + " has " + size() + " elements, the destination "
          + (dst == null ? "is null" : dst + " has " + dst.size()));
    }
    int n = size();
    int rows = rank() == 2 ? shape().get(0).size() : 0;
    if (rows > 0 && dst.rank() == 2 && dst.shape().get(0).size() == rows) {
      // element i + rows * j is (i, j) in both: two coordinates index faster than one
      for (int j = 0; j < n / rows; j++) {
        for (int i = 0; i < rows; i++) {
          dst.data[dst.at.index(i, j)] = data[at.index(i, j)];
        }
      }
      return;
    }
    for (int i = 0; i < n; i++) {
      dst.data[dst.at.index(i)] = data[at.index(i)];
    }
  }

  /**
   * CuTe's {@code fill(tensor, value)}: every element set to {@code value}.
   *
   * <pre>{@code FloatTensor t = FloatTensor.allocate(Layout.parse("(2,3)")); t.fill(4); t.get(1, 2);   // 4}</pre>
   */
  public void fill(float value) {
    int n = size();
    for (int i = 0; i < n; i++) {
      data[at.index(i)] = value;
    }
  }

  private IndexOutOfBoundsException outside(int... coords) {
    return at.outside("float[" + data.length + "]", data.length, coords);
  }

  private IndexOutOfBoundsException outside(IntTuple coord) {
    return at.outside("float[" + data.length + "]", data.length, coord);
  }

  @Override
  FloatTensor view(DataLayout next) {
    return new FloatTensor(data, next, values);
  }

  @Override
  String elementText(int[] modeCoords) {
    return ElementText.of(data[at.index(modeCoords)]);
  }

  /**
   * CuTe's {@code print(tensor)} without the pointer: the layout.
   *
   * <pre>{@code FloatTensor.allocate(Layout.parse("(_8,_8):(_8,_1)")).slice("(_,3)").toString();   // (_8):(_8)}</pre>
   */
  @Override
  public String toString() {
    return at.toString();
  }
}
