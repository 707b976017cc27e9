package dev.strided.samples;

import dev.strided.Layout;
import dev.strided.atom.MmaAtom;
import dev.strided.atom.TiledMma;
import dev.strided.tensor.FloatTensor;
import java.util.Random;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * A TiledMMA whose threads are the lanes of a SIMD vector: {@code UniversalFMA<float>} repeated over
 * 8 threads along N, so thread {@code t}'s partitions are what lane {@code t} computes. The loop
 * takes lane 0's partitions of A, B and C ({@code partitionA/B/C(tensor, 0)}) for the offsets, and
 * loads the 8 lanes as one {@code FloatVector} from there, because the TV layout puts neighbouring
 * threads on neighbouring columns, which the layouts of B and C store one apart (checked first).
 * C = A·B with A (M,K) row-major, B (N,K) N-major, C (M,N) row-major; checked against a naive loop.
 *
 * <pre>{@code
 * MmaLanes.Report r = MmaLanes.run(64, 64, 32);
 * r.maxError();        // 0: the same products summed in the same order
 * r.laneStrideB();     // 1
 * }</pre>
 */
final class MmaLanes {
  private static final VectorSpecies<Float> LANES = FloatVector.SPECIES_256;
  /** One atom per lane, in N: thread t computes columns t, t + 8, ... */
  static final TiledMma MMA = TiledMma.of(MmaAtom.of("UniversalFMA<float>"),
      Layout.parse("(_1,_" + LANES.length() + ")"));

  private MmaLanes() {}

  /**
   * The result's largest difference from the naive loop, and the distance in memory between
   * neighbouring lanes' values of B and of C (1 for a vector load).
   */
  record Report(int m, int n, int k, double maxError, int laneStrideB, int laneStrideC) {}

  /**
   * Multiplies random matrices with the lane loop and compares with the naive loop.
   *
   * @param m rows of A and C
   * @param n columns of B and C, a multiple of 8
   * @param k columns of A and rows of B
   * @return the report
   */
  static Report run(int m, int n, int k) {
    if (n % LANES.length() != 0) {
      throw new IllegalArgumentException("N = " + n + " must be a multiple of the "
          + LANES.length() + " lanes");
    }
    Random random = new Random(5);
    FloatTensor a = FloatTensor.allocate(Layout.parse("(" + m + "," + k + "):(" + k + ",_1)"));
    FloatTensor b = FloatTensor.allocate(Layout.parse("(" + n + "," + k + "):(_1," + n + ")"));
    FloatTensor c = FloatTensor.allocate(Layout.parse("(" + m + "," + n + "):(" + n + ",_1)"));
    for (FloatTensor t : new FloatTensor[] {a, b}) {
      for (int i = 0; i < t.data().length; i++) {
        t.data()[i] = random.nextFloat() - 0.5f;
      }
    }
    int laneStrideB = MMA.partitionB(b, 1).offset() - MMA.partitionB(b, 0).offset();
    int laneStrideC = MMA.partitionC(c, 1).offset() - MMA.partitionC(c, 0).offset();
    if (laneStrideB != 1 || laneStrideC != 1) {
      throw new IllegalStateException("lanes of B and C are " + laneStrideB + " and "
          + laneStrideC + " apart: no vector load");
    }
    lanes(a, b, c);
    double maxError = 0;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        float sum = 0;
        for (int p = 0; p < k; p++) {
          sum += a.data()[i * k + p] * b.data()[j + p * n];
        }
        maxError = Math.max(maxError, Math.abs(sum - c.data()[i * n + j]));
      }
    }
    return new Report(m, n, k, maxError, laneStrideB, laneStrideC);
  }

  /**
   * C += A·B, lane t doing thread t's part: for each of its C values (row i, column group j) it
   * sums A(i, p)·B(column, p) over p, A's value the same in every lane (its thread layout in N is a
   * broadcast), B's and C's loaded for the 8 lanes at once from lane 0's offsets.
   */
  static void lanes(FloatTensor a, FloatTensor b, FloatTensor c) {
    FloatTensor pa = MMA.partitionA(a, 0);   // (1, M, K)
    FloatTensor pb = MMA.partitionB(b, 0);   // (1, N/8, K)
    FloatTensor pc = MMA.partitionC(c, 0);   // (1, M, N/8)
    Layout la = pa.layout();
    Layout lb = pb.layout();
    Layout lc = pc.layout();
    int rows = lc.size(1);
    int groups = lc.size(2);
    int depth = la.size(2);
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < groups; j++) {
        int at = pc.offset() + lc.index(0, i, j);
        FloatVector acc = FloatVector.fromArray(LANES, c.data(), at);
        for (int p = 0; p < depth; p++) {
          FloatVector bv = FloatVector.fromArray(LANES, b.data(), pb.offset() + lb.index(0, j, p));
          acc = bv.mul(a.data()[pa.offset() + la.index(0, i, p)]).add(acc);
        }
        acc.intoArray(c.data(), at);
      }
    }
  }
}
