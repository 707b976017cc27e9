package dev.strided.vector;

import java.lang.constant.ConstantDescs;
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
 * accumulator), then added to C (the order {@link MicroKernel}'s 12-row kernel sums in).
 *
 * <pre>{@code // not called directly: SmallKernels.of(blocking).run(a, 0, b, 0, c, 0)}</pre>
 */
final class SmallKernelTemplate implements SmallKernel {
  private static final VectorSpecies<Float> S = species();
  private static final int LANES = S.length();
  private static final int NR = at(1);
  private static final int NV = at(2);
  private static final int K = at(3);
  private static final int BR = at(4);
  private static final int BV = at(5);
  private static final int YR = at(6);
  private static final int YK = at(7);
  private static final int XV = at(8);
  private static final int XK = at(9);
  private static final int CR = at(10);
  private static final int CV = at(11);
  private static final boolean SWAPPED = at(12) == 1;
  private static final int COUNT = at(13);
  private static final int AL = at(14);
  private static final int BL = at(15);
  private static final int CL = at(16);
  /** Vector columns: those of whole vectors. */
  private static final int WHOLE = NV - NV % LANES;
  private static final int USED = BR * BV;
  private static final int[] XMAP = lanes(XV);
  private static final int[] CMAP = lanes(CV);

  /** Made by {@link SmallKernels} through the hidden class's lookup. */
  public SmallKernelTemplate() {}

  @SuppressWarnings("unchecked")
  private static VectorSpecies<Float> species() {
    return (VectorSpecies<Float>) data(0);
  }

  private static int at(int i) {
    return (Integer) data(i);
  }

  private static Object data(int i) {
    try {
      return MethodHandles.classDataAt(MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME,
          Object.class, i);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("a small GEMM kernel could not read its class data", e);
    }
  }

  /** The offsets of a vector's lanes {@code stride} apart, for gathers and scatters. */
  private static int[] lanes(int stride) {
    int[] map = new int[LANES];
    for (int l = 0; l < LANES; l++) {
      map[l] = l * stride;
    }
    return map;
  }

  @Override
  public void run(float[] a, int aOffset, float[] b, int bOffset, float[] c, int cOffset) {
    for (int p = 0; p < COUNT; p++) {
      if (SWAPPED) {
        product(a, aOffset + p * AL, b, bOffset + p * BL, c, cOffset + p * CL);
      } else {
        product(b, bOffset + p * BL, a, aOffset + p * AL, c, cOffset + p * CL);
      }
    }
  }

  private static void product(float[] xs, int xo, float[] ys, int yo, float[] c, int co) {
    for (int v = 0; v < WHOLE; v += BV * LANES) {
      for (int r = 0; r < NR; r += BR) {
        block(xs, xo + v * XV, ys, yo + r * YR, c, co + r * CR + v * CV);
      }
    }
    if (WHOLE < NV) {
      tail(xs, xo, ys, yo, c, co);
    }
  }

  private static FloatVector load(float[] xs, int i) {
    return XV == 1 ? FloatVector.fromArray(S, xs, i) : FloatVector.fromArray(S, xs, i, XMAP, 0);
  }

  private static void addTo(float[] c, int i, FloatVector sum) {
    if (CV == 1) {
      FloatVector.fromArray(S, c, i).add(sum).intoArray(c, i);
    } else {
      FloatVector.fromArray(S, c, i, CMAP, 0).add(sum).intoArray(c, i, CMAP, 0);
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
      int xk = xo + k * XK;
      int yk = yo + k * YK;
      FloatVector x0 = load(xs, xk);
      FloatVector x1 = BV > 1 ? load(xs, xk + LANES * XV) : zero;
      FloatVector x2 = BV > 2 ? load(xs, xk + 2 * LANES * XV) : zero;
      FloatVector x3 = BV > 3 ? load(xs, xk + 3 * LANES * XV) : zero;
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
    if (USED > 0) {
      addTo(c, co + 0 / BV * CR + 0 % BV * LANES * CV, c0);
    }
    if (USED > 1) {
      addTo(c, co + 1 / BV * CR + 1 % BV * LANES * CV, c1);
    }
    if (USED > 2) {
      addTo(c, co + 2 / BV * CR + 2 % BV * LANES * CV, c2);
    }
    if (USED > 3) {
      addTo(c, co + 3 / BV * CR + 3 % BV * LANES * CV, c3);
    }
    if (USED > 4) {
      addTo(c, co + 4 / BV * CR + 4 % BV * LANES * CV, c4);
    }
    if (USED > 5) {
      addTo(c, co + 5 / BV * CR + 5 % BV * LANES * CV, c5);
    }
    if (USED > 6) {
      addTo(c, co + 6 / BV * CR + 6 % BV * LANES * CV, c6);
    }
    if (USED > 7) {
      addTo(c, co + 7 / BV * CR + 7 % BV * LANES * CV, c7);
    }
    if (USED > 8) {
      addTo(c, co + 8 / BV * CR + 8 % BV * LANES * CV, c8);
    }
    if (USED > 9) {
      addTo(c, co + 9 / BV * CR + 9 % BV * LANES * CV, c9);
    }
    if (USED > 10) {
      addTo(c, co + 10 / BV * CR + 10 % BV * LANES * CV, c10);
    }
    if (USED > 11) {
      addTo(c, co + 11 / BV * CR + 11 % BV * LANES * CV, c11);
    }
    if (USED > 12) {
      addTo(c, co + 12 / BV * CR + 12 % BV * LANES * CV, c12);
    }
    if (USED > 13) {
      addTo(c, co + 13 / BV * CR + 13 % BV * LANES * CV, c13);
    }
    if (USED > 14) {
      addTo(c, co + 14 / BV * CR + 14 % BV * LANES * CV, c14);
    }
    if (USED > 15) {
      addTo(c, co + 15 / BV * CR + 15 % BV * LANES * CV, c15);
    }
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
