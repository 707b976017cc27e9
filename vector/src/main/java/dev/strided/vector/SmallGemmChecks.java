package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;
import dev.strided.tensor.IndexRange;

/**
 * What {@link SmallGemm} refuses, one sentence each: at planning, null layouts, ranks other than
 * all 2 or all 3, dynamic extents of M, N or K, extents that do not match, modes that are not one
 * stride, a C that maps two coordinates to one element; at a call, null arrays, offsets at which a
 * layout reaches outside its array, a C that meets A or B in one array, tensors not of the plan.
 *
 * <pre>{@code SmallGemmChecks.check(Layout.parse("(8,_8):(8,_1)"), b, c);
 * // IllegalArgumentException: SmallGemm needs static extents: A (8,_8) has a dynamic M (8); ...}</pre>
 */
final class SmallGemmChecks {
  private static final String[] A_MODES = {"M", "K", "L"};
  private static final String[] B_MODES = {"N", "K", "L"};
  private static final String[] C_MODES = {"M", "N", "L"};

  private SmallGemmChecks() {}

  static void check(Layout a, Layout b, Layout c) {
    if (a == null || b == null || c == null) {
      throw new IllegalArgumentException("SmallGemm needs the layouts of A, B and C: "
          + (a == null ? "A" : b == null ? "B" : "C") + "'s is null");
    }
    int rank = a.rank();
    if ((rank != 2 && rank != 3) || b.rank() != rank || c.rank() != rank) {
      throw new IllegalArgumentException("SmallGemm needs A (M,K), B (N,K) and C (M,N), or all "
          + "three with a batch mode L: A " + a + ", B " + b + " and C " + c + " have "
          + a.rank() + ", " + b.rank() + " and " + c.rank() + " modes");
    }
    staticModes(a, "A", A_MODES);
    staticModes(b, "B", B_MODES);
    staticModes(c, "C", C_MODES);
    String sizes = "A " + a.shape() + ", B " + b.shape() + ", C " + c.shape();
    if (a.size(1) != b.size(1)) {
      throw new IllegalArgumentException("SmallGemm's K differs between A and B: " + sizes);
    }
    if (a.size(0) != c.size(0)) {
      throw new IllegalArgumentException("SmallGemm's M differs between A and C: " + sizes);
    }
    if (b.size(0) != c.size(1)) {
      throw new IllegalArgumentException("SmallGemm's N differs between B and C: " + sizes);
    }
    if (rank == 3 && (a.size(2) != c.size(2) || b.size(2) != c.size(2))) {
      throw new IllegalArgumentException("SmallGemm's batch L differs among A, B and C: " + sizes);
    }
    if (!c.isInjective()) {
      throw new IllegalArgumentException("SmallGemm's C " + c + " maps two coordinates to one "
          + "element: each C(m,n) must be an element of its own");
    }
  }

  private static void staticModes(Layout l, String name, String[] modes) {
    for (int mode = 0; mode < 2; mode++) {
      if (!l.shape(mode).isStatic()) {
        throw new IllegalArgumentException("SmallGemm needs static extents: " + name + " "
            + l.shape() + " has a dynamic " + modes[mode] + " (" + l.shape(mode) + "); write it "
            + "as _" + l.size(mode) + ", or call Gemm.gemm, which takes any extents");
      }
    }
  }

  /** The layout of three modes, each one leaf (a batch mode {@code 1:0} added to two). */
  static Layout flat(Layout l, String name) {
    Layout three = l.rank() == 3 ? l
        : Layout.concat(l.get(0), l.get(1), Layout.of(IntTuple.of(1), IntTuple.of(0)));
    Layout flat = three.coalesce(IntTuple.of(IntTuple.of(1), IntTuple.of(1), IntTuple.of(1)));
    for (int mode = 0; mode < 3; mode++) {
      if (!(flat.shape(mode) instanceof IntTuple.Int)) {
        throw new IllegalArgumentException("SmallGemm needs each mode of one stride: " + name
            + "'s mode " + mode + " in " + l + " does not coalesce to one (" + flat.get(mode)
            + "); copy it into a flat layout, or call Gemm.gemm, which takes any layout");
      }
    }
    return flat;
  }

  static void inside(float[] data, int offset, IndexRange range, String name) {
    if (data == null) {
      throw new IllegalArgumentException("SmallGemm's " + name + " array is null");
    }
    if (offset + range.min() < 0 || offset + range.max() >= data.length) {
      throw new IllegalArgumentException("SmallGemm's " + name + " at offset " + offset
          + " reaches elements " + (offset + range.min()) + " to " + (offset + range.max())
          + ", outside its float[" + data.length + "]");
    }
  }

  static void apart(float[] c, int cOffset, IndexRange rc, float[] operand, int offset,
      IndexRange range, String name) {
    if (c == operand && rc.plus(cOffset).meets(range.plus(offset))) {
      throw new IllegalArgumentException("SmallGemm's C must not overlap " + name + ": both are in"
          + " one float[" + c.length + "], C at elements " + (cOffset + rc.min()) + " to "
          + (cOffset + rc.max()) + ", " + name + " at " + (offset + range.min()) + " to "
          + (offset + range.max()));
    }
  }

  static void planned(FloatTensor t, Layout layout, String name) {
    if (t == null) {
      throw new IllegalArgumentException("SmallGemm's " + name + " tensor is null");
    }
    if (t.isSwizzled() || !t.layout().equals(layout)) {
      throw new IllegalArgumentException("SmallGemm's " + name + " " + t + " is not of the plan's"
          + " layout " + layout + ": make a plan of its layout with SmallGemm.of");
    }
  }
}
