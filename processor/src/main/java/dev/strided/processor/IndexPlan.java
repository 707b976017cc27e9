package dev.strided.processor;

import dev.strided.core.Symbol;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides the terms of every index overload: the 1-D form over the coalesced layout, one coordinate
 * per top-level mode (a tuple mode coalesced, then split with {@code /} and {@code %}, its last
 * non-trivial leaf unreduced), and one coordinate per leaf. Terms with stride 0 or static extent 1 are dropped; an
 * overload whose arity another already has is not generated (it would be the same function).
 *
 * <pre>{@code
 * // (2,(3,4)):(1,(2,6)) gives
 * //   index(c)             c                               (coalesced: 24:1)
 * //   index(c0, c1)        c0 + c1 * 2                     (mode 1 coalesced: 12:2)
 * //   index(c0, c1, c2)    c0 + c1 * 2 + c2 * 6
 * }</pre>
 */
final class IndexPlan {
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
    int rank = layout.shape() instanceof SymbolicTuple.Node n ? n.elements().size() : 1;
    List<LayoutModel.IndexMethod> methods = new ArrayList<>();
    methods.add(new LayoutModel.IndexMethod("1-D", List.of("c"),
        split("c", coalesce(leaves), operands),
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
        terms.addAll(split(p, coalesce(mode), operands));
        bounds.add(new LayoutModel.Bound(p, operands.of(extents(mode)), "mode " + m));
      }
      methods.add(new LayoutModel.IndexMethod("mode", params, terms, bounds));
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
      methods.add(new LayoutModel.IndexMethod("leaf", params, terms, bounds));
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
    List<Leaf> out = new ArrayList<>();
    for (Leaf leaf : leaves) {
      if (isOne(leaf.extent())) {
        continue;
      }
      if (!out.isEmpty()) {
        Leaf last = out.get(out.size() - 1);
        try {
          if (leaf.stride().equals(last.extent().times(last.stride()))) {
            List<Symbol> factors = new ArrayList<>(last.extentFactors());
            factors.addAll(leaf.extentFactors());
            out.set(out.size() - 1, new Leaf(factors, last.extent().times(leaf.extent()),
                last.stride(), last.what()));
            continue;
          }
        } catch (ArithmeticException e) {
          // not mergeable: keep the leaf separate
        }
      }
      out.add(leaf);
    }
    return out;
  }

  /** The terms of one coordinate split colexicographically over some leaves. */
  private static List<LayoutModel.Term> split(String p, List<Leaf> mode, Operands operands) {
    List<Leaf> real = new ArrayList<>();
    for (Leaf leaf : mode) {
      if (!isOne(leaf.extent())) {
        real.add(leaf);
      }
    }
    List<LayoutModel.Term> terms = new ArrayList<>();
    List<Symbol> before = new ArrayList<>();
    for (int j = 0; j < real.size(); j++) {
      Leaf leaf = real.get(j);
      Operand stride = operands.of(leaf.stride());
      if (!stride.isZero()) {
        Operand divisor = before.isEmpty() ? null : operands.of(before);
        Operand modulus = j == real.size() - 1 ? null : operands.of(leaf.extentFactors());
        terms.add(new LayoutModel.Term(p, divisor, modulus, stride));
      }
      before.addAll(leaf.extentFactors());
    }
    return terms;
  }

  private static List<Symbol> extents(List<Leaf> leaves) {
    List<Symbol> out = new ArrayList<>();
    for (Leaf leaf : leaves) {
      out.addAll(leaf.extentFactors());
    }
    return out;
  }

  private static boolean isOne(Symbol m) {
    return m.equals(Symbol.constant(1));
  }
}
