package dev.strided.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strided.tensor.FloatTensor;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The samples' own checks, at sizes small enough for the test suite. */
class SamplesTest {

  @Test
  void tiledGemmEqualsTheNaiveLoop() {
    TiledGemm.Report r = TiledGemm.run(128, 64, 96);
    assertEquals(0, r.maxError(), "the same sums in the same order");
    // sizes that are no tile's multiple: the overhang is guarded by identity tensors
    for (int[] mnk : new int[][] {{500, 70, 33}, {1, 1, 1}, {65, 31, 97}}) {
      TiledGemm.Report odd = TiledGemm.run(mnk[0], mnk[1], mnk[2]);
      assertEquals(0, odd.maxError(), mnk[0] + "x" + mnk[1] + "x" + mnk[2]);
      assertTrue(odd.vectorMaxError() < 1e-4, mnk[0] + "x" + mnk[1] + "x" + mnk[2] + ": "
          + odd.vectorMaxError());
    }
    assertTrue(r.vectorMaxError() < 1e-4, "Gemm.gemm against the naive loop: "
        + r.vectorMaxError());
  }

  @Test
  void aTiledMmaPartitionDrivesTheLaneLoop() {
    for (int[] mnk : new int[][] {{1, 8, 1}, {64, 64, 32}, {7, 40, 13}}) {
      MmaLanes.Report r = MmaLanes.run(mnk[0], mnk[1], mnk[2]);
      assertEquals(0, r.maxError(), mnk[0] + "x" + mnk[1] + "x" + mnk[2]);
      assertEquals(1, r.laneStrideB());
      assertEquals(1, r.laneStrideC());
    }
    for (int t = 0; t < 8; t++) {
      // the (1,8) C tile, column-major: thread t's one value is column t
      assertEquals(t, MmaLanes.MMA.tvLayoutC().index(t, 0), "thread " + t);
    }
    assertThrows(IllegalArgumentException.class, () -> MmaLanes.run(8, 12, 8));
  }

  @Test
  void vectorGemmAddsTheProductToC() {
    Random random = new Random(11);
    for (int[] mnk : new int[][] {{1, 1, 1}, {64, 64, 64}, {65, 31, 97}, {9, 40, 300}}) {
      int m = mnk[0];
      int n = mnk[1];
      int k = mnk[2];
      FloatTensor a = FloatTensor.allocate(GemmA.of(m, k).layout());
      FloatTensor b = FloatTensor.allocate(GemmB.of(k, n).layout());
      FloatTensor c = FloatTensor.allocate(GemmC.of(m, n).layout());
      for (FloatTensor t : new FloatTensor[] {a, b, c}) {
        for (int i = 0; i < t.data().length; i++) {
          t.data()[i] = random.nextFloat() - 0.5f;
        }
      }
      float[] before = c.data().clone();
      TiledGemm.vector(a, b, c);
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          // A row-major, B column-major (K,N), C row-major: indices by hand, sums in double
          double sum = before[i * n + j];
          double magnitude = Math.abs(sum);
          for (int p = 0; p < k; p++) {
            double term = (double) a.data()[i * k + p] * b.data()[p + j * k];
            sum += term;
            magnitude += Math.abs(term);
          }
          assertEquals(sum, c.data()[i * n + j], 1e-5 * (1 + magnitude),
              m + "x" + n + "x" + k + " at (" + i + "," + j + ")");
        }
      }
    }
  }

  @Test
  void tiledTransposePutsEveryElementAtItsTransposedPlace() {
    Random random = new Random(13);
    for (int[] mn : new int[][] {{1, 1}, {64, 64}, {65, 63}, {63, 200}, {128, 192}, {100, 300}}) {
      int m = mn[0];
      int n = mn[1];
      FloatTensor rows = FloatTensor.allocate(TransposeRows.of(m, n).layout());
      FloatTensor columns = FloatTensor.allocate(TransposeColumns.of(m, n).layout());
      for (int i = 0; i < rows.data().length; i++) {
        rows.data()[i] = random.nextFloat();
      }
      columns.fill(Float.NaN);
      TiledTranspose.transpose(rows, columns);
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          assertEquals(rows.data()[i * n + j], columns.data()[i + j * m],
              m + "x" + n + " at (" + i + "," + j + ")");
        }
      }
      assertEquals(0, TiledTranspose.run(m, n).mismatches(), m + "x" + n);
    }
  }

  @Test
  void theCtaLayoutsCheckWhatTheyAssume() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CtaC.of(500, 512));
    assertTrue(e.getMessage().startsWith("M = 500 does not satisfy assume \"M % 64 == 0\""),
        e.getMessage());
    assertEquals(512 * 256, CtaC.of(512, 256).size());
  }

  @Test
  void theSwizzledATilePutsEachElementInItsOwnSlot() {
    assertTrue(SwizzledTile.isBijection());
    assertEquals(64 * 32, SmemA.COSIZE);
    // bits 6-7 of the offset flip bits 3-4: row 1 of the 8x32 row-major atom starts at 32 ^ 0
    assertEquals(32, SmemA.index(1, 0));
    assertEquals(64 ^ 8, SmemA.index(2, 0));
  }

  @Test
  void threadValueLayoutCoversTheTileOnce() {
    boolean[] owned = new boolean[BlockC.SIZE];
    for (int t = 0; t < TiledGemm.THREADS; t++) {
      for (int v = 0; v < TiledGemm.VALUES; v++) {
        int offset = ThreadValue.index(t, v);
        assertTrue(!owned[offset], "offset " + offset + " owned twice");
        owned[offset] = true;
      }
    }
    assertEquals(BlockC.SIZE, ThreadValue.SIZE);
  }

  @Test
  void fractalCopyPutsEveryElementWhereNzSays() {
    for (int[] mn : new int[][] {{50, 70}, {16, 16}, {1, 1}, {33, 17}}) {
      FractalCopy.Report r = FractalCopy.run(mn[0], mn[1]);
      assertEquals(0, r.mismatches());
      assertEquals(0, r.paddingNonZero());
      assertEquals(16 * ((mn[0] + 15) / 16) * 16 * ((mn[1] + 15) / 16), r.nzElements());
    }
    assertEquals(788, Nz32x64.index(17, 20));
    assertEquals(2048, Nz32x64.CAPACITY);
  }

  @Test
  void cubeStagingPutsEveryElementWhereItsBufferSays() {
    CubeStaging.Report r = CubeStaging.run(7);
    assertEquals(128 * 64 + 64 * 128, r.staged());
    assertEquals(0, r.misplaced());
    assertEquals(0.0, r.maxError());
  }
}
