package dev.strided.vector;

import dev.strided.IntTuple;
import dev.strided.Layout;
import dev.strided.Swizzle;
import dev.strided.Tiler;
import java.util.List;
import java.util.stream.IntStream;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
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
  private static final boolean NETWORK = L == 8 || L == 16;
  /** The longest destination-contiguous mode the 16-lane network is used for. */
  private static final int PANEL = 2 * L;
  /**
   * Round {@code j}'s lane exchange: lane {@code i} takes lane {@code i ^ d} with
   * {@code d = L/2 >> j} ({@link #PARTNER}), where lane {@code i} has bit {@code d} set
   * ({@link #UPPER}).
   */
  private static final List<VectorShuffle<Float>> PARTNER = NETWORK ? IntStream.range(0, log2(L))
      .mapToObj(j -> VectorShuffle.fromOp(SPECIES, i -> i ^ (L / 2 >> j))).toList() : List.of();
  private static final List<VectorMask<Float>> UPPER = NETWORK ? IntStream.range(0, log2(L))
      .mapToObj(j -> VectorMask.fromLong(SPECIES, lanesWithBit(L / 2 >> j))).toList() : List.of();
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

  private static int log2(int x) {
    return Integer.numberOfTrailingZeros(x);
  }

  private static long lanesWithBit(int d) {
    long lanes = 0;
    for (int i = 0; i < L; i++) {
      lanes |= (i & d) != 0 ? 1L << i : 0;
    }
    return lanes;
  }

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
          tileInRegisters(s, sr + c, sRow, d, at);
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

  /** The {@code L × L} tile at {@code s[so]}, rows {@code sRow} apart, into rows {@code at[q]}. */
  private static void tileInRegisters(float[] s, int so, int sRow, float[] d, int[] at) {
    if (L == 8) {
      eightByEight(s, so, sRow, d, at);
    } else {
      sixteenBySixteen(s, so, sRow, d, at);
    }
  }

  /**
   * A 16 × 16 tile in registers: sixteen row loads, four rounds, sixteen row stores, row {@code q}
   * at {@code at[q]}. Round {@code j} pairs rows {@code k} and {@code k + 8}: it swaps their top
   * row bit with lane bit {@code 3 − j} (two permutes and two blends per pair) and writes the pair
   * to rows {@code 2k} and {@code 2k + 1}, which rotates the row bits; after four rounds each row
   * bit has been swapped with its lane bit and is back in place, so row and lane are exchanged.
   * Written out as the 8 × 8 one is rather than shared through arrays or helpers: on JDK 17 a
   * vector in an array, or handed to a method C2 does not inline, is boxed.
   */
  private static void sixteenBySixteen(float[] s, int so, int sRow, float[] d, int[] at) {
    FloatVector r0 = FloatVector.fromArray(SPECIES, s, so);
    FloatVector r1 = FloatVector.fromArray(SPECIES, s, so + sRow);
    FloatVector r2 = FloatVector.fromArray(SPECIES, s, so + 2 * sRow);
    FloatVector r3 = FloatVector.fromArray(SPECIES, s, so + 3 * sRow);
    FloatVector r4 = FloatVector.fromArray(SPECIES, s, so + 4 * sRow);
    FloatVector r5 = FloatVector.fromArray(SPECIES, s, so + 5 * sRow);
    FloatVector r6 = FloatVector.fromArray(SPECIES, s, so + 6 * sRow);
    FloatVector r7 = FloatVector.fromArray(SPECIES, s, so + 7 * sRow);
    FloatVector r8 = FloatVector.fromArray(SPECIES, s, so + 8 * sRow);
    FloatVector r9 = FloatVector.fromArray(SPECIES, s, so + 9 * sRow);
    FloatVector r10 = FloatVector.fromArray(SPECIES, s, so + 10 * sRow);
    FloatVector r11 = FloatVector.fromArray(SPECIES, s, so + 11 * sRow);
    FloatVector r12 = FloatVector.fromArray(SPECIES, s, so + 12 * sRow);
    FloatVector r13 = FloatVector.fromArray(SPECIES, s, so + 13 * sRow);
    FloatVector r14 = FloatVector.fromArray(SPECIES, s, so + 14 * sRow);
    FloatVector r15 = FloatVector.fromArray(SPECIES, s, so + 15 * sRow);
    for (int round = 0; round < 4; round++) {
      VectorShuffle<Float> partner = PARTNER.get(round);
      VectorMask<Float> upper = UPPER.get(round);
      FloatVector t0 = r0.blend(r8.rearrange(partner), upper);
      FloatVector t1 = r0.rearrange(partner).blend(r8, upper);
      FloatVector t2 = r1.blend(r9.rearrange(partner), upper);
      FloatVector t3 = r1.rearrange(partner).blend(r9, upper);
      FloatVector t4 = r2.blend(r10.rearrange(partner), upper);
      FloatVector t5 = r2.rearrange(partner).blend(r10, upper);
      FloatVector t6 = r3.blend(r11.rearrange(partner), upper);
      FloatVector t7 = r3.rearrange(partner).blend(r11, upper);
      FloatVector t8 = r4.blend(r12.rearrange(partner), upper);
      FloatVector t9 = r4.rearrange(partner).blend(r12, upper);
      FloatVector t10 = r5.blend(r13.rearrange(partner), upper);
      FloatVector t11 = r5.rearrange(partner).blend(r13, upper);
      FloatVector t12 = r6.blend(r14.rearrange(partner), upper);
      FloatVector t13 = r6.rearrange(partner).blend(r14, upper);
      FloatVector t14 = r7.blend(r15.rearrange(partner), upper);
      FloatVector t15 = r7.rearrange(partner).blend(r15, upper);
      r0 = t0;
      r1 = t1;
      r2 = t2;
      r3 = t3;
      r4 = t4;
      r5 = t5;
      r6 = t6;
      r7 = t7;
      r8 = t8;
      r9 = t9;
      r10 = t10;
      r11 = t11;
      r12 = t12;
      r13 = t13;
      r14 = t14;
      r15 = t15;
    }
    r0.intoArray(d, at[0]);
    r1.intoArray(d, at[1]);
    r2.intoArray(d, at[2]);
    r3.intoArray(d, at[3]);
    r4.intoArray(d, at[4]);
    r5.intoArray(d, at[5]);
    r6.intoArray(d, at[6]);
    r7.intoArray(d, at[7]);
    r8.intoArray(d, at[8]);
    r9.intoArray(d, at[9]);
    r10.intoArray(d, at[10]);
    r11.intoArray(d, at[11]);
    r12.intoArray(d, at[12]);
    r13.intoArray(d, at[13]);
    r14.intoArray(d, at[14]);
    r15.intoArray(d, at[15]);
  }

  /**
   * An 8 × 8 tile in registers as {@link #sixteenBySixteen}: eight row loads, three rounds over
   * rows {@code k} and {@code k + 4}, eight row stores, row {@code q} at {@code at[q]}.
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
      VectorShuffle<Float> partner = PARTNER.get(round);
      VectorMask<Float> upper = UPPER.get(round);
      FloatVector t0 = r0.blend(r4.rearrange(partner), upper);
      FloatVector t1 = r0.rearrange(partner).blend(r4, upper);
      FloatVector t2 = r1.blend(r5.rearrange(partner), upper);
      FloatVector t3 = r1.rearrange(partner).blend(r5, upper);
      FloatVector t4 = r2.blend(r6.rearrange(partner), upper);
      FloatVector t5 = r2.rearrange(partner).blend(r6, upper);
      FloatVector t6 = r3.blend(r7.rearrange(partner), upper);
      FloatVector t7 = r3.rearrange(partner).blend(r7, upper);
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
          tileInRegisters(s, sr + c, sRow, d, at);
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
