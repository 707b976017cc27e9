package dev.strided.samples;

import dev.strided.Layout;
import dev.strided.annotations.AscendCube;
import dev.strided.ascend.Conversion;
import java.util.Random;

/**
 * An Ascend Cube matmul tile staged as a kernel stages it, with the layouts javac checked for the
 * chip: A (128×64) and B (64×128) move from GM (ND) into L1 by {@code nd2nz} and {@code nd2zn},
 * whose index maps are the proven compositions of {@link Conversion}; L1 loads them into L0A (ZZ on
 * the Ascend 910B class) and L0B (ZN); the Cube accumulates C = A·B into L0C (NZ, C0 = 16 for
 * float). On the CPU, each buffer is an array indexed by the generated classes; the result must
 * equal the plain product. For Ascend 950 change {@code chip} and L0A's format to NZ: javac says
 * so otherwise ({@code [strided:ascend]}).
 *
 * <pre>{@code
 * CubeStaging.Report r = CubeStaging.run(7);
 * r.misplaced();   // 0: every element of A and B where L1's format puts it
 * r.maxError();    // 0.0
 * }</pre>
 */
@dev.strided.annotations.Layout(name = "GmA", of = "ND<half_t>(128,64)")
@dev.strided.annotations.Layout(name = "L1A", of = "NZ<half_t>(128,64)")
@dev.strided.annotations.Layout(name = "L0A", of = "ZZ<half_t>(128,64)")
@dev.strided.annotations.Layout(name = "GmB", of = "ND<half_t>(64,128)")
@dev.strided.annotations.Layout(name = "L1B", of = "ZN<half_t>(64,128)")
@dev.strided.annotations.Layout(name = "L0B", of = "ZN<half_t>(64,128)")
@dev.strided.annotations.Layout(name = "AccC", of = "L0C<float>(128,128)")
@AscendCube(chip = AscendCube.Chip.ASCEND_910B, l1 = {"L1A", "L1B"}, l0a = "L0A", l0b = "L0B",
    l0c = "AccC", conversions = {"nd2nz(GmA, L1A)", "nd2zn(GmB, L1B)"})
final class CubeStaging {
  private static final int M = 128;
  private static final int K = 64;
  private static final int N = 128;

  private CubeStaging() {}

  /**
   * What was staged and computed.
   *
   * @param staged the elements moved from GM into L1
   * @param misplaced the elements of L1 not where its format puts them (expected 0)
   * @param maxError the largest difference between L0C and the plain product (expected 0)
   */
  record Report(int staged, int misplaced, double maxError) {}

  /**
   * Stages a random tile and multiplies it.
   *
   * @param seed the random seed
   * @return the report
   */
  static Report run(long seed) {
    Random random = new Random(seed);
    float[] gmA = new float[GmA.CAPACITY];
    float[] gmB = new float[GmB.CAPACITY];
    for (int i = 0; i < gmA.length; i++) {
      gmA[i] = random.nextInt(9) - 4;
    }
    for (int i = 0; i < gmB.length; i++) {
      gmB[i] = random.nextInt(9) - 4;
    }
    float[] l1A = stage(Conversion.ND2NZ, "ND<half_t>(128,64)", "NZ<half_t>(128,64)", gmA,
        L1A.CAPACITY);
    float[] l1B = stage(Conversion.ND2ZN, "ND<half_t>(64,128)", "ZN<half_t>(64,128)", gmB,
        L1B.CAPACITY);
    int misplaced = 0;
    float[] l0A = new float[L0A.CAPACITY];
    for (int i = 0; i < M; i++) {
      for (int k = 0; k < K; k++) {
        misplaced += l1A[L1A.index(i, k)] == gmA[GmA.index(i, k)] ? 0 : 1;
        l0A[L0A.index(i, k)] = l1A[L1A.index(i, k)];
      }
    }
    float[] l0B = new float[L0B.CAPACITY];
    for (int k = 0; k < K; k++) {
      for (int j = 0; j < N; j++) {
        misplaced += l1B[L1B.index(k, j)] == gmB[GmB.index(k, j)] ? 0 : 1;
        l0B[L0B.index(k, j)] = l1B[L1B.index(k, j)];
      }
    }
    float[] acc = new float[AccC.CAPACITY];
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        float sum = 0;
        for (int k = 0; k < K; k++) {
          sum += l0A[L0A.index(i, k)] * l0B[L0B.index(k, j)];
        }
        acc[AccC.index(i, j)] = sum;
      }
    }
    double maxError = 0;
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        float plain = 0;
        for (int k = 0; k < K; k++) {
          plain += gmA[i * K + k] * gmB[k * N + j];
        }
        maxError = Math.max(maxError, Math.abs(plain - acc[AccC.index(i, j)]));
      }
    }
    return new Report(M * K + K * N, misplaced, maxError);
  }

  /** GM to L1 through the conversion's proven index map: source index to destination index. */
  private static float[] stage(Conversion conversion, String from, String to, float[] gm,
      int capacity) {
    Layout map = conversion.prove(from, to).orElseThrow();
    float[] l1 = new float[capacity];
    for (int k = 0; k < map.size(); k++) {
      l1[map.index(k)] = gm[k];
    }
    return l1;
  }
}
