package dev.strided.tensor;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.core.Quote;
import java.util.ArrayList;
import java.util.List;

/**
 * An identity tensor's strides are CuTe's basis elements {@code c@j} (c times the unit coordinate of
 * leaf j of the shape); the algebra works on integer strides, so a view of an identity tensor is
 * computed on a carrier layout whose stride {@code c@j} is the integer {@code c << shift[j]}, each
 * leaf's coordinates in bits of their own. The structural decisions the algebra takes on the
 * carrier (what merges, what divides, which piece is exact) are those it would take on the basis
 * elements as long as no coefficient reaches the next leaf's bits; so every operation runs on two
 * carriers, the second giving leaf j one more bit, and is accepted only when both decode to the same
 * basis elements: an integer result stride {@code v} that decodes to {@code c@j} in both satisfies
 * {@code v = c << shift[j]} and {@code v' = c << (shift[j] + j)}, which fixes j and c.
 *
 * <pre>{@code BasisEncoding.of(IntTuple.parse("(_5,_6)")).carrier(components, false);   // (_5,_6):(_1,_16384)}</pre>
 */
final class BasisEncoding {
  /** The carrier's cosize stays below 2^30, so every carrier stride and index fits in an int. */
  private static final int BITS = 30;

  private final int[] shift;

  private BasisEncoding(int[] shift) {
    this.shift = shift;
  }

  /** Bits for each leaf: its extent's, and the rest of 30 bits shared out as headroom for tiles. */
  static BasisEncoding of(IntTuple shape) {
    List<IntTuple.Int> extents = shape.flatten();
    int leaves = extents.size();
    int[] need = new int[leaves];
    int needed = 0;
    for (int j = 0; j < leaves; j++) {
      need[j] = 32 - Integer.numberOfLeadingZeros(extents.get(j).value());
      needed += need[j];
    }
    int spare = BITS - leaves - needed;
    if (spare < leaves) {
      throw new IllegalArgumentException("the identity tensor of shape " + Quote.abbreviate(
          shape.toString()) + " is too large for its views: its coordinates take " + needed
          + " bits, and " + BITS + " bits hold at most " + (BITS - 2 * leaves) + " for " + leaves
          + " coordinates");
    }
    int[] shift = new int[leaves];
    for (int j = 1; j < leaves; j++) {
      int bits = need[j - 1] + spare / leaves + (j - 1 < spare % leaves ? 1 : 0);
      shift[j] = shift[j - 1] + bits;
    }
    return new BasisEncoding(shift);
  }

  int leaves() {
    return shift.length;
  }

  /**
   * The carrier of a view whose component layouts (one per leaf, the same shape, each stride the
   * coefficient of its leaf's basis element or 0) are {@code components}.
   */
  Layout carrier(Layout[] components, boolean second) {
    List<List<IntTuple.Int>> coefficients = new ArrayList<>();
    for (Layout component : components) {
      coefficients.add(component.stride().flatten());
    }
    List<IntTuple.Int> strides = new ArrayList<>();
    for (int l = 0; l < components[0].leafCount(); l++) {
      IntTuple.Int stride = IntTuple.ofStatic(0);
      for (int j = 0; j < components.length; j++) {
        IntTuple.Int c = coefficients.get(j).get(l);
        if (c.value() != 0 || !c.isStatic()) {
          stride = new IntTuple.Int(c.value() << shift(j, second), c.isStatic());
        }
      }
      strides.add(stride);
    }
    return Layout.of(components[0].shape(), Tuples.shaped(components[0].shape(), strides));
  }

  /**
   * The component layouts of two carriers' results, or null when they differ in shape or a stride
   * does not decode to one basis element, the same in both.
   */
  Layout[] decode(Layout first, Layout second) {
    if (!first.shape().equals(second.shape())) {
      return null;
    }
    List<IntTuple.Int> a = first.stride().flatten();
    List<IntTuple.Int> b = second.stride().flatten();
    List<List<IntTuple.Int>> strides = new ArrayList<>();
    for (int j = 0; j < leaves(); j++) {
      strides.add(new ArrayList<>());
    }
    for (int l = 0; l < a.size(); l++) {
      int leaf = leafOf(a.get(l).value(), false);
      if (leaf != leafOf(b.get(l).value(), true) || leaf >= 0
          && coefficient(a.get(l).value(), leaf, false) != coefficient(b.get(l).value(), leaf, true)
          || leaf == -2) {
        return null;
      }
      for (int j = 0; j < leaves(); j++) {
        IntTuple.Int s = a.get(l);
        strides.get(j).add(j == leaf ? new IntTuple.Int(coefficient(s.value(), j, false),
            s.isStatic()) : leaf < 0 ? s : IntTuple.ofStatic(0));
      }
    }
    Layout[] components = new Layout[leaves()];
    for (int j = 0; j < leaves(); j++) {
      components[j] = Layout.of(first.shape(), Tuples.shaped(first.shape(), strides.get(j)));
    }
    return components;
  }

  /** The leaf whose bits hold all of {@code |v|}'s set bits; -1 for 0, -2 for none. */
  private int leafOf(int v, boolean second) {
    if (v == 0) {
      return -1;
    }
    long magnitude = Math.abs((long) v);
    int low = Long.numberOfTrailingZeros(magnitude);
    int high = 63 - Long.numberOfLeadingZeros(magnitude);
    for (int j = leaves() - 1; j >= 0; j--) {
      if (low >= shift(j, second)) {
        boolean fits = j == leaves() - 1 || high < shift(j + 1, second);
        return fits ? j : -2;
      }
    }
    return -2;
  }

  private int coefficient(int v, int leaf, boolean second) {
    return v >> shift(leaf, second);
  }

  private int shift(int leaf, boolean second) {
    return shift[leaf] + (second ? leaf : 0);
  }
}
