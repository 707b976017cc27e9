package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.Tiler;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * The inner two modes of a transposing copy: mode 0 contiguous in the destination (its source
 * stride {@code sRow}), mode 1 contiguous in the source (its destination stride {@code dCol}).
 * Blocks are the {@code zippedDivide} of both sides' two-mode layouts by a
 * {@link #BLOCK}² tile (the rest mode's strides step from block to block; the last blocks
 * overhang and only their inside is copied). Inside a block, each {@code L × L} tile ({@code L}
 * the vector length) is transposed in registers: with 8 lanes by a permute-and-blend network
 * (eight row loads, three rounds of interleaving, eight row stores), otherwise, and for the columns
 * past the last whole tile, each run of {@code L} destination elements is one gather of an element
 * from each of {@code L} source lines and one vector store; the rows past the last multiple of
 * {@code L} are copied one by one. A swizzled destination takes the same tiles, each store
 * through the swizzle.
 *
 * <pre>{@code new TileTranspose(4096, 4096, 4096, 4096).run(src, 0, dst, 0, null, 0);}</pre>
 *
 * <p>Measured on 4096² floats, AVX2 (8 lanes), by CPU time in one process: the permute-and-blend
 * network 0.73 of the gathers' time, gathers about a third of scalar 16 × 16 blocks'; JDK 17's
 * two-vector {@code rearrange(shuffle, v)} ran 6–7× slower than one-vector permutes and a blend,
 * and loading the tile into a buffer and gathering from it returned stale values (C2 moved the
 * gathers above the buffer's stores). With 16 lanes (AVX-512, Zen 5, JDK 17, one process) the
 * same network over 16 × 16 tiles (four rounds) packed an L3-resident (2048, 512) tile of GEMM's B
 * in 0.35 against 0.58 ms, but transposed 4096² floats from memory in 15.2 against 12.3 ms (best
 * of 30), and no GEMM-level difference was resolved; gathers stay.
 */
final class TileTranspose {
  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int L = SPECIES.length();
  /** Eight lanes: the tile is transposed by a permute-and-blend network instead of gathers. */
  private static final boolean NETWORK = L == 8;
  /** Lanes {@code 0,0,1,1,2,2,3,3} and {@code 4,4,5,5,6,6,7,7}; odd lanes from the second row. */
  private static final VectorShuffle<Float> LOW = NETWORK
      ? VectorShuffle.fromValues(SPECIES, 0, 0, 1, 1, 2, 2, 3, 3) : null;
  private static final VectorShuffle<Float> HIGH = NETWORK
      ? VectorShuffle.fromValues(SPECIES, 4, 4, 5, 5, 6, 6, 7, 7) : null;
  private static final VectorMask<Float> ODD = NETWORK ? VectorMask.fromValues(SPECIES, false,
      true, false, true, false, true, false, true) : null;
  /** 256 source lines of 32 B per gather step and 256 destination lines per block stay in L2. */
  static final int BLOCK = 256;

  private final int rows;
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
    this.cols = cols;
    this.sRow = sRow;
    this.dCol = dCol;
    blockRows = Math.min(BLOCK, rows);
    blockCols = Math.min(BLOCK, cols);
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
      if (NETWORK) {
        for (; c + L <= c1; c += L) {
          for (int q = 0; q < L; q++) {
            at[q] = dr + (c + q) * dCol;
          }
          eightByEight(s, sr + c, sRow, d, at);
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
   * An 8 × 8 tile in registers: eight row loads, three rounds that interleave rows {@code k} and
   * {@code k + 4} (each moves the bits of an element's (row, lane) position one place round, so
   * three rounds exchange row and lane), eight row stores, row {@code q} at {@code at[q]}.
   */
  private static void eightByEight(float[] s, int so, int sRow, float[] d, int[] at) {
    FloatVector r0 = FloatVector.fromArray(SPECIES, s, so);
    FloatVector r1 = FloatVector.fromArray(SPECIES, s, so + sRow);
    FloatVector r2 = FloatVector.fromArray(SPECIES, s, so + 2 * sRow);
    FloatVector r3 = FloatVector.fromArray(SPECIES, s, so + 3 * sRow);
    FloatVector r4 = FloatVector.fromArray(SPECIES, s, so + 4 * sRow);
    FloatVector r5 = FloatVector.fromArray(SPECIES, s, so + 5 * sRow);
    FloatVector r6 = FloatVector.fromArray(SPECIES, s, so + 6 * sRow);
    FloatVector r7 = FloatVector.fromArray(SPECIES, s, so + 7 * sRow);
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
    r0.intoArray(d, at[0]);
    r1.intoArray(d, at[1]);
    r2.intoArray(d, at[2]);
    r3.intoArray(d, at[3]);
    r4.intoArray(d, at[4]);
    r5.intoArray(d, at[5]);
    r6.intoArray(d, at[6]);
    r7.intoArray(d, at[7]);
  }

  /**
   * As {@link #block}, each store through the swizzle: a swizzle changes only bits at or above
   * its base, so a run of {@code L} linear indices inside one aligned {@code 2^base} group lands
   * contiguously, and is stored as a vector; a run that crosses a group is stored element by element.
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
        if (NETWORK && c % L == 0 && c + L <= c1 && runsWhole(x, dCol, inGroup, group)) {
          for (int q = 0; q < L; q++) {
            at[q] = out + swizzle.apply(x + q * dCol);
          }
          eightByEight(s, sr + c, sRow, d, at);
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
