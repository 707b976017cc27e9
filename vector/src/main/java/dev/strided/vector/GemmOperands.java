package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.tensor.FloatTensor;

/**
 * A GEMM's operands in the form {@link GemmPlan} blocks: each mode coalesced to a single leaf
 * (by-mode {@code coalesce}), C contiguous along its second mode. A C contiguous along M is read
 * as the transposed problem {@code Cᵀ(n,m) += Σ B(n,k)·A(m,k)} (its modes swapped by
 * {@code concat}, A and B exchanged); an operand whose modes do not coalesce to single leaves, or
 * that is swizzled, is copied into a compact tensor first (and C copied back by {@link #finish}).
 *
 * <pre>{@code GemmOperands ops = GemmOperands.of(a, b, c); ... ops.finish();}</pre>
 *
 * @param a the normalized A {@code (M,K)}
 * @param b the normalized B {@code (N,K)}
 * @param c the normalized C {@code (M,N)}, its second mode of stride 1
 * @param result the caller's C when {@code c} is a compact copy of it, else null
 * @param swapped whether {@code a} is the caller's B and {@code b} its A (the transposed problem)
 * @param copied whether an operand was copied into a compact tensor
 */
record GemmOperands(FloatTensor a, FloatTensor b, FloatTensor c, FloatTensor result,
    boolean swapped, boolean copied) {
  private static final IntTuple BY_MODE = IntTuple.of(IntTuple.of(1), IntTuple.of(1));

  static GemmOperands of(FloatTensor a, FloatTensor b, FloatTensor c) {
    FloatTensor na = flatOrCompact(a, true);
    FloatTensor nb = flatOrCompact(b, false);
    boolean copied = na.data() != a.data() || nb.data() != b.data();
    FloatTensor nc = flat(c);
    if (nc != null && unit(nc.layout(), 1)) {
      return new GemmOperands(na, nb, nc, null, false, copied);
    }
    if (nc != null && unit(nc.layout(), 0)) {
      Layout l = nc.layout();
      FloatTensor transposed = FloatTensor.of(nc.data(), nc.offset(),
          Layout.concat(l.get(1), l.get(0)));
      return new GemmOperands(nb, na, transposed, null, true, copied);
    }
    FloatTensor compact = compact(c, true);
    return new GemmOperands(na, nb, compact, c, false, true);
  }

  /** The tensor over the same elements with each mode one leaf, or null if it has none such. */
  private static FloatTensor flat(FloatTensor t) {
    if (t.isSwizzled()) {
      return null;
    }
    Layout byMode = t.layout().coalesce(BY_MODE);
    if (byMode.shape(0) instanceof IntTuple.Int && byMode.shape(1) instanceof IntTuple.Int) {
      return FloatTensor.of(t.data(), t.offset(), byMode);
    }
    return null;
  }

  private static FloatTensor flatOrCompact(FloatTensor t, boolean rowMajor) {
    FloatTensor flat = flat(t);
    return flat != null ? flat : compact(t, rowMajor);
  }

  /** A compact copy with two flat modes: row-major (contiguous along mode 1) or column-major. */
  private static FloatTensor compact(FloatTensor t, boolean rowMajor) {
    IntTuple shape = IntTuple.of(IntTuple.of(t.shape().get(0).size()),
        IntTuple.of(t.shape().get(1).size()));
    FloatTensor compact = FloatTensor.allocate(rowMajor ? Layout.rowMajor(shape)
        : Layout.columnMajor(shape));
    Copy.copy(t, compact);
    return compact;
  }

  private static boolean unit(Layout l, int mode) {
    return ((IntTuple.Int) l.stride(mode)).value() == 1;
  }

  /** Copies the compact C back into the caller's C, if there is one. */
  void finish() {
    if (result != null) {
      Copy.copy(c, result);
    }
  }
}
