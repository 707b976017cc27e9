package dev.strided;

import dev.strided.IntTuple.Int;
import dev.strided.core.Domain;
import dev.strided.core.Pair;
import dev.strided.core.Policy;
import dev.strided.core.Tiling;
import dev.strided.core.ValueArithmetic;
import java.util.ArrayList;
import java.util.List;

/**
 * The core's algebra on the runtime's own trees: {@link IntTuple} seen as a tree without copies (an
 * {@link Int} is a leaf), leaves as values with C++'s rounding up of overhanging tiles.
 */
final class IntTupleDomain extends ValueArithmetic<Int> implements Domain<IntTuple, Int> {
  static final IntTupleDomain INSTANCE = new IntTupleDomain();

  private IntTupleDomain() {
    super(Policy.ROUND_UP);
  }

  @Override
  protected int value(Int leaf) {
    return leaf.value();
  }

  @Override
  public boolean isStatic(Int leaf) {
    return leaf.isStatic();
  }

  @Override
  protected Int make(int value, boolean isStatic) {
    return new Int(value, isStatic);
  }

  @Override
  public boolean isLeaf(IntTuple tree) {
    return tree instanceof Int;
  }

  @Override
  public Int leaf(IntTuple tree) {
    return (Int) tree;
  }

  @Override
  public List<IntTuple> elements(IntTuple tuple) {
    if (tuple instanceof IntTuple.Tuple t) {
      return t.elements();
    }
    throw Values.notAnInteger("a layout's shape or stride");
  }

  @Override
  public IntTuple ofLeaf(Int leaf) {
    return leaf;
  }

  @Override
  public IntTuple tuple(List<IntTuple> elements) {
    return new IntTuple.Tuple(elements);
  }

  static Pair<IntTuple> pair(Layout layout) {
    return new Pair<>(layout.shape(), layout.stride());
  }

  static Layout layout(Pair<IntTuple> pair) {
    return Layout.of(pair.shape(), pair.stride());
  }

  /** The tiler as the core's tiling; a layout is its shape and stride. */
  static Tiling<IntTuple, Int> tiling(Tiler tiler) {
    if (tiler instanceof Tiler.Keep) {
      return new Tiling.Keep<>();
    }
    if (tiler instanceof Tiler.Extent e) {
      return new Tiling.Extent<>(e.extent());
    }
    if (tiler instanceof Layout l) {
      return new Tiling.Of<>(pair(l));
    }
    List<Tiler> modes = ((Tiler.ByMode) tiler).modes();
    List<Tiling<IntTuple, Int>> tilings = new ArrayList<>(modes.size());
    for (Tiler t : modes) {
      tilings.add(tiling(t));
    }
    return new Tiling.ByMode<>(tilings);
  }
}
