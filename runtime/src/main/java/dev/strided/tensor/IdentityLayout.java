package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.SlicedLayout;
import dev.strided.Tiler;
import dev.strided.core.Quote;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * An identity tensor's layout, CuTe's {@code make_identity_layout} and its views: strides that are
 * basis elements {@code c@j} and an origin coordinate (CuTe's {@code ArithTuple}), kept as one
 * integer layout per leaf j of the original shape (the coefficients of {@code @j}, the same shape)
 * and one origin per leaf. Element {@code i}'s leaf j is {@code origin[j] + components[j](i)}.
 * Slices act on each component; compositions and divides, whose structure depends on the strides,
 * run on {@link BasisEncoding}'s carriers.
 *
 * <pre>{@code IdentityLayout.of(IntTuple.parse("(_5,_6)"));   // ArithTuple(_0,_0) o (_5,_6):(_1@0,_1@1)}</pre>
 */
final class IdentityLayout implements TensorLayout<IdentityLayout> {
  private final IntTuple bounds;
  private final BasisEncoding encoding;
  private final Layout[] components;
  private final IntTuple.Int[] origin;
  /** Per component, its strides (the coefficients of {@code @j}) in flattened order. */
  private final List<List<IntTuple.Int>> coefficients = new ArrayList<>();
  /** The extents of {@code bounds}' leaves, for {@link #inBounds} without allocation. */
  private final int[] extents;

  private IdentityLayout(IntTuple bounds, BasisEncoding encoding, Layout[] components,
      IntTuple.Int[] origin) {
    this.bounds = bounds;
    this.encoding = encoding;
    this.components = components;
    this.origin = origin;
    for (Layout component : components) {
      coefficients.add(component.stride().flatten());
    }
    this.extents = bounds.flatten().stream().mapToInt(IntTuple.Int::value).toArray();
  }

  static IdentityLayout of(IntTuple shape) {
    if (shape == null) {
      throw new IllegalArgumentException("the shape of an identity tensor must not be null");
    }
    BasisEncoding encoding = BasisEncoding.of(shape);
    int leaves = encoding.leaves();
    Layout[] components = new Layout[leaves];
    IntTuple.Int[] origin = new IntTuple.Int[leaves];
    for (int j = 0; j < leaves; j++) {
      List<IntTuple.Int> unit = new ArrayList<>();
      for (int l = 0; l < leaves; l++) {
        unit.add(IntTuple.ofStatic(l == j ? 1 : 0));
      }
      components[j] = Layout.of(shape, Tuples.shaped(shape, unit));
      origin[j] = IntTuple.ofStatic(0);
    }
    return new IdentityLayout(shape, encoding, components, origin);
  }

  /** The shape the coordinates belong to: the identity tensor's, for every view. */
  IntTuple bounds() {
    return bounds;
  }

  /** CuTe's {@code ArithTuple} start of the view: the coordinate of its element 0's origin. */
  IntTuple origin() {
    return Tuples.shaped(bounds, List.of(origin));
  }

  @Override
  public IntTuple shape() {
    return components[0].shape();
  }

  /** The coordinate at one 1-D index of the view. */
  IntTuple element(int i) {
    int[] values = new int[origin.length];
    for (int j = 0; j < values.length; j++) {
      values[j] = origin[j].value() + components[j].index(i);
    }
    return coordinate(values, StaticLeaves.ofIndex(shape()));
  }

  /** The coordinate at one coordinate per mode or per leaf of the view. */
  IntTuple element(int[] coords) {
    int[] values = new int[origin.length];
    for (int j = 0; j < values.length; j++) {
      values[j] = origin[j].value() + components[j].index(coords);
    }
    boolean perLeaf = coords.length != shape().rank();
    return coordinate(values, perLeaf ? new boolean[coords.length] : StaticLeaves.ofModes(shape()));
  }

  /** The coordinate at a hierarchical coordinate of the view. */
  IntTuple element(IntTuple coord) {
    int[] values = new int[origin.length];
    for (int j = 0; j < values.length; j++) {
      values[j] = origin[j].value() + components[j].index(coord);
    }
    return coordinate(values, StaticLeaves.of(coord, shape()));
  }

  /** CuTe's {@code elem_less(tensor(i), shape)}: every leaf of the coordinate below its extent. */
  boolean inBounds(int i) {
    for (int j = 0; j < origin.length; j++) {
      int c = origin[j].value() + components[j].index(i);
      if (c < 0 || c >= extents[j]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The coordinate with the static leaves CuTe's arithmetic types give it: leaf j is static when its
   * origin is and every term {@code coord_l * c@j} is ({@link #isStaticTerm}).
   */
  private IntTuple coordinate(int[] values, boolean[] staticCoords) {
    List<IntTuple.Int> leaves = new ArrayList<>(values.length);
    for (int j = 0; j < values.length; j++) {
      boolean isStatic = origin[j].isStatic();
      for (int l = 0; l < staticCoords.length; l++) {
        isStatic &= isStaticTerm(coefficients.get(j).get(l), staticCoords[l]);
      }
      leaves.add(new IntTuple.Int(values[j], isStatic));
    }
    return Tuples.shaped(bounds, leaves);
  }

  /**
   * Whether {@code coordinate * c@j} is static in CuTe: a static {@code _0} coefficient makes it
   * {@code _0}, otherwise both must be static.
   */
  private static boolean isStaticTerm(IntTuple.Int coefficient, boolean staticCoordinate) {
    return coefficient.isStatic() && (coefficient.value() == 0 || staticCoordinate);
  }

  @Override
  public IdentityLayout compose(Tiler tiler) {
    return onCarriers(l -> l.compose(tiler));
  }

  @Override
  public IdentityLayout divide(Division division, Tiler tiler) {
    return onCarriers(l -> division.of(l, tiler));
  }

  @Override
  public IdentityLayout slice(IntTuple coord) {
    Layout[] sliced = new Layout[components.length];
    IntTuple.Int[] moved = new IntTuple.Int[components.length];
    for (int j = 0; j < components.length; j++) {
      SlicedLayout s = components[j].sliceAndOffset(coord);
      sliced[j] = s.layout();
      long value = (long) origin[j].value() + s.offset();
      if (value != (int) value) {
        throw new IllegalArgumentException("the origin coordinate " + origin[j].value() + " + "
            + s.offset() + " of the slice does not fit in an int");
      }
      moved[j] = IntTuple.of((int) value);
    }
    int leaves = components[0].leafCount();
    boolean[] fixed = new boolean[leaves];
    boolean[] staticCoords = new boolean[leaves];
    StaticLeaves.ofSlice(coord, shape(), fixed, staticCoords, new int[] {0});
    for (int j = 0; j < components.length; j++) {
      boolean isStatic = origin[j].isStatic();
      for (int l = 0; l < leaves; l++) {
        isStatic &= !fixed[l] || isStaticTerm(coefficients.get(j).get(l), staticCoords[l]);
      }
      moved[j] = new IntTuple.Int(moved[j].value(), isStatic);
    }
    return new IdentityLayout(bounds, encoding, sliced, moved);
  }

  /** The operation on both carriers, decoded; refused when they do not decode alike. */
  private IdentityLayout onCarriers(UnaryOperator<Layout> operation) {
    Layout first = encoding.carrier(components, false);
    Layout result;
    try {
      result = operation.apply(first);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("on " + Quote.abbreviate(first.toString())
          + ", the integer form of the identity layout " + Quote.abbreviate(layoutText())
          + ": " + e.getMessage(), e);
    }
    Layout[] decoded;
    try {
      decoded = encoding.decode(result, operation.apply(encoding.carrier(components, true)));
    } catch (IllegalArgumentException e) {
      decoded = null;
    }
    if (decoded == null) {
      throw new IllegalArgumentException("the view " + Quote.abbreviate(result.toString())
          + " of the identity layout " + Quote.abbreviate(layoutText()) + " reaches coordinates"
          + " too large to tell its " + components.length + " leaves apart in an int: the shape "
          + Quote.abbreviate(bounds.toString()) + " leaves each leaf about "
          + (30 / components.length) + " bits");
    }
    return new IdentityLayout(bounds, encoding, decoded, origin);
  }

  /** The layout as CuTe prints it: strides {@code c@j}, {@code @} indices innermost first. */
  String layoutText() {
    List<String> strides = new ArrayList<>();
    List<String> bases = basisSuffixes(bounds, "");
    for (int l = 0; l < components[0].leafCount(); l++) {
      String text = coefficients.get(0).get(l).toString();
      for (int j = 0; j < components.length; j++) {
        IntTuple.Int c = coefficients.get(j).get(l);
        if (c.value() != 0) {
          text = c + bases.get(j);
        }
      }
      strides.add(text);
    }
    return shape() + ":" + Tuples.<String>shaped(shape(), strides,
        parts -> "(" + String.join(",", parts) + ")");
  }

  /** {@code "@0"}, {@code "@0@1"}, ...: CuTe prints a basis element's mode path in reverse. */
  private static List<String> basisSuffixes(IntTuple shape, String suffix) {
    List<String> out = new ArrayList<>();
    if (shape instanceof IntTuple.Tuple t) {
      for (int i = 0; i < t.rank(); i++) {
        out.addAll(basisSuffixes(t.elements().get(i), "@" + i + suffix));
      }
    } else {
      out.add(suffix);
    }
    return out;
  }

  /** CuTe's {@code print(tensor)}: {@code ArithTuple(_0,_0) o (_5,_6):(_1@0,_1@1)}. */
  @Override
  public String toString() {
    return "ArithTuple" + origin() + " o " + layoutText();
  }
}
