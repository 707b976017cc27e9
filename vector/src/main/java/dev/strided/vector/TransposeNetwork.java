package dev.strided.vector;

import java.util.List;
import java.util.stream.IntStream;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * An {@code L × L} tile of floats transposed in registers, {@code L} 8 (256-bit vectors) or 16
 * (512-bit): {@code L} row loads, {@code log2 L} rounds that each swap a row bit with a lane bit,
 * {@code L} row stores. Used by {@link TileTranspose}'s copies and by the small GEMM's copy of an
 * operand contiguous along K ({@link SmallKernelTemplate}).
 *
 * <pre>{@code TransposeNetwork.tile(8, s, 0, 8, d, 0, new int[] {0, 8, 16, 24, 32, 40, 48, 56});
 * // d[0..63] is the 8 × 8 row-major s[0..63] transposed}</pre>
 */
final class TransposeNetwork {
  private static final VectorSpecies<Float> SPECIES_EIGHT = FloatVector.SPECIES_256;
  private static final VectorSpecies<Float> SPECIES_SIXTEEN = FloatVector.SPECIES_512;
  /**
   * Round {@code j}'s lane exchange: lane {@code i} takes lane {@code i ^ d} with
   * {@code d = L/2 >> j} (the partners), where lane {@code i} has bit {@code d} set (the upper).
   */
  private static final List<VectorShuffle<Float>> PARTNER_EIGHT = partners(SPECIES_EIGHT);
  private static final List<VectorMask<Float>> UPPER_EIGHT = uppers(SPECIES_EIGHT);
  private static final List<VectorShuffle<Float>> PARTNER_SIXTEEN = partners(SPECIES_SIXTEEN);
  private static final List<VectorMask<Float>> UPPER_SIXTEEN = uppers(SPECIES_SIXTEEN);

  private TransposeNetwork() {}

  /** Whether tiles of {@code lanes} × {@code lanes} have a network. */
  static boolean covers(int lanes) {
    return lanes == 8 || lanes == 16;
  }

  private static List<VectorShuffle<Float>> partners(VectorSpecies<Float> species) {
    int l = species.length();
    return IntStream.range(0, log2(l))
        .mapToObj(j -> VectorShuffle.fromOp(species, i -> i ^ (l / 2 >> j))).toList();
  }

  private static List<VectorMask<Float>> uppers(VectorSpecies<Float> species) {
    int l = species.length();
    return IntStream.range(0, log2(l))
        .mapToObj(j -> VectorMask.fromLong(species, lanesWithBit(l, l / 2 >> j))).toList();
  }

  private static int log2(int x) {
    return Integer.numberOfTrailingZeros(x);
  }

  private static long lanesWithBit(int lanes, int d) {
    long out = 0;
    for (int i = 0; i < lanes; i++) {
      out |= (i & d) != 0 ? 1L << i : 0;
    }
    return out;
  }

  /**
   * The {@code lanes × lanes} tile at {@code s[so]}, rows {@code sRow} apart, into rows
   * {@code d[to + at[q]]}; {@code lanes} one that {@link #covers}.
   */
  static void tile(int lanes, float[] s, int so, int sRow, float[] d, int to, int[] at) {
    if (lanes == 8) {
      eightByEight(s, so, sRow, d, to, at);
    } else {
      sixteenBySixteen(s, so, sRow, d, to, at);
    }
  }

  /**
   * A 16 × 16 tile in registers: sixteen row loads, four rounds, sixteen row stores, row {@code q}
   * at {@code to + at[q]}. Round {@code j} pairs rows {@code k} and {@code k + 8}: it swaps their top
   * row bit with lane bit {@code 3 − j} (two permutes and two blends per pair) and writes the pair
   * to rows {@code 2k} and {@code 2k + 1}, which rotates the row bits; after four rounds each row
   * bit has been swapped with its lane bit and is back in place, so row and lane are exchanged.
   * Written out as the 8 × 8 one is rather than shared through arrays or helpers: on JDK 17 a
   * vector in an array, or handed to a method C2 does not inline, is boxed.
   */
  private static void sixteenBySixteen(float[] s, int so, int sRow, float[] d, int to,
      int[] at) {
    FloatVector r0 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so);
    FloatVector r1 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + sRow);
    FloatVector r2 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 2 * sRow);
    FloatVector r3 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 3 * sRow);
    FloatVector r4 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 4 * sRow);
    FloatVector r5 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 5 * sRow);
    FloatVector r6 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 6 * sRow);
    FloatVector r7 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 7 * sRow);
    FloatVector r8 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 8 * sRow);
    FloatVector r9 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 9 * sRow);
    FloatVector r10 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 10 * sRow);
    FloatVector r11 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 11 * sRow);
    FloatVector r12 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 12 * sRow);
    FloatVector r13 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 13 * sRow);
    FloatVector r14 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 14 * sRow);
    FloatVector r15 = FloatVector.fromArray(SPECIES_SIXTEEN, s, so + 15 * sRow);
    for (int round = 0; round < 4; round++) {
      VectorShuffle<Float> partner = PARTNER_SIXTEEN.get(round);
      VectorMask<Float> upper = UPPER_SIXTEEN.get(round);
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
    r0.intoArray(d, to + at[0]);
    r1.intoArray(d, to + at[1]);
    r2.intoArray(d, to + at[2]);
    r3.intoArray(d, to + at[3]);
    r4.intoArray(d, to + at[4]);
    r5.intoArray(d, to + at[5]);
    r6.intoArray(d, to + at[6]);
    r7.intoArray(d, to + at[7]);
    r8.intoArray(d, to + at[8]);
    r9.intoArray(d, to + at[9]);
    r10.intoArray(d, to + at[10]);
    r11.intoArray(d, to + at[11]);
    r12.intoArray(d, to + at[12]);
    r13.intoArray(d, to + at[13]);
    r14.intoArray(d, to + at[14]);
    r15.intoArray(d, to + at[15]);
  }

  /**
   * An 8 × 8 tile in registers as {@link #sixteenBySixteen}: eight row loads, three rounds over
   * rows {@code k} and {@code k + 4}, eight row stores, row {@code q} at {@code to + at[q]}.
   */
  private static void eightByEight(float[] s, int so, int sRow, float[] d, int to,
      int[] at) {
    FloatVector r0 = FloatVector.fromArray(SPECIES_EIGHT, s, so);
    FloatVector r1 = FloatVector.fromArray(SPECIES_EIGHT, s, so + sRow);
    FloatVector r2 = FloatVector.fromArray(SPECIES_EIGHT, s, so + 2 * sRow);
    FloatVector r3 = FloatVector.fromArray(SPECIES_EIGHT, s, so + 3 * sRow);
    FloatVector r4 = FloatVector.fromArray(SPECIES_EIGHT, s, so + 4 * sRow);
    FloatVector r5 = FloatVector.fromArray(SPECIES_EIGHT, s, so + 5 * sRow);
    FloatVector r6 = FloatVector.fromArray(SPECIES_EIGHT, s, so + 6 * sRow);
    FloatVector r7 = FloatVector.fromArray(SPECIES_EIGHT, s, so + 7 * sRow);
    for (int round = 0; round < 3; round++) {
      VectorShuffle<Float> partner = PARTNER_EIGHT.get(round);
      VectorMask<Float> upper = UPPER_EIGHT.get(round);
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
    r0.intoArray(d, to + at[0]);
    r1.intoArray(d, to + at[1]);
    r2.intoArray(d, to + at[2]);
    r3.intoArray(d, to + at[3]);
    r4.intoArray(d, to + at[4]);
    r5.intoArray(d, to + at[5]);
    r6.intoArray(d, to + at[6]);
    r7.intoArray(d, to + at[7]);
  }
}
