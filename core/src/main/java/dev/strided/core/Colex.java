package dev.strided.core;

/**
 * The colexicographic split of a 1-D coordinate over extents, CuTe's order (the first extent varies
 * fastest), on primitive arrays: {@code c = d_0 + s_0·(d_1 + s_1·(d_2 + ...))}. The last digit is
 * left unreduced, so a coordinate past the size lands in the last extent, as CuTe's does.
 *
 * <pre>{@code
 * Colex.digits(new long[] {2, 3}, 5);    // {1, 2}
 * Colex.digits(new long[] {2, 3}, 13);   // {1, 6}: past the size, the last digit grows
 * }</pre>
 */
public final class Colex {
  private Colex() {}

  /**
   * The digits of a non-negative coordinate.
   *
   * <pre>{@code
   * Colex.digits(new long[] {4, 2, 2}, 9);   // {1, 0, 1}
   * }</pre>
   *
   * @param extents the extents, each at least 1
   * @param c the coordinate, at least 0
   * @return one digit per extent, each below its extent but the last
   */
  public static long[] digits(long[] extents, long c) {
    long[] out = new long[extents.length];
    long rest = c;
    for (int k = 0; k < extents.length; k++) {
      out[k] = k == extents.length - 1 ? rest : rest % extents[k];
      rest /= extents[k];
    }
    return out;
  }

  /**
   * The digits of a non-negative coordinate over {@code extents[from] .. extents[to-1]}, on ints.
   *
   * <pre>{@code
   * Colex.digits(new int[] {8, 2, 3}, 1, 3, 5);   // {1, 2}
   * }</pre>
   *
   * @param extents the extents, each at least 1
   * @param from the first extent
   * @param to one past the last extent
   * @param c the coordinate, at least 0
   * @return one digit per extent of the range, each below its extent but the last
   */
  public static int[] digits(int[] extents, int from, int to, int c) {
    int[] out = new int[to - from];
    int rest = c;
    for (int k = from; k < to; k++) {
      out[k - from] = k == to - 1 ? rest : rest % extents[k];
      rest /= extents[k];
    }
    return out;
  }
}
