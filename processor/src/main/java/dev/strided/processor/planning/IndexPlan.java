package dev.strided.processor.planning;

import dev.strided.core.Runs;
import dev.strided.core.SplitTerms;
import dev.strided.core.Symbol;
import dev.strided.processor.model.CheckedLayout;
import dev.strided.processor.model.LayoutModel;
import dev.strided.processor.model.LeafPath;
import dev.strided.processor.model.Operand;
import dev.strided.processor.model.SymbolicTuple;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Decides the terms of every index overload: the 1-D form over the coalesced layout, one coordinate
 * per top-level mode (a tuple mode coalesced, then split with {@code /} and {@code %}, its last
 * non-trivial leaf unreduced), and one coordinate per leaf. Terms with stride 0 or static extent 1 are dropped; an
 * overload whose arity another already has is not generated (it would be the same function).
 *
 * <p>A coordinate that coalesces into one run of several leaves with a static stride other than
 * ±1 is split again after the run's first leaf when that leaf's extent is a static power of two
 * (int indices only):
 * {@code (c & 15) * 16 + (c >>> 4) * 256}, not {@code c * 16}. Both are the same function on every
 * int (modulo 2<sup>32</sup>), but C2 moves the constant of a coordinate such as {@code a[i] + 32}
 * out of {@code c * 16} and into a loop's running sum, and then does not vectorize the loop; a mask
 * or a shift right keeps it inside (docs/performance.md, "Index expressions C2 vectorizes").
 *
 * <pre>{@code
 * // (2,(3,4)):(1,(2,6)) gives
 * //   index(c)             c                               (coalesced: 24:1)
 * //   index(c0, c1)        c0 + c1 * 2                     (mode 1 coalesced: 12:2)
 * //   index(c0, c1, c2)    c0 + c1 * 2 + c2 * 6
 * // ((16,MB),(16,NB)):((16,256),(1,256*MB)) gives index(c0, c1)
 * //   (c0 & 15) * 16 + (c0 >>> 4) * 256 + (c1 & 15) + (c1 >>> 4) * MB_x256
 * }</pre>
 */
final class IndexPlan {
  /** Static extent 1 is dropped; a product beyond long does not merge. */
  private static final Runs.Rule<Symbol> RUNS = new Runs.Rule<>() {
    @Override
    public boolean isOne(Symbol extent) {
      return IndexPlan.isOne(extent);
    }

    @Override
    public boolean continues(Symbol extent, Symbol stride, Symbol next) {
      try {
        return next.equals(extent.times(stride));
      } catch (ArithmeticException e) {
        return false;
      }
    }
  };

  /** Static extent 1 has no term; static stride 0 has none either. */
  private static final SplitTerms.Rule<Symbol> SPLIT = new SplitTerms.Rule<>() {
    @Override
    public boolean isOne(Symbol extent) {
      return IndexPlan.isOne(extent);
    }

    @Override
    public boolean isZero(Symbol stride) {
      return stride.isZero();
    }
  };

  private IndexPlan() {}

  /**
   * A leaf (or a run of coalesced leaves).
   *
   * @param extentFactors the leaf extents multiplied into this extent
   * @param extent their product
   * @param stride the stride
   * @param what the mode in words, for bounds
   */
  record Leaf(List<Symbol> extentFactors, Symbol extent, Symbol stride, String what) {}

  /**
   * The overloads.
   *
   * @param layout the checked layout
   * @param operands the operand converter
   * @return 1-D, then per mode (if rank is not 1), then per leaf (if it has another arity)
   */
  static List<LayoutModel.IndexMethod> plan(CheckedLayout layout, Operands operands) {
    List<LeafPath> shape = LeafPath.of(layout.shape());
    List<SymbolicTuple.Leaf> stride = layout.stride().leaves();
    List<Leaf> leaves = new ArrayList<>();
    for (int k = 0; k < shape.size(); k++) {
      Symbol s = shape.get(k).leaf().value();
      leaves.add(new Leaf(List.of(s), s, stride.get(k).value(), shape.get(k).where()));
    }
    int rank = layout.shape().modes().size();
    List<LayoutModel.IndexMethod> methods = new ArrayList<>();
    methods.add(new LayoutModel.IndexMethod(LayoutModel.IndexForm.ONE_D, List.of("c"),
        split("c", runs(leaves, layout), operands),
        List.of(new LayoutModel.Bound("c", operands.of(extents(leaves)), "the layout"))));
    if (rank != 1) {
      List<String> params = new ArrayList<>();
      List<LayoutModel.Term> terms = new ArrayList<>();
      List<LayoutModel.Bound> bounds = new ArrayList<>();
      for (int m = 0; m < rank; m++) {
        List<Leaf> mode = new ArrayList<>();
        for (int k = 0; k < shape.size(); k++) {
          if (shape.get(k).path().get(0) == m) {
            mode.add(leaves.get(k));
          }
        }
        String p = "c" + m;
        params.add(p);
        // merging contiguous leaves keeps the function on every coordinate >= 0, beyond the extent too
        terms.addAll(split(p, runs(mode, layout), operands));
        bounds.add(new LayoutModel.Bound(p, operands.of(extents(mode)), "mode " + m));
      }
      methods.add(new LayoutModel.IndexMethod(LayoutModel.IndexForm.PER_MODE, params, terms, bounds));
    }
    if (leaves.size() != rank && leaves.size() != 1) {
      List<String> params = new ArrayList<>();
      List<LayoutModel.Term> terms = new ArrayList<>();
      List<LayoutModel.Bound> bounds = new ArrayList<>();
      for (int k = 0; k < leaves.size(); k++) {
        String p = "c" + k;
        params.add(p);
        terms.addAll(split(p, List.of(leaves.get(k)), operands));
        bounds.add(new LayoutModel.Bound(p, operands.of(leaves.get(k).extent()),
            leaves.get(k).what()));
      }
      methods.add(new LayoutModel.IndexMethod(LayoutModel.IndexForm.PER_LEAF, params, terms, bounds));
    }
    return methods;
  }

  /**
   * CuTe's coalesce on flattened leaves: drop static extent-1 leaves, merge a leaf into the previous
   * one when its stride is the previous extent times the previous stride (symbolically).
   *
   * @param leaves the flattened leaves
   * @return the coalesced leaves (possibly empty: the index is always 0)
   */
  static List<Leaf> coalesce(List<Leaf> leaves) {
    Runs runs = Runs.of(values(leaves, Leaf::extent), values(leaves, Leaf::stride), RUNS);
    List<Leaf> out = new ArrayList<>();
    for (int r = 0; r < runs.count(); r++) {
      Leaf first = leaves.get(runs.leaf(runs.start(r)));
      List<Symbol> factors = new ArrayList<>(first.extentFactors());
      Symbol extent = first.extent();
      for (int i = runs.start(r) + 1; i < runs.start(r + 1); i++) {
        Leaf next = leaves.get(runs.leaf(i));
        factors.addAll(next.extentFactors());
        extent = extent.times(next.extent());
      }
      out.add(new Leaf(factors, extent, first.stride(), first.what()));
    }
    return out;
  }

  /**
   * The coalesced leaves of one coordinate, a single run of several leaves with a static stride
   * other than ±1 split again after its first leaf when that extent is a static power of two: its
   * term would be linear in the coordinate ({@code c * 16}), which lets C2 take a constant added to
   * the coordinate out of the index (see the class description). A stride of ±1 stays linear, so
   * that a loop over the coordinate keeps a contiguous address; long indices stay linear (the split
   * is the same function only modulo 2<sup>32</sup>, and C2 vectorizes no long sum on JDK 17).
   */
  private static List<Leaf> runs(List<Leaf> leaves, CheckedLayout layout) {
    List<Leaf> runs = coalesce(leaves);
    if (layout.request().longIndex() || runs.size() != 1
        || runs.get(0).extentFactors().size() < 2) {
      return runs;
    }
    Leaf run = runs.get(0);
    Symbol first = run.extentFactors().get(0);
    long s = run.stride().coefficient();
    boolean linear = run.stride().isStatic() && s != 0 && s != 1 && s != -1;
    boolean maskable = first.isStatic() && first.coefficient() > 1
        && Long.bitCount(first.coefficient()) == 1;
    if (!linear || !maskable) {
      return runs;
    }
    List<Symbol> rest = run.extentFactors().subList(1, run.extentFactors().size());
    Symbol restExtent = rest.stream().reduce(Symbol.constant(1), Symbol::times);
    return List.of(new Leaf(List.of(first), first, run.stride(), run.what()),
        new Leaf(rest, restExtent, first.times(run.stride()), run.what()));
  }

  /** The terms of one coordinate split colexicographically over some leaves. */
  private static List<LayoutModel.Term> split(String p, List<Leaf> mode, Operands operands) {
    List<LayoutModel.Term> terms = new ArrayList<>();
    List<SplitTerms.Term> split =
        SplitTerms.of(values(mode, Leaf::extent), values(mode, Leaf::stride), SPLIT);
    for (SplitTerms.Term t : split) {
      Leaf leaf = mode.get(t.leaf());
      List<Symbol> before = new ArrayList<>();
      t.before().forEach(j -> before.addAll(mode.get(j).extentFactors()));
      Operand divisor = before.isEmpty() ? null : operands.of(before);
      Operand modulus = t.last() ? null : operands.of(leaf.extentFactors());
      terms.add(new LayoutModel.Term(p, divisor, modulus, operands.of(leaf.stride())));
    }
    return terms;
  }

  /** One part (extent or stride) of each leaf. */
  private static List<Symbol> values(List<Leaf> leaves, Function<Leaf, Symbol> part) {
    List<Symbol> out = new ArrayList<>();
    for (Leaf leaf : leaves) {
      out.add(part.apply(leaf));
    }
    return out;
  }

  private static List<Symbol> extents(List<Leaf> leaves) {
    List<Symbol> out = new ArrayList<>();
    for (Leaf leaf : leaves) {
      out.addAll(leaf.extentFactors());
    }
    return out;
  }

  private static boolean isOne(Symbol m) {
    return m.isConstant() && m.coefficient() == 1; // static or dynamic: index code folds both
  }
}
