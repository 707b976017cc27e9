package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import java.util.ArrayList;
import java.util.List;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * What {@link SmallKernelTemplate} is specialized with: the product {@code C += A·Bᵀ} read as
 * {@code C(r, v) += Σ_k Y(r, k)·X(v, k)}, vectors of {@code lanes} floats along {@code v} (C's
 * N with X = B and Y = A, or C's M with X = A and Y = B), a broadcast of Y per row. The
 * orientation puts C's unit stride along the vectors first (C is read and written by vectors,
 * where a stride other than 1 is a gather and a scatter per accumulator), X's next. An X whose
 * stride along the vectors is not 1 (numpy's {@code a @ b.T}: A and B both contiguous along K) is
 * {@code copied}: each product first copies X's whole vectors into a per-thread panel (K, W),
 * contiguous along the vectors (an {@code L × L} transpose in registers per tile where X is
 * contiguous along K, element by element otherwise), so that every step of K reads X by one
 * vector load, not by a gather. The copy is O(W·K) against the product's O(R·W·K).
 * The vectors are the widest species up to the preferred one whose length divides the vector
 * extent (8 lanes at {@code N = 8} on AVX-512); columns past the last whole vector are summed by
 * scalar FMAs. A register block is {@code rows} × {@code vectors}: up to 16 accumulators with
 * 512-bit vectors (with the vectors of X and the broadcast, 19 of AVX-512's 32 registers at
 * most), 12 below, {@code rows} the largest divisor of the row extent that fits; at most two
 * vectors (64³ in 3.4 µs with 8 rows × 2 and 16 × 1, 4.0 µs with 4 × 4: Zen 5, JDK 17, best of
 * ten rounds in one process at load ≈ 5).
 *
 * <pre>{@code SmallBlocking.of(Layout.parse("(16,16,1):(16,1,0)"), Layout.parse("(16,16,1):(1,16,0)"),
 *     Layout.parse("(16,16,1):(16,1,0)"));   // 16 rows × 1 vector of 16, X = B, unit strides}</pre>
 *
 * @param lanes the vector length, a species' length
 * @param rowExtent Y's and C's row extent
 * @param vecExtent X's and C's vector extent
 * @param k the reduction extent
 * @param rows rows of a register block, dividing {@code rowExtent}
 * @param vectors vectors of a register block (1 or 2), dividing the whole vectors along {@code vecExtent}
 * @param yRow Y's stride along the rows
 * @param yK Y's stride along K
 * @param xVec X's stride along the vectors
 * @param xK X's stride along K
 * @param cRow C's stride along the rows
 * @param cVec C's stride along the vectors
 * @param swapped whether X is A (vectors along M)
 * @param copied whether X is copied into a panel contiguous along the vectors before each product
 * @param count the products of the batch
 * @param aBatch A's stride from one product to the next
 * @param bBatch B's stride
 * @param cBatch C's stride
 */
record SmallBlocking(int lanes, int rowExtent, int vecExtent, int k, int rows, int vectors,
    int yRow, int yK, int xVec, int xK, int cRow, int cVec, boolean swapped, boolean copied,
    int count, int aBatch, int bBatch, int cBatch) {
  private static final int PREFERRED = FloatVector.SPECIES_PREFERRED.length();
  /** Accumulators of a register block. */
  static final int ACCUMULATORS = FloatVector.SPECIES_PREFERRED.vectorBitSize() >= 512 ? 16 : 12;

  /** The blocking of flat rank-3 layouts A {@code (M,K,L)}, B {@code (N,K,L)}, C {@code (M,N,L)}. */
  static SmallBlocking of(Layout a, Layout b, Layout c) {
    int m = a.size(0);
    int n = b.size(0);
    int kk = a.size(1);
    int[] sa = strides(a);
    int[] sb = strides(b);
    int[] sc = strides(c);
    int byN = score(sc[1], sb[0], n);
    int byM = score(sc[0], sa[0], m);
    boolean swapped = byM > byN;
    int rowExtent = swapped ? n : m;
    int vecExtent = swapped ? m : n;
    int lanes = lanes(vecExtent);
    int whole = vecExtent / lanes;
    int[] x = swapped ? sa : sb;
    int vectors = whole >= 2 && whole % 2 == 0 ? 2 : 1;
    int rows = 1;
    for (int r = Math.min(rowExtent, ACCUMULATORS / vectors); r > 1; r--) {
      if (rowExtent % r == 0) {
        rows = r;
        break;
      }
    }
    int[] y = swapped ? sb : sa;
    return new SmallBlocking(lanes, rowExtent, vecExtent, kk, rows, vectors, y[0], y[1], x[0],
        x[1], sc[swapped ? 1 : 0], sc[swapped ? 0 : 1], swapped, x[0] != 1 && whole > 0, c.size(2),
        sa[2], sb[2], sc[2]);
  }

  /** The orientation's merit: C's unit stride along the vectors, then X's, then wide vectors. */
  private static int score(int cVec, int xVec, int extent) {
    return (cVec == 1 ? 4 : 0) + (xVec == 1 ? 2 : 0) + (extent % PREFERRED == 0 ? 1 : 0);
  }

  /** The widest species' length, up to the preferred, dividing {@code extent} (else at most it). */
  static int lanes(int extent) {
    for (int l = PREFERRED; l >= 2; l /= 2) {
      if (extent % l == 0) {
        return l;
      }
    }
    for (int l = PREFERRED; l > 2; l /= 2) {
      if (l <= extent) {
        return l;
      }
    }
    return 2;
  }

  private static int[] strides(Layout flat) {
    int[] out = new int[3];
    for (int mode = 0; mode < 3; mode++) {
      out[mode] = ((IntTuple.Int) flat.stride(mode)).value();
    }
    return out;
  }

  /** The species of {@link #lanes} floats. */
  VectorSpecies<Float> species() {
    return VectorSpecies.of(float.class, VectorShape.forBitSize(lanes * Float.SIZE));
  }

  /** The class data of the kernel: the species, then every other component in order. */
  List<Object> classData() {
    List<Object> out = new ArrayList<>(List.of(species(), rowExtent, vecExtent, k, rows, vectors,
        yRow, yK, xVec, xK, cRow, cVec, swapped ? 1 : 0, copied ? 1 : 0, count));
    out.addAll(List.of(aBatch, bBatch, cBatch));
    return out;
  }
}
