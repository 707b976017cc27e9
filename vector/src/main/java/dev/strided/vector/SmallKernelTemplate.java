package dev.strided.vector;

import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The template of {@link SmallKernel}s: {@link SmallKernels} defines a hidden class from this
 * class's bytes for each {@link SmallBlocking}, whose components this class's static finals read
 * from the hidden class's class data. C2 folds a static final, so each hidden class runs with its
 * extents, strides, register block and species as constants: the unused accumulators and the
 * branches on strides are gone, the index arithmetic is constant displacements, and the trip counts
 * are known. The template itself is never initialized (it has no class data).
 *
 * <p>A register block of C is {@code BR} rows × {@code BV} vectors: accumulators
 * {@code c0..c15}, the {@code i}-th at row {@code i / BV} and vector {@code i % BV}, from zero
 * over every step of K (a vector of X per block column, a broadcast of Y per row, one FMA per
 * accumulator), then added to C (the order {@link MicroKernel}'s 12-row kernel sums in). X is read
 * by vector loads: from the operand where it is contiguous along the vectors, else from a panel
 * of it that {@link SmallPanels} copies once per product. The update of C is written out per
 * accumulator, not called: with a helper taking the vector, C2 hit its inlining cutoff for a
 * method's nodes (PrintInlining: {@code NodeCountInliningCutoff}) before the last helpers, whose
 * vectors were then boxed (16³ in 25 µs instead of 0.07 µs).
 *
 * <pre>{@code // not called directly: SmallKernels.of(blocking).run(a, 0, b, 0, c, 0)}</pre>
 */
final class SmallKernelTemplate implements SmallKernel {
  private static final VectorSpecies<Float> S = SmallKernels.species(MethodHandles.lookup());
  private static final int LANES = S.length();
  private static final int NR = SmallKernels.at(MethodHandles.lookup(), 1);
  private static final int NV = SmallKernels.at(MethodHandles.lookup(), 2);
  private static final int K = SmallKernels.at(MethodHandles.lookup(), 3);
  private static final int BR = SmallKernels.at(MethodHandles.lookup(), 4);
  private static final int BV = SmallKernels.at(MethodHandles.lookup(), 5);
  private static final int YR = SmallKernels.at(MethodHandles.lookup(), 6);
  private static final int YK = SmallKernels.at(MethodHandles.lookup(), 7);
  private static final int XV = SmallKernels.at(MethodHandles.lookup(), 8);
  private static final int XK = SmallKernels.at(MethodHandles.lookup(), 9);
  private static final int CR = SmallKernels.at(MethodHandles.lookup(), 10);
  private static final int CV = SmallKernels.at(MethodHandles.lookup(), 11);
  private static final boolean SWAPPED = SmallKernels.at(MethodHandles.lookup(), 12) == 1;
  private static final boolean COPIED = SmallKernels.at(MethodHandles.lookup(), 13) == 1;
  private static final int COUNT = SmallKernels.at(MethodHandles.lookup(), 14);
  private static final int AL = SmallKernels.at(MethodHandles.lookup(), 15);
  private static final int BL = SmallKernels.at(MethodHandles.lookup(), 16);
  private static final int CL = SmallKernels.at(MethodHandles.lookup(), 17);
  /** Vector columns: those of whole vectors. */
  private static final int WHOLE = NV - NV % LANES;
  /** X's stride along K in a register block: the panel's where X is copied (its vectors' is 1). */
  private static final int XK_BLOCK = COPIED ? WHOLE : XK;
  private static final int USED = BR * BV;
  private static final int[] CMAP = SmallKernels.lanes(LANES, CV);
  /** The panel's rows of a tile, from the tile's first: a row per step of K. */
  private static final int[] PANEL_ROWS = SmallKernels.lanes(LANES, WHOLE);
  /** Each thread's panel of X (v + k·WHOLE), where X is copied. */
  private static final ThreadLocal<float[]> PANELS = new ThreadLocal<>();

  /** Made by {@link SmallKernels} through the hidden class's lookup. */
  public SmallKernelTemplate() {}

  @Override
  public void run(float[] a, int aOffset, float[] b, int bOffset, float[] c, int cOffset) {
    float[] panel = COPIED ? SmallPanels.of(PANELS, WHOLE * K) : null;
    for (int p = 0; p < COUNT; p++) {
      if (SWAPPED) {
        product(a, aOffset + p * AL, b, bOffset + p * BL, c, cOffset + p * CL, panel);
      } else {
        product(b, bOffset + p * BL, a, aOffset + p * AL, c, cOffset + p * CL, panel);
      }
    }
  }

  private static void product(float[] xs, int xo, float[] ys, int yo, float[] c, int co,
      float[] panel) {
    if (COPIED) {
      SmallPanels.copy(LANES, xs, xo, XV, XK, WHOLE, K, panel, PANEL_ROWS);
    }
    float[] xb = COPIED ? panel : xs;
    int xbo = COPIED ? 0 : xo;
    for (int v = 0; v < WHOLE; v += BV * LANES) {
      for (int r = 0; r < NR; r += BR) {
        block(xb, xbo + v, ys, yo + r * YR, c, co + r * CR + v * CV);
      }
    }
    if (WHOLE < NV) {
      tail(xs, xo, ys, yo, c, co);
    }
  }

  /** One register block: {@code BR} rows from {@code ys[yo]}, {@code BV} vectors from {@code xs[xo]}. */
  private static void block(float[] xs, int xo, float[] ys, int yo, float[] c, int co) {
    FloatVector zero = FloatVector.zero(S);
    FloatVector c0 = zero;
    FloatVector c1 = zero;
    FloatVector c2 = zero;
    FloatVector c3 = zero;
    FloatVector c4 = zero;
    FloatVector c5 = zero;
    FloatVector c6 = zero;
    FloatVector c7 = zero;
    FloatVector c8 = zero;
    FloatVector c9 = zero;
    FloatVector c10 = zero;
    FloatVector c11 = zero;
    FloatVector c12 = zero;
    FloatVector c13 = zero;
    FloatVector c14 = zero;
    FloatVector c15 = zero;
    for (int k = 0; k < K; k++) {
      int xk = xo + k * XK_BLOCK;
      int yk = yo + k * YK;
      FloatVector x0 = FloatVector.fromArray(S, xs, xk);
      FloatVector x1 = BV > 1 ? FloatVector.fromArray(S, xs, xk + LANES) : zero;
      FloatVector x2 = BV > 2 ? FloatVector.fromArray(S, xs, xk + 2 * LANES) : zero;
      FloatVector x3 = BV > 3 ? FloatVector.fromArray(S, xs, xk + 3 * LANES) : zero;
      FloatVector y = FloatVector.broadcast(S, ys[yk]);
      if (USED > 0) {
        c0 = y.fma(0 % BV == 0 ? x0 : 0 % BV == 1 ? x1 : 0 % BV == 2 ? x2 : x3, c0);
      }
      if (USED > 1) {
        y = 1 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 1 / BV * YR]) : y;
        c1 = y.fma(1 % BV == 0 ? x0 : 1 % BV == 1 ? x1 : 1 % BV == 2 ? x2 : x3, c1);
      }
      if (USED > 2) {
        y = 2 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 2 / BV * YR]) : y;
        c2 = y.fma(2 % BV == 0 ? x0 : 2 % BV == 1 ? x1 : 2 % BV == 2 ? x2 : x3, c2);
      }
      if (USED > 3) {
        y = 3 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 3 / BV * YR]) : y;
        c3 = y.fma(3 % BV == 0 ? x0 : 3 % BV == 1 ? x1 : 3 % BV == 2 ? x2 : x3, c3);
      }
      if (USED > 4) {
        y = 4 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 4 / BV * YR]) : y;
        c4 = y.fma(4 % BV == 0 ? x0 : 4 % BV == 1 ? x1 : 4 % BV == 2 ? x2 : x3, c4);
      }
      if (USED > 5) {
        y = 5 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 5 / BV * YR]) : y;
        c5 = y.fma(5 % BV == 0 ? x0 : 5 % BV == 1 ? x1 : 5 % BV == 2 ? x2 : x3, c5);
      }
      if (USED > 6) {
        y = 6 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 6 / BV * YR]) : y;
        c6 = y.fma(6 % BV == 0 ? x0 : 6 % BV == 1 ? x1 : 6 % BV == 2 ? x2 : x3, c6);
      }
      if (USED > 7) {
        y = 7 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 7 / BV * YR]) : y;
        c7 = y.fma(7 % BV == 0 ? x0 : 7 % BV == 1 ? x1 : 7 % BV == 2 ? x2 : x3, c7);
      }
      if (USED > 8) {
        y = 8 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 8 / BV * YR]) : y;
        c8 = y.fma(8 % BV == 0 ? x0 : 8 % BV == 1 ? x1 : 8 % BV == 2 ? x2 : x3, c8);
      }
      if (USED > 9) {
        y = 9 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 9 / BV * YR]) : y;
        c9 = y.fma(9 % BV == 0 ? x0 : 9 % BV == 1 ? x1 : 9 % BV == 2 ? x2 : x3, c9);
      }
      if (USED > 10) {
        y = 10 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 10 / BV * YR]) : y;
        c10 = y.fma(10 % BV == 0 ? x0 : 10 % BV == 1 ? x1 : 10 % BV == 2 ? x2 : x3, c10);
      }
      if (USED > 11) {
        y = 11 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 11 / BV * YR]) : y;
        c11 = y.fma(11 % BV == 0 ? x0 : 11 % BV == 1 ? x1 : 11 % BV == 2 ? x2 : x3, c11);
      }
      if (USED > 12) {
        y = 12 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 12 / BV * YR]) : y;
        c12 = y.fma(12 % BV == 0 ? x0 : 12 % BV == 1 ? x1 : 12 % BV == 2 ? x2 : x3, c12);
      }
      if (USED > 13) {
        y = 13 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 13 / BV * YR]) : y;
        c13 = y.fma(13 % BV == 0 ? x0 : 13 % BV == 1 ? x1 : 13 % BV == 2 ? x2 : x3, c13);
      }
      if (USED > 14) {
        y = 14 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 14 / BV * YR]) : y;
        c14 = y.fma(14 % BV == 0 ? x0 : 14 % BV == 1 ? x1 : 14 % BV == 2 ? x2 : x3, c14);
      }
      if (USED > 15) {
        y = 15 % BV == 0 ? FloatVector.broadcast(S, ys[yk + 15 / BV * YR]) : y;
        c15 = y.fma(15 % BV == 0 ? x0 : 15 % BV == 1 ? x1 : 15 % BV == 2 ? x2 : x3, c15);
      }
    }
    if (CV == 1) {
      if (USED > 0) {
        FloatVector.fromArray(S, c, co + cAt(0)).add(c0).intoArray(c, co + cAt(0));
      }
      if (USED > 1) {
        FloatVector.fromArray(S, c, co + cAt(1)).add(c1).intoArray(c, co + cAt(1));
      }
      if (USED > 2) {
        FloatVector.fromArray(S, c, co + cAt(2)).add(c2).intoArray(c, co + cAt(2));
      }
      if (USED > 3) {
        FloatVector.fromArray(S, c, co + cAt(3)).add(c3).intoArray(c, co + cAt(3));
      }
      if (USED > 4) {
        FloatVector.fromArray(S, c, co + cAt(4)).add(c4).intoArray(c, co + cAt(4));
      }
      if (USED > 5) {
        FloatVector.fromArray(S, c, co + cAt(5)).add(c5).intoArray(c, co + cAt(5));
      }
      if (USED > 6) {
        FloatVector.fromArray(S, c, co + cAt(6)).add(c6).intoArray(c, co + cAt(6));
      }
      if (USED > 7) {
        FloatVector.fromArray(S, c, co + cAt(7)).add(c7).intoArray(c, co + cAt(7));
      }
      if (USED > 8) {
        FloatVector.fromArray(S, c, co + cAt(8)).add(c8).intoArray(c, co + cAt(8));
      }
      if (USED > 9) {
        FloatVector.fromArray(S, c, co + cAt(9)).add(c9).intoArray(c, co + cAt(9));
      }
      if (USED > 10) {
        FloatVector.fromArray(S, c, co + cAt(10)).add(c10).intoArray(c, co + cAt(10));
      }
      if (USED > 11) {
        FloatVector.fromArray(S, c, co + cAt(11)).add(c11).intoArray(c, co + cAt(11));
      }
      if (USED > 12) {
        FloatVector.fromArray(S, c, co + cAt(12)).add(c12).intoArray(c, co + cAt(12));
      }
      if (USED > 13) {
        FloatVector.fromArray(S, c, co + cAt(13)).add(c13).intoArray(c, co + cAt(13));
      }
      if (USED > 14) {
        FloatVector.fromArray(S, c, co + cAt(14)).add(c14).intoArray(c, co + cAt(14));
      }
      if (USED > 15) {
        FloatVector.fromArray(S, c, co + cAt(15)).add(c15).intoArray(c, co + cAt(15));
      }
    } else {
      if (USED > 0) {
        FloatVector.fromArray(S, c, co + cAt(0), CMAP, 0).add(c0).intoArray(c, co + cAt(0), CMAP, 0);
      }
      if (USED > 1) {
        FloatVector.fromArray(S, c, co + cAt(1), CMAP, 0).add(c1).intoArray(c, co + cAt(1), CMAP, 0);
      }
      if (USED > 2) {
        FloatVector.fromArray(S, c, co + cAt(2), CMAP, 0).add(c2).intoArray(c, co + cAt(2), CMAP, 0);
      }
      if (USED > 3) {
        FloatVector.fromArray(S, c, co + cAt(3), CMAP, 0).add(c3).intoArray(c, co + cAt(3), CMAP, 0);
      }
      if (USED > 4) {
        FloatVector.fromArray(S, c, co + cAt(4), CMAP, 0).add(c4).intoArray(c, co + cAt(4), CMAP, 0);
      }
      if (USED > 5) {
        FloatVector.fromArray(S, c, co + cAt(5), CMAP, 0).add(c5).intoArray(c, co + cAt(5), CMAP, 0);
      }
      if (USED > 6) {
        FloatVector.fromArray(S, c, co + cAt(6), CMAP, 0).add(c6).intoArray(c, co + cAt(6), CMAP, 0);
      }
      if (USED > 7) {
        FloatVector.fromArray(S, c, co + cAt(7), CMAP, 0).add(c7).intoArray(c, co + cAt(7), CMAP, 0);
      }
      if (USED > 8) {
        FloatVector.fromArray(S, c, co + cAt(8), CMAP, 0).add(c8).intoArray(c, co + cAt(8), CMAP, 0);
      }
      if (USED > 9) {
        FloatVector.fromArray(S, c, co + cAt(9), CMAP, 0).add(c9).intoArray(c, co + cAt(9), CMAP, 0);
      }
      if (USED > 10) {
        FloatVector.fromArray(S, c, co + cAt(10), CMAP, 0).add(c10).intoArray(c, co + cAt(10), CMAP, 0);
      }
      if (USED > 11) {
        FloatVector.fromArray(S, c, co + cAt(11), CMAP, 0).add(c11).intoArray(c, co + cAt(11), CMAP, 0);
      }
      if (USED > 12) {
        FloatVector.fromArray(S, c, co + cAt(12), CMAP, 0).add(c12).intoArray(c, co + cAt(12), CMAP, 0);
      }
      if (USED > 13) {
        FloatVector.fromArray(S, c, co + cAt(13), CMAP, 0).add(c13).intoArray(c, co + cAt(13), CMAP, 0);
      }
      if (USED > 14) {
        FloatVector.fromArray(S, c, co + cAt(14), CMAP, 0).add(c14).intoArray(c, co + cAt(14), CMAP, 0);
      }
      if (USED > 15) {
        FloatVector.fromArray(S, c, co + cAt(15), CMAP, 0).add(c15).intoArray(c, co + cAt(15), CMAP, 0);
      }
    }
  }

  /** Accumulator {@code i}'s offset in C from the block's. */
  private static int cAt(int i) {
    return i / BV * CR + i % BV * LANES * CV;
  }

  /** The columns past the whole vectors, by scalar FMAs in the vectors' order. */
  private static void tail(float[] xs, int xo, float[] ys, int yo, float[] c, int co) {
    for (int r = 0; r < NR; r++) {
      for (int v = WHOLE; v < NV; v++) {
        float sum = 0;
        for (int k = 0; k < K; k++) {
          sum = Math.fma(ys[yo + r * YR + k * YK], xs[xo + v * XV + k * XK], sum);
        }
        c[co + r * CR + v * CV] += sum;
      }
    }
  }
}
