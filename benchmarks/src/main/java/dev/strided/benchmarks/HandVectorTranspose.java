package dev.strided.benchmarks;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * Hand-written Vector API blocked transposes of a square row-major matrix into a row-major result,
 * the references for {@code Copy.copy} from a row-major to a column-major tensor; n a multiple of
 * 256. Both take 256 × 256 blocks. {@link #gathers}: each destination run of L floats is one gather
 * of L source rows' elements and one vector store. {@link #shuffles}: 8 × 8 tiles, eight 256-bit
 * row loads, three rounds of interleaving (permutes and blends) and eight stores.
 *
 * <pre>{@code HandVectorTranspose.gathers(src, dst, 4096);   // dst[j * n + i] = src[i * n + j]}</pre>
 */
final class HandVectorTranspose {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final VectorSpecies<Float> S8 = FloatVector.SPECIES_256;
  private static final int BLOCK = 256;
  /** Lanes {@code 0,0,1,1,2,2,3,3} and {@code 4,4,5,5,6,6,7,7}; odd lanes from the second vector. */
  private static final VectorShuffle<Float> LOW = VectorShuffle.fromValues(S8, 0, 0, 1, 1, 2, 2, 3, 3);
  private static final VectorShuffle<Float> HIGH = VectorShuffle.fromValues(S8, 4, 4, 5, 5, 6, 6, 7, 7);
  private static final VectorMask<Float> ODD = VectorMask.fromValues(S8, false, true, false, true,
      false, true, false, true);

  private HandVectorTranspose() {}

  static void gathers(float[] src, float[] dst, int n) {
    int[] lanes = new int[L];
    for (int q = 0; q < L; q++) {
      lanes[q] = q * n;
    }
    for (int i0 = 0; i0 < n; i0 += BLOCK) {
      for (int j0 = 0; j0 < n; j0 += BLOCK) {
        for (int i = i0; i < i0 + BLOCK; i += L) {
          for (int j = j0; j < j0 + BLOCK; j++) {
            FloatVector.fromArray(S, src, i * n + j, lanes, 0).intoArray(dst, j * n + i);
          }
        }
      }
    }
  }

  static void shuffles(float[] src, float[] dst, int n) {
    for (int i0 = 0; i0 < n; i0 += BLOCK) {
      for (int j0 = 0; j0 < n; j0 += BLOCK) {
        for (int i = i0; i < i0 + BLOCK; i += 8) {
          for (int j = j0; j < j0 + BLOCK; j += 8) {
            int s = i * n + j;
            FloatVector r0 = FloatVector.fromArray(S8, src, s);
            FloatVector r1 = FloatVector.fromArray(S8, src, s + n);
            FloatVector r2 = FloatVector.fromArray(S8, src, s + 2 * n);
            FloatVector r3 = FloatVector.fromArray(S8, src, s + 3 * n);
            FloatVector r4 = FloatVector.fromArray(S8, src, s + 4 * n);
            FloatVector r5 = FloatVector.fromArray(S8, src, s + 5 * n);
            FloatVector r6 = FloatVector.fromArray(S8, src, s + 6 * n);
            FloatVector r7 = FloatVector.fromArray(S8, src, s + 7 * n);
            // Interleaving rows k and k + 4 three times moves (row, lane) to (lane, row).
            for (int round = 0; round < 3; round++) {
              FloatVector t0 = r0.rearrange(LOW).blend(r4.rearrange(LOW), ODD);
              FloatVector t1 = r0.rearrange(HIGH).blend(r4.rearrange(HIGH), ODD);
              FloatVector t2 = r1.rearrange(LOW).blend(r5.rearrange(LOW), ODD);
              FloatVector t3 = r1.rearrange(HIGH).blend(r5.rearrange(HIGH), ODD);
              FloatVector t4 = r2.rearrange(LOW).blend(r6.rearrange(LOW), ODD);
              FloatVector t5 = r2.rearrange(HIGH).blend(r6.rearrange(HIGH), ODD);
              FloatVector t6 = r3.rearrange(LOW).blend(r7.rearrange(LOW), ODD);
              FloatVector t7 = r3.rearrange(HIGH).blend(r7.rearrange(HIGH), ODD);
              r0 = t0;
              r1 = t1;
              r2 = t2;
              r3 = t3;
              r4 = t4;
              r5 = t5;
              r6 = t6;
              r7 = t7;
            }
            int d = j * n + i;
            r0.intoArray(dst, d);
            r1.intoArray(dst, d + n);
            r2.intoArray(dst, d + 2 * n);
            r3.intoArray(dst, d + 3 * n);
            r4.intoArray(dst, d + 4 * n);
            r5.intoArray(dst, d + 5 * n);
            r6.intoArray(dst, d + 6 * n);
            r7.intoArray(dst, d + 7 * n);
          }
        }
      }
    }
  }
}
