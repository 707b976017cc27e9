package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.Tiler;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The inner two modes of a transposing copy: mode 0 contiguous in the destination (its source
 * stride {@code sRow}), mode 1 contiguous in the source (its destination stride {@code dCol}).
 * Blocks are the {@code zippedDivide} of both sides' two-mode layouts by a {@link #BLOCK}² tile
 * (the rest mode's strides step from block to block; the last blocks overhang and only their inside
 * is copied), or, for a GEMM panel's few rows, by the whole rows: each of its 32 source lines is
 * then read as one run of K (a (1024, 512) tile of B packed 10–15 % faster inside whole GEMMs at
 * n = 1024 and 2048 than in runs of 256, three processes). Inside a block, each {@code L × L} tile
 * ({@code L} the vector length) is transposed in registers by a network ({@code L} row loads,
 * {@code log2 L} rounds that each swap a row bit with a lane bit, {@code L} row stores) where
 * {@code L} is 8, or where it is 16 and the destination-contiguous mode has at most {@code 2L}
 * elements (a packed GEMM panel); otherwise, and for the columns past the last whole tile, each run
 * of {@code L} destination elements is one gather of an element from each of {@code L} source lines
 * and one vector store; the rows past the last multiple of {@code L} are copied one by one. A
 * swizzled destination takes the same tiles, each store through the swizzle.
 *
 * <pre>{@code new TileTranspose(4096, 4096, 4096, 4096).run(src, 0, dst, 0, null, 0);}</pre>
 *
 * <p>Measured on 4096² floats, AVX2 (8 lanes), by CPU time in one process: the (then interleaving)
 * network 0.73 of the gathers' time, gathers about a third of scalar 16 × 16 blocks'; JDK 17's
 * two-vector {@code rearrange(shuffle, v)} ran 6–7× slower than one-vector permutes and a blend,
 * and loading the tile into a buffer and gathering from it returned stale values (C2 moved the
 * gathers above the buffer's stores). With 16 lanes (AVX-512, Zen 5, JDK 17, one process, best of
 * 30) the network packed a (2048, 512) tile of GEMM's B into 32-row panels in 0.35 against the
 * gathers' 0.58 ms (the 16 lines a gather reads are K floats apart, a multiple of 4 KiB at n =
 * 1024 and 2048, so they share one L1 set of 12 ways and are re-read for 16 steps), and made whole
 * GEMMs 1–3 % faster at n = 512 and 1024; but it transposed 4096² floats from memory in 15.2
 * against 12.3 ms, so longer destination modes keep the gathers. The network was first written
 * with interleaving rounds (each output two permutes and a blend); the bit swaps need half the
 * permutes (each output one permute and a blend) and packed a (1024, 512) tile of B in 0.17
 * against 0.19 ms, the same 0.16 ms where the source sat in L2 (one process, best of 60): the
 * rounds are bound by more than their permutes (on JDK 17 each {@code rearrange} also checks its
 * shuffle's lanes), and a transposed tile still costs about four times a copy of its bytes.
 */
final class TileTranspose {
  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int L = SPECIES.length();
  /** Lanes the network is written for. */
  private static final boolean NETWORK = TransposeNetwork.covers(L);
  /** The longest destination-contiguous mode the 16-lane network is used for. */
  private static final int PANEL = 2 * L;
  /** 256 source lines of 32 B per gather step and 256 destination lines per block stay in L2. */
  static final int BLOCK = 256;

  private final int rows;
  /** Whether tiles go through the network rather than gathers. */
  private final boolean network;
  private final int cols;
  private final int sRow;
  private final int dCol;
  private final int blockRows;
  private final int blockCols;
  /** The source's and the destination's step to the next block along each mode. */
  private final int[] sBlock;
  private final int[] dBlock;
  private final int[] blocks;
  /** The gather's lanes: {@code q · sRow}. */
  private final int[] lanes;

  TileTranspose(int rows, int cols, int sRow, int dCol) {
    this.rows = rows;
    this.network = NETWORK && (L == 8 || rows <= PANEL);
    this.cols = cols;
    this.sRow = sRow;
    this.dCol = dCol;
    blockRows = Math.min(BLOCK, rows);
    blockCols = network && rows <= PANEL ? cols : Math.min(BLOCK, cols);
    Tiler tile = Tiler.of(IntTuple.of(IntTuple.of(blockRows), IntTuple.of(blockCols)));
    Layout sRest = twoModes(rows, cols, sRow, 1).zippedDivide(tile).get(1);
    Layout dRest = twoModes(rows, cols, 1, dCol).zippedDivide(tile).get(1);
    blocks = new int[] {sRest.size(0), sRest.size(1)};
    sBlock = new int[] {strideOf(sRest, 0), strideOf(sRest, 1)};
    dBlock = new int[] {strideOf(dRest, 0), strideOf(dRest, 1)};
    lanes = new int[L];
    for (int q = 0; q < L; q++) {
      lanes[q] = q * sRow;
    }
  }

  private static Layout twoModes(int e0, int e1, int s0, int s1) {
    return Layout.of(IntTuple.of(IntTuple.of(e0), IntTuple.of(e1)),
        IntTuple.of(IntTuple.of(s0), IntTuple.of(s1)));
  }

  /** A rest mode's stride (1 when the mode has one block, where it is never used). */
  private static int strideOf(Layout rest, int mode) {
    return rest.size(mode) == 1 ? 0 : ((IntTuple.Int) rest.stride(mode)).value();
  }

  /**
   * Copies the element at {@code (r, c)} from {@code s[so + r·sRow + c]} to the destination's
   * linear index {@code x = dLinear + r + c·dCol}: {@code d[x]}, or {@code d[out + swizzle(x)]}
   * with a swizzle.
   */
  void run(float[] s, int so, float[] d, int dLinear, Swizzle swizzle, int out) {
    for (int br = 0; br < blocks[0]; br++) {
      int r1 = Math.min(blockRows, rows - br * blockRows);
      for (int bc = 0; bc < blocks[1]; bc++) {
        int c1 = Math.min(blockCols, cols - bc * blockCols);
        int sb = so + br * sBlock[0] + bc * sBlock[1];
        int db = dLinear + br * dBlock[0] + bc * dBlock[1];
        if (swizzle == null) {
          block(s, sb, d, db, r1, c1);
        } else {
          swizzledBlock(s, sb, d, db, r1, c1, swizzle, out);
        }
      }
    }
  }

  private void block(float[] s, int sb, float[] d, int db, int r1, int c1) {
    int full = r1 - r1 % L;
    int[] lanes = this.lanes;
    int[] at = new int[L];
    for (int r = 0; r < full; r += L) {
      int sr = sb + r * sRow;
      int dr = db + r;
      int c = 0;
      if (network) {
        for (; c + L <= c1; c += L) {
          for (int q = 0; q < L; q++) {
            at[q] = dr + (c + q) * dCol;
          }
          TransposeNetwork.tile(L, s, sr + c, sRow, d, 0, at);
        }
      }
      for (; c < c1; c++) {
        FloatVector.fromArray(SPECIES, s, sr + c, lanes, 0).intoArray(d, dr + c * dCol);
      }
    }
    for (int r = full; r < r1; r++) {
      int sr = sb + r * sRow;
      int dr = db + r;
      for (int c = 0; c < c1; c++) {
        d[dr + c * dCol] = s[sr + c];
      }
    }
  }

  /** Whether the {@code L} runs from {@code x}, {@code dCol} apart, each stay in one swizzle group. */
  private static boolean runsWhole(int x, int dCol, int inGroup, int group) {
    for (int q = 0; q < L; q++) {
      if (((x + q * dCol) & inGroup) + L > group) {
        return false;
      }
    }
    return true;
  }

  /**
   * As {@link #block}, each store through the swizzle: a swizzle changes only bits at or above its
   * base, so a run of {@code L} linear indices inside one aligned {@code 2^base} group lands
   * contiguously, and is stored as a vector; a run that crosses a group is stored element by
   * element.
   */
  private void swizzledBlock(float[] s, int sb, float[] d, int db, int r1, int c1,
      Swizzle swizzle, int out) {
    int group = 1 << swizzle.base();
    int inGroup = group - 1;
    int full = r1 - r1 % L;
    int[] at = new int[L];
    for (int r = 0; r < full; r += L) {
      int sr = sb + r * sRow;
      int dr = db + r;
      for (int c = 0; c < c1; c++) {
        int x = dr + c * dCol;
        if (network && c % L == 0 && c + L <= c1 && runsWhole(x, dCol, inGroup, group)) {
          for (int q = 0; q < L; q++) {
            at[q] = out + swizzle.apply(x + q * dCol);
          }
          TransposeNetwork.tile(L, s, sr + c, sRow, d, 0, at);
          c += L - 1;
        } else if ((x & inGroup) + L <= group) {
          FloatVector.fromArray(SPECIES, s, sr + c, lanes, 0)
              .intoArray(d, out + swizzle.apply(x));
        } else {
          for (int q = 0; q < L; q++) {
            d[out + swizzle.apply(x + q)] = s[sr + c + q * sRow];
          }
        }
      }
    }
    for (int r = full; r < r1; r++) {
      int sr = sb + r * sRow;
      int dr = db + r;
      for (int c = 0; c < c1; c++) {
        d[out + swizzle.apply(dr + c * dCol)] = s[sr + c];
      }
    }
  }
}
